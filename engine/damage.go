package engine

// Damage (1.9), banishing and lore.

// dealDamage deals n damage to a character or location (1.9.2.1). Resist
// reduces dealt damage (8.8.1) before replacement effects apply (6.7.2.2,
// 6.7.2.3); damage reduced to 0 is not dealt (8.8.2). by is the character
// dealing it (for "banished by", 1.8.1.4). onto is the affected player's
// answer to which replacement effect applies (6.5.7.2, 6.5.8, asked by
// askReplaceOrder): the card whose "put the damage on this card instead"
// applies, or NoCard for the default order. It returns the damage dealt to
// id.
func (s *State) dealDamage(id CardID, n int, by CardID, flags uint8, onto CardID) int {
	n = s.damageToDeal(id, n)
	if n <= 0 {
		return 0
	}
	var to CardID
	n, to = s.replaceDamage(id, n, onto, flags&EvfInChallenge != 0)
	if to != NoCard {
		s.putDamage(to, n) // the modified event: counters, not dealt damage
		return 0
	}
	if n <= 0 {
		return 0
	}
	s.Cards[id].Damage += int16(n)
	s.noteDamager(id, by, flags)
	ev := Event{Kind: EvDamaged, Player: s.Cards[id].Owner, Subject: s.RefOf(id), SubjectDef: s.Cards[id].Def, Amount: int16(n), Flags: uint16(flags)}
	if by != NoCard {
		ev.Other, ev.OtherDef = s.RefOf(by), s.Cards[by].Def
	}
	s.emit(ev)
	if by != NoCard {
		// The same damage seen from the card that dealt it.
		s.emit(Event{Kind: EvDealtDamage, Player: s.Cards[by].Owner, Subject: ev.Other, SubjectDef: ev.OtherDef, Other: ev.Subject, OtherDef: ev.SubjectDef, Amount: int16(n), Flags: uint16(flags)})
	}
	return n
}

// damageToDeal is the damage "deal n damage to id" would deal before any
// replacement effect (6.5): after Resist (8.8.1), or 0 when none would be
// dealt, as when id can't be dealt damage (1.2.2: the prevention wins over
// the effect dealing it, so there is no event for a replacement effect to
// replace, 6.5.3, and nothing is asked).
func (s *State) damageToDeal(id CardID, n int) int {
	if n <= 0 || !s.InPlay(id) || s.cantBeDealtDamage(id) {
		return 0
	}
	if r, ok := s.KeywordValue(id, Resist); ok {
		n -= r
	}
	return max(n, 0)
}

// cantBeDealtDamage reports whether a static "can't be dealt damage"
// applies to card id now (StCantBeDealtDamage, 1.2.2); its condition
// ("unless he's being challenged") is read as the damage would be dealt.
func (s *State) cantBeDealtDamage(id CardID) bool {
	found := false
	s.staticsFor(kindBit(StCantBeDealtDamage), id, func(e *StaticEffect, src CardID, ctl uint8) bool {
		found = e.Kind == StCantBeDealtDamage && s.staticApplies(e, src, ctl, id)
		return !found
	})
	return found
}

// preventsDamage reports whether a "takes no damage" replacement effect (an
// effect in force or a static ability) can apply to damage id would be
// dealt; challenge: the damage is challenge damage (4.6.6.2), which "takes
// no damage from challenges" also prevents.
func (s *State) preventsDamage(id CardID, challenge bool) bool {
	for i := range s.Effects {
		if e := &s.Effects[i]; e.prevents(challenge) && s.effectApplies(e, id) {
			return true
		}
	}
	if !s.game.anyStatics {
		return false
	}
	found, _ := s.staticPrevents(id, challenge)
	return found
}

// staticPrevents reports whether a static "takes no damage" replacement
// effect can apply to damage id would be dealt, and whether the one found
// is used up by applying (FirstTimeEachTurn) because no other can apply.
func (s *State) staticPrevents(id CardID, challenge bool) (found, once bool) {
	used := -1 // whether id was protected once this turn already (lazily)
	s.staticsFor(kindBit(StPreventDamage)|kindBit(StPreventChallengeDamage), id, func(e *StaticEffect, src CardID, ctl uint8) bool {
		if !(e.Kind == StPreventDamage || challenge && e.Kind == StPreventChallengeDamage) || !s.staticApplies(e, src, ctl, id) {
			return true
		}
		if e.FirstTimeEachTurn {
			if used < 0 {
				used = 0
				if s.preventedOnce(id) {
					used = 1
				}
			}
			if used == 1 {
				return true
			}
			found, once = true, true
			return true // a lasting one would be preferred (6.5.8)
		}
		found, once = true, false
		return false
	})
	return found, once
}

