package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Field of Ice",
		WheneverAny("Icy Defense", EvPlayed, Chars().Yours(),
			Gains(Resist, 1, TriggerSubject, UntilYourNext).Say("they gain Resist +1 until your next turn starts")))
}
