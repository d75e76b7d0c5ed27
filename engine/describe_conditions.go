package engine

import "fmt"

// Descriptions of triggers (the events they match) and conditions.

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
		return "is damaged"
	case EvDealtDamage:
		return "deals damage to another character"
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
		return "is chosen by an opponent for an action or ability"
	case EvChosen:
		return "is chosen for an effect"
	case EvBoosted:
		return "has its Boost ability used"
	case EvReturned:
		return "is returned to their player's hand from play"
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
		if t.OrThis {
			who = "this card or " + who
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
		case t.Sung:
			s = "whenever a song is sung by one or more of your characters"
		case t.Paid:
			f := t.Subject
			f.Owner = AnyOwner
			s = fmt.Sprintf("whenever you pay %d ink or less to play %s", t.PaidAtMost, article(f.describe(false)))
		case t.OnThis:
			f := t.Subject
			f.Owner = AnyOwner
			s = "when you play " + article(f.describe(false)) + " on this card"
		case self:
			s = "when you play this card"
		case t.Subject.Owner == Yours && t.OrThis:
			f := t.Subject
			f.Owner = AnyOwner
			s = "when you play this card and whenever you play " + article(f.describe(false))
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
	case EvDealtDamage:
		s = when + who + " deals damage to another character"
		if t.HasOther && t.Other.Owner != AnyOwner {
			// e.g. an action of yours damaging an opposing character
			s = when + who + " deals damage to " + article(t.Other.describe(false))
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
		if t.Subject.Owner == Opposing {
			s = "whenever an opponent draws a card"
		}
	case EvInked:
		s = "whenever you add a card to your inkwell"
	case EvDiscards:
		s = "whenever an opponent discards 1 or more cards"
	case EvLoreGained:
		s = "whenever you gain lore"
	case EvLoreLost:
		s = "whenever you lose lore"
	case EvPutUnder:
		s = "whenever you put a card under " + who
	case EvBoosted:
		s = "whenever you use Boost on " + who
	case EvChosen:
		s = when + who + " is chosen"
		if t.ForActionOrItem {
			s += " by an action or by an ability of an item"
		}
	case EvLeftDiscard:
		s = "whenever a card leaves your discard"
	case EvReturnedFromDiscard:
		f := t.Subject
		f.Owner = AnyOwner
		s = "whenever you return " + article(f.describe(false)) + " from your discard to your hand"
	case EvDamageRemoved:
		f := t.Subject
		from := "this card"
		if !self {
			from = article(f.describe(false))
			if f.Owner == Yours {
				f.Owner = AnyOwner
				from = "one of your " + f.describe(true)
			}
		}
		s = "whenever you remove damage from " + from
	default:
		s = when + who + " " + eventVerb(t.Event)
		if t.Dealt && t.Event == EvDamaged {
			s = when + who + " is dealt damage" // 1.9.2.1, not put or moved
		}
	}
	or := ""
	if t.Or != EvNone {
		or = " and whenever it " + eventVerb(t.Or)
	}
	if t.InZone && t.FromZone == ZoneDiscard {
		s += ", provided this card is in your discard"
	}
	if t.InChallenge {
		s += " in a challenge"
	}
	if t.FromLocation {
		s += " from another location"
	}
	if t.Or == EvPlayed {
		// on play, and also each time it banishes ...
		s = "when you play this card and " + s
	} else {
		s += or
	}
	if t.During != nil && t.During.Kind == CondPlayedNth && t.Event == EvPlayed {
		f := t.During.Filter
		f.Owner = AnyOwner
		return fmt.Sprintf("whenever you play %s %s in a turn", article(ordinal(int(t.During.N))), f.describe(false))
	}
	if d := t.During; d != nil && d.Kind == CondYourTurn && d.Also != nil && d.Also.Kind == CondInkedNth && t.Event == EvInked {
		// during your turn, on inking a card, when it is (e.g.) the 2nd card
		// inked this turn
		return "during your turn, when you add a card to your inkwell, if " + d.Also.describe()
	}
	if d := t.During; d != nil && d.Kind == CondDrewNthOnTheirTurn && t.Event == EvDrawn {
		// "whenever an opponent draws a card during their turn, if it's
		// the second card they've drawn this turn"
		return s + " during their turn, if " + d.describe()
	}
	if t.During != nil {
		w := t.During.describe()
		if t.During.Kind != CondYourTurn {
			w = "while " + w // a trigger that applies only while a condition holds
		}
		s = w + ", " + s
	}
	return s
}

