package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Lyle Tiberius Rourke - Cunning Mercenary",
		WhenPlayed("Well, Now You Know", Gains(Reckless, 0, Chosen(Chars().Opposing()), DuringTheirNext)),
		WheneverAny("Thanks for Volunteering", EvBanished, Chars().Yours().Others(), EachOpponentLoses(1)))
}
