package engine

import "fmt"

// Descriptions of the language's later additions (see describe.go).

func (c *Cond) describeMore() string {
	switch c.Kind {
	case CondOpponentMoreInHand:
		return "an opponent has more cards in their hand than you"
	case CondOpponentLoreAtLeast:
		return fmt.Sprintf("an opponent has %d or more lore", c.N)
	case CondSourceHasCardUnder:
		return "there's a card under this card"
	case CondPlayedWithShift:
		return "you used Shift to play it"
	case CondOpposingBanishedInChallenge:
		return "an opposing character was banished in a challenge this turn"
	case CondSubjectMatches:
		return "that card is " + article(c.Filter.describe(false))
	}
	return "a condition holds"
}

func durMore(d Duration) string {
	if d == UntilTheirNextReady {
		return " at the start of their next turn"
	}
	return ""
}

func (st *Step) describeMore() string {
	switch st.Op {
	case OpChoose:
		t, _ := st.target(nil)
		return "choose " + t
	case OpMoveTo:
		who := "them"
		if st.Movers == MoverSelf {
			who = "this character"
		}
		to, _ := st.target(nil)
		return "move " + who + " to " + to + " for free"
	}
	return "do " + fmt.Sprint(st.Op)
}

func (st *Step) targetMore() string {
	if st.Target == TgtOtherOwner {
		return "the other card's player"
	}
	return "you"
}

func (e *StaticEffect) describeMore(who string) string {
	switch e.Kind {
	case StCantBeChallengedBy:
		return e.By.describe(true) + " can't challenge " + who
	case StPlayFree:
		return "you may play " + who + " for free"
	case StAnyNumberInDeck:
		return "you may have any number of cards named this in your deck"
	case StMoveCostLess, StMoveFree:
		return e.describeMove(who)
	case StMoveCostLessOnce:
		return "once during your turn, you may pay " + e.Amount.describe() + " ink less to move " + who + " to a location"
	case StGrantAbility:
		if e.Grant == nil {
			return "a continuous effect"
		}
		if e.Self {
			return who + " gains \"" + e.Grant.Describe() + "\""
		}
		return who + " gain \"" + e.Grant.Describe() + "\""
	case StUseFree:
		return "you may use the abilities of " + who + " for free ({E} is still paid)"
	case StStatFloor:
		floor := "their printed value"
		if e.Amount.Kind != NumPrinted {
			floor = e.Amount.describe()
		}
		if e.Self {
			return who + "'s " + e.Stat.String() + " can't be reduced below " + floor
		}
		return "the " + e.Stat.String() + " of " + who + " can't be reduced below " + floor
	}
	return "a continuous effect"
}

// describeMove renders a payment modifier or alternate cost of moving
// (4.7.3.2, 4.7.3.3).
func (e *StaticEffect) describeMove(who string) string {
	to := "here"
	if !e.Here {
		f := e.CostFilter
		f.Owner = AnyOwner
		to = "to " + article(f.describe(false))
	}
	if e.Kind == StMoveFree {
		return who + " may move " + to + " for free"
	}
	return "you pay " + e.Amount.describe() + " ink less to move " + who + " " + to
}
