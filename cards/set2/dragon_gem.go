package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Dragon Gem",
		Activate("Bring Back to Life", Cost{Exert: true, Ink: 3},
			ReturnToHand(Chosen(CharacterCards().WithKeyword(Support).InZoneOf(ZoneDiscard).Yours())).
				Say("return a character card with Support to your hand from your discard")))
}
