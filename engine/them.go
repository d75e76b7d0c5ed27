package engine

// The player "they" names in an effect (Frame.Them): "chosen opponent",
// "chosen player" (6.1.3: chosen as the effect resolves, by the player
// resolving it, 1.4.3), and the opponent whose part of "each opponent
// chooses and [does X to] one of their characters" is being done (6.7.6).
//
// A chosen player is asked as a DecOption (phase spPlayer) whose options
// are the players that can be chosen in turn order from the controller
// (2.1.3): for "chosen player" the controller is option 1, for "chosen
// opponent" the player after them. With one player that can be chosen
// (one opponent) nothing is asked: that is the player. Once bound, every
// later step of the effect naming "they" acts on the same player.

// them is the player "they" names in frame f: the bound one, else (before
// any is bound, which the resolver asks first) the next player.
func (s *State) them(f *Frame) uint8 {
	if f.Them > 0 && int(f.Them) <= len(s.Players) {
		return f.Them - 1
	}
	return s.nextPlayer(f.Player)
}

// namesThem reports whether a step acts on, or is chosen by, the player
// "they" bind, or chooses among their cards.
func (st *Step) namesThem() bool {
	return st.Target == TgtOpponent || st.Target == TgtChosenPlayer || st.Chooser == TgtOpponent || st.Filter.Owner == Theirs ||
		st.Amount.Kind == NumHandOfThem
}

// themCandidate returns the k-th player (from 0) that step st can bind as
// "they", in turn order from the controller (2.1.3): every player still in
// the game for "chosen player", the opponents for "chosen opponent"
// (1.3.5.2).
func (s *State) themCandidate(f *Frame, st *Step, k int) (uint8, bool) {
	n := len(s.Players)
	for i := 0; i < n; i++ {
		p := uint8((int(f.Player) + i) % n)
		if s.Players[p].Out {
			continue
		}
		if st.Target != TgtChosenPlayer && !st.ThemAny && !s.Opponents(p, f.Player) {
			continue
		}
		if k == 0 {
			return p, true
		}
		k--
	}
	return 0, false
}

// themCount is how many players step st can bind as "they".
func (s *State) themCount(f *Frame, st *Step) int {
	c := 0
	for {
		if _, ok := s.themCandidate(f, st, c); !ok {
			return c
		}
		c++
	}
}

// themStep is the step whose player "they" the current step st of frame f
// binds: st itself when it names them, the later step of the same sentence
// that does when st chooses its player first (ThemFirst), else nil.
func (s *State) themStep(f *Frame, st *Step) *Step {
	if st.namesThem() {
		return st
	}
	if !st.ThemFirst {
		return nil
	}
	steps := s.frameAbility(f).Steps
	for i := int(f.PC) + 1; i < len(steps); i++ {
		if steps[i].namesThem() {
			return &steps[i]
		}
	}
	return nil
}

// bindThem binds "they" for a step that names them (or chooses them first,
// ThemFirst) before anything else of the step is asked: at once when one
// player can be chosen; otherwise the frame asks the controller (phase
// spPlayer) and true is returned.
func (s *State) bindThem(f *Frame, st *Step) bool {
	if f.Them > 0 {
		return false
	}
	if st = s.themStep(f, st); st == nil {
		return false
	}
	if s.themCount(f, st) > 1 {
		f.Phase = spPlayer
		return true
	}
	p, ok := s.themCandidate(f, st, 0)
	if !ok {
		p = s.nextPlayer(f.Player)
	}
	f.Them = p + 1
	return false
}

// answerThem binds the player of option n of a pending spPlayer question;
// the step goes on where it asked (after its "may", if it has one).
func (s *State) answerThem(f *Frame, st *Step, n int) {
	if ts := s.themStep(f, st); ts != nil {
		if p, ok := s.themCandidate(f, ts, n); ok {
			f.Them = p + 1
		}
	}
	f.Phase = spStart
	if st.May {
		f.Phase = spChoose
	}
}

// OptionPlayer reports the player an option of the pending decision
// stands for, when the decision chooses a player ("chosen opponent",
// "chosen player"): option n (from 0) is that player. False for any other
// decision.
func (s *State) OptionPlayer(n int) (uint8, bool) {
	if s.Pending().Kind != DecOption {
		return 0, false
	}
	f := s.top()
	if (f.Kind != FrAbility && f.Kind != FrPlayAction) || f.Phase != spPlayer {
		return 0, false
	}
	st := s.themStep(f, &s.frameAbility(f).Steps[f.PC])
	if st == nil {
		return 0, false
	}
	return s.themCandidate(f, st, n)
}

// eachOpponent performs the bounds of an "each opponent" block (6.7.6):
// OpEachOpponent binds the first opponent in turn order, the active player
// first (on an opponent's turn the active player is an opponent); each
// OpNextOpponent binds the next one and goes back to the block's first step,
// and after the last one unbinds "they" and goes on. A block whose bounds
// name TgtEachPlayer (EachPlayer) binds every player in the game, the
// controller included, in the same order.
func (s *State) eachOpponent(f *Frame, st *Step) {
	from := 0
	if st.Op == OpNextOpponent && f.Them > 0 {
		n := len(s.Players)
		from = (int(f.Them-1)-int(s.Active)+n)%n + 1
	}
	for k := from; k < len(s.Players); k++ {
		p := s.turnOrderAt(k)
		if s.Players[p].Out || st.Target != TgtEachPlayer && !s.Opponents(p, f.Player) {
			continue // an "each player" block (EachPlayer) binds the controller too
		}
		f.Them = p + 1
		f.Pick = Slot{}
		if st.Op == OpNextOpponent {
			f.PC = st.Jump
			return
		}
		f.PC++
		return
	}
	f.Them = 0
	if st.Op == OpEachOpponent {
		f.PC = st.Jump
		return
	}
	f.PC++
}
