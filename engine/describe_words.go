package engine

// The words of descriptions (describe.go): filters, conditions, triggers
// and static effects.

import (
	"fmt"
	"strings"
)

// cardCount is "a card" or "N cards".
func cardCount(n int) string {
	if n == 1 {
		return "a card"
	}
	return fmt.Sprintf("%d cards", n)
}

// article puts "a" or "an" before a phrase ("another" for "other ...").
func article(phrase string) string {
	if rest, ok := strings.CutPrefix(phrase, "other "); ok {
		return "another " + rest
	}
	if phrase != "" && strings.ContainsRune("aeiouAEIOU", rune(phrase[0])) {
		return "an " + phrase
	}
	return "a " + phrase
}

// eventVerb is what a card does in an event, after its subject: "quests".
func eventVerb(ev EventKind) string {
	switch ev {
	case EvPlayed:
		return "is played"
	case EvQuested:
		return "quests"
	case EvChallenges:
		return "challenges"
	case EvChallenged:
		return "is challenged"
	case EvBanished:
		return "is banished"
	case EvBanishedOther:
		return "banishes another character"
	case EvDamaged:
		return "is dealt damage"
	case EvSang:
		return "sings a song"
	case EvMoved:
		return "moves to a location"
	case EvReadied:
		return "is readied"
	case EvExerted:
		return "is exerted"
	case EvLeftPlay:
		return "leaves play"
	case EvSupported:
		return "is chosen for Support"
	case EvChosenByOpponent:
		return "is chosen by an opponent"
	case EvReturned:
		return "is returned to a hand"
	case EvChallengeEnd:
		return "finishes a challenge"
	case EvDrawn:
		return "is drawn"
	case EvInked:
		return "is put into an inkwell"
	case EvDiscarded:
		return "is discarded"
	}
	return "is part of a " + ev.String() + " event"
}

func (t Trigger) describe() string {
	self := !t.AnySubject
	who := "this card"
	if !self {
		f := t.Subject
		switch f.Owner {
		case Yours:
			f.Owner = AnyOwner
			who = "one of your " + f.describe(true)
		default:
			who = article(f.describe(false))
		}
	}
	when := "whenever "
	if self && (t.Event == EvPlayed || t.Event == EvBanished) {
		when = "when "
	}
	var s string
	switch t.Event {
	case EvPlayed:
		switch {
		case self:
			s = "when you play this card"
		case t.Subject.Owner == Yours:
			f := t.Subject
			f.Owner = AnyOwner
			s = "whenever you play " + article(f.describe(false))
		case t.Subject.Owner == Opposing:
			f := t.Subject
			f.Owner = AnyOwner
			s = "whenever an opponent plays " + article(f.describe(false))
		default:
			s = "whenever " + who + " is played"
		}
	case EvChallenges:
		s = when + who + " challenges"
		if t.HasOther {
			s += " " + article(t.Other.describe(false))
		} else {
			s += " another character"
		}
	case EvTurnStart:
		s = "at the start of your turn"
	case EvTurnEnd:
		s = "at the end of your turn"
		if t.Subject.Owner == AnyOwner {
			s = "at the end of the turn" // 3.4.1.1: every player's turn
		}
	case EvDrawn:
		s = "whenever you draw a card"
	case EvInked:
		s = "whenever you put a card into your inkwell"
	case EvLoreGained:
		s = "whenever you gain lore"
	case EvLoreLost:
		s = "whenever you lose lore"
	default:
		s = when + who + " " + eventVerb(t.Event)
	}
	if t.Or != EvNone {
		s += " and whenever it " + eventVerb(t.Or)
	}
	if t.InChallenge {
		s += " in a challenge"
	}
	if t.During != nil {
		w := t.During.describe()
		if t.During.Kind != CondYourTurn {
			w = "while " + w // "while this character is at a location, whenever ..."
		}
		s = w + ", " + s
	}
	return s
}

