package engine

// ctx is what a filter or condition is relative to: the ability's controller,
// its source card and the frame resolving it (for slots).
type ctx struct {
	ctl uint8
	src CardID
	fr  *Frame
}

// ownerOK checks the owner relation of a card's player to the controller.
func (s *State) ownerOK(o Owner, cardOwner, ctl uint8) bool {
	switch o {
	case Yours:
		return cardOwner == ctl
	case Opposing:
		return s.Opponents(cardOwner, ctl)
	case Theirs:
		return false // only in an effect's frame (ownerIn)
	}
	return true
}

// ownerIn is ownerOK in a context: Theirs is the player "they" names in
// the frame resolving the effect (Frame.Them); outside an effect it matches
// no card.
func (s *State) ownerIn(o Owner, cardOwner uint8, c ctx) bool {
	if o == Theirs {
		return c.fr != nil && cardOwner == s.them(c.fr)
	}
	return s.ownerOK(o, cardOwner, c.ctl)
}

// hereOf is the location "here" means for an ability of src (4.7): the
// location itself, or the location a character is at ("all other
// characters here" on Moana - Born Leader); NoCard when it is at none.
func (s *State) hereOf(src CardID) CardID {
	if src == NoCard || s.Cards[src].Zone != ZonePlay || s.game.Defs[s.Cards[src].Def].Type == TypeLocation {
		return src
	}
	return s.Cards[src].At
}

// slotHolds reports whether a slot holds card id as the same object it was
// chosen as (a card that changed zones is a new one, 7.1.6).
func (s *State) slotHolds(sl *Slot, id CardID) bool {
	for k := uint8(0); k < sl.N; k++ {
		if s.Resolve(sl.C[k]) == id {
			return true
		}
	}
	return false
}

