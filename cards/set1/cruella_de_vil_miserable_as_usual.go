package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Cruella De Vil - Miserable as Usual",
		WhenChallengedAndBanished("You’ll Be Sorry!", ReturnToHand(Chosen(Chars())).Optional()))
}
