package render

import (
	"fmt"
	"io"
	"strings"

	"github.com/lorcana-rl/lorcana/agents"
	"github.com/lorcana-rl/lorcana/engine"
)

// Full is the viewer who sees every card (debugging, replays).
const Full = -1

// visible reports whether viewer may see the identity of card id.
func visible(s *engine.State, viewer int, id engine.CardID) bool {
	if viewer == Full {
		return true
	}
	if id == engine.NoCard || int(id) >= len(s.Cards) {
		return false
	}
	return !agents.Hidden(s, uint8(viewer), id)
}

// Name is the full name of card id, or "a hidden card" where viewer may not
// see it.
func Name(s *engine.State, viewer int, id engine.CardID) string {
	if id == engine.NoCard || int(id) >= len(s.Cards) {
		return "no card"
	}
	if !visible(s, viewer, id) {
		return "a hidden card"
	}
	return s.Def(id).FullName
}

// Player names a seat for a viewer ("player 1 (you)").
func Player(viewer int, p uint8) string {
	if viewer == int(p) {
		return fmt.Sprintf("player %d (you)", p+1)
	}
	return fmt.Sprintf("player %d", p+1)
}

// Board writes the board as viewer sees it: the turn and phase, each
// player's lore and zone counts, the cards in play with their states, the
// viewer's hand (every hand under Full), the discard piles, the bag and the
// decision pending.
func Board(w io.Writer, s *engine.State, viewer int) {
	var b strings.Builder
	fmt.Fprintf(&b, "── turn %d, %s's turn, %s phase", s.Turn, Player(viewer, s.Active), s.Phase)
	if viewer == Full {
		b.WriteString(" (full view)")
	}
	b.WriteString(" ──\n")
	order := make([]uint8, 0, len(s.Players))
	for q := range s.Players {
		if q != viewer {
			order = append(order, uint8(q))
		}
	}
	if viewer >= 0 && viewer < len(s.Players) {
		order = append(order, uint8(viewer)) // the viewer last, nearest the prompt
	}
	for _, p := range order {
		writePlayer(&b, s, viewer, p)
	}
	if len(s.Bag) > 0 {
		b.WriteString("bag:\n")
		for _, it := range s.Bag {
			fmt.Fprintf(&b, "  %s\n", BagItem(s, viewer, it))
		}
	}
	if s.Over() {
		fmt.Fprintf(&b, "game over: %s\n", Outcome(s, viewer))
	} else {
		fmt.Fprintf(&b, "to act: %s\n", Decision(s, viewer))
	}
	io.WriteString(w, b.String())
}

func writePlayer(b *strings.Builder, s *engine.State, viewer int, p uint8) {
	pl := &s.Players[p]
	fmt.Fprintf(b, "%s: lore %d, hand %d, deck %d, ink %d/%d ready, discard %d",
		strings.ToUpper(Player(viewer, p)[:1])+Player(viewer, p)[1:], pl.Lore, len(pl.Hand), len(pl.Deck),
		pl.InkReady(), len(pl.Inkwell), len(pl.Discard))
	if pl.Out {
		b.WriteString(" (out of the game)")
	}
	b.WriteByte('\n')
	if viewer == Full || viewer == int(p) {
		names := make([]string, 0, len(pl.Hand))
		for _, id := range pl.Hand {
			d := s.Def(id)
			names = append(names, fmt.Sprintf("%s (%d%s)", d.FullName, d.Cost, inkMark(d)))
		}
		fmt.Fprintf(b, "  hand: %s\n", list(names))
	}
	if viewer == Full {
		names := make([]string, 0, len(pl.Inkwell))
		for _, id := range pl.Inkwell {
			names = append(names, s.Def(id).FullName)
		}
		fmt.Fprintf(b, "  inkwell: %s\n", list(names))
		if n := len(pl.Deck); n > 0 {
			fmt.Fprintf(b, "  deck top: %s\n", s.Def(pl.Deck[n-1]).FullName)
		}
	}
	if len(pl.Play) == 0 {
		b.WriteString("  in play: nothing\n")
	} else {
		b.WriteString("  in play:\n")
		for _, id := range pl.Play {
			fmt.Fprintf(b, "    %s\n", CardLine(s, viewer, id))
		}
	}
	if len(pl.Discard) > 0 {
		names := make([]string, 0, len(pl.Discard))
		for _, id := range pl.Discard {
			names = append(names, s.Def(id).FullName)
		}
		fmt.Fprintf(b, "  discard: %s\n", list(names))
	}
}

func inkMark(d *engine.CardDef) string {
	if d.Inkable {
		return ", inkable"
	}
	return ""
}

func list(names []string) string {
	if len(names) == 0 {
		return "none"
	}
	return strings.Join(names, "; ")
}