// match reports whether card id meets a filter (the limiters of 6.1.3.1).
func (s *State) match(f *Filter, id CardID, c ctx) bool {
	card := &s.Cards[id]
	zone := ZonePlay
	if f.InZone {
		zone = f.Zone
	}
	if card.Zone != zone {
		if !f.HasOrZone || !f.InZone || card.Zone != f.OrZone {
			return false
		}
		zone = f.OrZone
	}
	d := &s.game.Defs[card.Def]
	if !f.Types.Has(d.Type) {
		return false
	}
	if !s.ownerIn(f.Owner, card.Owner, c) {
		return false
	}
	if f.Other && id == c.src {
		return false
	}
	if f.InSlot > 0 && (c.fr == nil || !s.slotHolds(&c.fr.Slots[f.InSlot-1], id)) {
		return false
	}
	if f.NotSlot > 0 && c.fr != nil && c.fr.Slots[f.NotSlot-1].Has(id) {
		return false
	}
	if f.ShiftFor > 0 && !s.shiftTargetOf(c.fr, f.ShiftFor-1, id) {
		return false
	}
	if f.NotEvOther && c.fr != nil && s.Resolve(c.fr.Ev.Other) == id {
		return false
	}
	if !f.classesAdmit(d) && (zone != ZonePlay || !f.classesAdmitSet(d, d.Classes|s.grantedClasses(id))) {
		return false
	}
	if !f.nameAdmits(d) {
		return false
	}
	if f.Inkable != Either && (f.Inkable == Yes) != s.inkable(id) {
		return false // printed or counted as having {C} (5.2.3)
	}
	if f.Inks != 0 && d.Inks&f.Inks == 0 { // 5.2.5: the card's ink types
		return false
	}
	if f.HadUnder && !s.hadCardUnder(id) {
		return false // 6.7.7
	}
	if f.BeingChallenged != Either && (f.BeingChallenged == Yes) != (s.Defender == id && s.Attacker != NoCard) {
		return false // 4.6.4 to 4.6.7
	}
	if f.SameName > 0 && !s.sameNameAsSlot(d, int(f.SameName-1), c) {
		return false
	}
	if f.Than != ThanNone && !s.thanHolds(f, id, c) {
		return false
	}
	if f.Cost.HasMin || f.Cost.HasMax {
		if !f.Cost.Admits(int(d.Cost)) {
			return false
		}
	}
	if zone == ZonePlay {
		// 8.12.1: "each character that sang this song" are the characters
		// exerted to sing the song now being played.
		if f.Sang && card.Flags&FlagSinging == 0 {
			return false
		}
		if f.SangLast && card.Flags&FlagSang == 0 {
			return false
		}
		if f.Challenged && !s.usedThisTurn(s.RefOf(id), ChallengedRecord) {
			return false
		}
		// "while challenging a location": from the moment the challenge
		// occurs until it is over (4.6.4.5, 4.6.7).
		if f.ChallengingA != 0 && (s.Attacker != id || s.Defender == NoCard || !f.ChallengingA.Has(s.Def(s.Defender).Type)) {
			return false
		}
		if f.Exerted != Either && (f.Exerted == Yes) != (card.Flags&FlagExerted != 0) {
			return false
		}
		if f.Damaged != Either && (f.Damaged == Yes) != (card.Damage > 0) {
			return false
		}
		if f.Drying != Either && (f.Drying == Yes) != (card.Flags&FlagDrying != 0) {
			return false
		}
		if f.AtLocation != Either && (f.AtLocation == Yes) != (card.At != NoCard) {
			return false
		}
		if f.Here && (card.At == NoCard || card.At != s.hereOf(c.src)) {
			return false
		}
		if f.CardUnder != Either && (f.CardUnder == Yes) != s.hasCardUnder(id) {
			return false
		}
		if f.Strength.HasMin || f.Strength.HasMax {
			if !f.Strength.Admits(s.Strength(id)) {
				return false
			}
		}
		if f.Willpower.HasMin || f.Willpower.HasMax {
			if !f.Willpower.Admits(s.Willpower(id)) {
				return false
			}
		}
		if f.Keyword != NoKeyword && f.keywordLimits(d) && !s.HasKeyword(id, f.Keyword) {
			return false
		}
		if f.NoKeyword != NoKeyword && f.keywordLimits(d) && s.HasKeyword(id, f.NoKeyword) {
			return false
		}
	} else {
		if f.Strength.HasMin || f.Strength.HasMax {
			if !f.Strength.Admits(int(d.Strength)) {
				return false
			}
		}
		if f.Willpower.HasMin || f.Willpower.HasMax {
			if !f.Willpower.Admits(int(d.Willpower)) {
				return false
			}
		}
		if f.Keyword != NoKeyword && f.keywordLimits(d) {
			if _, ok := d.PrintedKeyword(f.Keyword); !ok {
				return false
			}
		}
		if f.NoKeyword != NoKeyword && f.keywordLimits(d) {
			if _, ok := d.PrintedKeyword(f.NoKeyword); ok {
				return false
			}
		}
	}
	return true
}

// count counts the cards meeting a filter.
func (s *State) count(f *Filter, c ctx) int {
	n := 0
	if !f.InZone || f.Zone == ZonePlay {
		for p := range s.Players {
			if !s.ownerIn(f.Owner, uint8(p), c) {
				continue
			}
			for _, id := range s.Players[p].Play {
				if s.match(f, id, c) {
					n++
				}
			}
		}
		return n
	}
	for p := range s.Players {
		if !s.ownerIn(f.Owner, uint8(p), c) {
			continue
		}
		zs, nz := f.zones()
		for k := 0; k < nz; k++ {
			if l := s.zoneList(uint8(p), zs[k]); l != nil {
				for _, id := range *l {
					if s.match(f, id, c) {
						n++
					}
				}
			}
		}
	}
	return n
}

// damageOn is the damage on all the cards in play matching f, added up
// (e.g. per damage counter on opposing characters, 6.1.8).
func (s *State) damageOn(f *Filter, c ctx) int {
	n := 0
	for p := range s.Players {
		if !s.ownerIn(f.Owner, uint8(p), c) {
			continue
		}
		for _, id := range s.Players[p].Play {
			if s.match(f, id, c) {
				n += int(s.Cards[id].Damage)
			}
		}
	}
	return n
}

// shiftTargetOf reports whether the card chosen into slot of fr has Shift
// and may be shifted onto character id (8.10.1: one of its player's
// characters in play with the name, classification or universality its
// Shift needs).
func (s *State) shiftTargetOf(fr *Frame, slot int8, id CardID) bool {
	if fr == nil || fr.Slots[slot].N == 0 {
		return false
	}
	card := s.Resolve(fr.Slots[slot].C[0])
	return card != NoCard && s.shiftKind(card) != ShiftNone && s.shiftOnto(card, id)
}

