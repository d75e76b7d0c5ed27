package bridge

import (
	"fmt"
	"strings"

	"github.com/lorcana-rl/lorcana/engine"
)

// renderText is a plain-text view of a state for people: the turn, each
// player's lore, ink and zone sizes, the cards in play, the pending decision
// and the options listed (at most k). Hands and decks are shown as counts.
func renderText(st *engine.State, legal []engine.Action, k int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Turn %d, %s phase, player %d active\n", st.Turn, st.Phase, st.Active+1)
	for p := range st.Players {
		pl := &st.Players[p]
		fmt.Fprintf(&b, "Player %d: lore %d, ink %d/%d ready, hand %d, deck %d, discard %d",
			p+1, pl.Lore, pl.InkReady(), len(pl.Inkwell), len(pl.Hand), len(pl.Deck), len(pl.Discard))
		if pl.Out {
			b.WriteString(", out of the game")
		}
		b.WriteString("\n")
		for _, id := range pl.Play {
			c := &st.Cards[id]
			fmt.Fprintf(&b, "  #%d %s", id, st.Def(id).FullName)
			var notes []string
			if c.Flags&engine.FlagExerted != 0 {
				notes = append(notes, "exerted")
			}
			if c.Damage > 0 {
				notes = append(notes, fmt.Sprintf("%d damage", c.Damage))
			}
			if c.At != engine.NoCard {
				notes = append(notes, "at "+cardName(st, c.At))
			}
			if len(notes) > 0 {
				fmt.Fprintf(&b, " (%s)", strings.Join(notes, ", "))
			}
			b.WriteString("\n")
		}
	}
	if st.Over() {
		switch {
		case st.Winner >= 0:
			fmt.Fprintf(&b, "Game over: player %d wins (%s)\n", st.Winner+1, st.Result)
		case st.Winner == -2:
			fmt.Fprintf(&b, "Game over: a draw (%s)\n", st.Result)
		default:
			fmt.Fprintf(&b, "Game over: no winner (%s)\n", st.Result)
		}
		return b.String()
	}
	d := st.Pending()
	fmt.Fprintf(&b, "Player %d to decide: %s\n", d.Player+1, d.Kind)
	for i, a := range legal[:min(len(legal), k)] {
		fmt.Fprintf(&b, "  %d: %s\n", i, describeAction(st, a))
	}
	if len(legal) > k {
		fmt.Fprintf(&b, "  (%d more options not listed)\n", len(legal)-k)
	}
	return b.String()
}
