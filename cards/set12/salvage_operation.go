package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The lore is checked as that part resolves, whether or not an item
	// card came back (6.1.5, 1.7.7).
	card("Salvage Operation",
		OnPlay(PutInHand(Chosen(ItemsF().Yours().InZoneOf(ZoneDiscard))),
			GainLore(1).When(YouHave(Chars().Yours().WillpowerAtLeast(4), 1))))
}
