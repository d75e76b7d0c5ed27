package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Munchings and Crunchings",
		Activate("What a Juicy Apple", Cost{Exert: true}, RemoveUpTo(2, Chosen(Chars()))),
		StaticOf("Come On Out", PayLess(1, Chars().Yours().Named("Gurgi").InHand())))
}
