package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 4 comes from the catalogue (8.10). One card from the top of
	// the deck under each other character of yours (5.1.1.7); "those
	// characters" are your other characters.
	card("Scrooge McDuck - Reformed Ebenezer",
		WhenPlayed("Spreading Joy",
			PutTopCardUnder(Each(Chars().Yours().Others())).Optional(),
			Gains(Ward, 0, Each(Chars().Yours().Others()), UntilYourNext).IfYouDo().
				Say("if you do, those characters gain Ward until your next turn starts")))
}
