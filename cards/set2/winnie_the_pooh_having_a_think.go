package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Winnie the Pooh - Having a Think",
		Whenever("Hunny Pot", EvQuested, ToInkwell(Chosen(AnyCard().Yours().InHand()), false).Optional()))
}
