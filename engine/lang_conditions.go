package engine

// Conditions (6.2.4, 6.1.13): "if", "while", "during your turn", "unless",
// and conditions about the board, a hand, a chosen card or the trigger.

// YouHave is "if/while you have N or more [f]" in play.
func YouHave(f Filter, n int) Cond { return Cond{Kind: CondCount, Filter: f, N: int8(n)} }

// DuringYourTurn is "during your turn" (6.1.13.6).
func DuringYourTurn() Cond { return Cond{Kind: CondYourTurn} }

// Unless negates a condition: "unless [c]", "while you have no ...".
func Unless(c Cond) Cond {
	if c.Else != nil {
		// "not (c or d)" is not what Not on c means: a definition error
		panic("engine: Unless of an OrIf condition is not supported")
	}
	c.Not = !c.Not
	return c
}

// ChosenIs is "if a [filter] is chosen": the card chosen into slot matches f
// now (6.2.4).
func ChosenIs(slot int, f Filter) Cond {
	return Cond{Kind: CondSlotMatches, N: int8(slot), Filter: f}
}

// LookedIs is "if it's a [f] card" after LookTop(1): the card looked at,
// still on the deck, matches f (f is read in the deck: types, classes,
// cost). Once the card has left the deck ("you may reveal it and put it
// into your hand" accepted) it no longer holds, so "otherwise, put it on
// the bottom" is Rest...When(Unless(LookedIs(f))): a [f] card the player
// declines stays on the top. Television Set.
func LookedIs(f Filter) Cond {
	return Cond{Kind: CondLookedMatches, Filter: f.InZoneOf(ZoneDeck)}
}

// SourceExerted is "while this character is exerted" (6.4.3).
func SourceExerted() Cond { return Cond{Kind: CondSourceExerted} }

// HandAtMost is "you have N or fewer cards in your hand" (0: "no cards").
func HandAtMost(n int) Cond { return Cond{Kind: CondHandAtMost, N: int8(n)} }

// HasDamageAtLeast is "if this character has N or more damage" (6.2.4).
func HasDamageAtLeast(n int) Cond { return Cond{Kind: CondSourceDamaged, N: int8(n)} }

// AndWhile combines conditions: the result holds only while c and d both
// hold (e.g. it is your turn and this character is exerted, 6.1.13.6).
func (c Cond) AndWhile(d Cond) Cond {
	if c.Also != nil {
		d = c.Also.AndWhile(d)
	}
	c.Also = &d
	return c
}

// OrIf combines conditions: the result holds when c or d holds ("if you
// have a character named Lumiere or Cogsworth in play").
func (c Cond) OrIf(d Cond) Cond {
	if c.Else != nil {
		d = c.Else.OrIf(d)
	}
	c.Else = &d
	return c
}

// OpponentHasLore is "while an opponent has N or more lore".
func OpponentHasLore(n int) Cond { return Cond{Kind: CondOpponentLoreAtLeast, N: int8(n)} }

// CharactersHere is "you have N or more characters here" (at this location).
func CharactersHere(n int) Cond { return YouHave(Chars().AtThisLocation(), n) }

// SubjectIs is "if the [trigger's card] is [filter]" (the moved character,
// the played card), checked as the effect resolves.
func SubjectIs(f Filter) Cond { return Cond{Kind: CondSubjectMatches, Filter: f} }

// InkedThisTurn is "if you've put N or more cards into your inkwell this
// turn", by the ink turn action (4.2) or by an effect (4.2.3.2), a stack put
// there at once counting as one card; with Unless and N = 1: "if you didn't
// put any cards into your inkwell this turn". Ratigan - Greedy Genius.
func InkedThisTurn(n int) Cond { return Cond{Kind: CondInkedThisTurn, N: int8(n)} }

// DrewNthOnTheirTurn is "during their turn, if it's the Nth card they've
// drawn this turn" on a "whenever an opponent draws a card" trigger
// (`WheneverAny(name, EvDrawn, AnyCard().Opposing(), ...)`): the card just
// drawn was drawn by the active player and is the Nth they've drawn this
// turn (1.12; their Draw step's card counts). Use it in the trigger's
// During, where it is checked as the draw happens. Ink Amplifier.
func DrewNthOnTheirTurn(n int) Cond { return Cond{Kind: CondDrewNthOnTheirTurn, N: int8(n)} }

