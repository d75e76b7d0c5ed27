package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Support printed or granted counts (Filter.WithKeyword: the keyword now).
	card("Nick Wilde - Soggy Fox",
		StaticOf("Nice to Have a Partner", SelfGets(StatStrength, 2)).
			If_(YouHave(Chars().Others().WithKeyword(Support), 1)))
}
