package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Dr. Facilier - Agent Provocateur",
		WheneverAny("Into the Shadows", EvBanished, Chars().Yours().Others(),
			ReturnToHand(TriggerSubject).Optional()).InChallenge())
}