// InkedNthThisTurn holds when the card just inked is your Nth one this
// turn, on a trigger for each card you ink: the
// card just put there is the Nth (4.2, by the turn action or an effect,
// 4.2.3.2). Use it in the trigger's During, where it is checked as the
// event happens; a stack put there at once counts as one card. Chicha -
// Dedicated Mother.
func InkedNthThisTurn(n int) Cond { return Cond{Kind: CondInkedNth, N: int8(n)} }

// NthChallengeThisTurn is "if it's the Nth challenge this turn" on a
// trigger about a challenge (EvChallenges): exactly N challenges have been
// declared this turn (4.6.4), by any character against any character or
// location, the one that triggered it being the Nth. As a secondary "if" it
// is checked as the effect resolves (6.2.4), which is still during that
// challenge (4.6.5), so the count is the same. Fa Zhou - War Hero.
func NthChallengeThisTurn(n int) Cond { return Cond{Kind: CondNthChallenge, N: int8(n)} }

// OpposingCharacterBanishedInChallengeThisTurn is "an opposing character was
// banished in a challenge this turn".
func OpposingCharacterBanishedInChallengeThisTurn() Cond {
	return Cond{Kind: CondOpposingBanishedInChallenge}
}

// CharacterBanishedInChallengeThisTurn is "a character was banished in a
// challenge this turn": any player's character, the attacker or the
// defender (4.6.6), this turn. The Thunderquack.
func CharacterBanishedInChallengeThisTurn() Cond {
	return Cond{Kind: CondOpposingBanishedInChallenge, N: 1}
}

// HasCardUnder holds as long as some card sits beneath this one (8.4.1).
func HasCardUnder() Cond { return Cond{Kind: CondSourceHasCardUnder} }

// UsedShift holds when this card was played by Shift, in a "when you play this
// character" ability (8.10.1).
func UsedShift() Cond { return Cond{Kind: CondPlayedWithShift} }

// AtALocation holds as long as this character is at some location (4.7).
func AtALocation() Cond { return Cond{Kind: CondSourceAtLocation} }

// SingersAtLeast is "if N or more characters sang this song" (8.12.1).
func SingersAtLeast(n int) Cond { return YouHave(Chars().ThatSang(), n) }

// YouPlayedThisTurn is "if you played a [filter] this turn" ("if you didn't
// play a song this turn" with Unless): the cards played this turn by any
// means (4.3), matched on their card's facts (type, classification, name,
// cost) wherever they are now. With Filter.Others, "if you played another
// character this turn": the card that has the ability, as it was played
// (the same object, 7.1.6), doesn't count.
func YouPlayedThisTurn(f Filter) Cond { return Cond{Kind: CondPlayedThisTurn, Filter: f, N: 1} }

// YouPlayedNThisTurn is "if you've played N or more [filter] this turn",
// counting the cards played this turn by any means (4.3) as
// YouPlayedThisTurn does. Airfoil.
func YouPlayedNThisTurn(n int, f Filter) Cond {
	return Cond{Kind: CondPlayedThisTurn, Filter: f, N: int8(n)}
}

// OpponentHandAtMost is "an opponent has N or fewer cards in their hand"
// (0: "no cards"), any one opponent. Belle - Bookworm.
func OpponentHandAtMost(n int) Cond { return Cond{Kind: CondOpponentHandAtMost, N: int8(n)} }

// ThisHas is "while this character [matches f]": "while this character has
// 5 {S} or more" is ThisHas(AnyCard().StrengthAtLeast(5)), its strength
// with every modifier (6.6). Pain - Underworld Imp.
func ThisHas(f Filter) Cond { return Cond{Kind: CondSourceMatches, Filter: f} }

// BeingChallenged is "while being challenged": this character is the one
// challenged in the challenge in progress (4.6.4 to 4.6.7). Enchantress -
// Unexpected Judge.
func BeingChallenged() Cond { return Cond{Kind: CondSourceChallenged} }

