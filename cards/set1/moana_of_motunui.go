package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The catalogue's printing is 9/20 (cards/CATALOG_DECISIONS.md): only
	// the other Princesses of hers that are exerted are readied, and "if you
	// do, they" are the ones readied (6.1.5.1), marked as they ready; a
	// Princess that was ready all along may still quest.
	exerted := Chars().Yours().Others().Class("Princess").IsExerted()
	card("Moana - Of Motunui",
		Whenever("We Can Fix It", EvQuested,
			Ready(Each(exerted)).Optional().MarksAffected().Say("you may ready each of your other exerted Princess characters"),
			Cant(CantQuest, Picked(Chars()), ThisTurn).IfYouDo().Say("if you do, those readied can't quest this turn")))
}
