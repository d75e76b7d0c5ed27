package engine

import "slices"

// Zone changes (7). Every move of a card goes through moveCard, which keeps
// the zone lists and the card's own record in step and makes the card a new
// card (7.1.6).

// The inkwell keeps its exerted cards first: Player.InkUsed counts them, and
// they are the first InkUsed cards of Player.Inkwell (1.7.3: ink cards are
// exerted to pay, and which ones is the player's call; the engine exerts the
// earliest ready ones). A card entering exerted goes among the exerted ones
// (enterInkExerted), a card leaving takes its own state along, so each ink
// card has a state of its own (InkExerted) while paying stays a count.

// InkExerted reports whether card id, in an inkwell, is exerted.
func (s *State) InkExerted(id CardID) bool {
	c := &s.Cards[id]
	if c.Zone != ZoneInkwell {
		return false
	}
	pl := &s.Players[c.Owner]
	for i, x := range pl.Inkwell {
		if x == id {
			return i < int(pl.InkUsed)
		}
	}
	return false
}

// enterInkExerted exerts card id, just put into its player's inkwell ready
// (the list's last card): it moves among the exerted cards.
func (s *State) enterInkExerted(id CardID) {
	pl := &s.Players[s.Cards[id].Owner]
	w := pl.Inkwell
	i := slices.Index(w, id)
	if i < 0 || i < int(pl.InkUsed) {
		return // not in the inkwell, or exerted already
	}
	copy(w[pl.InkUsed+1:i+1], w[pl.InkUsed:i])
	w[pl.InkUsed] = id
	pl.InkUsed++
}

func removeID(l []CardID, id CardID) []CardID {
	for i, x := range l {
		if x == id {
			copy(l[i:], l[i+1:])
			return l[:len(l)-1]
		}
	}
	return l
}

// moveCard puts card id into zone z of player p (its owner for every zone but
// play), on top for the deck. A card leaving play loses damage, states and
// effects (1.9.4, 7.1.6) and takes the cards under it along (8.10.7).
func (s *State) moveCard(id CardID, z Zone, p uint8) {
	c := &s.Cards[id]
	from := c.Zone
	if from == ZoneInkwell && s.InkExerted(id) {
		s.Players[c.Owner].InkUsed-- // an exerted card leaves: one fewer exerted
	}
	if l := s.zoneList(c.Owner, from); l != nil {
		*l = removeID(*l, id)
	}
	if from == ZonePlay {
		here := s.exertedHere(id) // before leavePlay sends them off the location
		s.leavePlay(id)
		s.Left = append(s.Left, LastKnown{Old: s.RefOf(id), Owner: c.Owner, Damage: c.Damage,
			Strength: int8(s.stat(id, StatStrength)), Willpower: int8(s.stat(id, StatWillpower)), Lore: int8(s.stat(id, StatLore)),
			ExertedHere: int8(here)})
	}
	c = &s.Cards[id]
	if from == ZonePlay || from == ZoneDiscard {
		c.Seen = 0xFF // every player saw it go (Card.Seen)
	}
	c.Zone = z
	switch z {
	case ZonePlay:
		s.enteredPlay(c.Def)
	case ZoneDiscard:
		s.enteredDiscard(c.Def)
	}
	c.Gen++
	c.Flags = 0
	c.Damage = 0
	c.At = NoCard
	c.Under = NoCard
	s.Seq++
	c.Seq = s.Seq
	if z == ZoneInkwell || z == ZoneDeck {
		c.Flags |= FlagFaceDown
	}
	if l := s.zoneList(c.Owner, z); l != nil {
		*l = append(*l, id)
	}
	if from == ZonePlay {
		s.Left[len(s.Left)-1].New = s.RefOf(id)
	}
	if z == ZoneDiscard {
		// counting the cards that went to your discard this turn (7.6)
		s.Turnly = append(s.Turnly, TurnRecord{Card: s.RefOf(id), Ab: DiscardRecord})
	}
	if from == ZoneDiscard && z != ZoneDiscard {
		// whether any card has left a player's discard this turn
		s.Turnly = append(s.Turnly, TurnRecord{Card: s.RefOf(id), Ab: LeftDiscardRecord})
		if s.Phase != PhaseSetup {
			// "whenever a card leaves your discard" (EvLeftDiscard)
			s.emit(Event{Kind: EvLeftDiscard, Player: c.Owner, Subject: s.RefOf(id), SubjectDef: c.Def})
		}
	}
}

