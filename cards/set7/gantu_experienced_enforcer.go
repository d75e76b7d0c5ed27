package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Characters can't exert to sing songs": every character, those that
	// enter play later included (a continuous effect of a resolved ability,
	// 6.4.2.1), until the start of his player's next turn, Gantu in play or
	// not.
	card("Gantu - Experienced Enforcer",
		WhenPlayed("Close All Channels", Cant(CantExertToSing, Each(Chars()), UntilYourNext).Continuously()),
		StaticOf("Don't Get Any Ideas", EachPlayerPaysMore(2, AnyCard().OfType(Actions|Items))))
}
