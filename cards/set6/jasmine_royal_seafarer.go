package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Jasmine - Royal Seafarer",
		WhenPlayed("By Order of the Princess",
			OneOf(0,
				Exert(Chosen(Chars().IsDamaged())),
				Gains(Reckless, 0, Chosen(Chars().Opposing()), DuringTheirNext))...))
}