// LastKnown is a card's characteristics as they last were in play (6.7.7),
// under its reference in play (Old) and right after it left (New).
type LastKnown struct {
	Old, New  Ref
	Owner     uint8
	Strength  int8
	Willpower int8
	Lore      int8
	Damage    int16
	// Under: the cards that were under it (8.4.1, 8.10) as it left play
	// (counted by abilities after it left).
	Under int8
	// UnderSeq: the Seq the first of those cards took as it left with it;
	// they took UnderSeq..UnderSeq+Under-1, so a card still holding one of
	// these (any move renews Seq) is one of them, not moved since.
	UnderSeq uint32
	// ExertedHere: for a location, the exerted characters that were at it
	// as it left play (for a condition on an exerted character there, 4.7).
	ExertedHere int8
}

// exertedHere counts the exerted characters at location id (4.7).
func (s *State) exertedHere(id CardID) int {
	if s.Def(id).Type != TypeLocation {
		return 0
	}
	n := 0
	for i := range s.Cards {
		if s.Cards[i].At == id && s.Cards[i].Zone == ZonePlay && s.Cards[i].Flags&FlagExerted != 0 {
			n++
		}
	}
	return n
}

// countUnder counts the cards under id (a stack, 8.10; Boost, 8.4.1).
func (s *State) countUnder(id CardID) int {
	n := 0
	for i := range s.Cards {
		if s.Cards[i].Zone == ZoneUnder && s.Cards[i].Under == id {
			n++
		}
	}
	return n
}

// lastKnown finds the last known values of a card that left play, by either
// reference.
func (s *State) lastKnown(r Ref) *LastKnown {
	for i := len(s.Left) - 1; i >= 0; i-- {
		if s.Left[i].Old == r || s.Left[i].New == r {
			return &s.Left[i]
		}
	}
	return nil
}

func (lk *LastKnown) stat(st Stat) int {
	switch st {
	case StatStrength:
		return int(lk.Strength)
	case StatWillpower:
		return int(lk.Willpower)
	case StatLore:
		return int(lk.Lore)
	}
	return 0
}

// leavePlay clears what points at a card leaving play: characters at a
// location leaving play stay in play (5.6.6); cards under it go with it
// (handled by the caller through stackUnder).
func (s *State) leavePlay(id CardID) {
	if s.Def(id).Type == TypeLocation {
		for i := range s.Cards {
			if s.Cards[i].At == id {
				s.Cards[i].At = NoCard
			}
		}
	}
}

// under returns the cards under id, top first, into buf.
func (s *State) under(id CardID, buf []CardID) []CardID {
	// Cards under a card are kept in order of being put under: the latest is
	// closest to the top.
	start := len(buf)
	for i := range s.Cards {
		if s.Cards[i].Zone == ZoneUnder && s.Cards[i].Under == id {
			buf = append(buf, CardID(i))
		}
	}
	part := buf[start:]
	// sort by Seq descending (top first); stacks are tiny.
	for i := 1; i < len(part); i++ {
		for j := i; j > 0 && s.Cards[part[j]].Seq > s.Cards[part[j-1]].Seq; j-- {
			part[j], part[j-1] = part[j-1], part[j]
		}
	}
	return buf
}

// hasCardUnder reports whether any card is under id (a stack, 8.10; Boost,
// 8.4.1).
func (s *State) hasCardUnder(id CardID) bool {
	for i := range s.Cards {
		if s.Cards[i].Zone == ZoneUnder && s.Cards[i].Under == id {
			return true
		}
	}
	return false
}

// putUnder puts card id under card top (Shift, Boost).
func (s *State) putUnder(id, top CardID, faceDown bool) {
	c := &s.Cards[id]
	from := c.Zone
	if l := s.zoneList(c.Owner, c.Zone); l != nil {
		*l = removeID(*l, id)
	}
	c.Zone = ZoneUnder
	c.Under = top
	c.Gen++
	c.Flags = 0
	c.Damage = 0
	c.At = NoCard
	if faceDown {
		c.Flags |= FlagFaceDown
	}
	s.Seq++
	c.Seq = s.Seq
	if from == ZoneDiscard {
		// whether any card has left a player's discard this turn
		s.Turnly = append(s.Turnly, TurnRecord{Card: s.RefOf(id), Ab: LeftDiscardRecord})
	}
	// Cards already under the card that went under follow it into the stack.
	for i := range s.Cards {
		if s.Cards[i].Zone == ZoneUnder && s.Cards[i].Under == id {
			s.Cards[i].Under = top
		}
	}
}

