package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Kakamora - Band of Pirates",
		StaticOf("Showboating", SelfGains(Challenger, 3)).If_(YouHave(Chars().Class("Pirate").Others(), 1)))
}
