package engine

// Turn actions (4): legality and execution. Each can* check returns the rule
// that forbids the action, or allowed.

func (s *State) mainPhaseFor(p uint8) illegal {
	if s.Phase != PhaseMain || len(s.Stack) != 0 || len(s.Bag) != 0 {
		return illegal{"4.1.2", "turn actions are taken in the Main Phase with nothing left to resolve"}
	}
	if p != s.Active {
		return illegal{"4.1.2", "only the active player takes turn actions"}
	}
	return allowed
}

func (s *State) handCard(p uint8, id CardID) illegal {
	if int(id) >= len(s.Cards) || s.Cards[id].Zone != ZoneHand || s.Cards[id].Owner != p {
		return illegal{"4.3.2", "the card is not in the player's hand"}
	}
	return allowed
}

func (s *State) ownCharacterInPlay(p uint8, id CardID) illegal {
	if int(id) >= len(s.Cards) || !s.InPlay(id) || s.Cards[id].Owner != p {
		return illegal{"4.1.3", "the card is not one of the player's cards in play"}
	}
	if s.Def(id).Type != TypeCharacter {
		return illegal{"5.3.4", "only characters quest and challenge"}
	}
	return allowed
}

// inkLimit is how many cards p may ink this turn (4.2.3, 4.2.3.1).
func (s *State) inkLimit(p uint8) int {
	n := 1
	// 4.2.3.1: effects that resolved this turn ("this turn, you may put an
	// additional card into your inkwell") adjust the limit while they last.
	for i := range s.Effects {
		if e := &s.Effects[i]; e.Kind == StExtraInk && e.Controller == p {
			n++
		}
	}
	if s.game.anyStatics {
		s.statics(kindBit(StExtraInk), func(e *StaticEffect, src CardID, ctl uint8) bool {
			if e.Kind == StExtraInk && ctl == p {
				n++
			}
			return true
		})
	}
	return n
}

func (s *State) canInk(p uint8, id CardID) illegal {
	if r := s.mainPhaseFor(p); !r.ok() {
		return r
	}
	if r := s.handCard(p, id); !r.ok() && !s.inkableFromDiscard(p, id) {
		return r
	}
	if !s.inkable(id) {
		return illegal{"4.2.1.1", "the card has no inkwell symbol"}
	}
	if int(s.Players[p].Inked) >= s.inkLimit(p) {
		return illegal{"4.2.3", "a card was already put into the inkwell this turn"}
	}
	return allowed
}

// inkableFromDiscard reports whether card id is in player p's discard while a
// static of p's letting them ink from their discard applies
// (StInkFromDiscard): the ink turn action may take it (4.2).
func (s *State) inkableFromDiscard(p uint8, id CardID) bool {
	if int(id) >= len(s.Cards) || s.Cards[id].Zone != ZoneDiscard || s.Cards[id].Owner != p || !s.game.anyStatics {
		return false
	}
	return s.inksFromDiscard(p)
}

// inksFromDiscard reports whether a static "you can ink cards from your
// discard" of player p applies.
func (s *State) inksFromDiscard(p uint8) bool {
	found := false
	s.staticsOfPlayer(p, kindBit(StInkFromDiscard), func(e *StaticEffect, src CardID, ctl uint8) bool {
		if e.Kind == StInkFromDiscard {
			found = true
			return false
		}
		return true
	})
	return found
}

// inkable reports whether a card has the inkwell symbol (5.2.3): printed,
// or by a static effect that makes it count as having one (StInkable).
func (s *State) inkable(id CardID) bool {
	if s.Def(id).Inkable {
		return true
	}
	if !s.game.anyInkable {
		return false
	}
	found := false
	s.staticsFor(kindBit(StInkable), id, func(e *StaticEffect, src CardID, ctl uint8) bool {
		if e.Kind == StInkable && s.staticApplies(e, src, ctl, id) {
			found = true
			return false
		}
		return true
	})
	return found
}

// Inkable reports whether card id can go into the inkwell as the turn
// action's card: it has the inkwell symbol, printed or counted (5.2.3).
func (s *State) Inkable(id CardID) bool { return s.inkable(id) }

