package engine

// Choosing cards for a step (6.1.3): who chooses, the candidates and how
// many, Ward and "must choose" (8.15.1, 1.2.2), amounts chosen up to a most.

// needsChoice reports whether a step asks for a choice of cards.
func (s *State) needsChoice(st *Step) bool {
	return st.Target == TgtChosen || st.Op == OpDiscard || st.Op.picksLooked()
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
		// every opponent picking a character of their own: the opponent
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
		// "they" of an end-of-opponent's-turn trigger: the player the
		// trigger event is about
		return f.Ev.Player
	case TgtSlotOwner:
		// "its player", even after an earlier step of the effect moved the
		// card out of play (an item is banished, then its owner draws,
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

// discardsMarked reports whether a discard step picks its cards by marking
// them (FlagPicked) rather than in a slot: "discard until they have N"
// (6.1.8.1), whose count has no bound, is one choice of a set (6.7.3)
// however many cards it takes.
func (st *Step) discardsMarked() bool {
	return st.Op == OpDiscard && st.Amount.Kind == NumHandOver
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
	if st.discardsMarked() {
		return n // every card over N, one choice (6.7.3): marked, not held in a slot
	}
	if st.lookSplit() {
		return int(f.NLook) // any number of them
	}
	if st.AnyNumber {
		if st.Count > 0 {
			return int(st.Count) // "up to N of your characters" (MoveUpToTo)
		}
		return 127 // any number: picks are marked on the cards, not held in a slot
	}
	if n > SlotCards {
		n = SlotCards // a choice held in a slot; larger ones are refused at load or marked (discardsMarked)
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
			if s.Cards[id].Zone == ZoneDeck && s.lookPickable(f, st, id, c) && !f.Pick.Has(id) {
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
			if !f.Pick.Has(id) && s.Cards[id].Flags&FlagPicked == 0 && s.discardable(&st.Filter, id) {
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
	if z == ZoneUnder {
		// 5.1.1.7: the cards under a card in play ("from under your
		// characters"), stack by stack in play order; the zone has no list
		for p := range s.Players {
			if !s.ownerIn(st.Filter.Owner, uint8(p), c) {
				continue
			}
			for _, h := range s.Players[p].Play {
				for i := range s.Cards {
					if s.Cards[i].Zone == ZoneUnder && s.Cards[i].Under == h && ok(CardID(i)) && !fn(CardID(i)) {
						return
					}
				}
			}
		}
		return
	}
	zs, nz := st.Filter.zones() // "from your hand or discard": both, hand first
	for p := range s.Players {
		if !s.ownerIn(st.Filter.Owner, uint8(p), c) {
			continue
		}
		for k := 0; k < nz; k++ {
			l := s.zoneList(uint8(p), zs[k])
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

// pickedStrength is the total strength of the cards in play picked so far
// by the "any number of" choice now resolving (FlagPicked), each read now
// (6.6), negative strength counting as 0.
func (s *State) pickedStrength() int {
	n := 0
	for p := range s.Players {
		for _, id := range s.Players[p].Play {
			if s.Cards[id].Flags&FlagPicked != 0 {
				n += nonNeg(s.Strength(id))
			}
		}
	}
	return n
}

// canChoose reports whether card id meets the step's requirements and
// limiters for player who to choose it, apart from must-choose ones
// (6.1.3.1).
func (s *State) canChoose(f *Frame, st *Step, c ctx, who uint8, id CardID) bool {
	if f.Pick.Has(id) || st.AnyNumber && s.Cards[id].Flags&FlagPicked != 0 {
		return false
	}
	if st.AnyNumber && st.MaxTotalStrength > 0 && s.pickedStrength()+nonNeg(s.Strength(id)) > int(st.MaxTotalStrength) {
		return false // "with total {S} 10 or less"
	}
	if !s.match(&st.Filter, id, c) {
		return false
	}
	// 8.15.1: Ward; opponents can't choose the card. A static "opponents
	// can't choose your items" works the same way without the keyword.
	if s.Cards[id].Zone == ZonePlay && s.Opponents(s.Cards[id].Owner, who) && (s.HasKeyword(id, Ward) || s.cantBeChosenBy(id, who)) {
		return false
	}
	if st.ShiftPick && !s.shiftsSomewhere(f.Player, id) {
		return false // 8.10.1: a card that can't be shifted onto one of your characters
	}
	if st.Op == OpShiftFree {
		if c := s.Resolve(f.Slots[st.Movers&3].C[0]); f.Slots[st.Movers&3].N == 0 || c == NoCard || !s.shiftOnto(c, id) {
			return false // 8.10.1: not a character that card can go on
		}
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
// lookPickable reports whether a looked-at card can be picked now: it
// matches the step's filter or, with Also ("up to 1 [A] card and up to 1
// [B] card", one choice of a set meeting both limits, 6.7.3), it is of a
// kind no card picked so far is of.
func (s *State) lookPickable(fr *Frame, st *Step, id CardID, c ctx) bool {
	if st.Also == nil {
		return ok2(s, &st.Filter, id, c, fr)
	}
	var a, b bool // a card of each kind picked already
	for k := uint8(0); k < fr.Pick.N; k++ {
		if p := s.Resolve(fr.Pick.C[k]); p != NoCard {
			if ok2(s, &st.Filter, p, c, fr) {
				a = true
			} else {
				b = true
			}
		}
	}
	return !a && ok2(s, &st.Filter, id, c, fr) || !b && ok2(s, st.Also, id, c, fr)
}

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

// moveDestination is the card a move of damage counters puts them on, as
// far as it is known before the amount is asked: this card, or the card
// already chosen into the step's slot; NoCard otherwise.
func (s *State) moveDestination(f *Frame, st *Step) CardID {
	switch st.Target {
	case TgtSelf:
		return s.Resolve(f.Source)
	case TgtChosen:
		if sl := &f.Slots[st.Slot]; sl.N == 1 {
			return s.Resolve(sl.C[0])
		}
	}
	return NoCard
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
		dest := NoCard
		if st.Op == OpMoveDamage {
			sl = &f.Slots[0]
			dest = s.moveDestination(f, st)
		}
		for k := uint8(0); k < sl.N; k++ {
			// 1.9.2.4: a move takes counters from one card onto another;
			// from a card onto itself nothing can move
			if id := s.Resolve(sl.C[k]); id != NoCard && id != dest && int(s.Cards[id].Damage) > most && !s.damageStays(id) {
				most = int(s.Cards[id].Damage)
			}
		}
		if st.Op == OpMoveDamage && st.FromSelf {
			// "move up to N damage counters from this character" (1.9.2.4):
			// the damage leaves the source, not a chosen card.
			most = 0
			if id := s.Resolve(f.Source); id != NoCard && id != dest && !s.damageStays(id) {
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
	if st.AnyNumber || st.discardsMarked() {
		// "any number of chosen [cards]", "discard until they have N":
		// marked on the card, counted in Cursor (no slot limit)
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
			// 8.13.1: a trigger on one of your characters being picked for Support
			ev := Event{Kind: EvSupported, Player: s.Cards[id].Owner, Subject: s.RefOf(id), SubjectDef: s.Cards[id].Def, Other: f.Source}
			if src := s.Resolve(f.Source); src != NoCard {
				ev.OtherDef = s.Cards[src].Def
			}
			s.emit(ev)
		}
		// Chosen by an opponent for an action's or an ability's effect
		// ("whenever an opponent chooses this character for an action or
		// ability"); Vanish only for an action's (8.14.1, EvfForAction).
		forAction := s.Stack[0].Kind == FrPlayAction || f.Kind == FrPlayAction
		if s.Opponents(s.Cards[id].Owner, s.chooser(f, st)) {
			ev := Event{Kind: EvChosenByOpponent, Player: s.Cards[id].Owner, Subject: s.RefOf(id), SubjectDef: s.Cards[id].Def}
			if forAction {
				ev.Flags |= EvfForAction
			}
			s.emit(ev)
		}
		if s.InPlay(id) {
			// chosen by any player ("whenever this character is chosen
			// for an action or an item's ability", 6.1.3)
			// for: the card whose effect or ability chose it, the action
			// being played or the frame's own card
			ev := Event{Kind: EvChosen, Player: s.Cards[id].Owner, Subject: s.RefOf(id), SubjectDef: s.Cards[id].Def,
				Other: f.Source, OtherDef: f.Def}
			if forAction {
				ev.Flags |= EvfForAction
				if f.Kind != FrPlayAction {
					ev.Other, ev.OtherDef = s.Stack[0].Source, s.Stack[0].Def
				}
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
	if st.lookSplit() || st.AnyNumber || st.discardsMarked() {
		return int(f.Cursor)
	}
	return int(f.Pick.N)
}
