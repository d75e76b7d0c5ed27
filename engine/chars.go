package engine

import "math/bits"

// Characteristics are derived on read (design constraint 4): printed values
// plus every modifier in force (6.6.1.2: they combine, order-free) from
// static abilities of cards in play and from effects with a duration.

// staticKinds is a set of StaticKinds, a bit each: what a card's static
// abilities can do, so a question about one kind skips every card that has
// none of it without looking at its abilities or their conditions.
type staticKinds uint64

// kindBit is the set holding only k.
func kindBit(k StaticKind) staticKinds { return 1 << k }

// kindsOf is the set of kinds among one static ability's effects.
func kindsOf(a *Ability) staticKinds {
	var ks staticKinds
	for i := range a.Statics {
		ks |= kindBit(a.Statics[i].Kind)
	}
	return ks
}

// keywordSet is a set of Keywords, a bit each: the keywords a card's static
// abilities grant or take away, so asking whether a card has a keyword skips
// every card whose abilities can't change that one.
type keywordSet uint64

// keywordBit is the set holding only k.
func keywordBit(k Keyword) keywordSet { return 1 << k }

// enteredPlay notes that a card of definition def is in play
// (State.playKinds).
func (s *State) enteredPlay(def DefID) {
	s.playKinds |= s.game.defStatics[def]
	s.playKeywords |= s.game.defKwOthers[def]
	s.playWillpower = s.playWillpower || s.game.defWillpower[def]
}

// enteredDiscard notes that a card of definition def is in a discard
// (State.discardEvents).
func (s *State) enteredDiscard(def DefID) { s.discardEvents |= s.game.zoneEvents[def] }

// refreshPlayStatics recomputes State.playKinds, playKeywords and
// discardEvents from the cards in play and in the discards.
func (s *State) refreshPlayStatics() {
	s.playKinds, s.playKeywords, s.discardEvents, s.playWillpower = 0, 0, 0, false
	for p := range s.Players {
		for _, id := range s.Players[p].Play {
			s.enteredPlay(s.Cards[id].Def)
		}
		for _, id := range s.Players[p].Discard {
			s.enteredDiscard(s.Cards[id].Def)
		}
	}
}

// statics calls fn for each static effect of a kind in ks in force from a
// card in play, with its source and controller; fn returns false to stop.
// An ability's "while" condition is checked only when it has such an effect.
func (s *State) statics(ks staticKinds, fn func(e *StaticEffect, src CardID, ctl uint8) bool) {
	s.staticsFor(ks, NoCard, fn)
}

// staticsFor is statics for a question about card target: an ability whose
// effects of those kinds apply only to its own card is skipped (nor its
// condition checked) when that card isn't target.
func (s *State) staticsFor(ks staticKinds, target CardID, fn func(e *StaticEffect, src CardID, ctl uint8) bool) {
	g := s.game
	if s.playKinds&ks == 0 {
		return
	}
	for p := range s.Players {
		for _, id := range s.Players[p].Play {
			if g.defStatics[s.Cards[id].Def]&ks != 0 && !s.staticsOf(id, uint8(p), ks, target, fn) {
				return
			}
		}
	}
}

// staticsOfPlayer is statics for the cards player p controls in play only.
func (s *State) staticsOfPlayer(p uint8, ks staticKinds, fn func(e *StaticEffect, src CardID, ctl uint8) bool) {
	g := s.game
	if s.playKinds&ks == 0 {
		return
	}
	for _, id := range s.Players[p].Play {
		if g.defStatics[s.Cards[id].Def]&ks != 0 && !s.staticsOf(id, p, ks, NoCard, fn) {
			return
		}
	}
}

