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
		if len(pl.Hand) == 0 {
			b.WriteString("  hand: none\n")
		} else {
			b.WriteString("  hand:\n")
			for _, id := range pl.Hand {
				d := s.Def(id)
				fmt.Fprintf(b, "    %s  (%s)\n", d.FullName, Facts(d))
			}
		}
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
		fmt.Fprintf(&b, "  S%d W%d L%d  (character, cost %d)", s.Strength(id), s.Willpower(id), s.Lore(id), d.Cost)
	case engine.TypeLocation:
		fmt.Fprintf(&b, "  W%d L%d move %d  (location, cost %d)", s.Willpower(id), s.Lore(id), d.MoveCost, d.Cost)
	default:
		fmt.Fprintf(&b, "  (%s, cost %d)", d.Type, d.Cost)
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

// Decision describes the decision pending: who must answer, what kind of
// answer, which ability or rule asks and what it asks, in the engine's own
// words (engine.State.Question): "player 1 (you): yes or no: Bodyguard of
// Maximus - Palace Horse asks: enter play exerted?".
func Decision(s *engine.State, viewer int) string {
	d := s.Pending()
	who := Player(viewer, d.Player)
	var kind string
	switch d.Kind {
	case engine.DecTurn:
		return who + ": a turn action"
	case engine.DecNone:
		return "nothing (the game is over)"
	case engine.DecChoose:
		kind = "choose " + countText(d.Min, d.Max)
	case engine.DecMay:
		kind = "yes or no"
	case engine.DecOption:
		kind = fmt.Sprintf("one of %d options", d.Max)
	case engine.DecAmount:
		kind = fmt.Sprintf("an amount from 0 to %d", d.Max)
	case engine.DecBag:
		kind = "which triggered ability resolves next"
	case engine.DecOrder:
		kind = fmt.Sprintf("the order of %d cards", d.Max)
	case engine.DecName:
		kind = "name a card"
	case engine.DecAlter:
		kind = "cards to put back from the opening hand (2.2.2)"
	case engine.DecSingers:
		kind = "more singers (8.12.1)"
		if d.Min == 0 {
			kind = "more singers or done (8.12.1)"
		}
	}
	q, ok := question(s, viewer)
	switch {
	case d.Kind == engine.DecBag || d.Kind == engine.DecAlter:
		return who + ": " + kind // the kind says it all: no card asks
	case !ok:
		if id := s.Resolve(d.Source); id != engine.NoCard {
			return fmt.Sprintf("%s: %s for %s", who, kind, Name(s, viewer, id))
		}
		return who + ": " + kind
	case q.Ask == "":
		return fmt.Sprintf("%s: %s for %s", who, kind, q.Asker)
	}
	return fmt.Sprintf("%s: %s: %s asks: %s", who, kind, q.Asker, q.Ask)
}

// question is the pending decision's engine.Question, unless viewer may
// not see the card whose ability asks (ok false).
func question(s *engine.State, viewer int) (engine.Question, bool) {
	q := s.Question()
	if q.Asker == "" {
		return q, false
	}
	if id := s.Resolve(s.Pending().Source); id != engine.NoCard && !visible(s, viewer, id) {
		return engine.Question{}, false
	}
	return q, true
}

func countText(lo, hi int) string {
	switch {
	case hi >= 100:
		return "any number of cards" // "any number of your items"
	case lo == hi && lo == 1:
		return "1 card"
	case lo == hi:
		return fmt.Sprintf("%d cards", lo)
	case lo == 0 && hi == 1:
		return "up to 1 card"
	case lo == 0:
		return fmt.Sprintf("up to %d cards", hi)
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
