package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Baymax - Personal Healthcare Companion",
		PayLessForThis("Fully Charged", 1, YouHave(Chars().Class("Inventor"), 1), Chars().Named("Baymax")),
		Activate("You Said 'Ow'", Cost{Ink: 2}, RemoveUpTo(1, Chosen(Chars().Others()))))
}
