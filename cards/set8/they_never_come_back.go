package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("They Never Come Back",
		OnPlay(SkipNextReady(UpToChosen(2, Chars())), Draw(1)))
}
