package agents

import (
	"fmt"
	"math"

	"github.com/lorcana-rl/lorcana/engine"
)

// MCTSConfig sets up an information-set Monte Carlo tree search.
type MCTSConfig struct {
	// Sims is the number of simulations per decision (default 200).
	Sims int
	// C is the UCB exploration constant (default 0.1; rewards are win
	// chances in [0, 1], and moves differ by a few percent).
	C float64
	// Rollout is the policy that plays simulations on: "greedy" (default)
	// or "random".
	Rollout string
	// Policy, if not nil, plays the rollouts instead of Rollout (a learned
	// policy, say). It is given sampled states, so it may look at them
	// whole; it is reseeded before each decision's search.
	Policy Agent
	// Epsilon is the chance of a random move in greedy rollouts (default 0:
	// the rollouts play as Greedy does, so the search improves on it).
	Epsilon float64
	// RolloutTurns is how many turns a rollout plays before the position is
	// scored by the evaluation (WinChance): 0 means the default of 3, a
	// negative number plays to the end of the game.
	RolloutTurns int
	// Bias is the weight of the progressive bias towards the move the
	// greedy heuristic would make at each node (Chaslot et al., 2008): it
	// adds Bias/(1+visits) to that move's bound, and that move is expanded
	// first. Default 0.5; a negative value means none.
	Bias float64
}

func (c *MCTSConfig) defaults() {
	if c.Sims <= 0 {
		c.Sims = 200
	}
	if c.C <= 0 {
		c.C = 0.1
	}
	if c.Rollout == "" {
		c.Rollout = "greedy"
	}
	if c.Epsilon < 0 {
		c.Epsilon = 0
	}
	if c.Bias == 0 {
		c.Bias = 0.5
	}
	if c.Bias < 0 {
		c.Bias = 0
	}
	if c.RolloutTurns == 0 {
		c.RolloutTurns = 3
	}
}

// MCTS is single-observer information-set MCTS (Cowling, Powley and
// Whitehouse, 2012). Each simulation deals the hidden cards at random from
// what the deciding player knows (Determinizer), then walks one shared tree
// whose edges are actions: a card in a private zone is named by its
// definition, a public card by its id, so the same edge means the same move
// in every sample. Selection is UCB with availability counts (an edge is only
// counted where it is legal), a new edge is expanded per simulation, the
// rollout policy plays on for RolloutTurns turns, and the result (a win, a
// loss, or the evaluation's win chance) is backed up for the player who took
// each edge. The move played is the most visited edge at the root.
type MCTS struct {
	cfg     MCTSConfig
	rng     engine.RNG
	det     Determinizer
	rollout Agent
	greedy  *Greedy // for the rare decision the tree cannot split
	hinter  *Greedy // the greedy move at each node, for the bias

	nodes  []node
	path   []int32
	sample engine.State
	legal  []engine.Action
	keys   []actKey
	reward [4]float64

	// Sims counts the simulations run since the agent was made (for speed
	// figures).
	Sims int64

	stop func() bool // SetStop
}

// SetStop makes the search end early, with the visits it has, once stop
// returns true (checked before each simulation): a server cancels the
// work of a client that left or ran over its time (Stoppable).
func (m *MCTS) SetStop(stop func() bool) { m.stop = stop }

type node struct {
	key          actKey
	mover        uint8 // the player who took the edge into this node
	visits       int32
	avail        int32
	reward       float64 // summed for mover
	child, next  int32   // first child, next sibling (-1: none)
	actionInRoot int32   // for root children: the index in the root's legal list
	hint         actKey  // the greedy move here (when hinted)
	hinted       bool
}

// actKey names a move the same way in every sample of an information set.
type actKey struct {
	kind   engine.ActionKind
	player uint8
	ab     uint8
	n      int16
	card   uint32
	target uint32
}

const privateCard = 1 << 20

func cardKey(s *engine.State, id engine.CardID) uint32 {
	if id == engine.NoCard || int(id) >= len(s.Cards) {
		return math.MaxUint32
	}
	c := &s.Cards[id]
	if (c.Zone == engine.ZonePlay || c.Zone == engine.ZoneDiscard || c.Zone == engine.ZoneUnder) &&
		c.Flags&engine.FlagFaceDown == 0 {
		return uint32(id)
	}
	return privateCard | uint32(c.Def)
}

