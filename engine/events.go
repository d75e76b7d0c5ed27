package engine

// emit records an event and adds every triggered ability it meets to the bag
// (6.2.3, 7.7.3). Triggered abilities only wait in the bag; they resolve when
// the bag is resolved.
func (s *State) emit(ev Event) {
	ev.Turn = s.Turn
	if s.game.Config.Log {
		s.Log = append(s.Log, ev)
	}
	g := s.game
	if g.observer != nil {
		g.observer.Event(ev)
	}
	if ev.Kind == EvPlayed {
		// whether a song was played this turn: remembered until the turn ends
		s.Turnly = append(s.Turnly, TurnRecord{Card: ev.Subject, Ab: PlayedThisTurn})
	}
	if ev.Kind == EvInked {
		// counting the cards inked this turn (e.g. the 2nd one)
		s.Turnly = append(s.Turnly, TurnRecord{Card: ev.Subject, Ab: InkedRecord})
	}
	if ev.Kind == EvDrawn {
		// counting the cards drawn this turn (e.g. the 2nd one, 1.12)
		s.Turnly = append(s.Turnly, TurnRecord{Card: ev.Subject, Ab: DrawnRecord})
	}
	if ev.Kind == EvQuested {
		// whether any other character quested this turn (4.5)
		s.Turnly = append(s.Turnly, TurnRecord{Card: ev.Subject, Ab: QuestedRecord})
	}
	if ev.Kind == EvPutUnder && !s.usedThisTurn(ev.Subject, PutUnderRecord) {
		// whether a card went under him this turn (8.4.1, 5.1.1.7):
		// the subject is the card in play the card went under
		s.Turnly = append(s.Turnly, TurnRecord{Card: ev.Subject, Ab: PutUnderRecord})
	}
	if ev.Kind == EvDamaged && !s.usedThisTurn(ev.Subject, DamagedRecord) {
		// whether an opposing character took damage this turn (1.9.3)
		s.Turnly = append(s.Turnly, TurnRecord{Card: ev.Subject, Ab: DamagedRecord})
	}
	if ev.Kind == EvDamageRemoved && ev.Player < 8 && !s.usedThisTurn(ev.Subject, RemovedDamageRecord+ev.Player) {
		// "if you removed damage from one of your characters this turn"
		s.Turnly = append(s.Turnly, TurnRecord{Card: ev.Subject, Ab: RemovedDamageRecord + ev.Player})
	}
	if ev.Kind == EvQuested || ev.Kind == EvChosenByOpponent {
		s.keywordTriggers(&ev)
	}
	// 7.7.3.1: each player adds the abilities of their own cards. Only
	// cards with a trigger waiting for this kind of event are looked at.
	evBit := eventBit(ev.Kind)
	granted := g.anyGrantedTrig && g.grantedEvents&evBit != 0
	for pi := range s.Players {
		p := uint8(pi)
		if s.Players[p].Out {
			continue
		}
		for _, id := range s.Players[p].Play {
			if g.trigEvents[s.Cards[id].Def]&evBit != 0 {
				s.triggersOf(id, p, &ev)
			}
			if granted {
				s.grantedTriggersOf(id, p, &ev)
			}
		}
		if g.anyZoneTrig && s.discardEvents&evBit != 0 {
			for _, id := range s.Players[p].Discard {
				if g.zoneEvents[s.Cards[id].Def]&evBit != 0 {
					s.triggersOf(id, p, &ev)
				}
			}
		}
	}
	// A trigger on a Floodborn Shifted onto this card: the card shifted
	// onto is under the one played now (8.10.1, 5.1.1.7), out of the play
	// list, and its abilities that work from there are looked at (7.7.3.1:
	// its player's).
	if ev.Kind == EvPlayed && ev.Flags&EvfShift != 0 && g.anyZoneTrig {
		if id := s.Resolve(ev.Other); id != NoCard && s.Cards[id].Zone == ZoneUnder &&
			g.zoneEvents[s.Cards[id].Def]&evBit != 0 && !s.Players[s.Cards[id].Owner].Out {
			s.triggersOf(id, s.Cards[id].Owner, &ev)
		}
	}
	// 6.2.7: floating and delayed triggered abilities.
	for i := 0; i < len(s.Floating); i++ {
		f := &s.Floating[i]
		a := s.abilityAt(f.Def, f.Ab, f.Step+1)
		if a == nil || a.Trigger.Event != ev.Kind {
			continue
		}
		if !f.Delayed && f.Target.Valid() && f.Target != ev.Subject {
			continue // a floating trigger about one card (6.2.7.1)
		}
		if s.triggerMatches(a, NoCard, f.Player, &ev) {
			s.addToBag(BagItem{Player: f.Player, Def: f.Def, Ab: f.Ab, Sub: f.Step + 1, Source: f.Source, Target: f.Target, Ev: ev})
			if f.Delayed {
				// 6.2.7.2: a delayed trigger is added to the bag once, then
				// ceases to exist.
				s.Floating = append(s.Floating[:i], s.Floating[i+1:]...)
				i--
			}
		}
	}
}

// eventKinds is a set of EventKinds, a bit each.
type eventKinds uint64

// eventBit is the set holding only k.
func eventBit(k EventKind) eventKinds { return 1 << k }

