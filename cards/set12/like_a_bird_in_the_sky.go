package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Like A Bird In the Sky",
		OnPlay(Gets(StatLore, 1, Chosen(Chars()), UntilYourNext), Gains(Evasive, 0, Them(0), UntilYourNext)))
}
