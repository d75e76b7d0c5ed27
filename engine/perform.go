package engine

// perform carries out one step's effect (6.7.2.3) and reports whether it was
// done (for "if you do", 6.1.5.1).
func (s *State) perform(f *Frame, st *Step) bool {
	c := s.frameCtx(f)
	switch st.Op {
	case OpDraw:
		n := s.num(&st.Amount, c)
		s.forPlayers(f, st, func(p uint8) {
			for k := 0; k < n; k++ {
				if s.draw(p) {
					f.Done++
				}
			}
		})
		return n > 0
	case OpDrawUntil:
		n := s.num(&st.Amount, c)
		s.forPlayers(f, st, func(p uint8) {
			for len(s.Players[p].Hand) < n && s.draw(p) {
			}
		})
		return true
	case OpGainLore:
		n := s.num(&st.Amount, c)
		s.forPlayers(f, st, func(p uint8) { s.gainLore(p, n) })
		return n > 0
	case OpLoseLore:
		n := s.num(&st.Amount, c)
		if st.AmountUpTo {
			n = int(f.Num)
		}
		did := false
		s.forPlayers(f, st, func(p uint8) {
			if m := s.loseLore(p, n); m > 0 {
				did = true
				f.Done += int16(m)
			}
		})
		return did
	case OpPayInk:
		// the paying player: the controller, or the player the step names
		// ("unless their player pays 3 {I}")
		n := s.num(&st.Amount, c)
		p := s.stepPlayer(f, st)
		if s.Players[p].InkReady() < n {
			return false
		}
		s.payInk(p, n)
		return true
	case OpTopToDiscard:
		// The cards go from the top of the deck straight into the
		// discard: not drawn, not discarded from a hand (no EvDiscarded).
		// 6.1.5.1: as the [A] of "[A] to [B]" it counts as done only if
		// all N cards could be moved (1.2.3: as many as there are).
		n := s.num(&st.Amount, c)
		all := n > 0
		s.forPlayers(f, st, func(p uint8) {
			for k := 0; k < n; k++ {
				d := s.Players[p].Deck
				if len(d) == 0 {
					all = false
					break
				}
				id := d[len(d)-1]
				s.moveCard(id, ZoneDiscard, p)
				if st.KeepMoved && int(st.Slot) < len(f.Slots) {
					// "if its card type is ...": the card, now in the discard
					f.Slots[st.Slot].Add(s.RefOf(id))
				}
				f.Done++
			}
		})
		return all
	case OpLookAtInkwell:
		// 7.5.4: an inkwell is private, even to its player; this effect lets
		// the controller look at their own. They know those cards from now
		// on (Card.Seen); nothing moves and nothing is revealed to others.
		pl := &s.Players[f.Player]
		for _, id := range pl.Inkwell {
			s.Cards[id].Seen |= 1 << f.Player
		}
		return len(pl.Inkwell) > 0
	case OpLookAtHand:
		// Looking at a hand shows its cards to the controller alone and
		// changes nothing in the game: no card moves, none is revealed
		// (6.1.14 is about revealing to all players). Done when there was
		// a card to look at.
		// Top: the top card of each opponent's deck instead.
		// The looking player knows those cards from now on (Card.Seen).
		seen := false
		for p := range s.Players {
			pl := &s.Players[p]
			if pl.Out || !s.Opponents(uint8(p), f.Player) {
				continue
			}
			if st.Target == TgtOpponent && uint8(p) != s.them(f) {
				continue // "chosen opponent's hand" (6.1.3)
			}
			if st.Top && len(pl.Deck) > 0 {
				s.Cards[pl.Deck[len(pl.Deck)-1]].Seen |= 1 << f.Player
				seen = true
			}
			if !st.Top {
				for _, id := range pl.Hand {
					s.Cards[id].Seen |= 1 << f.Player
					seen = true
				}
			}
		}
		return seen
	case OpReveal:
		// 6.1.14.1: the hand is shown to all players; finishAbility hides
		// it again when the effect ends (6.1.14.2).
		did := false
		s.forPlayers(f, st, func(p uint8) { // "each opponent reveals their hand"
			for _, id := range s.Players[p].Hand {
				s.Cards[id].Flags |= FlagRevealed
				s.Cards[id].Seen = 0xFF // every player saw it (6.1.14.1)
				did = true
			}
		})
		return did
	case OpDiscard:
		if st.discardsMarked() {
			// the marked cards of the discarding player's hand, one discard
			// (one "discards 1 or more cards" event)
			p := s.stepPlayer(f, st)
			h := &s.Players[p].Hand
			n := 0
			for i := len(*h) - 1; i >= 0; i-- {
				if id := (*h)[i]; s.Cards[id].Flags&FlagPicked != 0 {
					s.Cards[id].Flags &^= FlagPicked
					s.moveCard(id, ZoneDiscard, p)
					s.emit(Event{Kind: EvDiscarded, Player: p, Subject: s.RefOf(id), SubjectDef: s.Cards[id].Def})
					n++
				}
			}
			s.emitDiscards(p, n)
			f.Done += int16(n)
			f.Num = f.Done
			return n > 0
		}
		if st.KeepDiscarded {
			f.Slots[st.Slot] = Slot{}
		}
		for k := uint8(0); k < f.Pick.N; k++ {
			if id := s.Resolve(f.Pick.C[k]); id != NoCard && s.Cards[id].Zone == ZoneHand {
				p := s.Cards[id].Owner
				s.moveCard(id, ZoneDiscard, p)
				s.emit(Event{Kind: EvDiscarded, Player: p, Subject: s.RefOf(id), SubjectDef: s.Cards[id].Def})
				if st.KeepDiscarded {
					// "the discarded card", now in the discard (7.1.6)
					f.Slots[st.Slot].Add(s.RefOf(id))
				}
			}
		}
		if f.Pick.N > 0 {
			s.emitDiscards(s.stepPlayer(f, st), int(f.Pick.N))
		}
		// several players discard part by part (6.7.6): the count adds up
		f.Done += int16(f.Pick.N)
		f.Num = f.Done
		return f.Pick.N > 0
	case OpChoosePlayers:
		// this player's part: chosen (the "may" said yes), kept in Group
		s.forPlayers(f, st, func(p uint8) { f.Group |= 1 << p })
		f.Done++
		return true
	case OpDiscardHand:
		s.forPlayers(f, st, func(p uint8) {
			if s.dontDiscard(p) {
				return // "you don't discard" (1.2.2)
			}
			n := len(s.Players[p].Hand)
			for len(s.Players[p].Hand) > 0 {
				id := s.Players[p].Hand[len(s.Players[p].Hand)-1]
				s.moveCard(id, ZoneDiscard, p)
				s.emit(Event{Kind: EvDiscarded, Player: p, Subject: s.RefOf(id), SubjectDef: s.Cards[id].Def})
			}
			s.emitDiscards(p, n)
		})
		return true
	case OpInkwellAll:
		s.forPlayers(f, st, func(p uint8) {
			pl := &s.Players[p]
			if st.Exerted {
				pl.InkUsed = int16(len(pl.Inkwell)) // 1.7.3: every card exerted
			} else {
				pl.InkUsed = 0 // 1.7.4: every card ready
			}
		})
		return true
	case OpInkToHand:
		n := s.num(&st.Amount, c)
		did := false
		s.forPlayers(f, st, func(p uint8) {
			pl := &s.Players[p]
			n := n
			if st.Amount.Kind == NumInkwellOver {
				// "until they have N cards in their inkwell": this
				// player's cards above N, none with N or fewer
				n = len(pl.Inkwell) - int(st.Amount.N)
			}
			for k := 0; k < n && len(pl.Inkwell) > 0; k++ {
				// the card picked at random takes its state along: an
				// exerted one leaves one fewer exerted (moveCard)
				s.moveCard(pl.Inkwell[s.RNG.Intn(len(pl.Inkwell))], ZoneHand, p)
				did = true
			}
		})
		return did
	case OpDiscardRandom:
		n := s.num(&st.Amount, c)
		s.forPlayers(f, st, func(p uint8) {
			m := 0
			for k := 0; k < n && len(s.Players[p].Hand) > 0 && !s.dontDiscard(p); k++ {
				h := s.Players[p].Hand
				id := h[s.RNG.Intn(len(h))]
				s.moveCard(id, ZoneDiscard, p)
				s.emit(Event{Kind: EvDiscarded, Player: p, Subject: s.RefOf(id), SubjectDef: s.Cards[id].Def})
				m++
				if st.Filter.Types == 0 || defMatches(&st.Filter, s.Def(id)) {
					f.Done++ // counting only discarded cards of the filter, e.g. actions (CountsOnly, NumThisWay)
				}
			}
			s.emitDiscards(p, m)
		})
		return true
	case OpLookTop:
		n := s.num(&st.Amount, c)
		p := s.stepPlayer(f, st)
		d := s.Players[p].Deck
		if n > len(d) {
			n = len(d) // 1.2.3: as much as you can
		}
		if n > len(f.Look) {
			n = len(f.Look)
		}
		f.NLook = 0
		if st.Reveal {
			f.Slots[st.Slot] = Slot{}
		}
		for k := 0; k < n; k++ {
			id := d[len(d)-1-k]
			f.Look[f.NLook] = id
			f.NLook++
			s.Cards[id].Seen |= 1 << f.Player // Card.Seen
			if st.Reveal {
				// 6.1.14.1: shown to every player; kept in the slot so
				// finishAbility hides them again (6.1.14.2).
				s.Cards[id].Flags |= FlagRevealed
				s.Cards[id].Seen = 0xFF // known to every player (Card.Seen)
				f.Slots[st.Slot].Add(s.RefOf(id))
			}
		}
		return n > 0
	case OpLookAllToHand:
		// every revealed character card taken into hand: no choice,
		// every looked-at card of the filter still on the deck
		n := 0
		for k := uint8(0); k < f.NLook; {
			id := f.Look[k]
			if s.Cards[id].Zone == ZoneDeck && ok2(s, &st.Filter, id, c, f) {
				s.moveCard(id, ZoneHand, s.Cards[id].Owner)
				s.Cards[id].Seen = 0xFF // revealed: known to every player (6.1.14)
				s.dropLook(f, id)
				n++
				continue
			}
			k++
		}
		f.Done += int16(n)
		return n > 0
	case OpTakeFromLook:
		if st.Reveal {
			f.Slots[st.Slot] = Slot{}
		}
		for k := uint8(0); k < f.Pick.N; k++ {
			if id := s.Resolve(f.Pick.C[k]); id != NoCard {
				s.moveCard(id, ZoneHand, s.Cards[id].Owner)
				s.dropLook(f, id)
				if st.Reveal {
					// 6.1.14.1: shown to every player until the effect
					// ends; finishAbility hides the slot's cards (6.1.14.2).
					s.Cards[id].Flags |= FlagRevealed
					s.Cards[id].Seen = 0xFF // known to every player (Card.Seen)
					f.Slots[st.Slot].Add(s.RefOf(id))
				}
			}
		}
		return f.Pick.N > 0
	case OpLookToTop:
		if st.lookSplit() {
			return s.splitLookToTop(f)
		}
		for k := uint8(0); k < f.Pick.N; k++ {
			if id := s.Resolve(f.Pick.C[k]); id != NoCard && s.Cards[id].Zone == ZoneDeck {
				s.placeLooked(f, id, true)
				s.dropLook(f, id)
			}
		}
		return f.Pick.N > 0
	case OpFloating, OpDelayed:
		return s.createTrigger(f, st)
	case OpCantPlay:
		// 1.2.2: "opponents can't play actions until the start of your
		// next turn": an applied effect about players, not cards, that
		// cantPlay reads while it lasts.
		s.addEffect(f, st, Effect{Kind: StCantPlay, Filter: st.Filter}, NoCard)
		return true
	case OpReadyCap:
		// 3.2.1.1, 1.2.2: "each opponent can't ready more than N of their
		// [cards] at the start of their next turn": one effect per
		// opponent, applied in that player's next Ready step and ended there.
		n := int16(s.num(&st.Amount, c))
		for q := range s.Players {
			if s.Opponents(f.Player, uint8(q)) {
				s.Effects = append(s.Effects, Effect{Kind: StReadyCap, Controller: f.Player, Dur: UntilTheirNextReady,
					Owner: uint8(q), Target: NoRef, Filter: st.Filter, Amount: n, SourceDef: f.Def, Source: f.Source})
			}
		}
		return true
	case OpCostReduction:
		// 4.3.6: "you pay N less for the next [card] you play this turn".
		e := Effect{Kind: StCostLess, Controller: f.Player, Dur: ThisTurn, Owner: s.Active, Target: NoRef,
			Filter: st.Filter, Amount: int16(s.num(&st.Amount, c)), Uses: st.Count, SourceDef: f.Def}
		if st.Dur != Instant {
			e.Dur = st.Dur
		}
		s.Effects = append(s.Effects, e)
		return true
	case OpPlayFromUnder:
		// 4.3: characters beneath this item are playable for the rest of the turn:
		// a permission in force for its duration, tied to this card in
		// play (a new instance of it has no such permission, 7.1.6).
		src := s.Resolve(f.Source)
		if src == NoCard || !s.InPlay(src) {
			return false
		}
		e := Effect{Kind: StPlayFromUnder, Controller: f.Player, Dur: ThisTurn, Owner: s.Active, Target: s.RefOf(src),
			Filter: st.Filter, SourceDef: f.Def, Source: f.Source}
		if st.Dur != Instant {
			e.Dur = st.Dur
		}
		s.Effects = append(s.Effects, e)
		return true
	case OpExtraInk:
		// 4.2.3.1: "this turn, you may put an additional card into your
		// inkwell": an effect in force until the end of the turn that adds
		// one to the ink turn action's once-per-turn limit (inkLimit).
		s.forPlayers(f, st, func(p uint8) {
			s.Effects = append(s.Effects, Effect{Kind: StExtraInk, Controller: p, Dur: ThisTurn, Owner: s.Active, Target: NoRef, SourceDef: f.Def})
		})
		return true
	case OpNameCard:
		return f.HasName
	case OpChoose:
		if st.Reveal {
			// "search your deck for a [card] and reveal that card to all
			// players" (6.1.14.1): shown until the effect ends; finishAbility
			// hides the slot's cards again (6.1.14.2).
			sl := &f.Slots[st.Slot]
			for k := uint8(0); k < sl.N; k++ {
				if id := s.Resolve(sl.C[k]); id != NoCard {
					s.Cards[id].Flags |= FlagRevealed
				}
			}
		}
		if st.AnyNumber {
			return f.Cursor > 0 // the picks are marked on the cards (FlagPicked)
		}
		return f.Slots[st.Slot].N > 0
	case OpShuffleDeck:
		s.forPlayers(f, st, func(p uint8) { s.shuffleDeck(p) })
		return true
	case OpRevealTopEach:
		// 6.7.6: the players in turn order; at most 4, one slot holds them
		f.Slots[st.Slot] = Slot{}
		n := 0
		for k := 0; k < len(s.Players); k++ {
			p := uint8((int(s.Active) + k) % len(s.Players))
			if s.Players[p].Out {
				continue
			}
			id, ok := s.topOfDeck(p)
			if !ok {
				continue
			}
			s.Cards[id].Flags |= FlagRevealed // 6.1.14
			s.Cards[id].Seen = 0xFF           // known to every player (Card.Seen)
			f.Slots[st.Slot].Add(s.RefOf(id))
			n++
		}
		return n > 0
	case OpRevealTop:
		p := s.stepPlayer(f, st)
		f.Slots[st.Slot] = Slot{} // "it" is this card only (each opponent's own, EachOpponent)
		id, ok := s.topOfDeck(p)
		if st.Until {
			id, ok = s.revealUntil(p, &st.Filter, c) // deck_reveal.go
		}
		if !ok {
			return false
		}
		s.Cards[id].Flags |= FlagRevealed // 6.1.14
		s.Cards[id].Seen = 0xFF           // known to every player (Card.Seen)
		f.Slots[st.Slot] = Slot{}
		f.Slots[st.Slot].Add(s.RefOf(id))
		return true
	case OpToDeckBottom:
		if st.AnyOrder && st.Target == TgtAll {
			return s.bottomInAnyOrder(f, st, c)
		}
		if st.AnyOrder && st.Target == TgtSlot {
			return s.slotToBottomInAnyOrder(f, st)
		}
	case OpToDeckTop:
		if st.AnyOrder {
			return s.topInAnyOrder(f, st)
		}
	case OpInkTop:
		// "each player puts the top 3 cards of their deck into their
		// inkwell facedown and exerted": as many as the deck has (1.2.3)
		n := s.num(&st.Amount, c)
		did := false
		s.forPlayers(f, st, func(p uint8) {
			for k := 0; k < n; k++ {
				id, ok := s.topOfDeck(p)
				if !ok {
					break
				}
				s.putIntoInkwell(id, st.Exerted)
				did = true
			}
		})
		return did
	case OpLookPickToInk:
		// one of them inked facedown and exerted (4.2.3.2): the
		// cards picked among the looked-at ones still on the deck
		did := false
		for k := uint8(0); k < f.Pick.N; k++ {
			if id := s.Resolve(f.Pick.C[k]); id != NoCard && s.Cards[id].Zone == ZoneDeck {
				s.dropLook(f, id)
				s.putIntoInkwell(id, st.Exerted)
				did = true
			}
		}
		return did
	case OpLookToInk:
		// the remaining one inked too, facedown and exerted
		s.pruneLook(f)
		did := f.NLook > 0
		for f.NLook > 0 {
			id := f.Look[0]
			s.dropLook(f, id)
			s.putIntoInkwell(id, st.Exerted)
		}
		return did
	case OpMoveAnyTo:
		// the picked characters move to the location chosen into Slot, in
		// the order they entered play, each for free (4.7.4); one already
		// there or that can't move stays. Done counts those moved.
		n := int16(0)
		if f.Slots[st.Slot].N > 0 {
			loc := s.Resolve(f.Slots[st.Slot].C[0])
			for _, id := range s.Players[f.Player].Play {
				if s.Cards[id].Flags&FlagPicked != 0 && s.match(&st.Filter, id, c) && s.moveOneByEffect(f.Player, id, loc) {
					n++
				}
			}
		}
		f.Done = n
		return n > 0
	case OpHandToBottom:
		// 7.2.3: "in any order": with two or more cards the player orders
		// them (spOrder, orderPending), one pick at a time from the hand.
		h := s.Players[s.stepPlayer(f, st)].Hand
		switch len(h) {
		case 0:
			return false
		case 1:
			s.putOnBottom(h[0])
			return true
		}
		f.Phase = spOrder
		f.Pick = Slot{}
		f.Cursor = 0
		return true
	case OpRestLook:
		s.pruneLook(f)
		if st.ToDiscard {
			// "put the rest in your discard": moved, not discarded (no
			// card leaves a hand), so no "discard" trigger sees them.
			did := f.NLook > 0
			for f.NLook > 0 {
				id := f.Look[0]
				s.dropLook(f, id)
				s.moveCard(id, ZoneDiscard, s.Cards[id].Owner)
			}
			return did
		}
		if f.NLook >= 2 {
			f.Phase = spOrder
			f.Pick = Slot{}
			f.Cursor = 0
			return true
		}
		if f.NLook == 1 {
			s.placeLooked(f, f.Look[0], st.Top)
			f.NLook = 0
		}
		return true
	}
	// Card-targeted effects.
	if st.Continuous && st.Target == TgtAll {
		return s.addContinuous(f, st, c)
	}
	did := false
	n := 0
	if st.Op != OpBanish && st.Op != OpReturnToHand && st.Op != OpExert && st.Op != OpReady {
		n = s.num(&st.Amount, c)
		if st.AmountUpTo {
			n = int(f.Num)
		}
	}
	src := c.src
	var kept Slot // KeepMoved: the cards acted on, where they are now (7.1.6)
	acted := 0
	s.forTargets(f, st, func(id CardID) {
		if s.applyToCard(f, st, id, n, src) {
			did = true
			acted++
			if st.KeepMoved {
				kept.Add(s.RefOf(id))
			}
		}
	})
	if st.KeepMoved {
		f.Slots[st.Slot] = kept
	}
	if st.Op == OpDiscardCards {
		// "discards 1 or more cards" once for the lot (6.1.8); the cards
		// are the controller's own (checked when the catalogue loads)
		s.emitDiscards(f.Player, acted)
	}
	if st.Whole && acted < int(max8(st.Count, 1)) {
		// 6.1.5.1: [A] not completely performed, so [B] doesn't follow
		return false
	}
	return did
}

