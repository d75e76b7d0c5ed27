package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Kuzco - Temperamental Emperor",
		WhenChallengedAndBanished("No Touchy!", Banish(TriggerOther).Optional().Say("you may banish the challenging character")))
}
