package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Once for each song sung, however many characters sang it (Sing
	// Together).
	card("Pepa Madrigal - Sensitive Sister",
		WheneverYourCharactersSing("Clear Skies, Clear Skies", GainLore(1)))
}
