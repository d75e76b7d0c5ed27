package engine

// Cond is a condition (6.4.3, 6.2.4).
type Cond struct {
	Kind   CondKind
	Filter Filter
	N      int8
	Not    bool // "unless" (6.4.4.1)
	// Also is a further condition that must hold too ("during your turn,
	// while this character is exerted", 6.1.13.6).
	Also *Cond
	// Else is an alternative condition: the whole holds when this one
	// (with Also) holds or Else holds ("if you have a character named
	// Lumiere or Cogsworth in play").
	Else *Cond
}

// CondKind says what a condition checks.
type CondKind uint8

const (
	CondTrue                        CondKind = iota
	CondYourTurn                             // "during your turn" (6.1.13.1)
	CondCount                                // you have at least N cards matching Filter
	CondSourceExerted                        // this card is exerted
	CondSourceAtLocation                     // this character is at a location
	CondHandAtMost                           // your hand has at most N cards
	CondOpponentCount                        // opponents have at least N cards matching Filter
	CondSlotMatches                          // the card chosen into slot N matches Filter
	CondSourceDamaged                        // this card is damaged (N > 1: has at least N damage)
	CondFirstTurn                            // it is the game's first turn
	CondSlotNamed                            // the card in slot N has the name the player named (OpNameCard)
	CondOpponentMoreInHand                   // an opponent has more cards in their hand than you
	CondOpponentMoreInInkwell                // an opponent has more cards in their inkwell than you
	CondSourceHasCardUnder                   // a card is under this card (as long as some card sits beneath it, 8.4.1, 8.10)
	CondPlayedWithShift                      // the trigger event is this card played using Shift (the play was a Shift, 8.10.1)
	CondSubjectMatches                       // the trigger event's subject matches Filter (e.g. the character that moved is a Knight)
	CondOpposingBanishedInChallenge          // an opposing character was banished in a challenge this turn
	CondOpponentLoreAtLeast                  // an opponent has N or more lore
	CondPlayedThisTurn                       // you played N or more cards matching Filter (types, classes, name, cost) this turn
	CondInPlayCount                          // N or more cards matching Filter are in play, any player's ("if a Princess character is in play")
	CondMoreThanEachOpponent                 // you have more cards matching Filter in play than each opponent has
	CondStrongestCharacter                   // one of your characters has more of stat N than each opposing character
	CondOpponentHandAtMost                   // an opponent has N or fewer cards in their hand
	CondSourceMatches                        // this card matches Filter (e.g. its strength is at least 5)
	CondSourceChallenged                     // this character is being challenged (the defender of the challenge in progress, 4.6)
	CondQuestedThisTurn                      // N or more characters matching Filter's facts (Other: not this card) quested this turn (4.5)
	CondPlayedNth                            // you have played exactly N cards matching Filter this turn (the card just played being the Nth)
	CondInkedNth                             // you have put exactly N cards into your inkwell this turn (the card just put there being the Nth)
	CondSourceChallenging                    // this character is challenging a card matching Filter (the attacker of the challenge in progress, 4.6)
	CondNthChallenge                         // exactly N challenges have been declared this turn (4.6.4), the one in progress being the Nth
	CondDamagedThisTurn                      // a card matching Filter's owner and facts took damage this turn (1.9.3), wherever it is now
	CondInkedThisTurn                        // you have put N or more cards into your inkwell this turn (4.2, by the turn action or an effect, 4.2.3.2)
	CondDiscardedThisTurn                    // N or more cards were put into your discard this turn, by any means (Filter.Other: not this card)
	CondOpponentMoreLore                     // an opponent has more lore than you (1.11)
	CondBanishedThisTurn                     // a card matching Filter's owner and facts was banished this turn (1.8.1.5, 4.3.6.1), wherever it is now
	CondYouChallengedThisTurn                // one of your characters has challenged this turn (4.6.4: declared as the challenger)
	CondYourFirstTurnNotFirst                // it is your first turn and you are not the starting player (2.1.3, 3)
	CondPutUnderAnyThisTurn                  // a card was put under a card matching Filter's owner and facts this turn (5.1.1.7)
	CondLeftDiscardThisTurn                  // a card left a player's discard this turn
	CondLeftWithExertedHere                  // this location left play with an exerted character at it (6.7.7, 4.7)
	CondOpponentMoreOf                       // an opponent has more cards matching Filter in play than you
	CondRemovedDamageThisTurn                // you removed damage from a card matching Filter this turn (1.9.2.3)
	CondDrewNthOnTheirTurn                   // the card just drawn was drawn by the active player, their Nth this turn (1.12)
	CondOpponentLoreAtMost                   // an opponent has N or less lore
	CondPutUnderThisTurn                     // a card was put under this card this turn (8.4.1, 5.1.1.7)
	CondChoseToEnterExerted                  // this card's player chose to have it enter play exerted (FlagChoseExerted)
)
