package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("The Queen - Devious Disguise",
		WhenPlayed("Evil Scheme", Draw(1).Optional(), GainLore(2).For(TgtEachOpponent).IfYouDo()),
		StaticOf("Jealous Heart", SelfGets(StatLore, 2)).If_(OpponentHasMoreLore()))
}
