package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/render"
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
cards of one set, as cards coverage counts them (a card reprinted later is
counted in the set of its first printing).`,
		Args: usageArgs(cobra.ArbitraryArgs),
		RunE: a.runDescribe,
	}
	cmd.Flags().String("set", "", "only the cards counted in this set (as cards coverage counts them)")
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
			if defs[i].Implemented && (set == "" || strings.EqualFold(homeSet(&defs[i]), set)) {
				ids = append(ids, defs[i].ID)
			}
		}
	}
	for _, id := range ids {
		describeCard(a.stdout, &defs[id])
	}
	return nil
}

// homeSet is the set a card is counted in by the coverage report
// (cards.HomePrinting).
func homeSet(d *engine.CardDef) string {
	if p, ok := cards.HomePrinting(d.ID); ok {
		return p.Set
	}
	return d.Set
}

// describeCard prints a card's facts and its abilities' descriptions,
// under the printing the coverage report counts it in (cards.HomePrinting).
func describeCard(w io.Writer, d *engine.CardDef) {
	where := fmt.Sprintf("set %s #%d", d.Set, d.Number)
	if p, ok := cards.HomePrinting(d.ID); ok {
		where = fmt.Sprintf("set %s #%d", p.Set, p.Number)
	}
	render.Describe(w, d, where)
}
