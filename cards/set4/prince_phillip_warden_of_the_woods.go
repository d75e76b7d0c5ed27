package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Prince Phillip - Warden of the Woods",
		StaticOf("Shining Beacon", CardsGain(Chars().Yours().Others().Class("Hero"), Ward, 0)))
}
