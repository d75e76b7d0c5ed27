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
				// ("you may pay 2 {I} to choose one", not paid)
				f.PC = st.Jump - 1
			}
			s.nextStep(f, false)
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
		if did && st.Op == OpDiscard && st.Amount.Kind == NumHandOver && s.num(&st.Amount, s.frameCtx(f)) > 0 {
			// "discard until they have N": a choice holds 4 cards; the
			// next ones are chosen the same way
			f.Pick = Slot{}
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
		s.nextStep(f, true)
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
				s.putOnBottom(id) // "instead of into your discard" (6.5)
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

// needsChoice reports whether a step asks for a choice of cards.
func (s *State) needsChoice(st *Step) bool {
	return st.Target == TgtChosen || st.Op == OpDiscard || st.Op.picksLooked() || st.Op == OpMoveAnyTo
}

// picksLooked reports whether an op chooses among the looked-at cards.
func (o Op) picksLooked() bool {
	return o == OpTakeFromLook || o == OpLookToTop || o == OpLookPickToInk
}

// chooser is the player who makes a step's choice.
func (s *State) chooser(f *Frame, st *Step) uint8 {
	if st.Op == OpDiscard && st.Chooser == TgtYou {
		return f.Player // "a card of your choice"
	}
	if st.Op == OpDiscard {
		return s.stepPlayer(f, st)
	}
	if st.Chooser == TgtOpponent {
		// "each opponent chooses one of their characters": the opponent
		// whose part it is; "chosen opponent chooses": that one (them.go)
		return s.them(f)
	}
	if st.Op == OpPlayFree && st.Chooser == TgtSlotOwner {
		// "that player may play a character from their discard for
		// free": the player of the card chosen into slot 0 is asked, chooses
		// and plays (1.4.3, 6.1.7).
		return s.slotPlayer(f, 0)
	}
	return f.Player
}

// slotPlayer is the player of the card chosen into slot k ("its player",
// "that player"), known even after an earlier step of the effect moved it
// out of play: an instance's player never changes, only its generation
// (7.1.6). Without a card there it is the controller.
func (s *State) slotPlayer(f *Frame, k uint8) uint8 {
	if r := f.Slots[k].C[0]; f.Slots[k].N > 0 && r.Valid() && int(r.ID) < len(s.Cards) {
		return s.Cards[r.ID].Owner
	}
	return f.Player
}

// stepPlayer is the player a player-targeted step acts on (the first one).
func (s *State) stepPlayer(f *Frame, st *Step) uint8 {
	switch st.Target {
	case TgtOpponent, TgtChosenPlayer:
		return s.them(f) // the chosen opponent or player (them.go)
	case TgtEachOpponent, TgtEachPlayer, TgtMostInHand, TgtOpponentsMoreLore:
		// a step acting player by player: the one whose part it is (6.7.6)
		if k, ok := s.turnOrderPlayer(f, st, int(f.Cursor)); ok {
			return s.turnOrderAt(k)
		}
		return s.nextPlayer(f.Player)
	case TgtOtherOwner:
		// "the challenging player": the player of the trigger's other card
		if id := f.Ev.Other.ID; id != NoCard && int(id) < len(s.Cards) {
			return s.Cards[id].Owner
		}
	case TgtEventPlayer:
		// "they" of "at the end of each opponent's turn": the player the
		// trigger event is about
		return f.Ev.Player
	case TgtSlotOwner:
		// "its player", even after an earlier step of the effect moved the
		// card out of play ("banish chosen item; its player draws a card",
		// 6.1.5.1 Example C)
		return s.slotPlayer(f, st.Slot)
	}
	return f.Player
}

// discardable reports whether a card in hand is of the kind a discard step
// names ("a non-character card", "a song card").
func (s *State) discardable(f *Filter, id CardID) bool {
	d := s.Def(id)
	if f.Inkable != Either && (f.Inkable == Yes) != s.inkable(id) {
		return false // "a card with {C}" (5.2.3), counted as having it included
	}
	return f.Types.Has(d.Type) && f.classesAdmit(d)
}

// choiceMax is how many cards the step chooses at most.
func (s *State) choiceMax(f *Frame, st *Step) int {
	n := int(st.Count)
	if n == 0 {
		n = 1
	}
	if st.Op == OpDiscard || st.CountNum {
		n = s.num(&st.Amount, s.frameCtx(f))
	}
	if st.lookSplit() {
		return int(f.NLook) // any number of them
	}
	if st.Op == OpMoveAnyTo {
		return len(s.Cards) // any number: each is moved as it is picked
	}
	if st.AnyNumber {
		return 127 // any number: picks are marked on the cards, not held in a slot
	}
	if n > 4 {
		n = 4
	}
	return n
}

// candidates calls fn for every card the step's choice may pick now: every
// card that can still be part of a legal complete set (6.7.3).
func (s *State) candidates(f *Frame, st *Step, fn func(CardID) bool) {
	c := s.frameCtx(f)
	who := s.chooser(f, st)
	c.ctl = f.Player
	if st.Op == OpPlayFree {
		c.ctl = who // "their discard", "they play": the player who plays (1.4.3)
	}
	ok := func(id CardID) bool { return s.canChoose(f, st, c, who, id) }
	if st.Op.picksLooked() || st.FromLook {
		for k := uint8(0); k < f.NLook; k++ {
			id := f.Look[k]
			if st.lookSplit() && int16(k) < f.Cursor {
				continue // already chosen for the top (lookSplit keeps them first)
			}
			if st.Op == OpPlayFree && s.cantPlay(c.ctl, id) {
				continue // 1.2.2: a card its player can't play
			}
			if s.Cards[id].Zone == ZoneDeck && ok2(s, &st.Filter, id, c, f) && !f.Pick.Has(id) {
				if !fn(id) {
					return
				}
			}
		}
		return
	}
	if st.Op == OpDiscard {
		// the discarding player's hand, whoever chooses; none when they
		// don't discard (StNoDiscard)
		p := s.stepPlayer(f, st)
		if s.dontDiscard(p) {
			return
		}
		for _, id := range s.Players[p].Hand {
			if !f.Pick.Has(id) && s.discardable(&st.Filter, id) {
				if !fn(id) {
					return
				}
			}
		}
		return
	}
	z := ZonePlay
	if st.Filter.InZone {
		z = st.Filter.Zone
	}
	// 6.7.3: a "must choose if able" requirement of an opposing card that
	// no card picked so far met narrows the last pick the choice has left
	// to the cards that meet it; earlier picks are free, since the set can
	// still come to meet it ({Mickey, John} as {John, Mickey}).
	must := z == ZonePlay && s.game.anyMustChoose && s.choiceMax(f, st)-int(f.Pick.N) <= 1 && s.mustChooseApplies(f, st, c, who)
	for p := range s.Players {
		if !s.ownerIn(st.Filter.Owner, uint8(p), c) {
			continue
		}
		l := s.zoneList(uint8(p), z)
		if l == nil {
			continue
		}
		for _, id := range *l {
			if ok(id) && (!must || s.mustBeChosen(id, who)) && !fn(id) {
				return
			}
		}
	}
}

// mustBeChosen reports whether card id carries a "must choose this card if
// able" requirement against player who (an opponent of its controller).
func (s *State) mustBeChosen(id CardID, who uint8) bool {
	return s.opponentsStaticCovers(StMustChoose, id, who)
}

// opponentsStaticCovers reports whether a static effect of kind k, of a
// card whose controller is an opponent of player who, applies to card id.
func (s *State) opponentsStaticCovers(k StaticKind, id CardID, who uint8) bool {
	found := false
	s.staticsFor(kindBit(k), id, func(e *StaticEffect, src CardID, ctl uint8) bool {
		if e.Kind == k && s.Opponents(ctl, who) && s.staticApplies(e, src, ctl, id) {
			found = true
			return false
		}
		return true
	})
	return found
}

// cantBeChosenBy reports whether a static "opponents can't choose [cards]
// for abilities or effects" of an opponent of player who covers card id
// (StCantBeChosen, as Ward 8.15.1 without the keyword).
func (s *State) cantBeChosenBy(id CardID, who uint8) bool {
	return s.opponentsStaticCovers(StCantBeChosen, id, who)
}

// canChoose reports whether card id meets the step's requirements and
// limiters for player who to choose it, apart from must-choose ones
// (6.1.3.1).
func (s *State) canChoose(f *Frame, st *Step, c ctx, who uint8, id CardID) bool {
	if f.Pick.Has(id) || st.AnyNumber && s.Cards[id].Flags&FlagPicked != 0 {
		return false
	}
	if !s.match(&st.Filter, id, c) {
		return false
	}
	// 8.15.1: Ward; opponents can't choose the card. A static "opponents
	// can't choose your items" works the same way without the keyword.
	if s.Cards[id].Zone == ZonePlay && s.Opponents(s.Cards[id].Owner, who) && (s.HasKeyword(id, Ward) || s.cantBeChosenBy(id, who)) {
		return false
	}
	if st.Op == OpMoveAnyTo && !s.canMoveByEffect(f.Player, id, s.Resolve(f.Slots[st.Slot].C[0])) {
		return false // already there, or it can't move (4.7)
	}
	if st.Op == OpPlayFree && st.PayCost && s.playCost(id, ActPlay) > s.Players[f.Player].InkReady() {
		return false // 1.5.3: a cost that can't be paid
	}
	return st.Op != OpPlayFree || !s.cantPlay(c.ctl, id)
}

// mustChooseApplies reports whether a must-choose requirement binds the
// choice now: a candidate carries one and no card picked so far met it
// (6.7.3, Example B: one met requirement is enough).
func (s *State) mustChooseApplies(f *Frame, st *Step, c ctx, who uint8) bool {
	for k := uint8(0); k < f.Pick.N; k++ {
		if id := s.Resolve(f.Pick.C[k]); id != NoCard && s.mustBeChosen(id, who) {
			return false
		}
	}
	for p := range s.Players {
		if !s.ownerIn(st.Filter.Owner, uint8(p), ctx{ctl: f.Player, fr: f}) {
			continue
		}
		for _, id := range s.Players[p].Play {
			if s.canChoose(f, st, c, who, id) && s.mustBeChosen(id, who) {
				return true
			}
		}
	}
	return false
}

// mustChooseOpen reports whether a card choice in play has begun without
// meeting a must-choose requirement it still can meet (6.7.3).
func (s *State) mustChooseOpen(f *Frame, st *Step) bool {
	if !s.game.anyMustChoose || f.Pick.N == 0 || (st.Filter.InZone && st.Filter.Zone != ZonePlay) || st.Op.picksLooked() || st.Op == OpDiscard {
		return false
	}
	c := s.frameCtx(f)
	c.ctl = f.Player
	return s.mustChooseApplies(f, st, c, s.chooser(f, st))
}

// ok2 matches a looked-at card against a filter ignoring its zone.
func ok2(s *State, f *Filter, id CardID, c ctx, fr *Frame) bool {
	g := *f
	g.InZone, g.Zone = true, ZoneDeck
	return s.match(&g, id, c)
}

func (s *State) candidateCount(f *Frame, st *Step) int {
	n := 0
	s.candidates(f, st, func(CardID) bool { n++; return true })
	return n
}

// amountMax is the most an "up to" amount can be now.
func (s *State) amountMax(f *Frame, st *Step) int {
	n := s.num(&st.Amount, s.frameCtx(f))
	if st.amountEachCard() {
		// the card whose amount is asked now
		if id := eachCurrent(f.Cursor); id != NoCard && int(s.Cards[id].Damage) < n {
			n = int(s.Cards[id].Damage)
		}
		if id := eachCurrent(f.Cursor); id != NoCard && s.damageStays(id) {
			n = 0
		}
		return n
	}
	if st.Op == OpRemoveDamage || st.Op == OpMoveDamage {
		most := 0
		sl := &f.Slots[st.Slot]
		if st.Op == OpMoveDamage {
			sl = &f.Slots[0]
		}
		for k := uint8(0); k < sl.N; k++ {
			if id := s.Resolve(sl.C[k]); id != NoCard && int(s.Cards[id].Damage) > most && !s.damageStays(id) {
				most = int(s.Cards[id].Damage)
			}
		}
		if st.Op == OpMoveDamage && st.FromSelf {
			// "move up to N damage counters from this character" (1.9.2.4):
			// the damage leaves the source, not a chosen card.
			most = 0
			if id := s.Resolve(f.Source); id != NoCard && !s.damageStays(id) {
				most = int(s.Cards[id].Damage)
			}
		}
		if st.Op == OpRemoveDamage {
			// "remove up to N damage from this character" (1.9.2.3): the
			// card is this one or the trigger's, not a chosen one.
			ref := NoRef
			switch st.Target {
			case TgtSelf:
				ref = f.Source
			case TgtSubject:
				ref = f.Ev.Subject
			case TgtOther:
				ref = f.Ev.Other
			}
			if id := s.Resolve(ref); id != NoCard && !s.damageStays(id) {
				most = int(s.Cards[id].Damage)
			}
		}
		if most < n {
			n = most
		}
	}
	if st.Op == OpLoseLore {
		if l := int(s.Players[f.Player].Lore); l < n {
			n = l
		}
	}
	return n
}

// choose records an answer to a step's choice; Done ends an "up to".
func (s *State) chooseCard(f *Frame, st *Step, id CardID) {
	if st.lookSplit() {
		// the cards chosen for the top are kept first in the look list,
		// f.Cursor of them (any number: more than a Slot holds)
		for k := f.Cursor; k < int16(f.NLook); k++ {
			if f.Look[k] == id {
				f.Look[k], f.Look[f.Cursor] = f.Look[f.Cursor], f.Look[k]
				f.Cursor++
				break
			}
		}
		return
	}
	if st.Op == OpMoveAnyTo {
		// moved at once (4.7.4); f.Cursor counts them (more than a Slot
		// holds), and a character moved is no longer a candidate
		if s.moveOneByEffect(f.Player, id, s.Resolve(f.Slots[st.Slot].C[0])) {
			f.Cursor++
		}
		return
	}
	if st.AnyNumber {
		// "any number of chosen [cards]": marked on the card, counted in
		// Cursor (a slot holds only 4)
		s.Cards[id].Flags |= FlagPicked
		f.Cursor++
	} else {
		f.Pick.Add(s.RefOf(id))
	}
	if st.Op != OpDiscard && !st.Op.picksLooked() {
		if !st.AnyNumber {
			f.Slots[st.Slot].Add(s.RefOf(id))
		}
		if f.Ab == SupportAbility && f.Sub == 0 {
			// 8.13.1: "whenever one of your characters is chosen for Support"
			ev := Event{Kind: EvSupported, Player: s.Cards[id].Owner, Subject: s.RefOf(id), SubjectDef: s.Cards[id].Def, Other: f.Source}
			if src := s.Resolve(f.Source); src != NoCard {
				ev.OtherDef = s.Cards[src].Def
			}
			s.emit(ev)
		}
		// Chosen by an opponent for an action's or an ability's effect
		// ("whenever an opponent chooses this character for an action or
		// ability"); Vanish only for an action's (8.14.1, EvfForAction).
		if s.Opponents(s.Cards[id].Owner, s.chooser(f, st)) {
			ev := Event{Kind: EvChosenByOpponent, Player: s.Cards[id].Owner, Subject: s.RefOf(id), SubjectDef: s.Cards[id].Def}
			if s.Stack[0].Kind == FrPlayAction || f.Kind == FrPlayAction {
				ev.Flags |= EvfForAction
			}
			s.emit(ev)
		}
	}
}

// choiceComplete reports whether the choice can't continue.
func (s *State) choiceComplete(f *Frame, st *Step) bool {
	return s.picked(f, st) >= s.choiceMax(f, st) || s.candidateCount(f, st) == 0
}

// choiceMin is how many cards must be chosen before Done is legal.
func (s *State) choiceMin(f *Frame, st *Step) int {
	if st.UpTo {
		// An "up to" choice may stop at none; once begun, the set it stops
		// at must meet a must-choose requirement it still can (6.7.3).
		if s.mustChooseOpen(f, st) {
			return int(f.Pick.N) + 1
		}
		return 0
	}
	return s.choiceMax(f, st)
}

// picked is how many cards the step's choice has taken so far.
func (s *State) picked(f *Frame, st *Step) int {
	if st.lookSplit() || st.AnyNumber || st.Op == OpMoveAnyTo {
		return int(f.Cursor)
	}
	return int(f.Pick.N)
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
