package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Kenai - Protective Brother",
		AtEndOfYourTurn("He Needs Me", Ready(Chosen(Chars().Yours().Others())).Optional(), RemoveAllDamage(Them(0))).
			If_(SourceExerted()))
}
