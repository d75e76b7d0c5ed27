package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Malicious, Mean, and Scary", OnPlay(PutDamage(1, Each(Chars().Opposing()))))
}
