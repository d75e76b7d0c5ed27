package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Perplexing Signposts",
		Activate("To Wonderland", Cost{BanishSelf: true}, ReturnToHand(Chosen(Chars().Yours()))))
}
