package encode

import (
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
)

// position builds a 2-player game in player 1's main phase with the named
// cards placed by setup; every card of the game is in it.
func position(t *testing.T, setup func(s *engine.State, id func(string) engine.DefID)) (*engine.Game, *engine.State) {
	t.Helper()
	defs := cards.MustCatalog()
	ix, err := cards.NewIndex(defs)
	if err != nil {
		t.Fatal(err)
	}
	id := func(name string) engine.DefID {
		d, err := ix.Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	g, err := engine.NewGame(defs, engine.Config{Players: 2, StartingPlayer: 0})
	if err != nil {
		t.Fatal(err)
	}
	s := g.EmptyState(1)
	setup(s, id)
	s.Begin(0, false, true)
	return g, s
}

func option(t *testing.T, legal []engine.Action, ok func(a engine.Action) bool) int {
	t.Helper()
	for i, a := range legal {
		if ok(a) {
			return i
		}
	}
	t.Fatalf("no such option among %v", legal)
	return -1
}

// TestInkCostWithReductions: the ink_cost of a play option is what playing
// costs now (4.3.6): Mickey Mouse - Wayward Sorcerer makes Brooms cost 1 less.
func TestInkCostWithReductions(t *testing.T) {
	for _, tc := range []struct {
		mickey bool
		want   float32
	}{{false, 2}, {true, 1}} {
		g, s := position(t, func(s *engine.State, id func(string) engine.DefID) {
			if tc.mickey {
				s.PlaceInPlay(0, id("Mickey Mouse - Wayward Sorcerer"), engine.Placement{})
			}
			s.Place(0, id("Magic Broom - Bucket Brigade"), engine.ZoneHand)
			s.SetInk(0, id("Mickey Mouse - Wayward Sorcerer"), 5, 0)
		})
		legal := s.Legal(nil)
		i := option(t, legal, func(a engine.Action) bool { return a.Kind == engine.ActPlay })
		spec := NewSpec(2)
		obs := spec.NewObs()
		NewEncoder(g, spec).Encode(s, 0, legal, obs)
		if got := obs.Options[i*spec.OptionFeatures+ofInkCost]; got != tc.want {
			t.Errorf("Mickey in play %v: ink_cost %v, want %v", tc.mickey, got, tc.want)
		}
	}
}

// TestAmountPointsAtItsCard: "remove up to 2 damage from each of your
// Musketeer characters" asks an amount per card; each amount option's target
// is the row of the card the amount is for.
func TestAmountPointsAtItsCard(t *testing.T) {
	var hurt engine.CardID
	g, s := position(t, func(s *engine.State, id func(string) engine.DefID) {
		hurt, _ = s.PlaceInPlay(0, id("Mickey Mouse - Musketeer"), engine.Placement{Damage: 2})
		s.Place(0, id("Goofy - Musketeer"), engine.ZoneHand)
		s.SetInk(0, id("Mickey Mouse - Wayward Sorcerer"), 5, 0)
	})
	apply := func(ok func(a engine.Action) bool) {
		legal := s.Legal(nil)
		if err := s.Apply(legal[option(t, legal, ok)]); err != nil {
			t.Fatal(err)
		}
	}
	apply(func(a engine.Action) bool { return a.Kind == engine.ActPlay })
	for s.Pending().Kind != engine.DecAmount {
		if s.Pending().Kind == engine.DecTurn || s.Pending().Kind == engine.DecNone {
			t.Fatalf("no amount was asked (decision %v)", s.Pending().Kind)
		}
		apply(func(a engine.Action) bool { return a.Kind == engine.ActYes || a.Kind == engine.ActPick })
	}
	legal := s.Legal(nil)
	spec := NewSpec(2)
	obs := spec.NewObs()
	enc := NewEncoder(g, spec)
	enc.Encode(s, 0, legal, obs)
	row := int32(enc.info[hurt].row)
	if row < 0 {
		t.Fatal("the damaged Musketeer has no row")
	}
	for i, a := range legal {
		if a.Kind != engine.ActAmount {
			continue
		}
		if got := obs.OptionRefs[i*2+1]; got != row {
			t.Errorf("amount option %d: target row %d, want %d (the damaged Musketeer)", i, got, row)
		}
	}
}
