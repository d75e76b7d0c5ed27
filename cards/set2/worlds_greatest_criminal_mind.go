package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("World's Greatest Criminal Mind", OnPlay(Banish(Chosen(Chars().StrengthAtLeast(5)))))
}
