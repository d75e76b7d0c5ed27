package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Queen of Hearts - Capricious Monarch",
		WheneverAny("Off With Their Heads!", EvBanished, Chars().Opposing(), Ready(ThisCard).Optional()))
}
