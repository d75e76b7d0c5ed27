package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Characters with damage in play" counts every player's, her own included.
	card("Queen of Hearts - Haughty Monarch",
		StaticOf("Count Off!", SelfGets(StatLore, 3)).If_(InPlay(Chars().IsDamaged(), 5)))
}
