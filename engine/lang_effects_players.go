package engine

import "fmt"

// Effects on players: draw, discard, gain and lose lore, pay ink.

// OpponentsCantPlayFor is "opponents can't play [cards] [duration]" ("until
// the start of your next turn"): an applied effect (6.4.2.2) on the
// controller's opponents that stops every way of playing a card of f's
// types while it lasts, for free or sung included (1.2.2). Pete - Games
// Referee.
func OpponentsCantPlayFor(f Filter, d Duration) Step {
	return Step{Op: OpCantPlay, Target: TgtYou, Filter: f, Dur: d, Slot: 0xFF}
}

// OpponentsReadyAtMost is "each opponent can't ready more than N of their
// [cards] at the start of their next turn": in each opponent's next Ready
// step (3.2.1.1) at most n of their exerted cards of f's types ready, the
// ones that player chooses (1.4.3); below the cap all of them do. An
// applied effect (6.4.2.2): it stays if the source leaves play, and ends
// with that Ready step. f: a filter of types only. Marshmallow - Cranky
// Climber.
func OpponentsReadyAtMost(n int, f Filter) Step {
	return Step{Op: OpReadyCap, Target: TgtYou, Filter: f, Amount: Num{N: int8(n)}, Slot: 0xFF}
}

// Draw is "draw N cards" (1.13).
func Draw(n int) Step { return playerStep(OpDraw, TgtYou, n) }

// ItsPlayerDraws is "its player draws N cards": the player of the card
// chosen into slot by an earlier step draws, even if that step moved the card
// out of play ("you may banish chosen item. If you do, its player draws a
// card", 6.1.5.1 Example C).
func ItsPlayerDraws(slot, n int) Step {
	s := playerStep(OpDraw, TgtSlotOwner, n)
	s.Slot = uint8(slot)
	return s
}

// ItsPlayerGainsLore is "its player gains N lore" after an earlier step
// acted on the card chosen into slot ("banish chosen item. Its player gains
// 2 lore"): that card's player gains it, even though the card has left play
// (7.1.6); with no card chosen, or the earlier step not done, no one does.
func ItsPlayerGainsLore(slot, n int) Step {
	s := playerStep(OpGainLore, TgtSlotOwner, n)
	s.Slot = uint8(slot)
	s.IfDid = true
	return s.Say(fmt.Sprintf("its player gains %d lore", n))
}

// EachPlayerDraws is "each player draws N cards", in turn order (6.7.6).
func EachPlayerDraws(n int) Step { return playerStep(OpDraw, TgtEachPlayer, n) }

// EachPlayerMayDraw is "each player may draw N cards": each player, the
// active player first and then in turn order, is asked their own "may" and
// draws if they say yes; the effect has resolved once every player has
// decided (6.7.6).
func EachPlayerMayDraw(n int) Step { return EachPlayerDraws(n).Optional() }

// DrawThatMany is "draw a card for each [one the trigger counted]": the
// number is the trigger event's amount, counted once (6.1.8), such as the
// cards an opponent discarded (WheneverOpponentDiscards).
func DrawThatMany() Step {
	s := playerStep(OpDraw, TgtYou, 0)
	s.Amount = Num{Kind: NumEvent}
	return s
}

// InkAnAdditionalCardThisTurn is "this turn, you may put an additional card
// from your hand into your inkwell facedown" (4.2.3.1): until the end of the
// turn the ink turn action's once-per-turn limit (4.2.3) is one higher, each
// such effect adding one, whether the player inked before or after it
// resolved. Sail the Azurite Sea.
func InkAnAdditionalCardThisTurn() Step { return playerStep(OpExtraInk, TgtYou, 0) }

// GainLore is "gain N lore" (1.11).
func GainLore(n int) Step { return playerStep(OpGainLore, TgtYou, n) }

// GainLoreThatMany is "gain 1 lore for each 1 [the trigger counted]": the
// trigger event's amount, counted once (6.1.8), such as the damage removed
// ("whenever you remove damage from one of your characters, gain 1 lore for
// each 1 damage removed"). Isabela Madrigal - Caring Cultivator.
func GainLoreThatMany() Step {
	s := playerStep(OpGainLore, TgtYou, 0)
	s.Amount = Num{Kind: NumEvent}
	return s
}

