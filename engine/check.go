package engine

import (
	"fmt"
	"strings"
)

// checkAbility rejects definitions the resolver can't carry out, so a card
// written wrongly fails when the game is built, never during play.
func checkAbility(d *CardDef, a *Ability) error {
	bad := func(why string) error {
		n := a.Name
		if n == "" {
			n = "its effect"
		}
		return fmt.Errorf("engine: %s, %s: %s", d.FullName, n, why)
	}
	for k := range a.Statics {
		// 1.10.1.1: the deck check reads the copy limit from the catalogue;
		// the ability must say the same, or the deck check and the text
		// would disagree.
		if e := &a.Statics[k]; e.Kind == StGainClass && (e.Affects.Classes != 0 || e.Affects.NoClass != 0) {
			// grantedClasses matches the filter: asking for classes there
			// would ask for the grant itself.
			return bad("the cards gaining a classification can't be chosen by classification")
		}
		if e := &a.Statics[k]; !e.Self && e.Affects == (Filter{}) && affectsCards(e.Kind) {
			// the zero filter matches every card in play, the opponents'
			// too: a definition that forgot its filter would give every
			// card the ability or modifier; no card means that.
			return bad(fmt.Sprintf("static %d (%s) has an empty Affects filter: it would apply to every card in play, the opponents' too; write the filter, or Self", k+1, staticWord(e.Kind)))
		}
		if e := &a.Statics[k]; e.Kind == StCopiesInDeck && (e.Amount.N < 1 || int(e.Amount.N) != int(d.MaxCopies)) {
			return bad(fmt.Sprintf("the ability allows %d copies in a deck but the catalogue's copy limit is %d", e.Amount.N, d.MaxCopies))
		}
	}
	if a.FirstTime && a.Kind != Triggered {
		return bad(`"the first time" applies to triggered abilities only`)
	}
	if a.Cost.Discard > 0 {
		// canActivate checks the hand but doActivate has no discard step.
		return bad("a discard in an activated ability's cost is not supported: the engine would not pay it")
	}
	if a.Cost.DiscardOne != nil || a.Cost.BanishOne != nil || a.Cost.ExertOne != nil {
		for i := range a.Steps {
			if a.Steps[i].Target == TgtChosen && a.Steps[i].Slot == PaidSlot {
				return bad(fmt.Sprintf("step %d: its choice takes PaidSlot, which holds the card paid for the cost", i+1))
			}
		}
	}
	if a.Cost.BanishOne != nil && a.Cost.DiscardOne != nil {
		return bad("a cost that both banishes and discards a card would need two paid slots")
	}
	if a.Cost.BanishN != 0 && (a.Cost.BanishOne == nil || a.Cost.BanishN < 2 || a.Cost.BanishN > 4) {
		return bad("BanishN is \"banish N of your [f]\" with BanishOne, N from 2 to 4 (PaidSlot holds 4 cards)")
	}
	alt := a.Kind == Static && len(a.Statics) == 1 && a.Statics[0].Kind == StPlayFreeByCost
	if alt {
		// PlayThisForFreeBy: one part, exert or banish cards of yours.
		parts := 0
		for _, f := range [...]*Filter{a.Cost.ExertOne, a.Cost.BanishOne, a.Cost.BottomOne} {
			if f != nil {
				parts++
			}
		}
		if parts != 1 || a.Cost.Exert || a.Cost.Ink > 0 ||
			a.Cost.BanishSelf || a.Cost.Discard > 0 || a.Cost.DiscardOne != nil || !a.InZone || a.FromZone != ZoneHand {
			return bad("PlayThisForFreeBy's cost is one of Cost{ExertOne, ExertN}, Cost{BanishOne, BanishN} or Cost{BottomOne}")
		}
	}
	if a.Cost.BottomOne != nil && !alt {
		return bad("\"put a card from your discard on the bottom of your deck\" is a cost of PlayThisForFreeBy")
	}
	if a.Cost.ExertN != 0 && (!alt || a.Cost.ExertOne == nil || a.Cost.ExertN < 2 || a.Cost.ExertN > 4) {
		return bad("ExertN is \"exert N of your [f]\" with ExertOne, N from 2 to 4, in PlayThisForFreeBy")
	}
	if a.Cost.DamageSelf != 0 && (a.Kind != Activated || a.Cost.DamageSelf < 0) {
		return bad("DamageSelf is the cost \"deal N damage to this character\" of an activated ability")
	}
	if a.Cost.BanishOne != nil && a.Kind != Activated && !alt {
		return bad("\"banish one of your\" is a cost of an activated ability or of PlayThisForFreeBy")
	}
	for i := range a.Steps {
		st := &a.Steps[i]
		// "those characters" that sang are found only by an ability their
		// singing triggered (ThoseThatSang, 8.12.1).
		if st.Filter.SangLast && (a.Kind != Triggered || !a.Trigger.Sung) {
			return bad(fmt.Sprintf("step %d: the characters that sang (ThoseThatSang) are for an ability triggered by singing a song (WheneverYourCharactersSing)", i+1))
		}
		// "after the challenge" waits for the end of the challenge the
		// ability triggered in (4.6.7); elsewhere there is none.
		if st.Op == OpDelayed && st.Trigger != nil && st.Trigger.Trigger.Event == EvChallengeEnd &&
			(a.Kind != Triggered || a.Trigger.Event != EvChallenges && a.Trigger.Event != EvChallenged) {
			return bad(fmt.Sprintf("step %d: \"after the challenge\" is for an ability triggered by a challenge (AfterTheChallenge)", i+1))
		}
	}
	return checkSteps(a.Steps, false, bad)
}

