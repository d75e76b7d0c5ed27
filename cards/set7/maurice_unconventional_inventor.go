package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "[A] to [B]" (6.1.5.1): the draw only if the item was banished. "The
	// banished item" is the card chosen in slot 0, now in the discard
	// (7.1.6); with no item banished there is none, and nothing is asked.
	card("Maurice - Unconventional Inventor",
		WhenPlayed("How on Earth Did That Happen?",
			Banish(Chosen(ItemsF().Yours())).Optional().KeepsMoved(),
			Draw(1).IfYouDo(),
			Banish(Chosen(Chars().StrengthAtMost(2))).Optional().
				When(ChosenIs(0, ItemsF().Named("Maurice's Machine").InZoneOf(ZoneDiscard))).
				Say("if the banished item is named Maurice's Machine, you may also banish a chosen character with 2 strength or less")))
}
