package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.1.3: up to 2, different characters; strength as the choice is made.
	card("Grab Your Bow", OnPlay(Banish(UpToChosen(2, Chars().StrengthAtMost(2)))))
}
