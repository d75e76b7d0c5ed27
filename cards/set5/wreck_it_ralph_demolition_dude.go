package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Counted as the ability resolves (6.1.8); it triggers in his Ready step
	// too (3.2.1.4) and resolves in the Set step.
	card("Wreck-It Ralph - Demolition Dude",
		Whenever("Refreshing Break", EvReadied, GainLore(1).ForEachDamageOnThis()))
}
