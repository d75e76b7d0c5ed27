package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("RC - Remote-Controlled Car",
		StaticOf("Low Batteries", PayToQuestOrChallenge(1)))
}