func checkSteps(steps []Step, nested bool, bad func(string) error) error {
	for i := range steps {
		st := &steps[i]
		if st.CountNum && (st.Target != TgtChosen || st.Op != OpReturnToHand && st.Op != OpBanish && st.Op != OpExert && st.Op != OpReady) {
			return bad(fmt.Sprintf("step %d: a counted number of choices (ChosenForEach) is for chosen cards to return, banish, exert or ready, whose amount is unused", i+1))
		}
		if st.ToBottom && st.Op != OpPlayFree {
			return bad(fmt.Sprintf("step %d: ThenToBottom puts an action played for free on the bottom of the deck", i+1))
		}
		if st.Op == OpDiscard && !discardFilterOK(&st.Filter) {
			return bad(fmt.Sprintf("step %d: a discard step reads only the type, classifications and {C} of the cards", i+1))
		}
		if st.KeepDiscarded && st.Op != OpDiscard {
			return bad(fmt.Sprintf("step %d: KeepsDiscarded keeps the cards of a discard step in a choice slot", i+1))
		}
		if st.KeepMoved && st.Op != OpTopToDiscard && (st.AnyOrder || st.Continuous || st.Target != TgtChosen && st.Target != TgtSlot && st.Target != TgtSubject && st.Target != TgtOther && st.Target != TgtSelf) {
			return bad(fmt.Sprintf("step %d: KeepsMoved keeps the cards a step on chosen or named cards acted on", i+1))
		}
		if st.Target == TgtChosen && !st.AnyNumber && int(st.Count) > SlotCards {
			// a choice of N cards keeps them in one slot: a larger N can't
			// be honoured, and a choice silently capped would be a wrong
			// "up to N" (6.1.3)
			return bad(fmt.Sprintf("step %d: a choice of %d cards is more than a slot holds (%d)", i+1, st.Count, SlotCards))
		}
		if st.Whole && (st.Target != TgtChosen || st.UpTo || st.CountNum) {
			return bad(fmt.Sprintf("step %d: Fully is for a step on N chosen cards (not \"up to\")", i+1))
		}
		if st.Amount.Kind == NumInsteadIfSlot && int(st.Amount.Slot) >= len(Frame{}.Slots) {
			return bad(fmt.Sprintf("step %d: InsteadIfChosen reads slot %d, which doesn't exist", i+1, st.Amount.Slot))
		}
		if st.Target == TgtPickedPlayers && (i == 0 || steps[i-1].Op != OpChoosePlayers && steps[i-1].Target != TgtPickedPlayers) {
			// the chosen players are kept only from one step to the next
			return bad(fmt.Sprintf("step %d: the chosen players (TgtPickedPlayers) follow a ChoosePlayers step directly", i+1))
		}
		if st.ThemAny && st.Filter.Owner != Theirs {
			return bad(fmt.Sprintf("step %d: OfChosenPlayer is for a step on the cards of \"they\" (Filter.Theirs)", i+1))
		}
		if st.ThemFirst {
			// the player is chosen first for a later step that names them
			later := false
			for j := i + 1; j < len(steps) && !later; j++ {
				later = steps[j].namesThem()
			}
			if !later || st.namesThem() {
				return bad(fmt.Sprintf("step %d: ThenChosenPlayer needs a later step on a chosen player, and none of its own", i+1))
			}
		}
		switch st.Op {
		case OpGrantAbility:
			// "your characters gain '...' this turn" (Each) is an applied
			// effect on the cards in play as it resolves (6.4.2.2); a
			// continuous grant to cards played later is not supported.
			if st.Trigger == nil || st.Dur == Instant || st.Continuous || st.Trigger.Kind == Static {
				return bad(fmt.Sprintf("step %d: a card gains an activated or triggered ability for a duration (GainsAbility)", i+1))
			}
		case OpNone, OpNameAndReveal, OpBanishAll:
			return bad(fmt.Sprintf("step %d: op %d is not an effect the engine performs (use the builders in lang.go)", i+1, st.Op))
		case OpFloating, OpDelayed:
			if st.Trigger == nil || st.Trigger.Kind != Triggered || st.Trigger.Trigger.Event == EvNone {
				return bad(fmt.Sprintf("step %d: a created trigger needs a triggered ability with a trigger event", i+1))
			}
			if nested {
				return bad(fmt.Sprintf("step %d: a created trigger can't create another", i+1))
			}
			if err := checkSteps(st.Trigger.Steps, true, bad); err != nil {
				return err
			}
		case OpCantPlay:
			// cantPlay compares the card's type only: a filter with any
			// other test would be silently ignored.
			if st.Filter != (Filter{Types: st.Filter.Types}) || st.Filter.Types == 0 || st.Dur == Instant {
				return bad(fmt.Sprintf("step %d: opponents can't play cards of some types (a filter of types only) for a duration", i+1))
			}
		case OpReadyCap:
			// the Ready step compares the card's type only (StReadyCap)
			if st.Filter != (Filter{Types: st.Filter.Types}) || st.Filter.Types == 0 || st.Amount.Kind != NumConst || st.Amount.N < 0 {
				return bad(fmt.Sprintf("step %d: a ready cap needs a filter of types only and a fixed amount", i+1))
			}
		case OpReveal:
			if st.Target != TgtOpponent && st.Target != TgtYou && st.Target != TgtEachOpponent && st.Target != TgtChosenPlayer {
				return bad(fmt.Sprintf("step %d: a hand is revealed by you, the opponent, each opponent or a chosen player", i+1))
			}
		case OpChoosePlayers:
			if st.Target != TgtEachPlayer || !st.May {
				return bad(fmt.Sprintf("step %d: choosing players is built by ChoosePlayers", i+1))
			}
		case OpDiscardCards:
			// 7.6: only cards in a hand are discarded
			if !st.Filter.InZone || st.Filter.Zone != ZoneHand || st.Filter.Owner != Yours {
				return bad(fmt.Sprintf("step %d: discard acts on cards in your hand (a filter Yours().InZoneOf(ZoneHand))", i+1))
			}
		case OpChoose:
			if st.Target != TgtChosen {
				return bad(fmt.Sprintf("step %d: a choice step chooses cards (use Choose with Chosen or UpToChosen)", i+1))
			}
		case OpPlayFree:
			// a card chosen from a zone, "that card" of the trigger (6.1.11)
			// or a card revealed earlier ("that character") from a named zone
			if st.Target != TgtChosen && st.Target != TgtOther && st.Target != TgtSubject && st.Target != TgtSlot && st.Target != TgtSelf || !st.Filter.InZone {
				return bad(fmt.Sprintf("step %d: playing for free chooses a card from a zone (use PlayForFree) or plays the trigger's card from a named zone", i+1))
			}
			if st.FromLook && !looksBefore(steps, i) {
				return bad(fmt.Sprintf("step %d: playing one of the looked-at cards needs an earlier look at the top of the deck (LookTop)", i+1))
			}
		case OpShiftFree:
			// the card comes from an earlier ShiftPick choice (ShiftForFreeFrom)
			if st.Target != TgtChosen || st.Movers >= 4 || !shiftPickBefore(steps, i, st.Movers) {
				return bad(fmt.Sprintf("step %d: shifting a card for free needs the card chosen earlier by a Shift choice (use ShiftForFreeFrom)", i+1))
			}
		case OpMoveTo:
			if st.Movers != MoverSelf && st.Movers >= 4 {
				return bad(fmt.Sprintf("step %d: the characters to move come from a slot (0-3) or are this card", i+1))
			}
		case OpMoveAnyTo:
			// the characters are picked, then the location is chosen into
			// the step's slot just before (MoveAnyNumberTo)
			if i < 2 || steps[i-1].Op != OpChoose || steps[i-1].Slot != st.Slot || steps[i-1].Filter.Types != Locations || !steps[i-2].AnyNumber {
				return bad(fmt.Sprintf("step %d: moving any number of characters needs them picked, then the location chosen just before into its slot (use MoveAnyNumberTo)", i+1))
			}
		case OpLookTop:
			if st.Reveal && (st.Amount.Kind != NumConst || int(st.Amount.N) > len(Slot{}.C)) {
				return bad(fmt.Sprintf("step %d: revealing the top cards keeps them in a slot: at most %d, a fixed number", i+1, len(Slot{}.C)))
			}
		case OpToDeckTop:
			if st.AnyOrder && (st.Target != TgtChosen || !st.Filter.InZone || st.Filter.Zone != ZoneHand) {
				return bad(fmt.Sprintf("step %d: cards put on the top of the deck in any order are chosen from the hand (PutFromHandOnTop)", i+1))
			}
		case OpJump:
			if int(st.Jump) <= i && repeatsRevealed(steps, i) {
				break // the card goes to hand and the effect runs again (RepeatFrom)
			}
			if int(st.Jump) <= i || int(st.Jump) > len(steps) {
				return bad(fmt.Sprintf("step %d: jumps must go forward", i+1))
			}
		case OpEachOpponent:
			// "each opponent [does these steps]" (EachOpponent): the block
			// ends with the OpNextOpponent that goes back to its first step
			j := int(st.Jump) - 1
			if j <= i || j >= len(steps) || steps[j].Op != OpNextOpponent || int(steps[j].Jump) != i+1 {
				return bad(fmt.Sprintf("step %d: an \"each opponent\" block ends with its OpNextOpponent (use EachOpponent)", i+1))
			}
		case OpNextOpponent:
			if int(st.Jump) < 1 || int(st.Jump) > i || steps[st.Jump-1].Op != OpEachOpponent || int(steps[st.Jump-1].Jump) != i+1 {
				return bad(fmt.Sprintf("step %d: OpNextOpponent ends an \"each opponent\" block (use EachOpponent)", i+1))
			}
		case OpChooseOption:
			if st.May && (int(st.Jump) <= i || int(st.Jump) > len(steps)) {
				return bad(fmt.Sprintf("step %d: \"you may choose one\" needs the step after its options (use MayOneOf)", i+1))
			}
			for _, o := range st.Options {
				if int(o) <= i || int(o) >= len(steps) {
					return bad(fmt.Sprintf("step %d: an option must start at a later step", i+1))
				}
			}
		}
		if st.Filter.HasOrZone && (st.Target != TgtChosen || !st.Filter.InZone || st.Filter.Zone == ZonePlay || st.Filter.OrZone == ZonePlay || st.Filter.OrZone == st.Filter.Zone || st.Filter.Zone == ZoneUnder || st.Filter.OrZone == ZoneUnder) {
			// the candidates of a choice are read from both zones' lists
			return bad(fmt.Sprintf("step %d: a card from either of two zones is a chosen card from two zones off play (OrInZoneOf)", i+1))
		}
		if st.Also != nil && (st.Op != OpTakeFromLook || st.Count != 2 || !st.UpTo) {
			return bad(fmt.Sprintf("step %d: a choice of one card of each of two kinds is TakeOneOfEachFromLook", i+1))
		}
		if st.amountEachCard() && st.Op != OpRemoveDamage {
			return bad(fmt.Sprintf("step %d: an amount asked card by card for each card of a group is for removing damage only", i+1))
		}
		if st.Target.isEachPlayer() && (st.Op == OpTakeFromLook || st.Op == OpLookToTop || st.Op == OpLookPickToInk || st.Op == OpLookTop || st.Op == OpRevealTop) {
			return bad(fmt.Sprintf("step %d: looking at or revealing cards is done by one player", i+1))
		}
		if st.Slot >= 4 {
			return bad(fmt.Sprintf("step %d: slot %d out of range (4 slots)", i+1, st.Slot))
		}
		if st.AnyNumber && (st.Op != OpChoose || st.Target != TgtChosen) {
			return bad(fmt.Sprintf("step %d: \"any number of\" is a choice step (use ChooseAnyNumber)", i+1))
		}
		if st.OnlyPicked && (st.Target != TgtAll || !hasAnyNumber(steps[:i])) {
			return bad(fmt.Sprintf("step %d: the picked cards (Picked) come from an earlier ChooseAnyNumber or MarksAffected step", i+1))
		}
		if st.MarkPicked && st.Op != OpRemoveDamage && st.Op != OpReady {
			return bad(fmt.Sprintf("step %d: marking the cards a step acted on (MarksAffected) is for removing damage or readying only", i+1))
		}
	}
	return nil
}