// EachOpponentLoses is "each opponent loses N lore" (1.11.3).
func EachOpponentLoses(n int) Step { return playerStep(OpLoseLore, TgtEachOpponent, n) }

// EachOpponentWithMoreLoreLoses is "each opponent with more lore than you
// loses N lore" (1.11.3): the opponents are those with more lore than the
// controller as the effect resolves. Lady Tremaine - Overbearing Matriarch.
func EachOpponentWithMoreLoreLoses(n int) Step {
	s := EachOpponentLoses(n)
	s.MoreLore = true
	return s.Say(fmt.Sprintf("each opponent with more lore than you loses %d lore", n))
}

// PayInk is "pay N {I}" as a step of an effect (1.5.4).
func PayInk(n int) Step { return playerStep(OpPayInk, TgtYou, n) }

// Discard is "[player] chooses and discards N cards".
func Discard(n int, who Target) Step {
	s := playerStep(OpDiscard, who, n)
	return s
}

// DiscardA is "choose and discard a [f] card" as a step of an effect (1.13
// for the hand): the player chooses one matching card of their hand and
// discards it; with none, the step isn't done, so "you may choose and
// discard a card with {C} to [B]" is DiscardA(f).Optional(), then [B] with
// IfYouDo (6.1.5.1). Stitch - Experiment 626.
func DiscardA(f Filter) Step {
	s := playerStep(OpDiscard, TgtYou, 1)
	s.Filter = f
	return s
}

// KeepsDiscarded makes a discard step keep the cards it discards in a slot
// of their own (the next choice slot, 6.1.3 order), as they lie in the
// discard: "if you discarded a Pirate character card, deal 3 damage
// instead" tests it with ChosenIs(slot, CharacterCards().Class("Pirate").
// InZoneOf(ZoneDiscard)). Only on Discard; refused elsewhere when the
// catalogue loads. Kakamora - Pirate Chief.
func (s Step) KeepsDiscarded() Step { s.KeepDiscarded = true; return s }

// DiscardThem is "discard [sel]": each selected card still in its player's
// hand goes to their discard (7.6), the choice made by an earlier step
// (discarding as many chosen cards as you like: ChooseAnyNumber of cards in
// your hand, then DiscardThem(Picked(...))). A player who doesn't discard
// (StNoDiscard, 1.2.2) keeps them. The cards discarded count for a next
// step's ForEachThisWay ("then draw that many cards", 6.1.8). Desperate
// Plan.
func DiscardThem(sel Sel) Step { return cardStep(OpDiscardCards, sel) }

// ChoosePlayers is "choose any number of players" (6.1.3): the controller
// is asked, for each player in turn order (the active player first, 6.7.6),
// a "may" (yes: that player is chosen; none or all may be). The following
// steps naming `TgtPickedPlayers` ("they discard their hands and draw 3
// cards each": `DiscardHands(TgtPickedPlayers)`, `Draw(3).For(TgtPickedPlayers)`)
// act on the chosen players, in turn order; those steps must follow it
// directly (refused when the catalogue loads otherwise). Beyond the Horizon.
func ChoosePlayers() Step {
	s := playerStep(OpChoosePlayers, TgtEachPlayer, 0)
	s.May = true
	return s
}

// DiscardHands is "[players] discard their hand" (no choice: the whole hand).
func DiscardHands(who Target) Step { return playerStep(OpDiscardHand, who, 0) }