// keywordStatics is statics for the effects of kind (StKeyword or
// StLoseKeyword) that may be about keyword k of card target: only cards
// whose static abilities name k are looked at, and an ability whose effects
// apply only to its own card isn't, for another card (nor its condition
// checked).
func (s *State) keywordStatics(kind StaticKind, k Keyword, target CardID, fn func(e *StaticEffect, src CardID, ctl uint8) bool) {
	g := s.game
	kb, ks := keywordBit(k), kindBit(kind)
	if s.playKinds&ks == 0 {
		return
	}
	if s.playKeywords&kb == 0 {
		// No card in play grants k to (or takes it from) another card:
		// only the target's own abilities can.
		if c := &s.Cards[target]; c.Zone == ZonePlay && g.defKeywords[c.Def]&kb != 0 && g.defStatics[c.Def]&ks != 0 {
			s.staticsOf(target, c.Owner, ks, target, fn)
		}
		return
	}
	for p := range s.Players {
		for _, id := range s.Players[p].Play {
			def := s.Cards[id].Def
			if g.defKeywords[def]&kb != 0 && g.defStatics[def]&ks != 0 && !s.staticsOf(id, uint8(p), ks, target, fn) {
				return
			}
		}
	}
}

// staticsOf calls fn for card id's static effects of a kind in ks (its
// controller p); false when fn stopped. With a target card other than id,
// an ability whose effects of those kinds apply only to id is skipped.
func (s *State) staticsOf(id CardID, p uint8, ks staticKinds, target CardID, fn func(e *StaticEffect, src CardID, ctl uint8) bool) bool {
	lose := s.playKinds&kindBit(StLoseAbility) != 0 && ks != kindBit(StLoseAbility)
	for _, a := range s.game.Defs[s.Cards[id].Def].Abilities {
		if a.Kind != Static || (a.InZone && a.FromZone != ZonePlay) || kindsOf(a)&ks == 0 {
			continue
		}
		if lose && a.Name != "" && s.losesAbility(id, a.Name) {
			continue // "lose the [name] ability" (StLoseAbility)
		}
		if target != NoCard && target != id && selfOnly(a, ks) {
			continue
		}
		if a.If != nil && !s.cond(a.If, ctx{ctl: p, src: id}) {
			continue
		}
		for i := range a.Statics {
			if kindBit(a.Statics[i].Kind)&ks == 0 {
				continue
			}
			if !fn(&a.Statics[i], id, p) {
				return false
			}
		}
	}
	return true
}

// losesAbility reports whether card id in play loses its ability named name
// by a static "[cards] lose the [name] ability" (StLoseAbility).
func (s *State) losesAbility(id CardID, name string) bool {
	found := false
	s.staticsFor(kindBit(StLoseAbility), id, func(e *StaticEffect, src CardID, ctl uint8) bool {
		if e.Kind == StLoseAbility && e.Name == name && s.staticApplies(e, src, ctl, id) {
			found = true
			return false
		}
		return true
	})
	return found
}

// selfOnly reports whether every static effect of a kind in ks of ability a
// applies only to the ability's own card.
func selfOnly(a *Ability, ks staticKinds) bool {
	for i := range a.Statics {
		if kindBit(a.Statics[i].Kind)&ks != 0 && !a.Statics[i].Self {
			return false
		}
	}
	return true
}

// statStatics is statics for the modifiers and floors of one characteristic
// st: an ability's "while" condition is checked only when it has such an
// effect, so a condition on a characteristic ("while this character has 7
// {S} or more, he gets +2 {L}", 6.4.4) never asks for the characteristic it
// modifies itself while another is derived.
//
// With a target card, an effect that applies only to its own card is
// skipped for any other card (nor its condition checked).
func (s *State) statStatics(st Stat, target CardID, fn func(e *StaticEffect, src CardID, ctl uint8)) {
	g := s.game
	if s.playKinds&(kindBit(StModify)|kindBit(StStatFloor)) == 0 {
		return
	}
	for p := range s.Players {
		for _, id := range s.Players[p].Play {
			def := s.Cards[id].Def
			if g.defStatics[def]&(kindBit(StModify)|kindBit(StStatFloor)) == 0 {
				continue
			}
			for _, a := range g.Defs[def].Abilities {
				if a.Kind != Static || (a.InZone && a.FromZone != ZonePlay) {
					continue
				}
				checked := false
				for i := range a.Statics {
					e := &a.Statics[i]
					if e.Stat != st || (e.Kind != StModify && e.Kind != StStatFloor) || (e.Self && target != NoCard && target != id) {
						continue
					}
					if !checked {
						if a.If != nil && !s.cond(a.If, ctx{ctl: uint8(p), src: id}) {
							break
						}
						checked = true
					}
					fn(e, id, uint8(p))
				}
			}
		}
	}
}

