package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 3.2.1.4, 3.2.2.3: both trigger in the Ready step and resolve in the Set
	// step, in the order their player picks; each "if" is checked then (6.2.4).
	card("Pacha - Emperor's Guide",
		AtStartOfYourTurn("Helpful Supplies", GainLore(1)).If_(YouHave(ItemsF().Yours(), 1)),
		AtStartOfYourTurn("Perfect Directions", GainLore(1)).If_(YouHave(LocationsF().Yours(), 1)))
}
