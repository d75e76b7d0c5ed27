package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	robotsHere := Chars().Class("Robot").AtThisLocation()
	card("The Island of Nomanisan - Syndrome's Headquarters",
		StaticOf("Research & Development", CardsGet(robotsHere, StatStrength, 1), CardsGet(robotsHere, StatWillpower, 1)),
		WheneverAny("Cheap Shot", EvBanishedOther, Chars().AtThisLocation(),
			Deal(2, Chosen(Chars())).Optional()).InChallenge().Once().During(DuringYourTurn()))
}
