package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The "may" covers choosing the character; once one is chosen its lore
	// is gained and it is returned (docs/rules-notes.md).
	card("Camilo Madrigal - Family Copycat",
		Whenever("Imitate", EvQuested,
			Choose(Chosen(Chars().Yours().Others())).Optional().Say("you may choose another character of yours"),
			GainLoreEqualTo(0, StatLore),
			ReturnToHand(Them(0))))
}