// looksBefore reports whether a step before step i looks at the top of the
// deck (OpLookTop), for a step that acts on the looked-at cards.
func looksBefore(steps []Step, i int) bool {
	for k := 0; k < i; k++ {
		if steps[k].Op == OpLookTop {
			return true
		}
	}
	return false
}

// buildNameReps lists one definition per distinct name (5.2.6), in DefID
// order, and indexes them by lower-case name.
func buildNameReps(defs []CardDef) ([]DefID, map[string]DefID) {
	seen := make(map[string]DefID, len(defs))
	var out []DefID
	for i := range defs {
		k := strings.ToLower(defs[i].Name)
		if _, ok := seen[k]; !ok {
			seen[k] = DefID(i)
			out = append(out, DefID(i))
		}
	}
	return out, seen
}

// buildDefNameReps lists, per definition, the representatives of its name
// and of its other names (6.1.13: a card with several names has each).
func buildDefNameReps(defs []CardDef, repByName map[string]DefID) [][]DefID {
	out := make([][]DefID, len(defs))
	for i := range defs {
		for k := -1; k < len(defs[i].AltNames); k++ {
			n := defs[i].Name
			if k >= 0 {
				n = defs[i].AltNames[k]
			}
			if rep, ok := repByName[strings.ToLower(n)]; ok {
				out[i] = append(out[i], rep)
			}
		}
	}
	return out
}

