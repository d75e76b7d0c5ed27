package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Jumba Jookiba - Prolific Inventor",
		PayLessForThisForEach("Welcoming Crowd", 1, Chars().Yours(), Chars().Named("Jumba Jookiba")),
		Whenever("I Am Helping", EvQuested, RemoveAllDamage(Chosen(Chars())).Optional()))
}
