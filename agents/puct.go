package agents

import (
	"fmt"
	"math"

	"github.com/lorcana-rl/lorcana/engine"
)

// Evaluator scores a position for a search: the logits of the legal
// options, in the order of legal (a shorter slice leaves the options past
// its end unscored: their prior is 0), and the value of the position for
// player p, the expected result in [-1, 1] (a loss -1, a win 1); legal is
// nil when p is not the player deciding (PUCT asks each player's view of a
// leaf). It must only use what player p may see. The neural agent is one (package
// agents/neural); the slices it returns may be its own buffers, overwritten
// by the next call.
type Evaluator interface {
	Evaluate(s *engine.State, p int, legal []engine.Action) (logits []float32, value float32, err error)
}

// PUCTConfig sets up an information-set MCTS guided by an Evaluator.
type PUCTConfig struct {
	// Sims is the number of simulations per decision (default 200).
	Sims int
	// C weighs the prior in the PUCT bound (default 0.25; values are win
	// chances in [0, 1], and the shipped bot's differ between moves by a
	// few hundredths: with C = 1 the search played the policy's move in
	// all but 4% of decisions, with 0.25 it played another in 9%, and won
	// as often; docs/agents.md).
	C float64
	// Name is the agent's name (default "ismcts-neural:SIMS").
	Name string
	// MoverValueOnly backs up the value of the player to move alone, as
	// the search did before (see PUCT): one evaluation per leaf, but a
	// network whose value is optimistic for whoever decides makes every
	// line that hands the decision to another player look worse.
	MoverValueOnly bool
	// TurnRollout plays on from a leaf, the policy's most likely move at
	// each decision, while the player to move at the leaf decides (at most
	// 30 decisions), and values the position where another player decides
	// or the game ends: leaves compare positions at the end of a player's
	// moves, at the cost of an evaluation per move played.
	TurnRollout bool
	// Fresh starts every decision from an empty tree. By default a
	// decision that follows the player's own last one with no choice of
	// another player in between (the same turn) starts from the subtree
	// of the move played, its visits kept (tree reuse).
	Fresh bool
	// Across keeps the tree across the other players' moves too: a
	// decision starts from the node the moves played since the player's
	// last one lead to, as PlayGame shows them (Observe; a move of another
	// player that names a card still hidden from the player follows the
	// most visited edge of that kind, not the card's). Not with Fresh.
	Across bool
	// PolicyUntil plays the policy's most likely move, without searching,
	// in the game's turns before this one (counted over all players, from
	// 1; 0: search from the first), where the value head says little.
	PolicyUntil int
	// Temp is the prior's temperature: the softmax of the logits divided
	// by it (default 1; above 1 flattens the policy's sharp priors, below
	// sharpens them).
	Temp float64
	// FPU is the first-play urgency reduction: an unvisited move's Q is
	// the node's mean over its visited moves less FPU (default 0: the
	// mean; a positive FPU makes the search try the moves the prior
	// ranks high before the others, as Leela Zero does).
	FPU float64
	// LCB plays the move whose lower confidence bound on its win chance
	// (Q − 1.96·sqrt(Q(1−Q)/N)) is the highest among the moves with at
	// least a tenth of the most visited one's visits, instead of the most
	// visited move.
	LCB bool
}

func (c *PUCTConfig) defaults() {
	if c.Sims <= 0 {
		c.Sims = 200
	}
	if c.C <= 0 {
		c.C = 0.25
	}
	if c.Temp <= 0 {
		c.Temp = 1
	}
	if c.Name == "" {
		c.Name = fmt.Sprintf("ismcts-neural:%d", c.Sims)
	}
}

