package engine

// Playing a card (4.3), singing (5.4.4, 8.12), Shift (8.10), activated
// abilities (4.4) and challenges (4.6).

// actionEffect returns the index of an action card's effect, or -1.
func actionEffect(d *CardDef) int {
	for i, a := range d.Abilities {
		if a.Kind == Triggered && a.Trigger.Event == EvNone {
			return i
		}
	}
	return -1
}

// startPlay pays for and plays a card (4.3.2 to 4.3.3). how is ActPlay,
// ActShift or ActSing.
func (s *State) startPlay(p uint8, id CardID, how ActionKind, target CardID) {
	if how == ActPlay && s.playsByAltCost(p, id) {
		// "you may exert 4 items of yours to play this character for
		// free" (4.3.2.2): asked, and paid, before the card is played.
		s.startAltCost(p, id)
		return
	}
	flags, paid := s.payToPlay(p, id, how)
	s.playPaid(p, id, how, target, flags, paid)
}

// playPaid goes on playing card id once its cost is paid (4.3.2 to 4.3.3):
// flags say how it was played, paid the ink paid for it (EvfPaidInk).
func (s *State) playPaid(p uint8, id CardID, how ActionKind, target CardID, flags uint8, paid int16) {
	d := s.Def(id)
	if how == ActShift && d.ShiftKind == ShiftDiscard {
		// 4.3.2.4: the cost is paid by discarding cards, chosen one by
		// one; the card enters play once they are discarded.
		f := Frame{Kind: FrShiftCost, Player: p, Source: s.RefOf(id), Num: int16(max8(d.ShiftDiscard.Count, 1))}
		f.Slots[0].Add(s.RefOf(target))
		s.push(f)
		return
	}
	if d.Type == TypeAction {
		// 4.3.3.2, 6.7.1.2: the action enters the Play zone and resolves.
		s.moveCard(id, ZonePlay, p)
		s.Cards[id].Flags &^= FlagFaceDown
		ref := s.RefOf(id)
		s.push(Frame{Kind: FrPlayAction, Player: p, Def: s.Cards[id].Def, Ab: 0xFF, Source: ref, PC: -1})
		if how == ActSing {
			s.clearSang()
			s.singWith(p, target, ref)
			total := s.singValue(target)
			if d.SingTogether > 0 && s.mayAddSinger(p, total, int(d.SingTogether)) {
				// 8.12.1: any number of characters with total cost N or
				// more sing together; they are chosen before the song
				// resolves.
				s.push(Frame{Kind: FrSingers, Player: p, Source: ref, Cursor: int16(total)})
				return
			}
		}
		s.emit(Event{Kind: EvPlayed, Player: p, Subject: ref, SubjectDef: s.Cards[id].Def, Flags: uint16(flags), Amount: paid})
		return
	}
	s.enterAfterPaying(p, id, target, flags, paid)
}

// playCost is the ink that playing card id costs (4.3.2.3): how is ActPlay
// (its ink cost, or none where it may be played for free instead, 4.3.2.2), ActShift (its Shift cost, none when it discards cards instead),
// ActSing (none: singing is an alternate cost, 5.4.4.2) or ActNone (played
// for free by an effect, 6.1.7). Payment modifiers in force count (4.3.6).
// The check that a play is affordable and the payment both use it, so a
// cost is paid in full or the play is refused (1.5.3).
func (s *State) playCost(id CardID, how ActionKind) int {
	switch how {
	case ActPlay:
		if s.playsForFree(id) {
			return 0
		}
		return s.costToPlay(id, false)
	case ActShift:
		if s.Def(id).ShiftKind == ShiftDiscard {
			return 0
		}
		return s.costToPlay(id, true)
	}
	return 0
}

