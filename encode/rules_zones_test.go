package encode

import (
	"testing"

	"github.com/lorcana-rl/lorcana/engine"
)

// TestRulesZoneVisibility changes one thing in a position and checks whether
// each player's observation changes with it, as the zone rules say: cards in
// public zones are known to everyone (7.1.2.1), cards in private zones only
// to whom a rule lets look (7.1.3.1), and every zone can be counted by
// everyone. (Faceup cards under a character are public, but the observation
// counts them on that character rather than listing them: docs/observation.md.)
func TestRulesZoneVisibility(t *testing.T) {
	type cards struct {
		hand, ink, deck, discard, play, faceUp, faceDown [2]engine.CardID
	}
	build := func(t *testing.T) (*engine.Game, *engine.State, *cards) {
		var c cards
		g, s := position(t, func(s *engine.State, id func(string) engine.DefID) {
			stitch := id("Stitch - New Dog")
			place := func(p uint8, z engine.Zone) engine.CardID {
				cid, err := s.Place(p, stitch, z)
				if err != nil {
					t.Fatal(err)
				}
				return cid
			}
			for p := uint8(0); p < 2; p++ {
				c.deck[p] = place(p, engine.ZoneDeck)
				c.hand[p] = place(p, engine.ZoneHand)
				c.discard[p] = place(p, engine.ZoneDiscard)
				c.ink[p] = place(p, engine.ZoneInkwell)
				top, err := s.PlaceInPlay(p, stitch, engine.Placement{Under: []engine.UnderCard{{Def: stitch}, {Def: stitch}}})
				if err != nil {
					t.Fatal(err)
				}
				c.play[p] = top
				for i := range s.Cards {
					if u := engine.CardID(i); s.Cards[u].Zone == engine.ZoneUnder && s.Cards[u].Under == top {
						if c.faceUp[p] == 0 {
							c.faceUp[p] = u
						} else {
							c.faceDown[p] = u // as Boost puts it: facedown (5.1.1.10)
							s.Cards[u].Flags |= engine.FlagFaceDown
						}
					}
				}
			}
		})
		return g, s, &c
	}
	tests := []struct {
		rule   string
		what   string
		change func(s *engine.State, c *cards)
		seen   [2]bool // whether player 1's and player 2's observations change
	}{
		{"7.3.2", "a card in player 1's hand", func(s *engine.State, c *cards) { swapDef(s, c.hand[0]) }, [2]bool{true, false}},
		{"7.3.2", "the number of cards in player 1's hand", func(s *engine.State, c *cards) {
			s.Players[0].Hand = s.Players[0].Hand[:0]
			s.Cards[c.hand[0]].Zone = engine.ZoneOut
		}, [2]bool{true, true}},
		{"7.5.4", "a card in player 1's inkwell", func(s *engine.State, c *cards) { swapDef(s, c.ink[0]) }, [2]bool{false, false}},
		{"7.5.4", "a card in player 2's inkwell", func(s *engine.State, c *cards) { swapDef(s, c.ink[1]) }, [2]bool{false, false}},
		{"7.2.2", "a card in player 1's deck", func(s *engine.State, c *cards) { swapDef(s, c.deck[0]) }, [2]bool{false, false}},
		{"7.1.3.1", "a card in player 2's hand", func(s *engine.State, c *cards) { swapDef(s, c.hand[1]) }, [2]bool{false, true}},
		{"7.4.2", "a card in player 2's play", func(s *engine.State, c *cards) { swapDef(s, c.play[1]) }, [2]bool{true, true}},
		{"7.4.2", "the number of cards under player 2's character", func(s *engine.State, c *cards) {
			s.Cards[c.faceUp[1]].Zone = engine.ZoneOut
		}, [2]bool{true, true}},
		{"7.4.2.1", "a facedown card under player 1's character", func(s *engine.State, c *cards) { swapDef(s, c.faceDown[0]) }, [2]bool{false, false}},
		{"7.6.2", "a card in player 2's discard", func(s *engine.State, c *cards) { swapDef(s, c.discard[1]) }, [2]bool{true, true}},
		{"7.1.2.1", "a triggered ability of player 2's in the bag", func(s *engine.State, c *cards) {
			s.Bag = append(s.Bag, engine.BagItem{Player: 1, Def: s.Cards[c.play[1]].Def, Source: s.RefOf(c.play[1])})
		}, [2]bool{true, true}},
		{"1.1.2 1.10.2", "player 1's lore", func(s *engine.State, c *cards) { s.SetLore(0, 5) }, [2]bool{true, true}},
		{"1.1.2 1.10.3", "the damage on player 1's character", func(s *engine.State, c *cards) { s.Cards[c.play[0]].Damage = 1 }, [2]bool{true, true}},
	}
	for _, tc := range tests {
		t.Run(tc.rule+" "+tc.what, func(t *testing.T) {
			g, s, c := build(t)
			enc := NewEncoder(g, NewSpec(2))
			before := [2]*Obs{enc.spec.NewObs(), enc.spec.NewObs()}
			for p := range before {
				enc.Encode(s, p, legalFor(s, p), before[p])
			}
			tc.change(s, c)
			for p := range before {
				after := enc.spec.NewObs()
				enc.Encode(s, p, legalFor(s, p), after)
				if changed := !same(before[p], after); changed != tc.seen[p] {
					t.Errorf("player %d's observation changed: %v, want %v", p+1, changed, tc.seen[p])
				}
			}
		})
	}
}

// swapDef makes a card another card (its identity changes, nothing else).
func swapDef(s *engine.State, id engine.CardID) {
	if s.Cards[id].Def == 0 {
		s.Cards[id].Def = 1
	} else {
		s.Cards[id].Def = 0
	}
}

func legalFor(s *engine.State, p int) []engine.Action {
	if int(s.Pending().Player) != p {
		return nil
	}
	return s.Legal(nil)
}
