package fuzz

import (
	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/decks"
	"github.com/lorcana-rl/lorcana/engine"
)

// ReferenceDecks loads the embedded reference decks (decks.Names) that the
// engine can play in games of two, with the catalogue's index
// (cards.DefaultIndex when ix is nil). A deck with a card not implemented
// yet is left out: it joins the default pairings once its last card is
// implemented (see Unplayable).
func ReferenceDecks(ix *cards.Index) ([]Deck, error) { return ReferenceDecksFor(ix, 2) }

// ReferenceDecksFor is ReferenceDecks for games of the given number of
// players: it also leaves out the decks engine.NewGame refuses for that
// many players (a card whose "chosen opponent" isn't asked among several
// opponents yet).
func ReferenceDecksFor(ix *cards.Index, players int) ([]Deck, error) {
	defs, err := cards.Catalog()
	if err != nil {
		return nil, err
	}
	var out []Deck
	for _, n := range decks.Names() {
		d, err := decks.Load(n, ix)
		if err != nil {
			return nil, err
		}
		if len(missingCards(d, defs)) > 0 {
			continue
		}
		ids := d.IDs()
		if players > 2 {
			all := make([][]engine.DefID, players)
			for i := range all {
				all[i] = ids
			}
			if _, err := engine.NewGame(defs, engine.Config{Players: players, Decks: all}); err != nil {
				continue
			}
		}
		out = append(out, Deck{Name: d.Name, Cards: ids})
	}
	return out, nil
}

// Unplayable lists the embedded reference decks that ReferenceDecks leaves
// out, each with the full names of its cards not implemented yet.
func Unplayable(ix *cards.Index) (map[string][]string, error) {
	defs, err := cards.Catalog()
	if err != nil {
		return nil, err
	}
	out := map[string][]string{}
	for _, n := range decks.Names() {
		d, err := decks.Load(n, ix)
		if err != nil {
			return nil, err
		}
		if m := missingCards(d, defs); len(m) > 0 {
			out[n] = m
		}
	}
	return out, nil
}

func missingCards(d *cards.Deck, defs []engine.CardDef) []string {
	var names []string
	for _, l := range d.Cards {
		if int(l.Def) < len(defs) && !defs[l.Def].Implemented {
			names = append(names, defs[l.Def].FullName)
		}
	}
	return names
}
