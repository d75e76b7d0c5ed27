package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "A damaged character" is read as the challenge is declared (4.6.5),
	// when the trigger does; the ready waits for the end of that challenge
	// (4.6.7).
	card("Prince Phillip - Swordsman of the Realm",
		WhenPlayed("Slayer of Dragons", Banish(Chosen(Chars().Opposing().Class("Dragon")))),
		Whenever("Pressing the Advantage", EvChallenges, AfterTheChallenge(Ready(ThisCard))).
			WithOther(Chars().IsDamaged()))
}
