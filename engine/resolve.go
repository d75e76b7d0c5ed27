package engine

// The resolver (6.7): an ability's steps run one after another; each step
// checks its condition, asks "may", asks its choices and amount, then
// performs its effect. Where a player must decide, the frame stops with its
// phase recording what is asked.

// Step phases.
const (
	spStart  = iota
	spMay    // asking "may"
	spChoose // asking a choice of cards
	spAmount // asking an amount
	spOption // asking an option
	spPerform
	spOrder // asking the order of cards put on the deck
	spName  // asking a card name (OpNameCard)
	// spMayYes: a step done player by player whose "may" each player
	// answers for their own part ("each opponent may choose and discard a
	// card") has been accepted by the player whose part it is: their
	// choice follows.
	spMayYes
	// spPlayer: asking the controller which player "they" is ("chosen
	// opponent", "chosen player", 6.1.3): a DecOption over the players that
	// can be chosen (them.go).
	spPlayer
	// spPhases counts the phases: Restore refuses a frame at any other.
	spPhases
)

// frameAbility returns the ability a frame resolves.
func (s *State) frameAbility(f *Frame) *Ability { return s.abilityAt(f.Def, f.Ab, f.Sub) }

// abilityAt finds an ability: ability ab of definition def (0xFF: an
// action's effect; the reserved indices: built-in keyword abilities), or with
// sub = k+1 the triggered ability its step k creates (6.2.7). It returns nil
// for indices that name nothing.
func (s *State) abilityAt(def DefID, ab uint8, sub int8) *Ability {
	a := builtin(ab)
	if a == nil {
		if int(def) >= len(s.game.Defs) {
			return nil
		}
		d := &s.game.Defs[def]
		switch {
		case ab >= GrantBase && ab < VanishAbility:
			if a = s.game.Granted(ab); a == nil {
				return nil
			}
		case ab == 0xFF:
			i := actionEffect(d)
			if i < 0 {
				return nil
			}
			a = d.Abilities[i]
		case int(ab) < len(d.Abilities):
			a = d.Abilities[ab]
		default:
			return nil
		}
	}
	if sub > 0 {
		if int(sub) > len(a.Steps) {
			return nil
		}
		return a.Steps[sub-1].Trigger
	}
	return a
}

func (s *State) frameCtx(f *Frame) ctx {
	return ctx{ctl: f.Player, src: s.Resolve(f.Source), fr: f}
}

