package fuzz

import (
	"bytes"
	"fmt"
	"slices"

	"github.com/lorcana-rl/lorcana/engine"
)

// Check verifies the invariants of a state: every card is in exactly one
// place, the zone lists agree with the cards' records, and the counts are
// sane. seen is scratch space (reused when large enough) and is returned.
func Check(st *engine.State, seen []uint8) ([]uint8, error) {
	seen = slices.Grow(seen[:0], len(st.Cards))[:len(st.Cards)]
	clear(seen)
	for p := range st.Players {
		pl := &st.Players[p]
		lists := [...]struct {
			z engine.Zone
			l []engine.CardID
		}{{engine.ZoneDeck, pl.Deck}, {engine.ZoneHand, pl.Hand}, {engine.ZonePlay, pl.Play},
			{engine.ZoneInkwell, pl.Inkwell}, {engine.ZoneDiscard, pl.Discard}}
		for _, zl := range lists {
			for _, id := range zl.l {
				if int(id) >= len(st.Cards) {
					return seen, fmt.Errorf("player %d's %s lists card %d of %d", p+1, zl.z, id, len(st.Cards))
				}
				seen[id]++
				c := &st.Cards[id]
				if c.Zone != zl.z {
					return seen, fmt.Errorf("card %d (%s) is listed in player %d's %s but is in %s", id, name(st, id), p+1, zl.z, c.Zone)
				}
				if int(c.Owner) != p {
					return seen, fmt.Errorf("card %d (%s) is listed in player %d's %s but is player %d's", id, name(st, id), p+1, zl.z, c.Owner+1)
				}
			}
		}
		if err := checkInk(pl); err != nil {
			return seen, fmt.Errorf("player %d %v", p+1, err)
		}
		if pl.Lore < 0 {
			return seen, fmt.Errorf("player %d has %d lore", p+1, pl.Lore)
		}
		if pl.Out && !st.Over() && len(pl.Deck)+len(pl.Hand)+len(pl.Play)+len(pl.Inkwell)+len(pl.Discard) > 0 {
			return seen, fmt.Errorf("player %d has left the game but still has cards (9.2.3)", p+1)
		}
	}
	for i := range st.Cards {
		id := engine.CardID(i)
		c := &st.Cards[i]
		listed := c.Zone != engine.ZoneUnder && c.Zone != engine.ZoneOut
		switch {
		case listed && seen[i] != 1:
			return seen, fmt.Errorf("card %d (%s) in %s is listed %d times", i, name(st, id), c.Zone, seen[i])
		case !listed && seen[i] != 0:
			return seen, fmt.Errorf("card %d (%s) is %s but listed in a zone", i, name(st, id), c.Zone)
		}
		if c.Zone == engine.ZoneUnder {
			if u := c.Under; u == engine.NoCard || int(u) >= len(st.Cards) || st.Cards[u].Zone != engine.ZonePlay {
				return seen, fmt.Errorf("card %d (%s) is under a card that is not in play", i, name(st, id))
			}
		} else if c.Under != engine.NoCard {
			return seen, fmt.Errorf("card %d (%s) in %s is marked as under card %d", i, name(st, id), c.Zone, c.Under)
		}
		if c.Damage < 0 {
			return seen, fmt.Errorf("card %d (%s) has %d damage", i, name(st, id), c.Damage)
		}
		if c.Zone != engine.ZonePlay {
			if c.Damage != 0 || c.Flags&(engine.FlagExerted|engine.FlagDrying) != 0 {
				return seen, fmt.Errorf("card %d (%s) in %s keeps damage %d or states %b of play (1.9.4)", i, name(st, id), c.Zone, c.Damage, c.Flags)
			}
			if c.At != engine.NoCard {
				return seen, fmt.Errorf("card %d (%s) in %s is at a location", i, name(st, id), c.Zone)
			}
			continue
		}
		if at := c.At; at != engine.NoCard {
			if int(at) >= len(st.Cards) || !st.InPlay(at) || st.Def(at).Type != engine.TypeLocation || st.Cards[at].Owner != c.Owner {
				return seen, fmt.Errorf("card %d (%s) is at card %d, not a location of its player in play (4.7.1)", i, name(st, id), at)
			}
		}
	}
	return seen, nil
}

// checkInk verifies a player's ink: ready ink is never negative (a cost is
// paid in full or not at all, 1.5.3), nor is exerted ink, and the count of
// cards inked this turn (4.2.3) is not negative.
func checkInk(pl *engine.Player) error {
	switch {
	case pl.InkReady() < 0:
		return fmt.Errorf("has %d ready ink (%d exerted of %d in the inkwell): ready ink is never negative", pl.InkReady(), pl.InkUsed, len(pl.Inkwell))
	case pl.InkUsed < 0:
		return fmt.Errorf("has %d exerted ink: exerted ink is never negative", pl.InkUsed)
	case pl.Inked < 0:
		return fmt.Errorf("has inked %d cards this turn", pl.Inked)
	}
	return nil
}

func name(st *engine.State, id engine.CardID) string { return st.Def(id).FullName }

// RoundTrip checks that a state clones and serialises exactly: a clone and
// the state restored from its serialised form are the same position as st,
// and the restored state lists the same legal actions. Its buffers are
// reused from call to call; a RoundTrip is for one goroutine.
type RoundTrip struct {
	clone      engine.State
	a, b       []byte
	legA, legB []engine.Action
}

// Check runs the round trips on st.
func (r *RoundTrip) Check(st *engine.State) error {
	r.a = st.AppendSerialized(r.a[:0])
	st.CloneInto(&r.clone)
	r.b = r.clone.AppendSerialized(r.b[:0])
	if !bytes.Equal(r.a, r.b) {
		return fmt.Errorf("a clone is not the same position")
	}
	back, err := st.Game().Restore(r.a)
	if err != nil {
		return fmt.Errorf("the serialised state does not restore: %w", err)
	}
	r.b = back.AppendSerialized(r.b[:0])
	if !bytes.Equal(r.a, r.b) {
		return fmt.Errorf("the restored state is not the same position")
	}
	r.legA = st.Legal(r.legA[:0])
	r.legB = back.Legal(r.legB[:0])
	if !slices.Equal(r.legA, r.legB) {
		return fmt.Errorf("the restored state lists %d legal actions, the original %d (or others)", len(r.legB), len(r.legA))
	}
	r.legB = r.clone.Legal(r.legB[:0])
	if !slices.Equal(r.legA, r.legB) {
		return fmt.Errorf("the clone lists %d legal actions, the original %d (or others)", len(r.legB), len(r.legA))
	}
	return nil
}
