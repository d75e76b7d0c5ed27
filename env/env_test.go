package env

import (
	"errors"
	"testing"

	"github.com/lorcana-rl/lorcana/agents"
	"github.com/lorcana-rl/lorcana/engine"
)

// playRandom plays one game in e with random options and returns the
// number of steps, the last rewards and whether it was truncated.
func playRandom(t testing.TB, e *Env, seed uint64) (steps int, rewards []float32, trunc bool) {
	t.Helper()
	rng := engine.NewRNG(seed ^ 0xabc)
	obs, info := e.Reset(seed)
	for {
		if info.Player < 0 {
			t.Fatalf("seed %d: game not over but no player to act", seed)
		}
		if obs.NumOptions < 1 {
			t.Fatalf("seed %d step %d: no options", seed, steps)
		}
		var r float32
		var term bool
		var err error
		obs, r, term, trunc, info, err = e.Step(rng.Intn(obs.NumOptions))
		_ = r
		if err != nil {
			t.Fatalf("seed %d step %d: %v", seed, steps, err)
		}
		steps++
		if term || trunc {
			return steps, append([]float32(nil), info.Rewards...), trunc
		}
	}
}

func TestRandomGamesEnd(t *testing.T) {
	e, err := New(DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	for seed := uint64(1); seed <= 30; seed++ {
		_, rw, trunc := playRandom(t, e, seed)
		st := e.State()
		var sum float32
		for _, r := range rw {
			sum += r
		}
		switch {
		case trunc || st.Winner == -2:
			if sum != 0 || rw[0] != 0 {
				t.Errorf("seed %d: draw or truncation gave rewards %v", seed, rw)
			}
		default:
			w := int(st.Winner)
			if rw[w] != 1 || sum != float32(2-len(rw)) {
				t.Errorf("seed %d: winner %d got rewards %v", seed, w, rw)
			}
		}
		if _, _, _, _, _, err := e.Step(0); !errors.Is(err, ErrGameOver) {
			t.Errorf("step after the end: %v, want ErrGameOver", err)
		}
	}
}

func TestSingleAgent(t *testing.T) {
	cfg := DefaultConfig()
	cfg.Opponent = agents.NewRandom(1)
	cfg.Seat = 1
	e, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	for seed := uint64(1); seed <= 10; seed++ {
		obs, info := e.Reset(seed)
		rng := engine.NewRNG(seed)
		for {
			if info.Player != 1 || obs.Player != 1 {
				t.Fatalf("seed %d: player %d to act, obs of %d; want seat 1", seed, info.Player, obs.Player)
			}
			var term, trunc bool
			obs, _, term, trunc, info, err = e.Step(rng.Intn(obs.NumOptions))
			if err != nil {
				t.Fatal(err)
			}
			if term || trunc {
				break
			}
		}
	}
}
