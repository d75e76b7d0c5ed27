package engine

// Looking at, revealing and naming cards: the top of a deck, and where the
// cards looked at go (hand, top, bottom, "in any order"), 6.1.14.

// LookTop is "look at the top N cards of your deck".
func LookTop(n int) Step { return playerStep(OpLookTop, TgtYou, n) }

// RevealTopCards is "reveal the top N cards of your deck" (6.1.14.1): like
// LookTop, but every player sees the cards until the effect ends
// (6.1.14.2); they are "them" in the step's slot, so N is at most
// SlotCards. Follow
// with TakeFromLook and RestOnBottom as for a look (Lucky - The 15th Puppy).
func RevealTopCards(n int) Step {
	s := LookTop(n)
	s.Reveal = true
	return s
}

// TakeFromLook is "you may reveal up to N [filter] cards and put them into
// your hand": the "may" is asked first (6.1.4, even when no card could be
// taken), then up to N cards are chosen; the cards taken are revealed
// (6.1.14) and are "them" for the rest of the effect. "Any number of" is N
// as large as the look; "up to 1 [A] card and up to 1 [B] card" is
// TakeOneOfEachFromLook.
func TakeFromLook(n int, f Filter) Step {
	return Step{Op: OpTakeFromLook, Target: TgtYou, Filter: f, Count: int8(n), UpTo: true, Reveal: true, May: true, Slot: 0xFF}
}

// TakeOneOfEachFromLook is "you may reveal up to 1 [a] card and up to 1 [b]
// card and put them into your hand" among the looked-at cards: as
// TakeFromLook, the "may" first (6.1.4), then one choice of a set (6.7.3)
// of at most one card of each kind, revealed (6.1.14). a and b must have no
// card in common (a character card and an item card). Might Solve a
// Mystery.
func TakeOneOfEachFromLook(a, b Filter) Step {
	s := TakeFromLook(2, a)
	s.Also = &b
	return s
}

// RestOnBottom puts the remaining looked-at cards under your deck, ordered as you like.
func RestOnBottom() Step { return Step{Op: OpRestLook, Target: TgtYou, Slot: 0xFF} }

// RestOnTop is "put them back on the top in any order".
func RestOnTop() Step { return Step{Op: OpRestLook, Target: TgtYou, Top: true, Slot: 0xFF} }

// LookedOnTop is "put N of them on the top of your deck" after LookTop; the
// player chooses which (follow with RestOnBottom for "the other on the
// bottom").
func LookedOnTop(n int) Step {
	return Step{Op: OpLookToTop, Target: TgtYou, Count: int8(n), Slot: 0xFF}
}

// LookedOnTopAnyNumber is "put any number of them on the top of your deck
// in any order" after LookTop (with RestOnBottom next: "on the top or the
// bottom of your deck in any order"): the player chooses any number of the
// looked-at cards, orders the chosen ones on the top (7.2.3), and the rest
// stay looked at for the next step. The Boss is on a Roll.
func LookedOnTopAnyNumber() Step {
	return Step{Op: OpLookToTop, Target: TgtYou, UpTo: true, AnyOrder: true, Top: true, Slot: 0xFF}
}

// NameACard is "name a card" (the player answers with a name, DecName).
func NameACard() Step { return Step{Op: OpNameCard, Target: TgtYou, Slot: 0xFF} }

// RevealTop reveals your deck's top card; the card is "it" in
// slot for later steps.
func RevealTop(slot int) Step {
	return Step{Op: OpRevealTop, Target: TgtYou, Slot: uint8(slot)}
}

// RevealUntil is "reveal cards from the top of your deck until you reveal a
// [f] card": the cards are turned up from the top one by one (6.1.14.1)
// until the first matching card, which is "that card" in slot, revealed
// until the effect ends (6.1.14.2). With none in the deck, the slot stays
// empty and the step isn't done (1.7.7). The other cards stay in the deck:
// follow with PutInHand(Them(slot)) and ShuffleYourDeck for "put that card
// into your hand and shuffle the rest into your deck": Fred - Giant-Sized.
func RevealUntil(slot int, f Filter) Step {
	return Step{Op: OpRevealTop, Target: TgtYou, Slot: uint8(slot), Filter: f.InZoneOf(ZoneDeck), Until: true}
}

// NamedIs is "if it's the named card": the card in slot has the name the
// player named.
func NamedIs(slot int) Cond { return Cond{Kind: CondSlotNamed, N: int8(slot)} }

// MayRevealFromLook is "you may reveal a [filter] card and put it into your
// hand" among the cards looked at: asked as a "may" (6.1.4), then the card
// is chosen.
func MayRevealFromLook(f Filter) Step {
	s := TakeFromLook(1, f)
	s.UpTo = false
	s.May = true
	s.Text = "you may reveal " + article(f.describe(false)) + " among them and put it into your hand"
	return s
}

