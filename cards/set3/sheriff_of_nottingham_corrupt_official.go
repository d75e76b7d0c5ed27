package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// One trigger per card discarded, by an effect or to pay a cost.
	card("Sheriff of Nottingham - Corrupt Official",
		WheneverAny("Taxes Should Hurt", EvDiscarded, AnyCard().Yours(),
			Deal(1, Chosen(Chars().Opposing())).Optional()))
}
