package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Recovered Page",
		WhenPlayed("What Is to Come", LookTop(4), MayRevealFromLook(CharacterCards()), RestOnBottom()),
		Activate("Whispered Power", Cost{Ink: 1, BanishSelf: true},
			PutTopCardUnder(Chosen(AnyCard().OfType(Characters|Locations).Yours().WithKeyword(Boost)))))
}