// keyOf names move a in s. Only the card fields the kind of action uses
// are named by cardKey: the others hold the zero value, card id 0, which
// is most of the game a hidden card whose identity differs from sample to
// sample, so naming it would make the same move a different edge in every
// sample.
func keyOf(s *engine.State, a engine.Action) actKey {
	k := actKey{kind: a.Kind, player: a.Player, ab: a.Ab, n: a.N, card: uint32(a.Card), target: uint32(a.Target)}
	switch a.Kind {
	case engine.ActChallenge, engine.ActShift, engine.ActSing, engine.ActMove:
		k.target = cardKey(s, a.Target)
		fallthrough
	case engine.ActInk, engine.ActPlay, engine.ActActivate, engine.ActQuest, engine.ActChoose:
		k.card = cardKey(s, a.Card)
	}
	return k
}

// NewMCTS returns an information-set MCTS agent.
func NewMCTS(cfg MCTSConfig, seed uint64) (*MCTS, error) {
	cfg.defaults()
	m := &MCTS{cfg: cfg, greedy: NewGreedy(0), hinter: NewGreedy(0)}
	m.hinter.Sampled = true
	switch {
	case cfg.Policy != nil:
		m.rollout = cfg.Policy
	case cfg.Rollout == "greedy":
		g := NewGreedy(0)
		g.Epsilon, g.Sampled = cfg.Epsilon, true
		m.rollout = g
	case cfg.Rollout == "random":
		m.rollout = NewRandom(0)
	default:
		return nil, fmt.Errorf("mcts: unknown rollout policy %q (greedy or random)", cfg.Rollout)
	}
	m.Seed(seed)
	return m, nil
}

// Config returns the configuration in use (defaults filled in).
func (m *MCTS) Config() MCTSConfig { return m.cfg }

func (m *MCTS) Name() string { return fmt.Sprintf("ismcts:%d", m.cfg.Sims) }

func (m *MCTS) Seed(seed uint64) {
	m.rng = engine.NewRNG(seed)
	m.greedy.Seed(seed ^ 0x9E3779B97F4A7C15)
	m.hinter.Seed(seed ^ 0xD1B54A32D192ED03)
}

// Act searches from s and returns the most visited move.
func (m *MCTS) Act(s *engine.State, legal []engine.Action) int {
	if len(legal) <= 1 {
		return 0
	}
	p := s.Pending().Player
	m.rollout.Seed(m.rng.Uint64())
	m.nodes = append(m.nodes[:0], node{child: -1, next: -1, actionInRoot: -1})
	// Root edges: one per distinct move.
	for i, a := range legal {
		k := keyOf(s, a)
		if m.findChild(0, k) < 0 {
			c := m.addChild(0, k, a.Player)
			m.nodes[c].actionInRoot = int32(i)
		}
	}
	if m.nodes[0].child >= 0 && m.nodes[m.nodes[0].child].next < 0 {
		return int(m.nodes[m.nodes[0].child].actionInRoot) // one distinct move
	}
	m.det.Prepare(s, p) // the hidden cards and pools, once per decision
	for range m.cfg.Sims {
		if m.stop != nil && m.stop() {
			break
		}
		m.simulate(s, p)
		m.Sims++
	}
	best, bestVisits := -1, int32(-1)
	for c := m.nodes[0].child; c >= 0; c = m.nodes[c].next {
		if m.nodes[c].visits > bestVisits {
			best, bestVisits = int(m.nodes[c].actionInRoot), m.nodes[c].visits
		}
	}
	if best < 0 {
		return m.greedy.Act(s, legal)
	}
	return best
}

func (m *MCTS) findChild(n int32, k actKey) int32 {
	for c := m.nodes[n].child; c >= 0; c = m.nodes[c].next {
		if m.nodes[c].key == k {
			return c
		}
	}
	return -1
}

func (m *MCTS) addChild(n int32, k actKey, mover uint8) int32 {
	c := int32(len(m.nodes))
	m.nodes = append(m.nodes, node{key: k, mover: mover, child: -1, next: m.nodes[n].child, actionInRoot: -1})
	m.nodes[n].child = c
	return c
}

