package render

import (
	"fmt"
	"io"

	"github.com/lorcana-rl/lorcana/engine"
)

// Logger writes a game turn by turn: a heading at each new turn (with the
// board if Boards is set), a line for each action, and, indented under it,
// the events it caused (when the game keeps its event log, Config.Log).
type Logger struct {
	W      io.Writer
	Viewer int  // a seat, or Full
	Boards bool // draw the board at the start of each turn

	turn   int16
	logged int  // events of s.Log already written
	inked  bool // the last action was the ink turn action
}

// Action writes the line of action a, about to be applied to s.
func (l *Logger) Action(s *engine.State, a engine.Action) {
	l.events(s) // anything that happened before (the setup's draws)
	if s.Turn != l.turn {
		l.turn = s.Turn
		fmt.Fprintf(l.W, "\nTurn %d: %s (lore %s)\n", s.Turn, Player(l.Viewer, s.Active), lore(s))
		if l.Boards {
			Board(l.W, s, l.Viewer)
		}
	}
	fmt.Fprintf(l.W, "  %s\n", Action(s, a, l.Viewer))
	l.inked = a.Kind == engine.ActInk
}

// Applied writes the events the last action caused.
func (l *Logger) Applied(s *engine.State) { l.events(s) }

// End writes how the game ended (and the final board if Boards is set).
func (l *Logger) End(s *engine.State) {
	l.events(s)
	if l.Boards {
		fmt.Fprintln(l.W)
		Board(l.W, s, l.Viewer)
	}
	fmt.Fprintf(l.W, "\nGame over: %s; lore %s\n", Outcome(s, l.Viewer), lore(s))
}

func (l *Logger) events(s *engine.State) {
	if l.logged > len(s.Log) {
		l.logged = 0
	}
	for _, ev := range s.Log[l.logged:] {
		if ev.Kind == engine.EvInked && l.inked {
			continue // the action's line said it
		}
		if t := Event(s, ev, l.Viewer); t != "" {
			fmt.Fprintf(l.W, "      %s\n", t)
		}
	}
	l.logged = len(s.Log)
}

func lore(s *engine.State) string {
	out := ""
	for i := range s.Players {
		if i > 0 {
			out += "-"
		}
		out += fmt.Sprint(s.Players[i].Lore)
	}
	return out
}