func (s *State) doInk(p uint8, id CardID) {
	s.Players[p].Inked++
	s.moveCard(id, ZoneInkwell, p) // 4.2.1.3: facedown and ready
	if s.inkEntersExerted(p) {
		s.enterInkExerted(id) // 1.2.1: "cards enter opponents' inkwells exerted"
	}
	s.emit(Event{Kind: EvInked, Player: p, Subject: s.RefOf(id), SubjectDef: s.Cards[id].Def})
}

// cantPlay reports static or applied effects that stop p playing a card.
func (s *State) cantPlay(p uint8, id CardID) bool {
	// 6.1.12, 1.2.2: the card's own "you can't play this character unless
	// [c]" stops its play from any zone while [c] doesn't hold.
	if s.game.defStatics[s.Cards[id].Def]&kindBit(StCantPlayThis) != 0 {
		for _, a := range s.Def(id).Abilities {
			if a.Kind == Static && a.InZone && len(a.Statics) == 1 && a.Statics[0].Kind == StCantPlayThis && s.cond(a.If, ctx{ctl: p, src: id}) {
				return true
			}
		}
	}
	for i := range s.Effects {
		e := &s.Effects[i]
		if e.Kind == StCantPlay && !e.Waiting && s.Opponents(e.Controller, p) && defMatches(&e.Filter, s.Def(id)) {
			return true
		}
	}
	if !s.game.anyCantPlay {
		return false
	}
	// 1.2.2: a static ability of a card in play that stops opponents playing
	// cards ("opponents can't play actions") wins over every rule and effect
	// that allows the play: from the hand, for free, or by singing.
	// The card is matched on its facts (types, classifications, name, printed
	// cost: "actions with cost 4 or more", Gizmoduck - Duckburg Defender).
	found := false
	d := s.Def(id)
	s.statics(kindBit(StCantPlay), func(e *StaticEffect, src CardID, ctl uint8) bool {
		if e.Kind == StCantPlay && s.Opponents(ctl, p) && defMatches(&e.Affects, d) {
			found = true
			return false
		}
		return true
	})
	return found
}

func (s *State) canPlay(p uint8, id CardID) illegal {
	if r := s.mainPhaseFor(p); !r.ok() {
		return r
	}
	if r := s.playableCard(p, id); !r.ok() {
		return r
	}
	if s.cantPlay(p, id) {
		return illegal{"1.2.2", "an effect stops the player playing that card"}
	}
	if s.playCost(id, ActPlay) > s.Players[p].InkReady() && !s.playsByAltCost(p, id) {
		return illegal{"1.5.3", "not enough ready ink to pay the cost"}
	}
	return allowed
}

// playableCard reports whether player p may play card id by a turn action
// from where it is (4.3.2): from their hand, or from under a card of theirs
// by an effect in force (playableFromUnder). Every way of playing it the
// hand allows (its ink cost, an alternate cost, Shift, singing a song) is
// open from there too: an effect that lets a card be played from another
// zone changes only where it is played from (4.3.2, 8.10.1).
func (s *State) playableCard(p uint8, id CardID) illegal {
	r := s.handCard(p, id)
	if !r.ok() && s.playableFromUnder(p, id) {
		return allowed
	}
	return r
}

// playableFromUnder reports whether player p may play card id from under a
// card of theirs in play by an effect in force ("this turn, you may play
// characters from under this item", StPlayFromUnder).
func (s *State) playableFromUnder(p uint8, id CardID) bool {
	if int(id) >= len(s.Cards) || s.Cards[id].Zone != ZoneUnder || s.Cards[id].Owner != p {
		return false
	}
	for i := range s.Effects {
		e := &s.Effects[i]
		if e.Kind != StPlayFromUnder || e.Controller != p {
			continue
		}
		if top := s.Resolve(e.Target); top != NoCard && s.InPlay(top) && s.Cards[id].Under == top &&
			defMatches(&e.Filter, &s.game.Defs[s.Cards[id].Def]) {
			return true
		}
	}
	return false
}

