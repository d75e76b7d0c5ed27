package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Blast from Your Past", OnPlay(
		NameACard(),
		PutInHand(Each(CharacterCards().InZoneOf(ZoneDiscard).Yours().WithTheNamedName())).
			Say("return all character cards with that name to your hand from your discard")))
}
