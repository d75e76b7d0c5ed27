package engine

// runLimit bounds the steps run takes between two decisions. Abilities that
// trigger each other without end and without asking anyone (a mandatory
// loop, 6.1.10) would otherwise never give the state back; no real sequence
// of triggers comes near it.
const runLimit = 1 << 20

// run advances the state until someone must decide or the game is over.
// Every frame's advance either asks (returns true) or makes progress; a
// loop that never asks ends the game as stalled (6.1.10).
func (s *State) run() {
	for steps := 0; s.Phase != PhaseOver; steps++ {
		if steps >= runLimit {
			s.endTruncated(ResultStalled)
			return
		}
		if len(s.Stack) == 0 {
			if len(s.Bag) > 0 {
				s.pushBag()
				continue
			}
			s.Left = s.Left[:0] // nothing refers back any more (6.7.7)
			return              // a turn action of the active player
		}
		if s.advance(len(s.Stack) - 1) {
			return
		}
	}
}

// advance moves the frame at index i one step; true means a decision is
// pending on it.
func (s *State) advance(i int) bool {
	switch s.Stack[i].Kind {
	case FrAbility, FrPlayAction:
		return s.advanceAbility(i)
	case FrBag:
		return s.advanceBag(i)
	case FrChallenge:
		return s.advanceChallenge(i)
	case FrAlter:
		return s.advanceAlter(i)
	case FrSingers, FrShiftCost, FrCostChoice, FrAltCost:
		return true
	case FrEnterExerted, FrReplace:
		return true
	case FrEndTurn:
		return s.advanceEndTurn(i)
	case FrStartTurn:
		return s.advanceStartTurn(i)
	}
	s.pop()
	return false
}

func (s *State) push(f Frame) { s.Stack = append(s.Stack, f) }
func (s *State) pop()         { s.Stack = s.Stack[:len(s.Stack)-1] }
func (s *State) top() *Frame  { return &s.Stack[len(s.Stack)-1] }

// pushBag starts resolving the bag with the active player (7.7.4.2); under
// a model whose first player is the one after the active player, the frame
// starts as if the active player had just resolved their one ability.
func (s *State) pushBag() {
	s.BagTurn = s.Active
	f := Frame{Kind: FrBag, Player: s.Active}
	if s.game.bag.afterActive {
		f.Phase = bagPass
	}
	s.push(f)
}

// bagPass is the Phase of a FrBag frame whose player has resolved the one
// ability the model lets them resolve before the bag passes (bagRules.one).
const bagPass = 1

// settleBag pushes a bag frame when the bag holds anything; true if it did.
func (s *State) settleBag() bool {
	if len(s.Bag) == 0 {
		return false
	}
	s.pushBag()
	return true
}

// advanceBag implements 7.7.4: the resolving player resolves their own
// abilities one at a time, then the bag passes in turn order. The frame
// resolves the abilities at its level (Frame.Num, BagItem.Level: always 0
// but in the nested model); the bag model's rules (bagRules) say who starts,
// how many a player resolves before passing, and what a new series is.
func (s *State) advanceBag(i int) bool {
	f := &s.Stack[i]
	// 7.7.7: abilities of players who left cease to exist.
	if len(s.Bag) == 0 {
		s.pop()
		return false
	}
	p, level := f.Player, uint8(f.Num)
	n := s.bagCountAt(p, level)
	if n == 0 || f.Phase == bagPass {
		// 7.7.4.4: pass the bag to the next player in turn order with
		// abilities (the same player last).
		f.Phase = 0
		for k := 1; k <= len(s.Players); k++ {
			q := (int(p) + k) % len(s.Players)
			if s.bagCountAt(uint8(q), level) > 0 {
				f.Player = uint8(q)
				s.BagTurn = uint8(q)
				return false
			}
		}
		if s.game.bag.stored && s.hasBagLevel(1) {
			// The series is over: the stored abilities are a new one,
			// begun as the first was.
			for j := range s.Bag {
				s.Bag[j].Level = 0
			}
			f.Player, f.Phase, s.BagTurn = s.Active, bagPass, s.Active
			return false
		}
		if level == 0 {
			s.Bag = s.Bag[:0]
		}
		s.pop()
		if level > 0 {
			s.BagTurn = s.bagFramePlayer() // back to the bag frame below
		}
		return false
	}
	if n == 1 {
		for j := range s.Bag {
			if s.Bag[j].Player == p && s.Bag[j].Level == level {
				s.resolveBagItem(j)
				return false
			}
		}
	}
	return true // DecBag: the player picks which resolves next (7.7.4.2)
}