// staticApplies reports whether a static effect from src applies to card id.
func (s *State) staticApplies(e *StaticEffect, src CardID, ctl uint8, id CardID) bool {
	if e.Self {
		return id == src
	}
	return s.match(&e.Affects, id, ctx{ctl: ctl, src: src})
}

// effectApplies reports whether an effect in force applies to card id.
func (s *State) effectApplies(e *Effect, id CardID) bool {
	if e.Waiting {
		return false
	}
	if e.Dur == WhileThisInPlay && !s.InPlay(s.Resolve(e.Source)) {
		return false // its source left play: the effect has ended
	}
	if e.Target.Valid() {
		// An applied effect on one card with a filter of types applies only
		// while the card matches it (CantUnless: "unless they're at a
		// location", 6.4.4).
		return s.Resolve(e.Target) == id && (e.Filter.Types == 0 || s.match(&e.Filter, id, ctx{ctl: e.Controller, src: NoCard}))
	}
	src := NoCard
	if e.Filter.Other {
		src = s.Resolve(e.Source) // "your other characters" (6.1.6)
	}
	return s.match(&e.Filter, id, ctx{ctl: e.Controller, src: src})
}

// stat returns a card's characteristic with all modifiers (6.6), unfloored.
func (s *State) stat(id CardID, st Stat) int {
	d := s.Def(id)
	var v int
	switch st {
	case StatStrength:
		v = int(d.Strength)
	case StatWillpower:
		v = int(d.Willpower)
	case StatLore:
		v = int(d.Lore)
	case StatCost:
		v = int(d.Cost)
	}
	if s.Cards[id].Zone != ZonePlay {
		// 6.7.7: a card that just left play keeps its last known values.
		if st != StatCost && len(s.Left) > 0 {
			if lk := s.lastKnown(s.RefOf(id)); lk != nil {
				return lk.stat(st)
			}
		}
		return v
	}
	// 6.6.4: "can't be reduced below" floors, applied after every modifier.
	floor, hasFloor := 0, false
	if s.game.anyStatics {
		s.statStatics(st, id, func(e *StaticEffect, src CardID, ctl uint8) {
			if !s.staticApplies(e, src, ctl, id) {
				return
			}
			if e.Kind == StModify {
				v += s.num(&e.Amount, ctx{ctl: ctl, src: src})
				return
			}
			f := 0
			if e.Amount.Kind == NumPrinted {
				f = s.printedStat(id, st)
			} else {
				f = s.num(&e.Amount, ctx{ctl: ctl, src: src})
			}
			if !hasFloor || f > floor {
				floor, hasFloor = f, true
			}
		})
	}
	for i := range s.Effects {
		e := &s.Effects[i]
		if e.Kind == StModify && e.Stat == st && s.effectApplies(e, id) {
			v += int(e.Amount)
		}
	}
	if st == StatStrength && s.Attacker == id {
		if n, ok := s.KeywordValue(id, Challenger); ok {
			v += n // 8.5.1
		}
	}
	if hasFloor && v < floor {
		v = floor
	}
	return v
}

// printedStat is a card's printed characteristic.
func (s *State) printedStat(id CardID, st Stat) int {
	d := s.Def(id)
	switch st {
	case StatStrength:
		return int(d.Strength)
	case StatWillpower:
		return int(d.Willpower)
	case StatLore:
		return int(d.Lore)
	}
	return int(d.Cost)
}

// Strength is a card's current strength, negative values included (6.6.2).
func (s *State) Strength(id CardID) int { return s.stat(id, StatStrength) }

// Willpower is a card's current willpower.
func (s *State) Willpower(id CardID) int { return s.stat(id, StatWillpower) }

// Lore is a card's current lore value, negative values included (6.6.3).
func (s *State) Lore(id CardID) int { return s.stat(id, StatLore) }

