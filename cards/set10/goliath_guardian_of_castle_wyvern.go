package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Goliath - Guardian of Castle Wyvern",
		WheneverAny("Be Careful, All of You", EvChallenges, Chars().Yours().Class("Gargoyle"), GainLore(1)).WithOther(Chars()),
		// 6.4.4.2: "If [condition], [effect]" on a static ability.
		StaticOf("Stone by Day", SelfCant(CantReady)).If_(YouHave(CardsInYourHand(), 3)))
}
