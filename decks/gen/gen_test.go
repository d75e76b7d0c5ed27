package gen

import (
	"reflect"
	"testing"

	"github.com/lorcana-rl/lorcana/agents"
	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
)

// Every pair with enough implemented cards gets legal Core Constructed
// decks (1.10.1.1: 60 cards, two inks, at most 4 copies of a full name) of
// implemented cards only, the same for the same seed, that the engine
// plays.
func TestDecksAreLegal(t *testing.T) {
	defs := cards.MustCatalog()
	all, skipped := Decks(defs, 2, 1)
	for _, e := range skipped {
		t.Logf("left out: %v", e)
	}
	if len(all) < 20 {
		t.Fatalf("%d decks for 15 pairs", len(all))
	}
	again, _ := Decks(defs, 2, 1)
	other, _ := Decks(defs, 2, 2)
	for i, d := range all {
		if probs := d.Check(defs, cards.CoreConstructed); len(probs) > 0 {
			t.Errorf("%s: %v", d.Name, probs)
		}
		if d.Len() != Size {
			t.Errorf("%s: %d cards", d.Name, d.Len())
		}
		if n := d.Inks(defs).Count(); n != 2 {
			t.Errorf("%s: %d inks", d.Name, n)
		}
		if !reflect.DeepEqual(d, again[i]) {
			t.Errorf("%s: not the same deck for the same seed", d.Name)
		}
		if i < len(other) && reflect.DeepEqual(d.Cards, other[i].Cards) {
			t.Errorf("%s: the same deck for seeds 1 and 2", d.Name)
		}
	}
	// Two of them play a game.
	g, err := engine.NewGame(defs, engine.Config{Players: 2, StartingPlayer: -1, Decks: [][]engine.DefID{all[0].IDs(), all[len(all)-1].IDs()}})
	if err != nil {
		t.Fatal(err)
	}
	st, err := agents.PlayGame(g, 1, []agents.Agent{agents.NewGreedy(1), agents.NewGreedy(2)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !st.Over() {
		t.Error("the game did not end")
	}
}

func TestDeckRefuses(t *testing.T) {
	defs := cards.MustCatalog()
	if _, err := Deck(defs, [2]engine.Ink{engine.Amber, engine.Amber}, 1, 0); err == nil {
		t.Error("a pair of one ink was accepted")
	}
	// A catalogue with too few implemented cards of a pair.
	few := append([]engine.CardDef(nil), defs...)
	for i := range few {
		few[i].Implemented = few[i].Implemented && i%50 == 0
	}
	if _, err := Deck(few, [2]engine.Ink{engine.Amber, engine.Ruby}, 1, 0); err == nil {
		t.Error("a pair with too few implemented cards was accepted")
	}
}

// Covering's decks are legal, the same for the same seed, and between them
// hold every implemented card once there are enough of them; too few leave
// cards out and say which.
func TestCovering(t *testing.T) {
	defs := cards.MustCatalog()
	implemented := 0
	for i := range defs {
		if defs[i].Implemented && defs[i].Inks != 0 {
			implemented++
		}
	}
	for _, tc := range []struct {
		n        int
		wantLeft bool
	}{{5, true}, {200, false}} {
		ds, left, err := Covering(defs, tc.n, 3)
		if err != nil {
			t.Fatal(err)
		}
		if len(ds) != tc.n {
			t.Fatalf("%d decks, want %d", len(ds), tc.n)
		}
		if (len(left) > 0) != tc.wantLeft {
			t.Errorf("%d decks: %d implemented cards in no deck", tc.n, len(left))
		}
		held := map[engine.DefID]bool{}
		for i, d := range ds {
			if probs := d.Check(defs, cards.CoreConstructed); len(probs) > 0 {
				t.Errorf("%s: %v", d.Name, probs)
			}
			if p := Pairs()[i%15]; !d.Inks(defs).Has(p[0]) || !d.Inks(defs).Has(p[1]) {
				t.Errorf("%s: not of %v", d.Name, p)
			}
			for _, l := range d.Cards {
				held[l.Def] = true
			}
		}
		for _, id := range left {
			if held[id] {
				t.Errorf("%s is said to be in no deck but is", defs[id].FullName)
			}
		}
		if tc.n == 200 && len(held) < implemented-10 { // a few share a normalised name
			t.Errorf("%d distinct cards held of %d implemented", len(held), implemented)
		}
		again, _, _ := Covering(defs, tc.n, 3)
		if !reflect.DeepEqual(ds, again) {
			t.Errorf("%d decks: not the same for the same seed", tc.n)
		}
	}
	if _, _, err := Covering(defs, 0, 1); err == nil {
		t.Error("0 decks accepted")
	}
}

// ParseName reads back what Name writes, and nothing else.
func TestParseName(t *testing.T) {
	for _, c := range []struct {
		name string
		pair [2]engine.Ink
		seed uint64
		i    int
		ok   bool
	}{
		{"random-amber-amethyst-s1-0", [2]engine.Ink{engine.Amber, engine.Amethyst}, 1, 0, true},
		{"random-steel-amber-s7502-28", [2]engine.Ink{engine.Steel, engine.Amber}, 7502, 28, true},
		{"random-ruby-sapphire-s18446744073709551615-2147483647", [2]engine.Ink{engine.Ruby, engine.Sapphire}, 1<<64 - 1, 1<<31 - 1, true},
		{"random-amber-amber-s1-0", [2]engine.Ink{}, 0, 0, false},
		{"random-Amber-amethyst-s1-0", [2]engine.Ink{}, 0, 0, false},
		{"random-amber-amethyst-1-0", [2]engine.Ink{}, 0, 0, false},
		{"random-amber-amethyst-s1", [2]engine.Ink{}, 0, 0, false},
		{"random-amber-amethyst-s1-0-0", [2]engine.Ink{}, 0, 0, false},
		{"random-amber-amethyst-s01-0", [2]engine.Ink{}, 0, 0, false},
		{"random-amber-amethyst-s1--1", [2]engine.Ink{}, 0, 0, false},
		{"random-amber-amethyst-s1-2147483648", [2]engine.Ink{}, 0, 0, false},
		{"random-amber-gold-s1-0", [2]engine.Ink{}, 0, 0, false},
		{"covering-s1-0-amber-amethyst", [2]engine.Ink{}, 0, 0, false},
		{"set1-amber-amethyst", [2]engine.Ink{}, 0, 0, false},
		{"", [2]engine.Ink{}, 0, 0, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			pair, seed, i, ok := ParseName(c.name)
			if ok != c.ok || pair != c.pair || seed != c.seed || i != c.i {
				t.Fatalf("ParseName(%q) = %v, %d, %d, %v; want %v, %d, %d, %v", c.name, pair, seed, i, ok, c.pair, c.seed, c.i, c.ok)
			}
			if ok && Name(pair, seed, i) != c.name {
				t.Fatalf("Name of what ParseName read is %q", Name(pair, seed, i))
			}
		})
	}
}