// playedThisTurn counts the cards of f's facts (types, classifications,
// name, cost) that ctl's side (f.Owner relative to ctl; any owner: yours)
// played this turn (TurnRecord PlayedThisTurn).
func (s *State) playedThisTurn(f *Filter, ctl uint8, src CardID) int {
	own := f.Owner
	if own == AnyOwner {
		own = Yours
	}
	n := 0
	for _, t := range s.Turnly {
		if t.Ab != PlayedThisTurn || int(t.Card.ID) >= len(s.Cards) {
			continue
		}
		card := &s.Cards[t.Card.ID]
		if !s.ownerOK(own, card.Owner, ctl) || !defMatches(f, &s.game.Defs[card.Def]) {
			continue
		}
		if f.Other && src != NoCard && s.Resolve(t.Card) == src {
			continue // "another character": not the source itself, as played (7.1.6)
		}
		n++
	}
	return n
}

// inkedThisTurn counts the cards player p has put into their inkwell this
// turn (TurnRecord InkedRecord, 4.2).
// challengesThisTurn counts the challenges declared this turn (4.6.4), by
// any player's characters: one ChallengerRecord each.
func (s *State) challengesThisTurn() int {
	n := 0
	for _, t := range s.Turnly {
		if t.Ab == ChallengerRecord {
			n++
		}
	}
	return n
}

// drewNthOnTheirTurn reports whether the last card drawn this turn was
// drawn by the active player and is the nth they have drawn this turn
// (TurnRecord DrawnRecord, 1.12).
func (s *State) drewNthOnTheirTurn(n int) bool {
	last := -1
	for i := len(s.Turnly) - 1; i >= 0; i-- {
		if s.Turnly[i].Ab == DrawnRecord {
			last = i
			break
		}
	}
	if last < 0 || int(s.Turnly[last].Card.ID) >= len(s.Cards) || s.Cards[s.Turnly[last].Card.ID].Owner != s.Active {
		return false
	}
	k := 0
	for _, t := range s.Turnly[:last+1] {
		if t.Ab == DrawnRecord && int(t.Card.ID) < len(s.Cards) && s.Cards[t.Card.ID].Owner == s.Active {
			k++
		}
	}
	return k == n
}

// discardedThisTurn counts the cards put into player p's discard this turn
// (TurnRecord DiscardRecord, 7.6); with other, the card src isn't counted
// ("2 or more other cards").
func (s *State) discardedThisTurn(p uint8, other bool, src CardID) int {
	n := 0
	for _, t := range s.Turnly {
		if t.Ab == DiscardRecord && int(t.Card.ID) < len(s.Cards) && s.Cards[t.Card.ID].Owner == p && !(other && t.Card.ID == src) {
			n++
		}
	}
	return n
}

func (s *State) inkedThisTurn(p uint8) int {
	n := 0
	for _, t := range s.Turnly {
		if t.Ab == InkedRecord && int(t.Card.ID) < len(s.Cards) && s.Cards[t.Card.ID].Owner == p {
			n++
		}
	}
	return n
}

// keywordLimits reports whether the filter's keyword limiters apply to a
// card of d's type: like classifications, they limit only the filter's own
// types when OrCardsOf widened it ("a character with Bodyguard or an
// item").
func (f *Filter) keywordLimits(d *CardDef) bool {
	return f.ClassTypes == 0 || f.ClassTypes.Has(d.Type)
}

// nameAdmits tests a filter's name (5.2.3: alternate names count): named
// Name, or not named it with NameNot, for the cards of NameTypes (0: all);
// a card of the filter's other types passes ("or a location card named
// Andy's Room").
func (f *Filter) nameAdmits(d *CardDef) bool {
	if f.Name == "" || f.NameTypes != 0 && !f.NameTypes.Has(d.Type) {
		return true
	}
	return d.HasName(f.Name) != f.NameNot
}

// classesAdmit tests a filter's classifications (Classes: any of them,
// NoClass: none of them) on a card, for the card types they limit
// (ClassTypes; 0: all): a card of another type of the filter passes ("an
// item card or a Robot character card").
func (f *Filter) classesAdmit(d *CardDef) bool {
	if f.ClassTypes != 0 && !f.ClassTypes.Has(d.Type) {
		return true
	}
	return (f.Classes == 0 || d.Classes&f.Classes != 0) && (f.NoClass == 0 || d.Classes&f.NoClass == 0)
}