// payToPlay pays the cost of playing card id (4.3.2.3) and returns the
// event flags saying how it was played, and the ink paid: EvfPaidInk where
// the card was played by paying its ink cost or an ink Shift cost (4.3.2.3,
// 8.10.1; e.g. a trigger on playing a card for 2 ink or less), after payment
// modifiers (4.3.6), 0 included; never for free (6.1.7) or sung (5.4.4.2). Every play goes through it, turn
// action or "play ... for free" by an effect (6.1.7, 6.7.8), so "the next
// [card] you play" reductions are used up by the next matching card
// played, whatever cost was paid for it (4.3.6).
func (s *State) payToPlay(p uint8, id CardID, how ActionKind) (uint8, int16) {
	var flags uint8
	switch how {
	case ActPlay:
		if s.playsForFree(id) {
			flags = EvfFree // 6.1.7: an alternate cost
		} else {
			flags = EvfPaidInk
		}
	case ActShift:
		flags = EvfShift
		if s.Def(id).ShiftKind != ShiftDiscard {
			flags |= EvfPaidInk
		}
	case ActSing:
		flags = EvfSung
	default:
		flags = EvfFree
	}
	paid := s.playCost(id, how)
	s.payInk(p, paid) // before the reductions it counts are used up
	s.useCostReductions(id)
	return flags, int16(paid)
}

// singWith exerts character c to sing song (5.4.4.2, 8.12.1) and marks it as
// one of the characters that sang it: "the characters that sang this song"
// until the song has resolved (FlagSinging), "those characters" of the
// abilities its singing triggers until the next song is sung (FlagSang).
func (s *State) singWith(p uint8, c CardID, song Ref) {
	s.exert(c)
	s.Cards[c].Flags |= FlagSinging | FlagSang
	s.emit(Event{Kind: EvSang, Player: p, Subject: s.RefOf(c), SubjectDef: s.Cards[c].Def, Other: song, OtherDef: s.Cards[song.ID].Def})
}

// mayAddSinger reports whether Sing Together asks for another singer: while
// the singers' total is below n one more is needed (8.12.2); once it
// reaches n the player may still add any eligible character (8.12.1: "any
// number ... with total cost N or more"), or stop.
func (s *State) mayAddSinger(p uint8, total, n int) bool {
	if total < n {
		return true
	}
	for _, c := range s.Players[p].Play {
		if s.canSingWith(p, c) {
			return true
		}
	}
	return false
}

// clearSang ends "those characters" of the last song sung as a new song is
// sung (5.4.4.2): only its own singers are those of its triggers.
func (s *State) clearSang() {
	for q := range s.Players {
		for _, c := range s.Players[q].Play {
			s.Cards[c].Flags &^= FlagSang
		}
	}
}

// clearSingers ends "the characters that sang this song" once the song has
// resolved (8.12.1).
func (s *State) clearSingers() {
	for q := range s.Players {
		for _, c := range s.Players[q].Play {
			s.Cards[c].Flags &^= FlagSinging
		}
	}
}

// enterAfterPaying puts a character, item or location whose cost is paid
// into play (4.3.3.1), asking Bodyguard's "may" first.
func (s *State) enterAfterPaying(p uint8, id, target CardID, flags uint8, paid int16) {
	if s.mayEnterExerted(id) {
		// 8.3.2: may enter play exerted; asked as a "may".
		f := Frame{Kind: FrEnterExerted, Player: p, Source: s.RefOf(id), Option: int8(flags), Num: paid}
		if target != NoCard {
			f.Slots[0].Add(s.RefOf(target))
		}
		s.push(f)
		return
	}
	s.finishPlay(p, id, target, flags, paid, false)
}

// mayEnterExerted reports whether a card being put into play may enter
// play exerted: it has Bodyguard (8.3.2), says so itself (6.7.9,
// StMayEnterExerted), or may do so to make an effect happen
// (MayEnterExertedTo).
func (s *State) mayEnterExerted(id CardID) bool {
	return s.HasPrintedOrGranted(id, Bodyguard) || s.game.defStatics[s.Cards[id].Def]&kindBit(StMayEnterExerted) != 0 ||
		s.mayEnterExertedTo(id)
}

// mayEnterExertedTo reports whether a card has "this character may enter
// play exerted to [effect]" (MayEnterExertedTo): its player is asked as it
// enters play, as for Bodyguard (8.3.2).
func (s *State) mayEnterExertedTo(id CardID) bool {
	for _, a := range s.Def(id).Abilities {
		if a.Kind == Triggered && a.If != nil && a.If.Kind == CondChoseToEnterExerted {
			return true
		}
	}
	return false
}

