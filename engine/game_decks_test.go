package engine_test

import (
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
)

// WithDecks gives a game of other decks that deals them (2.2.1), shares the
// definitions, and checks the decks as NewGame does.
func TestWithDecks(t *testing.T) {
	defs := cards.MustCatalog()
	ix, err := cards.NewIndex(defs)
	if err != nil {
		t.Fatal(err)
	}
	id := func(n string) engine.DefID {
		d, err := ix.Lookup(n)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	deck := func(n string) []engine.DefID {
		out := make([]engine.DefID, 60)
		for i := range out {
			out[i] = id(n)
		}
		return out
	}
	g, err := engine.NewGame(defs, engine.Config{Players: 2, Decks: [][]engine.DefID{deck("Mickey Mouse - True Friend"), deck("Mickey Mouse - True Friend")}})
	if err != nil {
		t.Fatal(err)
	}
	unimpl := engine.DefID(0)
	for unimpl < engine.DefID(len(defs)) && defs[unimpl].Implemented {
		unimpl++
	}
	for _, tt := range []struct {
		name  string
		decks [][]engine.DefID
		ok    bool
	}{
		{"two other decks", [][]engine.DefID{deck("Stitch - New Dog"), deck("Pumbaa - Friendly Warthog")}, true},
		{"one deck for two players", [][]engine.DefID{deck("Stitch - New Dog")}, false},
		{"an unknown card", [][]engine.DefID{{engine.DefID(len(defs))}, deck("Stitch - New Dog")}, false},
		{"a card not implemented", [][]engine.DefID{{unimpl}, deck("Stitch - New Dog")}, int(unimpl) == len(defs)},
	} {
		if tt.name == "a card not implemented" && int(unimpl) == len(defs) {
			continue // every card of the catalogue is implemented
		}
		h, err := g.WithDecks(tt.decks)
		if (err == nil) != tt.ok {
			t.Errorf("%s: error %v", tt.name, err)
			continue
		}
		if err != nil {
			continue
		}
		st := h.NewState(1)
		if c := st.Cards[st.Players[1].Hand[0]]; c.Def != id("Pumbaa - Friendly Warthog") {
			t.Errorf("%s: player 2 drew %s", tt.name, defs[c.Def].FullName)
		}
		if &h.Defs[0] != &g.Defs[0] || len(g.Config.Decks[0]) != 60 || g.Config.Decks[0][0] != id("Mickey Mouse - True Friend") {
			t.Errorf("%s: the game of other decks does not share the definitions, or changed the first game", tt.name)
		}
	}
}

// NewGame and WithDecks refuse a deck with a card whose abilities are not
// implemented, naming it (every catalogue card is implemented now, so the
// test marks one unimplemented in a copy of the definitions).
func TestNewGameRefusesUnimplemented(t *testing.T) {
	defs := append([]engine.CardDef(nil), cards.MustCatalog()...)
	ix, err := cards.NewIndex(defs)
	if err != nil {
		t.Fatal(err)
	}
	ok, err := ix.Lookup("Mickey Mouse - True Friend")
	if err != nil {
		t.Fatal(err)
	}
	bad, err := ix.Lookup("Stitch - New Dog")
	if err != nil {
		t.Fatal(err)
	}
	defs[bad].Implemented = false
	deck := func(last engine.DefID) []engine.DefID {
		d := make([]engine.DefID, 60)
		for i := range d {
			d[i] = ok
		}
		d[59] = last
		return d
	}
	g, err := engine.NewGame(defs, engine.Config{Decks: [][]engine.DefID{deck(ok), deck(ok)}})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		err  func() error
	}{
		{"NewGame", func() error {
			_, err := engine.NewGame(defs, engine.Config{Decks: [][]engine.DefID{deck(ok), deck(bad)}})
			return err
		}},
		{"WithDecks", func() error {
			_, err := g.WithDecks([][]engine.DefID{deck(bad), deck(ok)})
			return err
		}},
	} {
		if err := tc.err(); err == nil || !strings.Contains(err.Error(), "Stitch - New Dog") {
			t.Errorf("%s: %v", tc.name, err)
		}
	}
}