// nonNeg floors a value at 0 for uses other than modifying (6.6.2, 6.6.3).
func nonNeg(v int) int {
	if v < 0 {
		return 0
	}
	return v
}

// KeywordValue reports whether a card has a keyword now and its value; +N
// keywords combine (8.1.2), and a non-stacking keyword with a value takes the
// largest.
func (s *State) KeywordValue(id CardID, k Keyword) (int, bool) {
	d := s.Def(id)
	val, has := 0, false
	if v, ok := d.PrintedKeyword(k); ok {
		val, has = int(v), true
	}
	if s.Cards[id].Zone != ZonePlay {
		return val, has
	}
	add := func(v int) {
		if k.Stacks() {
			val += v
		} else if v > val {
			val = v
		}
		has = true
	}
	// Statics granting a keyword to cards with another keyword can make a
	// loop (one grants Evasive to characters with Rush, another Rush to
	// characters with Evasive): below a few levels only printed keywords
	// and effects count, so a loop grants nothing it didn't start from
	// (6.4.2: a keyword no source gives isn't gained).
	if s.game.anyStatics && s.kwDepth < 4 {
		s.kwDepth++
		s.keywordStatics(StKeyword, k, id, func(e *StaticEffect, src CardID, ctl uint8) bool {
			if e.Kind == StKeyword && e.Keyword == k && s.staticApplies(e, src, ctl, id) {
				if e.Amount.Kind == NumCount {
					// "gains Resist +1 for each location you have" (6.1.8)
					if v := s.num(&e.Amount, ctx{ctl: ctl, src: src}); v > 0 {
						add(v)
					}
					return true
				}
				add(int(e.KwValue))
			}
			return true
		})
		s.kwDepth--
	}
	for i := range s.Effects {
		e := &s.Effects[i]
		if e.Kind == StKeyword && e.Keyword == k && s.effectApplies(e, id) {
			add(int(e.KwValue))
		}
	}
	if has && s.losesKeyword(id, k) {
		return 0, false
	}
	return val, has
}

// losesKeyword reports whether card id loses keyword k now, from a static
// ability or an effect with a duration (StLoseKeyword): it doesn't have k,
// whatever prints or grants it.
func (s *State) losesKeyword(id CardID, k Keyword) bool {
	found := false
	if s.game.anyStatics {
		s.keywordStatics(StLoseKeyword, k, id, func(e *StaticEffect, src CardID, ctl uint8) bool {
			if e.Kind == StLoseKeyword && e.Keyword == k && s.staticApplies(e, src, ctl, id) {
				found = true
				return false
			}
			return true
		})
	}
	for i := range s.Effects {
		e := &s.Effects[i]
		if found {
			break
		}
		if e.Kind == StLoseKeyword && e.Keyword == k && s.effectApplies(e, id) {
			found = true
		}
	}
	return found
}

// shiftsAsAnyName reports whether Shift that needs a name may go on card id
// whatever its name (StShiftAnyName, 8.10.1).
func (s *State) shiftsAsAnyName(id CardID) bool {
	found := false
	if s.game.anyStatics {
		s.staticsFor(kindBit(StShiftAnyName), id, func(e *StaticEffect, src CardID, ctl uint8) bool {
			if e.Kind == StShiftAnyName && s.staticApplies(e, src, ctl, id) {
				found = true
				return false
			}
			return true
		})
	}
	return found
}

// shiftsAsNamed reports whether card id also counts as being named the
// name (or an alternate name) of the shifting card d for Shift (8.10.1):
// e.g. a character that may be Shifted onto as though named King Candy.
func (s *State) shiftsAsNamed(id CardID, d *CardDef) bool {
	found := false
	if s.game.anyStatics {
		s.staticsFor(kindBit(StShiftAlsoNamed), id, func(e *StaticEffect, src CardID, ctl uint8) bool {
			if e.Kind == StShiftAlsoNamed && s.staticApplies(e, src, ctl, id) && (d.HasName(e.Name)) {
				found = true
				return false
			}
			return true
		})
	}
	return found
}

