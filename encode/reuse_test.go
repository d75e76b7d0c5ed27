package encode

import (
	"slices"
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
)

// randomGame returns a game whose decks hold implemented cards with
// abilities (static ones first), four copies each, then vanilla ones.
func randomGame(t *testing.T) *engine.Game {
	t.Helper()
	defs := cards.MustCatalog()
	var deck []engine.DefID
	add := func(keep func(d *engine.CardDef) bool) {
		for i := range defs {
			if d := &defs[i]; d.Implemented && keep(d) && len(deck) < 60 {
				deck = append(deck, d.ID, d.ID, d.ID, d.ID)
			}
		}
	}
	hasStatic := func(d *engine.CardDef) bool {
		for _, a := range d.Abilities {
			if a.Kind == engine.Static {
				return true
			}
		}
		return false
	}
	add(hasStatic)
	add(func(d *engine.CardDef) bool { return !hasStatic(d) && len(d.Abilities) > 0 })
	add(func(d *engine.CardDef) bool { return len(d.Abilities) == 0 })
	deck = deck[:60]
	g, err := engine.NewGame(defs, engine.Config{Players: 2, StartingPlayer: -1, Decks: [][]engine.DefID{deck, deck}})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestReusedObs checks that encoding into a reused observation (which
// clears only what it wrote before) gives what encoding into a fresh one
// gives, and that the fast path for states without modifiers agrees with
// the full computation.
func TestReusedObs(t *testing.T) {
	g := randomGame(t)
	spec := NewSpec(2)
	enc, full := NewEncoder(g, spec), NewEncoder(g, spec)
	full.noPlain = true
	reused := spec.NewObs()
	var legal []engine.Action
	modified := 0
	for seed := uint64(1); seed <= 10; seed++ {
		st := g.NewState(seed)
		rng := engine.NewRNG(seed)
		for !st.Over() {
			legal = st.Legal(legal[:0])
			for p := range 2 {
				var l []engine.Action
				if int(st.Pending().Player) == p {
					l = legal
				}
				fresh, slow := spec.NewObs(), spec.NewObs()
				enc.Encode(st, p, l, reused)
				enc.Encode(st, p, l, fresh)
				full.Encode(st, p, l, slow)
				if !same(reused, fresh) {
					t.Fatalf("seed %d turn %d: a reused observation differs from a fresh one", seed, st.Turn)
				}
				if m := enc.modifiers(st); m.keywords != 0 || m.stats != 0 {
					modified++
				}
				if !same(fresh, slow) {
					t.Fatalf("seed %d turn %d: the fast path differs from the full one", seed, st.Turn)
				}
			}
			if err := st.Apply(legal[rng.Intn(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if modified == 0 {
		t.Error("no state with modifiers: the full path was never compared")
	}
	t.Logf("%d encodings with modifiers possible", modified)
}

func same(a, b *Obs) bool {
	return slices.Equal(a.CardIndex, b.CardIndex) && slices.Equal(a.Cards, b.Cards) &&
		slices.Equal(a.Globals, b.Globals) && slices.Equal(a.Options, b.Options) &&
		slices.Equal(a.OptionRefs, b.OptionRefs) && slices.Equal(a.OptionCards, b.OptionCards) &&
		slices.Equal(a.Mask, b.Mask) && a.NumOptions == b.NumOptions && a.Player == b.Player
}

func TestVisible(t *testing.T) {
	g := randomGame(t)
	s := g.EmptyState(1)
	def := g.Config.Decks[0][0]
	for _, tc := range []struct {
		zone  engine.Zone
		flags engine.CardFlags
		owner bool // visible to its owner
		other bool // visible to the opponent
	}{
		{engine.ZoneHand, 0, true, false},
		{engine.ZoneHand, engine.FlagRevealed, true, true},
		{engine.ZoneDeck, engine.FlagFaceDown, false, false},
		{engine.ZoneInkwell, engine.FlagFaceDown, false, false},
		{engine.ZonePlay, 0, true, true},
		{engine.ZoneDiscard, 0, true, true},
		{engine.ZoneUnder, 0, true, true},
		{engine.ZoneUnder, engine.FlagFaceDown, false, false},
	} {
		id := s.AddCard(0, def, tc.zone)
		s.Cards[id].Flags = tc.flags
		if got := visible(s, 0, id); got != tc.owner {
			t.Errorf("%v flags %b: visible to its owner %v, want %v", tc.zone, tc.flags, got, tc.owner)
		}
		if got := visible(s, 1, id); got != tc.other {
			t.Errorf("%v flags %b: visible to the opponent %v, want %v", tc.zone, tc.flags, got, tc.other)
		}
	}
}
