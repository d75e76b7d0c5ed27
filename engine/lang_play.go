package engine

// Playing cards by an effect: "play ... for free" (1.5.5.3), entering play
// exerted, playing a song again.

// PlayForFree is "(you may) play a [filter] card for free" from your hand
// (6.1.7, 6.7.8): the player chooses one matching card; add Optional for
// "you may". A character, item or location enters play at once; an action's
// effect resolves after this ability (6.7.8.1).
func PlayForFree(f Filter) Step {
	if !f.InZone {
		f = f.InHand()
	}
	f.Owner = Yours
	return cardStep(OpPlayFree, Chosen(f))
}

// PlayThatForFree is "play that card for free" for the card chosen into
// slot by an earlier step, in its player's hand (6.1.7): with onto >= 0,
// if a character was chosen into slot onto (a choice of "up to 1" among
// Filter.ShiftTargetFor(slot)), the card is played using its Shift onto
// that character (8.10.1), for free; otherwise it is played normally. "You
// may play or shift a Robot character with cost 8 or less for free":
// Syndrome - Out for Revenge. A card no longer in the hand isn't played
// (6.1.11.1).
func PlayThatForFree(slot, onto int) Step {
	s := cardStep(OpPlayFree, Them(slot))
	s.Filter = Filter{}.InZoneOf(ZoneHand)
	if onto >= 0 {
		s.ShiftSlot = int8(onto + 1)
	}
	return s
}

// ShiftForFreeFrom is "Shift a character from your [zone] for free"
// (8.10.1, 6.1.7): the player chooses a character card of theirs in zone z
// that can be played using its Shift ability onto one of their characters
// now (slot 0, so it must be the first choice of its ability), then the
// character it goes on (slot 1); the card is played there without paying
// its Shift cost (4.3.2.2). With no such card, nothing happens (1.7.7).
// Metamorphosis.
func ShiftForFreeFrom(z Zone) []Step {
	f := CharacterCards().InZoneOf(z).Yours()
	pick := Choose(Chosen(f)).Say("choose " + article(f.describe(false)) + " with Shift that can go on one of your characters")
	pick.Slot, pick.ShiftPick = 0, true
	onto := cardStep(OpShiftFree, Chosen(Chars().Yours()))
	onto.Slot, onto.Movers = 1, 0
	return []Step{pick, onto}
}

// EntersExerted makes a PlayForFree card enter play exerted.
func (s Step) EntersExerted() Step { s.Exerted = true; return s }

// ThenToBottom is "then put it on the bottom of your deck instead of into
// your discard" on a PlayForFree of an action card: once its effect has
// resolved, the action goes to the bottom of its player's deck, replacing
// the move into the discard of 5.4.1.2 (a replacement effect, 6.5). Only on
// PlayForFree; refused elsewhere when the catalogue loads. Max Goof - Chart
// Topper.
func (s Step) ThenToBottom() Step { s.ToBottom = true; return s }

// PlayThatSongAgain optionally replays the song just sung from your discard
// without paying for it, the replayed card then going to the bottom of your
// deck rather than back to the discard, in a "whenever this character sings a song" ability: the
// song sung (the trigger's other card, followed into the discard, 6.1.11)
// is played for free if it is still in the discard (6.1.11.1), and goes to
// the bottom of the deck when it has resolved.
func PlayThatSongAgain() Step {
	s := cardStep(OpPlayFree, TriggerOther)
	s.Filter = Filter{Types: Actions}.InZoneOf(ZoneDiscard)
	s.May, s.ToBottom = true, true
	return s.Say("you may play that song again from your discard for free; if you do, it goes to the bottom of your deck rather than your discard")
}

// PlayThisCardFrom is "you may play her" in an ability that works while its
// card is in zone z (Lilo - Escape Artist in the discard, 6.1.12 Example B):
// this card is played from z paying its cost, with its modifiers (4.3.2.3,
// 4.3.6); without enough ready ink it isn't played (1.5.3). Add Optional for
// "you may" and EntersExerted for "and she enters play exerted".
func PlayThisCardFrom(z Zone) Step {
	s := cardStep(OpPlayFree, ThisCard)
	s.Filter = Filter{}.InZoneOf(z)
	s.PayCost = true
	return s
}

// PlayThisCardForFreeFrom is "play this character for free" in an ability
// that works while its card is in zone z ("at the start of your turn, if
// this card is in your discard, you may ... to play this character for
// free", 6.1.12): as PlayThisCardFrom, but for free, an alternate cost
// (4.3.2.2, 6.1.7), so no ink is needed. Add EntersExerted for "and he
// enters play exerted". Stitch - Experiment 626.
func PlayThisCardForFreeFrom(z Zone) Step {
	s := cardStep(OpPlayFree, ThisCard)
	s.Filter = Filter{}.InZoneOf(z)
	return s
}

// ThatPlayerMayPlayForFree is "that player may play a [f] card from their
// [zone] for free" after an earlier step chose a card into slot 0 ("shuffle
// chosen opposing character into their player's deck. If you do, that
// player may ..."): the player of that card, an opponent for an opposing
// card, is asked the "may", chooses among their own cards and plays it
// (1.4.3, 6.1.7); its "when you play" abilities are theirs.
func ThatPlayerMayPlayForFree(f Filter) Step {
	s := PlayForFree(f).Optional()
	s.Chooser = TgtSlotOwner
	return s
}

// EachPlayerMayPlayForFree is "each player may reveal a [f] card from their
// hand and play it for free" (6.7.6, 6.1.7), as the steps of an ability
// starting at step index at: each player in turn, the active player first,
// answers their own "may" (6.1.4), chooses one of their matching cards and
// plays it; the card is public as it is played, so revealing it adds
// nothing. A card's "when you play" abilities are its player's. The Return
// of Hercules.
func EachPlayerMayPlayForFree(at int, f Filter) []Step {
	st := PlayForFree(f).Optional().ChosenByOpponent()
	return EachPlayer(at, st.Say("each player may reveal "+article(f.describe(false))+" card in their hand and then play that card for free"))
}

// MayPlayFromHandForFree acts on the card an earlier step put into your
// hand and kept in slot (PutInHand(...).KeepsMoved(), 7.1.6): if it matches
// f and is still in the hand as the step resolves, the "may" (6.1.4) is
// asked and that very card is played from the hand for free (6.1.7);
// otherwise nothing is asked. Widow Tweed - Kindly Soul.
func MayPlayFromHandForFree(slot int, f Filter) Step {
	play := cardStep(OpPlayFree, Them(slot))
	play.Filter = f.InZoneOf(ZoneHand)
	play.May = true
	c := ChosenIs(slot, play.Filter)
	play.If = &c
	return play.Say("if it's " + article(f.describe(false)) + ", you may play it for free")
}

// MayPlayDiscardedForFree is "if a [f] card is discarded this way, you may
// play that card for free" for the card a discard step kept in slot
// (Discard(...).KeepsDiscarded()): if it is such a card and still in the
// discard (6.1.11.1) as the step resolves, its player is asked the "may"
// (6.1.4) and it is played from there for free (6.1.7); otherwise nothing
// is asked. Jafar - High Sultan of Lorcana.
func MayPlayDiscardedForFree(slot int, f Filter) Step {
	play := cardStep(OpPlayFree, Them(slot))
	play.Filter = f.InZoneOf(ZoneDiscard)
	play.May = true
	c := ChosenIs(slot, f.InZoneOf(ZoneDiscard))
	play.If = &c
	return play.Say("if " + article(f.describe(false)) + " card is discarded this way, you may play that card for free")
}
