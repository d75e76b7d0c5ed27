package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Gyro Gearloose - Gadget Whiz",
		Activate("Now Try to Keep Up", Cost{Exert: true},
			ToTop(Chosen(ItemsF().Yours().InZoneOf(ZoneDiscard)))))
}
