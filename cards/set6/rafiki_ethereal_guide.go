package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Rafiki - Ethereal Guide",
		WheneverYouInk("Astral Attunement", Draw(1).Optional()).During(DuringYourTurn()))
}
