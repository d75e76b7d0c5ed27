package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The "unless" is checked as the discard would happen (6.2.4).
	card("Launchpad - Trusty Sidekick",
		Activate("What Did You Need?", Cost{Exert: true},
			Draw(1),
			Discard(1, TgtYou).When(Unless(YouHave(Chars().Named("Darkwing Duck"), 1)))))
}