// Challenging is "while challenging a [f]": this character is the
// challenging character of the challenge in progress and the challenged card
// matches f now (4.6.4 to 4.6.7; "a damaged character" is read while the
// challenge damage is worked out, 4.6.6.1). Shenzi - Scar's Accomplice.
func Challenging(f Filter) Cond { return Cond{Kind: CondSourceChallenging, Filter: f} }

// OpponentHasMoreLore holds while some opponent is ahead of you on lore (1.11),
// any one opponent. The Queen - Devious Disguise.
func OpponentHasMoreLore() Cond { return Cond{Kind: CondOpponentMoreLore} }

// OpponentHasMoreInHand is "if an opponent has more cards in their hand
// than you".
func OpponentHasMoreInHand() Cond { return Cond{Kind: CondOpponentMoreInHand} }

// OpponentHasMore is "if an opponent has more [f] in play than you": some
// opponent's count of their own matching cards is above yours (f.Owner is
// read from each player's side, as MoreThanEachOpponent). When You Need
// Help, Just Call.
func OpponentHasMore(f Filter) Cond { return Cond{Kind: CondOpponentMoreOf, Filter: f.Yours()} }

// YouRemovedDamageThisTurn is "if you removed 1 or more damage from [f]
// this turn": an effect of yours took damage off a matching card this turn
// (1.9.2.3; moved damage too, 1.9.2.4), matched on the card's owner and
// printed facts wherever it is now. Isabela Madrigal - Such a Lovely Voice.
func YouRemovedDamageThisTurn(f Filter) Cond { return Cond{Kind: CondRemovedDamageThisTurn, Filter: f} }

// OpponentHas is "if an opponent has N or more [filter] in play" ("if an
// opposing character has damage": OpponentHas(Chars().IsDamaged(), 1)).
func OpponentHas(f Filter, n int) Cond { return Cond{Kind: CondOpponentCount, Filter: f, N: int8(n)} }

// InPlay is "if a [filter] is in play": N or more matching cards in play,
// whichever player's they are ("if a Princess or Queen character is in
// play"); the filter's owner may narrow it.
func InPlay(f Filter, n int) Cond { return Cond{Kind: CondInPlayCount, Filter: f, N: int8(n)} }

// MoreThanEachOpponent is "while you have more [f] in play than each
// opponent": compared with each opponent's own count ("more items"). With
// f.InZoneOf(z) the cards are counted in each player's own zone z: "if you
// have more cards in your hand than each opponent" is
// MoreThanEachOpponent(AnyCard().InZoneOf(ZoneHand)) (Yzma - Transformed
// Kitten).
func MoreThanEachOpponent(f Filter) Cond { return Cond{Kind: CondMoreThanEachOpponent, Filter: f} }

// DamagedThisTurn is "if a [f] was damaged this turn": a card matching f's
// owner and printed facts took damage this turn (1.9.3: dealt, put or moved
// onto it), whether or not it is still in play. "If an opposing character
// was damaged this turn" is DamagedThisTurn(Chars().Opposing()). John
// Silver - Vengeful Pirate.
func DamagedThisTurn(f Filter) Cond { return Cond{Kind: CondDamagedThisTurn, Filter: f} }

// DiscardedThisTurn is "if N or more cards were put into your discard this
// turn": every card that went into the controller's discard this turn
// counts, however it got there (7.6: banished, discarded, an action that
// resolved, put there from the deck), each card of a stack too. Helga
// Sinclair - No Backup Needed.
func DiscardedThisTurn(n int) Cond { return Cond{Kind: CondDiscardedThisTurn, N: int8(n)} }

// OtherDiscardedThisTurn is "if N or more other cards were put into your
// discard this turn": as DiscardedThisTurn, not counting this card (an
// action's own card). Firefly Swarm.
func OtherDiscardedThisTurn(n int) Cond {
	return Cond{Kind: CondDiscardedThisTurn, N: int8(n), Filter: Filter{Other: true}}
}

