package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The second option is "[A] to [B]" (6.1.5.1): with no Pull the Lever!
	// in the discard it can't be chosen (6.1.5.2).
	card("Wrong Lever!",
		OnPlay(ChooseOne(0,
			[]Step{ReturnToHand(Chosen(Chars()))},
			[]Step{
				ToBottom(Chosen(AnyCard().Named("Pull the Lever!").InZoneOf(ZoneDiscard).Yours())),
				ToBottom(Chosen(Chars())).IfYouDo(),
			})...))
}