// OpponentRevealsHandAndDiscards is "chosen opponent reveals their hand and
// discards a [cards] card of your choice": the opponent's hand is revealed
// (6.1.14.1) to every player while the effect resolves, the controller
// chooses one matching card from it and the opponent discards that card;
// the rest of the hand is hidden again when the effect ends (6.1.14.2). With
// several opponents the controller chooses which as the effect resolves
// (6.1.3; options in turn order from the next player); with one, nothing is
// asked. With no matching card in that hand nothing is discarded (1.7.7).
func OpponentRevealsHandAndDiscards(cards Filter, kind string) []Step {
	reveal := Step{Op: OpReveal, Target: TgtOpponent, Slot: 0xFF}.Say("chosen opponent reveals their hand")
	discard := Discard(1, TgtOpponent)
	discard.Filter, discard.Chooser = cards, TgtYou
	return []Step{reveal, discard.Say("they discard " + kind + " card of your choice")}
}

// OpponentRevealsHandAndDiscardsOfTheirChoice is "chosen opponent reveals
// their hand and discards a [cards] card of their choice": as
// OpponentRevealsHandAndDiscards, but the opponent chooses which matching
// card to discard (1.4.3: the player who discards decides). With no
// matching card in that hand nothing is discarded (1.7.7).
func OpponentRevealsHandAndDiscardsOfTheirChoice(cards Filter, kind string) []Step {
	reveal := Step{Op: OpReveal, Target: TgtOpponent, Slot: 0xFF}.Say("chosen opponent reveals their hand")
	discard := Discard(1, TgtOpponent)
	discard.Filter = cards
	return []Step{reveal, discard.Say("they discard " + kind + " card of their choice")}
}

// EachOpponentMayDiscard is "each opponent may choose and discard a card.
// For each opponent who doesn't, [then]": each opponent in turn order
// (6.7.6) answers the "may" of their own part (6.1.4) and chooses the card;
// then is done once for each opponent who discarded none (one who said no,
// or had no card to discard, 1.7.7). then is a player step whose amount is
// counted per such opponent (GainLore(2), Draw(1)).
func EachOpponentMayDiscard(then Step) []Step {
	d := Discard(1, TgtEachOpponent).Optional()
	then.Amount = Num{N: then.Amount.N, Kind: NumOpponentsDidnt}
	return []Step{d, then}
}

// EachOpponentRevealsHand is "each opponent reveals their hand": every
// opponent's hand is shown to all players (6.1.14.1) until the effect ends
// (6.1.14.2).
func EachOpponentRevealsHand() Step {
	return Step{Op: OpReveal, Target: TgtEachOpponent, Slot: 0xFF}
}

// ChosenOpponentRevealsHand is "chosen opponent reveals their hand": the
// controller chooses the opponent as the step resolves (6.1.3; with one
// opponent nothing is asked), whose hand is shown to all players (6.1.14.1)
// until the effect ends (6.1.14.2); the players know those cards afterwards
// (Card.Seen). Dolores Madrigal - Within Earshot.
func ChosenOpponentRevealsHand() Step {
	return Step{Op: OpReveal, Target: TgtOpponent, Slot: 0xFF}
}

// DrawUntil is "draw until you have N cards in your hand" (6.1.8.1).
func DrawUntil(n int) Step { return playerStep(OpDrawUntil, TgtYou, n) }

// DiscardUntil is "[who] discards until they have N cards in their hand"
// (6.1.8.1): the player chooses the cards to discard, all those above N;
// with N or fewer, nothing happens. More than 4 cards to discard are chosen
// 4 at a time (a choice holds 4 cards), each group one discard (EvDiscards).
// Prince John's Mirror.
func DiscardUntil(n int, who Target) Step {
	st := playerStep(OpDiscard, who, 0)
	st.Amount = Num{N: int8(n), Kind: NumHandOver}
	return st
}

// DrawUntilSameAsChosenOpponent is "if chosen opponent has more cards in
// their hand than you, draw cards until you have the same number" (6.1.3,
// 6.1.8.1): the controller chooses an opponent (nothing asked with one) and
// draws until their hand holds as many cards as that opponent's; with as
// many or more already, nothing happens. Remember Who You Are.
func DrawUntilSameAsChosenOpponent() Step {
	return Step{Op: OpDrawUntil, Target: TgtYou, Amount: Num{Kind: NumHandOfThem}, Slot: 0xFF}
}

