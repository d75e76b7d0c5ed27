package set9

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Timothy Q. Mouse - Flight Instructor",
		StaticOf("Let's Show 'Em, Dumbo!", SelfGets(StatLore, 1)).
			If_(YouHave(Chars().WithKeyword(Evasive), 1)))
}