// MayPlayFromLook is "you may reveal a [f] card and play it for free" among
// the cards looked at by an earlier LookTop: asked as a "may" (6.1.4), then
// the card is chosen among the looked-at [f] cards and played from the deck
// for free (6.1.7, 1.5.5.3); an action played so resolves after this
// ability (6.7.8.1), so the rest of the cards are placed first. Robin Hood
// - Sharpshooter.
func MayPlayFromLook(f Filter) Step {
	f.Owner = Yours
	s := cardStep(OpPlayFree, Chosen(f.InZoneOf(ZoneDeck)))
	s.FromLook, s.May = true, true
	f.Owner = AnyOwner
	return s.Say("you may reveal " + article(f.describe(false)) + " among them and play it for free")
}

// RestInDiscard is "put the rest in your discard" after LookTop: the
// looked-at cards still on the deck go to the discard, moved there, not
// discarded (no card leaves a hand).
func RestInDiscard() Step {
	return Step{Op: OpRestLook, Target: TgtYou, ToDiscard: true, Slot: 0xFF}
}

// TopOrBottom places it on your deck's top or its bottom, as you choose, for
// the card(s) looked at by an earlier step: a choice of two options (6.1.5.2,
// "[A] or [B]", OneOf), top first. at is the index this group's first step
// will have in its ability. The choice step skipped (`.IfYouDo()` after a
// declined look) skips both options.
func TopOrBottom(at int) []Step { return OneOf(at, RestOnTop(), RestOnBottom()) }

// MayTopOrBottom is "you may put it on either the top or the bottom of your
// deck" after a look: an optional effect, so the "may" is asked first
// (6.1.4, spec decision rule 1), then the option (6.1.5.2, MayOneOf);
// declined, neither option happens and the card stays where it is. Dawson -
// Puzzling Sleuth.
func MayTopOrBottom(at int) []Step { return MayOneOf(at, RestOnTop(), RestOnBottom()) }

// PutIntoHandFromLook is "put N of the looked-at [filter] cards into your
// hand": a choice that must take N where able (1.2.3), unlike the "up to"
// of TakeFromLook, and the cards are not revealed.
func PutIntoHandFromLook(n int, f Filter) Step {
	s := TakeFromLook(n, f)
	s.UpTo, s.Reveal, s.May = false, false, false
	return s
}

// EachPlayerRevealsTop has every player, in turn order from the active
// player (6.7.6), reveal their deck's top card (6.1.14.1); the cards are
// kept together in slot until the effect ends (6.1.14.2); a player with an
// empty deck reveals none. Colors of the Wind.
func EachPlayerRevealsTop(slot int) Step {
	return Step{Op: OpRevealTopEach, Target: TgtYou, Slot: uint8(slot)}
}

// AllFromLookIntoHand moves every looked-at card matching f (after LookTop)
// into its player's hand, nothing asked, showing it to every player as it
// goes (known afterwards, Card.Seen, 6.1.14); the rest stay looked at for
// the next step (RestOnBottom). With LookTop(1).ForEachCardUnderThis() it
// covers a reveal counted from the cards under the source, a number
// RevealTopCards can't keep in a slot. Bambi - Ethereal Fawn.
func AllFromLookIntoHand(f Filter) Step {
	return Step{Op: OpLookAllToHand, Target: TgtYou, Filter: f, Slot: 0xFF}
}

// MayPutIntoHandFromLook is "you may put N of them into your hand" among
// the looked-at cards: the "may" is asked first (6.1.4); accepted, N cards
// are chosen (fewer only where fewer can be, 1.7.7), not revealed (Sisu -
// Divine Water Dragon).
func MayPutIntoHandFromLook(n int, f Filter) Step {
	return PutIntoHandFromLook(n, f).Optional()
}

// MayPlayRevealed is "if it's a [f] card, you may play it for free.
// Otherwise, put it on the top of your deck" for the card revealed into slot
// by an earlier step (RevealTop): played for free (1.5.5.3, 6.1.7) from the
// top of the deck; a card that isn't one, or isn't played, stays there. An
// action played so resolves after this ability (6.7.8.1). Mulan - Reflecting.
func MayPlayRevealed(slot int, f Filter) Step {
	play := cardStep(OpPlayFree, Them(slot))
	play.Filter = f.InZoneOf(ZoneDeck) // still on the top of the deck
	play.May = true
	c := ChosenIs(slot, f.InZoneOf(ZoneDeck))
	play.If = &c
	return play.Say("if it's " + article(f.describe(false)) + " card, you may play it for free; otherwise, it stays on the top of your deck")
}

// MayPlayRevealedAsIfInHand lets you play it just as though it were in hand
// for the card revealed into slot by an earlier step (RevealTop): played
// from the top of the deck paying its cost with its modifiers (4.3.2.3,
// 4.3.6), not for free, so not without enough ready ink (1.5.3); an action
// played so resolves after this ability (6.7.8.1). Follow with
// TopIntoDiscard(1).IfTheyDont() for "otherwise, put it in your discard".
// Kristoff's Lute.
func MayPlayRevealedAsIfInHand(slot int) Step {
	play := MayPlayRevealed(slot, AnyCard())
	play.PayCost = true
	return play.Say("you may play it from the top of your deck, paying its cost")
}

