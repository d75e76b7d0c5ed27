package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Frying Pan",
		Activate("Clang!", Cost{BanishSelf: true}, Cant(CantChallenge, Chosen(Chars()), DuringTheirNext)))
}
