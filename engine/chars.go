package engine

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
