package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("The Colonel - Old Sheepdog",
		StaticOf("We've Got 'Em Outnumbered", SelfGets(StatStrength, 2), SelfGets(StatLore, 2)).
			If_(YouHave(Chars().Class("Puppy"), 3)))
}
