package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Baymax - Giant Robot",
		WhenPlayed("Functionality Improved", RemoveAllDamage(ThisCard)).If_(UsedShift()))
}
