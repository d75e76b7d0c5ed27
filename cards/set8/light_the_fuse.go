package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Light the Fuse", OnPlay(Deal(1, Chosen(Chars())).Times(Chars().Yours().IsExerted())))
}
