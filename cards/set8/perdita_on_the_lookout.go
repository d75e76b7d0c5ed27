package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Perdita - On the Lookout",
		StaticOf("Keeping Watch", SelfGets(StatWillpower, 1)).If_(YouHave(Chars().Class("Puppy"), 1)))
}
