package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Prince Phillip - Gallant Defender",
		WheneverAny("Best Defense", EvSupported, Chars().Yours(),
			Gains(Resist, 1, TriggerSubject, ThisTurn).Say("they gain Resist +1 this turn")))
}