// MayPlayRevealedExerted is "if it's a [f] card, you may play that card for
// free and it enters play exerted" for the card revealed into slot by an
// earlier step (RevealTop); a card that isn't one stays where it is (on
// the top of the deck: if not played, it goes back on top).
func MayPlayRevealedExerted(slot int, f Filter) Step {
	play := MayPlayRevealed(slot, f)
	play.Exerted = true
	return play.Say("if it's " + article(f.describe(false)) + " card, you may play it for free and it enters play exerted; otherwise, it stays on the top of your deck")
}

// MayPlayTakenInsteadExerted is "if that [f] card costs N or less, you may
// play it for free instead and it enters play exerted" after a step that
// put a looked-at card into your hand (MayRevealFromLook, slot): the card,
// revealed and now in the hand, is played from there for free (6.1.7,
// 1.5.5.3) and enters play exerted, so it ends up in play instead of in
// the hand; declined, or not a [f] card, it stays in the hand
// (docs/rules-notes.md). The Queen - Diviner.
func MayPlayTakenInsteadExerted(slot int, f Filter) Step {
	play := MayPlayRevealedExerted(slot, f)
	play.Filter = f.InZoneOf(ZoneHand) // taken into the hand by the step before
	c := ChosenIs(slot, play.Filter)
	play.If = &c
	return play.Say("if it's " + article(f.describe(false)) + ", you may play it for free instead and it enters play exerted")
}

// LookAtEachOpponentsHand is "look at each opponent's hand": the controller
// alone sees those hands. No card is revealed to all players (6.1.14) and
// none moves; the cards are marked as seen by the controller (Card.Seen), who
// knows them from then on (docs/rules-notes.md).
func LookAtEachOpponentsHand() Step { return playerStep(OpLookAtHand, TgtYou, 0) }

// LookAtChosenOpponentsHand is "look at chosen opponent's hand": as
// LookAtEachOpponentsHand, for one opponent chosen as the step resolves
// (6.1.3; with one opponent, nothing is asked). Dolores Madrigal - Hears
// Everything.
func LookAtChosenOpponentsHand() Step { return playerStep(OpLookAtHand, TgtOpponent, 0) }

// LookAtYourInkwell shows you your inkwell's cards: the inkwell is
// private even to its player (7.5.4), so this effect shows the controller
// their own ink cards, which they know from then on (Card.Seen); nothing
// moves and nothing is revealed to other players (6.1.14). Follow with
// PlayForFree(f.InZoneOf(ZoneInkwell)) for "you may play a [f] from there
// for free": Pongo - Dear Old Dad.
func LookAtYourInkwell() Step { return playerStep(OpLookAtInkwell, TgtYou, 0) }

// SearchDeck is "search your deck for a [f] card and reveal that card to
// all players": the player looks through their own deck (an exception the
// effect makes to 7.2.2) and chooses one matching card into slot; it is
// revealed (6.1.14.1) until the effect ends (6.1.14.2). With no matching
// card nothing is chosen and the step is not done (1.7.7). Follow with
// ShuffleYourDeck and ToTop(Them(slot)) or PutInHand(Them(slot)): Alma
// Madrigal - Family Matriarch.
func SearchDeck(slot int, f Filter) Step {
	s := Choose(Sel{Target: TgtChosen, Filter: f.InZoneOf(ZoneDeck).Yours(), Count: 1, Slot: int8(slot)})
	s.Reveal = true
	return s
}

// RevealFromHand is "reveal a [f] card in your hand": the player chooses
// a matching card of their own hand into slot, and it is revealed to all
// players (6.1.14.1) until the effect ends (6.1.14.2); it stays in the hand.
// With none, nothing is revealed and the step is not done (1.7.7), so
// an optional reveal of a song from hand for 1 lore is
// RevealFromHand(0, SongCards()).Optional() then GainLore(1).IfYouDo()
// (6.1.5.1). Mirabel Madrigal - Curious Child.
func RevealFromHand(slot int, f Filter) Step {
	s := Choose(Sel{Target: TgtChosen, Filter: f.InZoneOf(ZoneHand).Yours(), Count: 1, Slot: int8(slot)})
	s.Reveal = true
	return s
}

// SearchDeckFor is "search your deck for a [f] card" without "and reveal
// that card": as SearchDeck, but the card chosen into slot is seen by its
// player alone, not revealed to all players (6.1.14). Merlin - Intellectual
// Visionary ("search your deck for any card, put that card into your hand,
// then shuffle your deck").
func SearchDeckFor(slot int, f Filter) Step {
	s := SearchDeck(slot, f)
	s.Reveal = false
	return s
}

// LookAtTopOfEachOpponentsDeck is "look at the top card of each opponent's
// deck": as LookAtEachOpponentsHand, information for the controller alone
// (nothing is revealed to all players, 6.1.14, and the card stays on the top
// of the deck), marked as seen by the controller (Card.Seen).
func LookAtTopOfEachOpponentsDeck() Step {
	s := playerStep(OpLookAtHand, TgtYou, 0)
	s.Top = true // the top card of the deck, not the hand
	return s
}
