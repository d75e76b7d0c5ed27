package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The "if" is checked as the ability triggers and as it resolves (6.2.4).
	card("Anna - Trusting Sister",
		WhenPlayed("We Can Do This Together", TopCardIntoInkwell(true, true)...).If_(YouHave(Chars().Yours().Named("Elsa"), 1)))
}
