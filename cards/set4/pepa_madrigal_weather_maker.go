package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "That character" is the one chosen, even if it was already exerted;
	// whether it is at a location is seen in its player's next Ready step.
	card("Pepa Madrigal - Weather Maker",
		WhenPlayed("It Looks Like Rain",
			Exert(Chosen(Chars().Opposing())).Optional(),
			SkipNextReadyUnlessAtLocation(Them(0))))
}