// classesAdmitSet is classesAdmit for a card in play with classifications
// cs: its printed ones and those an effect gave it (5.2.7).
func (f *Filter) classesAdmitSet(d *CardDef, cs ClassSet) bool {
	if f.ClassTypes != 0 && !f.ClassTypes.Has(d.Type) {
		return true
	}
	return (f.Classes == 0 || cs&f.Classes != 0) && (f.NoClass == 0 || cs&f.NoClass == 0)
}

// grantedClasses is the set of classifications card id in play has gained
// from static abilities and applied effects ("gain the Detective
// classification", 5.2.7).
func (s *State) grantedClasses(id CardID) ClassSet {
	var cs ClassSet
	if s.game.anyStatics {
		s.staticsFor(kindBit(StGainClass), id, func(e *StaticEffect, src CardID, ctl uint8) bool {
			if e.Kind == StGainClass && s.staticApplies(e, src, ctl, id) {
				cs = cs.With(Class(e.Amount.N))
			}
			return true
		})
	}
	for i := range s.Effects {
		if e := &s.Effects[i]; e.Kind == StGainClass && s.effectApplies(e, id) {
			cs = cs.With(Class(e.Amount))
		}
	}
	return cs
}

// defMatches tests the parts of a filter that are the card's printed facts
// (type, classifications, name, inkable, cost), wherever the card is.
func defMatches(f *Filter, d *CardDef) bool {
	if !f.Types.Has(d.Type) || !f.classesAdmit(d) {
		return false
	}
	if !f.nameAdmits(d) || f.Inkable != Either && (f.Inkable == Yes) != d.Inkable {
		return false
	}
	if f.Inks != 0 && d.Inks&f.Inks == 0 {
		return false
	}
	return !(f.Cost.HasMin || f.Cost.HasMax) || f.Cost.Admits(int(d.Cost))
}

// moreThanEachOpponent reports whether the controller has more cards in play
// matching f than each opponent has, one opponent at a time ("while you have
// more items in play than each opponent").
func (s *State) moreThanEachOpponent(f *Filter, c ctx) bool {
	counts := s.zoneCounts(f, c)
	for p := range s.Players {
		if p < len(counts) && !s.Players[p].Out && s.Opponents(uint8(p), c.ctl) && counts[p] >= counts[c.ctl] {
			return false
		}
	}
	return true
}

// zoneCounts counts, for each player, their cards matching f (f.Owner
// relative to that player) in play or in f's zone.
func (s *State) zoneCounts(f *Filter, c ctx) [8]int {
	counts := [8]int{}
	for p := range s.Players {
		if p >= len(counts) {
			break
		}
		// a bigger hand than every opponent's: the filter's zone(s)
		zs, nz := f.zones()
		for k := 0; k < nz; k++ {
			l := s.zoneList(uint8(p), zs[k])
			if l == nil {
				continue
			}
			for _, id := range *l {
				if s.match(f, id, ctx{ctl: uint8(p), src: c.src, fr: c.fr}) {
					counts[p]++
				}
			}
		}
	}
	return counts
}

// strongestCharacter reports whether one of player p's characters in play
// has more of stat st than each opposing character ("if you have a
// character in play with more {S} than each opposing character"); with no
// opposing character, any character of p's will do.
func (s *State) strongestCharacter(st Stat, p uint8) bool {
	best, have := 0, false
	for _, id := range s.Players[p].Play {
		if s.Def(id).Type == TypeCharacter {
			if v := s.stat(id, st); !have || v > best {
				best, have = v, true
			}
		}
	}
	if !have {
		return false
	}
	for q := range s.Players {
		if s.Players[q].Out || !s.Opponents(uint8(q), p) {
			continue
		}
		for _, id := range s.Players[q].Play {
			if s.Def(id).Type == TypeCharacter && s.stat(id, st) >= best {
				return false
			}
		}
	}
	return true
}

// questedThisTurn counts the characters of f's facts (owner relative to the
// controller, type, classifications, name, cost) that quested this turn
// (TurnRecord QuestedRecord, 4.5); with f.Other, not this card's instance.
func (s *State) questedThisTurn(f *Filter, c ctx) int {
	return s.recordedThisTurn(QuestedRecord, f, c)
}