// resolveBagItem takes item j out of the bag and starts resolving it.
func (s *State) resolveBagItem(j int) {
	if s.game.bag.one {
		s.top().Phase = bagPass // the bag frame: this player's one ability
	}
	item := s.Bag[j]
	copy(s.Bag[j:], s.Bag[j+1:])
	s.Bag = s.Bag[:len(s.Bag)-1]
	a := s.abilityAt(item.Def, item.Ab, item.Sub)
	if a == nil {
		return
	}
	c := ctx{ctl: item.Player, src: s.Resolve(item.Source)}
	// 6.1.13.2: a once-per-turn ability that already fully resolved this
	// turn (twice for "twice during your turn") resolves with no effect.
	if s.usedUp(a, item.Source, item.Ab) {
		return
	}
	fr := Frame{Kind: FrAbility, Player: item.Player, Def: item.Def, Ab: item.Ab, Sub: item.Sub, Source: item.Source, Ev: item.Ev}
	if item.Target.Valid() {
		fr.Slots[0].Add(item.Target) // a delayed trigger's "them"
	}
	// 6.2.4: a secondary "if" condition checked on resolution.
	if a.If != nil && !s.cond(a.If, ctx{ctl: c.ctl, src: c.src, fr: &fr}) {
		return
	}
	s.push(fr)
}

// timesThisTurn counts the TurnRecords of ability ab of card r this turn.
func (s *State) timesThisTurn(r Ref, ab uint8) int {
	n := 0
	for _, t := range s.Turnly {
		if t.Card == r && t.Ab == ab {
			n++
		}
	}
	return n
}

// usedUp reports whether a "once per turn" ability of card r (ability ab)
// has fully resolved this turn, or a "twice during your turn" one twice
// (6.1.13.2): the times are recorded as the ability finishes fully resolved
// (finishAbility), so one whose "may" was declined or that did nothing
// isn't used up (6.1.1).
func (s *State) usedUp(a *Ability, r Ref, ab uint8) bool {
	switch {
	case a.OncePerTurn:
		return s.usedThisTurn(r, ab)
	case a.PerTurn > 0:
		return s.timesThisTurn(r, ab) >= int(a.PerTurn)
	}
	return false
}

func (s *State) usedThisTurn(r Ref, ab uint8) bool {
	for _, t := range s.Turnly {
		if t.Card == r && t.Ab == ab {
			return true
		}
	}
	return false
}

// gameStateCheck implements 1.8: repeated until no condition is met.
// Banishing is attributed to the character that dealt the damage.
func (s *State) gameStateCheck() {
	for s.Phase != PhaseOver {
		changed := false
		// 1.8.1.1: 20 lore wins (15 in Pack Rush, 10.2.4; more while an
		// opponent's card says so, loreToWin).
		for p := range s.Players {
			if !s.Players[p].Out && s.Players[p].Lore >= s.loreToWin(uint8(p)) {
				s.win(uint8(p), ResultLore)
				return
			}
		}
		// 1.8.1.4: damage >= willpower banishes, all at once. While nothing
		// modifies willpower, a card's willpower is at least its printed
		// one (floors only raise it), so less damage than that can't
		// banish it and its willpower isn't derived.
		plain := !s.playWillpower
		for i := 0; plain && i < len(s.Effects); i++ {
			plain = s.Effects[i].Kind != StModify || s.Effects[i].Stat != StatWillpower
		}
		mark := len(s.scratch)
		for p := range s.Players {
			for _, id := range s.Players[p].Play {
				d := s.Def(id)
				if plain && int(s.Cards[id].Damage) < int(d.Willpower) {
					continue
				}
				if (d.Type == TypeCharacter || d.Type == TypeLocation) && int(s.Cards[id].Damage) >= s.Willpower(id) {
					s.scratch = append(s.scratch, id)
				}
			}
		}
		if len(s.scratch) > mark {
			// The ids stay reserved on scratch while they are banished:
			// whatever uses scratch meanwhile appends after them.
			s.banishMany(s.scratch[mark:], true)
			s.scratch = s.scratch[:mark]
			changed = true
		}
		// 1.8.1.3: the last player standing wins.
		if s.remaining() == 1 {
			for p := range s.Players {
				if !s.Players[p].Out {
					s.win(uint8(p), ResultLastStand)
					return
				}
			}
		}
		if !changed {
			return
		}
	}
}

