package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Buzz Lightyear - On the Way",
		WheneverYouPayToPlay("Secret Mission", 2, NonCharacterCards(), Draw(1), Discard(1, TgtYou)),
		WheneverYouPayToPlay("World's Greatest Toy", 2, CharacterCards(),
			Deal(1, Chosen(Chars().Opposing().IsDamaged()))))
}