// ordinal names the Nth: "second", "third", ...
func ordinal(n int) string {
	names := [...]string{"zeroth", "first", "second", "third", "fourth", "fifth"}
	if n >= 0 && n < len(names) {
		return names[n]
	}
	return fmt.Sprintf("%dth", n)
}

func (c *Cond) describe() string {
	if c.Else != nil {
		d := *c
		d.Else = nil
		return d.describe() + " or " + c.Else.describe()
	}
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
	case CondMoreThanEachOpponent:
		if f.InZone && f.Zone != ZonePlay {
			f.Owner = Yours // a hand bigger than each opponent's
			return notOf("you have more "+f.describe(true)+" than each opponent", c.Not)
		}
		f.Owner = AnyOwner
		return notOf("you have more "+f.describe(true)+" in play than each opponent", c.Not)
	case CondStrongestCharacter:
		return notOf("one of your characters in play has more "+Stat(c.N).String()+" than every opposing character", c.Not)
	case CondInPlayCount:
		s := fmt.Sprintf("%d or more %s are in play", max8(c.N, 1), f.describe(true))
		if c.N <= 1 {
			s = article(f.describe(false)) + " is in play"
		}
		return notOf(s, c.Not)
	case CondChoseToEnterExerted:
		return "you had it enter play exerted"
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
			s = "your hand is empty"
		}
		return notOf(s, c.Not)
	case CondFirstTurn:
		return notOf("it is the game's first turn", c.Not)
	case CondOpponentLoreAtMost:
		return notOf(fmt.Sprintf("an opponent has %d or less lore", c.N), c.Not)
	case CondPutUnderThisTurn:
		if c.Not {
			return "no card was put under this card this turn"
		}
		return "a card was put under this card this turn"
	case CondLeftWithExertedHere:
		return notOf("there was an exerted character here", c.Not)
	case CondYourFirstTurnNotFirst:
		return notOf("this is your first turn and you aren't the first player", c.Not)
	case CondSlotNamed:
		return notOf("it has the name that was named", c.Not)
	case CondSlotMatches:
		return notOf("it is "+article(f.describe(false)), c.Not)
	case CondLookedMatches:
		return notOf("the card looked at is "+article(f.describe(false)), c.Not)
	case CondPlayedThisTurn:
		f.Owner = AnyOwner
		if c.Not {
			return "you didn't play " + article(f.describe(false)) + " this turn"
		}
		if c.N > 1 {
			return fmt.Sprintf("you played %d or more %s this turn", c.N, f.describe(true))
		}
		return "you played " + article(f.describe(false)) + " this turn"
	case CondInkedThisTurn:
		if c.Not {
			return "you added no cards to your inkwell this turn"
		}
		if c.N > 1 {
			return fmt.Sprintf("you've put %d or more cards into your inkwell this turn", c.N)
		}
		return "you've put a card into your inkwell this turn"
	case CondNthChallenge:
		return fmt.Sprintf("it's the %s challenge this turn", ordinal(int(c.N)))
	case CondInkedNth:
		return fmt.Sprintf("it's the %s card you've put into your inkwell this turn", ordinal(int(c.N)))
	case CondDrewNthOnTheirTurn:
		return fmt.Sprintf("it's the %s card they've drawn this turn", ordinal(int(c.N)))
	case CondPlayedNth:
		f.Owner = AnyOwner
		return fmt.Sprintf("you have played exactly %d %s this turn", c.N, f.describe(c.N != 1))
	case CondPutUnderAnyThisTurn:
		f.Owner = AnyOwner
		what := "one of your " + f.describe(true)
		if c.Not {
			return "you haven't put a card under " + what + " this turn"
		}
		return "you've put a card under " + what + " this turn"
	case CondLeftDiscardThisTurn:
		if c.Not {
			return "no card has left a player's discard this turn"
		}
		return "a card has left a player's discard this turn"
	case CondDamagedThisTurn:
		if c.Not {
			return "no " + f.describe(false) + " was damaged this turn"
		}
		return article(f.describe(false)) + " was damaged this turn"
	case CondDiscardedThisTurn:
		other := ""
		if f.Other {
			other = "other "
		}
		if c.Not {
			return fmt.Sprintf("fewer than %d %scards were put into your discard this turn", max8(c.N, 1), other)
		}
		return fmt.Sprintf("%d or more %scards were put into your discard this turn", max8(c.N, 1), other)
	case CondBanishedThisTurn:
		if c.Not {
			return "no " + f.describe(false) + " was banished this turn"
		}
		return article(f.describe(false)) + " was banished this turn"
	case CondYouChallengedThisTurn:
		if c.Not {
			return "no character of yours challenged this turn"
		}
		return "one of your characters has challenged this turn"
	case CondQuestedThisTurn:
		other := f.Other
		f.Other = false
		if other {
			if c.Not {
				return "no other " + f.describe(false) + " has quested this turn"
			}
			return "another " + f.describe(false) + " has quested this turn"
		}
		if c.Not {
			return "no " + f.describe(false) + " has quested this turn"
		}
		return article(f.describe(false)) + " has quested this turn"
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

