package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Casa Madrigal - Courtyard",
		WheneverAny("Healing Home", EvQuested, Chars().AtThisLocation(),
			RemoveUpTo(2, TriggerSubject).Optional().Say("you may remove up to 2 damage from that character"),
			RemoveUpTo(2, ThisCard).Optional().Say("you may take up to 2 damage off this location")))
}
