package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Sing Together 9 comes from the catalogue; the count is of the
	// characters that sang it (8.12.1).
	card("Fantastical and Magical", OnPlay(
		Draw(1).Times(Chars().ThatSang()),
		GainLore(1).Times(Chars().ThatSang())))
}
