package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Exert 4 items of yours" is an alternate cost (4.3.2.2): items can be
	// exerted the turn they're played, but not items already exerted.
	card("Scrooge McDuck - Resourceful Miser",
		PlayThisForFreeBy("Put It to Good Use", Cost{ExertOne: ExertOneOfYour(ItemsF()), ExertN: 4}),
		WhenPlayed("Fortune Hunter", LookTop(4), MayRevealFromLook(ItemsF()), RestOnBottom()))
}
