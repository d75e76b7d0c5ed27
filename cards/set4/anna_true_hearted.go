package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.4.2.2: the Hero characters in play as it resolves get the bonus.
	card("Anna - True-Hearted",
		Whenever("Let Me Help You", EvQuested,
			Gets(StatLore, 1, Each(Chars().Yours().Others().Class("Hero")), ThisTurn)))
}
