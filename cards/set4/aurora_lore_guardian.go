package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 2 comes from the catalogue.
	card("Aurora - Lore Guardian",
		StaticOf("Preserver", OpponentsCantChoose(ItemsF().Yours())),
		Activate("Royal Inventory", Cost{ExertOne: ExertOneOfYour(ItemsF())},
			append([]Step{LookTop(1)}, TopOrBottom(1)...)...))
}