// recordedThisTurn counts the card instances with a TurnRecord of kind rec
// this turn (QuestedRecord, DamagedRecord) whose facts match f: their
// player, types and classifications, wherever the cards are now (7.1.6);
// f.Other leaves out this card.
func (s *State) recordedThisTurn(rec uint8, f *Filter, c ctx) int {
	n := 0
	for _, t := range s.Turnly {
		if t.Ab != rec || int(t.Card.ID) >= len(s.Cards) {
			continue
		}
		if f.Other && c.src != NoCard && t.Card == s.RefOf(c.src) {
			continue
		}
		card := &s.Cards[t.Card.ID]
		if !s.ownerIn(f.Owner, card.Owner, c) || !defMatches(f, &s.game.Defs[card.Def]) {
			continue
		}
		n++
	}
	return n
}

// hadCardUnder reports whether card id, out of play, had a card under it as
// it left play (6.7.7: the last known information of that instance).
func (s *State) hadCardUnder(id CardID) bool {
	if s.Cards[id].Zone == ZonePlay {
		return false
	}
	lk := s.lastKnown(s.RefOf(id))
	return lk != nil && lk.Under > 0
}

// damagedThisTurn reports whether a card matching f's owner and printed
// facts took damage this turn (1.9.3), wherever it is now (7.1.6: the
// record names the instance that was damaged).
func (s *State) damagedThisTurn(f *Filter, c ctx) bool {
	for _, t := range s.Turnly {
		if t.Ab != DamagedRecord || int(t.Card.ID) >= len(s.Cards) {
			continue
		}
		card := &s.Cards[t.Card.ID]
		if s.ownerIn(f.Owner, card.Owner, c) && defMatches(f, &s.game.Defs[card.Def]) {
			return true
		}
	}
	return false
}

// sameNameAsSlot reports whether a card of definition d has the same name
// as the card chosen into slot k ("all other opposing characters with the
// same name"): names compare without versions (5.2.3), alternate names
// included. A card that has left play keeps its name (7.1.6).
func (s *State) sameNameAsSlot(d *CardDef, k int, c ctx) bool {
	if k == int(SameNameSource-1) {
		// sharing this character's name: the card that has the
		// ability (a granted one's card too), its name kept after it left
		// play (7.1.6)
		if c.src == NoCard || int(c.src) >= len(s.Cards) {
			return false
		}
		o := s.Def(c.src)
		return d.HasName(o.Name) || sharesName(o, d)
	}
	if k == int(SameNameNamed-1) {
		// "with that name": the name the player named (OpNameCard, 5.2.3)
		return c.fr != nil && c.fr.HasName && d.HasName(s.game.NamedName(c.fr.Named))
	}
	if c.fr == nil || c.fr.Slots[k].N == 0 {
		return false
	}
	r := c.fr.Slots[k].C[0]
	if !r.Valid() || int(r.ID) >= len(s.Cards) {
		return false
	}
	o := s.Def(r.ID)
	return d.HasName(o.Name) || sharesName(o, d)
}

// thanHolds checks a filter's comparison with another card's
// characteristic (6.1.3.1): "with cost equal to or less than this
// character's {S}", "with less {S} than that character". The other card's
// value has every modifier (6.6), or its last known value once it has left
// play (6.7.7); with no such card the test fails.
func (s *State) thanHolds(f *Filter, id CardID, c ctx) bool {
	var theirs int
	switch {
	case f.Than == ThanSource:
		if c.src == NoCard {
			return false
		}
		theirs = nonNeg(s.stat(c.src, f.ThanTheirs))
	case c.fr == nil || c.fr.Slots[f.Than-ThanSlot].N == 0:
		return false
	default:
		n := Num{Kind: NumStatOf, Stat: f.ThanTheirs, Slot: uint8(f.Than - ThanSlot)}
		theirs = s.num(&n, c)
	}
	theirs += int(f.ThanPlus)
	mine := 0
	if f.ThanMine == StatCost {
		mine = int(s.Def(id).Cost) // the printed cost, as "with cost N or less"
	} else {
		mine = s.stat(id, f.ThanMine)
	}
	if f.ThanLess {
		return mine < theirs
	}
	return mine <= theirs
}
