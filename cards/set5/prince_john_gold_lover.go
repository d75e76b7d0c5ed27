package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The item may come from hand or discard: the player first picks where
	// the item comes from, then the item (docs/rules-notes.md).
	items := ItemsF().CostAtMost(5)
	card("Prince John - Gold Lover",
		Activate("Beautiful, Lovely Taxes", Cost{Exert: true},
			OneOf(0,
				PlayForFree(items).EntersExerted().Say("play an item with cost 5 or less from your hand for free, exerted"),
				PlayForFree(items.InZoneOf(ZoneDiscard)).EntersExerted().Say("play an item with cost 5 or less from your discard for free, exerted"))...))
}
