package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Tinker Bell - Snowflake Collector",
		StaticOf("Flurry of Delight", SelfGains(Evasive, 0)).If_(YouHave(CardsInYourHand(), 4)),
		StaticOf("Spectacular Find", SelfGets(StatLore, 3)).If_(YouHave(CardsInYourHand(), 7)))
}
