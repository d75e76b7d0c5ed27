package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Right Behind You", OnPlay(
		Draw(1),
		PlayForFree(Chars().Class("Seven Dwarfs")).Optional().
			When(YouHave(Chars().Yours().Class("Seven Dwarfs"), 1).AndWhile(YouHave(Chars().Yours().Class("Princess"), 1)))))
}