// shiftOf is card id's Shift (8.10): its printed one, else a Shift N by
// name its own static ability gives it while it is in its player's hand
// and the ability's condition holds (6.1.12: a self-referential static
// functions from the hand; GainsShiftInHand), as ShiftName and its cost.
func (s *State) shiftOf(id CardID) (ShiftKind, int8) {
	d := s.Def(id)
	if d.ShiftKind != ShiftNone {
		return d.ShiftKind, d.ShiftCost
	}
	c := &s.Cards[id]
	if s.game.defKeywords[c.Def]&keywordBit(Shift) == 0 || c.Zone != ZoneHand {
		return ShiftNone, 0
	}
	for _, a := range d.Abilities {
		if a.Kind != Static || !a.InZone || a.FromZone != ZoneHand {
			continue
		}
		for i := range a.Statics {
			if e := &a.Statics[i]; e.Kind == StKeyword && e.Self && e.Keyword == Shift &&
				(a.If == nil || s.cond(a.If, ctx{ctl: c.Owner, src: id})) {
				return ShiftName, e.KwValue
			}
		}
	}
	return ShiftNone, 0
}

// shiftKind is card id's Shift variant now, ShiftNone without one (shiftOf).
func (s *State) shiftKind(id CardID) ShiftKind {
	k, _ := s.shiftOf(id)
	return k
}

// shiftBase reports whether card id (in hand) can be shifted onto target.
func (s *State) shiftOnto(id, target CardID) bool {
	d := s.Def(id)
	t := s.Def(target)
	if t.Type != TypeCharacter || !s.InPlay(target) || s.Cards[target].Owner != s.Cards[id].Owner {
		return false
	}
	switch s.shiftKind(id) {
	case ShiftName, ShiftDiscard:
		return t.HasName(d.Name) || sharesName(d, t) || s.shiftsAsAnyName(target) || s.shiftsAsNamed(target, d)
	case ShiftClassification:
		return t.Classes.Has(d.ShiftClass)
	case ShiftUniversal:
		return true
	}
	return false
}

// sharesName: Shift onto "the same name" also matches alternate names.
func sharesName(a, b *CardDef) bool {
	for _, n := range a.AltNames {
		if b.HasName(n) {
			return true
		}
	}
	return false
}

func (s *State) canShift(p uint8, id, target CardID) illegal {
	if r := s.mainPhaseFor(p); !r.ok() {
		return r
	}
	if r := s.playableCard(p, id); !r.ok() {
		return r
	}
	d := s.Def(id)
	if s.shiftKind(id) == ShiftNone {
		return illegal{"8.10.1", "the card has no Shift"}
	}
	if int(target) >= len(s.Cards) || !s.shiftOnto(id, target) {
		return illegal{"8.10.1", "Shift goes on top of one of your characters in play with the same name"}
	}
	if s.cantPlay(p, id) {
		return illegal{"1.2.2", "an effect stops the player playing that card"}
	}
	if !s.canPayShift(p, id, s.Players[p].InkReady()) {
		if d.ShiftKind == ShiftDiscard {
			return illegal{"1.5.3", "not enough cards to discard for the Shift cost"}
		}
		return illegal{"1.5.3", "not enough ready ink to pay the Shift cost"}
	}
	return allowed
}

// canPayShift reports whether p can pay card id's Shift cost: its ink cost
// with payment modifiers, or the cards it discards (8.10.1, 1.5.3).
func (s *State) canPayShift(p uint8, id CardID, ink int) bool {
	d := s.Def(id)
	if d.ShiftKind != ShiftDiscard {
		return s.playCost(id, ActShift) <= ink
	}
	n := 0
	for _, h := range s.Players[p].Hand {
		if h != id && s.paysDiscard(h, &d.ShiftDiscard) {
			n++
		}
	}
	return n >= int(max8(d.ShiftDiscard.Count, 1))
}

// paysDiscard reports whether card h can be discarded for a discard cost
// ("discard 2 cards", "discard a song card").
func (s *State) paysDiscard(h CardID, dc *DiscardCost) bool {
	hd := s.Def(h)
	return dc.AnyType || (dc.Song && hd.IsSong()) || (!dc.Song && hd.Type == dc.Type)
}

