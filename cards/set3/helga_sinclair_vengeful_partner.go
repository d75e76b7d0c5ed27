package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Helga Sinclair - Vengeful Partner",
		WhenChallengedAndBanished("Nothing Personal", Banish(TriggerOther).Say("banish the challenging character")))
}
