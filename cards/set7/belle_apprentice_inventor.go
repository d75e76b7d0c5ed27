package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Belle - Apprentice Inventor",
		PlayThisForFreeBy("What a Mess", Cost{BanishOne: BanishOneOfYour(ItemsF())}).If_(DuringYourTurn()))
}
