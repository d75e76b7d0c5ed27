package fuzz

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/decks/gen"
	"github.com/lorcana-rl/lorcana/engine"
)

// Random legal decks of implemented cards (package decks/gen), one per ink
// pair, play without breaking an invariant: cards meet in combinations no
// reference deck has.
func TestRandomDecks(t *testing.T) {
	defs := cards.MustCatalog()
	ds, _ := gen.Decks(defs, 1, 1)
	var decks []Deck
	for _, d := range ds {
		decks = append(decks, Deck{Name: d.Name, Cards: d.IDs()})
	}
	rep, err := Run(context.Background(), Config{Defs: defs, Decks: decks, Games: 60, Seed: 1, RoundTripEvery: 20})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range rep.Failures {
		t.Error(f)
	}
}

// A Drawn run of many random decks (decks/gen.Covering) seats deck i mod N
// in game i, so every deck plays, checks every deck before playing, plays
// the same games for any number of goroutines, and its CardStats count the
// cards in games, played, and abilities fired.
func TestDrawnRandomDecks(t *testing.T) {
	defs := cards.MustCatalog()
	ds, _, err := gen.Covering(defs, 24, 5)
	if err != nil {
		t.Fatal(err)
	}
	var decks []Deck
	for _, d := range ds {
		decks = append(decks, Deck{Name: d.Name, Cards: d.IDs()})
	}
	var reps [2]*Report
	var sums [2]CardSummary
	for k, threads := range []int{1, 2} {
		stats := NewCardStats(defs)
		rep, err := Run(context.Background(), Config{Defs: defs, Decks: decks, Drawn: true, Cards: stats,
			Games: 48, Threads: threads, Seed: 5, RoundTripEvery: 25})
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range rep.Failures {
			t.Error(f)
		}
		reps[k], sums[k] = rep, stats.Summary()
	}
	if len(reps[0].Pairings) != 1 || reps[0].Games != 48 {
		t.Fatalf("%d rows, %d games", len(reps[0].Pairings), reps[0].Games)
	}
	if a, b := reps[0].Pairings[0], reps[1].Pairings[0]; a.Decisions != b.Decisions || a.Turns != b.Turns {
		t.Errorf("one goroutine: %d decisions, two: %d", a.Decisions, b.Decisions)
	}
	s := sums[0]
	held := map[engine.DefID]bool{}
	for _, d := range decks {
		for _, id := range d.Cards {
			held[id] = true
		}
	}
	if s.InGames != len(held) {
		t.Errorf("%d cards in games, the decks hold %d", s.InGames, len(held))
	}
	if s.Played == 0 || s.Played > s.InGames || s.Abilities["action"].Fired == 0 || s.Abilities["triggered"].Fired == 0 {
		t.Errorf("summary %+v", s)
	}
	if fmt.Sprint(sums[0]) != fmt.Sprint(sums[1]) {
		t.Errorf("the card statistics depend on the goroutines")
	}
	// Every deck plays: game i seats deck i mod N.
	for i := range 24 {
		if seats := DrawnSeats(nil, 5, i, 24, 2); seats[0] != i || seats[1] < 0 || seats[1] >= 24 {
			t.Errorf("game %d seats %v", i, seats)
		}
	}
	// A deck with a card the engine doesn't implement is refused before any game.
	bad := append([]Deck(nil), decks...)
	for i := range defs {
		if !defs[i].Implemented {
			bad[3] = Deck{Name: "bad", Cards: append(append([]engine.DefID(nil), decks[3].Cards[1:]...), defs[i].ID)}
			break
		}
	}
	if bad[3].Name == "bad" {
		if _, err := Run(context.Background(), Config{Defs: defs, Decks: bad, Drawn: true, Games: 4}); err == nil || !strings.Contains(err.Error(), "bad") {
			t.Errorf("a deck with an unimplemented card: %v", err)
		}
	}
}
