package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Tweedledee & Tweedledum - Strange Storytellers",
		Whenever("Another Recitation", EvQuested, ReturnToHand(Chosen(Chars().IsDamaged())).Optional()))
}
