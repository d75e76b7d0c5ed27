package env

import (
	"fmt"
	"syscall"
	"testing"
	"time"

	"github.com/lorcana-rl/lorcana/encode"
	"github.com/lorcana-rl/lorcana/engine"
)

// BenchmarkEnvStep is one Env stepped with random options, resets included:
// ns/op is per step with encoding.
func BenchmarkEnvStep(b *testing.B) {
	e, err := New(DefaultConfig())
	if err != nil {
		b.Fatal(err)
	}
	rng := engine.NewRNG(1)
	obs, _ := e.Reset(1)
	games := uint64(1)
	b.ReportAllocs()
	c0 := cpuTime()
	for b.Loop() {
		var term, trunc bool
		obs, _, term, trunc, _, err = e.Step(rng.Intn(obs.NumOptions))
		if err != nil {
			b.Fatal(err)
		}
		if term || trunc {
			games++
			obs, _ = e.Reset(games)
		}
	}
	b.ReportMetric(float64(cpuTime()-c0)/float64(b.N), "cpu-ns/op")
}

// cpuTime is the CPU time the process has used: unlike wall time, it does
// not count waiting for a core on a busy machine.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkVecStep steps VecEnvs of 64 and 256 games: ns/op is per batch;
// the env-steps/s metric counts every env's step.
func BenchmarkVecStep(b *testing.B) {
	for _, n := range []int{64, 256} {
		b.Run(fmt.Sprint("N=", n), func(b *testing.B) {
			v, err := NewVec(DefaultConfig(), n, 1)
			if err != nil {
				b.Fatal(err)
			}
			defer v.Close()
			rngs := newRNGs(n)
			acts := make([]int32, n)
			batch := v.Reset()
			b.ReportAllocs()
			c0 := cpuTime()
			for b.Loop() {
				randomActions(batch, rngs, acts)
				if batch, err = v.Step(acts); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(n*b.N)/b.Elapsed().Seconds(), "env-steps/s")
			b.ReportMetric(float64(cpuTime()-c0)/float64(n*b.N), "cpu-ns/env-step")
		})
	}
}

// BenchmarkEncode encodes states of a random game, one per op.
func BenchmarkEncode(b *testing.B) {
	cfg := DefaultConfig()
	cfg.AutoAnswer = false
	e, err := New(cfg)
	if err != nil {
		b.Fatal(err)
	}
	var sts []*engine.State
	var legals [][]engine.Action
	rng := engine.NewRNG(5)
	for seed := uint64(1); len(sts) < 500; seed++ {
		obs, _ := e.Reset(seed)
		for !e.State().Over() {
			sts = append(sts, e.State().Clone())
			legals = append(legals, append([]engine.Action(nil), e.Legal()...))
			if _, _, _, _, _, err := e.Step(rng.Intn(obs.NumOptions)); err != nil {
				b.Fatal(err)
			}
		}
	}
	spec := e.Spec()
	enc := encode.NewEncoder(e.Game(), spec)
	obs := spec.NewObs()
	b.ReportAllocs()
	i := 0
	c0 := cpuTime()
	for b.Loop() {
		st := sts[i%len(sts)]
		enc.Encode(st, int(st.Pending().Player), legals[i%len(sts)], obs)
		i++
	}
	b.ReportMetric(float64(cpuTime()-c0)/float64(b.N), "cpu-ns/op")
}
