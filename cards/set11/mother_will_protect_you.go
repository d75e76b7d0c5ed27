package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Mother Will Protect You",
		OnPlay(Cant(CantBeChallenged, Chosen(Chars()), UntilYourNext)))
}