// preventedOnce reports whether a FirstTimeEachTurn replacement effect has
// protected card id this turn (PreventedOnceRecord).
func (s *State) preventedOnce(id CardID) bool {
	r := s.RefOf(id)
	for _, t := range s.Turnly {
		if t.Ab == PreventedOnceRecord && t.Card == r {
			return true
		}
	}
	return false
}

// redirects calls fn, in the order the cards are in play, for each card
// whose redirection of that damage onto itself can
// apply to damage id would be dealt (6.5), until fn returns false.
func (s *State) redirects(id CardID, fn func(CardID) bool) {
	if !s.game.anyRedirect {
		return
	}
	s.staticsFor(kindBit(StRedirectDamage), id, func(e *StaticEffect, src CardID, ctl uint8) bool {
		if e.Kind == StRedirectDamage && src != id && s.staticApplies(e, src, ctl, id) {
			return fn(src)
		}
		return true
	})
}

// replaceOptions counts the answers to "which replacement effect applies"
// for "deal n damage to id": "takes no damage" where it can apply, then
// each card that could take the damage instead. Any one of them leaves
// nothing for the others (6.5.7.3: no damage, or counters put on another
// card), so with two or more the player of id chooses (6.5.7.2, and 6.5.8
// between instances of the same effect on several cards).
func (s *State) replaceOptions(id CardID, n int, challenge bool) (count int, prevent bool) {
	if !s.game.anyRedirect || s.damageToDeal(id, n) <= 0 {
		return 0, false
	}
	prevent = s.preventsDamage(id, challenge)
	if prevent {
		count = 1
	}
	s.redirects(id, func(CardID) bool { count++; return true })
	return count, prevent
}

// replaceDamage applies replacement effects (6.5) to "deal n damage to id".
// A self-replacement effect ("deal 2 instead") is part of the resolving
// step's amount, so it has applied already (6.5.6). Each other replacement
// effect applies at most once to the event (6.5.5), and of several instances
// of the same one only one applies; the rest cease to exist (6.5.8). The
// one the affected player chose applies (onto, 6.5.7.2); by default "takes
// no damage" comes first. Either leaves no damage dealt to id for another
// to replace (6.5.7.3). It returns the damage left and, when the event
// became "put n damage counters on another card", that card.
func (s *State) replaceDamage(id CardID, n int, onto CardID, challenge bool) (int, CardID) {
	if onto != NoCard {
		ok := false
		s.redirects(id, func(c CardID) bool { ok = c == onto; return !ok })
		if ok {
			return n, onto
		}
	}
	// "It takes no damage instead": effects in force, then statics.
	for i := 0; i < len(s.Effects); i++ {
		e := &s.Effects[i]
		if !e.prevents(challenge) || !s.effectApplies(e, id) {
			continue
		}
		if e.Uses > 0 {
			// 6.5.8: this instance is used up; other instances of the same
			// replacement effect on this card cease to exist.
			src, tgt := e.SourceDef, e.Target
			out := s.Effects[:0]
			for _, x := range s.Effects {
				if x.Kind == StPreventDamage && x.Uses > 0 && x.SourceDef == src && x.Target == tgt {
					continue
				}
				out = append(out, x)
			}
			s.Effects = out
		}
		return 0, NoCard
	}
	if !s.game.anyStatics {
		return n, NoCard
	}
	if found, once := s.staticPrevents(id, challenge); found {
		if once {
			// 6.5: this first-time replacement is used up for the turn
			s.Turnly = append(s.Turnly, TurnRecord{Card: s.RefOf(id), Ab: PreventedOnceRecord})
		}
		return 0, NoCard
	}
	to := NoCard
	s.redirects(id, func(c CardID) bool { to = c; return false })
	return n, to
}

// prevents reports whether an effect in force is a "takes no damage"
// replacement effect for damage of this kind (challenge: challenge damage).
func (e *Effect) prevents(challenge bool) bool {
	return e.Kind == StPreventDamage || challenge && e.Kind == StPreventChallengeDamage
}

