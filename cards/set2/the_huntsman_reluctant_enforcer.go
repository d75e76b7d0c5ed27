package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("The Huntsman - Reluctant Enforcer",
		Whenever("Change of Heart", EvQuested, Draw(1).Optional(), Discard(1, TgtYou).IfYouDo()))
}
