package engine

// Static abilities' effects (6.4): characteristics modified while the source
// is in play, granted keywords and abilities, restrictions, floors and rule
// changes ("takes no damage", "skip your draw step").

// SelfGets is "this character gets +N [stat]" while the static applies (6.4.2).
func SelfGets(stat Stat, n int) StaticEffect {
	return StaticEffect{Kind: StModify, Self: true, Stat: stat, Amount: Num{N: int8(n)}}
}

// CardsGet is "[f] get +N [stat]" while the source is in play (6.4.2).
func CardsGet(f Filter, stat Stat, n int) StaticEffect {
	return StaticEffect{Kind: StModify, Affects: f, Stat: stat, Amount: Num{N: int8(n)}}
}

// SelfGains is "this character gains [keyword]" while the static applies.
func SelfGains(k Keyword, v int) StaticEffect {
	return StaticEffect{Kind: StKeyword, Self: true, Keyword: k, KwValue: int8(v)}
}

// SelfGainsFor is "for each [counted], this character gains [keyword] +N"
// (6.1.8: counted continuously while the static applies): the keyword's
// value is N times the count, and with none counted it isn't gained. John
// Silver - Greedy Treasure Seeker.
func SelfGainsFor(k Keyword, n int, counted Filter) StaticEffect {
	return StaticEffect{Kind: StKeyword, Self: true, Keyword: k, KwValue: int8(n), Amount: Num{N: int8(n), Kind: NumCount, Filter: counted}}
}

// CardsGain is "[f] gain [keyword]" while the source is in play.
func CardsGain(f Filter, k Keyword, v int) StaticEffect {
	return StaticEffect{Kind: StKeyword, Affects: f, Keyword: k, KwValue: int8(v)}
}

// SelfCant is "this character can't [r]" (1.2.2).
func SelfCant(r Restriction) StaticEffect {
	return StaticEffect{Kind: StRestrict, Self: true, Restrict: r}
}

// MustBeChosen is "opponents must choose this character for actions and
// abilities if able" (6.7.3).
func MustBeChosen() StaticEffect { return StaticEffect{Kind: StMustChoose, Self: true} }

// TakesNoDamage is "this character takes no damage" (a replacement effect
// from a card in play, 6.5: one of the choices of 6.5.7.2). "Can't be dealt
// damage" is not one: CantBeDealtDamage.
func TakesNoDamage() StaticEffect { return StaticEffect{Kind: StPreventDamage, Self: true} }

// TakesNoDamageFirstTimeEachTurn is "the first time this character would
// take damage [each turn], she takes no damage instead": a replacement
// effect (6.5) used up by the first damage it replaces in a turn (damage
// Resist reduced to 0 would not be taken, 8.8.2, and doesn't use it); with
// If_(Unless(DuringYourTurn())), "during each opponent's turn". Lilo -
// Bundled Up.
func TakesNoDamageFirstTimeEachTurn() StaticEffect {
	return StaticEffect{Kind: StPreventDamage, Self: true, FirstTimeEachTurn: true}
}

// TakesNoDamageFromChallengesStatic is "this character takes no damage from
// challenges" while the static applies: a replacement effect (6.5) on the
// challenge damage it would be dealt (4.6.6.2), as the challenger or the
// one challenged; damage from actions and abilities is still dealt. Mulan -
// Standing Her Ground.
func TakesNoDamageFromChallengesStatic() StaticEffect {
	return StaticEffect{Kind: StPreventChallengeDamage, Self: true}
}

// CantBeDealtDamage is "this character can't be dealt damage": a
// prevention (1.2.2), not a replacement effect: damage that would be dealt
// to it (1.9.2.1), by a challenge or an effect, isn't, so no replacement
// effect applies (6.5.3, Beast - Selfless Protector's included) and nothing
// is asked; damage counters put or moved onto it (1.9.2.2, 1.9.2.4) still
// go on. Chief Bogo - Calling the Shots, Hercules - Mighty Leader.
func CantBeDealtDamage() StaticEffect { return StaticEffect{Kind: StCantBeDealtDamage, Self: true} }

// CardsCantBeDealtDamage is "[cards] can't be dealt damage" while the
// source is in play: as CantBeDealtDamage, for each matching card. The
// filter is read as the damage would be dealt (e.g. your characters of
// strength 7 or more: their strength then, 6.6). Baloo - Ol' Iron Paws.
func CardsCantBeDealtDamage(f Filter) StaticEffect {
	return StaticEffect{Kind: StCantBeDealtDamage, Affects: f}
}

