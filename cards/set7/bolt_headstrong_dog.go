package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "If he has no damage" is a secondary condition (6.2.4): checked as the
	// effect resolves.
	card("Bolt - Headstrong Dog",
		Whenever("There's No Turning Back", EvQuested, Draw(1).Optional(), Discard(1, TgtYou).IfYouDo()).
			If_(ThisHas(AnyCard().IsUndamaged())))
}