// HasPrintedOrGranted reports a keyword of a card wherever it is (for
// abilities that work while the card is being played).
func (s *State) HasPrintedOrGranted(id CardID, k Keyword) bool {
	_, ok := s.Def(id).PrintedKeyword(k)
	return ok
}

// finishPlay puts a character, item or location into play (4.3.3.1); paid
// is the ink paid for it (the event's Amount).
func (s *State) finishPlay(p uint8, id, target CardID, flags uint8, paid int16, exerted bool) {
	var ev Event
	if flags&EvfShift != 0 && target != NoCard {
		// 8.10: on top of the character; keeps its states, damage and location.
		t := s.Cards[target]
		s.enterPlay(id, exerted || t.Flags&FlagExerted != 0) // 8.10.2, 8.10.3
		c := &s.Cards[id]
		c.Damage = t.Damage // 8.10.6
		c.At = t.At
		if t.Flags&FlagDrying == 0 {
			c.Flags &^= FlagDrying // 8.10.4
			c.Flags |= FlagSingDry // 8.10.5
		}
		// 8.10.5: effects applied to the character under keep applying.
		oldRef := s.RefOf(target)
		s.putUnder(target, id, false)
		for i := range s.Effects {
			if s.Effects[i].Target == oldRef {
				s.Effects[i].Target = s.RefOf(id)
			}
		}
		// Keep the shifted card's place in play order.
		ev.Other, ev.OtherDef = s.RefOf(target), s.Cards[target].Def
	} else {
		s.enterPlay(id, exerted)
	}
	s.applyEntersPlay(id)
	ev.Kind, ev.Player, ev.Subject, ev.SubjectDef, ev.Flags, ev.Amount = EvPlayed, p, s.RefOf(id), s.Cards[id].Def, uint16(flags), paid
	s.emit(ev) // 4.3.4.1: "when you play" triggers are added now
}

// applyEntersPlay applies "enters play exerted/with damage" statics (6.7.9).
func (s *State) applyEntersPlay(id CardID) {
	for _, a := range s.Def(id).Abilities {
		if a.Kind != Static {
			continue
		}
		// 6.4.3: a conditional "enters play exerted" ("unless you have a
		// character named Chip in play") applies only if its condition
		// holds as the card enters play.
		if a.If != nil && !s.cond(a.If, ctx{ctl: s.Cards[id].Owner, src: id}) {
			continue
		}
		for i := range a.Statics {
			switch e := &a.Statics[i]; {
			case e.Kind == StEntersExerted && e.Self:
				s.Cards[id].Flags |= FlagExerted
			case e.Kind == StEntersWithDamage && e.Self:
				// 6.7.9: put into play with the counters on it; no
				// damage is dealt, so Resist and "takes no damage"
				// don't apply (1.9.2.2).
				s.Cards[id].Damage += int16(e.Amount.N)
			}
		}
	}
	// 6.7.9: "[cards] enter play exerted" from another card in play
	// (CardsEnterPlayExerted), applied as the card enters play.
	if s.playKinds&kindBit(StEntersExerted) != 0 && s.Cards[id].Flags&FlagExerted == 0 {
		s.statics(kindBit(StEntersExerted), func(e *StaticEffect, src CardID, ctl uint8) bool {
			if e.Kind == StEntersExerted && !e.Self && s.staticApplies(e, src, ctl, id) {
				s.Cards[id].Flags |= FlagExerted
				return false
			}
			return true
		})
	}
}

// afterTurnAction runs the checks that follow a turn action's process
// (4.1.5, 1.8.1): a game state check, then the bag.
func (s *State) afterTurnAction() {
	s.gameStateCheck()
	if s.Phase == PhaseOver {
		return
	}
	s.run()
}

