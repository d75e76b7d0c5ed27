package engine

// Turn structure (3): Start-of-Turn (Ready, Set, Draw), Main, End-of-Turn.

// startTurn makes p the active player and begins their Start-of-Turn Phase.
func (s *State) startTurn(p uint8) {
	s.Turn++
	if lim := s.game.Config.TurnLimit; lim > 0 && int(s.Turn) > lim {
		s.endTruncated(ResultTurnLimit)
		return
	}
	s.Active = p
	s.Phase = PhaseStart
	s.refreshPlayStatics() // drop what the cards that left play had
	s.push(Frame{Kind: FrStartTurn, Player: p})
}

// Start-of-Turn phases of the FrStartTurn frame.
const (
	stReady = iota
	stSet
	stSetBag
	stDraw
	stDrawBag
	// stReadyPick: a StReadyCap holds back more exerted cards than it lets
	// ready; the player chooses them one by one (FrStartTurn's DecChoose).
	stReadyPick
	// stReadyRest: the rest of the Ready step (3.2.1.2 to 3.2.1.4).
	stReadyRest
)

// readyAtStart readies card id of player p in the Ready step (3.2.1.1).
func (s *State) readyAtStart(p uint8, id CardID) {
	s.Cards[id].Flags &^= FlagExerted
	// 3.2.1.4: "whenever you ready this character" triggers in the Ready
	// step too; it waits in the bag until the Set step.
	s.emit(Event{Kind: EvReadied, Player: p, Subject: s.RefOf(id), SubjectDef: s.Cards[id].Def})
}

// readyCap is the tightest StReadyCap on player p's Ready step: at most n
// of their exerted cards of f's types ready (3.2.1.1, 1.2.2).
func (s *State) readyCap(p uint8) (n int, f Filter, ok bool) {
	for i := range s.Effects {
		e := &s.Effects[i]
		if e.Kind == StReadyCap && e.Owner == p && (!ok || int(e.Amount) < n) {
			n, f, ok = int(e.Amount), e.Filter, true
		}
	}
	return n, f, ok
}

// readyCapped reports whether card id is one a ready cap over f holds
// back in its player's Ready step: exerted, of f's types, free to ready.
func (s *State) readyCapped(id CardID, f Filter) bool {
	return s.Cards[id].Flags&FlagExerted != 0 && f.Types.Has(s.Def(id).Type) && !s.Restricted(id, CantReady|CantReadyAtStart)
}

// pickReady answers the StReadyCap choice: card id readies; once the cap
// is reached the Ready step goes on (stReadyRest).
func (s *State) pickReady(f *Frame, id CardID) {
	s.readyAtStart(f.Player, id)
	f.Num--
	if f.Num <= 0 {
		f.Phase = stReadyRest
	}
}

func (s *State) advanceStartTurn(i int) bool {
	f := &s.Stack[i]
	p := f.Player
	switch f.Phase {
	case stReady:
		// 3.2.1.1: ready all cards in play and in the inkwell.
		pl := &s.Players[p]
		pl.InkUsed = 0
		pl.Inked = 0
		capN, capF, capped := s.readyCap(p)
		held := 0 // exerted cards the cap holds back for the player's pick
		for _, id := range pl.Play {
			if s.Cards[id].Flags&FlagExerted != 0 && !s.Restricted(id, CantReady|CantReadyAtStart) {
				if capped && capF.Types.Has(s.Def(id).Type) {
					held++
				} else {
					s.readyAtStart(p, id)
				}
			}
			s.Cards[id].Flags &^= FlagBoosted | FlagSingDry
		}
		f.Phase = stReadyRest
		if held > 0 {
			if held <= capN {
				for _, id := range pl.Play {
					if s.readyCapped(id, capF) {
						s.readyAtStart(p, id)
					}
				}
			} else if capN > 0 {
				// StReadyCap: the player picks which capN ready (1.4.3).
				f.Phase = stReadyPick
				f.Num = int16(capN)
				return true
			}
		}
	case stReadyPick:
		return true
	case stReadyRest:
		// 3.2.1.2 and 3.2.1.3: effects that end at the start of this
		// player's turn end; "during their next turn" effects begin.
		s.expireAtStart(p)
		// 3.2.1.4: "at the start of your turn" triggers wait in the bag.
		s.emit(Event{Kind: EvTurnStart, Player: p})
		s.gameStateCheck()
		if s.Phase == PhaseOver {
			return false // an effect that ended decided the game (1.8.1.1)
		}
		f = &s.Stack[i]
		f.Phase = stSet
	case stSet:
		// 3.2.2.1: characters are no longer drying.
		for _, id := range s.Players[p].Play {
			s.Cards[id].Flags &^= FlagDrying
		}
		// 3.2.2.2: lore from locations.
		for _, id := range s.Players[p].Play {
			if s.Def(id).Type == TypeLocation {
				if l := nonNeg(s.Lore(id)); l > 0 {
					s.gainLore(p, l)
				}
			}
		}
		s.gameStateCheck()
		if s.Phase == PhaseOver {
			return false
		}
		f.Phase = stSetBag
		s.settleBag() // 3.2.2.3
	case stSetBag:
		f.Phase = stDraw
	case stDraw:
		// 3.2.3.1: draw, except the starting player on the first turn; 6.4.5 skips.
		if !(s.Turn == 1 && p == s.Starting) && !s.skipsDraw(p) {
			s.draw(p)
		}
		s.gameStateCheck()
		if s.Phase == PhaseOver {
			return false
		}
		f.Phase = stDrawBag
		s.settleBag()
	case stDrawBag:
		// 3.2.3.2: on to the Main Phase.
		s.pop()
		s.Phase = PhaseMain
	}
	return false
}

