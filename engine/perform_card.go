package engine

// A card step performed on one card: the effect of each card op
// (banish, return, exert, ready, damage, move, grant...) on the card.

// applyToCard performs a card effect on one card.
func (s *State) applyToCard(f *Frame, st *Step, id CardID, n int, src CardID) bool {
	switch st.Op {
	case OpDealDamage:
		if !s.InPlay(id) {
			return false
		}
		by := NoCard
		if src != NoCard && s.InPlay(src) && s.Def(src).Type == TypeCharacter {
			by = src
		}
		// 8.8.2: damage reduced to 0 (Resist) or prevented is not dealt,
		// so as the [A] of "[A] to [B]" / "if you do" it wasn't done
		// (6.1.5.1).
		dealt := s.dealDamage(id, n, by, EvfByAbility, s.replaceOnto(f, id))
		if dealt > 0 && by == NoCard && src != NoCard && s.Def(src).Type == TypeAction {
			// 1.9.1.1: the damage an action's effect deals, seen from the
			// action ("whenever one of your actions deals damage to an
			// opposing character"); the action is not "the character that
			// dealt it" (1.8.1.4), so no banisher is recorded.
			s.emit(Event{Kind: EvDealtDamage, Player: s.Cards[src].Owner, Subject: s.RefOf(src), SubjectDef: s.Cards[src].Def,
				Other: s.RefOf(id), OtherDef: s.Cards[id].Def, Amount: int16(dealt), Flags: EvfByAbility})
		}
		return dealt > 0
	case OpPutDamage:
		s.putDamage(id, n)
		return n > 0
	case OpRemoveDamage:
		m := s.removeDamage(id, n)
		f.Done += int16(m)
		s.emitDamageRemoved(f.Player, id, m)
		if m > 0 && st.MarkPicked {
			// the characters this step removed damage from: marked
			// until the ability ends (finishAbility), read by OnlyPicked
			s.Cards[id].Flags |= FlagPicked
		}
		return m > 0
	case OpMoveDamage:
		if st.From != nil {
			m := s.moveDamageFromEach(f, st.From, id, n) // damage_move.go
			f.Done += int16(m)
			return m > 0
		}
		from := s.Resolve(f.Slots[0].C[0])
		if st.FromSelf {
			from = src
		}
		if from == NoCard || from == id {
			return false
		}
		m := s.removeDamage(from, n)
		s.emitDamageRemoved(f.Player, from, m) // 1.9.2.4: moving removes
		s.putDamage(id, m)
		f.Done += int16(m)
		return m > 0
	case OpBanish:
		if !s.InPlay(id) {
			return false
		}
		s.banish(id)
		f.Done++
		return true
	case OpPutFaceupUnderThis:
		// 5.1.1.7: faceup into the stack of this card, in play
		src := s.Resolve(f.Source)
		if src == NoCard || !s.InPlay(src) || s.InPlay(id) || s.Cards[id].Zone == ZoneUnder {
			return false
		}
		s.putUnder(id, src, false)
		s.emit(Event{Kind: EvPutUnder, Player: f.Player, Subject: s.RefOf(src), SubjectDef: s.Cards[src].Def, Other: s.RefOf(id)})
		f.Done++
		return true
	case OpPutTopUnder:
		// 5.1.1.7, 8.4.1: facedown under the card, in its stack
		if !s.InPlay(id) {
			return false
		}
		top, ok := s.topOfDeck(f.Player)
		if !ok {
			return false
		}
		s.putUnder(top, id, true)
		s.emit(Event{Kind: EvPutUnder, Player: f.Player, Subject: s.RefOf(id), SubjectDef: s.Cards[id].Def, Other: s.RefOf(top)})
		f.Done++
		return true
	case OpWereUnderTo:
		// 6.7.7: the cards that were under the source as it left play,
		// bottom first so they keep their order in the new stack (5.1.1.7)
		lk := s.lastKnown(f.Source)
		if lk == nil || lk.Under == 0 || !s.InPlay(id) {
			return false
		}
		moved := false
		for k := uint32(lk.Under); k > 0; k-- {
			seq := lk.UnderSeq + k - 1
			for i := range s.Cards {
				if c := &s.Cards[i]; c.Seq == seq && c.Zone != ZonePlay && c.Zone != ZoneUnder {
					s.putUnder(CardID(i), id, true)
					s.emit(Event{Kind: EvPutUnder, Player: f.Player, Subject: s.RefOf(id), SubjectDef: s.Cards[id].Def, Other: s.RefOf(CardID(i))})
					f.Done++
					moved = true
					break
				}
			}
		}
		return moved
	case OpUnderTo:
		// 5.1.1.7: the cards of the stack other than the top card
		if !s.InPlay(id) {
			return false
		}
		mark := len(s.scratch)
		s.scratch = s.under(id, s.scratch)
		moved := len(s.scratch) - mark
		if st.Random {
			// 7.2.3: "in a random order", from the state's RNG
			s.RNG.Shuffle(s.scratch[mark:])
		}
		for i := mark; i < len(s.scratch); i++ {
			u := s.scratch[i]
			if st.Random {
				s.putOnBottom(u)
			} else {
				s.moveCard(u, ZoneHand, s.Cards[u].Owner)
			}
		}
		s.scratch = s.scratch[:mark]
		f.Done += int16(moved)
		return moved > 0
	case OpPutThisUnder:
		// 5.1.1.7: the source leaves play into the chosen card's stack;
		// leaving play is seen while it is still there (7.4.3).
		if !s.InPlay(id) || src == NoCard || src == id || !s.InPlay(src) {
			return false
		}
		owner := s.Cards[src].Owner
		s.emit(Event{Kind: EvLeftPlay, Player: owner, Subject: s.RefOf(src), SubjectDef: s.Cards[src].Def, Amount: int16(ZoneUnder)})
		s.moveCard(src, ZoneUnder, owner)
		s.Cards[src].Under = id
		s.Cards[src].Flags |= FlagFaceDown
		for i := range s.Cards { // its own stack follows it (putUnder)
			if s.Cards[i].Zone == ZoneUnder && s.Cards[i].Under == src {
				s.Cards[i].Under = id
			}
		}
		s.emit(Event{Kind: EvPutUnder, Player: f.Player, Subject: s.RefOf(id), SubjectDef: s.Cards[id].Def, Other: s.RefOf(src)})
		f.Done++
		return true
	case OpDiscardCards:
		// 7.6: only a card in its player's hand is discarded
		p := s.Cards[id].Owner
		if s.Cards[id].Zone != ZoneHand || s.dontDiscard(p) {
			return false
		}
		s.moveCard(id, ZoneDiscard, p)
		s.emit(Event{Kind: EvDiscarded, Player: p, Subject: s.RefOf(id), SubjectDef: s.Cards[id].Def})
		f.Done++ // EvDiscards follows once, for all of them (perform)
		return true
	case OpReturnToHand, OpReturnFromDiscard:
		// "return to its player's hand" from play, or "put into your hand"
		// from the discard or the deck (a revealed card).
		switch s.Cards[id].Zone {
		case ZonePlay:
			s.moveStack(id, ZoneHand)
		case ZoneDiscard:
			s.moveCard(id, ZoneHand, s.Cards[id].Owner)
			s.emit(Event{Kind: EvReturnedFromDiscard, Player: f.Player, Subject: s.RefOf(id), SubjectDef: s.Cards[id].Def, Other: NoRef})
		case ZoneDeck:
			s.moveCard(id, ZoneHand, s.Cards[id].Owner)
		default:
			return false
		}
		f.Done++
		return true
	case OpPlayFree:
		return s.playFree(f, st, id)
	case OpShiftFree:
		return s.shiftFree(f, st, id)
	case OpMoveTo:
		return s.moveByEffect(f, st, id)
	case OpPreventDamage:
		if !s.InPlay(id) {
			return false
		}
		// 6.5: "the next time it would be dealt damage, it takes no damage
		// instead"; used up by its one application.
		s.addEffect(f, st, Effect{Kind: StPreventDamage, Uses: 1}, id)
		return true
	case OpNoChallengeDamage:
		if !s.InPlay(id) {
			return false
		}
		// 6.5: "takes no damage from challenges [duration]": every time
		// challenge damage would be dealt to it while the effect lasts.
		s.addEffect(f, st, Effect{Kind: StPreventChallengeDamage}, id)
		return true
	case OpExert:
		// An exerted card can't be exerted again: [A] wasn't done (6.1.5.1).
		if s.InPlay(id) && s.Cards[id].Flags&FlagExerted == 0 {
			s.exert(id)
			return true
		}
	case OpReady:
		// Readying a ready card counts as done: it ends up ready (see
		// docs/rules-notes.md), unlike exerting an exerted one.
		if s.InPlay(id) {
			if st.MarkPicked && s.Cards[id].Flags&FlagExerted != 0 {
				// readied by this step: marked until the ability ends
				// (MarksAffected, read by Picked)
				s.Cards[id].Flags |= FlagPicked
			}
			s.ready(id)
			return true
		}
	case OpModify:
		if !s.InPlay(id) {
			return false
		}
		s.addEffect(f, st, Effect{Kind: StModify, Stat: st.Stat, Amount: int16(n)}, id)
		return true
	case OpGrantKeyword:
		if !s.InPlay(id) {
			return false
		}
		s.addEffect(f, st, Effect{Kind: StKeyword, Keyword: st.Keyword, KwValue: st.KwValue}, id)
		return true
	case OpGrantClass:
		if !s.InPlay(id) {
			return false
		}
		s.addEffect(f, st, Effect{Kind: StGainClass, Amount: int16(st.Amount.N)}, id)
		return true
	case OpLoseKeyword:
		if !s.InPlay(id) {
			return false
		}
		s.addEffect(f, st, Effect{Kind: StLoseKeyword, Keyword: st.Keyword}, id)
		return true
	case OpRestrict:
		if !s.InPlay(id) {
			return false
		}
		e := Effect{Kind: StRestrict, Restrict: st.Restrict}
		if st.While != nil {
			e.Filter = *st.While // a limit on the one card (effectApplies)
		}
		s.addEffect(f, st, e, id)
		return true
	case OpSingCost:
		// 5.4.4.2: counts as having +N cost to sing songs for a duration.
		if !s.InPlay(id) {
			return false
		}
		s.addEffect(f, st, Effect{Kind: StSingCost, Amount: int16(n)}, id)
		return true
	case OpGrantAbility:
		// "chosen character gains '...' this turn": an applied effect
		// (6.4.2.2); its Amount names the granted ability (GrantBase+k).
		ab, ok := s.game.grantIndex(st.Trigger)
		if !ok || !s.InPlay(id) {
			return false
		}
		s.addEffect(f, st, Effect{Kind: StGrantAbility, Amount: int16(ab)}, id)
		return true
	case OpInkwell:
		if s.Cards[id].Zone == ZoneInkwell {
			return false
		}
		s.putIntoInkwell(id, st.Exerted)
		return true
	case OpShuffleIntoDeck:
		p := s.Cards[id].Owner
		s.moveStackTo(id, ZoneDeck)
		s.shuffleDeck(p)
		return true
	case OpToDeckBottom:
		s.putOnBottom(id)
		f.Done++ // "for each card moved this way" (NumThisWay)
		return true
	case OpToDeckTop:
		s.moveStackTo(id, ZoneDeck)
		return true
	}
	return false
}
