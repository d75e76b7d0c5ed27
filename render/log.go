package render

import (
	"fmt"
	"strings"

	"github.com/lorcana-rl/lorcana/engine"
)

// Action describes action a as viewer sees it, from the state before it is
// applied: "player 1 plays Stitch - New Dog (2 ink)".
func Action(s *engine.State, a engine.Action, viewer int) string {
	who := Player(viewer, a.Player)
	name := func(id engine.CardID) string { return Name(s, viewer, id) }
	cost := func(id engine.CardID) int8 {
		if int(id) < len(s.Cards) {
			return s.Def(id).Cost
		}
		return 0
	}
	switch a.Kind {
	case engine.ActInk:
		// 4.2.1: the card is revealed as it goes into the inkwell.
		return fmt.Sprintf("%s inks %s", who, fullName(s, a.Card))
	case engine.ActPlay:
		return fmt.Sprintf("%s plays %s (%d ink)", who, fullName(s, a.Card), cost(a.Card))
	case engine.ActShift:
		return fmt.Sprintf("%s shifts %s onto %s", who, fullName(s, a.Card), name(a.Target))
	case engine.ActSing:
		return fmt.Sprintf("%s sings %s with %s", who, fullName(s, a.Card), name(a.Target))
	case engine.ActActivate:
		if int(a.Card) < len(s.Cards) {
			return fmt.Sprintf("%s uses %s", who, abilityText(s, s.Cards[a.Card].Def, a.Ab))
		}
	case engine.ActQuest:
		return fmt.Sprintf("%s quests with %s (%d lore)", who, told(s, viewer, a.Card, false, true), max(0, s.Lore(a.Card)))
	case engine.ActChallenge:
		return fmt.Sprintf("%s challenges %s with %s", who, told(s, viewer, a.Target, false, false), told(s, viewer, a.Card, false, true))
	case engine.ActMove:
		return fmt.Sprintf("%s moves %s to %s", who, told(s, viewer, a.Card, false, true), name(a.Target))
	case engine.ActEndTurn:
		return fmt.Sprintf("%s ends the turn", who)
	case engine.ActConcede:
		return fmt.Sprintf("%s concedes", who)
	case engine.ActChoose:
		if s.Pending().Kind == engine.DecAlter {
			return fmt.Sprintf("%s puts %s back (mulligan)", who, name(a.Card))
		}
		return fmt.Sprintf("%s chooses %s", who, told(s, viewer, a.Card, true, true))
	case engine.ActDone:
		if s.Pending().Kind == engine.DecAlter {
			return fmt.Sprintf("%s keeps the hand", who)
		}
		return fmt.Sprintf("%s chooses no more", who)
	case engine.ActYes:
		if q, ok := question(s, viewer); ok && q.Yes != "" {
			return fmt.Sprintf("%s: yes, %s", who, q.Yes)
		}
		return fmt.Sprintf("%s: yes", who)
	case engine.ActNo:
		if q, ok := question(s, viewer); ok && q.No != "" {
			return fmt.Sprintf("%s: no, %s", who, q.No)
		}
		return fmt.Sprintf("%s: no", who)
	case engine.ActOption:
		if p, ok := s.OptionPlayer(int(a.N)); ok {
			// "chosen opponent", "chosen player": the option is a player
			return fmt.Sprintf("%s takes option %d: %s", who, a.N+1, Player(viewer, p))
		}
		if _, ok := question(s, viewer); ok {
			if t := s.OptionText(int(a.N)); t != "" {
				return fmt.Sprintf("%s takes option %d: %s", who, a.N+1, t)
			}
		}
		return fmt.Sprintf("%s takes option %d", who, a.N+1)
	case engine.ActAmount:
		return fmt.Sprintf("%s chooses %d", who, a.N)
	case engine.ActPick:
		if int(a.N) < len(s.Bag) {
			it := s.Bag[a.N]
			return fmt.Sprintf("%s resolves %s", who, abilityText(s, it.Def, it.Ab))
		}
	case engine.ActName:
		if defs := s.Game().Defs; int(a.N) >= 0 && int(a.N) < len(defs) {
			return fmt.Sprintf("%s names %s", who, defs[a.N].FullName)
		}
	}
	return a.String()
}

