package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Spaghetti Dinner",
		Activate("Fine Dining", Cost{Exert: true, Ink: 1}, GainLore(1).When(YouHave(Chars().Yours(), 2))))
}