// canActivate checks an activated ability (4.4, 6.3.1).
func (s *State) canActivate(p uint8, id CardID, ab uint8) illegal {
	if r := s.mainPhaseFor(p); !r.ok() {
		return r
	}
	if int(id) >= len(s.Cards) || !s.InPlay(id) || s.Cards[id].Owner != p {
		return illegal{"4.4.1", "activated abilities are used from the player's own cards in play"}
	}
	d := s.Def(id)
	if ab == BoostAbility {
		n, ok := s.KeywordValue(id, Boost)
		if !ok {
			return illegal{"8.4.1", "the card has no Boost"}
		}
		if s.Cards[id].Flags&FlagBoosted != 0 {
			return illegal{"8.4.1", "Boost is used once during your turn"}
		}
		if n > s.Players[p].InkReady() {
			return illegal{"1.5.3", "not enough ready ink for Boost"}
		}
		if len(s.Players[p].Deck) == 0 {
			return illegal{"8.4.1", "there is no card on top of the deck"}
		}
		return allowed
	}
	// 6.4.1: a granted ability counts only while a static grants it.
	a := s.activatedAbility(id, ab)
	if a == nil {
		return illegal{"4.4.1", "the card has no such activated ability"}
	}
	c := &s.Cards[id]
	if a.Cost.Exert {
		if c.Flags&FlagExerted != 0 {
			return illegal{"5.1.1.2", "an exerted card can't pay an {E} cost"}
		}
		if d.Type == TypeCharacter && c.Flags&FlagDrying != 0 {
			return illegal{"4.4.2", "an {E} ability of a drying character can't be used"}
		}
	}
	// 4.4.3.2, 1.5.5.4: used for free, every cost but {E} is ignored.
	free := (a.Cost.Ink > 0 || a.Cost.Discard > 0 || a.Cost.DiscardOne != nil || a.Cost.BanishOne != nil) && s.usedForFree(id)
	if int(a.Cost.Ink) > s.Players[p].InkReady() && !free {
		return illegal{"1.5.3", "not enough ready ink to pay the cost"}
	}
	if int(a.Cost.Discard) > len(s.Players[p].Hand) && !free {
		return illegal{"1.5.3", "not enough cards in hand to discard"}
	}
	if a.Cost.DiscardOne != nil && !free && !s.handHas(p, a.Cost.DiscardOne) {
		return illegal{"1.5.3", "no card in hand of the kind the cost discards"}
	}
	if a.Cost.BanishOne != nil && !free && !s.hasBanishOne(p, id, a) {
		return illegal{"1.5.3", "no card of yours can be banished to pay the cost"}
	}
	if a.Cost.ExertOne != nil {
		// 4.4.2.1: a ready card of yours (a dry character) to exert; not
		// this card when its own {E} is paid too.
		ok := false
		for _, c := range s.Players[p].Play {
			if (c != id || !a.Cost.Exert) && s.paysExertOne(p, c, id, a.Cost.ExertOne) {
				ok = true
				break
			}
		}
		if !ok {
			return illegal{"4.4.2.1", "no ready card of yours can be exerted to pay the cost"}
		}
	}
	// 6.4.3: "while [condition], you may [cost] to [effect]" is usable
	// only while the condition holds.
	if a.If != nil && !s.cond(a.If, ctx{ctl: p, src: id}) {
		return illegal{"6.4.3", "the ability's condition isn't met"}
	}
	if a.OncePerTurn && s.usedThisTurn(s.RefOf(id), ab) {
		// it has fully resolved this turn: used again it could only
		// resolve with no effect
		return illegal{"6.1.13.2", "this ability was already used this turn"}
	}
	return allowed
}

// BoostAbility is the ability index that names Boost in ActActivate.
const BoostAbility uint8 = 0xFE