// payShiftDiscard discards one card chosen to pay a Shift cost; with the
// last one, the shifted card enters play (4.3.2.4, 4.3.3.1).
func (s *State) payShiftDiscard(f *Frame, h CardID) {
	p := f.Player
	s.moveCard(h, ZoneDiscard, p)
	s.emit(Event{Kind: EvDiscarded, Player: p, Subject: s.RefOf(h), SubjectDef: s.Cards[h].Def})
	f.Num--
	if f.Num > 0 {
		return
	}
	s.emitDiscards(p, int(max8(s.Def(f.Source.ID).ShiftDiscard.Count, 1)))
	id := s.Resolve(f.Source)
	target := s.Resolve(f.Slots[0].C[0])
	s.pop()
	s.enterAfterPaying(p, id, target, EvfShift, 0)
	s.afterTurnActionInner()
}

func max8(a, b int8) int8 {
	if a > b {
		return a
	}
	return b
}

// canSingWith reports whether character c can exert to sing (5.4.4.2, 8.11):
// ready, dry (or shifted onto a dry character), not stopped from singing.
func (s *State) canSingWith(p uint8, c CardID) bool {
	if int(c) >= len(s.Cards) || !s.InPlay(c) || s.Cards[c].Owner != p || s.Def(c).Type != TypeCharacter {
		return false
	}
	fl := s.Cards[c].Flags
	if fl&FlagExerted != 0 || (fl&FlagDrying != 0 && fl&FlagSingDry == 0) {
		return false
	}
	return !s.Restricted(c, CantSing) && !s.Restricted(c, CantExertToSing)
}

func (s *State) canSing(p uint8, song, singer CardID) illegal {
	if r := s.mainPhaseFor(p); !r.ok() {
		return r
	}
	if r := s.playableCard(p, song); !r.ok() {
		return r
	}
	d := s.Def(song)
	if !d.IsSong() {
		return illegal{"5.4.4.2", "only songs can be sung"}
	}
	if s.cantPlay(p, song) {
		return illegal{"1.2.2", "an effect stops the player playing that card"}
	}
	if !s.canSingWith(p, singer) {
		return illegal{"5.4.4.2", "the singer must be a ready, dry character of yours able to sing"}
	}
	if s.singValue(singer) >= int(d.Cost) {
		return allowed
	}
	if d.SingTogether > 0 {
		// 8.12: the singers' costs together must reach N.
		total := 0
		for _, c := range s.Players[p].Play {
			if s.canSingWith(p, c) {
				total += s.singValue(c)
			}
		}
		if total >= int(d.SingTogether) {
			return allowed
		}
		return illegal{"8.12.2", "your ready characters' costs together don't reach the Sing Together cost"}
	}
	return illegal{"5.4.4.2", "the singer's cost is less than the song's"}
}

func (s *State) canQuest(p uint8, id CardID) illegal {
	if r := s.mainPhaseFor(p); !r.ok() {
		return r
	}
	if r := s.ownCharacterInPlay(p, id); !r.ok() {
		return r
	}
	c := &s.Cards[id]
	if c.Flags&FlagExerted != 0 {
		return illegal{"4.5.1.3", "the character is exerted"}
	}
	if c.Flags&FlagDrying != 0 && !s.Restricted(id, CanQuestDrying) {
		// a character allowed to quest while still drying (1.2.1)
		return illegal{"1.7.5", "the character is drying"}
	}
	if s.HasKeyword(id, Reckless) {
		return illegal{"8.7.2", "a Reckless character can't quest"}
	}
	if s.Restricted(id, CantQuest) {
		return illegal{"1.2.2", "an effect stops this character questing"}
	}
	if n := s.actInkCost(id); n > s.Players[p].InkReady() {
		return illegal{"1.5.3", "the character can't quest unless its player pays the ink it asks"}
	}
	return allowed
}

// actInkCost is the ink card id's player pays each time it quests or
// challenges (a 1-ink toll to quest or to challenge, StPayToAct):
// its own static abilities that apply now.
func (s *State) actInkCost(id CardID) int {
	if s.game.defStatics[s.Cards[id].Def]&kindBit(StPayToAct) == 0 {
		return 0
	}
	n := 0
	c := ctx{ctl: s.Cards[id].Owner, src: id}
	for _, a := range s.Def(id).Abilities {
		if a.Kind != Static || a.If != nil && !s.cond(a.If, c) {
			continue
		}
		for i := range a.Statics {
			if a.Statics[i].Kind == StPayToAct {
				n += int(a.Statics[i].Amount.N)
			}
		}
	}
	return n
}

