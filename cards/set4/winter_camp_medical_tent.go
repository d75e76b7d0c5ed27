package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Remove up to 4 instead" for a Hero is a self-replacement written as
	// the step's own amount (6.5.6).
	hero := Chars().Class("Hero")
	card("Winter Camp - Medical Tent",
		WheneverAny("Help the Wounded", EvQuested, Chars().AtThisLocation(),
			RemoveUpTo(2, TriggerSubject).When(Unless(SubjectIs(hero))).Say("remove up to 2 damage from that character"),
			RemoveUpTo(4, TriggerSubject).When(SubjectIs(hero)).Say("if that character is a Hero, remove up to 4 damage instead")))
}