// PUCT is single-observer information-set MCTS (as MCTS: each simulation
// deals the hidden cards again from what the deciding player knows, and
// walks one tree whose edges are moves named the same way in every sample)
// in the manner of AlphaZero (Silver et al., 2018): no rollouts. A node is
// evaluated once, on the sample that first reaches it: the Evaluator's
// softmax over the legal options gives its children their priors, and its
// value, asked from every player's view (leafValue: a win chance each), is
// backed up for the player who took each edge. Selection maximises
//
//	Q(a) + C·P(a)·sqrt(1 + Σ N(b)) / (1 + N(a))
//
// over the moves legal in this sample, with the priors renormalised over
// them (a move first seen in a later sample gets the uniform prior of that
// sample's moves) and an unvisited move's Q the mean of the visited ones
// (first-play urgency). The move played is the most visited at the root
// (ties: the higher prior). The root is evaluated on the real state, which
// the Evaluator sees from the deciding player's view only. Unless Fresh, a
// decision that follows the player's own with nothing chosen between keeps
// the subtree of the move played (its visits count towards the new
// decision's); Seed starts afresh.
type PUCT struct {
	cfg  PUCTConfig
	eval Evaluator
	rng  engine.RNG
	det  Determinizer

	nodes  []pnode
	path   []int32
	sample engine.State
	legal  []engine.Action
	keys   []actKey
	optKey []int32 // per legal option: its index in keys
	prior  []float64
	value  [4]float64
	// step numbers the selections of this decision; a child whose
	// legalAt is step is a move legal in the sample at hand.
	step uint32
	err  error

	// Sims counts the simulations run since the agent was made, and Evals
	// the Evaluator's calls (for speed figures).
	Sims, Evals int64

	stop func() bool // SetStop

	// What tree reuse needs of the last decision: the node of the move
	// played, the move, the state it was played in, and the player.
	last       int32 // -1: nothing to reuse
	lastMove   engine.Action
	lastState  engine.State
	lastPlayer uint8
	replay     engine.State
	ser        [2][]byte // the replay and the state, serialised to compare
	spare      []pnode   // reroot's buffer
	// The moves played since (Across; Observe), and whether one was missed.
	seen    []engine.Action
	seenBad bool

	// The root's visits per legal option of the last decision (RootVisits);
	// searched is false where it ran no search.
	searched   bool
	rootShare  []float32
	rootValue  float64   // the mover's win chance by the root's visits (RootValue)
	rootLogits []float32 // the Evaluator's logits of the root's options (RootImproved)
	rootN      []int32   // per legal option: its move's visits at the root
	rootQ      []float64 // per legal option: its move's win chance for the mover (where visited)
	keyOptions []int32   // scratch: the options of each distinct move
}

// SetStop makes the search end early, with the visits it has, once stop
// returns true (checked before each simulation; Stoppable).
func (m *PUCT) SetStop(stop func() bool) { m.stop = stop }

type pnode struct {
	key          actKey
	mover        uint8 // the player who took the edge into this node
	expanded     bool  // evaluated: its children carry priors
	visits       int32
	reward       float64 // summed win chances, for mover
	prior        float64
	child, next  int32  // first child, next sibling (-1: none)
	actionInRoot int32  // for root children: the index in the root's legal list
	legalAt      uint32 // the last selection step (PUCT.step) whose sample had this move
}

// NewPUCT returns an evaluator-guided information-set MCTS agent.
func NewPUCT(cfg PUCTConfig, eval Evaluator, seed uint64) (*PUCT, error) {
	if eval == nil {
		return nil, fmt.Errorf("puct: no evaluator")
	}
	cfg.defaults()
	m := &PUCT{cfg: cfg, eval: eval, last: -1}
	m.Seed(seed)
	return m, nil
}

// Config returns the configuration in use (defaults filled in).
func (m *PUCT) Config() PUCTConfig { return m.cfg }

func (m *PUCT) Name() string     { return m.cfg.Name }
func (m *PUCT) Seed(seed uint64) { m.rng = engine.NewRNG(seed); m.last = -1; m.seen = m.seen[:0] }

// Err is the error that made the last Act fail (it returned -1), or nil.
func (m *PUCT) Err() error { return m.err }

