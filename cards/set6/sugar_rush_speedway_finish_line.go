package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "[A] to [B]" (6.1.5.1): the lore and the cards only if the location
	// was banished.
	card("Sugar Rush Speedway - Finish Line",
		WheneverAny("Bring It Home, Kid!", EvMoved, Chars().Yours().AtThisLocation(),
			Banish(ThisCard).Optional(),
			GainLore(3).IfYouDo(),
			Draw(3).IfYouDo().Say("draw 3 cards")).
			FromALocation())
}
