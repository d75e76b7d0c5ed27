package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Doc - Taking Notes",
		WhenPlayed("Share Knowledge", Draw(1)).
			If_(YouHave(Chars().Yours().Others().Class("Seven Dwarfs", "Princess"), 1)))
}
