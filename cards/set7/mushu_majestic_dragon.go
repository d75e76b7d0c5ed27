package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The Resist +2 for that challenge is an applied effect on the
	// challenging character that ends when the challenge is over (4.6.7);
	// it resolves before the Challenge Damage step (4.6.5). "One of your
	// characters" includes Mushu himself.
	card("Mushu - Majestic Dragon",
		WheneverAny("Intimidating and Awe-Inspiring", EvChallenges, Chars().Yours(),
			Gains(Resist, 2, TriggerSubject, WhileChallenging).Say("they have Resist +2 for that challenge")),
		WheneverAny("Guardian of Lost Souls", EvBanishedOther, Chars().Yours(), GainLore(2)).
			During(DuringYourTurn()).InChallenge().WithOther(Chars()))
}