func (s *State) doQuest(p uint8, id CardID) {
	s.payInk(p, s.actInkCost(id))     // "unless you pay 1 {I}" (1.5.3)
	s.exert(id)                       // 4.5.1.3
	s.gainLore(p, nonNeg(s.Lore(id))) // 4.5.1.4, 4.5.3.1
	s.emit(Event{Kind: EvQuested, Player: p, Subject: s.RefOf(id), SubjectDef: s.Cards[id].Def})
}

// canChallengeWith checks the challenging character alone (4.6.4.1).
func (s *State) canChallengeWith(p uint8, id CardID) illegal {
	if r := s.ownCharacterInPlay(p, id); !r.ok() {
		return r
	}
	c := &s.Cards[id]
	if c.Flags&FlagExerted != 0 {
		return illegal{"4.6.4.1", "the challenging character must be ready"}
	}
	if c.Flags&FlagDrying != 0 && !s.HasKeyword(id, Rush) {
		return illegal{"1.7.5", "the character is drying (Rush lets a character challenge at once, 8.9.1)"}
	}
	if s.Restricted(id, CantChallenge) {
		return illegal{"1.2.2", "an effect stops this character challenging"}
	}
	if n := s.actInkCost(id); n > s.Players[p].InkReady() {
		return illegal{"1.5.3", "the character can't challenge unless its player pays the ink it asks"}
	}
	if s.anotherChallengedWhileOnlyOne(id) {
		return illegal{"1.2.2", "only one character can challenge each turn, and another one has"}
	}
	return allowed
}

// anotherChallengedWhileOnlyOne reports whether "each turn, only one
// character can challenge" applies and a character other than id has been
// declared as a challenger this turn (4.6.4, a ChallengerRecord each).
func (s *State) anotherChallengedWhileOnlyOne(id CardID) bool {
	if !s.game.anyStatics || s.playKinds&kindBit(StOneChallenger) == 0 {
		return false
	}
	on := false
	s.statics(kindBit(StOneChallenger), func(e *StaticEffect, _ CardID, _ uint8) bool {
		on = e.Kind == StOneChallenger
		return !on
	})
	if !on {
		return false
	}
	me := s.RefOf(id)
	for _, t := range s.Turnly {
		if t.Ab == ChallengerRecord && t.Card != me {
			return true
		}
	}
	return false
}

// canBeChallenged checks a defender against an attacker (4.6.4.2, 4.6.4.3).
func (s *State) canBeChallenged(p uint8, att, def CardID) illegal {
	a := newAttacker(att)
	return s.canBeChallengedGuarded(p, &a, def, guardUnknown)
}

// attacker is a challenging character and, found out once for the many
// defenders a caller checks, what the checks ask of it alone: whether it
// may challenge Evasive characters (8.6.1: it has Evasive or Alert) and
// ready ones (CanChallengeReady). -1: not found out yet.
type attacker struct {
	id                           CardID
	evasive, ready, readyDamaged int8
}

func newAttacker(id CardID) attacker {
	return attacker{id: id, evasive: -1, ready: -1, readyDamaged: -1}
}

// challengesEvasive: may a challenge Evasive characters (8.6.1)?
func (s *State) challengesEvasive(a *attacker) bool {
	if a.evasive < 0 {
		a.evasive = 0
		if s.HasKeyword(a.id, Evasive) || s.HasKeyword(a.id, Alert) {
			a.evasive = 1
		}
	}
	return a.evasive == 1
}

// challengesReady: may a challenge ready characters?
func (s *State) challengesReady(a *attacker) bool {
	if a.ready < 0 {
		a.ready = 0
		if s.Restricted(a.id, CanChallengeReady) {
			a.ready = 1
		}
	}
	return a.ready == 1
}

// Whether the defender's player has a Bodyguard character the attacker must
// challenge first (8.3.3), when a caller checking many defenders of one
// player has found it out once (bodyguardFirst).
const (
	guardUnknown int8 = iota - 1
	guardNone
	guardFirst
)