// Act searches from s and returns the most visited move, or -1 if the
// Evaluator failed (Err says why).
func (m *PUCT) Act(s *engine.State, legal []engine.Action) int {
	m.err = nil
	m.searched = false
	if len(legal) <= 1 {
		return 0
	}
	p := s.Pending().Player
	if r := m.reusable(s, p); r > 0 {
		m.reroot(r)
	} else {
		m.nodes = append(m.nodes[:0], pnode{child: -1, next: -1, actionInRoot: -1})
	}
	m.last = -1
	logits, _, err := m.eval.Evaluate(s, int(p), legal)
	m.Evals++
	if err != nil {
		m.err = err
		return -1
	}
	m.rootLogits = append(m.rootLogits[:0], logits[:min(len(logits), len(legal))]...)
	m.distinct(s, legal)
	m.expand(0, p, logits)
	for i, a := range legal { // the root's edges name the real legal list
		if c := m.findChild(0, keyOf(s, a)); m.nodes[c].actionInRoot < 0 {
			m.nodes[c].actionInRoot = int32(i)
		}
	}
	if len(m.keys) == 1 {
		return int(m.nodes[m.findChild(0, m.keys[0])].actionInRoot) // one distinct move
	}
	if int(s.Turn) < m.cfg.PolicyUntil {
		return argmax(logits[:min(len(logits), len(legal))]) // the policy's move, unsearched
	}
	m.det.Prepare(s, p) // the hidden cards and pools, once per decision
	for range m.cfg.Sims {
		if m.stop != nil && m.stop() {
			break
		}
		if !m.simulate(s, p) {
			return -1
		}
		m.Sims++
	}
	m.shareVisits(s, legal)
	best := m.mostVisited()
	if m.cfg.LCB {
		best = m.bestLCB(best)
	}
	if !m.cfg.Fresh {
		m.last, m.lastMove, m.lastPlayer = best, legal[m.nodes[best].actionInRoot], p
		s.CloneInto(&m.lastState)
		m.seen, m.seenBad = m.seen[:0], false
	}
	return int(m.nodes[best].actionInRoot)
}

// mostVisited is the root's child of a real move with the most visits
// (ties: the higher prior).
func (m *PUCT) mostVisited() int32 {
	best := int32(-1)
	for c := m.nodes[0].child; c >= 0; c = m.nodes[c].next {
		nd := &m.nodes[c]
		if nd.actionInRoot < 0 {
			continue
		}
		if best < 0 || nd.visits > m.nodes[best].visits ||
			nd.visits == m.nodes[best].visits && nd.prior > m.nodes[best].prior {
			best = c
		}
	}
	return best
}

// bestLCB is the root's child of a real move with the highest lower
// confidence bound on its win chance, Q − 1.96·sqrt(Q(1−Q)/N), among those
// with at least a tenth of the visits of most, the most visited (LCB).
func (m *PUCT) bestLCB(most int32) int32 {
	floor := max(1, m.nodes[most].visits/10)
	best, bestV := most, math.Inf(-1)
	for c := m.nodes[0].child; c >= 0; c = m.nodes[c].next {
		nd := &m.nodes[c]
		if nd.actionInRoot < 0 || nd.visits < floor {
			continue
		}
		n := float64(nd.visits)
		q := nd.reward / n
		if v := q - 1.96*math.Sqrt(max(0, q*(1-q))/n); v > bestV {
			best, bestV = c, v
		}
	}
	return best
}

// distinct sets m.keys to the distinct moves of legal (in order), m.optKey
// to the move of each option, and m.prior to zeros beside the moves.
func (m *PUCT) distinct(st *engine.State, legal []engine.Action) {
	m.keys, m.prior, m.optKey = m.keys[:0], m.prior[:0], m.optKey[:0]
	for _, a := range legal {
		k := keyOf(st, a)
		i := m.keyIndex(k)
		if i < 0 {
			i = len(m.keys)
			m.keys = append(m.keys, k)
			m.prior = append(m.prior, 0)
		}
		m.optKey = append(m.optKey, int32(i))
	}
}

func (m *PUCT) keyIndex(k actKey) int {
	for i, o := range m.keys {
		if o == k {
			return i
		}
	}
	return -1
}

// expand gives node n a child for each of m.keys, with the softmax of the
// options' logits summed per move as its prior (0 for options past the
// logits), and marks n evaluated. mover is the player to move at n.
func (m *PUCT) expand(n int32, mover uint8, logits []float32) {
	k := min(len(logits), len(m.optKey))
	mx := float32(math.Inf(-1))
	for _, v := range logits[:k] {
		mx = max(mx, v)
	}
	t := m.cfg.Temp
	var sum float64
	for _, v := range logits[:k] {
		sum += math.Exp(float64(v-mx) / t)
	}
	clear(m.prior)
	for i := 0; i < k; i++ {
		m.prior[m.optKey[i]] += math.Exp(float64(logits[i]-mx)/t) / sum
	}
	for i, key := range m.keys {
		c := m.findChild(n, key)
		if c < 0 {
			c = m.addChild(n, key, mover)
		}
		m.nodes[c].prior = m.prior[i]
	}
	m.nodes[n].expanded = true
}