// emitDiscards emits the one event of player p discarding n cards at once
// (n > 0), after the event of each card: "whenever your opponent discards 1
// or more cards" triggers once, and "for each card discarded" counts n
// (6.1.8).
func (s *State) emitDiscards(p uint8, n int) {
	if n > 0 {
		s.emit(Event{Kind: EvDiscards, Player: p, Subject: NoRef, Other: NoRef, Amount: int16(n)})
	}
}

// addEffect records an effect in force on one card with the step's duration.
func (s *State) addEffect(f *Frame, st *Step, e Effect, id CardID) {
	e.Controller = f.Player
	e.Dur = st.Dur
	if e.Dur == Instant {
		e.Dur = ThisTurn
	}
	e.Target = NoRef // continuous over e.Filter (6.4.2.1)
	if id != NoCard {
		e.Target = s.RefOf(id)
	}
	e.SourceDef = f.Def
	e.Source = f.Source
	their := s.nextPlayer(f.Player) // "their": the affected card's player
	if id != NoCard {
		their = s.Cards[id].Owner
	}
	switch e.Dur {
	case UntilYourNext:
		e.Owner = f.Player
	case DuringTheirNext:
		e.Owner = their
		e.Waiting = true
	case UntilTheirNextReady:
		e.Owner = their
	default:
		e.Owner = s.Active
	}
	s.Effects = append(s.Effects, e)
}

