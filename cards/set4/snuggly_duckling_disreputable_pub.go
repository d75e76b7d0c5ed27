package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Gain 3 instead" is a self-replacement checked as the ability
	// resolves (6.5.3, 6.5.6).
	strong := Chars().StrengthAtLeast(6)
	card("Snuggly Duckling - Disreputable Pub",
		WheneverAny("Routine Ruckus", EvChallenges, Chars().StrengthAtLeast(3).AtThisLocation(),
			GainLore(1).When(Unless(SubjectIs(strong))).Say("gain 1 lore"),
			GainLore(3).When(SubjectIs(strong)).Say("if the challenging character has 6 strength or more, gain 3 lore instead")).
			WithOther(Chars())) // "another character": not a location (4.6.8)
}
