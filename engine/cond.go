package engine

// Cond is a condition (6.4.3, 6.2.4).
type Cond struct {
	Kind   CondKind
	Filter Filter
	N      int8
	Not    bool // "unless" (6.4.4.1)
	// Also is a further condition that must hold too ("during your turn,
	// while this character is exerted", 6.1.13.6).
	Also *Cond
	// Else is an alternative condition: the whole holds when this one
	// (with Also) holds or Else holds ("if you have a character named
	// Lumiere or Cogsworth in play").
	Else *Cond
}

// CondKind says what a condition checks.
type CondKind uint8

const (
	CondTrue                        CondKind = iota
	CondYourTurn                             // "during your turn" (6.1.13.1)
	CondCount                                // you have at least N cards matching Filter
	CondSourceExerted                        // this card is exerted
	CondSourceAtLocation                     // this character is at a location
	CondHandAtMost                           // your hand has at most N cards
	CondOpponentCount                        // opponents have at least N cards matching Filter
	CondSlotMatches                          // the card chosen into slot N matches Filter
	CondSourceDamaged                        // this card is damaged (N > 1: has at least N damage)
	CondFirstTurn                            // it is the game's first turn
	CondSlotNamed                            // the card in slot N has the name the player named (OpNameCard)
	CondOpponentMoreInHand                   // an opponent has more cards in their hand than you
	CondOpponentMoreInInkwell                // an opponent has more cards in their inkwell than you
	CondSourceHasCardUnder                   // a card is under this card (as long as some card sits beneath it, 8.4.1, 8.10)
	CondPlayedWithShift                      // the trigger event is this card played using Shift (the play was a Shift, 8.10.1)
	CondSubjectMatches                       // the trigger event's subject matches Filter (e.g. the character that moved is a Knight)
	CondOpposingBanishedInChallenge          // an opposing character was banished in a challenge this turn
	CondOpponentLoreAtLeast                  // an opponent has N or more lore
	CondPlayedThisTurn                       // you played N or more cards matching Filter (types, classes, name, cost) this turn
	CondInPlayCount                          // N or more cards matching Filter are in play, any player's ("if a Princess character is in play")
	CondMoreThanEachOpponent                 // you have more cards matching Filter in play than each opponent has
	CondStrongestCharacter                   // one of your characters has more of stat N than each opposing character
	CondOpponentHandAtMost                   // an opponent has N or fewer cards in their hand
	CondSourceMatches                        // this card matches Filter (e.g. its strength is at least 5)
	CondSourceChallenged                     // this character is being challenged (the defender of the challenge in progress, 4.6)
	CondQuestedThisTurn                      // N or more characters matching Filter's facts (Other: not this card) quested this turn (4.5)
	CondPlayedNth                            // you have played exactly N cards matching Filter this turn (the card just played being the Nth)
	CondInkedNth                             // you have put exactly N cards into your inkwell this turn (the card just put there being the Nth)
	CondSourceChallenging                    // this character is challenging a card matching Filter (the attacker of the challenge in progress, 4.6)
	CondNthChallenge                         // exactly N challenges have been declared this turn (4.6.4), the one in progress being the Nth
	CondDamagedThisTurn                      // a card matching Filter's owner and facts took damage this turn (1.9.3), wherever it is now
	CondInkedThisTurn                        // you have put N or more cards into your inkwell this turn (4.2, by the turn action or an effect, 4.2.3.2)
	CondDiscardedThisTurn                    // N or more cards were put into your discard this turn, by any means (Filter.Other: not this card)
	CondOpponentMoreLore                     // an opponent has more lore than you (1.11)
	CondBanishedThisTurn                     // a card matching Filter's owner and facts was banished this turn (1.8.1.5, 4.3.6.1), wherever it is now
	CondYouChallengedThisTurn                // one of your characters has challenged this turn (4.6.4: declared as the challenger)
	CondYourFirstTurnNotFirst                // it is your first turn and you are not the starting player (2.1.3, 3)
	CondPutUnderAnyThisTurn                  // a card was put under a card matching Filter's owner and facts this turn (5.1.1.7)
	CondLeftDiscardThisTurn                  // a card left a player's discard this turn
	CondLeftWithExertedHere                  // this location left play with an exerted character at it (6.7.7, 4.7)
	CondOpponentMoreOf                       // an opponent has more cards matching Filter in play than you
	CondRemovedDamageThisTurn                // you removed damage from a card matching Filter this turn (1.9.2.3)
	CondDrewNthOnTheirTurn                   // the card just drawn was drawn by the active player, their Nth this turn (1.12)
	CondOpponentLoreAtMost                   // an opponent has N or less lore
	CondPutUnderThisTurn                     // a card was put under this card this turn (8.4.1, 5.1.1.7)
	CondChoseToEnterExerted                  // this card's player chose to have it enter play exerted (FlagChoseExerted)
	CondLookedMatches                        // a card the effect looked at (LookTop) and still on the deck matches Filter
)

