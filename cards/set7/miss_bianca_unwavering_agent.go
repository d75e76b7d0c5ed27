package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Miss Bianca - Unwavering Agent",
		PayLessForThis("Have a Little Faith", 2, YouHave(Chars().Class("Ally"), 1), Chars().Named("Miss Bianca")))
}
