package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The Beast is chosen into slot 1: the damage move reads the card it
	// leaves from slot 0 (MoveUpToDamageCounters).
	belle := YouHave(Chars().Named("Belle"), 1)
	move := MoveUpToDamageCounters(3, Chars(), Chars().Opposing())
	card("Mystical Rose",
		Activate("Dispel the Entanglement", Cost{BanishSelf: true},
			Gets(StatLore, 2, Sel{Target: TgtChosen, Filter: Chars().Named("Beast"), Count: 1, Slot: 1}, ThisTurn),
			move[0].When(belle).Say("if you have a character named Belle in play, choose a character to move damage from"),
			move[1].When(belle).Say("move up to 3 damage from it to a chosen opposing character")))
}