// NamedName returns the name a "name a card" answer names.
func (g *Game) NamedName(d DefID) string {
	if int(d) < len(g.Defs) {
		return g.Defs[d].Name
	}
	return ""
}

// repeatsRevealed reports whether the backward jump at step i is a
// repetition that always ends: "reveal the top card of your deck; if it's
// a [f] card, put it into your hand and repeat this effect". It jumps back
// to the RevealTop step, only if the step before it (putting that revealed
// card into the hand) was done, so each round takes a card out of the deck
// and an empty deck stops it (1.2.3).
func repeatsRevealed(steps []Step, i int) bool {
	st := &steps[i]
	if !st.IfDid || i == 0 {
		return false
	}
	back, put := &steps[st.Jump], &steps[i-1]
	return back.Op == OpRevealTop && put.Op == OpReturnFromDiscard && put.Target == TgtSlot && put.Slot == back.Slot
}

// discardFilterOK reports whether a discard step's filter tests only what
// discardable reads: the type, classifications and inkwell symbol of the
// cards in hand.
func discardFilterOK(f *Filter) bool {
	g := *f
	g.Types, g.Classes, g.NoClass, g.ClassTypes, g.Inkable = 0, 0, 0, 0, Either
	g.Owner, g.Zone, g.InZone = f0.Owner, f0.Zone, f0.InZone
	return g == f0
}

var f0 Filter

// shiftPickBefore reports whether a ShiftPick choice into slot comes
// before step i (ShiftForFreeFrom).
func shiftPickBefore(steps []Step, i int, slot uint8) bool {
	for k := 0; k < i; k++ {
		if steps[k].Op == OpChoose && steps[k].ShiftPick && steps[k].Slot == slot {
			return true
		}
	}
	return false
}

// affectsCards reports whether the static kind gives the cards its Affects
// filter matches an ability, a modifier or a restriction, so that an empty
// filter (every card in play, both players') is refused by checkAbility.
func affectsCards(k StaticKind) bool {
	switch k {
	case StGrantAbility, StModify, StKeyword, StRestrict:
		return true
	}
	return false
}

// staticWord names the static kinds affectsCards lists, for errors.
func staticWord(k StaticKind) string {
	switch k {
	case StGrantAbility:
		return "a granted ability"
	case StModify:
		return "a characteristic modifier"
	case StKeyword:
		return "a granted keyword"
	case StRestrict:
		return "a restriction"
	}
	return "a static ability"
}
