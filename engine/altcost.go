package engine

// Alternate costs paid with cards ("you may exert 4 items of yours to play
// this character for free", "you may banish chosen item of yours to play
// this character for free": PlayThisForFreeBy): 4.3.2.2, 6.1.7.

// Phases of a FrAltCost frame.
const (
	altMay = iota // pay the alternate cost instead of the ink cost? (a "may")
	altPay        // choosing the cards that pay it, one by one
)

// altCostAbility returns the index of card id's "you may [cost] to play this
// character for free" ability that player p can pay now, playing it from
// the hand (6.1.12), or from another zone an effect lets it be played
// from (playableCard): its condition holds ("during your turn") and p has
// enough cards to exert or banish (1.5.3); -1 when there is none.
func (s *State) altCostAbility(p uint8, id CardID) int {
	c := ctx{ctl: p, src: id}
	for i, a := range s.Def(id).Abilities {
		if a.Kind != Static || len(a.Statics) != 1 || a.Statics[0].Kind != StPlayFreeByCost || !s.cond(a.If, c) {
			continue
		}
		n := 0
		for _, x := range *s.altCostZone(p, a) {
			if s.paysAltCost(p, x, id, a) {
				n++
			}
		}
		if n >= altCostCount(a) {
			return i
		}
	}
	return -1
}

// altCostZone is where the cards paying ability a's alternate cost are:
// player p's discard for "put a card from your discard on the bottom of
// your deck" (Cost.BottomOne), their cards in play otherwise.
func (s *State) altCostZone(p uint8, a *Ability) *[]CardID {
	if a.Cost.BottomOne != nil {
		return &s.Players[p].Discard
	}
	return &s.Players[p].Play
}

// altCostCount is how many cards an alternate cost exerts or banishes.
func altCostCount(a *Ability) int {
	if a.Cost.ExertOne != nil {
		return int(max8(a.Cost.ExertN, 1))
	}
	return int(max8(a.Cost.BanishN, 1))
}

// paysAltCost reports whether card x of player p can pay a part of the
// alternate cost of ability a of card src: a ready card of the filter to
// exert (a dry one if it is a character, 4.4.2.1), or one to banish.
func (s *State) paysAltCost(p uint8, x, src CardID, a *Ability) bool {
	if a.Cost.ExertOne != nil {
		return s.paysExertOne(p, x, src, a.Cost.ExertOne)
	}
	if a.Cost.BottomOne != nil {
		// a card of the filter in p's own discard (7.2.3)
		return s.Cards[x].Zone == ZoneDiscard && s.Cards[x].Owner == p && s.match(a.Cost.BottomOne, x, ctx{ctl: p, src: src})
	}
	if s.Cards[src].Zone == ZoneUnder && s.Cards[src].Under == x {
		// the card src is played from under (playableFromUnder) can't be
		// banished to pay for it: src would go along with it (5.1.1.7)
		return false
	}
	return s.paysBanishOne(p, x, src, a.Cost.BanishOne)
}

// playsByAltCost reports whether playing card id as the turn action goes
// through its alternate cost (FrAltCost): one can be paid, and the ink cost
// isn't already 0 (free is never worse, 4.3.2.2).
func (s *State) playsByAltCost(p uint8, id CardID) bool {
	if s.game.defStatics[s.Cards[id].Def]&kindBit(StPlayFreeByCost) == 0 {
		return false // only a card with such an ability has an alternate cost
	}
	return s.playCost(id, ActPlay) > 0 && s.altCostAbility(p, id) >= 0
}

// startAltCost begins playing card id by the turn action when its
// alternate cost can be paid (4.3.2.2): the player is asked whether to pay
// it instead of the ink cost, or, without enough ready ink for that,
// chooses the cards at once.
func (s *State) startAltCost(p uint8, id CardID) {
	ab := s.altCostAbility(p, id)
	f := Frame{Kind: FrAltCost, Player: p, Source: s.RefOf(id), Def: s.Cards[id].Def, Ab: uint8(ab), Phase: altMay}
	if s.playCost(id, ActPlay) > s.Players[p].InkReady() {
		f.Phase = altPay
	}
	s.push(f)
}

// answerAltCostMay answers FrAltCost's "may": yes, the cards are chosen
// next; no, the ink cost is paid and the card played as usual (4.3.2.3).
func (s *State) answerAltCostMay(f *Frame, p uint8, yes bool) {
	if yes {
		f.Phase = altPay
		return
	}
	id := s.Resolve(f.Source)
	s.pop()
	flags, paid := s.payToPlay(p, id, ActPlay)
	s.playPaid(p, id, ActPlay, NoCard, flags, paid)
	s.afterTurnActionInner()
}

// payAltCost exerts or banishes card x for the alternate cost (4.3.2.4:
// the cost is paid as the card is played); once all are paid the card is
// played for free (6.1.7), the "next [card] you play" reductions used up
// as by any play (4.3.6).
func (s *State) payAltCost(f *Frame, p uint8, x CardID) {
	id := s.Resolve(f.Source)
	a := s.Def(id).Abilities[f.Ab]
	switch {
	case a.Cost.ExertOne != nil:
		s.exert(x)
	case a.Cost.BottomOne != nil:
		s.putOnBottom(x)
	default:
		s.banish(x)
	}
	f.Slots[0].Add(s.RefOf(x))
	if int(f.Slots[0].N) < altCostCount(a) {
		return
	}
	s.pop()
	s.useCostReductions(id)
	s.playPaid(p, id, ActPlay, NoCard, EvfFree, 0)
	s.afterTurnActionInner()
}
