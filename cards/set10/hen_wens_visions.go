package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Hen Wen's Visions", OnPlay(LookTop(4), LookedOnTop(1), RestOnBottom()))
}
