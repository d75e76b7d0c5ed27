package agents

import (
	"fmt"

	"github.com/lorcana-rl/lorcana/engine"
)

// PlayGame plays one game of g from seed, seat i choosing with seats[i],
// and returns the final state. observe, if not nil, sees the state and the
// action chosen before each action is applied, and so does every seat's
// agent that is an Observer (once per seat it sits in). An agent that returns an index
// out of range, an engine that refuses a legal action or panics, is an error
// naming the seed and the decision.
func PlayGame(g *engine.Game, seed uint64, seats []Agent, observe func(s *engine.State, a engine.Action)) (st *engine.State, err error) {
	if len(seats) != g.Config.Players {
		return nil, fmt.Errorf("%d agents for a %d-player game", len(seats), g.Config.Players)
	}
	n := 0
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic in the game of seed %d at decision %d: %v", seed, n, r)
		}
	}()
	var observers []Observer
	for _, a := range seats {
		if o, ok := a.(Observer); ok {
			observers = append(observers, o)
		}
	}
	st = g.NewState(seed)
	var buf []engine.Action
	for ; !st.Over(); n++ {
		buf = st.Legal(buf[:0])
		if len(buf) == 0 {
			return st, fmt.Errorf("engine bug: no legal action in the game of seed %d at decision %d (%+v)", seed, n, st.Pending())
		}
		p := st.Pending().Player
		i := seats[p].Act(st, buf)
		if i < 0 || i >= len(buf) {
			return st, fmt.Errorf("agent %s chose %d of %d legal actions in the game of seed %d at decision %d", seats[p].Name(), i, len(buf), seed, n)
		}
		a := buf[i]
		if observe != nil {
			observe(st, a)
		}
		for _, o := range observers {
			o.Observe(st, a)
		}
		if err := st.Apply(a); err != nil {
			return st, fmt.Errorf("engine bug: legal action %v refused in the game of seed %d at decision %d: %v", a, seed, n, err)
		}
	}
	return st, nil
}
