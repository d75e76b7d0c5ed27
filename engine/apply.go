package engine

import "fmt"

// Apply takes one action or answer of the player who must act and runs the
// game on to the next decision. An illegal one is refused with an
// *IllegalError naming the rule, and the state is left untouched.
func (s *State) Apply(a Action) error {
	if a.Kind == ActConcede {
		return s.concede(a.Player)
	}
	d := s.Pending()
	if d.Kind == DecNone {
		return &IllegalError{Action: a, Rule: "2.3.3", Reason: "the game is over"}
	}
	if a.Player != d.Player {
		return &IllegalError{Action: a, Rule: "1.4.3", Reason: fmt.Sprintf("player %d must decide now, not player %d", d.Player+1, a.Player+1)}
	}
	var err error
	if d.Kind == DecTurn {
		err = s.applyTurn(a)
	} else {
		err = s.applyAnswer(d, a)
	}
	if err != nil {
		return err
	}
	s.Decisions++
	if lim := s.game.Config.DecisionLimit; lim > 0 && int(s.Decisions) >= lim && s.Phase != PhaseOver {
		s.endTruncated(ResultStalled)
	}
	return nil
}

func refuse(a Action, r illegal) error {
	return &IllegalError{Action: a, Rule: r.Rule, Reason: r.Why}
}

func (s *State) validCard(id CardID) bool { return int(id) < len(s.Cards) }

// applyTurn performs a turn action (4).
func (s *State) applyTurn(a Action) error {
	p := a.Player
	if (a.Card != NoCard && !s.validCard(a.Card)) || (a.Target != NoCard && a.Target != 0 && !s.validCard(a.Target)) {
		return &IllegalError{Action: a, Reason: "no such card"}
	}
	switch a.Kind {
	case ActInk:
		if r := s.canInk(p, a.Card); !r.ok() {
			return refuse(a, r)
		}
		s.doInk(p, a.Card)
	case ActPlay:
		if r := s.canPlay(p, a.Card); !r.ok() {
			return refuse(a, r)
		}
		s.startPlay(p, a.Card, ActPlay, NoCard)
	case ActShift:
		if r := s.canShift(p, a.Card, a.Target); !r.ok() {
			return refuse(a, r)
		}
		s.startPlay(p, a.Card, ActShift, a.Target)
	case ActSing:
		if r := s.canSing(p, a.Card, a.Target); !r.ok() {
			return refuse(a, r)
		}
		s.startPlay(p, a.Card, ActSing, a.Target)
	case ActActivate:
		if r := s.canActivate(p, a.Card, a.Ab); !r.ok() {
			return refuse(a, r)
		}
		s.doActivate(p, a.Card, a.Ab)
	case ActQuest:
		if r := s.canQuest(p, a.Card); !r.ok() {
			return refuse(a, r)
		}
		s.doQuest(p, a.Card)
	case ActChallenge:
		if r := s.canChallenge(p, a.Card, a.Target); !r.ok() {
			return refuse(a, r)
		}
		s.startChallenge(p, a.Card, a.Target)
	case ActMove:
		if r := s.canMove(p, a.Card, a.Target); !r.ok() {
			return refuse(a, r)
		}
		s.doMove(p, a.Card, a.Target)
	case ActEndTurn:
		if r := s.canEndTurn(p); !r.ok() {
			return refuse(a, r)
		}
		s.declareEnd()
		s.run()
		return nil
	default:
		return &IllegalError{Action: a, Rule: "4.1.3", Reason: "a turn action is expected now"}
	}
	s.afterTurnAction()
	return nil
}

// isLegalAnswer checks an answer against the legal list: the card matters
// for choices, the number for options, amounts, picks and names.
func (s *State) isLegalAnswer(a Action) bool {
	if a.Kind == ActName {
		// any card of the catalogue may be named (the list is a short cut)
		return s.Pending().Kind == DecName && a.N >= 0 && int(a.N) < len(s.game.Defs)
	}
	s.legalBuf = s.Legal(s.legalBuf[:0])
	for _, b := range s.legalBuf {
		if b.Kind != a.Kind {
			continue
		}
		switch a.Kind {
		case ActChoose:
			if b.Card == a.Card {
				return true
			}
		case ActOption, ActAmount, ActPick, ActName:
			if b.N == a.N {
				return true
			}
		default:
			return true
		}
	}
	return false
}

