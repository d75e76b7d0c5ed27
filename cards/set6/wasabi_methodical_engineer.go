package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Its player gains 1 lore": the banished item's player, whoever that is
	// (7.1.6: the item is in the discard by then).
	card("Wasabi - Methodical Engineer",
		WhenPlayed("Blades of Fury", Banish(Chosen(ItemsF())).Optional(), ItsPlayerGainsLore(0, 1)),
		StaticOf("Quick Reflexes", SelfGains(Evasive, 0)).If_(DuringYourTurn()))
}
