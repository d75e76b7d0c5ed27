package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Keep the Ancient Ways", OnPlay(
		OpponentsCantPlayFor(AnyCard().OfType(Actions|Items), UntilYourNext)))
}