func (c *Cond) describe() string {
	if c.Also != nil {
		d := *c
		d.Also = nil
		return d.describe() + ", while " + c.Also.describe()
	}
	f := c.Filter
	switch c.Kind {
	case CondYourTurn:
		if c.Not {
			return "during an opponent's turn"
		}
		return "during your turn"
	case CondCount:
		f.Owner = AnyOwner
		if f.Sang && !c.Not {
			// 8.12.1: "if N or more characters sang this song"
			f.Sang = false
			return fmt.Sprintf("%d or more %s sang this song", max8(c.N, 1), f.describe(true))
		}
		where := " in play"
		if f.InZone && f.Zone != ZonePlay {
			where = " in your " + f.Zone.String()
		}
		f.InZone = false
		switch {
		case c.Not && c.N <= 1:
			return "you have no " + f.describe(true) + where
		case c.Not:
			return fmt.Sprintf("you have fewer than %d %s%s", c.N, f.describe(true), where)
		case c.N <= 1:
			return "you have " + article(f.describe(false)) + where
		}
		return fmt.Sprintf("you have %d or more %s%s", c.N, f.describe(true), where)
	case CondOpponentCount:
		f.Owner = AnyOwner
		s := fmt.Sprintf("an opponent has %d or more %s in play", max8(c.N, 1), f.describe(true))
		if c.N <= 1 {
			s = "an opponent has " + article(f.describe(false)) + " in play"
		}
		return notOf(s, c.Not)
	case CondSourceExerted:
		if c.Not {
			return "this card is ready"
		}
		return "this card is exerted"
	case CondSourceDamaged:
		if c.Not {
			return "this card is undamaged"
		}
		if c.N > 1 {
			return fmt.Sprintf("this card has %d or more damage", c.N)
		}
		return "this card is damaged"
	case CondSourceAtLocation:
		if c.Not {
			return "this character is not at a location"
		}
		return "this character is at a location"
	case CondHandAtMost:
		s := fmt.Sprintf("you have %d or fewer cards in your hand", c.N)
		if c.N == 0 {
			s = "you have no cards in your hand"
		}
		return notOf(s, c.Not)
	case CondFirstTurn:
		return notOf("it is the game's first turn", c.Not)
	case CondSlotNamed:
		return notOf("it has the name that was named", c.Not)
	case CondSlotMatches:
		return notOf("it is "+article(f.describe(false)), c.Not)
	}
	return notOf(c.describeMore(), c.Not)
}

// notOf negates a condition that has no wording of its own for "not".
func notOf(s string, not bool) string {
	if not {
		return "it is not so that " + s
	}
	return s
}

// describe renders a filter without an article: "opposing exerted
// characters with cost 3 or less", "character of yours", "item card in your
// discard".
func (f *Filter) describe(plural bool) string {
	var w []string
	offPlay := f.InZone && f.Zone != ZonePlay
	if f.Owner == Opposing {
		w = append(w, "opposing")
	}
	if f.Owner == Yours && plural && !offPlay {
		w = append([]string{"your"}, w...)
	}
	if f.Other {
		w = append(w, "other")
	}
	if f.Exerted == Yes {
		w = append(w, "exerted")
	} else if f.Exerted == No {
		w = append(w, "ready")
	}
	if f.Damaged == Yes {
		w = append(w, "damaged")
	} else if f.Damaged == No {
		w = append(w, "undamaged")
	}
	var classes []string
	for i, n := range ClassNames {
		if f.Classes.Has(Class(i)) {
			classes = append(classes, n)
		}
	}
	if len(classes) > 0 { // any of them: "Princess, Prince, Queen or King"
		w = append(w, orList(classes))
	}
	var nouns []string
	for _, t := range []struct {
		m    TypeMask
		noun string
	}{{Characters, "character"}, {Actions, "action"}, {Items, "item"}, {Locations, "location"}} {
		if f.Types&t.m != 0 {
			nouns = append(nouns, t.noun)
		}
	}
	noun := "card"
	if len(nouns) > 0 && len(nouns) < 4 {
		noun = strings.Join(nouns, " or ")
		if offPlay {
			noun += " card"
		}
	}
	if plural {
		noun += "s"
	}
	w = append(w, noun)
	if f.Owner == Yours && !plural && !offPlay {
		w = append(w, "of yours")
	}
	if f.Name != "" {
		w = append(w, "named "+f.Name)
	}
	var with []string
	if f.Cost.HasMax {
		with = append(with, fmt.Sprintf("cost %d or less", f.Cost.Max))
	}
	if f.Cost.HasMin {
		with = append(with, fmt.Sprintf("cost %d or more", f.Cost.Min))
	}
	if f.Strength.HasMax {
		with = append(with, fmt.Sprintf("%d strength or less", f.Strength.Max))
	}
	if f.Strength.HasMin {
		with = append(with, fmt.Sprintf("%d strength or more", f.Strength.Min))
	}
	if f.Willpower.HasMax {
		with = append(with, fmt.Sprintf("%d willpower or less", f.Willpower.Max))
	}
	if f.Willpower.HasMin {
		with = append(with, fmt.Sprintf("%d willpower or more", f.Willpower.Min))
	}
	if f.Keyword != NoKeyword {
		with = append(with, f.Keyword.String())
	}
	if len(with) > 0 {
		w = append(w, "with "+strings.Join(with, " and "))
	}
	if f.NoKeyword != NoKeyword {
		w = append(w, "without "+f.NoKeyword.String())
	}
	if f.AtLocation == Yes {
		w = append(w, "at a location")
	} else if f.AtLocation == No {
		w = append(w, "not at a location")
	}
	if f.Here {
		w = append(w, "here")
	}
	if f.Sang {
		w = append(w, "that sang this song")
	}
	if offPlay {
		switch f.Owner {
		case Yours:
			w = append(w, "in your "+f.Zone.String())
		case Opposing:
			w = append(w, "in an opponent's "+f.Zone.String())
		default:
			w = append(w, "in a "+f.Zone.String())
		}
	}
	return strings.Join(w, " ")
}

