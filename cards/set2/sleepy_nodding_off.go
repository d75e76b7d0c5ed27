package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Sleepy - Nodding Off", StaticOf("Yawn!", SelfEntersExerted()))
}