// applyAnswer answers a pending decision.
func (s *State) applyAnswer(d Decision, a Action) error {
	if !s.isLegalAnswer(a) {
		return &IllegalError{Action: a, Rule: "1.7.7", Reason: fmt.Sprintf("not a legal answer to the pending %s decision", d.Kind)}
	}
	f := s.top()
	switch d.Kind {
	case DecAlter:
		if a.Kind == ActDone {
			s.finishAlter(f)
		} else {
			// 2.2.2.1: the card goes to the bottom of the deck unrevealed.
			s.putOnBottom(a.Card)
			f.Num++
		}
	case DecBag:
		s.resolveBagItem(int(a.N))
	case DecMay:
		if f.Kind == FrAltCost {
			s.answerAltCostMay(f, a.Player, a.Kind == ActYes)
			break
		}
		if f.Kind == FrEnterExerted {
			id := s.Resolve(f.Source)
			flags := uint8(f.Option)
			target := NoCard
			if f.Slots[0].N > 0 {
				target = s.Resolve(f.Slots[0].C[0])
			}
			s.pop()
			s.finishPlay(a.Player, id, target, flags, f.Num, a.Kind == ActYes)
			if a.Kind == ActYes && s.InPlay(id) {
				// "may enter play exerted to [effect]": its trigger,
				// already in the bag, checks this as it resolves
				s.Cards[id].Flags |= FlagChoseExerted
			}
			if n := len(s.Stack); flags&EvfFree != 0 && n > 0 && (s.Stack[n-1].Kind == FrAbility || s.Stack[n-1].Kind == FrPlayAction) {
				s.followPlayed(&s.Stack[n-1], id) // played by the effect below (6.7.8)
			}
			s.afterTurnActionInner()
			break
		}
		if st := &s.frameAbility(f).Steps[f.PC]; st.mayEachDiscard() {
			// this player's part: done if they accept, skipped if not
			if a.Kind == ActYes {
				f.Phase = spMayYes
			} else {
				f.Cursor++
				f.Phase = spChoose
			}
			break
		}
		if a.Kind == ActYes {
			f.Phase = spChoose
		} else if st := &s.frameAbility(f).Steps[f.PC]; st.mayEachPlayer() {
			s.nextPlayerMay(f, st) // this player's part doesn't happen (6.7.6)
		} else if st.Op == OpChooseOption {
			// "you may choose one" declined: no option happens (6.1.4); on
			// after the options
			f.PC = st.Jump - 1
			s.nextStep(f, false)
		} else {
			s.nextStep(f, false) // 6.1.4: no part of the sentence happens
		}
	case DecOption:
		if f.Kind == FrReplace {
			s.answerReplaceOrder(a.N)
			break
		}
		st := &s.frameAbility(f).Steps[f.PC]
		if f.Phase == spPlayer {
			s.answerThem(f, st, int(a.N))
			break
		}
		f.PC = st.Options[a.N]
		f.Phase = spStart
		f.Option = int8(a.N)
	case DecAmount:
		f.Num = a.N
		f.Phase = spPerform
	case DecName:
		f.Named, f.HasName = DefID(a.N), true
		f.Phase = spPerform
	case DecChoose:
		if f.Kind == FrAltCost {
			s.payAltCost(f, a.Player, a.Card)
			break
		}
		if f.Kind == FrStartTurn {
			s.pickReady(f, a.Card)
			break
		}
		if f.Kind == FrShiftCost {
			s.payShiftDiscard(f, a.Card)
			break
		}
		if f.Kind == FrCostChoice {
			s.payCostChoice(f, a.Player, a.Card)
			break
		}
		st := &s.frameAbility(f).Steps[f.PC]
		if a.Kind == ActDone {
			f.Phase = spAmount
			break
		}
		s.chooseCard(f, st, a.Card)
		if s.choiceComplete(f, st) {
			f.Phase = spAmount
		}
	case DecOrder:
		st := &s.frameAbility(f).Steps[f.PC]
		if st.Op == OpHandToBottom {
			// each pick goes to the very bottom: the last pick is the
			// bottom card (7.2.3)
			s.putOnBottom(a.Card)
			f.Cursor++
			break
		}
		s.placeOrdered(f, a.Card, st.Top)
	case DecSingers:
		ref := f.Source
		n := int(s.Def(ref.ID).SingTogether)
		if a.Kind == ActChoose {
			s.singWith(a.Player, a.Card, ref)
			f.Cursor += int16(s.singValue(a.Card))
		}
		// 8.12.1: done (legal once the total reaches N), or no one left to add.
		if a.Kind == ActDone || !s.mayAddSinger(a.Player, int(f.Cursor), n) {
			s.pop()
			s.emit(Event{Kind: EvPlayed, Player: a.Player, Subject: ref, SubjectDef: s.Cards[ref.ID].Def, Flags: EvfSung})
		}
	}
	s.run()
	return nil
}

// afterTurnActionInner runs the checks after a play finished inside an
// answer (the bag and the check follow in run).
func (s *State) afterTurnActionInner() { s.gameStateCheck() }

// placeOrdered puts the next card of an "in any order" placement (7.2.3):
// picks go from the top of the group to its bottom.
func (s *State) placeOrdered(f *Frame, id CardID, top bool) {
	d := s.zoneList(s.Cards[id].Owner, ZoneDeck)
	l := removeID(*d, id)
	if top {
		// the group sits on top: the first pick is the top card.
		at := len(l) - int(f.Cursor)
		if at < 0 {
			at = 0
		}
		l = append(l, 0)
		copy(l[at+1:], l[at:len(l)-1])
		l[at] = id
	} else {
		// on the bottom: each pick goes to the very bottom, so the last pick
		// is the bottom card.
		l = append(l, 0)
		copy(l[1:], l[:len(l)-1])
		l[0] = id
	}
	*d = l
	f.Cursor++
	s.dropLook(f, id)
}

// concede makes a player lose at once (2.3.3.4).
func (s *State) concede(p uint8) error {
	if s.Phase == PhaseOver {
		return &IllegalError{Action: Action{Kind: ActConcede, Player: p}, Rule: "2.3.3", Reason: "the game is over"}
	}
	if int(p) >= len(s.Players) || s.Players[p].Out {
		return &IllegalError{Action: Action{Kind: ActConcede, Player: p}, Rule: "2.3.3.4", Reason: "no such player in the game"}
	}
	s.lose(p, ResultConcede)
	s.run()
	return nil
}
