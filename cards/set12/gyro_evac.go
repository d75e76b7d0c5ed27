package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Gyro-Evac",
		Activate("Take Her Up", Cost{Exert: true, Ink: 1}, Gains(Evasive, 0, Chosen(Chars().Yours()), UntilYourNext)),
		Activate("Crash Landing", Cost{Exert: true, BanishSelf: true}, EachOpponentLoses(2).For(TgtEachPlayer)))
}