// TakesDamageFor is "if one of [f] would be dealt damage, put that many
// damage counters on this character instead" (6.5).
func TakesDamageFor(f Filter) StaticEffect {
	return StaticEffect{Kind: StRedirectDamage, Affects: f}
}

// SelfGetsFor is "this character gets +N [stat] for each [filter]" (6.1.8:
// counted continuously as the static ability applies).
func SelfGetsFor(stat Stat, n int, f Filter) StaticEffect {
	return StaticEffect{Kind: StModify, Self: true, Stat: stat, Amount: Num{N: int8(n), Kind: NumCount, Filter: f}}
}

// CardsCant is the static "[filter] can't [restriction]" (6.4).
func CardsCant(f Filter, r Restriction) StaticEffect {
	return StaticEffect{Kind: StRestrict, Affects: f, Restrict: r}
}

// AnyNumberInDeck is "you may have any number of cards named this in your
// deck": a deck-building rule (the deck check applies it through the
// catalogue's copy limit); it does nothing in play.
func AnyNumberInDeck() StaticEffect { return StaticEffect{Kind: StAnyNumberInDeck, Self: true} }

// CopiesInDeck is "you may only have N copies of [this card] in your deck"
// (1.10.1.1 names 4 as the usual limit): a deck-building rule the deck
// check applies through the catalogue's copy limit (CardDef.MaxCopies); a
// definition whose N differs from the catalogue's limit is refused when the
// game is built. It does nothing in play. The Glass Slipper.
func CopiesInDeck(n int) StaticEffect {
	return StaticEffect{Kind: StCopiesInDeck, Self: true, Amount: Num{N: int8(n)}}
}

// CardsGainAbility is "[cards] gain '[ability]'": while the static applies,
// each matching card has the ability (4.4, 6.3: an activated ability its
// controller may use; 6.2: a triggered ability that triggers for that card);
// it is lost when the static stops applying. The granted ability is written
// with Activate or a trigger builder and no story name (""). The filter
// can't be empty (it would match every card in play, the opponents' too):
// the catalogue refuses it (checkAbility).
func CardsGainAbility(cards Filter, a *Ability) StaticEffect {
	return StaticEffect{Kind: StGrantAbility, Affects: cards, Grant: a}
}

// SkipYourDrawStep is "skip your turn's Draw step" (6.4.5).
func SkipYourDrawStep() StaticEffect { return StaticEffect{Kind: StSkipDraw} }

// CantBeChallengedBy is "[by] can't challenge this character" (the
// affected card is the source).
func CantBeChallengedBy(by Filter) StaticEffect {
	return StaticEffect{Kind: StCantBeChallengedBy, Self: true, By: by}
}

// CantChallengeCards is "[by] can't challenge [cards]" ("characters with
// cost 2 or less can't challenge your characters").
func CantChallengeCards(cards, by Filter) StaticEffect {
	return StaticEffect{Kind: StCantBeChallengedBy, Affects: cards, By: by}
}

// CantBeReducedBelowPrinted is "[cards]' [stat] can't be reduced below their
// printed value" (6.6.4).
func CantBeReducedBelowPrinted(cards Filter, st Stat) StaticEffect {
	return StaticEffect{Kind: StStatFloor, Affects: cards, Stat: st, Amount: Num{Kind: NumPrinted}}
}

// CantBeReducedBelow is "[cards]' [stat] can't be reduced below N" (6.6.4).
func CantBeReducedBelow(cards Filter, st Stat, n int) StaticEffect {
	return StaticEffect{Kind: StStatFloor, Affects: cards, Stat: st, Amount: Num{N: int8(n)}}
}

// EntersPlayExerted is "this character/item enters play exerted": a static
// ability that modifies how the card enters play (6.7.9).
func EntersPlayExerted() StaticEffect { return StaticEffect{Kind: StEntersExerted, Self: true} }

// EntersPlayWithDamage is "this character enters play with N damage": the
// damage counters are on it as it is put into play, with no moment without
// them (6.7.9); no damage is dealt (1.9.2.2), so Resist doesn't reduce them.
func EntersPlayWithDamage(n int) StaticEffect {
	return StaticEffect{Kind: StEntersWithDamage, Self: true, Amount: Num{N: int8(n)}}
}

