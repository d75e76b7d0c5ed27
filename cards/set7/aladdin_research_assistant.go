package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Aladdin - Research Assistant",
		Whenever("Helping Hand", EvQuested, PlayForFree(CharacterCards().Class("Ally").CostAtMost(3)).Optional()),
		StaticOf("Put in the Effort", CardsGet(Chars().Yours().Class("Ally"), StatStrength, 1)).If_(SourceExerted()))
}
