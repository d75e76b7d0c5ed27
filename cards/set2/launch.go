package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.1.5.1 Example A: "[A] to [B]": no item of yours banished, no damage.
	card("Launch", OnPlay(Banish(Chosen(ItemsF().Yours())), Deal(5, Chosen(Chars())).IfYouDo()))
}