func (s *State) remaining() int {
	n := 0
	for p := range s.Players {
		if !s.Players[p].Out {
			n++
		}
	}
	return n
}

// win ends the game with a winner.
func (s *State) win(p uint8, r Result) {
	s.Winner = int8(p)
	s.Result = r
	s.Phase = PhaseOver
	s.Stack = s.Stack[:0]
	s.Bag = s.Bag[:0]
	s.emit(Event{Kind: EvGameEnd, Player: p})
}

// endTruncated ends the game with no winner.
func (s *State) endTruncated(r Result) {
	s.Winner = -2
	s.Result = r
	s.Phase = PhaseOver
	s.Stack = s.Stack[:0]
	s.Bag = s.Bag[:0]
}

// lose takes a player out of the game (2.3.3, 9.2.3).
func (s *State) lose(p uint8, r Result) {
	s.Players[p].Out = true
	if s.remaining() == 1 {
		for q := range s.Players {
			if !s.Players[q].Out {
				s.win(uint8(q), r)
				return
			}
		}
	}
	// 9.2.3: the player's cards and bag abilities leave the game.
	out := s.Bag[:0]
	for _, b := range s.Bag {
		if b.Player != p {
			out = append(out, b)
		}
	}
	s.Bag = out
	// 9.2.3, 7.7.7: so do their effects: an ability of theirs being
	// resolved stops, with everything it started (the frames above it).
	if s.Active != p {
		for i := range s.Stack {
			if s.Stack[i].Kind == FrAbility && s.Stack[i].Player == p {
				s.cutStack(i)
				break
			}
		}
	}
	for _, z := range []Zone{ZonePlay, ZoneHand, ZoneDeck, ZoneInkwell, ZoneDiscard} {
		l := s.zoneList(p, z)
		for len(*l) > 0 {
			s.moveStackTo((*l)[len(*l)-1], ZoneOut) // cards under a character go with it
		}
	}
	s.Players[p].InkUsed = 0 // no inkwell left to be exerted
	fl := s.Floating[:0]
	for _, f := range s.Floating {
		if f.Player != p {
			fl = append(fl, f)
		}
	}
	s.Floating = fl
	if s.Active == p && s.Phase != PhaseOver {
		// The turn passes on.
		s.cutStack(0)
		s.passTurn(p)
	}
}

// advanceAlter runs the setup stage's alter-hand decisions in turn order
// (2.2.2); when every player has decided, the game begins.
func (s *State) advanceAlter(i int) bool {
	f := &s.Stack[i]
	if f.Cursor >= int16(len(s.Players)) {
		s.pop()
		s.beginGame()
		return false
	}
	return true
}

// finishAlter completes one player's alteration: draw back up to the hand
// size and shuffle if they put any card back (2.2.2.1, 2.2.2.3).
func (s *State) finishAlter(f *Frame) {
	p := f.Player
	if f.Num > 0 {
		for len(s.Players[p].Hand) < s.game.handSize && s.draw(p) {
		}
		s.shuffleDeck(p)
	}
	s.Players[p].Altered = true
	f.Num = 0
	f.Cursor++
	f.Player = (f.Player + 1) % uint8(len(s.Players))
}

// beginGame opens the In-Game stage with the starting player's turn (2.2.3).
func (s *State) beginGame() {
	s.Turn = 0
	s.startTurn(s.Starting)
}
