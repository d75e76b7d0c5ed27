package fuzz

import (
	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/decks"
)

// ReferenceDecks loads the embedded reference decks (decks.Names) with the
// catalogue's index (cards.DefaultIndex when ix is nil).
func ReferenceDecks(ix *cards.Index) ([]Deck, error) {
	var out []Deck
	for _, n := range decks.Names() {
		d, err := decks.Load(n, ix)
		if err != nil {
			return nil, err
		}
		out = append(out, Deck{Name: d.Name, Cards: d.IDs()})
	}
	return out, nil
}