// OpponentsCantPlay is "opponents can't play [cards]" ("opponents can't play
// actions", Tiana - Celebrating Princess): a prevention that wins over every
// rule and effect that would let them play such a card, playing it for free
// or singing it included (1.2.2). The card's facts are matched (types,
// classifications, name, printed cost: "actions with cost 4 or more",
// Gizmoduck - Duckburg Defender).
func OpponentsCantPlay(cards Filter) StaticEffect {
	return StaticEffect{Kind: StCantPlay, Affects: cards}
}

// DamageCantBeRemoved is "damage counters can't be removed" from [cards]
// (AnyCard(): every character and location in play): effects that remove
// damage remove none (1.9.2.3), and so none can be moved from them either
// (1.9.2.4: moving is removing then putting); a prevention wins (1.2.2).
func DamageCantBeRemoved(cards Filter) StaticEffect {
	return StaticEffect{Kind: StDamageStays, Affects: cards}
}

// YouCanInkFromDiscard lets you ink cards out of your discard: while the
// static applies, the ink turn action (4.2) may take an inkable card of its
// controller's discard instead of their hand; the once-per-turn limit is
// the same (4.2.3). Moana - Curious Explorer.
func YouCanInkFromDiscard() StaticEffect { return StaticEffect{Kind: StInkFromDiscard, Self: true} }

// CountAsInkable is "[cards] count as having {C}": while the source is in
// play, the matching cards have the inkwell symbol (5.2.3), so their player
// may put them into the inkwell as the turn action (4.2.1.1): "all cards in
// your hand count as having {C}" is CountAsInkable(AnyCard().Yours().InHand())
// (Hidden Inkcaster).
func CountAsInkable(cards Filter) StaticEffect {
	return StaticEffect{Kind: StInkable, Affects: cards}
}

// OpponentsCantChoose is "opponents can't choose [cards] for abilities or
// effects": while the source is in play, an opponent's choice (6.1.3) can't
// pick a matching card, as if it had Ward (8.15.1) but without the keyword;
// effects that don't choose ("each", "all") still affect it, and it can
// still be challenged. Aurora - Lore Guardian: OpponentsCantChoose(
// ItemsF().Yours()).
func OpponentsCantChoose(cards Filter) StaticEffect {
	return StaticEffect{Kind: StCantBeChosen, Affects: cards}
}

// CardsEnterPlayExerted is "[cards] enter play exerted" (6.7.9): while the
// source is in play and its ability's condition holds, each card matching
// cards is exerted as it enters play, however it is played; a card that
// matches only later stays as it is. "While this character is exerted,
// opposing characters with Rush enter play exerted" is
// CardsEnterPlayExerted(Chars().Opposing().WithKeyword(Rush)) with
// If_(SourceExerted()): Jiminy Cricket - Level-Headed and Wise.
func CardsEnterPlayExerted(cards Filter) StaticEffect {
	return StaticEffect{Kind: StEntersExerted, Affects: cards}
}

// SelfEntersExerted is "this character enters play exerted" (6.7.9): applied
// as the card enters play, however it is played. Sleepy - Nodding Off.
func SelfEntersExerted() StaticEffect { return StaticEffect{Kind: StEntersExerted, Self: true} }

// SelfMayEnterExerted is "this character may enter play exerted" (6.7.9):
// as the card is put into play, however it is played, its player is asked
// a "may" (as for Bodyguard, 8.3.2). Mickey Mouse - Expedition Leader.
// PayToQuestOrChallenge is "this character can't quest or challenge unless
// you pay N {I}" (you pay it each time): the ink is paid as the character
// is declared to quest (4.5) or to challenge (4.6.4), before anything else
// happens; with too little ready ink it can't do either (1.5.3). RC -
// Remote-Controlled Car.
func PayToQuestOrChallenge(n int) StaticEffect {
	return StaticEffect{Kind: StPayToAct, Self: true, Amount: Num{N: int8(n)}}
}

func SelfMayEnterExerted() StaticEffect { return StaticEffect{Kind: StMayEnterExerted, Self: true} }

// ShiftOntoAsAnyName is "you may play any character with Shift on this
// character as if this character had any name" (8.10.1): a Shift that
// names a name may go on this character whatever its name (a Shift by
// classification still needs the classification). Morph - Space Goo.
func ShiftOntoAsAnyName() StaticEffect { return StaticEffect{Kind: StShiftAnyName, Self: true} }

// CardsLose is "[cards] lose [keyword] and can't gain [keyword]": while the
// static applies they don't have it, printed or granted. Captain Hook -
// Master Swordsman.
func CardsLose(cards Filter, k Keyword) StaticEffect {
	return StaticEffect{Kind: StLoseKeyword, Affects: cards, Keyword: k}
}

