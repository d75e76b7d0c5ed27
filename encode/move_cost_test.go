package encode

import (
	"slices"
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
)

// TestInkCostOfMovesAndFreeAbilities: the ink_cost of a move option is the
// total move cost (4.7.3.2, 4.7.3.3) and that of an activated ability used
// for free is 0 (4.4.3.2). No implemented card changes move costs, so Map
// of Treasure Planet gets "you pay 1 less to move your characters to a
// location" and Jolly Roger lets your Pirates move to it at no cost.
func TestInkCostOfMovesAndFreeAbilities(t *testing.T) {
	defs := slices.Clone(cards.MustCatalog())
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
	defs[id("Map of Treasure Planet")].Abilities = []*engine.Ability{
		engine.StaticOf("Show the Way", engine.PayLessToMove(1, engine.Chars().Yours(), engine.LocationsF()))}
	defs[id("Jolly Roger - Hook's Ship")].Abilities = []*engine.Ability{
		engine.StaticOf("All Hands on Deck!", engine.MoveHereForFree(engine.Chars().Yours().Class("Pirate")))}
	g, err := engine.NewGame(defs, engine.Config{Players: 2, StartingPlayer: 0})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name             string
		mapInPlay, maui  bool
		lagoon, ship     float32 // Mickey's moves
		smeeShip, hookAb float32
	}{
		{"no Map, no Maui", false, false, 1, 2, 0, 2},
		{"1 less, free for a Pirate, Shapeshift for free", true, true, 0, 1, 0, 0},
	} {
		s := g.EmptyState(1)
		place := func(name string) engine.CardID {
			c, err := s.PlaceInPlay(0, id(name), engine.Placement{})
			if err != nil {
				t.Fatal(err)
			}
			return c
		}
		mickey, smee := place("Mickey Mouse - True Friend"), place("Mr. Smee - Loyal First Mate")
		lagoon, ship, hook := place("Never Land - Mermaid Lagoon"), place("Jolly Roger - Hook's Ship"), place("Maui's Fish Hook")
		if tc.mapInPlay {
			place("Map of Treasure Planet")
		}
		if tc.maui {
			place("Maui - Demigod")
		}
		s.SetInk(0, id("Stitch - New Dog"), 5, 0)
		s.Begin(0, false, true)
		legal := s.Legal(nil)
		spec := NewSpec(2)
		obs := spec.NewObs()
		NewEncoder(g, spec).Encode(s, 0, legal, obs)
		cost := func(kind engine.ActionKind, card, target engine.CardID) float32 {
			i := option(t, legal, func(a engine.Action) bool {
				return a.Kind == kind && a.Card == card && (kind == engine.ActActivate || a.Target == target)
			})
			return obs.Options[i*spec.OptionFeatures+ofInkCost]
		}
		for _, c := range []struct {
			what      string
			got, want float32
		}{
			{"Mickey to the lagoon", cost(engine.ActMove, mickey, lagoon), tc.lagoon},
			{"Mickey to the ship", cost(engine.ActMove, mickey, ship), tc.ship},
			{"Smee to the ship", cost(engine.ActMove, smee, ship), tc.smeeShip},
			{"Shapeshift", cost(engine.ActActivate, hook, engine.NoCard), tc.hookAb},
		} {
			if c.got != c.want {
				t.Errorf("%s: %s ink_cost %v, want %v", tc.name, c.what, c.got, c.want)
			}
		}
	}
}
