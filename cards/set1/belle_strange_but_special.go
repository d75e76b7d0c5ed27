package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Belle - Strange but Special",
		StaticOf("Read a Book", StaticEffect{Kind: StExtraInk}).If_(DuringYourTurn()),
		StaticOf("My Favorite Part!", SelfGets(StatLore, 4)).If_(YouHave(AnyCard().InZoneOf(ZoneInkwell), 10)))
}