// addContinuous records a continuous static ability generated by a
// resolved effect (6.4.2.1): it applies to every card its filter matches
// while it lasts, cards that enter play later included.
func (s *State) addContinuous(f *Frame, st *Step, c ctx) bool {
	e := Effect{Filter: st.Filter, Stat: st.Stat, Keyword: st.Keyword, KwValue: st.KwValue, Restrict: st.Restrict}
	switch st.Op {
	case OpModify:
		e.Kind, e.Amount = StModify, int16(s.num(&st.Amount, c))
	case OpGrantKeyword:
		e.Kind = StKeyword
	case OpRestrict:
		e.Kind = StRestrict
	default:
		return false
	}
	s.addEffect(f, st, e, NoCard)
	return true
}

// forPlayers calls fn for each player a player step acts on, the active
// player first, then in turn order (6.7.6).
func (s *State) forPlayers(f *Frame, st *Step, fn func(p uint8)) {
	switch st.Target {
	case TgtEachOpponent, TgtEachPlayer, TgtMostInHand, TgtOpponentsMoreLore, TgtPickedPlayers:
		if st.mayEachPlayer() {
			fn(s.turnOrderAt(int(f.Cursor))) // the part of the player who said yes
			return
		}
		n := len(s.Players)
		for k := 0; k < n; k++ {
			p := uint8((int(s.Active) + k) % n)
			if s.Players[p].Out {
				continue
			}
			if !s.playerNamed(f, st, p) {
				continue
			}
			if st.MoreLore && s.Players[p].Lore <= s.Players[f.Player].Lore {
				continue // only opponents ahead of you on lore
			}
			fn(p)
		}
	default:
		fn(s.stepPlayer(f, st))
	}
}

