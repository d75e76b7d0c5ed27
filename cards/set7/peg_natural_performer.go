package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Peg - Natural Performer",
		Activate("Captive Audience", Cost{Exert: true}, Draw(1).When(YouHave(Chars().Yours().Others(), 3))))
}
