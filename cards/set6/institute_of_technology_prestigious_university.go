package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Institute of Technology - Prestigious University",
		StaticOf("Welcome to the Lab", CardsGet(Chars().Class("Inventor").AtThisLocation(), StatWillpower, 1)),
		AtStartOfYourTurn("Push the Boundaries", GainLore(1)).If_(CharactersHere(1)))
}