// BanishedThisTurn is "if a [f] was banished this turn" (1.8.1.5): a card
// matching f's owner and printed facts (type, classifications, name) was
// banished this turn, in a challenge or by an effect, wherever it is now.
// A condition that a Toy character of yours got banished this turn is
// BanishedThisTurn(Chars().Yours().Class("Toy")). Wind-Up Frog - Sid's Toy.
func BanishedThisTurn(f Filter) Cond { return Cond{Kind: CondBanishedThisTurn, Filter: f} }

// PutUnderThisTurn is "if you've put a card under one of your [f] this
// turn": a card was put under a card in play matching f's owner and printed
// facts this turn (5.1.1.7: by Boost, 8.4.1, or by an effect), whether or
// not that card is still in play. Mulan - Standing Her Ground.
func PutUnderThisTurn(f Filter) Cond { return Cond{Kind: CondPutUnderAnyThisTurn, Filter: f} }

// CardLeftDiscardThisTurn is "if 1 or more cards have left a player's
// discard this turn": any card of any player's discard moved to another
// zone this turn (played from there, returned to a hand, put into a deck,
// an inkwell or under a card). The Horned King - Triumphant Ghoul.
func CardLeftDiscardThisTurn() Cond { return Cond{Kind: CondLeftDiscardThisTurn} }

// HadCardUnder checks, in an ability of a card that left play (a "when
// this character is banished" trigger), whether a card was beneath it: the
// card, now in its player's discard, had a card under it as it left play
// (6.7.7: its last known information). Merlin - Completing His Research.
func HadCardUnder() Cond {
	return Cond{Kind: CondSourceMatches, Filter: AnyCard().InZoneOf(ZoneDiscard).HadCardUnder()}
}

// HaveCharacterWithMostOf is "if you have a character in play with more
// [stat] than each opposing character" (with none opposing, any character).
func HaveCharacterWithMostOf(st Stat) Cond { return Cond{Kind: CondStrongestCharacter, N: int8(st)} }

// QuestedThisTurn is "if a [f] has quested this turn" (4.5), matched on the
// characters' facts; with Unless and Chars().Others(): "if no other
// character has quested this turn". Isabela Madrigal - Golden Child.
func QuestedThisTurn(f Filter) Cond { return Cond{Kind: CondQuestedThisTurn, Filter: f, N: 1} }

// YouChallengedThisTurn holds when a character of the controller's was
// declared as the challenger of a challenge this turn (4.6.4), whatever
// became of it since; with Unless, when none was. John Smith - Snow
// Tracker.
func YouChallengedThisTurn() Cond { return Cond{Kind: CondYouChallengedThisTurn} }

// OpponentHasMoreInInkwell is "if an opponent has more cards in their
// inkwell than you" (7.5: exerted or ready, every card counts), any one
// opponent. HeiHei - Bumbling Rooster.
func OpponentHasMoreInInkwell() Cond { return Cond{Kind: CondOpponentMoreInInkwell} }

// YourFirstTurnNotFirstPlayer is "if this is your first turn and you're not
// the first player": the controller isn't the starting player (2.1.3) and
// the turn is their first one (turns pass in turn order, one each, 3).
// White Rabbit - Late Again.
func YourFirstTurnNotFirstPlayer() Cond { return Cond{Kind: CondYourFirstTurnNotFirst} }

// HadExertedCharacterHere holds when an exerted character was at it, on a
// location's trigger about leaving play ("when this location is banished"):
// an exerted character was at it as it left play (4.7, 6.7.7), checked as
// the ability resolves (6.2.4). The Frozen Vine - Monstrous Plant.
func HadExertedCharacterHere() Cond { return Cond{Kind: CondLeftWithExertedHere} }

// OpponentHasLoreAtMost is "if an opponent has N or less lore" (0: "has 0
// lore"), any one opponent. Scrooge McDuck - Ebenezer Scrooge.
func OpponentHasLoreAtMost(n int) Cond { return Cond{Kind: CondOpponentLoreAtMost, N: int8(n)} }

// PutCardUnderThisTurn is "if a card was put under this character this
// turn" (8.4.1, 5.1.1.7: by Boost or an effect); with Unless, "unless you put
// a card under him this turn". Willie the Giant - Ghost of Christmas Present.
func PutCardUnderThisTurn() Cond { return Cond{Kind: CondPutUnderThisTurn} }
