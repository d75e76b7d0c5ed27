package encode_test

import (
	"slices"
	"testing"

	"github.com/lorcana-rl/lorcana/encode"
	"github.com/lorcana-rl/lorcana/engine"
)

// TestHiddenInformation changes everything the observer may not see (the
// opponents' hands, every deck's order, the identities of every inkwell
// card, of every deck card and of facedown cards) and checks that the
// observation does not change.
func TestHiddenInformation(t *testing.T) {
	spec := encode.NewSpec(2)
	var enc *encode.Encoder
	a, b := spec.NewObs(), spec.NewObs()
	rng := engine.NewRNG(99)
	var scratch engine.State
	checked, changed := 0, 0
	states(t, 20, func(st *engine.State, legal []engine.Action) {
		if enc == nil {
			enc = encode.NewEncoder(st.Game(), spec)
		}
		for p := range st.Players {
			var l []engine.Action
			if int(st.Pending().Player) == p {
				l = legal
			}
			enc.Encode(st, p, l, a)
			st.CloneInto(&scratch)
			if hide(&scratch, p, &rng) {
				changed++
			}
			var l2 []engine.Action
			if l != nil {
				l2 = scratch.Legal(nil)
			}
			enc.Encode(&scratch, p, l2, b)
			if d := diff(a, b); d != "" {
				t.Fatalf("turn %d, observer %d, %v: hidden cards changed %s", st.Turn, p, st.Pending(), d)
			}
			checked++
		}
	})
	if changed < checked/2 {
		t.Errorf("only %d of %d states had hidden cards to change", changed, checked)
	}
}

// hide shuffles the defs among the cards p may not see and the order of
// the opponents' hands and every deck; it reports whether anything moved.
func hide(s *engine.State, p int, rng *engine.RNG) bool {
	looked := map[engine.CardID]bool{}
	for _, f := range s.Stack {
		if int(f.Player) == p {
			for _, id := range f.Look[:f.NLook] {
				looked[id] = true
			}
		}
	}
	var hidden []engine.CardID
	for i := range s.Cards {
		c := &s.Cards[i]
		id := engine.CardID(i)
		if c.Seen&(1<<p) != 0 {
			looked[id] = true // shown to p by an effect (Card.Seen)
		}
		if looked[id] || c.Flags&engine.FlagRevealed != 0 {
			continue
		}
		switch {
		case c.Zone == engine.ZoneDeck, c.Zone == engine.ZoneInkwell,
			c.Zone == engine.ZoneHand && int(c.Owner) != p,
			c.Zone == engine.ZoneUnder && c.Flags&engine.FlagFaceDown != 0:
			hidden = append(hidden, id)
		}
	}
	defs := make([]engine.DefID, len(hidden))
	for i, id := range hidden {
		defs[i] = s.Cards[id].Def
	}
	before := slices.Clone(defs)
	for i := len(defs) - 1; i > 0; i-- {
		j := rng.Intn(i + 1)
		defs[i], defs[j] = defs[j], defs[i]
	}
	for i, id := range hidden {
		s.Cards[id].Def = defs[i]
	}
	moved := !slices.Equal(before, defs)
	for q := range s.Players {
		if q != p {
			rng.Shuffle(s.Players[q].Hand)
		}
		if !anyLooked(s.Players[q].Deck, looked) {
			rng.Shuffle(s.Players[q].Deck)
		}
	}
	return moved
}

func anyLooked(ids []engine.CardID, looked map[engine.CardID]bool) bool {
	for _, id := range ids {
		if looked[id] {
			return true
		}
	}
	return false
}

func diff(a, b *encode.Obs) string {
	switch {
	case !slices.Equal(a.CardIndex, b.CardIndex):
		return "the card indices"
	case !slices.Equal(a.Cards, b.Cards):
		for i := range a.Cards {
			if a.Cards[i] != b.Cards[i] {
				return "card feature " + encode.CardFeatureNames()[i%len(encode.CardFeatureNames())]
			}
		}
	case !slices.Equal(a.Globals, b.Globals):
		return "the globals"
	case !slices.Equal(a.Options, b.Options), a.NumOptions != b.NumOptions:
		return "the options"
	case !slices.Equal(a.OptionRefs, b.OptionRefs), !slices.Equal(a.OptionCards, b.OptionCards):
		return "the option refs"
	case !slices.Equal(a.Mask, b.Mask):
		return "the mask"
	}
	return ""
}