// HasKeyword reports whether a card has a keyword now.
func (s *State) HasKeyword(id CardID, k Keyword) bool {
	_, ok := s.KeywordValue(id, k)
	return ok
}

// Restricted reports whether a card is under a restriction now (1.2.2).
func (s *State) Restricted(id CardID, r Restriction) bool {
	found := false
	if s.game.anyStatics {
		s.staticsFor(kindBit(StRestrict), id, func(e *StaticEffect, src CardID, ctl uint8) bool {
			if e.Kind == StRestrict && e.Restrict&r != 0 && s.staticApplies(e, src, ctl, id) {
				found = true
				return false
			}
			return true
		})
	}
	if found {
		return true
	}
	for i := range s.Effects {
		e := &s.Effects[i]
		if e.Kind == StRestrict && e.Restrict&r != 0 && s.effectApplies(e, id) {
			return true
		}
	}
	return false
}

// singValue is the cost a character counts as to sing songs (8.11).
func (s *State) singValue(id CardID) int {
	v := int(s.Def(id).Cost)
	if n, ok := s.KeywordValue(id, Singer); ok && n > v {
		v = n
	}
	if s.game.anyStatics {
		s.staticsFor(kindBit(StSingCost), id, func(e *StaticEffect, src CardID, ctl uint8) bool {
			if e.Kind == StSingCost && s.staticApplies(e, src, ctl, id) {
				v += s.num(&e.Amount, ctx{ctl: ctl, src: src})
			}
			return true
		})
	}
	// effects with a duration: "chosen character counts as having +3 cost
	// to sing songs this turn" (5.4.4.2)
	for i := range s.Effects {
		if e := &s.Effects[i]; e.Kind == StSingCost && s.effectApplies(e, id) {
			v += int(e.Amount)
		}
	}
	return v
}

// costToPlay is the total ink cost to play a card for its ink cost
// (4.3.2.3), or its Shift cost: plus payment modifiers, never below 0.
// Whether it is played for free instead is playsForFree's to say.
func (s *State) costToPlay(id CardID, shift bool) int {
	p := s.Cards[id].Owner
	c := ctx{ctl: p, src: id}
	v := int(s.Def(id).Cost)
	if shift {
		_, sc := s.shiftOf(id)
		v = int(sc)
	}
	// self-referential reductions from the card itself (4.3.6, 6.1.12)
	if s.game.defStatics[s.Cards[id].Def]&kindBit(StCostLess) != 0 {
		for _, a := range s.Def(id).Abilities {
			if a.Kind == Static && a.InZone && a.FromZone == ZoneHand && kindsOf(a)&kindBit(StCostLess) != 0 && s.cond(a.If, c) {
				for i := range a.Statics {
					if e := &a.Statics[i]; e.Kind == StCostLess && (shift || !e.ShiftOnly) {
						v -= s.num(&e.Amount, c)
					}
				}
			}
		}
	}
	if s.game.anyStatics {
		// only p's own static abilities reduce what p pays
		s.staticsOfPlayer(p, kindBit(StCostLess), func(e *StaticEffect, src CardID, ctl uint8) bool {
			if e.Kind == StCostLess && (shift || !e.ShiftOnly) && ctl == p && s.match(&e.CostFilter, id, ctx{ctl: ctl, src: src}) &&
				!s.onceReductionUsed(e, src) {
				v -= s.num(&e.Amount, ctx{ctl: ctl, src: src})
			}
			return true
		})
	}
	for i := range s.Effects {
		if e := &s.Effects[i]; s.reducesPlaying(e, p, id) {
			v -= int(e.Amount)
		}
	}
	if s.game.anyStatics {
		// e.g. actions and items cost every player 2 more ink: every
		// player's cards, matched in the zone they are played from (4.3.6)
		s.statics(kindBit(StCostMore), func(e *StaticEffect, src CardID, ctl uint8) bool {
			if e.Kind == StCostMore {
				f := e.CostFilter
				f.InZone, f.Zone = true, s.Cards[id].Zone
				if s.match(&f, id, ctx{ctl: ctl, src: src}) {
					v += s.num(&e.Amount, ctx{ctl: ctl, src: src})
				}
			}
			return true
		})
	}
	if v < 0 {
		v = 0
	}
	return v
}