// cond evaluates a condition (6.4.3, 6.4.4, 6.2.4).
func (s *State) cond(k *Cond, c ctx) bool {
	if k == nil {
		return true
	}
	v := true
	switch k.Kind {
	case CondYourTurn:
		v = s.Active == c.ctl && s.Phase != PhaseSetup
	case CondCount:
		f := k.Filter
		if f.Owner == AnyOwner {
			f.Owner = Yours
		}
		v = s.count(&f, c) >= int(k.N)
	case CondOpponentCount:
		f := k.Filter
		f.Owner = Opposing
		v = s.count(&f, c) >= int(k.N)
	case CondInPlayCount:
		v = s.count(&k.Filter, c) >= int(k.N)
	case CondSourceExerted:
		v = c.src != NoCard && s.Cards[c.src].Flags&FlagExerted != 0
	case CondChoseToEnterExerted:
		v = c.src != NoCard && s.Cards[c.src].Flags&FlagChoseExerted != 0
	case CondSourceDamaged:
		v = c.src != NoCard && int(s.Cards[c.src].Damage) >= max(1, int(k.N))
	case CondSourceAtLocation:
		v = c.src != NoCard && s.Cards[c.src].At != NoCard
	case CondHandAtMost:
		v = len(s.Players[c.ctl].Hand) <= int(k.N)
	case CondLookedMatches:
		v = false
		if c.fr != nil {
			for i := uint8(0); i < c.fr.NLook; i++ {
				if id := c.fr.Look[i]; s.Cards[id].Zone == ZoneDeck && s.match(&k.Filter, id, c) {
					v = true
				}
			}
		}
	case CondSlotMatches:
		v = false
		if c.fr != nil {
			sl := &c.fr.Slots[k.N]
			for i := uint8(0); i < sl.N; i++ {
				if id := s.Resolve(sl.C[i]); id != NoCard && s.match(&k.Filter, id, c) {
					v = true
				}
			}
		}
	case CondFirstTurn:
		v = s.Turn == 1
	case CondOpponentLoreAtMost:
		v = false
		for p := range s.Players {
			if !s.Players[p].Out && s.Opponents(uint8(p), c.ctl) && int(s.Players[p].Lore) <= int(k.N) {
				v = true
			}
		}
	case CondPutUnderThisTurn:
		v = c.src != NoCard && s.usedThisTurn(s.RefOf(c.src), PutUnderRecord)
	case CondLeftWithExertedHere:
		// 6.7.7: an exerted character was at this location as it left play
		v = false
		if c.fr != nil {
			if lk := s.lastKnown(c.fr.Source); lk != nil {
				v = lk.ExertedHere > 0
			}
		}
	case CondYourFirstTurnNotFirst:
		// 2.1.3: turns go in turn order from the starting player, one
		// turn each, so the player k seats after the starting player
		// takes their first turn as the game's turn k+1
		n := len(s.Players)
		k := (int(c.ctl) - int(s.Starting) + n) % n
		v = k != 0 && int(s.Turn) == k+1
	case CondSlotNamed:
		v = false
		if c.fr != nil && c.fr.HasName {
			name := s.game.NamedName(c.fr.Named)
			sl := &c.fr.Slots[k.N]
			for i := uint8(0); i < sl.N; i++ {
				if id := s.Resolve(sl.C[i]); id != NoCard && s.Def(id).HasName(name) {
					v = true
				}
			}
		}
	case CondSourceHasCardUnder:
		v = c.src != NoCard && s.hasCardUnder(c.src)
	case CondSubjectMatches:
		v = false
		if c.fr != nil {
			if id := s.Resolve(c.fr.Ev.Subject); id != NoCard {
				v = s.match(&k.Filter, id, c)
			}
		}
	case CondOpposingBanishedInChallenge:
		v = false
		for _, t := range s.Turnly {
			// N 1: any player's character (CharacterBanishedInChallengeThisTurn)
			if t.Ab == BanishedInChallenge && int(t.Card.ID) < len(s.Cards) && (k.N == 1 || s.Opponents(s.Cards[t.Card.ID].Owner, c.ctl)) {
				v = true
				break
			}
		}
	case CondPlayedWithShift:
		// 8.10.1: the play event that triggered the ability was a Shift.
		v = c.fr != nil && c.fr.Ev.Kind == EvPlayed && c.fr.Ev.Flags&EvfShift != 0
	case CondOpponentLoreAtLeast:
		v = false
		for p := range s.Players {
			if !s.Players[p].Out && s.Opponents(uint8(p), c.ctl) && int(s.Players[p].Lore) >= int(k.N) {
				v = true
			}
		}
	case CondPlayedThisTurn:
		v = s.playedThisTurn(&k.Filter, c.ctl, c.src) >= int(max8(k.N, 1))
	case CondPlayedNth:
		// "a second action in a turn": checked as the play event happens,
		// the card just played counted (events.go records it first)
		v = s.playedThisTurn(&k.Filter, c.ctl, c.src) == int(k.N)
	case CondInkedThisTurn:
		// no card inked by you this turn (with
		// Unless): every card put there this turn, by the ink turn action
		// (4.2) or by an effect (4.2.3.2), counted from the turn's records
		v = s.inkedThisTurn(c.ctl) >= int(max8(k.N, 1))
	case CondNthChallenge:
		// whether this is the 2nd challenge of the turn: the challenges declared
		// this turn (4.6.4), each remembered by a ChallengerRecord
		v = s.challengesThisTurn() == int(k.N)
	case CondDrewNthOnTheirTurn:
		// "draws a card during their turn, if it's the second card they've
		// drawn this turn": checked as the draw event happens (a trigger's
		// During), the card just drawn recorded first (events.go)
		v = s.drewNthOnTheirTurn(int(k.N))
	case CondInkedNth:
		// "if it's the second card you've put into your inkwell this
		// turn": checked as the ink event happens (a trigger's During),
		// the card just put there counted (events.go records it first)
		v = s.inkedThisTurn(c.ctl) == int(k.N)
	case CondMoreThanEachOpponent:
		v = s.moreThanEachOpponent(&k.Filter, c)
	case CondStrongestCharacter:
		v = s.strongestCharacter(Stat(k.N), c.ctl)
	case CondOpponentHandAtMost:
		v = false
		for p := range s.Players {
			if !s.Players[p].Out && s.Opponents(uint8(p), c.ctl) && len(s.Players[p].Hand) <= int(k.N) {
				v = true
			}
		}
	case CondSourceMatches:
		v = c.src != NoCard && s.match(&k.Filter, c.src, c)
	case CondSourceChallenged:
		// 4.6: the defender while the challenge is in progress.
		v = c.src != NoCard && s.Defender == c.src
	case CondSourceChallenging:
		// 4.6: the attacker while the challenge is in progress, against
		// a card of the filter.
		v = c.src != NoCard && s.Attacker == c.src && s.Defender != NoCard && s.match(&k.Filter, s.Defender, c)
	case CondQuestedThisTurn:
		v = s.questedThisTurn(&k.Filter, c) >= int(max8(k.N, 1))
	case CondRemovedDamageThisTurn:
		v = c.ctl < 8 && s.recordedThisTurn(RemovedDamageRecord+c.ctl, &k.Filter, c) > 0
	case CondOpponentMoreOf:
		counts := s.zoneCounts(&k.Filter, c)
		v = false
		for p := range s.Players {
			if p < len(counts) && !s.Players[p].Out && s.Opponents(uint8(p), c.ctl) && counts[p] > counts[c.ctl] {
				v = true
			}
		}
	case CondDamagedThisTurn:
		v = s.damagedThisTurn(&k.Filter, c)
	case CondDiscardedThisTurn:
		// every card put into the controller's discard this turn (7.6),
		// by any means; "other cards": not this card
		v = s.discardedThisTurn(c.ctl, k.Filter.Other, c.src) >= int(max8(k.N, 1))
	case CondBanishedThisTurn:
		v = s.recordedThisTurn(BanishedRecord, &k.Filter, c) > 0
	case CondPutUnderAnyThisTurn:
		// 5.1.1.7: the cards that had a card put under them this turn
		v = s.recordedThisTurn(PutUnderRecord, &k.Filter, c) > 0
	case CondLeftDiscardThisTurn:
		v = false
		for _, t := range s.Turnly {
			if t.Ab == LeftDiscardRecord {
				v = true
				break
			}
		}
	case CondYouChallengedThisTurn:
		// 4.6.4: each challenge declared this turn left a ChallengerRecord
		v = s.challengedThisTurn(c.ctl)
	case CondOpponentMoreInInkwell:
		v = false
		mine := len(s.Players[c.ctl].Inkwell)
		for p := range s.Players {
			if !s.Players[p].Out && s.Opponents(uint8(p), c.ctl) && len(s.Players[p].Inkwell) > mine {
				v = true
			}
		}
	case CondOpponentMoreLore:
		v = false
		for p := range s.Players {
			if !s.Players[p].Out && s.Opponents(uint8(p), c.ctl) && s.Players[p].Lore > s.Players[c.ctl].Lore {
				v = true
			}
		}
	case CondOpponentMoreInHand:
		v = false
		mine := len(s.Players[c.ctl].Hand)
		for p := range s.Players {
			if !s.Players[p].Out && s.Opponents(uint8(p), c.ctl) && len(s.Players[p].Hand) > mine {
				v = true
			}
		}
	}
	if k.Not {
		v = !v
	}
	if v && k.Also != nil {
		// a combination of conditions applies only while all hold (6.1.13.6)
		v = s.cond(k.Also, c)
	}
	if !v && k.Else != nil {
		return s.cond(k.Else, c)
	}
	return v
}
