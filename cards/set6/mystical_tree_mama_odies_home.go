package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	move := MoveDamageCounters(1, Chars().AtThisLocation(), Chars().Opposing())
	move[0] = move[0].Optional().Say("you may choose a character here to move 1 damage counter from")
	move[1] = move[1].IfYouDo()
	card("Mystical Tree - Mama Odie's Home",
		AtStartOfYourTurn("Not Bad", move...),
		AtStartOfYourTurn("Hard-Earned Wisdom", GainLore(1)).If_(YouHave(Chars().Named("Mama Odie").AtThisLocation(), 1)))
}
