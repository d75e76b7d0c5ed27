package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.1.5.2: choose one; the first option's character is chosen once and
	// gets both effects.
	card("Education or Elimination",
		OnPlay(ChooseOne(0,
			[]Step{Draw(1), Gets(StatLore, 1, Chosen(Chars().Yours()), UntilYourNext), Gains(Evasive, 0, Them(0), UntilYourNext)},
			[]Step{Banish(Chosen(Chars().IsDamaged()))})...))
}
