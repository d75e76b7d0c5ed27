package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Rush comes from the catalogue. The player is chosen (6.1.3) as one
	// of two options: you, or an opponent ("they": chosen as the option
	// resolves, nothing asked with one); up to 2 cards of that one
	// player's discard are chosen, then ordered on the bottom of their
	// deck (7.2.3; docs/rules-notes.md).
	card("Taran - Magically Armed",
		WhenPlayed("Weaken the Cauldron", OneOfSteps(0,
			[]Step{
				Choose(UpToChosen(2, AnyCard().Yours().InZoneOf(ZoneDiscard))).
					Say("you pick yourself: choose up to 2 cards in your discard"),
				ToBottom(Them(0)).InAnyOrder().Say("put them on the bottom of your deck in any order"),
			},
			[]Step{
				Choose(UpToChosen(2, AnyCard().Theirs().InZoneOf(ZoneDiscard))).
					Say("you pick an opponent: choose up to 2 cards in their discard"),
				ToBottom(Them(1)).InAnyOrder().Say("put them on the bottom of their deck in any order"),
			})...))
}
