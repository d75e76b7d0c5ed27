package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Ed - Laughing Hyena",
		WhenPlayed("Cause a Panic", Deal(2, Chosen(Chars().IsDamaged())).Optional()))
}
