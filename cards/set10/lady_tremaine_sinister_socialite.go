package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Lady Tremaine - Sinister Socialite",
		Whenever("Expedient Schemes", EvQuested,
			PlayForFree(ActionsF().Yours().CostAtMost(5).InZoneOf(ZoneDiscard)).Optional().ThenToBottom()).
			If_(PutCardUnderThisTurn()))
}
