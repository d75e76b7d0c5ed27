package agents

import "github.com/lorcana-rl/lorcana/engine"

// Agent chooses one of the legal actions of the player who must decide.
//
// Act is called with the state and the list state.Legal returned (never
// empty, in the engine's order); it returns an index into legal. It must not
// modify s (clone it to search) and must only use information visible to
// s.Pending().Player. Agents are not safe for concurrent use: give each
// goroutine its own (see Factory).
type Agent interface {
	Name() string
	Act(s *engine.State, legal []engine.Action) int
	// Seed resets the agent's own randomness, so that games are
	// reproducible from their seeds.
	Seed(seed uint64)
}

// Stoppable is an agent whose search can be cut short: once stop returns
// true it decides at once with what it has (MCTS, PUCT). A server uses it
// to cancel the work of a client that left or ran over its time.
type Stoppable interface {
	SetStop(stop func() bool)
}

// Observer is an agent that is shown every move of the games it plays,
// its own and the other players', before each is applied (PlayGame does:
// the moves are what every player sees played). A search keeps its tree
// across the other players' moves with it (PUCT's Across).
type Observer interface {
	Observe(s *engine.State, a engine.Action)
}

// Random picks uniformly among the legal actions.
type Random struct{ rng engine.RNG }

// NewRandom returns a random agent seeded with seed.
func NewRandom(seed uint64) *Random {
	r := &Random{}
	r.Seed(seed)
	return r
}

func (r *Random) Name() string     { return "random" }
func (r *Random) Seed(seed uint64) { r.rng = engine.NewRNG(seed) }
func (r *Random) Act(_ *engine.State, legal []engine.Action) int {
	return r.rng.Intn(len(legal))
}