// askedByChallenge reports whether the FrReplace frame on top of the stack
// asks about challenge damage: the frame below it is a challenge.
func (s *State) askedByChallenge() bool {
	n := len(s.Stack)
	return n >= 2 && s.Stack[n-2].Kind == FrChallenge
}

// askReplaceOrder asks, before frame i deals n damage to id, the player of
// id which replacement effect applies where two or more could (6.5.7.2,
// 6.5.8), once per card and frame. It returns true when it pushed the
// question.
func (s *State) askReplaceOrder(i int, id CardID, n int) bool {
	f := &s.Stack[i]
	if f.Replaced.Has(id) || int(f.Replaced.N) >= len(f.Replaced.C) {
		return false
	}
	if count, _ := s.replaceOptions(id, n, f.Kind == FrChallenge); count < 2 {
		return false
	}
	s.push(Frame{Kind: FrReplace, Player: s.Cards[id].Owner, Source: s.RefOf(id), Num: int16(n)})
	return true
}

// replaceAnswers is the number of answers a FrReplace frame offers.
func (s *State) replaceAnswers(f *Frame) int {
	id := s.Resolve(f.Source)
	if id == NoCard {
		return 0
	}
	count, _ := s.replaceOptions(id, int(f.Num), s.askedByChallenge())
	return count
}

// answerReplaceOrder records the answer of a FrReplace frame in the frame
// below it, which then deals the damage: option 0 is "takes no damage"
// where it can apply, then one option per card that could take the damage
// instead, in the order they are in play.
func (s *State) answerReplaceOrder(option int16) {
	q := *s.top()
	s.pop()
	if len(s.Stack) == 0 {
		return // a restored stack without the asking frame: nothing deals the damage
	}
	f := s.top()
	onto := NoRef
	if id := s.Resolve(q.Source); id != NoCard {
		k := int(option)
		if _, prevent := s.replaceOptions(id, int(q.Num), f.Kind == FrChallenge); prevent {
			k--
		}
		s.redirects(id, func(c CardID) bool {
			if k == 0 {
				onto = s.RefOf(c)
			}
			k--
			return k >= 0
		})
	}
	f.ReplaceWith.C[f.Replaced.N] = onto
	f.Replaced.Add(q.Source)
}

// replaceOnto reads a frame's recorded answer for id: the card that takes
// the damage instead, or NoCard (6.5.7.2).
func (s *State) replaceOnto(f *Frame, id CardID) CardID {
	for k := uint8(0); k < f.Replaced.N; k++ {
		if f.Replaced.C[k].ID == id {
			return s.Resolve(f.ReplaceWith.C[k])
		}
	}
	return NoCard
}

// Damager records who last damaged a card since the last game state check,
// for "banished by" and "banished in a challenge" (1.8.1.4).
type Damager struct {
	Card  CardID
	By    Ref
	Flags uint8
}

func (s *State) noteDamager(id, by CardID, flags uint8) {
	var r Ref = NoRef
	if by != NoCard {
		r = s.RefOf(by)
	}
	for i := range s.Damagers {
		if s.Damagers[i].Card == id {
			s.Damagers[i].By, s.Damagers[i].Flags = r, flags
			return
		}
	}
	s.Damagers = append(s.Damagers, Damager{Card: id, By: r, Flags: flags})
}

// putDamage puts damage counters (1.9.2.2; moving puts them too, 1.9.2.4):
// not dealt, so Resist and "would be dealt damage" effects don't apply, but
// the card takes that damage (1.9.3), so a static "would take damage ...
// takes no damage instead" replaces it (6.5; Lilo - Bundled Up) and the
// counters aren't put.
func (s *State) putDamage(id CardID, n int) {
	if n <= 0 || !s.InPlay(id) {
		return
	}
	if s.game.anyStatics {
		if found, once := s.staticPrevents(id, false); found {
			if once {
				s.Turnly = append(s.Turnly, TurnRecord{Card: s.RefOf(id), Ab: PreventedOnceRecord})
			}
			return
		}
	}
	s.Cards[id].Damage += int16(n)
	s.emit(Event{Kind: EvDamaged, Player: s.Cards[id].Owner, Subject: s.RefOf(id), SubjectDef: s.Cards[id].Def, Amount: int16(n), Flags: EvfPut})
}

// removeDamage removes up to n damage (1.9.2.3) and returns how much.
func (s *State) removeDamage(id CardID, n int) int {
	if !s.InPlay(id) || s.damageStays(id) {
		return 0
	}
	d := int(s.Cards[id].Damage)
	if n > d {
		n = d
	}
	if n < 0 {
		n = 0
	}
	s.Cards[id].Damage -= int16(n)
	return n
}

