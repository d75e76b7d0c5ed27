package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Billy Bones - Space Sailor",
		Whenever("Keep It Hidden", EvBanished, Banish(Chosen(AnyCard().OfType(Items|Locations))).Optional()))
}
