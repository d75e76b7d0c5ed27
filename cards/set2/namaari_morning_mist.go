package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Namaari - Morning Mist", StaticOf("Blades", SelfCanChallengeReady()))
}
