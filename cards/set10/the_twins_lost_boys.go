package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("The Twins - Lost Boys",
		WhenPlayed("Two for One", Deal(2, Chosen(Chars())).Optional()).If_(YouHave(LocationsF().Yours(), 1)))
}
