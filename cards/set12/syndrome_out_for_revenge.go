package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 4 comes from the catalogue. The Robot card to play may be the
	// one just returned; the character to shift it onto is chosen with it
	// ("up to 1": none plays it normally), and a card without Shift or
	// with nothing to shift onto is simply played (8.10.1).
	robot := CharacterCards().Class("Robot")
	card("Syndrome - Out for Revenge",
		Whenever("Got Me Monologuing!", EvQuested,
			PutInHand(Chosen(robot.Yours().InZoneOf(ZoneDiscard))),
			Choose(Chosen(robot.CostAtMost(8).Yours().InZoneOf(ZoneHand))).Optional().
				Say("you may choose a Robot character card with cost 8 or less in your hand"),
			Choose(UpToChosen(1, Chars().Yours().ShiftTargetFor(1))).IfYouDo().
				Say("choose up to 1 character of yours to shift it onto"),
			PlayThatForFree(1, 2).When(ChosenIs(1, robot.InZoneOf(ZoneHand))).
				Say("play it for free, using its Shift onto that character if one was chosen")))
}