// simulate runs one simulation: sample, select and expand, roll out, back up.
func (m *MCTS) simulate(root *engine.State, p uint8) {
	m.det.Deal(root, &m.sample, &m.rng) // from the pools Act prepared
	st := &m.sample
	m.path = append(m.path[:0], 0)
	n := int32(0)
	expanded := false
	for !st.Over() && !expanded {
		m.legal = st.Legal(m.legal[:0])
		if len(m.legal) == 0 {
			break
		}
		if len(m.legal) == 1 {
			if st.Apply(m.legal[0]) != nil {
				break
			}
			continue
		}
		// Keys of the distinct legal moves; count availability; find the
		// untried ones.
		m.keys = m.keys[:0]
		untried := 0
		for _, a := range m.legal {
			k := keyOf(st, a)
			dup := false
			for _, o := range m.keys {
				if o == k {
					dup = true
					break
				}
			}
			if dup {
				continue
			}
			m.keys = append(m.keys, k)
			if c := m.findChild(n, k); c >= 0 {
				m.nodes[c].avail++
			} else {
				untried++
			}
		}
		if m.cfg.Bias > 0 && !m.nodes[n].hinted {
			i := m.hinter.Act(st, m.legal)
			m.nodes[n].hint, m.nodes[n].hinted = keyOf(st, m.legal[i]), true
		}
		var chosen actKey
		var next int32
		if untried > 0 {
			pick := m.rng.Intn(untried)
			if h := m.nodes[n].hint; m.nodes[n].hinted && m.findChild(n, h) < 0 && m.isKey(h) {
				pick = -1
				chosen = h
			}
			for _, k := range m.keys {
				if pick < 0 {
					break
				}
				if m.findChild(n, k) >= 0 {
					continue
				}
				if pick == 0 {
					chosen = k
					break
				}
				pick--
			}
			next = m.addChild(n, chosen, m.moverOf(st))
			m.nodes[next].avail = 1
			expanded = true
		} else {
			if next = m.selectUCB(n); next < 0 {
				break
			}
			chosen = m.nodes[next].key
		}
		applied := false
		for _, a := range m.legal {
			if keyOf(st, a) == chosen {
				applied = st.Apply(a) == nil
				break
			}
		}
		if !applied {
			break
		}
		m.path = append(m.path, next)
		n = next
	}
	m.rollOut(st)
	for _, i := range m.path {
		nd := &m.nodes[i]
		nd.visits++
		if i != 0 {
			nd.reward += m.reward[nd.mover&3]
		}
	}
}

func (m *MCTS) moverOf(st *engine.State) uint8 { return st.Pending().Player }

// selectUCB picks the child of n with the best upper confidence bound among
// those legal in this sample (the ones whose availability was just counted).
func (m *MCTS) selectUCB(n int32) int32 {
	best, bestV := int32(-1), math.Inf(-1)
	hint, hinted := m.nodes[n].hint, m.nodes[n].hinted
	for c := m.nodes[n].child; c >= 0; c = m.nodes[c].next {
		nd := &m.nodes[c]
		if !m.isKey(nd.key) {
			continue
		}
		v := 1e9 // unvisited first, the hinted one before the others
		if hinted && nd.key == hint {
			v++
		}
		if nd.visits > 0 {
			v = nd.reward/float64(nd.visits) + m.cfg.C*math.Sqrt(math.Log(float64(nd.avail))/float64(nd.visits))
			if hinted && nd.key == hint {
				v += m.cfg.Bias / float64(1+nd.visits)
			}
		}
		if v > bestV {
			best, bestV = c, v
		}
	}
	return best
}

func (m *MCTS) isKey(k actKey) bool {
	for _, o := range m.keys {
		if o == k {
			return true
		}
	}
	return false
}

// maxRolloutDecisions bounds a rollout whatever its policy does: the rules
// allow endless free actions (moves between two locations that cost
// nothing, say), and a policy that prefers them would never end its turn.
// A game of 80 turns takes about 2,000 decisions.
const maxRolloutDecisions = 4000

// rollOut plays the rollout policy on st and sets m.reward per player.
func (m *MCTS) rollOut(st *engine.State) {
	stop := int16(math.MaxInt16)
	if m.cfg.RolloutTurns > 0 { // negative: to the end
		stop = st.Turn + int16(m.cfg.RolloutTurns)
	}
	for n := 0; !st.Over() && st.Turn < stop && n < maxRolloutDecisions; n++ {
		m.legal = st.Legal(m.legal[:0])
		if len(m.legal) == 0 {
			break
		}
		i := m.rollout.Act(st, m.legal)
		if i < 0 || i >= len(m.legal) || st.Apply(m.legal[i]) != nil {
			break
		}
	}
	for q := range st.Players {
		if q < len(m.reward) {
			m.reward[q] = WinChance(st, uint8(q))
		}
	}
}