// CardLine describes a card in play: name, current strength, willpower and
// lore, states, keywords and the cards under it.
func CardLine(s *engine.State, viewer int, id engine.CardID) string {
	if !visible(s, viewer, id) {
		return "a facedown card"
	}
	c := &s.Cards[id]
	d := s.Def(id)
	var b strings.Builder
	b.WriteString(d.FullName)
	switch d.Type {
	case engine.TypeCharacter:
		fmt.Fprintf(&b, "  S%d W%d L%d", s.Strength(id), s.Willpower(id), s.Lore(id))
	case engine.TypeLocation:
		fmt.Fprintf(&b, "  W%d L%d move %d", s.Willpower(id), s.Lore(id), d.MoveCost)
	default:
		fmt.Fprintf(&b, "  (%s)", d.Type)
	}
	var st []string
	if c.Flags&engine.FlagExerted != 0 {
		st = append(st, "exerted")
	}
	if c.Flags&engine.FlagDrying != 0 && d.Type == engine.TypeCharacter {
		st = append(st, "drying")
	}
	if c.Damage > 0 {
		st = append(st, fmt.Sprintf("%d damage", c.Damage))
	}
	if c.At != engine.NoCard && int(c.At) < len(s.Cards) {
		st = append(st, "at "+s.Def(c.At).FullName)
	}
	for k := engine.Keyword(1); k < engine.NumKeywords; k++ {
		if v, ok := s.KeywordValue(id, k); ok {
			if k.HasValue() {
				st = append(st, fmt.Sprintf("%s %d", k, v))
			} else {
				st = append(st, k.String())
			}
		}
	}
	under := 0
	for i := range s.Cards {
		if s.Cards[i].Zone == engine.ZoneUnder && s.Cards[i].Under == id {
			under++
		}
	}
	if under > 0 {
		st = append(st, fmt.Sprintf("%d under", under))
	}
	if len(st) > 0 {
		b.WriteString("  [" + strings.Join(st, ", ") + "]")
	}
	return b.String()
}

// BagItem describes a triggered ability waiting in the bag: "player 2:
// Stitch - New Dog: ..." (the bag is public, 7.7).
func BagItem(s *engine.State, viewer int, it engine.BagItem) string {
	return Player(viewer, it.Player) + ": " + abilityText(s, it.Def, it.Ab)
}

// abilityText describes ability ab of definition def (built-in keyword
// abilities by name).
func abilityText(s *engine.State, def engine.DefID, ab uint8) string {
	switch ab {
	case engine.SupportAbility:
		return "Support"
	case engine.VanishAbility:
		return "Vanish"
	case engine.BoostAbility:
		return "Boost"
	}
	defs := s.Game().Defs
	if int(def) >= len(defs) {
		return "an ability"
	}
	d := &defs[def]
	if int(ab) < len(d.Abilities) {
		return d.FullName + ": " + d.Abilities[ab].Describe()
	}
	if a := s.Game().Granted(ab); a != nil { // granted by a static (6.4.1)
		return d.FullName + ": " + a.Describe()
	}
	if ab == 0xFF { // an action's effect
		for _, a := range d.Abilities {
			if a.Kind == engine.Triggered && a.Trigger.Event == engine.EvNone {
				return d.FullName + ": " + a.Describe()
			}
		}
	}
	return d.FullName
}

// Decision describes the decision pending.
func Decision(s *engine.State, viewer int) string {
	d := s.Pending()
	who := Player(viewer, d.Player)
	src := ""
	if id := s.Resolve(d.Source); id != engine.NoCard {
		src = " for " + Name(s, viewer, id)
		if len(s.Stack) > 0 {
			f := &s.Stack[len(s.Stack)-1]
			if f.Kind == engine.FrAbility || f.Kind == engine.FrPlayAction || f.Kind == engine.FrAltCost {
				src = " for " + abilityText(s, f.Def, f.Ab)
			}
		}
	}
	switch d.Kind {
	case engine.DecTurn:
		return who + ": a turn action"
	case engine.DecChoose:
		return fmt.Sprintf("%s: choose %s%s", who, countText(d.Min, d.Max), src)
	case engine.DecMay:
		return who + ": yes or no" + src
	case engine.DecOption:
		return fmt.Sprintf("%s: one of %d options%s", who, d.Max, src)
	case engine.DecAmount:
		return fmt.Sprintf("%s: an amount from 0 to %d%s", who, d.Max, src)
	case engine.DecBag:
		return who + ": which triggered ability resolves next"
	case engine.DecOrder:
		return fmt.Sprintf("%s: the order of %d cards%s", who, d.Max, src)
	case engine.DecName:
		return who + ": name a card" + src
	case engine.DecAlter:
		return who + ": cards to put back from the opening hand (2.2.2)"
	case engine.DecSingers:
		if d.Min == 0 {
			return who + ": more singers or done (8.12.1)" + src
		}
		return who + ": more singers" + src
	}
	return "nothing (the game is over)"
}

func countText(lo, hi int) string {
	switch {
	case lo == hi:
		return fmt.Sprintf("%d card(s)", lo)
	case lo == 0:
		return fmt.Sprintf("up to %d card(s)", hi)
	}
	return fmt.Sprintf("%d to %d cards", lo, hi)
}

// Outcome says how a finished game ended.
func Outcome(s *engine.State, viewer int) string {
	switch {
	case s.Winner >= 0:
		return fmt.Sprintf("%s wins (%s) on turn %d", Player(viewer, uint8(s.Winner)), s.Result, s.Turn)
	case s.Winner == -2:
		return fmt.Sprintf("a draw (%s) on turn %d", s.Result, s.Turn)
	}
	return fmt.Sprintf("no winner (%s) on turn %d", s.Result, s.Turn)
}
