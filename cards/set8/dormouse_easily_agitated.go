package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Dormouse - Easily Agitated",
		WhenPlayed("Very Rude Indeed", PutDamage(1, Chosen(Chars())).Optional()))
}
