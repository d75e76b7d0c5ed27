package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 7 comes from the catalogue. Any way an opposing character is
	// exerted during your turn (an effect: opponents take no turn actions
	// then) banishes it.
	card("Te Kā - Elemental Terror",
		WheneverAny("Ancient Rage", EvExerted, Chars().Opposing(), Banish(TriggerSubject)).
			During(DuringYourTurn()))
}
