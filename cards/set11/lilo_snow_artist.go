package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Lilo - Snow Artist",
		StaticOf("Creative Inspiration", SelfGets(StatLore, 1)).If_(YouHave(Chars().Yours().Named("Stitch"), 1)))
}
