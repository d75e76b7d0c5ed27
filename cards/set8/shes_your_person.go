package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("She's Your Person", OnPlay(ChooseOne(0,
		[]Step{RemoveUpTo(3, Chosen(Chars()))},
		[]Step{RemoveUpTo(3, Each(Chars().Yours().WithKeyword(Bodyguard))).
			Say("remove up to 3 damage from every character of yours with Bodyguard")})...))
}
