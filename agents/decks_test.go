package agents

import (
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

// referenceDecks returns the catalogue and the default reference decks,
// whose cards are all implemented (cards' deck check says so).
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
		for i, n := range []string{n1, n2} {
			d, err := decks.Load(n, ix)
			if err != nil {
				panic(err)
			}
			for _, l := range d.Cards {
				if !defs[l.Def].Implemented {
					panic("reference deck " + n + ": " + defs[l.Def].Name + " is not implemented")
				}
			}
			testDecks[i] = d.IDs()
		}
		decksNote = "reference decks " + n1 + " and " + n2
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
