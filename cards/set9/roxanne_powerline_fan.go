package set9

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Roxanne - Powerline Fan",
		StaticOf("Concert Lover", SelfGets(StatStrength, 1), SelfGets(StatLore, 1)).
			If_(YouHave(Chars().Yours().WithKeyword(Singer), 1)))
}
