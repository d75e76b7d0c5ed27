package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Just the Spot: a location from either zone, one choice (6.1.4): the
	// player picks the zone, then the card. Hold Fast: "challenged and
	// banished" is banished in a challenge as the one challenged (4.6.6),
	// any player's location.
	location := LocationsF().CostAtMost(4)
	card("Fergus - Outpost Builder",
		Whenever("Just the Spot", EvExerted, MayOneOf(0,
			PlayForFree(location).Say("play a location with cost 4 or less from your hand for free"),
			PlayForFree(location.InZoneOf(ZoneDiscard)).Say("play a location with cost 4 or less from your discard for free"))...).
			During(DuringYourTurn()),
		WheneverAny("Hold Fast", EvBanished, LocationsF(),
			Deal(4, Chosen(Chars())).Optional()).InChallenge().During(AtALocation()))
}
