package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "If a character sang this song": played by singing (5.4.4.2,
	// 8.12.1), checked as that part resolves.
	card("What Else Can I Do?",
		OnPlay(LookTop(2), PutIntoHandFromLook(1, AnyCard()).Say("put one into your hand"), RestIntoInkwell(true),
			Gains(Ward, 0, Each(Chars().Yours()), UntilYourNext).When(SingersAtLeast(1))))
}