// moveStack moves a card in play and every card under it to zone z (8.10.7).
func (s *State) moveStack(id CardID, z Zone) {
	owner := s.Cards[id].Owner
	// "When this character leaves play" and "whenever one of your
	// characters is returned to your hand from play" trigger as the card
	// leaves play, seen while it is still there (7.4.3); a player leaving
	// the game (ZoneOut) triggers nothing.
	if s.Cards[id].Zone == ZonePlay && z != ZoneOut {
		old := s.RefOf(id)
		s.emit(Event{Kind: EvLeftPlay, Player: owner, Subject: old, SubjectDef: s.Cards[id].Def, Amount: int16(z)})
		if z == ZoneHand {
			s.emit(Event{Kind: EvReturned, Player: owner, Subject: old, SubjectDef: s.Cards[id].Def})
		}
	}
	if s.Cards[id].Zone == ZonePlay {
		// 6.7.7: its last known values are those it had in play, with the
		// cards still under it (a stat counted from them included)
		lk := LastKnown{Strength: int8(s.stat(id, StatStrength)), Willpower: int8(s.stat(id, StatWillpower)),
			Lore: int8(s.stat(id, StatLore))}
		mark := len(s.scratch)
		s.scratch = s.under(id, s.scratch)
		lk.Under = int8(len(s.scratch) - mark)
		lk.UnderSeq = s.Seq + 1 // each moveCard below takes the next Seq
		for _, u := range s.scratch[mark:] {
			s.Cards[u].Zone = ZoneOut // detach before moving
			s.moveCard(u, z, s.Cards[u].Owner)
		}
		s.scratch = s.scratch[:mark]
		s.moveCard(id, z, owner)
		if n := len(s.Left); n > 0 {
			l := &s.Left[n-1]
			l.Strength, l.Willpower, l.Lore, l.Under, l.UnderSeq = lk.Strength, lk.Willpower, lk.Lore, lk.Under, lk.UnderSeq
		}
		return
	}
	s.moveCard(id, z, owner)
}

// topOfDeck returns the top card of a player's deck.
func (s *State) topOfDeck(p uint8) (CardID, bool) {
	d := s.Players[p].Deck
	if len(d) == 0 {
		return NoCard, false
	}
	return d[len(d)-1], true
}

// draw draws one card (1.12); drawing from an empty deck does nothing.
func (s *State) draw(p uint8) bool {
	id, ok := s.topOfDeck(p)
	if !ok {
		return false
	}
	s.moveCard(id, ZoneHand, p)
	if s.Phase != PhaseSetup {
		s.emit(Event{Kind: EvDrawn, Player: p, Subject: s.RefOf(id), SubjectDef: s.Cards[id].Def})
	}
	return true
}

// putOnBottom puts a card on the bottom of its owner's deck.
func (s *State) putOnBottom(id CardID) {
	owner := s.Cards[id].Owner
	if s.Cards[id].Zone == ZoneDeck {
		// already in the deck (the revealed top card, "otherwise, put it
		// on the bottom of your deck"): it moves within the deck.
		d := &s.Players[owner].Deck
		l := removeID(*d, id)
		l = append(l, NoCard)
		copy(l[1:], l[:len(l)-1])
		l[0] = id
		*d = l
		return
	}
	before := len(s.Players[owner].Deck)
	s.moveStackTo(id, ZoneDeck)
	// The card, and a stack's cards with it (8.10.6, 7.2.3.1), went on the
	// top (the end); rotate them to the bottom (the start), in their order.
	d := s.Players[owner].Deck
	if k := len(d) - before; k > 0 && before > 0 {
		slices.Reverse(d[:before])
		slices.Reverse(d[before:])
		slices.Reverse(d)
	}
}

// moveStackTo moves a card (and a stack if in play) to a zone of its owner.
func (s *State) moveStackTo(id CardID, z Zone) {
	if s.Cards[id].Zone == ZonePlay {
		s.moveStack(id, z)
		return
	}
	s.moveCard(id, z, s.Cards[id].Owner)
}

// shuffleDeck shuffles a player's deck.
// Nobody knows where a card is in a shuffled deck, so what players saw of
// its cards is forgotten (Card.Seen).
func (s *State) shuffleDeck(p uint8) {
	s.RNG.Shuffle(s.Players[p].Deck)
	for _, id := range s.Players[p].Deck {
		s.Cards[id].Seen = 0
	}
}

// enterPlay puts a card into play for its owner (5.1.2.1 to 5.1.2.3).
func (s *State) enterPlay(id CardID, exerted bool) {
	owner := s.Cards[id].Owner
	s.moveCard(id, ZonePlay, owner)
	c := &s.Cards[id]
	c.Flags &^= FlagFaceDown
	if s.Def(id).Type == TypeCharacter {
		c.Flags |= FlagDrying
	}
	if exerted && s.Def(id).Type != TypeLocation {
		c.Flags |= FlagExerted
	}
}
