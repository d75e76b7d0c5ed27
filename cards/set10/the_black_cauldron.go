package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("The Black Cauldron",
		Activate("The Cauldron Calls", Cost{Exert: true, Ink: 1},
			PutFaceupUnderThis(Chosen(CharacterCards().Yours().InZoneOf(ZoneDiscard)))),
		Activate("Rise and Join Me!", Cost{Exert: true, Ink: 1},
			MayPlayFromUnderThis(CharacterCards(), ThisTurn)))
}
