package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Jock - Attentive Uncle",
		WhenPlayed("Voice of Experience", GainLore(2)).If_(YouHave(Chars().Yours().Others(), 3)))
}