func (c *Cond) describeMore() string {
	switch c.Kind {
	case CondOpponentMoreInInkwell:
		return "an opponent's inkwell has more cards than yours"
	case CondOpponentMoreLore:
		return notOf("an opponent's lore is higher than yours", c.Not)
	case CondOpponentMoreInHand:
		return "an opponent's hand has more cards than yours"
	case CondOpponentMoreOf:
		f := c.Filter
		f.Owner = AnyOwner
		return "an opponent has more " + f.describe(true) + " in play than you"
	case CondRemovedDamageThisTurn:
		return "you removed damage from " + article(c.Filter.describe(false)) + " this turn"
	case CondOpponentHandAtMost:
		if c.N == 0 {
			return "an opponent's hand is empty"
		}
		return fmt.Sprintf("an opponent has %d or fewer cards in their hand", c.N)
	case CondSourceMatches:
		f := c.Filter
		if f.Strength.HasMin && !f.Strength.HasMax && f.Types == 0 {
			return fmt.Sprintf("this character has %d strength or more", f.Strength.Min)
		}
		if f == AnyCard().IsUndamaged() {
			return "this character has no damage" // Bolt - Headstrong Dog
		}
		if f == AnyCard().InZoneOf(ZoneDiscard).HadCardUnder() {
			return "this card had a card under it when it left play" // 6.7.7
		}
		return "this card is " + article(f.describe(false))
	case CondSourceChallenged:
		return "this character is being challenged"
	case CondSourceChallenging:
		return "this character is challenging " + article(c.Filter.describe(false))
	case CondOpponentLoreAtLeast:
		return fmt.Sprintf("an opponent has %d or more lore", c.N)
	case CondSourceHasCardUnder:
		return "there's a card under this card"
	case CondPlayedWithShift:
		return "you used Shift to play it"
	case CondOpposingBanishedInChallenge:
		if c.N == 1 {
			return notOf("a character got banished in a challenge this turn", c.Not)
		}
		return "an opposing character got banished in a challenge this turn"
	case CondSubjectMatches:
		return "that card is " + article(c.Filter.describe(false))
	}
	return "a condition holds"
}
