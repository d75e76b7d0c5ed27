package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Pete - Steamboat Rival",
		WhenPlayed("Scram!", Banish(Chosen(Chars().Opposing())).Optional()).
			If_(YouHave(Chars().Others().Named("Pete"), 1)))
}
