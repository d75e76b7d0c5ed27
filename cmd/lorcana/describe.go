package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/lorcana-rl/lorcana/engine"
	"github.com/spf13/cobra"
)

// cardsDescribeCmd is `lorcana cards describe`, under `lorcana cards`.
func (a *app) cardsDescribeCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "describe [NAME...]",
		Short: "Print the engine's description of each implemented card's abilities",
		Long: `describe prints, for each card the engine implements (or for the cards named:
full names, or names that give every version), its facts and each ability as
the engine describes it in its own words (engine.Ability.Describe), which is
what players and logs see of the card's rules. --set limits the list to the
cards of one set.`,
		Args: usageArgs(cobra.ArbitraryArgs),
		RunE: a.runDescribe,
	}
	cmd.Flags().String("set", "", "only the cards whose authoritative printing is in this set")
	cmd.Long += "\n" + envNote(cmd.Flags())
	return cmd
}

func (a *app) runDescribe(cmd *cobra.Command, args []string) error {
	defs, ix, err := catalog()
	if err != nil {
		return err
	}
	var ids []engine.DefID
	for _, name := range args {
		found, err := ix.LookupName(name)
		if err != nil {
			return err
		}
		ids = append(ids, found...)
	}
	if len(args) == 0 {
		set := a.str("set")
		for i := range defs {
			if defs[i].Implemented && (set == "" || defs[i].Set == set) {
				ids = append(ids, defs[i].ID)
			}
		}
	}
	for _, id := range ids {
		describeCard(a.stdout, &defs[id])
	}
	return nil
}

// describeCard prints a card's facts and its abilities' descriptions.
func describeCard(w io.Writer, d *engine.CardDef) {
	facts := []string{fmt.Sprintf("%s, cost %d", d.Type, d.Cost)}
	if d.Type == engine.TypeCharacter {
		facts = append(facts, fmt.Sprintf("%d/%d, %d lore", d.Strength, d.Willpower, d.Lore))
	}
	if d.Type == engine.TypeLocation {
		facts = append(facts, fmt.Sprintf("willpower %d, %d lore, move %d", d.Willpower, d.Lore, d.MoveCost))
	}
	var kws []string
	for _, k := range d.Keywords {
		if k.Keyword == engine.Shift {
			kws = append(kws, shiftText(d))
			continue
		}
		if k.Keyword.HasValue() {
			kws = append(kws, fmt.Sprintf("%s %d", k.Keyword, k.Value))
		} else {
			kws = append(kws, k.Keyword.String())
		}
	}
	if len(kws) > 0 {
		facts = append(facts, strings.Join(kws, ", "))
	}
	if !d.Implemented {
		facts = append(facts, "not implemented")
	}
	fmt.Fprintf(w, "%s (set %s #%d; %s)\n", d.FullName, d.Set, d.Number, strings.Join(facts, "; "))
	for _, ab := range d.Abilities {
		fmt.Fprintf(w, "  - %s\n", ab.Describe())
	}
}

// shiftText names a card's Shift and its variant (8.10, 8.10.8).
func shiftText(d *engine.CardDef) string {
	switch d.ShiftKind {
	case engine.ShiftClassification:
		return fmt.Sprintf("%s Shift %d", d.ShiftClass, d.ShiftCost)
	case engine.ShiftUniversal:
		return fmt.Sprintf("Universal Shift %d", d.ShiftCost)
	case engine.ShiftDiscard:
		what := "cards"
		switch {
		case d.ShiftDiscard.Song:
			what = "song cards"
		case !d.ShiftDiscard.AnyType:
			what = d.ShiftDiscard.Type.String() + " cards"
		}
		return fmt.Sprintf("Shift: discard %d %s", d.ShiftDiscard.Count, what)
	}
	return fmt.Sprintf("Shift %d", d.ShiftCost)
}