// damageStays reports whether a static ability forbids removing damage
// counters from card id ("damage counters can't be removed", 1.2.2: the
// prevention wins over every effect that would remove them).
func (s *State) damageStays(id CardID) bool {
	if !s.game.anyStatics {
		return false
	}
	stays := false
	s.staticsFor(kindBit(StDamageStays), id, func(e *StaticEffect, src CardID, ctl uint8) bool {
		if e.Kind == StDamageStays && s.staticApplies(e, src, ctl, id) {
			stays = true
			return false
		}
		return true
	})
	return stays
}

// banish banishes one card (from play to its owner's discard).
func (s *State) banish(id CardID) {
	one := [1]CardID{id}
	s.banishMany(one[:], false)
}

// banishMany banishes cards at once. Leave-play triggers see every card
// leaving together (7.4.3): the events are emitted while all are still in
// play, then the cards move. fromCheck marks a game state check (1.8.1.4).
func (s *State) banishMany(ids []CardID, fromCheck bool) {
	bagMark := len(s.Bag)
	type moved struct {
		id  CardID
		old Ref
	}
	var buf [16]moved
	ms := buf[:0]
	for _, id := range ids {
		if !s.InPlay(id) {
			continue
		}
		ev := Event{Kind: EvBanished, Player: s.Cards[id].Owner, Subject: s.RefOf(id), SubjectDef: s.Cards[id].Def}
		if fromCheck {
			for _, d := range s.Damagers {
				if d.Card == id {
					ev.Flags = uint16(d.Flags)
					if by := s.Resolve(d.By); by != NoCard {
						ev.Other, ev.OtherDef = d.By, s.Cards[by].Def
					} else if d.By.Valid() {
						ev.Other, ev.OtherDef = d.By, s.Cards[d.By.ID].Def
					}
				}
			}
		}
		if id == s.Attacker || id == s.Defender {
			// 4.6.2, 4.6.7 Example B: a character banished while still in the
			// challenge (by challenge damage or by an effect resolving in the
			// challenge) is banished in a challenge.
			ev.Flags |= EvfInChallenge
		}
		s.emit(ev)
		// "if a character named X was banished this turn" (1.8.1.5)
		s.Turnly = append(s.Turnly, TurnRecord{Card: ev.Subject, Ab: BanishedRecord})
		if ev.Flags&EvfInChallenge != 0 && s.Def(id).Type == TypeCharacter {
			s.Turnly = append(s.Turnly, TurnRecord{Card: ev.Subject, Ab: BanishedInChallenge})
		}
		if ev.Other.Valid() && s.Resolve(ev.Other) != NoCard {
			// a trigger on this character banishing another one (in a challenge)
			s.emit(Event{Kind: EvBanishedOther, Player: s.Cards[ev.Other.ID].Owner, Subject: ev.Other, SubjectDef: ev.OtherDef, Other: ev.Subject, OtherDef: ev.SubjectDef, Flags: ev.Flags})
		}
		ms = append(ms, moved{id, s.RefOf(id)})
	}
	for _, m := range ms {
		s.moveStack(m.id, ZoneDiscard)
		// Abilities that triggered on the card itself follow it to its new
		// zone (7.1.6: some effects still refer to the card there).
		nr := s.RefOf(m.id)
		for i := bagMark; i < len(s.Bag); i++ {
			b := &s.Bag[i]
			if b.Source == m.old {
				b.Source = nr
			}
			if b.Ev.Subject == m.old {
				b.Ev.Subject = nr
			}
		}
	}
	if fromCheck {
		s.Damagers = s.Damagers[:0]
	}
}

// gainLore adds lore (1.11).
func (s *State) gainLore(p uint8, n int) {
	if n <= 0 || s.cantGainLore(p) {
		return
	}
	s.Players[p].Lore += int16(n)
	s.emit(Event{Kind: EvLoreGained, Player: p, Amount: int16(n)})
}

// loseLore removes lore, never below 0 (1.11.1), and returns how much was
// lost.
func (s *State) loseLore(p uint8, n int) int {
	l := int(s.Players[p].Lore)
	if n > l {
		n = l
	}
	if n <= 0 || s.cantLoseLore(p) {
		return 0
	}
	s.Players[p].Lore -= int16(n)
	s.emit(Event{Kind: EvLoreLost, Player: p, Amount: int16(n)})
	return n
}

