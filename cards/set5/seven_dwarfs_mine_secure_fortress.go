package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Deal 2 instead" for a Knight is a self-replacement effect, written as
	// the step's own amount (6.5.6, 6.5.7.1).
	knight := Chars().Class("Knight")
	card("Seven Dwarfs' Mine - Secure Fortress",
		WheneverAny("Mountain Defense", EvMoved, Chars().Yours().AtThisLocation(),
			Choose(Chosen(Chars())).Optional().Say("you may choose a character"),
			Deal(1, Them(0)).When(Unless(SubjectIs(knight))).Say("deal 1 damage to it"),
			Deal(2, Them(0)).When(SubjectIs(knight)).Say("if the moved character is a Knight, deal 2 damage to it instead")).
			FirstTimeEachTurn().During(DuringYourTurn()))
}
