package set9

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Both names are secondary "if" conditions checked as it resolves (6.2.4).
	card("Huey - Savvy Nephew",
		Whenever("Three Nephews", EvQuested,
			Draw(3).Optional().When(YouHave(Chars().Named("Louie"), 1))).
			If_(YouHave(Chars().Named("Dewey"), 1)))
}
