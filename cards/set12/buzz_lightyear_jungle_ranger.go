package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Buzz Lightyear - Jungle Ranger",
		WhenPlayed("Take Charge", PutInHand(Chosen(ActionsF().Yours().CostAtMost(7).InZoneOf(ZoneDiscard))).Optional()),
		WheneverAny("Advanced Training", EvPlayed, ActionsF().Yours(), Gets(StatLore, 1, Chosen(Chars()), ThisTurn)))
}