// told names card id so that copies of a card can be told apart: with its
// damage and exerted state in play, and with whose card it is where owner
// is set ("Moana - Of Motunui (player 2's, 2 damage)"), and exerted where
// exerted is set (a challenged character is always exerted, 4.6.4.1). A
// card the viewer may not see is "a hidden card".
func told(s *engine.State, viewer int, id engine.CardID, owner, exerted bool) string {
	if !visible(s, viewer, id) {
		return Name(s, viewer, id)
	}
	c := &s.Cards[id]
	var parts []string
	if owner {
		if int(c.Owner) == viewer {
			parts = append(parts, "yours")
		} else {
			parts = append(parts, Player(viewer, c.Owner)+"'s")
		}
	}
	if c.Zone == engine.ZonePlay {
		if c.Damage > 0 {
			parts = append(parts, fmt.Sprintf("%d damage", c.Damage))
		}
		if exerted && c.Flags&engine.FlagExerted != 0 {
			parts = append(parts, "exerted")
		}
	} else if owner && c.Zone != engine.ZoneHand {
		parts = append(parts, "in "+c.Zone.String())
	}
	if len(parts) == 0 {
		return s.Def(id).FullName
	}
	return s.Def(id).FullName + " (" + strings.Join(parts, ", ") + ")"
}

// fullName names a card being played or inked (public as it happens).
func fullName(s *engine.State, id engine.CardID) string {
	if int(id) < len(s.Cards) {
		return s.Def(id).FullName
	}
	return "no card"
}

// Event describes an event of the state's log as viewer sees it, or
// returns "" for events the action's line already says (played, quested,
// challenges, turn boundaries) or that are bookkeeping.
func Event(s *engine.State, ev engine.Event, viewer int) string {
	defs := s.Game().Defs
	def := func(d engine.DefID) string {
		if int(d) < len(defs) {
			return defs[d].FullName
		}
		return "a card"
	}
	who := Player(viewer, ev.Player)
	switch ev.Kind {
	case engine.EvBanished:
		return def(ev.SubjectDef) + " is banished"
	case engine.EvDamaged:
		return fmt.Sprintf("%s is dealt %d damage", def(ev.SubjectDef), ev.Amount)
	case engine.EvSang:
		return fmt.Sprintf("%s sings %s", def(ev.SubjectDef), def(ev.OtherDef))
	case engine.EvDrawn:
		if viewer == Full || viewer == int(ev.Player) {
			return fmt.Sprintf("%s draws %s", who, def(ev.SubjectDef))
		}
		return who + " draws a card"
	case engine.EvDiscarded:
		return fmt.Sprintf("%s discards %s", who, def(ev.SubjectDef))
	case engine.EvLoreGained:
		return fmt.Sprintf("%s gains %d lore", who, ev.Amount)
	case engine.EvLoreLost:
		return fmt.Sprintf("%s loses %d lore", who, ev.Amount)
	case engine.EvMoved:
		return fmt.Sprintf("%s moves to %s", def(ev.SubjectDef), def(ev.OtherDef))
	case engine.EvReturned:
		return def(ev.SubjectDef) + " returns to its player's hand"
	case engine.EvSupported:
		return fmt.Sprintf("%s is supported by %s", def(ev.SubjectDef), def(ev.OtherDef))
	case engine.EvInked:
		if viewer == Full || viewer == int(ev.Player) {
			return fmt.Sprintf("%s puts %s into the inkwell", who, def(ev.SubjectDef))
		}
		return who + " puts a card into the inkwell"
	case engine.EvGameEnd:
		return "the game ends"
	}
	return ""
}
