package main

import (
	"fmt"
	"strings"

	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/render"
	"github.com/lorcana-rl/lorcana/replay"
	"github.com/spf13/cobra"
)

func init() {
	moreCommands = append(moreCommands, func(a *app) *cobra.Command { return a.replayCmd() })
}

func (a *app) replayCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "replay FILE",
		Short: "Print a recorded game turn by turn",
		Long: `replay reads a game recorded by 'lorcana play --record', plays it back on the
engine (checking every action is legal and the game ends as recorded) and
prints it turn by turn: each action and the events it caused, as seen by
--view (full, 1 or 2), with the board at the start of each turn if --boards.`,
		Args: usageArgs(cobra.ExactArgs(1)),
		RunE: a.runReplay,
	}
	f := cmd.Flags()
	f.String("view", "full", "whose view: full, 1 or 2")
	f.Bool("boards", false, "print the board at the start of each turn")
	cmd.Long += "\n" + envNote(f)
	return cmd
}

func (a *app) runReplay(cmd *cobra.Command, args []string) error {
	view := render.Full
	switch v := a.str("view"); v {
	case "full":
	case "1", "2", "3", "4":
		view = int(v[0] - '1')
	default:
		return a.usage("--view %q: want full or a seat number", v)
	}
	boards, err := a.bool("boards")
	if err != nil {
		return err
	}
	rec, err := replay.Load(args[0])
	if err != nil {
		return err
	}
	if view >= rec.Players {
		return a.usage("--view %d: the game has %d players", view+1, rec.Players)
	}
	defs, ix, err := catalog()
	if err != nil {
		return err
	}
	g, err := rec.Game(defs, ix, true)
	if err != nil {
		return fmt.Errorf("%s: %w", args[0], err)
	}
	w := a.stdout
	fmt.Fprintf(w, "%s: seed %d, %d actions\n", args[0], rec.Seed, len(rec.Actions))
	if rec.Bag != "" {
		// Named only under a rule variant, as play and eval name it.
		fmt.Fprintf(w, "  bag: %s (a rule variant, docs/rule-variants.md)\n", rec.Bag)
	}
	for p := range rec.Players {
		label := func(xs []string) string {
			if p < len(xs) && xs[p] != "" {
				return xs[p]
			}
			return "?"
		}
		fmt.Fprintf(w, "  seat %d: %s playing %s (%d cards)\n", p+1, label(rec.Agents), label(rec.DeckNames), len(rec.Decks[p]))
	}
	log := &render.Logger{W: w, Viewer: view, Boards: boards}
	n := 0
	st, err := rec.Replay(g, func(s *engine.State, _ int, act engine.Action) {
		if n > 0 {
			log.Applied(s)
		}
		log.Action(s, act)
		n++
	})
	if err != nil {
		return fmt.Errorf("%s: %w", args[0], err)
	}
	if st.Over() {
		log.End(st)
	} else {
		log.Applied(st)
		fmt.Fprintf(w, "\nThe record stops before the end of the game (%s).\n", strings.TrimSpace(render.Decision(st, view)))
	}
	return nil
}
