package env

import (
	"runtime"
	"testing"

	"github.com/lorcana-rl/lorcana/engine"
)

// mallocs counts the heap allocations fn makes.
func mallocs(fn func()) uint64 {
	var a, b runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&a)
	fn()
	runtime.ReadMemStats(&b)
	return b.Mallocs - a.Mallocs
}

// game records one game as the env played it: its seed and every action
// applied (the caller's, auto-answers and the opponent's).
type game struct {
	seed    uint64
	actions []engine.Action
}

// engineAllocs replays games on the bare engine and counts its allocations.
func engineAllocs(g *engine.Game, games []game) uint64 {
	return mallocs(func() {
		for _, r := range games {
			st := g.NewState(r.seed)
			for _, a := range r.actions {
				if st.Apply(a) != nil {
					panic("replay diverged")
				}
			}
		}
	})
}

// TestStepAllocs checks that Env and VecEnv allocate nothing of their own
// per step: over many steps (games reset included) they allocate no more
// than the engine does replaying the same games alone (each from a new
// Game.NewState, while the env resets its state in place with
// Game.ResetState and allocates only while some buffers grow); encoding
// allocates nothing at all (encode.TestEncodeNoAlloc).
func TestStepAllocs(t *testing.T) {
	e, err := New(DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	playRandom(t, e, 1000) // warm up the buffers
	trace := make([]engine.Action, 0, 1<<16)
	e.trace = &trace
	var games []game
	rng := engine.NewRNG(7)
	steps := 0
	got := mallocs(func() {
		for seed := uint64(1); seed <= 20; seed++ {
			start := len(trace)
			obs, _ := e.Reset(seed)
			for !e.State().Over() {
				obs, _, _, _, _, _ = e.Step(rng.Intn(obs.NumOptions))
				steps++
			}
			games = append(games, game{seed, trace[start:len(trace):len(trace)]})
		}
	})
	want := engineAllocs(e.Game(), games)
	t.Logf("%d steps: env %d allocations, the engine alone %d", steps, got, want)
	if got > want {
		t.Errorf("the env allocated %d times in %d steps, the engine alone %d", got, steps, want)
	}
}

func TestVecStepAllocs(t *testing.T) {
	const n = 16
	v, err := NewVecWorkers(DefaultConfig(), n, 5, 2)
	if err != nil {
		t.Fatal(err)
	}
	defer v.Close()
	traces := make([][]engine.Action, n)
	for i := range n {
		traces[i] = make([]engine.Action, 0, 1<<16)
		v.envs[i].trace = &traces[i]
	}
	rngs := newRNGs(n)
	acts := make([]int32, n)
	b := v.Reset()
	for range 300 { // warm up
		randomActions(b, rngs, acts)
		b, _ = v.Step(acts)
	}
	// Record from the next game of each env on.
	starts := make([]int, n)
	seeds := make([]uint64, n)
	recording := make([]bool, n)
	var games []game
	got := mallocs(func() {
		for range 2000 {
			randomActions(b, rngs, acts)
			if b, err = v.Step(acts); err != nil {
				t.Fatal(err)
			}
			for i := range n {
				if !b.Terminated[i] && !b.Truncated[i] {
					continue
				}
				// the finished game's actions end where the new game's reset began
				end := len(traces[i]) - v.envs[i].info.AutoSteps
				if recording[i] {
					games = append(games, game{seeds[i], traces[i][starts[i]:end:end]})
				}
				recording[i], seeds[i], starts[i] = true, v.envs[i].Seed(), end
			}
		}
	})
	want := engineAllocs(v.envs[0].Game(), games)
	t.Logf("%d env-steps: VecEnv %d allocations; the engine alone, replaying the %d games finished and started, %d",
		2000*n, got, len(games), want)
	if got > want {
		t.Errorf("the VecEnv allocated %d times, the engine alone %d", got, want)
	}
}
