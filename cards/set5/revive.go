package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Revive", OnPlay(PlayForFree(CharacterCards().CostAtMost(5).InZoneOf(ZoneDiscard))))
}