func (m *PUCT) findChild(n int32, k actKey) int32 {
	for c := m.nodes[n].child; c >= 0; c = m.nodes[c].next {
		if m.nodes[c].key == k {
			return c
		}
	}
	return -1
}

func (m *PUCT) addChild(n int32, k actKey, mover uint8) int32 {
	c := int32(len(m.nodes))
	m.nodes = append(m.nodes, pnode{key: k, mover: mover, child: -1, next: m.nodes[n].child, actionInRoot: -1})
	m.nodes[n].child = c
	return c
}

// simulate runs one simulation: sample, select down to a node not yet
// evaluated (or the end of the game), evaluate it, back up. It reports
// false if the Evaluator failed.
func (m *PUCT) simulate(root *engine.State, p uint8) bool {
	m.det.Deal(root, &m.sample, &m.rng) // from the pools Act prepared
	st := &m.sample
	m.path = append(m.path[:0], 0)
	n := int32(0)
	for {
		if st.Over() {
			m.terminal(st)
			break
		}
		m.legal = st.Legal(m.legal[:0])
		if len(m.legal) == 0 {
			m.terminal(st) // not over, nothing to do: a draw for the search
			break
		}
		if len(m.legal) == 1 {
			if st.Apply(m.legal[0]) != nil {
				m.terminal(st)
				break
			}
			continue
		}
		mover := st.Pending().Player
		m.distinct(st, m.legal)
		if !m.nodes[n].expanded {
			logits, v, err := m.eval.Evaluate(st, int(mover), m.legal)
			m.Evals++
			if err != nil {
				m.err = err
				return false
			}
			if m.cfg.TurnRollout {
				// the first move of the rollout, from this evaluation
				best := argmax(logits[:min(len(logits), len(m.legal))])
				m.expand(n, mover, logits)
				if !m.rollout(st, mover, best) {
					return false
				}
				break
			}
			m.expand(n, mover, logits) // before the next Evaluate reuses logits
			if !m.leafValue(st, mover, float64(v)) {
				return false
			}
			break
		}
		// Moves not seen in the samples before: the uniform prior. Each
		// move of this sample is marked for selectPUCT.
		m.step++
		for _, k := range m.keys {
			c := m.findChild(n, k)
			if c < 0 {
				c = m.addChild(n, k, mover)
				m.nodes[c].prior = 1 / float64(len(m.keys))
			}
			m.nodes[c].legalAt = m.step
		}
		next := m.selectPUCT(n)
		chosen := m.nodes[next].key
		applied := false
		for i, a := range m.legal {
			if m.keys[m.optKey[i]] == chosen {
				applied = st.Apply(a) == nil
				break
			}
		}
		if !applied {
			m.terminal(st)
			break
		}
		m.path = append(m.path, next)
		n = next
	}
	for _, i := range m.path {
		nd := &m.nodes[i]
		nd.visits++
		if i != 0 {
			nd.reward += m.value[nd.mover&3]
		}
	}
	return true
}

// terminal sets m.value to the win chances of a finished game (a draw, or
// a game the search cannot go on with, is a half for everyone).
func (m *PUCT) terminal(st *engine.State) {
	for q := range m.value {
		m.value[q] = 0.5
	}
	if st.Over() {
		for q := range st.Players {
			if q < len(m.value) {
				m.value[q] = WinChance(st, uint8(q))
			}
		}
	}
}