// onceAbility returns the index of the once-per-turn static ability of
// src's card that holds e (6.1.13.2: a payment modifier used up by the
// first matching card played each turn), or false when e's ability has no
// such limit.
func (s *State) onceAbility(e *StaticEffect, src CardID) (uint8, bool) {
	for j, a := range s.Def(src).Abilities {
		if !a.OncePerTurn || a.Kind != Static {
			continue
		}
		for i := range a.Statics {
			if &a.Statics[i] == e {
				return uint8(j), true
			}
		}
	}
	return 0, false
}

// onceReductionUsed reports whether e is a once-per-turn payment modifier
// already used this turn by its card in play (6.1.13.2).
func (s *State) onceReductionUsed(e *StaticEffect, src CardID) bool {
	j, once := s.onceAbility(e, src)
	return once && s.usedThisTurn(s.RefOf(src), j)
}

// useCostReductions consumes "next card you play" reductions that applied
// to playing card id (4.3.6); a once-per-turn reduction of a static
// ability that applied is used up for the turn (6.1.13.2).
func (s *State) useCostReductions(id CardID) {
	p := s.Cards[id].Owner
	if s.game.anyStatics {
		s.staticsOfPlayer(p, kindBit(StCostLess), func(e *StaticEffect, src CardID, ctl uint8) bool {
			if e.Kind == StCostLess && ctl == p && s.match(&e.CostFilter, id, ctx{ctl: ctl, src: src}) {
				if j, once := s.onceAbility(e, src); once && !s.usedThisTurn(s.RefOf(src), j) {
					s.Turnly = append(s.Turnly, TurnRecord{Card: s.RefOf(src), Ab: j})
				}
			}
			return true
		})
	}
	out := s.Effects[:0]
	for _, e := range s.Effects {
		if e.Uses > 0 && s.reducesPlaying(&e, p, id) {
			e.Uses--
			if e.Uses == 0 {
				continue
			}
		}
		out = append(out, e)
	}
	s.Effects = out
}

// reducesPlaying reports whether payment modifier e applies to player p
// playing card id. "The next [card] you play" is the next one played from
// any zone (4.3.6), so the card is matched wherever it is played from.
func (s *State) reducesPlaying(e *Effect, p uint8, id CardID) bool {
	if e.Kind != StCostLess || e.Controller != p {
		return false
	}
	f := e.Filter
	f.InZone, f.Zone = true, s.Cards[id].Zone
	return s.match(&f, id, ctx{ctl: p, src: NoCard})
}

// num evaluates an amount (6.1.8: counted once, when resolving), then caps
// it at Max ("to a maximum of N").
func (s *State) num(n *Num, c ctx) int {
	v := s.numRaw(n, c)
	if n.Max > 0 && v > int(n.Max) {
		v = int(n.Max)
	}
	return v
}

