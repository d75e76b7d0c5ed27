package engine

import (
	"fmt"
)

// Descriptions of amounts ("for each ...", "up to N") and durations.

// amount renders a quantity with its unit: "a card", "2 cards", "1 damage
// for each character of yours", "that many cards".
func (st *Step) amount(c *stepCtx, one, many string) string {
	if st.Amount.Max > 0 {
		s := *st
		s.Amount.Max = 0
		return s.amount(c, one, many) + fmt.Sprintf(", to a maximum of %d", st.Amount.Max)
	}
	n := st.Amount
	qty := func(k int8) string {
		if k == 1 && one != "" {
			return one
		}
		return fmt.Sprintf("%d %s", k, many)
	}
	upto := ""
	if st.AmountUpTo {
		upto = "up to "
	}
	switch n.Kind {
	case NumCount:
		return upto + qty(max8(n.N, 1)) + " for each " + countedThing(&n.Filter)
	case NumThisWay:
		return qty(max8(n.N, 1)) + " for each " + c.doneThisWay()
	case NumEvent:
		return upto + "that many " + many
	case NumDiscarded:
		return qty(max8(n.N, 1)) + " for each card discarded this way"
	case NumOpponentsDidnt:
		return qty(max8(n.N, 1)) + " for each opponent who didn't"
	case NumSourceDamage:
		return qty(max8(n.N, 1)) + " for each 1 damage on this card"
	case NumSourceCardsUnder:
		return qty(max8(n.N, 1)) + " for each card under this card"
	case NumInksInSlot:
		return qty(max8(n.N, 1)) + " for each different ink among the cards revealed this way"
	case NumCardsUnderSubject:
		return qty(max8(n.N, 1)) + " for each card that was under it"
	case NumStatOf:
		if st.Op == OpModify && (st.Target != TgtSlot || st.Slot != n.Slot) {
			// e.g. a strength bonus equal to a chosen character's strength
			return upto + many + " equal to the chosen card's " + n.Stat.String()
		}
		return upto + many + " equal to its " + n.Stat.String()
	case NumDamageOf:
		if st.Op == OpModify {
			return "1 " + many + " for each 1 damage on it"
		}
		return upto + many + " equal to the damage on it"
	case NumSourceStat:
		return upto + many + " equal to this card's " + n.Stat.String()
	case NumOtherStat, NumLocationStatOf:
		return upto + many + " equal to that location's " + n.Stat.String()
	}
	return upto + qty(n.N)
}

// countedThing is what a "for each" counts: cards in play, or in a zone.
func countedThing(f *Filter) string {
	if f.InZone && f.Zone != ZonePlay || f.Sang {
		return f.describe(false)
	}
	g := *f
	if g.Owner == Yours {
		g.Owner = AnyOwner
		return g.describe(false) + " you have in play"
	}
	return g.describe(false) + " in play"
}

// doneThisWay names one of what the previous step did.
func (c *stepCtx) doneThisWay() string {
	if c.prev == nil {
		return "one done this way"
	}
	switch c.prev.Op {
	case OpRemoveDamage:
		return "1 damage removed this way"
	case OpDealDamage, OpPutDamage:
		return "1 damage dealt this way"
	case OpMoveAnyTo:
		return "character moved this way"
	case OpMoveDamage:
		return "damage counter moved this way"
	case OpLoseLore:
		return "1 lore lost this way"
	case OpGainLore:
		return "1 lore gained this way"
	case OpDraw:
		return "card drawn this way"
	case OpDiscard, OpDiscardRandom, OpDiscardHand, OpDiscardCards:
		if c.prev.Op == OpDiscardRandom && c.prev.Filter.Types != 0 {
			return c.prev.Filter.describe(false) + " discarded this way" // CountsOnly
		}
		return "card discarded this way"
	case OpBanish:
		return "card banished this way"
	case OpExert:
		return "card exerted this way"
	case OpReady:
		return "card readied this way"
	}
	return "one done this way"
}

func (n *Num) describe() string {
	switch n.Kind {
	case NumCount:
		return fmt.Sprintf("%d for each %s", max8(n.N, 1), countedThing(&n.Filter))
	case NumBanishedInChallenge:
		return fmt.Sprintf("%d for each opposing character banished in a challenge this turn", max8(n.N, 1))
	case NumThisWay:
		return fmt.Sprintf("%d for each one done this way", max8(n.N, 1))
	case NumEvent:
		return "that many"
	case NumStatOf:
		return "its " + n.Stat.String()
	case NumDamageOf:
		return "its damage"
	case NumDiscarded:
		return "1 for each card discarded"
	case NumSourceStat:
		return "this card's " + n.Stat.String()
	case NumSourceDamage:
		return fmt.Sprintf("%d for each 1 damage on this card", max8(n.N, 1))
	case NumSourceCardsUnder:
		return fmt.Sprintf("%d for each card under this card", max8(n.N, 1))
	case NumInksInSlot:
		return fmt.Sprintf("%d for each different ink among the cards revealed this way", max8(n.N, 1))
	case NumPrinted:
		return "the printed value"
	case NumOpponentsDidnt:
		return fmt.Sprintf("%d for each opponent who didn't", max8(n.N, 1))
	}
	return fmt.Sprint(n.N)
}

func durText(d Duration) string {
	switch d {
	case ThisTurn:
		return " this turn"
	case UntilYourNext:
		return " until your next turn starts"
	case DuringTheirNext:
		return " during their next turn"
	case WhileChallenging:
		return " during that challenge"
	case WhileThisInPlay:
		return " for as long as this card is in play"
	}
	return durMore(d)
}

func durMore(d Duration) string {
	if d == UntilTheirNextReady {
		return " when their next turn starts"
	}
	return ""
}