// skipsDraw reports whether a static effect skips p's Draw step (6.4.5).
func (s *State) skipsDraw(p uint8) bool {
	skip := false
	if s.game.anyStatics {
		s.statics(kindBit(StSkipDraw), func(e *StaticEffect, src CardID, ctl uint8) bool {
			if e.Kind == StSkipDraw && ctl == p {
				skip = true
				return false
			}
			return true
		})
	}
	return skip
}

// End-of-Turn phases of the FrEndTurn frame.
const (
	etTriggers = iota
	etEffects
	etFinal
)

// declareEnd starts the End-of-Turn Phase (3.3.2, 3.4).
func (s *State) declareEnd() {
	s.Phase = PhaseEnd
	s.push(Frame{Kind: FrEndTurn, Player: s.Active})
}

func (s *State) advanceEndTurn(i int) bool {
	f := &s.Stack[i]
	p := f.Player
	switch f.Phase {
	case etTriggers:
		// 3.4.1.1: "at the end of the turn" triggers resolve.
		f.Phase = etEffects
		s.emit(Event{Kind: EvTurnEnd, Player: p})
		s.settleBag()
	case etEffects:
		// 3.4.1.2: "this turn" effects end.
		f.Phase = etFinal
		s.expireAtEnd(p)
		s.settleBag()
	case etFinal:
		s.pop()
		// 3.4.2 and 1.8.1.2: the final check; an empty deck loses.
		s.gameStateCheck()
		if s.Phase == PhaseOver {
			return false
		}
		if len(s.Players[p].Deck) == 0 {
			s.lose(p, ResultDeckOut)
			if s.Phase == PhaseOver {
				return false
			}
			return false
		}
		s.passTurn(p)
	}
	return false
}

// passTurn starts the turn of the next player after p still in the game
// (9.2.1). A player who left has no more turns, but when it would be their
// turn, the effects that last until the start of their next turn end, and
// those that would apply during it are gone, before the next player's turn
// begins (9.2.3 and its Example: Pete - Games Referee's effect outlasts its
// player).
func (s *State) passTurn(p uint8) {
	n := uint8(len(s.Players))
	for i := uint8(1); i <= n; i++ {
		q := (p + i) % n
		if !s.Players[q].Out {
			s.startTurn(q)
			return
		}
		s.expireAtStart(q)
		out := s.Effects[:0]
		for _, e := range s.Effects {
			if e.Dur != DuringTheirNext || e.Owner != q {
				out = append(out, e)
			}
		}
		s.Effects = out
	}
	s.startTurn(p)
}

// expireAtStart ends effects that last until the start of p's next turn and
// starts those that apply during p's next turn.
func (s *State) expireAtStart(p uint8) {
	out := s.Effects[:0]
	for _, e := range s.Effects {
		if (e.Dur == UntilYourNext || e.Dur == UntilTheirNextReady) && e.Owner == p {
			continue // UntilTheirNextReady: it applied in the Ready step just done
		}
		if e.Dur == DuringTheirNext && e.Owner == p && e.Waiting {
			e.Waiting = false
		}
		out = append(out, e)
	}
	s.Effects = out
	fl := s.Floating[:0]
	for _, f := range s.Floating {
		if f.Dur == UntilYourNext && f.Player == p {
			continue
		}
		fl = append(fl, f)
	}
	s.Floating = fl
}

// expireAtEnd ends "this turn" effects and floating triggers at the end of
// p's turn (3.4.1.2), and the once-per-turn records.
func (s *State) expireAtEnd(p uint8) {
	out := s.Effects[:0]
	for _, e := range s.Effects {
		if e.Dur == ThisTurn || (e.Dur == DuringTheirNext && !e.Waiting && e.Owner == p) {
			continue
		}
		if e.Dur == WhileThisInPlay && (!s.InPlay(s.Resolve(e.Source)) || e.Target.Valid() && s.Resolve(e.Target) == NoCard) {
			continue // its source or its card left play: over, forgotten
		}
		out = append(out, e)
	}
	s.Effects = out
	fl := s.Floating[:0]
	for _, f := range s.Floating {
		if f.Dur == ThisTurn || f.Dur == Instant {
			continue
		}
		fl = append(fl, f)
	}
	s.Floating = fl
	s.Turnly = s.Turnly[:0]
}