func (s *State) numRaw(n *Num, c ctx) int {
	switch n.Kind {
	case NumConst:
		return int(n.N)
	case NumCount:
		m := int(n.N)
		if m == 0 {
			m = 1
		}
		return m * s.count(&n.Filter, c)
	case NumStatOf, NumDamageOf:
		if c.fr == nil {
			return 0
		}
		sl := &c.fr.Slots[n.Slot]
		if sl.N == 0 {
			return 0
		}
		id := s.Resolve(sl.C[0])
		if id == NoCard && n.Kind == NumStatOf && n.Stat == StatCost && int(sl.C[0].ID) < len(s.Cards) {
			// "its cost" after it changed zones: the printed cost, which
			// is the same on the new instance (7.1.6).
			return int(s.Def(sl.C[0].ID).Cost)
		}
		if id == NoCard {
			// 6.7.7: "its" strength after it left play: the last known value.
			if lk := s.lastKnown(sl.C[0]); lk != nil {
				if n.Kind == NumDamageOf {
					return int(lk.Damage)
				}
				return nonNeg(lk.stat(n.Stat))
			}
			return 0
		}
		if n.Kind == NumDamageOf {
			return int(s.Cards[id].Damage)
		}
		return nonNeg(s.stat(id, n.Stat))
	case NumEvent:
		if c.fr == nil {
			return 0
		}
		return int(c.fr.Ev.Amount)
	case NumOtherStat:
		// the event's other card (the location moved to), with its last
		// known value if it has left play (6.7.7)
		if c.fr == nil {
			return 0
		}
		if id := s.Resolve(c.fr.Ev.Other); id != NoCard {
			return nonNeg(s.stat(id, n.Stat))
		}
		if lk := s.lastKnown(c.fr.Ev.Other); lk != nil {
			return nonNeg(lk.stat(n.Stat))
		}
		return 0
	case NumLocationStatOf:
		// the location the card chosen into Slot is at now (4.7); none: 0
		if c.fr == nil || c.fr.Slots[n.Slot].N == 0 {
			return 0
		}
		if id := s.Resolve(c.fr.Slots[n.Slot].C[0]); id != NoCard && s.Cards[id].Zone == ZonePlay && s.Cards[id].At != NoCard {
			return nonNeg(s.stat(s.Cards[id].At, n.Stat))
		}
		return 0
	case NumSourceStat:
		if c.src == NoCard {
			return 0
		}
		if n.N < 0 {
			return -nonNeg(s.stat(c.src, n.Stat)) // "loses [stat] equal to" (EqualToThis)
		}
		return nonNeg(s.stat(c.src, n.Stat))
	case NumBanishedInChallenge:
		// 4.6.6: each opposing character banished in a challenge this turn
		// left a TurnRecord as it was banished.
		k := 0
		for _, t := range s.Turnly {
			if t.Ab == BanishedInChallenge && int(t.Card.ID) < len(s.Cards) && s.Opponents(s.Cards[t.Card.ID].Owner, c.ctl) {
				k++
			}
		}
		return int(max8(n.N, 1)) * k
	case NumCardsUnderSubject:
		if c.fr == nil {
			return 0
		}
		if id := s.Resolve(c.fr.Ev.Subject); id != NoCard && s.InPlay(id) {
			return int(max8(n.N, 1)) * s.countUnder(id)
		}
		if lk := s.lastKnown(c.fr.Ev.Subject); lk != nil {
			return int(max8(n.N, 1)) * int(lk.Under) // 6.7.7
		}
		return 0
	case NumInksInSlot:
		// 5.2.5: the different inks among the cards kept in the slot
		if c.fr == nil {
			return 0
		}
		var inks InkSet
		sl := &c.fr.Slots[n.Slot]
		for k := uint8(0); k < sl.N; k++ {
			if id := s.Resolve(sl.C[k]); id != NoCard {
				inks |= s.Def(id).Inks
			}
		}
		return int(max8(n.N, 1)) * bits.OnesCount8(uint8(inks))
	case NumSourceCardsUnder:
		// 5.1.1.7: the cards in its stack
		if c.src != NoCard && s.InPlay(c.src) {
			return int(max8(n.N, 1)) * s.countUnder(c.src)
		}
		if c.fr != nil {
			if lk := s.lastKnown(c.fr.Source); lk != nil {
				return int(max8(n.N, 1)) * int(lk.Under) // 6.7.7
			}
		}
		return 0
	case NumSourceDamage:
		if c.src == NoCard || !s.InPlay(c.src) {
			return 0
		}
		return int(max8(n.N, 1)) * int(s.Cards[c.src].Damage)
	case NumDamageOnAll:
		return int(max8(n.N, 1)) * s.damageOn(&n.Filter, c)
	case NumHandOver:
		// the cards above N in the hand of the player the frame's step
		// acts on (discarding down to a hand of 3)
		if c.fr == nil {
			return 0
		}
		a := s.frameAbility(c.fr)
		if a == nil || int(c.fr.PC) >= len(a.Steps) {
			return 0
		}
		p := s.stepPlayer(c.fr, &a.Steps[c.fr.PC])
		return max(len(s.Players[p].Hand)-int(n.N), 0)
	case NumHandOfThem:
		// "as many cards as chosen opponent has": the player bound as
		// "they" (them.go)
		if c.fr == nil {
			return 0
		}
		return len(s.Players[s.them(c.fr)].Hand)
	case NumDiscarded:
		if c.fr == nil {
			return 0
		}
		return int(c.fr.Num)
	case NumOpponentsDidnt:
		// the opponents in the game, less those who discarded (one card
		// each) in the previous step
		if c.fr == nil {
			return 0
		}
		k := 0
		for p := range s.Players {
			if !s.Players[p].Out && s.Opponents(uint8(p), c.ctl) {
				k++
			}
		}
		return int(max8(n.N, 1)) * max(k-int(c.fr.Prev), 0)
	case NumThisWay:
		if c.fr == nil {
			return 0
		}
		m := int(n.N)
		if m == 0 {
			m = 1
		}
		return m * int(c.fr.Prev)
	case NumInsteadIfSlot:
		// "gain 3 lore. If any Princess cards were moved this way, gain 4
		// lore instead": the cards an earlier step kept in Slot (KeepMoved)
		if c.fr != nil {
			sl := &c.fr.Slots[n.Slot]
			for i := uint8(0); i < sl.N; i++ {
				if id := s.Resolve(sl.C[i]); id != NoCard && s.match(&n.Filter, id, c) {
					return int(n.Alt)
				}
			}
		}
		return int(n.N)
	}
	return 0
}

