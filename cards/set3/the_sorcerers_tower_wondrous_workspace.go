package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("The Sorcerer's Tower - Wondrous Workspace",
		StaticOf("Broom Closet", MoveHereForFree(Chars().Yours().Named("Magic Broom"))),
		StaticOf("Magical Power", CardsGet(Chars().AtThisLocation(), StatLore, 1)))
}
