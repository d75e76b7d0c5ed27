package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Hercules - Young Rescuer",
		WhenPlayed("Heroic Sacrifice", DiscardHands(TgtYou).Optional(),
			PutInHand(Chosen(AnyCard().Yours().InZoneOf(ZoneDiscard))).IfYouDo()))
}