func (s *State) doActivate(p uint8, id CardID, ab uint8) {
	if ab == BoostAbility {
		n, _ := s.KeywordValue(id, Boost)
		s.payInk(p, n)
		s.Cards[id].Flags |= FlagBoosted
		s.emit(Event{Kind: EvBoosted, Player: p, Subject: s.RefOf(id), SubjectDef: s.Cards[id].Def})
		if top, ok := s.topOfDeck(p); ok {
			s.putUnder(top, id, true) // 8.4.1: facedown under this card
			s.emit(Event{Kind: EvPutUnder, Player: p, Subject: s.RefOf(id), SubjectDef: s.Cards[id].Def, Other: s.RefOf(top)})
		}
		return
	}
	a := s.activatedAbility(id, ab)
	ref := s.RefOf(id)
	def := s.Cards[id].Def
	// 4.4.3.4: pay the cost.
	if a.Cost.Exert {
		s.exert(id)
	}
	free := s.usedForFree(id) // 6.1.7.1: every cost but {E} is ignored
	if !free {
		s.payInk(p, int(a.Cost.Ink))
	}
	fr := Frame{Kind: FrAbility, Player: p, Def: def, Ab: ab, Source: ref}
	if a.Cost.BanishSelf && !free {
		s.banish(id)
		fr.Source = s.RefOf(id)
	}
	if a.Cost.DamageSelf > 0 && !free {
		// 4.4.3.4: "deal 1 damage to this character" paid as a cost; a
		// character it banishes leaves play at the next game state check
		// (1.8.1.4), its effect resolving all the same.
		s.dealDamage(id, int(a.Cost.DamageSelf), NoCard, EvfByAbility, NoCard)
	}
	if a.Cost.ExertOne != nil || (a.Cost.DiscardOne != nil || a.Cost.BanishOne != nil) && !free {
		// 4.4.3.4: "{E} one of your characters", "banish one of your other
		// characters", "choose and discard a [f] card": the cards are
		// chosen and the cost paid first; the frame then resolves the
		// effect.
		fr.Kind, fr.Phase = FrCostChoice, costExert
		if a.Cost.ExertOne == nil {
			fr.Phase = s.nextCostPhase(a, costExert, free)
		}
	}
	// 4.4.4: the effect resolves at once.
	s.push(fr)
}

// Challenge frame phases (4.6).
const (
	chDeclared = iota // "challenges" triggers resolve (4.6.5)
	chDamage          // Challenge Damage step (4.6.6)
	chAfter           // bag after damage, then the challenge is over (4.6.7)
	chOver
)

func (s *State) startChallenge(p uint8, att, def CardID) {
	s.payInk(p, s.actInkCost(att)) // "unless you pay 1 {I}" (1.5.3)
	s.exert(att)                   // 4.6.4.4
	s.Attacker, s.Defender = att, def
	s.emit(Event{Kind: EvChallenges, Player: p, Subject: s.RefOf(att), SubjectDef: s.Cards[att].Def, Other: s.RefOf(def), OtherDef: s.Cards[def].Def})
	// "who was challenged this turn", "one of their characters has
	// challenged this turn": remembered until the turn ends.
	s.Turnly = append(s.Turnly, TurnRecord{Card: s.RefOf(def), Ab: ChallengedRecord}, TurnRecord{Card: s.RefOf(att), Ab: ChallengerRecord})
	s.emit(Event{Kind: EvChallenged, Player: s.Cards[def].Owner, Subject: s.RefOf(def), SubjectDef: s.Cards[def].Def, Other: s.RefOf(att), OtherDef: s.Cards[att].Def})
	f := Frame{Kind: FrChallenge, Player: p}
	f.Slots[0].Add(s.RefOf(att))
	f.Slots[1].Add(s.RefOf(def))
	s.push(f)
	s.gameStateCheck() // 1.8.1: after the declaration step
}

