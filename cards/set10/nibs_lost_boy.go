package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Nibs - Lost Boy",
		Whenever("Look Who's Back", EvBanished, ReturnToHand(ThisCard).Say("return this card to your hand")).InChallenge())
}