// CardsGetFor is "[cards] get +N [stat] for each [counted]" (6.1.8: counted
// continuously while the static applies; N may be negative: "opposing
// characters get -1 {S} for each location you have in play").
func CardsGetFor(cards Filter, stat Stat, n int, counted Filter) StaticEffect {
	return StaticEffect{Kind: StModify, Affects: cards, Stat: stat, Amount: Num{N: int8(n), Kind: NumCount, Filter: counted}}
}

// SelfCanChallengeReady is the static "this character can challenge ready
// characters" (Namaari - Morning Mist; 1.2.1 over 4.6.4.2).
func SelfCanChallengeReady() StaticEffect { return SelfCant(CanChallengeReady) }

// SelfCanQuestTheTurnPlayed is "this character can quest the turn he's
// played": a permission (1.2.1) over the rule that a drying character
// can't quest (1.7.5, 4.5.1.2). Dash Parr - Lava Runner.
func SelfCanQuestTheTurnPlayed() StaticEffect { return SelfCant(CanQuestDrying) }

// CardsDealChallengeDamageWithWillpower is "during challenges, [cards] deal
// damage with their {W} instead of their {S}": the challenge damage a
// matching character deals (4.6.6.1) is its current willpower (6.6), as
// attacker or as defender; its strength is unchanged otherwise. Dale -
// Ready for His Shot.
func CardsDealChallengeDamageWithWillpower(cards Filter) StaticEffect {
	return StaticEffect{Kind: StWillpowerDamage, Affects: cards}
}

// SelfCanChallengeReadyDamaged is the static "this character can challenge
// ready damaged characters" (1.2.1 over 4.6.4.2): a ready character may be
// challenged by it while that character has damage (1.9.2); a ready
// damaged Bodyguard then counts for 8.3.3. Gizmoduck - Suited Up.
func SelfCanChallengeReadyDamaged() StaticEffect { return SelfCant(CanChallengeReadyDamaged) }

// SelfCanChallengeReadyOf is the static "this character can challenge ready
// [f] characters" (1.2.1 over 4.6.4.2): a ready character matching f (read
// as the challenge is declared: a classification gained counts, 5.2.7) may
// be challenged by it; a ready Bodyguard of f then counts for 8.3.3.
// Darkwing Duck - Cool Under Pressure.
func SelfCanChallengeReadyOf(f Filter) StaticEffect {
	e := SelfCant(CanChallengeReadyOf)
	e.By = f
	return e
}

// SelfGetsForDamage is "this character gets +N [stat] for each 1 damage on
// him" (6.1.8: counted continuously as the static ability applies, 1.9.2:
// the damage counters on it). Donald Duck - Not Again!
func SelfGetsForDamage(stat Stat, n int) StaticEffect {
	return StaticEffect{Kind: StModify, Self: true, Stat: stat, Amount: Num{N: int8(n), Kind: NumSourceDamage}}
}

// SelfGetsForCardsUnder is "this character (location) gets +N [stat] for
// each card under him (it)" (6.1.8: counted continuously; 5.1.1.7: the
// cards in his stack, put there by Boost, Shift or an effect). Scrooge
// McDuck - Ghostly Ebenezer.
func SelfGetsForCardsUnder(stat Stat, n int) StaticEffect {
	return StaticEffect{Kind: StModify, Self: true, Stat: stat, Amount: Num{N: int8(n), Kind: NumSourceCardsUnder}}
}

// EachPlayerPlaysWithTopCardFaceUp is "each player plays with the top card
// of their deck face up": while the static applies, the top card of every
// player's deck is known to all players (State.FaceUpOnDeck), an exception
// to the hidden deck of 7.2.2; whichever card is on top, as it changes. It
// moves nothing and reveals nothing else. Merlin's Cottage - The Wizard's
// Home.
func EachPlayerPlaysWithTopCardFaceUp() StaticEffect { return StaticEffect{Kind: StTopFaceUp} }

// YouCantLoseLore is "you can't lose lore" (1.11.3): while the static
// applies, effects that would make its controller lose lore take none (a
// prevention, 1.2.2); with If_(Unless(DuringYourTurn())) it is "during
// opponents' turns, you can't lose lore" (Koda - Talkative Cub).
func YouCantLoseLore() StaticEffect { return StaticEffect{Kind: StCantLoseLore} }

