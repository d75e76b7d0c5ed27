package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Putting It All Together", OnPlay(
		Cant(CantChallenge, Chosen(Chars().Opposing()), DuringTheirNext),
		Draw(1)))
}