// bodyguardFirst reports whether att, challenging a character of player
// owner that isn't a Bodyguard, must challenge one of owner's exerted
// Bodyguard characters first (8.3.3).
func (s *State) bodyguardFirst(att *attacker, owner uint8) int8 {
	for _, o := range s.Players[owner].Play {
		if s.Def(o).Type == TypeCharacter && s.HasKeyword(o, Bodyguard) &&
			s.challengeableState(att, o) && s.bodyguardChallengeable(att, o) {
			return guardFirst
		}
	}
	return guardNone
}

// canBeChallengedGuarded is canBeChallenged with the defender's player's
// Bodyguard answer known (guardNone, guardFirst) or not (guardUnknown).
func (s *State) canBeChallengedGuarded(p uint8, att *attacker, def CardID, guard int8) illegal {
	if int(def) >= len(s.Cards) || !s.InPlay(def) || !s.Opponents(s.Cards[def].Owner, p) {
		return illegal{"4.6.4.2", "the challenged card must be an opposing character or location in play"}
	}
	d := s.Def(def)
	switch d.Type {
	case TypeCharacter:
		if !s.challengeableState(att, def) {
			return illegal{"4.6.4.2", "only exerted characters can be challenged"}
		}
	case TypeLocation:
		// 4.6.8.2: locations can be challenged at any time.
	default:
		return illegal{"4.6.1", "only characters and locations can be challenged"}
	}
	if s.HasKeyword(def, Evasive) && !s.challengesEvasive(att) {
		return illegal{"8.6.1", "an Evasive character can be challenged only by a character with Evasive"}
	}
	switch s.challengeBlocked(att.id, def) {
	case blockedAll:
		return illegal{"1.2.2", "an effect stops this card being challenged"}
	case blockedBy:
		return illegal{"1.2.2", "an effect stops that character challenging this card"}
	}
	// 8.3.3: Bodyguard must be chosen if able.
	// (def isn't a Bodyguard here, so it is not among those bodyguardFirst finds.)
	if d.Type == TypeCharacter && !s.HasKeyword(def, Bodyguard) {
		if guard == guardUnknown {
			guard = s.bodyguardFirst(att, s.Cards[def].Owner)
		}
		if guard == guardFirst {
			return illegal{"8.3.3", "an exerted Bodyguard character must be challenged first"}
		}
	}
	return allowed
}

// challengeableState reports whether character def is exerted, or ready
// but att may challenge it anyway: "can challenge ready characters", or
// "can challenge ready damaged characters" while def has damage (1.2.1
// over 4.6.4.2).
func (s *State) challengeableState(att *attacker, def CardID) bool {
	if s.Cards[def].Flags&FlagExerted != 0 || s.challengesReady(att) {
		return true
	}
	if s.challengesReadyOf(att.id, def) {
		return true
	}
	if s.Cards[def].Damage == 0 {
		return false
	}
	if att.readyDamaged < 0 {
		att.readyDamaged = 0
		if s.Restricted(att.id, CanChallengeReadyDamaged) {
			att.readyDamaged = 1
		}
	}
	return att.readyDamaged == 1
}

// challengesReadyOf: may att challenge ready character def by a static
// "can challenge ready [f] characters" of its own (CanChallengeReadyOf,
// 1.2.1 over 4.6.4.2)?
func (s *State) challengesReadyOf(att, def CardID) bool {
	if !s.game.anyStatics {
		return false
	}
	found := false
	s.staticsFor(kindBit(StRestrict), att, func(e *StaticEffect, src CardID, ctl uint8) bool {
		if e.Kind == StRestrict && e.Restrict&CanChallengeReadyOf != 0 && s.staticApplies(e, src, ctl, att) &&
			s.match(&e.By, def, ctx{ctl: ctl, src: src}) {
			found = true
			return false
		}
		return true
	})
	return found
}

// bodyguardChallengeable: could att challenge Bodyguard character o?
func (s *State) bodyguardChallengeable(att *attacker, o CardID) bool {
	if s.HasKeyword(o, Evasive) && !s.challengesEvasive(att) {
		return false
	}
	return s.challengeBlocked(att.id, o) == notBlocked
}

// Why a card can't be challenged (1.2.2).
const (
	notBlocked = iota
	blockedAll // "can't be challenged"
	blockedBy  // "[characters] can't challenge [this card / your characters]": att may challenge other cards
)