// YouDontDiscard is "if an effect would cause you to discard one or more
// cards from your hand, you don't discard" (a prevention, 1.2.2): while the
// static applies, effects choose no card of its controller's hand to
// discard and discard none at random or as a whole hand; a discard that is
// a cost (1.5.2) is still paid. With If_(Unless(DuringYourTurn())): "during
// opponents' turns" (Magica De Spell - Cruel Sorceress).
func YouDontDiscard() StaticEffect { return StaticEffect{Kind: StNoDiscard} }

// OpponentsCantGainLoreUnlessTheyChallenged is "each opposing player can't
// gain lore unless one of their characters has challenged this turn" (1.11,
// 1.2.2): no lore from questing, locations or effects for an opponent of
// the source's controller until one of that opponent's characters has been
// declared as a challenger this turn (4.6.4); it applies to each opponent
// on its own. Peter Pan - Never Land Prankster.
func OpponentsCantGainLoreUnlessTheyChallenged() StaticEffect {
	return StaticEffect{Kind: StOpponentsCantGainLore, UnlessChallenged: true}
}

// ShiftAlsoNamed is "this character also counts as being named [name] for
// Shift" (8.10.1): a card with Shift onto a character named name may be
// played on this character; for everything else its name is its own.
// Turbo - Royal Hack.
func ShiftAlsoNamed(name string) StaticEffect {
	return StaticEffect{Kind: StShiftAlsoNamed, Self: true, Name: name}
}

// OpponentsNeedLoreToWin is "opponents need N lore to win the game": while
// the static applies, an opponent of its controller wins at N lore instead
// of 20 (1.8.1.1, 1.2.1); once it stops applying, the usual total counts
// again at the next game state check (1.8.1). Donald Duck - Flustered
// Sorcerer.
func OpponentsNeedLoreToWin(n int) StaticEffect {
	return StaticEffect{Kind: StOpponentsNeedLore, Amount: Num{N: int8(n)}}
}

// CardsEnterOpponentsInkwellsExerted is "cards enter opponents' inkwells
// exerted" (1.2.1 over 4.2.1.3): while the static applies, every card put
// into an opponent's inkwell, by the ink turn action or by an effect
// (4.2.3.2), enters it exerted. With If_(SourceExerted()): "while this
// character is exerted" (Daisy Duck - Paranormal Investigator).
func CardsEnterOpponentsInkwellsExerted() StaticEffect {
	return StaticEffect{Kind: StOpponentsInkExerted}
}

// CardsGainClass is "[cards] gain the [class] classification" (5.2.7):
// while the static applies, filters asking for that classification match
// the affected cards in play (6.4.2). cards can't itself ask for
// classifications (refused at load). Chief Bogo - Calling the Shots.
func CardsGainClass(cards Filter, class string) StaticEffect {
	return StaticEffect{Kind: StGainClass, Affects: cards, Amount: Num{N: int8(classOf(class))}}
}

func classOf(name string) Class {
	c, ok := ParseClass(name)
	if !ok {
		panic("engine: unknown classification " + name)
	}
	return c
}

// OnlyOneCharacterCanChallenge is "each turn, only one character can
// challenge" (1.2.2): while the static applies, once a character has been
// declared as a challenger this turn (4.6.4), no other character of any
// player can be; that same character may challenge again if it is able.
// Prince Charming - Protector of the Realm.
func OnlyOneCharacterCanChallenge() StaticEffect { return StaticEffect{Kind: StOneChallenger} }

// CardsLoseAbility is "[cards] lose the [name] ability": while it applies,
// each matching card's static abilities of that story name (5.2.8) don't
// apply (6.4); only static abilities are lost this way. Angela - Night
// Warrior.
func CardsLoseAbility(cards Filter, name string) StaticEffect {
	return StaticEffect{Kind: StLoseAbility, Affects: cards, Name: name}
}

// GainsShiftInHand is "if [c], this card gains Shift N": a static ability
// of the card itself that functions from its player's hand (6.1.12), giving
// it a Shift N by name (8.10.1) while it is there and c holds; the Shift
// play (legal plays, the Shift cost, the characters it may go on) reads it
// through shiftOf. Shift 0 is a Shift that costs nothing (4.3.2.3).
func GainsShiftInHand(name string, n int, c Cond) *Ability {
	a := StaticOf(name, SelfGains(Shift, n))
	a.If = &c
	a.FromZone, a.InZone = ZoneHand, true
	return a
}