// advanceAbility runs a FrAbility or FrPlayAction frame.
func (s *State) advanceAbility(i int) bool {
	f := &s.Stack[i]
	if f.PC < 0 {
		f.PC = 0
	}
	if f.Phase == spStart && s.game.bag.nested && s.nestTriggers(i) {
		return false // the nested model: what the last step triggered first
	}
	a := s.frameAbility(f)
	if a == nil || int(f.PC) >= len(a.Steps) {
		s.finishAbility(i)
		return false
	}
	st := &a.Steps[f.PC]
	c := s.frameCtx(f)
	switch f.Phase {
	case spStart:
		if st.IfDid && !f.Did || st.IfDidnt && f.Did || st.If != nil && !s.cond(st.If, c) {
			if st.Op == OpChooseOption && st.Jump > 0 {
				// 6.1.5.2: no option is chosen, so none of them happens
				// (an optional 2-ink payment to pick an option, not paid)
				f.PC = st.Jump - 1
			}
			if st.Op == OpEachOpponent && st.Jump > 0 {
				// 6.1.5.1, 6.7.6: "if you do, each opponent [does X]" not
				// done: no opponent's part happens
				f.PC = st.Jump - 1
			}
			// A step skipped by its condition ("if it's a character card
			// ... otherwise ...", "if they don't" after they did) leaves the
			// ability fully resolved as written; only [B] of an [A] that
			// wasn't done is an effect that didn't happen (6.1.1), and [A]
			// already counted so.
			short := f.Short
			s.nextStep(f, false)
			f.Short = short
			return false
		}
		if st.Op == OpJump {
			f.PC = st.Jump
			return false
		}
		if st.Op == OpEachOpponent || st.Op == OpNextOpponent {
			s.eachOpponent(f, st)
			return false
		}
		if !st.May && s.bindThem(f, st) {
			return true // "chosen opponent": which one, before the step's choices
		}
		if st.Op == OpChooseOption {
			f.Phase = spOption
			if st.May {
				f.Phase = spMay // "you may choose one" (6.1.4): the may first
			}
			return true
		}
		// A new step: nothing picked yet, the first player or card of a
		// step acting one by one.
		f.Pick = Slot{}
		f.Cursor = 0
		if st.Target != TgtPickedPlayers {
			f.Group = 0 // TgtPickedPlayers: kept from ChoosePlayers
		}
		if st.Target == TgtMostInHand || st.Target == TgtOpponentsMoreLore {
			f.Group = s.groupOf(f, st)
		}
		if st.May && !st.mayEachDiscard() {
			if st.mayEachPlayer() {
				// 6.7.6: each player decides their part in turn order,
				// the active player first.
				k, ok := s.turnOrderPlayer(f, st, 0)
				if !ok {
					s.nextStep(f, false)
					return false
				}
				f.Cursor = int16(k)
			}
			f.Phase = spMay
			return true
		}
		f.Phase = spChoose
		return false
	case spMay, spOption, spName, spPlayer:
		return true
	case spChoose, spMayYes:
		if s.bindThem(f, st) {
			return true // after the "may" (decision rule 1), before the cards
		}
		if st.Op == OpChooseOption {
			f.Phase = spOption // the "may" of "you may choose one" was accepted
			return true
		}
		if st.Op == OpNameCard {
			f.HasName = false
			f.Phase = spName
			return true
		}
		if st.Op == OpDiscard && st.Target.isEachPlayer() {
			// 6.7.6: each player in turn order, the active player first.
			k, ok := s.turnOrderPlayer(f, st, int(f.Cursor))
			if !ok {
				f.Num = f.Done
				s.nextStep(f, f.Done > 0)
				return false
			}
			f.Cursor = int16(k)
			if st.May && f.Phase == spChoose {
				// 6.1.4: each player answers the "may" of their own part
				f.Phase = spMay
				return true
			}
		}
		if s.needsChoice(st) {
			if s.candidateCount(f, st) == 0 {
				// 1.7.7: no legal choice; the effect does as much as it can.
				if st.Op == OpDiscard && st.Target.isEachPlayer() {
					f.Cursor++ // this player has nothing to discard
					f.Phase = spChoose
					return false
				}
				if st.Op == OpDiscard {
					f.Num = 0
				}
				s.nextStep(f, false)
				return false
			}
			if s.picked(f, st) < s.choiceMax(f, st) {
				return true
			}
		}
		f.Phase = spAmount
		return false
	case spAmount:
		if st.amountEachCard() {
			// the amount is asked card by card, in the order they entered play
			if id, ok := s.nextEachCard(f, st); ok {
				f.Cursor = int16(id) + 1
				return true
			}
			s.nextStep(f, f.Done > 0)
			return false
		}
		if st.AmountUpTo && s.amountMax(f, st) > 0 {
			return true
		}
		if st.AmountUpTo {
			f.Num = 0
		}
		f.Phase = spPerform
		return false
	case spPerform:
		if st.amountEachCard() {
			if id := eachCurrent(f.Cursor); id != NoCard {
				s.applyToCard(f, st, id, int(f.Num), c.src)
			}
			f.Cursor = eachDone(f.Cursor)
			f.Phase = spAmount
			return false
		}
		if st.Op == OpDealDamage && s.askDamageOrder(i, st) {
			return false
		}
		s.resolving = i
		did := s.perform(f, st)
		i = s.resolving // an action played for free waits below (6.7.8.1)
		f = &s.Stack[i]
		if f.Phase == spOrder {
			return false
		}
		if st.mayEachPlayer() {
			if did && f.Done == 0 {
				f.Done = 1
			}
			s.nextPlayerMay(f, st)
			return false
		}
		if st.Op == OpDiscard && st.Target.isEachPlayer() {
			// on to the next player's part (6.7.6)
			f.Pick = Slot{}
			f.Cursor++
			f.Phase = spChoose
			return false
		}
		s.nextStep(f, did)
		return false
	case spOrder:
		if s.orderPending(f) {
			return true
		}
		if st.lookSplit() {
			s.unstashLook(f)
		}
		s.nextStep(f, s.movedAllChosen(f, st))
		return false
	}
	return false
}

