package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The revealed character cards all go into the hand: the split is asked
	// as a choice that must take every one of them (scenarios.md rule 3).
	card("Invited to the Ball", OnPlay(
		RevealTopCards(2),
		PutIntoHandFromLook(2, CharacterCards()).Say("put the revealed character cards into your hand"),
		RestOnBottom()))
}
