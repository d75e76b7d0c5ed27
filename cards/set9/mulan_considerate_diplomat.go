package set9

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Mulan - Considerate Diplomat",
		Whenever("Imperial Invitation", EvQuested,
			LookTop(4),
			MayRevealFromLook(CharacterCards().Class("Princess")),
			RestOnBottom()))
}
