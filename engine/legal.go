package engine

// Pending describes the decision the state waits for.
func (s *State) Pending() Decision {
	if s.Phase == PhaseOver {
		return Decision{Kind: DecNone}
	}
	if len(s.Stack) == 0 {
		return Decision{Kind: DecTurn, Player: s.Active}
	}
	f := &s.Stack[len(s.Stack)-1]
	switch f.Kind {
	case FrAlter:
		return Decision{Kind: DecAlter, Player: f.Player, Max: len(s.Players[f.Player].Hand)}
	case FrBag:
		return Decision{Kind: DecBag, Player: f.Player}
	case FrSingers:
		// Min: a singer is still needed while the total is below N (8.12.2).
		d := Decision{Kind: DecSingers, Player: f.Player, Source: f.Source}
		if int(f.Cursor) < int(s.Def(f.Source.ID).SingTogether) {
			d.Min = 1
		}
		return d
	case FrStartTurn:
		// stReadyPick: the cards that still ready under a StReadyCap,
		// one at a time (3.2.1.1)
		return Decision{Kind: DecChoose, Player: f.Player, Source: NoRef, Min: 1, Max: 1}
	case FrShiftCost:
		return Decision{Kind: DecChoose, Player: f.Player, Source: f.Source, Min: int(f.Num), Max: int(f.Num)}
	case FrCostChoice:
		n := 1
		if f.Phase == costBanish {
			// "banish 2 of your items": one choice of the cards still to
			// banish, answered card by card (Cost.BanishN)
			n = int(max8(s.frameAbility(f).Cost.BanishN, 1)) - int(f.Slots[PaidSlot].N)
		}
		return Decision{Kind: DecChoose, Player: f.Player, Source: f.Source, Min: n, Max: n}
	case FrEnterExerted:
		return Decision{Kind: DecMay, Player: f.Player, Source: f.Source}
	case FrAltCost:
		if f.Phase == altMay {
			return Decision{Kind: DecMay, Player: f.Player, Source: f.Source}
		}
		n := altCostCount(s.Def(f.Source.ID).Abilities[f.Ab]) - int(f.Slots[0].N)
		return Decision{Kind: DecChoose, Player: f.Player, Source: f.Source, Min: n, Max: n}
	case FrReplace:
		// 6.5.7.2, 6.5.8: which replacement effect applies to the damage
		// Source would be dealt: option 1 "takes no damage" where it can
		// apply, then each card that could take the damage instead.
		return Decision{Kind: DecOption, Player: f.Player, Max: s.replaceAnswers(f), Source: f.Source}
	case FrAbility, FrPlayAction:
		a := s.frameAbility(f)
		st := &a.Steps[f.PC]
		d := Decision{Player: f.Player, Source: f.Source}
		switch f.Phase {
		case spMay:
			d.Kind = DecMay
			if st.Op == OpPlayFree {
				d.Player = s.chooser(f, st) // "that player may play" (1.4.3)
			} else if st.Chooser == TgtSlotOwner {
				d.Player = s.slotPlayer(f, st.Slot) // that player may take it into their hand (1.4.3)
			}
			if st.mayEachDiscard() {
				d.Player = s.stepPlayer(f, st) // the player whose part it is
			}
			if st.Op == OpPayInk || st.Target == TgtOtherOwner || st.Target == TgtEventPlayer {
				// 1.4.3: the player the text names decides: "unless their
				// player pays", "the challenging player may choose and
				// discard a card"
				d.Player = s.stepPlayer(f, st)
			}
			if st.mayEachPlayer() {
				d.Player = s.turnOrderAt(int(f.Cursor)) // 6.7.6: whose part it is
			}
			if st.Chooser == TgtOpponent && st.Op != OpChooseOption && f.Them > 0 {
				// "each player may put up to 5 of their cards": the player
				// whose part of the block it is (6.7.6), or a chosen
				// opponent already bound, answers the "may" of what they
				// choose (1.4.3)
				d.Player = s.them(f)
			}
			if st.Op == OpChoosePlayers {
				d.Player = f.Player // 6.1.3: the controller chooses, player by player
			}
		case spOption:
			d.Kind = DecOption
			d.Max = len(st.Options)
			if st.Chooser == TgtOpponent {
				d.Player = s.them(f) // "each opponent chooses [A] or [B]": whose part it is
			}
		case spPlayer:
			// "chosen opponent", "chosen player" (6.1.3): the controller
			// picks one of the players that can be chosen (them.go)
			d.Kind = DecOption
			if ts := s.themStep(f, st); ts != nil {
				d.Max = s.themCount(f, ts)
			}
		case spChoose, spMayYes:
			d.Kind = DecChoose
			d.Player = s.chooser(f, st)
			d.Max = s.choiceMax(f, st) - s.picked(f, st)
			d.Min = s.choiceMin(f, st) - s.picked(f, st)
			if d.Min < 0 {
				d.Min = 0
			}
		case spAmount:
			d.Kind = DecAmount
			d.Max = s.amountMax(f, st)
		case spOrder:
			d.Kind = DecOrder
			d.Max = int(f.NLook)
			if st.Op == OpHandToBottom {
				d.Player = s.stepPlayer(f, st)
				d.Max = len(s.Players[d.Player].Hand)
			}
			if st.Op == OpToDeckBottom {
				d.Player = s.orderPlayer(f, st)
				d.Max = s.lookOwnedBy(f, d.Player)
			}
		case spName:
			d.Kind = DecName
		}
		return d
	}
	return Decision{Kind: DecTurn, Player: s.Active}
}

