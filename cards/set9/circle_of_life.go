package set9

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Circle of Life", OnPlay(PlayForFree(CharacterCards().Yours().InZoneOf(ZoneDiscard))))
}
