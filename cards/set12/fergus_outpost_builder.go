package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Just the Spot: one optional choice among the locations of the hand
	// and the discard (6.1.4: the may first; 6.1.3.1: the zones limit the
	// choice, they are not two effects to pick from). Hold Fast:
	// "challenged and banished" is banished in a challenge as the one
	// challenged (4.6.6), any player's location.
	location := LocationsF().CostAtMost(4)
	card("Fergus - Outpost Builder",
		Whenever("Just the Spot", EvExerted,
			PlayForFree(location.InHand().OrInZoneOf(ZoneDiscard)).Optional()).
			During(DuringYourTurn()),
		WheneverAny("Hold Fast", EvBanished, LocationsF(),
			Deal(4, Chosen(Chars())).Optional()).InChallenge().During(AtALocation()))
}
