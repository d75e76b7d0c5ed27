package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Fix-It Felix, Jr. - Delighted Sightseer",
		WhenPlayed("Oh, My Land!", Draw(1)).If_(YouHave(LocationsF().Yours(), 1)))
}
