package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The search is a choice among the cards of her player's deck; with no
	// Madrigal character card there nothing is found and nothing more happens.
	card("Alma Madrigal - Family Matriarch",
		WhenPlayed("To the Table",
			SearchDeck(0, CharacterCards().Class("Madrigal")).Optional(),
			ShuffleYourDeck().IfYouDo(),
			ToTop(Them(0)).IfYouDo()))
}
