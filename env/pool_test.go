package env

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/decks"
	"github.com/lorcana-rl/lorcana/engine"
)

func poolDecks(t *testing.T, names ...string) []*cards.Deck {
	t.Helper()
	var out []*cards.Deck
	for _, n := range names {
		d, err := LoadDeck(n)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, d)
	}
	return out
}

// A pool deals each seat a deck of its own, drawn from the game's seed
// (the same seed, the same decks), every deck in every seat over enough
// games, mirrors included; the state's cards are those decks'.
func TestPoolDraws(t *testing.T) {
	n1, n2 := decks.Default()
	pool := poolDecks(t, n1, n2, "set1-amber-steel")
	cfg := DefaultConfig()
	cfg.Pool = pool
	e, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[[2]string]bool{}
	for seed := uint64(0); seed < 60; seed++ {
		e.Reset(seed)
		names := e.Decks()
		seen[[2]string{names[0], names[1]}] = true
		for q, name := range names {
			i := slices.IndexFunc(pool, func(d *cards.Deck) bool { return d.Name == name })
			var got []engine.DefID
			for _, c := range e.State().Cards {
				if int(c.Owner) == q {
					got = append(got, c.Def)
				}
			}
			want := pool[i].IDs()
			slices.Sort(got)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Fatalf("seed %d: seat %d has not the cards of %s", seed, q, name)
			}
		}
		again, _ := New(cfg)
		again.Reset(seed)
		if !slices.Equal(again.Decks(), names) {
			t.Fatalf("seed %d: decks %v, then %v", seed, names, again.Decks())
		}
	}
	if len(seen) != 9 {
		t.Errorf("60 games drew %d of the 9 pairings of 3 decks: %v", len(seen), seen)
	}
	// A game from a pool is played to its end.
	for !e.State().Over() {
		if _, _, _, _, _, err := e.Step(0); err != nil {
			t.Fatal(err)
		}
	}
	if _, _, err := e.SetState(e.State().Clone(), Episode{}); !errors.Is(err, ErrStateMismatch) {
		t.Errorf("SetState with a pool: %v", err)
	}
}

// A pool deck that breaks a deck-building rule (1.10.1.1) or has a card
// the engine doesn't implement is refused when the env is built, naming
// the deck and the card.
func TestPoolRefuses(t *testing.T) {
	defs := cards.MustCatalog()
	ix, _ := cards.NewIndex(defs)
	good := poolDecks(t, "set1-amber-amethyst")[0]
	stitch, _ := ix.Lookup("Stitch - New Dog")
	var unimpl engine.DefID
	for i := range defs {
		if !defs[i].Implemented {
			unimpl = defs[i].ID
			break
		}
	}
	five := &cards.Deck{Name: "five-stitches", Cards: append(slices.Clone(good.Cards[1:]), cards.DeckLine{Count: 5, Def: stitch})}
	short := &cards.Deck{Name: "short", Cards: good.Cards[:3]}
	tests := []struct {
		name string
		pool []*cards.Deck
		want string
	}{
		{"five copies", []*cards.Deck{good, five}, "five-stitches: 5 copies of Stitch - New Dog"},
		{"too few cards", []*cards.Deck{short}, "pool deck short:"},
	}
	if defs[unimpl].Implemented == false && unimpl != 0 {
		bad := &cards.Deck{Name: "unimplemented", Cards: append(slices.Clone(good.Cards[1:]), cards.DeckLine{Count: good.Cards[0].Count, Def: unimpl})}
		tests = append(tests, struct {
			name string
			pool []*cards.Deck
			want string
		}{"a card not implemented", []*cards.Deck{good, bad}, "unimplemented: " + defs[unimpl].FullName + " is not implemented"})
	}
	for _, tt := range tests {
		cfg := DefaultConfig()
		cfg.Pool = tt.pool
		_, err := New(cfg)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: error %v, want one saying %q", tt.name, err, tt.want)
		}
	}
	cfg := DefaultConfig()
	cfg.Pool, cfg.Decks = []*cards.Deck{good}, []string{"set1-amber-amethyst"}
	if _, err := New(cfg); err == nil {
		t.Error("both Decks and Pool were accepted")
	}
}
