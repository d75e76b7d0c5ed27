package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Pete - Games Referee",
		WhenPlayed("Blow the Whistle", OpponentsCantPlayFor(ActionsF(), UntilYourNext)))
}
