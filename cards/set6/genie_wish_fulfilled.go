package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Genie - Wish Fulfilled", WhenPlayed("What Comes Next?", Draw(1)))
}
