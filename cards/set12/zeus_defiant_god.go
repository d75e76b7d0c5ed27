package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Zeus - Defiant God",
		StaticOf("Immortal Wound", EntersPlayWithDamage(4)))
}
