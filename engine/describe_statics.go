package engine

import "fmt"

// Descriptions of static abilities' effects (6.4).

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
		case NumSourceDamage:
			return fmt.Sprintf("%s %s%d %s for each 1 damage on it", verb("gets", "get"), sign, max8(amt.N, 1), e.Stat)
		case NumSourceCardsUnder:
			return fmt.Sprintf("%s %s%d %s for each card under it", verb("gets", "get"), sign, max8(amt.N, 1), e.Stat)
		}
		return fmt.Sprintf("%s +%s equal to %s", verb("gets", "get"), e.Stat, amt.describe())
	case StKeyword:
		if e.Amount.Kind == NumCount {
			return verb("gains", "gain") + " " + keywordText(e.Keyword, e.KwValue) + " for each " + countedThing(&e.Amount.Filter)
		}
		return verb("gains", "gain") + " " + keywordText(e.Keyword, e.KwValue)
	case StRestrict:
		if e.Restrict == CanChallengeReady {
			return who + " can challenge ready characters"
		}
		if e.Restrict == CanChallengeReadyDamaged {
			return who + " can challenge ready damaged characters"
		}
		if e.Restrict == CanChallengeReadyOf {
			return who + " can challenge ready " + e.By.describe(true)
		}
		if e.Restrict == CanQuestDrying {
			return who + " can quest the turn it's played"
		}
		return who + " can't " + restrictText(e.Restrict)
	case StCostMore:
		f := e.CostFilter
		f.InZone, f.Owner = false, AnyOwner
		return fmt.Sprintf("each player pays %s ink more to play %s", e.Amount.describe(), f.describe(true))
	case StCostLess:
		f := e.CostFilter
		f.InZone, f.Owner = false, AnyOwner
		if e.Amount.Kind == NumCount {
			using := ""
			if e.ShiftOnly {
				using = " using its Shift ability"
			}
			return fmt.Sprintf("you pay %d ink less to play %s%s for each %s", max8(e.Amount.N, 1), f.describe(true), using, countedThing(&e.Amount.Filter))
		}
		if e.Amount.Kind == NumBanishedInChallenge {
			return fmt.Sprintf("you pay %d ink less to play %s for each opposing character banished in a challenge this turn", max8(e.Amount.N, 1), f.describe(true))
		}
		if e.Amount.Kind == NumDamageOnAll {
			return fmt.Sprintf("you pay %d ink less to play %s for each 1 damage on %s", max8(e.Amount.N, 1), f.describe(true), e.Amount.Filter.describe(true))
		}
		if e.ShiftOnly {
			return fmt.Sprintf("you pay %s ink less to play %s using their Shift ability", e.Amount.describe(), f.describe(true))
		}
		return fmt.Sprintf("you pay %s ink less to play %s", e.Amount.describe(), f.describe(true))
	case StPlayFromUnder:
		return "you may play cards from under this card"
	case StExtraInk:
		return "you may put an additional card into your inkwell each turn"
	case StEntersExerted:
		return verb("enters", "enter") + " play exerted"
	case StWillpowerDamage:
		return "during challenges, " + e.Affects.describe(true) + " deal damage with their willpower instead of their strength"
	case StPayToAct:
		return fmt.Sprintf("this card can't quest or challenge unless you pay %d ink (each time)", e.Amount.N)
	case StMayEnterExerted:
		return "this card may enter play exerted"
	case StDamageStays:
		if e.Affects == (Filter{}) {
			return "damage counters can't be removed"
		}
		return "damage counters can't be removed from " + who
	case StEntersWithDamage:
		return fmt.Sprintf("%s play with %d damage", verb("enters", "enter"), e.Amount.N)
	case StInkable:
		return verb("counts", "count") + " as having the inkwell symbol"
	case StSkipDraw:
		return "skip your Draw step"
	case StShiftAlsoNamed:
		return verb("also counts", "also count") + " as being named " + e.Name + " for Shift"
	case StShiftAnyName:
		return "you may Shift any character with Shift onto " + who + ", whatever its name"
	case StLoseKeyword:
		return verb("loses", "lose") + " " + e.Keyword.String() + " and can't gain " + e.Keyword.String()
	case StCantLoseLore:
		return "you can't lose lore"
	case StOneChallenger:
		return "no more than one character can challenge each turn"
	case StGainClass:
		return verb("gains", "gain") + " the " + Class(e.Amount.N).String() + " classification"
	case StOpponentsInkExerted:
		return "cards enter opponents' inkwells exerted"
	case StNoDiscard:
		return "if an effect would make you discard cards from your hand, you don't discard"
	case StOpponentsNeedLore:
		return fmt.Sprintf("opponents need %d lore to win the game", e.Amount.N)
	case StTopFaceUp:
		return "every player keeps their deck's top card face up"
	case StOpponentsCantGainLore:
		if e.UnlessChallenged {
			return "opponents can't gain lore unless a character of theirs has challenged this turn"
		}
		return "each opposing player can't gain lore"
	case StCantPlayThis:
		return "you can't play this card"
	case StSingCost:
		return fmt.Sprintf("%s as having +%d cost to sing songs", verb("counts", "count"), e.Amount.N)
	case StCantBeChosen:
		return "opponents can't choose " + who + " for their actions and abilities"
	case StCantPlay:
		return "opponents can't play " + e.Affects.describe(true)
	case StInkFromDiscard:
		return "you may ink cards that are in your discard"
	case StLoseAbility:
		return who + " lose the " + e.Name + " ability"
	case StCantBeDealtDamage:
		return who + " can't be dealt damage"
	case StPreventDamage:
		if e.FirstTimeEachTurn {
			return "the first time " + who + " would take damage each turn, " + verb("takes", "take") + " no damage instead"
		}
		return verb("takes", "take") + " no damage"
	case StPreventChallengeDamage:
		return verb("takes", "take") + " no damage from challenges"
	case StRedirectDamage:
		return "if " + verb("would", "would") + " be dealt damage, put that many damage counters on this card instead"
	case StMustChoose:
		return "opponents must choose " + who + " for their actions and abilities if able"
	}
	return e.describeMore(who)
}

func (e *StaticEffect) describeMore(who string) string {
	switch e.Kind {
	case StCantBeChallengedBy:
		return e.By.describe(true) + " can't challenge " + who
	case StPlayFree:
		return "you may play " + who + " for free"
	case StAnyNumberInDeck:
		return "you may have any number of cards named this in your deck"
	case StCopiesInDeck:
		return fmt.Sprintf("you may only have %d copies of this card in your deck", e.Amount.N)
	case StMoveCostLess, StMoveFree:
		return e.describeMove(who)
	case StMoveCostLessOnce:
		return "once during your turn, you can move " + who + " to a location for " + e.Amount.describe() + " ink less"
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
