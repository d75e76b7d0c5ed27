package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 3.4.1.1, 6.2.4: both conditions are checked as the ability resolves.
	card("Mr. Smee - Bumbling Mate",
		AtEndOfYourTurn("Oh Dear, Dear, Dear",
			Deal(1, ThisCard).When(Unless(YouHave(Chars().Yours().Class("Captain"), 1)))).
			If_(SourceExerted()))
}
