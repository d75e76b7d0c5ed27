package agents

import (
	"slices"
	"sync"
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/decks"
	"github.com/lorcana-rl/lorcana/engine"
)

var (
	gamesOnce sync.Once
	testDecks [2][]engine.DefID
	testDefs  []engine.CardDef
	decksNote string
)

// referenceDecks returns the default reference decks, or, while the engine
// does not implement all their cards, the fixed fallback decks of
// implemented set-1 cards that `lorcana bench` plays (the first 15 such cards
// of each ink pair by collector number, four copies each).
func referenceDecks(t testing.TB) ([]engine.CardDef, [2][]engine.DefID) {
	t.Helper()
	gamesOnce.Do(func() {
		defs := cards.MustCatalog()
		ix, err := cards.NewIndex(defs)
		if err != nil {
			panic(err)
		}
		testDefs = defs
		n1, n2 := decks.Default()
		ok := true
		for i, n := range []string{n1, n2} {
			d, err := decks.Load(n, ix)
			if err != nil {
				panic(err)
			}
			for _, l := range d.Cards {
				ok = ok && defs[l.Def].Implemented
			}
			testDecks[i] = d.IDs()
		}
		if ok {
			decksNote = "reference decks " + n1 + " and " + n2
			return
		}
		decksNote = "reference decks not fully implemented: fallback decks"
		for i, inks := range [][2]engine.Ink{{engine.Amber, engine.Amethyst}, {engine.Emerald, engine.Sapphire}} {
			set := engine.InkSet(0).With(inks[0]).With(inks[1])
			type cand struct {
				num int
				id  engine.DefID
			}
			var cs []cand
			for j := range defs {
				d := &defs[j]
				if !d.Implemented || d.Inks == 0 || d.Inks&^set != 0 {
					continue
				}
				for _, p := range cards.Printings(d.ID) {
					if p.Set == "1" {
						cs = append(cs, cand{p.Number, d.ID})
						break
					}
				}
			}
			slices.SortFunc(cs, func(a, b cand) int { return a.num - b.num })
			cs = cs[:min(len(cs), 15)]
			var ids []engine.DefID
			for k := 0; len(ids) < 60; k++ {
				ids = append(ids, cs[k%len(cs)].id)
			}
			testDecks[i] = ids
		}
	})
	return testDefs, testDecks
}

// testGame builds a two-player game of decks a and b (indices into the
// reference pair).
func testGame(t testing.TB, a, b int) *engine.Game {
	t.Helper()
	defs, ds := referenceDecks(t)
	g, err := engine.NewGame(defs, engine.Config{Players: 2, StartingPlayer: -1,
		Decks: [][]engine.DefID{ds[a], ds[b]}})
	if err != nil {
		t.Fatal(err)
	}
	return g
}
