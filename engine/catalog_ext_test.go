package engine_test

import (
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
)

// catalogGame is a 2-player game over the whole catalogue, and a lookup of
// card definitions by full name that fails the test on an unknown name.
func catalogGame(t testing.TB) (*engine.Game, func(string) engine.DefID) {
	t.Helper()
	defs := cards.MustCatalog()
	g, err := engine.NewGame(defs, engine.Config{Players: 2})
	if err != nil {
		t.Fatal(err)
	}
	return g, catalogLookup(t, defs)
}

// catalogLookup finds card definitions in defs (the catalogue, or a copy
// of it) by full name, failing the test on an unknown name.
func catalogLookup(t testing.TB, defs []engine.CardDef) func(string) engine.DefID {
	t.Helper()
	ix, err := cards.NewIndex(defs)
	if err != nil {
		t.Fatal(err)
	}
	return func(name string) engine.DefID {
		t.Helper()
		d, err := ix.Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
}
