package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Li Shang himself gets it too while he has 4 strength or more.
	card("Li Shang - Valorous General",
		StaticOf("Lead the Charge", CardsGet(Chars().Yours().StrengthAtLeast(4), StatLore, 1)))
}
