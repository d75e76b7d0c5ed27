package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Elinor - Renowned Diplomat",
		AtEndOfYourTurn("Coordinated Efforts",
			Deal(1, Chosen(Chars().Opposing())), GainLore(1), Draw(1)).
			If_(YouHave(Chars().Yours().IsExerted(), 3)))
}
