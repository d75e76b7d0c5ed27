package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.2.4: the hands are compared as the ability resolves, Yzma already
	// in the discard; each opponent's hand must be smaller than yours.
	card("Yzma - Transformed Kitten",
		Whenever("I Win", EvBanished, ReturnToHand(ThisCard).Optional().Say("you may return this card to your hand")).
			If_(MoreThanEachOpponent(AnyCard().InZoneOf(ZoneHand))))
}
