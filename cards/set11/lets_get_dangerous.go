package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.7.6: each player's part in turn order from the active player: they
	// shuffle, reveal their own top card, decide themselves whether to play
	// it (a character) for free, and a card not played goes to the bottom
	// of their own deck (docs/rules-notes.md).
	card("Let's Get Dangerous", OnPlay(EachPlayer(0,
		ShuffleYourDeck().For(TgtOpponent).Say("each player shuffles their deck"),
		RevealTop(0).For(TgtOpponent).Say("reveals their deck's top card"),
		MayPlayRevealed(0, CharacterCards()).ChosenByOpponent().Say("if it's a character card, they may play it for free"),
		ToBottom(Them(0)).IfTheyDont().Say("otherwise, it goes on the bottom of their deck"),
	)...))
}