func (s *State) advanceChallenge(i int) bool {
	f := &s.Stack[i]
	switch f.Phase {
	case chDeclared:
		f.Phase = chDamage
		s.settleBag()
	case chDamage:
		att, def := s.Resolve(f.Slots[0].C[0]), s.Resolve(f.Slots[1].C[0])
		if att == NoCard || def == NoCard || !s.InPlay(att) || !s.InPlay(def) {
			// 4.6.9: a character removed from the challenge ends it.
			f.Phase = chAfter
			break
		}
		// 4.6.6.1: the damage each deals, negative strength counting as 0.
		da := nonNeg(s.challengeDamage(att))
		dd := 0
		if s.Def(def).Type == TypeCharacter {
			dd = nonNeg(s.challengeDamage(def)) // 4.6.8.3: locations deal none
		}
		// 6.5.7.2: where two replacement effects could apply, the player
		// of the damaged character chooses the order first.
		if s.game.anyRedirect && (s.askReplaceOrder(i, def, da) || s.askReplaceOrder(i, att, dd)) {
			return false
		}
		f = &s.Stack[i]
		f.Phase = chAfter
		// 4.6.6.2: dealt simultaneously.
		s.dealDamage(def, da, att, EvfInChallenge, s.replaceOnto(f, def))
		s.dealDamage(att, dd, def, EvfInChallenge, s.replaceOnto(f, att))
		s.gameStateCheck() // 4.6.6.3
		s.settleBag()
	case chAfter:
		// 4.6.7: the challenge is over; "after the challenge" delayed
		// triggers (AfterTheChallenge) go into the bag now.
		s.Attacker, s.Defender = NoCard, NoCard
		s.expireWhileChallenging()
		att, def := f.Slots[0].C[0], f.Slots[1].C[0]
		s.emit(Event{Kind: EvChallengeEnd, Player: f.Player, Subject: att, SubjectDef: s.Cards[att.ID].Def, Other: def, OtherDef: s.Cards[def.ID].Def})
		s.pop()
		s.gameStateCheck()
	}
	return false
}

// challengeDamage is the damage a character deals in a challenge (4.6.6.1):
// its strength, or its willpower while an effect says it deals damage with
// its {W} instead (StWillpowerDamage).
func (s *State) challengeDamage(id CardID) int {
	if s.playKinds&kindBit(StWillpowerDamage) != 0 {
		w := false
		s.statics(kindBit(StWillpowerDamage), func(e *StaticEffect, src CardID, ctl uint8) bool {
			if e.Kind == StWillpowerDamage && s.staticApplies(e, src, ctl, id) {
				w = true
				return false
			}
			return true
		})
		if w {
			return s.Willpower(id)
		}
	}
	return s.Strength(id)
}

// expireWhileChallenging ends the effects that last "during that
// challenge" (WhileChallenging): the challenge is over (4.6.7), so "they
// gain Resist +2 during that challenge" and "takes no damage from the
// challenge" stop applying, used or not.
func (s *State) expireWhileChallenging() {
	out := s.Effects[:0]
	for _, e := range s.Effects {
		if e.Dur != WhileChallenging {
			out = append(out, e)
		}
	}
	s.Effects = out
}

// activationInk is the ink that using ability ab of card id pays (4.4.3.3):
// Boost's value (8.4.1), or the ability's ink cost unless it is used for
// free (4.4.3.2, 1.5.5.4).
func (s *State) activationInk(id CardID, ab uint8) int {
	if ab == BoostAbility {
		n, _ := s.KeywordValue(id, Boost)
		return n
	}
	a := s.activatedAbility(id, ab)
	if a == nil {
		return 0
	}
	if c := int(a.Cost.Ink); c > 0 && !s.usedForFree(id) {
		return c
	}
	return 0
}

// usedForFree reports whether a static ability lets card id's activated
// abilities be used for free (6.1.7.1). Using one for free is never worse
// than paying, so the "may" is taken.
func (s *State) usedForFree(id CardID) bool {
	if !s.game.anyUseFree {
		return false
	}
	free := false
	s.staticsFor(kindBit(StUseFree), id, func(e *StaticEffect, src CardID, ctl uint8) bool {
		if e.Kind == StUseFree && s.staticApplies(e, src, ctl, id) {
			free = true
			return false
		}
		return true
	})
	return free
}

// paysExertOne reports whether card c can be exerted to pay a "{E} one of
// your [f]" cost of an ability of card src (4.4.2.1): a ready card of
// player p in play matching f; a character must be dry (1.7.5).
func (s *State) paysExertOne(p uint8, c, src CardID, f *Filter) bool {
	if !s.InPlay(c) || s.Cards[c].Owner != p || s.Cards[c].Flags&FlagExerted != 0 {
		return false
	}
	if s.Def(c).Type == TypeCharacter && s.Cards[c].Flags&FlagDrying != 0 {
		return false
	}
	return s.match(f, c, ctx{ctl: p, src: src})
}

