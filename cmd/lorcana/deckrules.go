package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/spf13/cobra"
)

// allowIllegalFlag adds --allow-illegal to a command that plays decks.
// and --deck-format, the format whose rules the decks are checked by.
func allowIllegalFlag(cmd *cobra.Command) {
	cmd.Flags().Bool("allow-illegal", false, "play decks that break the deck-building rules (of --deck-format) anyway")
	cmd.Flags().String("deck-format", "core", "the deck-building rules the decks must keep: core (Core Constructed), limited (Sealed, 40 cards, any inks and copies) or draft (35)")
}

// deckRules refuses the decks (named by where they came from: "--deck1
// FILE") that break Core Constructed's deck-building rules (1.10.1.1), with
// the report of deck check, unless --allow-illegal was given; --deck-format
// limited (or draft) checks the Limited rules (1.10.1.2) instead. Cards not
// implemented yet are the loaders' business.
func (a *app) deckRules(defs []engine.CardDef, names []string, ds []*cards.Deck) error {
	format, err := cards.ParseFormat(a.str("deck-format"))
	if err != nil {
		return a.usage("--deck-format: %w", err)
	}
	if len(ds) == 0 {
		return nil
	}
	allow, err := a.bool("allow-illegal")
	if err != nil || allow {
		return err
	}
	var b strings.Builder
	for i, d := range ds {
		var ps []cards.Problem
		for _, p := range d.Check(defs, format) {
			if p.Rules() {
				ps = append(ps, p)
			}
		}
		if len(ps) > 0 {
			writeProblems(&b, names[i], d, defs, format, ps)
		}
	}
	if b.Len() == 0 {
		return nil
	}
	return fmt.Errorf("a deck breaks the deck-building rules (as 'lorcana deck check' reports; --allow-illegal plays it anyway):\n%s",
		strings.TrimRight(b.String(), "\n"))
}

// writeProblems writes a deck's problems as deck check prints them: a line
// with the count, the size, the inks and the format, then one a line.
func writeProblems(w io.Writer, name string, d *cards.Deck, defs []engine.CardDef, format cards.Format, ps []cards.Problem) {
	noun := "problems"
	if len(ps) == 1 {
		noun = "problem"
	}
	fmt.Fprintf(w, "%s: %d %s (%d cards, %s, %s)\n", name, len(ps), noun, d.Len(), cards.InkNames(d.Inks(defs)), format)
	for _, p := range ps {
		fmt.Fprintf(w, "  %s\n", p)
	}
}

// givenDecks are the decks of play's --deck1 and --deck2 that were given
// (the defaults are the project's own), each once, with their flags.
func givenDecks(p1, p2 string, d1, d2 *cards.Deck) ([]string, []*cards.Deck) {
	var names []string
	var ds []*cards.Deck
	if p1 != "" {
		names, ds = append(names, "--deck1 "+p1), append(ds, d1)
	}
	if p2 != "" && d2 != d1 {
		names, ds = append(names, "--deck2 "+p2), append(ds, d2)
	}
	return names, ds
}