// mayEachPlayer reports whether a step is "each player may [do X]": a may
// asked of each player it names, in turn order, each doing their part if
// they say yes (6.7.6). A discard by each player keeps its own part by part
// choice and isn't one.
func (st *Step) mayEachPlayer() bool {
	return st.May && st.Target.isEachPlayer() && st.Op != OpDiscard
}

// nextPlayerMay moves an "each player may" step on to the next player's part
// (6.7.6); after the last player's part the step is done if anyone did it,
// and the game state check waits until the whole effect has resolved.
func (s *State) nextPlayerMay(f *Frame, st *Step) {
	if k, ok := s.turnOrderPlayer(f, st, int(f.Cursor)+1); ok {
		f.Cursor = int16(k)
		f.Pick = Slot{}
		f.Phase = spMay
		return
	}
	s.nextStep(f, f.Done > 0)
}

func (s *State) nextStep(f *Frame, did bool) {
	if !did {
		f.Short = true // 6.1.1: this effect didn't happen or did nothing
	}
	f.Did = did
	f.Prev, f.Done = f.Done, 0
	f.PC++
	f.Phase = spStart
	f.Replaced, f.ReplaceWith = Slot{}, Slot{}
}

// askDamageOrder asks, before a "deal damage" step of frame i is
// performed, the player of each card it damages which replacement effect
// applies first where the order matters (6.5.7.2): the damage is known
// before it is dealt (6.7.2.2). True when a question is pending.
func (s *State) askDamageOrder(i int, st *Step) bool {
	if !s.game.anyRedirect {
		return false
	}
	f := &s.Stack[i]
	n := s.num(&st.Amount, s.frameCtx(f))
	if st.AmountUpTo {
		n = int(f.Num)
	}
	asked := false
	s.forTargets(f, st, func(id CardID) {
		if !asked {
			asked = s.askReplaceOrder(i, id, n)
		}
	})
	return asked
}

// finishAbility pops a finished frame: an action goes to the discard
// (6.7.1.2) and a game state check follows (6.7.5).
func (s *State) finishAbility(i int) {
	f := s.Stack[i]
	s.Stack = s.Stack[:i]
	if o := s.game.observer; o != nil && s.frameAbility(&f) != nil {
		ab := f.Ab
		if ab == 0xFF { // an action's effect: its index among the card's abilities
			ab = uint8(actionEffect(&s.game.Defs[f.Def]))
		}
		o.Resolved(f.Def, ab, f.Sub)
	}
	// 6.1.13.2: a "once" (or "twice") ability counts a use only when it
	// has fully resolved (6.1.1): no "may" declined, every effect done.
	if a := s.frameAbility(&f); a != nil && (a.OncePerTurn || a.PerTurn > 0) && !f.Short {
		s.Turnly = append(s.Turnly, TurnRecord{Card: f.Source, Ab: f.Ab})
	}
	// 6.1.14.2: a hand it revealed is no longer revealed.
	if a := s.frameAbility(&f); a != nil {
		for k := range a.Steps {
			if a.Steps[k].Op == OpReveal {
				s.forPlayers(&f, &a.Steps[k], func(p uint8) {
					for _, id := range s.Players[p].Hand {
						s.Cards[id].Flags &^= FlagRevealed
					}
				})
			}
		}
	}
	// The cards an "any number of" choice picked are no longer marked.
	if a := s.frameAbility(&f); a != nil && hasAnyNumber(a.Steps) {
		for p := range s.Players {
			for _, id := range s.Players[p].Play {
				s.Cards[id].Flags &^= FlagPicked
			}
			for _, id := range s.Players[p].Hand {
				s.Cards[id].Flags &^= FlagPicked // picked in the hand (ChooseAnyNumber, then DiscardThem)
			}
		}
		for i := range s.Cards {
			if s.Cards[i].Zone == ZoneUnder {
				s.Cards[i].Flags &^= FlagPicked // picked under a card (5.1.1.7)
			}
		}
	}
	// 6.1.14.2: the cards it revealed are no longer revealed.
	for k := range f.Slots {
		for j := uint8(0); j < f.Slots[k].N; j++ {
			if id := s.Resolve(f.Slots[k].C[j]); id != NoCard {
				s.Cards[id].Flags &^= FlagRevealed
			}
		}
	}
	if f.Kind == FrPlayAction {
		// 8.12.1: a sung song resolves before any action played during it
		// (those wait below it, 6.7.8.1), so its singers stop being "the
		// characters that sang this song" when the first action finishes.
		s.clearSingers()
		if id := s.Resolve(f.Source); id != NoCard && s.Cards[id].Zone == ZonePlay {
			if s.Cards[id].Flags&FlagToDeckBottom != 0 {
				s.putOnBottom(id) // replacing the move to the discard (6.5)
			} else {
				s.moveCard(id, ZoneDiscard, s.Cards[id].Owner)
			}
			s.followToZone(f.Source, s.RefOf(id))
		}
	}
	s.gameStateCheck()
}