// each renders "each X" for a group, "each of your Xs" for your cards.
func (f *Filter) each() string {
	if f.Owner == Yours && !(f.InZone && f.Zone != ZonePlay) {
		g := *f
		g.Owner = AnyOwner
		return "each of your " + g.describe(true)
	}
	return "each " + f.describe(false)
}

func keywordText(k Keyword, v int8) string {
	if !k.HasValue() {
		return k.String()
	}
	if k.Stacks() {
		return fmt.Sprintf("%s +%d", k, v)
	}
	return fmt.Sprintf("%s %d", k, v)
}

func restrictText(r Restriction) string {
	var w []string
	names := []string{"quest", "challenge", "be challenged", "ready", "sing songs", "move to a location",
		"exert to sing songs", "ready at the start of their turn"}
	for i, n := range names {
		if r&(1<<i) != 0 {
			w = append(w, n)
		}
	}
	return strings.Join(w, " or ")
}

func (e *StaticEffect) describe() string {
	who := "this card"
	plural := false
	if !e.Self {
		who = e.Affects.describe(true)
		plural = true
	}
	verb := func(one, many string) string {
		if plural {
			return who + " " + many
		}
		return who + " " + one
	}
	switch e.Kind {
	case StModify:
		amt := e.Amount
		sign := "+"
		if amt.N < 0 {
			sign = ""
		}
		switch amt.Kind {
		case NumConst:
			return fmt.Sprintf("%s %s%d %s", verb("gets", "get"), sign, amt.N, e.Stat)
		case NumCount:
			n := amt.N // -1 for each: keep the sign
			if n == 0 {
				n = 1
			}
			return fmt.Sprintf("%s %s%d %s for each %s", verb("gets", "get"), sign, n, e.Stat, countedThing(&amt.Filter))
		}
		return fmt.Sprintf("%s +%s equal to %s", verb("gets", "get"), e.Stat, amt.describe())
	case StKeyword:
		return verb("gains", "gain") + " " + keywordText(e.Keyword, e.KwValue)
	case StRestrict:
		return who + " can't " + restrictText(e.Restrict)
	case StCostLess:
		f := e.CostFilter
		f.InZone, f.Owner = false, AnyOwner
		if e.Amount.Kind == NumCount {
			return fmt.Sprintf("you pay %d ink less to play %s for each %s", max8(e.Amount.N, 1), f.describe(true), countedThing(&e.Amount.Filter))
		}
		return fmt.Sprintf("you pay %s ink less to play %s", e.Amount.describe(), f.describe(true))
	case StExtraInk:
		return "you may put an additional card into your inkwell each turn"
	case StEntersExerted:
		return verb("enters", "enter") + " play exerted"
	case StSkipDraw:
		return "skip your Draw step"
	case StSingCost:
		return fmt.Sprintf("%s as having +%d cost to sing songs", verb("counts", "count"), e.Amount.N)
	case StCantBeChosen:
		return "opponents can't choose " + who + " for their actions and abilities"
	case StCantPlay:
		return "opponents can't play " + e.Affects.describe(true)
	case StPreventDamage:
		return verb("takes", "take") + " no damage"
	case StRedirectDamage:
		return "if " + verb("would", "would") + " be dealt damage, put that many damage counters on this card instead"
	case StMustChoose:
		return "opponents must choose " + who + " for their actions and abilities if able"
	}
	return e.describeMore(who)
}

// orList joins alternatives as a sentence does: "A", "A or B", "A, B or C".
func orList(w []string) string {
	if len(w) <= 2 {
		return strings.Join(w, " or ")
	}
	return strings.Join(w[:len(w)-1], ", ") + " or " + w[len(w)-1]
}