// forTargets calls fn for each card a card step acts on.
func (s *State) forTargets(f *Frame, st *Step, fn func(id CardID)) {
	switch st.Target {
	case TgtSelf:
		if id := s.Resolve(f.Source); id != NoCard {
			fn(id)
		}
	case TgtChosen, TgtSlot:
		sl := f.Slots[st.Slot]
		if st.Target == TgtChosen && f.Them > 0 && !st.AnyNumber {
			// 6.7.6: in one opponent's part of an "each opponent" block
			// the step acts on the cards chosen in that part; the slot
			// keeps every part's choices for later steps ("those").
			sl = f.Pick
		}
		for k := uint8(0); k < sl.N; k++ {
			if id := s.Resolve(sl.C[k]); id != NoCard {
				fn(id)
			}
		}
	case TgtSubject:
		if id := s.Resolve(f.Ev.Subject); id != NoCard {
			fn(id)
		}
	case TgtOther:
		if id := s.Resolve(f.Ev.Other); id != NoCard {
			fn(id)
		}
	case TgtAll:
		c := s.frameCtx(f)
		mark := len(s.scratch)
		for p := range s.Players {
			l := &s.Players[p].Play
			if st.Filter.InZone && st.Filter.Zone == ZoneUnder {
				// 5.1.1.7: the cards under player p's cards in play, stack
				// by stack (the zone has no list of its own)
				for _, h := range s.Players[p].Play {
					for i := range s.Cards {
						id := CardID(i)
						if s.Cards[i].Zone == ZoneUnder && s.Cards[i].Under == h && s.match(&st.Filter, id, c) && (!st.OnlyPicked || s.Cards[i].Flags&FlagPicked != 0) {
							s.scratch = append(s.scratch, id)
						}
					}
				}
				continue
			}
			if st.Filter.InZone && st.Filter.Zone != ZonePlay {
				// "all [cards] from your discard" (Each over another zone):
				// collected first, as the cards leave the zone one by one.
				if l = s.zoneList(uint8(p), st.Filter.Zone); l == nil {
					continue
				}
			}
			for _, id := range *l {
				if s.match(&st.Filter, id, c) && (!st.OnlyPicked || s.Cards[id].Flags&FlagPicked != 0) {
					s.scratch = append(s.scratch, id)
				}
			}
		}
		ids := s.scratch[mark:]
		if st.Op == OpBanish {
			for _, id := range ids {
				if s.InPlay(id) {
					f.Done++ // "for each item banished this way" (6.1.8)
				}
			}
			// banished together: leave-play triggers see each other (7.4.3);
			// the ids stay reserved on scratch (later uses append after them)
			s.banishMany(ids, false)
			s.scratch = s.scratch[:mark]
			return
		}
		for _, id := range ids {
			fn(id)
		}
		s.scratch = s.scratch[:mark]
	}
}

