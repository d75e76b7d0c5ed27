package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Cheshire Cat - Not All There",
		WhenChallengedAndBanished("Lose Something?", Banish(TriggerOther).Say("banish the challenging character")))
}