// Legal appends every legal action or answer of the player who must act to
// buf and returns it. Conceding is always possible through Apply but is not
// listed.
func (s *State) Legal(buf []Action) []Action {
	d := s.Pending()
	p := d.Player
	switch d.Kind {
	case DecNone:
		return buf
	case DecTurn:
		return s.legalTurn(p, buf)
	case DecAlter:
		for _, id := range s.Players[p].Hand {
			buf = append(buf, Action{Kind: ActChoose, Player: p, Card: id})
		}
		return append(buf, Action{Kind: ActDone, Player: p})
	case DecBag:
		level := uint8(s.top().Num) // the bag frame's level (bag_models.go)
		for i := range s.Bag {
			if s.Bag[i].Player == p && s.Bag[i].Level == level {
				buf = append(buf, Action{Kind: ActPick, Player: p, N: int16(i)})
			}
		}
		return buf
	case DecMay:
		return append(buf, Action{Kind: ActYes, Player: p}, Action{Kind: ActNo, Player: p})
	case DecOption:
		f := s.top()
		if f.Kind == FrReplace || f.Phase == spPlayer {
			for k := 0; k < d.Max; k++ {
				buf = append(buf, Action{Kind: ActOption, Player: p, N: int16(k)})
			}
			return buf
		}
		a := s.frameAbility(f)
		opts := a.Steps[f.PC].Options
		// 6.1.5.2: an option that can't be done can't be chosen while
		// another can.
		start := len(buf)
		for i, at := range opts {
			if s.optionPossible(f, a, at) {
				buf = append(buf, Action{Kind: ActOption, Player: p, N: int16(i)})
			}
		}
		if len(buf) == start {
			for i := range opts {
				buf = append(buf, Action{Kind: ActOption, Player: p, N: int16(i)})
			}
		}
		return buf
	case DecAmount:
		for n := 0; n <= d.Max; n++ {
			buf = append(buf, Action{Kind: ActAmount, Player: p, N: int16(n)})
		}
		return buf
	case DecChoose:
		f := s.top()
		if f.Kind == FrStartTurn {
			if _, cf, ok := s.readyCap(p); ok {
				for _, id := range s.Players[p].Play {
					if s.readyCapped(id, cf) {
						buf = append(buf, Action{Kind: ActChoose, Player: p, Card: id})
					}
				}
			}
			return buf
		}
		if f.Kind == FrShiftCost {
			id := s.Resolve(f.Source)
			d := s.Def(id)
			for _, h := range s.Players[p].Hand {
				if h != id && s.paysDiscard(h, &d.ShiftDiscard) {
					buf = append(buf, Action{Kind: ActChoose, Player: p, Card: h})
				}
			}
			return buf
		}
		if f.Kind == FrAltCost {
			src := s.Resolve(f.Source)
			a := s.Def(src).Abilities[f.Ab]
			for _, id := range *s.altCostZone(p, a) {
				if s.paysAltCost(p, id, src, a) {
					buf = append(buf, Action{Kind: ActChoose, Player: p, Card: id})
				}
			}
			return buf
		}
		if f.Kind == FrCostChoice {
			a := s.frameAbility(f)
			if f.Phase == costDiscard {
				for _, id := range s.Players[p].Hand {
					if s.discardable(a.Cost.DiscardOne, id) {
						buf = append(buf, Action{Kind: ActChoose, Player: p, Card: id})
					}
				}
				return buf
			}
			src := s.Resolve(f.Source)
			if f.Phase == costBanish {
				for _, id := range s.Players[p].Play {
					if s.paysBanishOne(p, id, src, a.Cost.BanishOne) {
						buf = append(buf, Action{Kind: ActChoose, Player: p, Card: id})
					}
				}
				return buf
			}
			for _, id := range s.Players[p].Play {
				if s.paysExertOne(p, id, src, a.Cost.ExertOne) {
					buf = append(buf, Action{Kind: ActChoose, Player: p, Card: id})
				}
			}
			return buf
		}
		st := &s.frameAbility(f).Steps[f.PC]
		s.candidates(f, st, func(id CardID) bool {
			buf = append(buf, Action{Kind: ActChoose, Player: p, Card: id})
			return true
		})
		if d.Min == 0 {
			buf = append(buf, Action{Kind: ActDone, Player: p})
		}
		return buf
	case DecName:
		return s.legalNames(p, buf)
	case DecOrder:
		f := s.top()
		if s.frameAbility(f).Steps[f.PC].Op == OpHandToBottom {
			// the cards of the hand still to place (7.2.3)
			for _, id := range s.Players[p].Hand {
				buf = append(buf, Action{Kind: ActChoose, Player: p, Card: id})
			}
			return buf
		}
		bottom := s.frameAbility(f).Steps[f.PC].Op == OpToDeckBottom
		for k := uint8(0); k < f.NLook; k++ {
			if bottom && s.Cards[f.Look[k]].Owner != p {
				continue // another deck's cards: their player orders them (7.2.3)
			}
			buf = append(buf, Action{Kind: ActChoose, Player: p, Card: f.Look[k]})
		}
		return buf
	case DecSingers:
		for _, id := range s.Players[p].Play {
			if s.canSingWith(p, id) {
				buf = append(buf, Action{Kind: ActChoose, Player: p, Card: id})
			}
		}
		if d.Min == 0 {
			// 8.12.1: the total reached N; more singers may still join.
			buf = append(buf, Action{Kind: ActDone, Player: p})
		}
		return buf
	}
	return buf
}

