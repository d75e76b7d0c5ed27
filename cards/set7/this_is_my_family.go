package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("This Is My Family", OnPlay(GainLore(1), Draw(1)))
}
