package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.1.13.2: "once per turn": each Taffyta's ability resolves once a turn.
	card("Taffyta Muttonfudge - Sour Speedster",
		Whenever("New Roster", EvMoved, GainLore(2)).Once())
}
