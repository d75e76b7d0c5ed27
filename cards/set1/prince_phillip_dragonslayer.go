package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Prince Phillip - Dragonslayer",
		WhenChallengesAndIsBanished("Heroism",
			Banish(TriggerOther).Optional().Say("you may banish the character it challenged")))
}
