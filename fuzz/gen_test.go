package fuzz

import (
	"context"
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/decks/gen"
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
