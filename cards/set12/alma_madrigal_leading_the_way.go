package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Alma Madrigal - Leading the Way",
		WhenPlayed("Protecting the Family", Exert(Chosen(Chars().Opposing())).Optional()).
			If_(YouHave(Chars().Yours().Others().Class("Madrigal"), 1)))
}