// Phases of a FrCostChoice frame.
const (
	costExert   = iota // choosing the card exerted ("{E} one of your characters")
	costDiscard        // choosing the card discarded ("choose and discard a [f] card")
	costBanish         // choosing the card banished ("banish one of your other characters")
	costDone           // every part chosen: the effect resolves
)

// nextCostPhase is the part of an activated ability's cost chosen after
// phase from (4.4.3.4): exert one, then banish one, then discard one;
// costDone when no part is left. Used for free, only {E} is paid (6.1.7.1).
func (s *State) nextCostPhase(a *Ability, from uint8, free bool) uint8 {
	if from == costExert && a.Cost.BanishOne != nil && !free {
		return costBanish
	}
	if from != costDiscard && a.Cost.DiscardOne != nil && !free {
		return costDiscard
	}
	return costDone
}

// paysBanishOne reports whether card c can be banished to pay a "banish
// one of your [f]" cost of an ability of card src: a card of player p in
// play matching f ("other": not src).
func (s *State) paysBanishOne(p uint8, c, src CardID, f *Filter) bool {
	return s.InPlay(c) && s.Cards[c].Owner == p && s.match(f, c, ctx{ctl: p, src: src})
}

// hasBanishOne reports whether player p has the cards to banish for
// ability a of card src: one matching card, or N for "banish N of your
// [f]" (Cost.BanishN; 1.5.3: a cost is paid in full or not at all).
func (s *State) hasBanishOne(p uint8, src CardID, a *Ability) bool {
	n := 0
	for _, c := range s.Players[p].Play {
		if s.paysBanishOne(p, c, src, a.Cost.BanishOne) {
			n++
		}
	}
	return n >= int(max8(a.Cost.BanishN, 1))
}

// payCostChoice pays the part of an activated ability's cost that the
// player has just chosen card c for (4.4.3.4), then asks the next part or
// turns the frame into the effect's FrAbility frame (4.4.4).
func (s *State) payCostChoice(f *Frame, p uint8, c CardID) {
	a := s.frameAbility(f)
	free := s.usedForFree(s.Resolve(f.Source))
	if f.Phase == costExert || f.Phase == costBanish {
		if f.Phase == costExert {
			// a cost exerting a chosen character here, then 1 damage to it: the
			// exerted card is "them" for the effect (PaidSlot), unless a
			// banish or discard part of the cost follows and takes the slot.
			s.exert(c)
			f.Slots[PaidSlot] = Slot{}
			f.Slots[PaidSlot].Add(s.RefOf(c))
		} else {
			// "banish one of your other characters": the banished card,
			// now in the discard, is "the banished character" (7.1.6);
			// "banish 2 of your items": the next one is asked until N
			// are banished (the frame's slots start empty).
			s.banish(c)
			f.Slots[PaidSlot].Add(s.RefOf(c))
			if f.Slots[PaidSlot].N < uint8(max8(a.Cost.BanishN, 1)) {
				return
			}
		}
		if next := s.nextCostPhase(a, f.Phase, free); next != costDone {
			f.Phase = next
			return
		}
	} else {
		s.moveCard(c, ZoneDiscard, p)
		s.emit(Event{Kind: EvDiscarded, Player: p, Subject: s.RefOf(c), SubjectDef: s.Cards[c].Def})
		s.emitDiscards(p, 1)
		f.Slots[PaidSlot] = Slot{}
		f.Slots[PaidSlot].Add(s.RefOf(c)) // "the discarded character"
	}
	f.Kind, f.Phase = FrAbility, spStart
}

// handHas reports whether player p has a card of the kind f names in hand.
func (s *State) handHas(p uint8, f *Filter) bool {
	for _, id := range s.Players[p].Hand {
		if s.discardable(f, id) {
			return true
		}
	}
	return false
}
