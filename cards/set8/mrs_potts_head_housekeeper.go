package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Mrs. Potts - Head Housekeeper",
		Activate("Clean Up", Cost{Exert: true, BanishOne: BanishOneOfYour(ItemsF())}, Draw(1)))
}
