package env

import (
	"slices"
	"testing"

	"github.com/lorcana-rl/lorcana/engine"
)

// randomActions picks a random legal option per env.
func randomActions(b *Batch, rngs []engine.RNG, out []int32) {
	for i := range out {
		out[i] = int32(rngs[i].Intn(int(b.NumOptions[i])))
	}
}

func newRNGs(n int) []engine.RNG {
	r := make([]engine.RNG, n)
	for i := range r {
		r[i] = engine.NewRNG(uint64(i) + 100)
	}
	return r
}

// TestVecDeterministic steps the same VecEnv with 1 and 3 workers and
// checks every buffer is identical at every step.
func TestVecDeterministic(t *testing.T) {
	const n, steps = 7, 400
	var vs [2]*VecEnv
	for k, w := range []int{1, 3} {
		v, err := NewVecWorkers(DefaultConfig(), n, 42, w)
		if err != nil {
			t.Fatal(err)
		}
		defer v.Close()
		vs[k] = v
	}
	rngs := newRNGs(n)
	acts := make([]int32, n)
	a, b := vs[0].Reset(), vs[1].Reset()
	ends := 0
	for step := range steps {
		if !sameBatch(a, b) {
			t.Fatalf("step %d: batches differ between 1 and 3 workers", step)
		}
		randomActions(a, rngs, acts)
		var err error
		if a, err = vs[0].Step(acts); err != nil {
			t.Fatal(err)
		}
		if b, err = vs[1].Step(acts); err != nil {
			t.Fatal(err)
		}
		for i := range n {
			if a.Terminated[i] || a.Truncated[i] {
				ends++
				if f := vs[0].Info(i).Final; f == nil || f.Player != int(a.Final.Player[i]) {
					t.Fatalf("env %d ended: Info.Final %v", i, f)
				}
			} else if vs[0].Info(i).Final != nil {
				t.Fatalf("env %d did not end but Info.Final is set", i)
			}
		}
	}
	if ends == 0 {
		t.Errorf("no game ended in %d steps of %d envs", steps, n)
	}
}

func sameBatch(a, b *Batch) bool {
	return slices.Equal(a.Cards, b.Cards) && slices.Equal(a.CardIndex, b.CardIndex) &&
		slices.Equal(a.Globals, b.Globals) && slices.Equal(a.Options, b.Options) &&
		slices.Equal(a.OptionRefs, b.OptionRefs) && slices.Equal(a.Mask, b.Mask) &&
		slices.Equal(a.ToPlay, b.ToPlay) && slices.Equal(a.Rewards, b.Rewards) &&
		slices.Equal(a.Terminated, b.Terminated) && slices.Equal(a.Truncated, b.Truncated) &&
		slices.Equal(a.Final.Cards, b.Final.Cards)
}