// legalTurn lists the turn actions of the active player (4.1.3).
func (s *State) legalTurn(p uint8, buf []Action) []Action {
	if !s.mainPhaseFor(p).ok() {
		return buf
	}
	pl := &s.Players[p]
	ink := pl.InkReady()
	canInk := int(pl.Inked) < s.inkLimit(p)
	if canInk && s.game.anyStatics && s.inksFromDiscard(p) {
		for _, id := range pl.Discard { // StInkFromDiscard (4.2)
			if s.inkable(id) {
				buf = append(buf, Action{Kind: ActInk, Player: p, Card: id})
			}
		}
	}
	for i := range s.Effects {
		// cards an effect lets p play from under a card (StPlayFromUnder)
		if e := &s.Effects[i]; e.Kind == StPlayFromUnder && e.Controller == p {
			buf = s.legalFromUnder(p, ink, buf)
			break
		}
	}
	for _, id := range pl.Hand {
		if canInk && s.inkable(id) {
			buf = append(buf, Action{Kind: ActInk, Player: p, Card: id})
		}
		if s.cantPlay(p, id) {
			continue
		}
		buf = s.legalPlaysOf(p, id, ink, buf)
	}
	granting := s.grantInPlay() // 6.4.1: abilities statics grant
	for _, id := range pl.Play {
		d := s.Def(id)
		for j, a := range d.Abilities {
			if a.Kind == Activated && s.canActivate(p, id, uint8(j)).ok() {
				buf = append(buf, Action{Kind: ActActivate, Player: p, Card: id, Ab: uint8(j)})
			}
		}
		if granting {
			buf = s.legalGranted(buf, p, id)
		}
		if d.Type != TypeCharacter {
			continue
		}
		if s.canQuest(p, id).ok() {
			buf = append(buf, Action{Kind: ActQuest, Player: p, Card: id})
		}
		if s.canChallengeWith(p, id).ok() {
			att := newAttacker(id)
			for q := range s.Players {
				if !s.Opponents(uint8(q), p) || s.Players[q].Out {
					continue
				}
				guard := guardUnknown
				for _, t := range s.Players[q].Play {
					if s.Def(t).Type == TypeCharacter && guard == guardUnknown {
						guard = s.bodyguardFirst(&att, uint8(q))
					}
					if s.canBeChallengedGuarded(p, &att, t, guard).ok() {
						buf = append(buf, Action{Kind: ActChallenge, Player: p, Card: id, Target: t})
					}
				}
			}
		}
		for _, l := range pl.Play {
			if s.Def(l).Type == TypeLocation && s.canMove(p, id, l).ok() {
				buf = append(buf, Action{Kind: ActMove, Player: p, Card: id, Target: l})
			}
		}
		if _, ok := d.PrintedKeyword(Boost); ok && s.canActivate(p, id, BoostAbility).ok() {
			buf = append(buf, Action{Kind: ActActivate, Player: p, Card: id, Ab: BoostAbility})
		}
	}
	if s.canEndTurn(p).ok() {
		buf = append(buf, Action{Kind: ActEndTurn, Player: p})
	}
	return buf
}

