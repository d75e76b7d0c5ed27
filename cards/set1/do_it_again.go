package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Do It Again!", OnPlay(ReturnToHand(Chosen(AnyCard().OfType(Actions).Yours().InZoneOf(ZoneDiscard))).
		Say("return an action card to your hand from your discard")))
}
