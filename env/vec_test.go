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

// TestVecResetSeeds: ResetSeeds gives env i the game of seeds[i], whatever
// the VecEnv's own seed, and the envs go on from there.
func TestVecResetSeeds(t *testing.T) {
	const n = 3
	var vs [2]*VecEnv
	for k, seed := range []uint64{1, 2} {
		v, err := NewVecWorkers(DefaultConfig(), n, seed, 2)
		if err != nil {
			t.Fatal(err)
		}
		defer v.Close()
		vs[k] = v
	}
	if _, err := vs[0].ResetSeeds([]uint64{5, 6}); err == nil {
		t.Error("2 seeds for 3 envs: no error")
	}
	a, err := vs[0].ResetSeeds([]uint64{5, 5, 9})
	if err != nil {
		t.Fatal(err)
	}
	b, err := vs[1].ResetSeeds([]uint64{5, 5, 9})
	if err != nil {
		t.Fatal(err)
	}
	if !sameBatch(a, b) {
		t.Fatal("the same seeds in VecEnvs of other seeds: other games")
	}
	rows := len(a.Cards) / n
	if !slices.Equal(a.Cards[:rows], a.Cards[rows:2*rows]) || slices.Equal(a.Cards[:rows], a.Cards[2*rows:]) {
		t.Error("envs 0 and 1 (seed 5) differ, or env 2 (seed 9) has their game")
	}
	for i, want := range []uint64{5, 5, 9} {
		if got := vs[0].Env(i).Seed(); got != want {
			t.Errorf("env %d: seed %d, want %d", i, got, want)
		}
	}
	rngs := newRNGs(n)
	acts := make([]int32, n)
	for range 50 {
		randomActions(a, rngs, acts)
		if a, err = vs[0].Step(acts); err != nil {
			t.Fatal(err)
		}
	}
}

// TestVecRenumber: a VecEnv cut into slices, each renumbered from its first
// env, plays the games of the whole, step by step and game after game.
func TestVecRenumber(t *testing.T) {
	const n, cut, steps = 5, 2, 300
	open := func(size, first int) *VecEnv {
		v, err := NewVecWorkers(DefaultConfig(), size, 11, 1)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(v.Close)
		v.Renumber(first)
		return v
	}
	whole, lo, hi := open(n, 0), open(cut, 0), open(n-cut, cut)
	unrenumbered := open(n-cut, 0)
	w, parts := whole.Reset(), [2]*Batch{lo.Reset(), hi.Reset()}
	if u := unrenumbered.Reset(); slices.Equal(u.Cards, parts[1].Cards) {
		t.Fatal("the slice plays the same games renumbered or not: the test cannot tell")
	}
	rngs := newRNGs(n)
	acts := make([]int32, n)
	cards, ends := len(w.Cards)/n, 0
	for step := range steps {
		for i := range n {
			p, j := parts[0], i
			if i >= cut {
				p, j = parts[1], i-cut
			}
			if !slices.Equal(w.Cards[i*cards:(i+1)*cards], p.Cards[j*cards:(j+1)*cards]) ||
				w.ToPlay[i] != p.ToPlay[j] || w.NumOptions[i] != p.NumOptions[j] || w.Terminated[i] != p.Terminated[j] {
				t.Fatalf("step %d: env %d differs from its slice's env %d", step, i, j)
			}
			if w.Terminated[i] || w.Truncated[i] {
				ends++
			}
		}
		randomActions(w, rngs, acts)
		var err error
		if w, err = whole.Step(acts); err != nil {
			t.Fatal(err)
		}
		if parts[0], err = lo.Step(acts[:cut]); err != nil {
			t.Fatal(err)
		}
		if parts[1], err = hi.Step(acts[cut:]); err != nil {
			t.Fatal(err)
		}
	}
	if ends == 0 {
		t.Errorf("no game ended in %d steps: the games after the first are untested", steps)
	}
}