// legalNames lists the answers to "name a card": one per distinct name
// (and alternate name, 5.2.6.1) of the cards in this game, in definition
// order, then one name no card in the game has. Any other name is as good as
// that one, so the list stays bounded by the game's cards; Apply accepts
// every definition of the catalogue.
func (s *State) legalNames(p uint8, buf []Action) []Action {
	g := s.game
	start := len(buf)
	add := func(rep DefID) {
		for _, a := range buf[start:] {
			if a.N == int16(rep) {
				return
			}
		}
		buf = append(buf, Action{Kind: ActName, Player: p, N: int16(rep)})
	}
	for i := range s.Cards {
		for _, rep := range g.defNameReps[s.Cards[i].Def] {
			add(rep)
		}
	}
	part := buf[start:]
	for i := 1; i < len(part); i++ {
		for j := i; j > 0 && part[j].N < part[j-1].N; j-- {
			part[j], part[j-1] = part[j-1], part[j]
		}
	}
	for _, rep := range g.nameReps {
		found := false
		for _, a := range buf[start:] {
			if a.N == int16(rep) {
				found = true
				break
			}
		}
		if !found {
			buf = append(buf, Action{Kind: ActName, Player: p, N: int16(rep)})
			break
		}
	}
	return buf
}

// optionPossible reports whether the option of "[A] or [B]" starting at step
// at can be chosen (6.1.5.2, spec decision rule 8: an option that can't be
// done is refused): an option whose own "if" is false does nothing, so it
// can't be done; a first step that chooses or discards cards needs a card to
// choose, one acting on this card needs it in play.
func (s *State) optionPossible(f *Frame, a *Ability, at int8) bool {
	if int(at) >= len(a.Steps) {
		return false
	}
	st := &a.Steps[at]
	if st.May {
		return true // a "may": choosing it is always possible
	}
	if st.If != nil && !s.cond(st.If, s.frameCtx(f)) {
		return false // "if X, [effect]" with X false (Firefly Swarm)
	}
	if st.Op == OpDiscard && st.Target.isEachPlayer() {
		// 6.7.6: every player discarding a card of their choice can be done
		// while any player it names has a card to discard, not only the
		// first in turn order.
		g := *f
		g.Pick = Slot{}
		for k, ok := s.turnOrderPlayer(f, st, 0); ok; k, ok = s.turnOrderPlayer(f, st, k+1) {
			g.Cursor = int16(k)
			if s.candidateCount(&g, st) > 0 {
				return true
			}
		}
		return false
	}
	if s.needsChoice(st) {
		g := *f
		g.Pick = Slot{}
		g.Cursor = 0
		return s.candidateCount(&g, st) > 0
	}
	if st.Target == TgtSelf {
		return s.Resolve(f.Source) != NoCard && s.InPlay(s.Resolve(f.Source))
	}
	return true
}

// legalFromUnder appends the plays of the cards p may play from under a
// card of theirs (playableFromUnder), paying their cost (4.3.2).
func (s *State) legalFromUnder(p uint8, ink int, buf []Action) []Action {
	for i := range s.Cards {
		id := CardID(i)
		if s.Cards[i].Zone != ZoneUnder || !s.playableFromUnder(p, id) || s.cantPlay(p, id) {
			continue
		}
		buf = s.legalPlaysOf(p, id, ink, buf)
	}
	return buf
}

// legalPlaysOf lists the ways player p can play card id, one they may play
// (from their hand, or from another zone by an effect, playableCard) and
// not stopped from playing (cantPlay), with ink ready ink: for its ink cost
// or an alternate cost paid with cards (4.3.2.2), by Shift onto each of
// their characters it can go on (8.10.1), and a song sung by each
// character able to (5.4.4.2).
func (s *State) legalPlaysOf(p uint8, id CardID, ink int, buf []Action) []Action {
	pl := &s.Players[p]
	d := s.Def(id)
	if s.playCost(id, ActPlay) <= ink || s.playsByAltCost(p, id) {
		buf = append(buf, Action{Kind: ActPlay, Player: p, Card: id})
	}
	if s.shiftKind(id) != ShiftNone && s.canPayShift(p, id, ink) {
		for _, t := range pl.Play {
			if s.shiftOnto(id, t) {
				buf = append(buf, Action{Kind: ActShift, Player: p, Card: id, Target: t})
			}
		}
	}
	if d.IsSong() {
		for _, c := range pl.Play {
			if s.canSingWith(p, c) && s.canSing(p, id, c).ok() {
				buf = append(buf, Action{Kind: ActSing, Player: p, Card: id, Target: c})
			}
		}
	}
	return buf
}
