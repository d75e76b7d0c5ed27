package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The optional 2 {I} payment before the choice: the choice happens only if the ink
	// was paid (6.1.5.1); an option that can't be done can't be chosen
	// while another can (6.1.5.2).
	options := ChooseOne(1,
		[]Step{Discard(1, TgtEachOpponent)},
		[]Step{Gets(StatStrength, 2, Chosen(Chars()), ThisTurn)},
		[]Step{Banish(Chosen(Chars().IsDamaged()))})
	options[0] = options[0].IfYouDo()
	card("Anna - Diplomatic Queen",
		WhenPlayed("Royal Resolution", append([]Step{PayInk(2).Optional()}, options...)...))
}
