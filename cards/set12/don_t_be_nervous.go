package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	princess := CharacterCards().Class("Princess")
	twoDwarfs := YouHave(Chars().Yours().Class("Seven Dwarfs"), 2)
	card("Don't Be Nervous", OnPlay(
		SearchDeck(0, princess),
		PutInHand(Them(0)),
		ShuffleYourDeck(),
		Draw(2).When(twoDwarfs),
		GainLore(2).When(twoDwarfs)))
}
