package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Seeking the Half Crown",
		PayLessForThisForEach("", 1, Chars().Yours().Class("Sorcerer"), ActionsF().Named("Seeking the Half Crown")),
		OnPlay(Draw(2)))
}
