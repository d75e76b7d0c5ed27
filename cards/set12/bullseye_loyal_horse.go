package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Bullseye - Loyal Horse",
		PayLessForThis("Let's Ride", 1,
			YouHave(Chars().Yours().Named("Woody"), 1).OrIf(YouHave(Chars().Yours().Named("Jessie"), 1)),
			Chars().Named("Bullseye")))
}