// FaceUpOnDeck reports whether card id is the top card of its player's deck
// while a static "each player plays with the top card of their deck face
// up" applies (StTopFaceUp): every player knows it, as a faceup card (7.2.2
// is set aside by the card's text, 1.2.1).
func (s *State) FaceUpOnDeck(id CardID) bool {
	c := &s.Cards[id]
	if c.Zone != ZoneDeck || !s.game.anyStatics {
		return false
	}
	if top, ok := s.topOfDeck(c.Owner); !ok || top != id {
		return false
	}
	up := false
	s.statics(kindBit(StTopFaceUp), func(e *StaticEffect, src CardID, ctl uint8) bool {
		if e.Kind == StTopFaceUp {
			up = true
			return false
		}
		return true
	})
	return up
}

// cantLoseLore reports whether a static effect keeps p from losing lore
// ("you can't lose lore", 1.11.3, 1.2.2).
func (s *State) cantLoseLore(p uint8) bool { return s.controlsStatic(p, StCantLoseLore) }

// dontDiscard reports whether a static effect keeps p from discarding by an
// effect ("you don't discard", 1.2.2).
func (s *State) dontDiscard(p uint8) bool { return s.controlsStatic(p, StNoDiscard) }

// controlsStatic reports whether a static ability of kind k of a card
// player p has in play is in force (its condition holds).
func (s *State) controlsStatic(p uint8, k StaticKind) bool {
	if !s.game.anyStatics {
		return false
	}
	found := false
	s.staticsOfPlayer(p, kindBit(k), func(e *StaticEffect, _ CardID, _ uint8) bool {
		found = e.Kind == k
		return !found
	})
	return found
}

// cantGainLore reports whether a static effect keeps p from gaining lore
// ("each opposing player can't gain lore [unless one of their characters
// has challenged this turn]", 1.11, 1.2.2).
func (s *State) cantGainLore(p uint8) bool {
	if !s.game.anyStatics {
		return false
	}
	cant := false
	s.statics(kindBit(StOpponentsCantGainLore), func(e *StaticEffect, src CardID, ctl uint8) bool {
		if e.Kind != StOpponentsCantGainLore || !s.Opponents(p, ctl) {
			return true
		}
		if e.UnlessChallenged && s.challengedThisTurn(p) {
			return true
		}
		cant = true
		return false
	})
	return cant
}

// loreToWin is the lore player p needs to win the game (1.8.1.1): 20, 15 in
// Pack Rush (10.2.4), or the most an opponent's static ability asks ("opponents
// need 25 lore to win the game", 1.2.1: the card wins over the rule).
func (s *State) loreToWin(p uint8) int16 {
	n := s.game.loreToWin
	if !s.game.anyStatics {
		return n
	}
	s.statics(kindBit(StOpponentsNeedLore), func(e *StaticEffect, src CardID, ctl uint8) bool {
		if e.Kind == StOpponentsNeedLore && s.Opponents(p, ctl) && int16(e.Amount.N) > n {
			n = int16(e.Amount.N)
		}
		return true
	})
	return n
}

// challengedThisTurn reports whether one of p's characters has challenged
// this turn (TurnRecord ChallengerRecord).
func (s *State) challengedThisTurn(p uint8) bool {
	for _, t := range s.Turnly {
		if t.Ab == ChallengerRecord && int(t.Card.ID) < len(s.Cards) && s.Cards[t.Card.ID].Owner == p {
			return true
		}
	}
	return false
}

// exert and ready change a card's state (5.1.1.1, 5.1.1.2).
func (s *State) exert(id CardID) {
	if s.Cards[id].Flags&FlagExerted == 0 {
		s.Cards[id].Flags |= FlagExerted
		s.emit(Event{Kind: EvExerted, Player: s.Cards[id].Owner, Subject: s.RefOf(id), SubjectDef: s.Cards[id].Def})
	}
}

func (s *State) ready(id CardID) {
	if s.Cards[id].Flags&FlagExerted != 0 && !s.Restricted(id, CantReady) {
		s.Cards[id].Flags &^= FlagExerted
		s.emit(Event{Kind: EvReadied, Player: s.Cards[id].Owner, Subject: s.RefOf(id), SubjectDef: s.Cards[id].Def})
	}
}
