package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Lena Sabrewing - Mysterious Duck",
		WhenPlayed("Arcane Connection", GainLore(1)).
			If_(YouHave(CharsOrLocations().Yours().WithCardUnder(), 1)))
}
