package set1

import . "github.com/lorcana-rl/lorcana/engine"

// Action cards of batch b.
func init() {
	card("Befuddle", OnPlay(
		ReturnToHand(Chosen(AnyCard().OfType(Characters|Items).CostAtMost(2))).
			Say("return a chosen character or item with cost 2 or less to its player's hand")))
	card("Freeze", OnPlay(Exert(Chosen(Chars().Opposing()))))
	card("Reflection", OnPlay(LookTop(3), RestOnTop()))
	card("Do It Again!", OnPlay(ReturnToHand(Chosen(AnyCard().OfType(Actions).Yours().InZoneOf(ZoneDiscard))).
		Say("return an action card from your discard to your hand")))
	card("Mother Knows Best", OnPlay(ReturnToHand(Chosen(Chars()))))
	card("Stampede", OnPlay(Deal(2, Chosen(Chars().IsDamaged()))))
	card("The Beast is Mine!", OnPlay(Gains(Reckless, 0, Chosen(Chars()), DuringTheirNext)))
	// 6.6.1.2: modifiers add up, so "+3 instead" is +2 and one more.
	card("Vicious Betrayal", OnPlay(
		Gets(StatStrength, 2, Chosen(Chars()), ThisTurn),
		Gets(StatStrength, 1, Them(0), ThisTurn).When(ChosenIs(0, Chars().Class("Villain"))).
			Say("if a Villain character is chosen, it gets +3 strength instead")))
	card("Cut to the Chase", OnPlay(Gains(Rush, 0, Chosen(Chars()), ThisTurn)))
	card("Fan the Flames", OnPlay(Ready(Chosen(Chars())), Cant(CantQuest, Them(0), ThisTurn)))
	card("He's Got a Sword!", OnPlay(Gets(StatStrength, 2, Chosen(Chars()), ThisTurn)))
	card("Tangle", OnPlay(EachOpponentLoses(1)))
}
