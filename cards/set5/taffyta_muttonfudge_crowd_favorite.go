package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Taffyta Muttonfudge - Crowd Favorite",
		WhenPlayed("Showstopper", EachOpponentLoses(1)).If_(YouHave(LocationsF(), 1)))
}