// InkCost is the ink the action would pay now (4.3.2.3): playing a card or
// Shifting it costs its ink or Shift cost with the payment modifiers in
// force (4.3.6), never below 0; moving costs the total move cost, with its
// alternate cost and payment modifiers (4.7.3.2, 4.7.3.3); using an
// activated ability costs its ink cost, or none when it is used for free
// (4.4.3.2, 1.5.5.4), and Boost its value (8.4.1). Other actions pay no ink.
func (s *State) InkCost(a Action) int {
	if !s.validCard(a.Card) {
		return 0
	}
	switch a.Kind {
	case ActPlay, ActShift:
		c := s.playCost(a.Card, a.Kind)
		if p := s.Cards[a.Card].Owner; a.Kind == ActPlay && c > s.Players[p].InkReady() && s.playsByAltCost(p, a.Card) {
			return 0 // only the alternate cost can be paid (4.3.2.2)
		}
		return c
	case ActMove:
		if s.validCard(a.Target) && s.Def(a.Target).Type == TypeLocation {
			return s.moveCost(s.Cards[a.Card].Owner, a.Card, a.Target) // 4.7.3.3
		}
	case ActActivate:
		return s.activationInk(a.Card, a.Ab)
	}
	return 0
}

// playsForFree reports whether playing card id for its ink cost may be
// done for free instead (an alternate cost, 4.3.2.2, 6.1.7): by its own "you
// may play this for free if ..." ability (6.4.4.3), or by "you may play
// [cards] for free" of a card its player has in play. Free is never worse
// than paying, so such a play is free.
func (s *State) playsForFree(id CardID) bool {
	p := s.Cards[id].Owner
	c := ctx{ctl: p, src: id}
	if s.game.defStatics[s.Cards[id].Def]&kindBit(StPlayFree) != 0 {
		for _, a := range s.Def(id).Abilities {
			if a.Kind == Static && a.InZone && a.FromZone == ZoneHand && kindsOf(a)&kindBit(StPlayFree) != 0 && s.cond(a.If, c) {
				return true
			}
		}
	}
	if !s.game.anyStatics {
		return false
	}
	free := false
	// only p's own static abilities let p play a card for free
	s.staticsOfPlayer(p, kindBit(StPlayFree), func(e *StaticEffect, src CardID, ctl uint8) bool {
		free = e.Kind == StPlayFree && !e.Self && ctl == p && s.match(&e.CostFilter, id, ctx{ctl: ctl, src: src})
		return !free
	})
	return free
}