// rollout plays legal option first from st (the policy's choice at the
// leaf), then the policy's most likely move while mover decides, and sets
// m.value where another player decides or the game ends (TurnRollout). It
// reports false if the Evaluator failed.
func (m *PUCT) rollout(st *engine.State, mover uint8, first int) bool {
	if first < 0 || st.Apply(m.legal[first]) != nil {
		m.terminal(st)
		return true
	}
	for range 30 {
		if st.Over() {
			m.terminal(st)
			return true
		}
		m.legal = st.Legal(m.legal[:0])
		if len(m.legal) == 0 {
			m.terminal(st)
			return true
		}
		p := st.Pending().Player
		if len(m.legal) == 1 {
			if st.Apply(m.legal[0]) != nil {
				m.terminal(st)
				return true
			}
			continue
		}
		logits, v, err := m.eval.Evaluate(st, int(p), m.legal)
		m.Evals++
		if err != nil {
			m.err = err
			return false
		}
		if p != mover {
			return m.leafValue(st, p, float64(v))
		}
		i := argmax(logits[:min(len(logits), len(m.legal))])
		if i < 0 || st.Apply(m.legal[i]) != nil {
			m.terminal(st)
			return true
		}
	}
	// a long turn: value the position reached
	m.legal = st.Legal(m.legal[:0])
	if st.Over() || len(m.legal) == 0 {
		m.terminal(st)
		return true
	}
	p := st.Pending().Player
	_, v, err := m.eval.Evaluate(st, int(p), m.legal)
	m.Evals++
	if err != nil {
		m.err = err
		return false
	}
	return m.leafValue(st, p, float64(v))
}

// argmax is the index of the largest of xs (-1 if none).
func argmax(xs []float32) int {
	best := -1
	for i, x := range xs {
		if best < 0 || x > xs[best] {
			best = i
		}
	}
	return best
}

// leafValue sets m.value from the Evaluator's value v in [-1, 1] for the
// player to move at a leaf and, unless MoverValueOnly, its value for each
// other player's view (evaluated here, with no options): each player's win
// chance is 1/N plus half their value's difference from the mean of the N
// values (for two players (1 + (v0-v1)/2)/2), clipped to [0, 1]. A bias
// common to every view (a network optimistic for the player it evaluates
// for) cancels. With MoverValueOnly, the mover's win chance is (v+1)/2 and
// the rest is shared by the others. It reports false if the Evaluator
// failed.
func (m *PUCT) leafValue(st *engine.State, mover uint8, v float64) bool {
	n := min(len(st.Players), len(m.value))
	if m.cfg.MoverValueOnly || n < 2 {
		w := min(1, max(0, (v+1)/2))
		for q := range m.value {
			m.value[q] = (1 - w) / float64(max(1, n-1))
		}
		m.value[mover&3] = w
		return true
	}
	var views [4]float64
	mean := 0.0
	for q := range n {
		vq := v
		if q != int(mover) {
			_, x, err := m.eval.Evaluate(st, q, nil)
			m.Evals++
			if err != nil {
				m.err = err
				return false
			}
			vq = float64(x)
		}
		views[q] = vq
		mean += vq / float64(n)
	}
	for q := range m.value {
		m.value[q] = 0
		if q < n {
			m.value[q] = min(1, max(0, 1/float64(n)+(views[q]-mean)/2))
		}
	}
	return true
}

// selectPUCT picks the child of n with the best PUCT bound among the moves
// legal in this sample (m.keys: the children marked with this step).
func (m *PUCT) selectPUCT(n int32) int32 {
	var visits int32
	var sumP, sumR float64
	for c := m.nodes[n].child; c >= 0; c = m.nodes[c].next {
		nd := &m.nodes[c]
		if nd.legalAt != m.step {
			continue
		}
		visits += nd.visits
		sumP += nd.prior
		sumR += nd.reward
	}
	fpu := 0.5
	if visits > 0 {
		fpu = sumR / float64(visits) // first-play urgency: the node's mean
	}
	fpu -= m.cfg.FPU
	if sumP <= 0 {
		sumP = 1
	}
	scale := m.cfg.C * math.Sqrt(1+float64(visits)) / sumP
	best, bestV := int32(-1), math.Inf(-1)
	for c := m.nodes[n].child; c >= 0; c = m.nodes[c].next {
		nd := &m.nodes[c]
		if nd.legalAt != m.step {
			continue
		}
		q := fpu
		if nd.visits > 0 {
			q = nd.reward / float64(nd.visits)
		}
		if v := q + scale*nd.prior/float64(1+nd.visits); v > bestV {
			best, bestV = c, v
		}
	}
	return best
}
