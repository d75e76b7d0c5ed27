package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.1.5.2: choose one of two options as the ability resolves.
	card("Tod - Playful Kit",
		Whenever("Look at This!", EvQuested, ChooseOne(0,
			[]Step{GainLore(1)},
			[]Step{Gains(Evasive, 0, Chosen(Chars().Yours()), UntilYourNext)})...))
}
