package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Steady Aim: once for each opposing character an action of yours deals
	// damage to (after Resist, 8.8.1); Merida's own 2 is dealt by her
	// ability, not by an action, so it doesn't trigger itself.
	card("Merida - Formidable Archer",
		WhenPlayed("Full Quiver",
			PutInHand(Chosen(ActionsF().Named("Three Arrows").Yours().InZoneOf(ZoneDiscard))).Optional()),
		WheneverAny("Steady Aim", EvDealtDamage, ActionsF().Yours(),
			Deal(2, TriggerOther).Say("deal 2 damage to that character")).WithOther(Chars().Opposing()))
}