// GainLoreEqualTo is "gain lore equal to their [stat]" for the card chosen
// into slot by an earlier step.
func GainLoreEqualTo(slot int, st Stat) Step {
	s := playerStep(OpGainLore, TgtYou, 0)
	s.Amount = Num{Kind: NumStatOf, Stat: st, Slot: uint8(slot)}
	return s
}

// GainLoreEqualToThatLocation gains lore equal to the lore value of a location
// in an ability that triggers on a move (EvMoved): the location moved to,
// the event's other card. Peter Pan - Lost Boy Leader.
func GainLoreEqualToThatLocation() Step {
	s := playerStep(OpGainLore, TgtYou, 0)
	s.Amount = Num{Kind: NumOtherStat, Stat: StatLore}
	return s
}

// GainLoreEqualToTheirLocation gains lore equal to the lore value of the
// location the card chosen into slot by an earlier step is at as
// the step resolves (4.7); at no location, no lore. I've Got a Dream.
func GainLoreEqualToTheirLocation(slot int) Step {
	s := playerStep(OpGainLore, TgtYou, 0)
	s.Amount = Num{Kind: NumLocationStatOf, Stat: StatLore, Slot: uint8(slot)}
	return s
}

// TheirPlayerDiscardsAtRandom is "(then) that player discards N cards at
// random" after an effect on the card chosen into slot ("return chosen
// character to their player's hand, then that player discards a card at
// random"): the player of that card discards, even though the card has
// since changed zones (7.1.6). The cards are picked by the game's random
// generator (the state's RNG). It follows the step that acts on the chosen
// card and happens only if that step did (with no card chosen there is no
// "that player").
func TheirPlayerDiscardsAtRandom(slot, n int) Step {
	s := playerStep(OpDiscardRandom, TgtSlotOwner, n)
	s.Slot = uint8(slot)
	s.IfDid = true
	what := "a card"
	if n != 1 {
		what = fmt.Sprintf("%d cards", n)
	}
	return s.Say("that player discards " + what + " at random")
}

// DiscardAtRandom is "[who] discards N cards at random" ("each opponent
// discards a card at random"): the cards are picked by the game's random
// generator (the state's RNG), each player in turn order (6.7.6); a player
// with fewer cards discards them all (1.2.3). Lady Tremaine - Bitterly
// Jealous.
func DiscardAtRandom(n int, who Target) Step { return playerStep(OpDiscardRandom, who, n) }

// ExertAllInkwell is "exert all cards in your inkwell" (1.7.3): none of the
// player's ink is ready afterwards. Mufasa - Ruler of Pride Rock.
func ExertAllInkwell() Step {
	s := playerStep(OpInkwellAll, TgtYou, 0)
	s.Exerted = true
	return s
}

// ReadyAllInkwell is "ready all cards in your inkwell" (1.7.4): all of the
// player's ink can be used again this turn. Mufasa - Ruler of Pride Rock.
func ReadyAllInkwell() Step { return playerStep(OpInkwellAll, TgtYou, 0) }

// ReturnFromInkwellAtRandom is "return N cards at random from your inkwell
// to your hand", picked by the game's random generator (the state's RNG);
// with fewer cards there, all of them (1.2.3). Ink cards are
// interchangeable, so a card leaving the inkwell takes a ready one only
// when no exerted one is left (docs/rules-notes.md). Mufasa - Ruler of
// Pride Rock.
func ReturnFromInkwellAtRandom(n int) Step { return playerStep(OpInkToHand, TgtYou, n) }

// ReturnFromInkwellAtRandomUntil is "if you have more than N cards in your
// inkwell, return cards at random from your inkwell to your hand until you
// have N" (with For(TgtEachPlayer): "each player with more than N cards in
// their inkwell returns ..."): each player's cards above N are counted as
// their part is done (6.7.6) and picked at random as ReturnFromInkwellAtRandom
// picks them; a player with N or fewer returns none. Ink Geyser.
func ReturnFromInkwellAtRandomUntil(n int) Step {
	s := playerStep(OpInkToHand, TgtYou, n)
	s.Amount.Kind = NumInkwellOver
	return s
}