// eventsOf is the set of events a triggered ability waits for.
func eventsOf(a *Ability) eventKinds {
	ks := eventBit(a.Trigger.Event)
	if a.Trigger.Or != EvNone {
		ks |= eventBit(a.Trigger.Or)
	}
	return ks
}

// triggersOf adds the abilities of card id that ev triggers.
func (s *State) triggersOf(id CardID, p uint8, ev *Event) {
	def := s.Cards[id].Def
	for _, a := range s.game.Defs[def].Abilities {
		if a.Kind != Triggered || (a.Trigger.Event != ev.Kind && (a.Trigger.Or == EvNone || a.Trigger.Or != ev.Kind)) {
			continue
		}
		z := ZonePlay
		if a.Trigger.InZone {
			z = a.Trigger.FromZone
		}
		if s.Cards[id].Zone != z {
			continue
		}
		if s.triggerMatches(a, id, p, ev) {
			ref := s.RefOf(id)
			if a.FirstTime {
				// 6.2.2: "the first time ... each turn" triggers on the first
				// such event only.
				if s.usedThisTurn(ref, a.index) {
					continue
				}
				s.Turnly = append(s.Turnly, TurnRecord{Card: ref, Ab: a.index})
			}
			s.addToBag(BagItem{Player: p, Def: def, Ab: a.index, Source: ref, Target: NoRef, Ev: *ev})
		}
	}
}

// triggerMatches checks a trigger's subject, other card and "during".
func (s *State) triggerMatches(a *Ability, src CardID, p uint8, ev *Event) bool {
	t := &a.Trigger
	c := ctx{ctl: p, src: src}
	if t.During != nil && !s.cond(t.During, c) {
		return false
	}
	// "in a challenge" limits the banish trigger, not an "and" trigger with
	// it ("when you play this character and whenever he banishes another
	// character in a challenge", 6.2.6)
	if t.InChallenge && ev.Kind == t.Event && ev.Flags&EvfInChallenge == 0 {
		return false
	}
	if t.Dealt && ev.Kind == EvDamaged && ev.Flags&EvfPut != 0 {
		return false // counters put or moved, not dealt (1.9.2.2, 1.9.2.4)
	}
	if t.FromLocation && ev.Flags&EvfFromLocation == 0 {
		return false
	}
	// "when you play a [f] on this card": shifted onto this card (8.10.1)
	if t.OnThis && (ev.Kind != EvPlayed || ev.Flags&EvfShift == 0 || src == NoCard || s.Resolve(ev.Other) != src) {
		return false
	}
	if t.ForActionOrItem && ev.Kind == t.Event {
		// chosen by an action or by an item's ability: the card that chose it
		if !ev.Other.Valid() || int(ev.OtherDef) >= len(s.game.Defs) ||
			ev.Flags&EvfForAction == 0 && s.game.Defs[ev.OtherDef].Type != TypeItem {
			return false
		}
	}
	if t.Sung && ev.Kind == t.Event && ev.Flags&EvfSung == 0 {
		return false // a song played by paying its cost or for free (5.4.4.2)
	}
	if t.Paid && ev.Kind == t.Event && (ev.Flags&EvfPaidInk == 0 || ev.Amount > int16(t.PaidAtMost)) {
		return false // played for free, sung, or for more ink (4.3.2.3)
	}
	switch ev.Kind {
	case EvDamageRemoved, EvReturnedFromDiscard, EvPutUnder:
		// "whenever you remove damage", "whenever you return a card from
		// your discard": done by this ability's controller's effect
		// (1.9.2.3).
		if ev.Player != p {
			return false
		}
	case EvTurnStart, EvTurnEnd:
		// "at the start/end of your turn": the subject filter's owner says whose.
		return s.ownerOK(t.Subject.Owner, ev.Player, p)
	case EvDrawn, EvInked, EvDiscarded, EvDiscards, EvLoreGained, EvLoreLost, EvLeftDiscard:
		if !s.ownerOK(t.Subject.Owner, ev.Player, p) {
			return false
		}
		if !t.AnySubject {
			return true
		}
	}
	if t.AnySubject {
		sub := s.Resolve(ev.Subject)
		if sub == NoCard || !(t.OrThis && sub == src) && !s.matchEventCard(&t.Subject, sub, c) {
			return false
		}
		if ev.Kind == EvPlayed && ev.Kind == t.Event && sub == src && !t.OrThis {
			// A card's abilities apply only once it is in play (1.6.1),
			// and it is in play only as it is "played" (4.3.3): its
			// "whenever you play a [f]" doesn't see its own play, by any
			// means (Shift included). Only "when you play this [card
			// type]" does, the exception of 4.3.4.1.
			return false
		}
	} else if src != NoCard && ev.Subject.ID != src {
		return false
	}
	if ev.Kind != t.Event {
		return true // the "and" trigger (6.2.6) is about this card alone
	}
	if t.HasOther {
		o := s.Resolve(ev.Other)
		if o == NoCard || !s.matchEventCard(&t.Other, o, c) {
			return false
		}
	}
	return true
}

// matchEventCard matches a filter against an event's card wherever it is now
// (a card being banished is matched while still in play, 7.4.3).
func (s *State) matchEventCard(f *Filter, id CardID, c ctx) bool {
	if !f.InZone && s.Cards[id].Zone != ZonePlay {
		g := *f
		g.InZone, g.Zone = true, s.Cards[id].Zone
		return s.match(&g, id, c)
	}
	return s.match(f, id, c)
}