// challengeBlocked checks, in one pass over the static abilities in play,
// the restrictions that stop att challenging def.
func (s *State) challengeBlocked(att, def CardID) int {
	why := notBlocked
	if s.game.anyStatics {
		s.staticsFor(kindBit(StCantBeChallengedBy)|kindBit(StRestrict), def, func(e *StaticEffect, src CardID, ctl uint8) bool {
			switch {
			case e.Kind == StRestrict && e.Restrict&CantBeChallenged != 0 && s.staticApplies(e, src, ctl, def):
				why = blockedAll
			case e.Kind == StCantBeChallengedBy && s.staticApplies(e, src, ctl, def) && s.match(&e.By, att, ctx{ctl: ctl, src: src}):
				why = blockedBy
			default:
				return true
			}
			return false
		})
	}
	if why != notBlocked {
		return why
	}
	for i := range s.Effects {
		e := &s.Effects[i]
		if e.Kind == StRestrict && e.Restrict&CantBeChallenged != 0 && s.effectApplies(e, def) {
			return blockedAll
		}
	}
	return notBlocked
}

func (s *State) canChallenge(p uint8, att, def CardID) illegal {
	if r := s.mainPhaseFor(p); !r.ok() {
		return r
	}
	if r := s.canChallengeWith(p, att); !r.ok() {
		return r
	}
	return s.canBeChallenged(p, att, def)
}

func (s *State) canMove(p uint8, id, loc CardID) illegal {
	if r := s.mainPhaseFor(p); !r.ok() {
		return r
	}
	if r := s.ownCharacterInPlay(p, id); !r.ok() {
		return r
	}
	if int(loc) >= len(s.Cards) || !s.InPlay(loc) || s.Def(loc).Type != TypeLocation || s.Cards[loc].Owner != p {
		return illegal{"4.7.1", "characters move only to their player's locations"}
	}
	if s.Cards[id].At == loc {
		return illegal{"4.7.1", "the character is already there"}
	}
	if s.Restricted(id, CantMove) {
		return illegal{"1.2.2", "an effect stops this character moving"}
	}
	if s.moveCost(p, id, loc) > s.Players[p].InkReady() {
		return illegal{"4.7.3.4", "not enough ready ink to pay the total move cost"}
	}
	return allowed
}

func (s *State) doMove(p uint8, id, loc CardID) {
	cost := s.moveCost(p, id, loc)
	s.useOnceMoveDiscount(p, id, loc) // 6.1.13.2: a discount taken is used for the turn
	s.payInk(p, cost)                 // 4.7.3.4: the total move cost
	s.emit(s.moveTo(p, id, loc))
}

func (s *State) payInk(p uint8, n int) {
	if n > 0 {
		s.Players[p].InkUsed += int16(n)
	}
}

// canEndTurn checks 3.3.2.1 and Reckless's second ability (8.7.3).
func (s *State) canEndTurn(p uint8) illegal {
	if r := s.mainPhaseFor(p); !r.ok() {
		return r
	}
	for _, id := range s.Players[p].Play {
		if s.Def(id).Type == TypeCharacter && s.HasKeyword(id, Reckless) && s.canChallengeWith(p, id).ok() && s.hasChallengeTarget(p, id) {
			return illegal{"8.7.3", "a ready Reckless character that can challenge must do so before the turn ends"}
		}
		if s.Def(id).Type == TypeCharacter && s.Restricted(id, MustQuest) && s.canQuest(p, id).ok() {
			return illegal{"1.2.1", "a character that must quest if able must quest before the turn ends"}
		}
	}
	return allowed
}

func (s *State) hasChallengeTarget(p uint8, id CardID) bool {
	att := newAttacker(id)
	for q := range s.Players {
		if !s.Opponents(uint8(q), p) {
			continue
		}
		guard := guardUnknown
		for _, d := range s.Players[q].Play {
			if s.Def(d).Type == TypeCharacter && guard == guardUnknown {
				guard = s.bodyguardFirst(&att, uint8(q))
			}
			if s.canBeChallengedGuarded(p, &att, d, guard).ok() {
				return true
			}
		}
	}
	return false
}
