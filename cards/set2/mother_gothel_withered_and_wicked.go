package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Mother Gothel - Withered and Wicked",
		StaticOf("What Have You Done?!", EntersPlayWithDamage(3)))
}
