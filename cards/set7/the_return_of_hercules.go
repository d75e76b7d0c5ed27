package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("The Return of Hercules", OnPlay(EachPlayerMayPlayForFree(0, CharacterCards())...))
}
