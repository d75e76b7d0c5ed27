package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Fangmeyer - Icy Officer",
		WhenPlayed("Request Reinforcements",
			ReturnToHand(Chosen(CharacterCards().Yours().Class("Detective").InZoneOf(ZoneDiscard))).Optional().
				Say("you may return a chosen Detective character card from your discard to your hand")))
}
