package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Once per turn, you may [cost] to [effect]": an activated ability
	// (6.3.1) of the location, as Pongo - Determined Father's. The
	// character exerted to pay it (a dry one, 4.4.2.1) is "them".
	card("Sugar Rush Speedway - Starting Line",
		Activate("On Your Marks!", Cost{ExertOne: ExertOneOfYour(Chars().AtThisLocation())},
			Deal(1, Them(PaidSlot)).Say("deal them 1 damage"),
			MoveThemTo(PaidSlot, Chosen(LocationsF().Yours().Others())).
				Say("move them to another location of yours for free")).Once())
}
