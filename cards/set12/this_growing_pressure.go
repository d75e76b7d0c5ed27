package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("This Growing Pressure", OnPlay(
		Cant(CantChallenge, Chosen(Chars().Opposing()), DuringTheirNext),
		MustQuestIfAble(Them(0), DuringTheirNext),
		Draw(1)))
}
