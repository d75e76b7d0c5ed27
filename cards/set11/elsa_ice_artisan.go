package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 4 comes from the catalogue. 6.2.6: one trigger for playing her
	// or playing a location of yours (OrThis).
	card("Elsa - Ice Artisan",
		WheneverAny("Endless Winter", EvPlayed, LocationsF().Yours(),
			Exert(Chosen(Chars().StrengthAtMost(3))).Optional()).OrThis(),
		StaticOf("Distant Call", SelfGets(StatLore, 3)).If_(AtALocation()))
}