// hasAnyNumber reports whether steps include an "any number of" choice, or
// a step that marks the cards it acted on (MarkPicked): either marks cards
// FlagPicked for the rest of the ability.
func hasAnyNumber(steps []Step) bool {
	for k := range steps {
		if steps[k].AnyNumber || steps[k].MarkPicked {
			return true
		}
	}
	return false
}

// followToZone makes the triggered abilities waiting in the bag that refer
// to a card which just changed zones refer to it in its new zone: "that
// song" is the card sung, now in the discard (6.1.11, 7.1.6).
func (s *State) followToZone(old, nr Ref) {
	for i := range s.Bag {
		b := &s.Bag[i]
		if b.Ev.Subject == old {
			b.Ev.Subject = nr
		}
		if b.Ev.Other == old {
			b.Ev.Other = nr
		}
	}
}

// lookSplit reports whether a step is "put any number of them on the top
// of your deck in any order" among the looked-at cards (LookedOnTopAnyNumber):
// the player chooses any number of them, orders those on the top, and the
// rest stay looked at for the next step ("or the bottom", 7.2.3).
func (st *Step) lookSplit() bool { return st.Op == OpLookToTop && st.AnyOrder }

// splitLookToTop performs a lookSplit step: the f.Cursor cards chosen
// lie first in the look list. The rest are stashed at the end of the look
// array (f.Num of them) while the chosen ones are ordered on the top of the
// deck (spOrder, 7.2.3); unstashLook brings them back as the looked-at
// cards for the next step.
func (s *State) splitLookToTop(f *Frame) bool {
	k := int(f.Cursor)
	rest := int(f.NLook) - k
	// move the rest to the end of the array (beyond NLook, untouched by
	// the ordering): copy from the last so nothing is overwritten
	for j := rest - 1; j >= 0; j-- {
		f.Look[len(f.Look)-rest+j] = f.Look[k+j]
	}
	f.Num = int16(rest)
	f.NLook = uint8(k)
	f.Cursor = 0
	f.Pick = Slot{}
	if k >= 2 {
		f.Phase = spOrder
		return true
	}
	if k == 1 {
		s.placeOrdered(f, f.Look[0], true)
	}
	s.unstashLook(f)
	return k > 0
}

// unstashLook makes the cards stashed by splitLookToTop the looked-at cards
// again.
func (s *State) unstashLook(f *Frame) {
	rest := min(max(int(f.Num), 0), len(f.Look))
	for j := 0; j < rest; j++ {
		f.Look[j] = f.Look[len(f.Look)-rest+j]
	}
	f.NLook = uint8(rest)
	f.Num = 0
	f.Cursor = 0
}