// emitDamageRemoved announces that player p removed m damage from card id
// by an effect (1.9.2.3), when m > 0: "whenever you remove 1 or more damage
// from one of your characters".
func (s *State) emitDamageRemoved(p uint8, id CardID, m int) {
	if m > 0 {
		s.emit(Event{Kind: EvDamageRemoved, Player: p, Subject: s.RefOf(id), SubjectDef: s.Cards[id].Def, Amount: int16(m)})
	}
}

// inkEntersExerted reports whether a static effect of an opponent of p
// makes the cards entering p's inkwell enter it exerted (1.2.1 over
// 4.2.1.3: "cards enter opponents' inkwells exerted").
func (s *State) inkEntersExerted(p uint8) bool {
	if !s.game.anyStatics {
		return false
	}
	found := false
	s.statics(kindBit(StOpponentsInkExerted), func(e *StaticEffect, _ CardID, ctl uint8) bool {
		found = e.Kind == StOpponentsInkExerted && s.Opponents(p, ctl)
		return !found
	})
	return found
}

// putIntoInkwell puts a card into its player's inkwell facedown (7.5.6: not
// revealed), exerted or ready, by an effect: "whenever a card is put into
// your inkwell" sees it as it sees the turn action (4.2.3.2).
func (s *State) putIntoInkwell(id CardID, exerted bool) {
	p := s.Cards[id].Owner
	s.moveStackTo(id, ZoneInkwell)
	if exerted || s.inkEntersExerted(p) {
		s.enterInkExerted(id)
	}
	s.emit(Event{Kind: EvInked, Player: p, Subject: s.RefOf(id), SubjectDef: s.Cards[id].Def})
}
