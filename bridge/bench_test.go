package bridge

import (
	"fmt"
	"testing"

	"github.com/lorcana-rl/lorcana/bridge/client"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/env"
	"github.com/vmihailenco/msgpack/v5"
)

// The same workload in process and through the bridge: N envs in
// autoreset mode, a uniformly random legal action in each, every step.
// Reported as env steps per second (steps/s); compare the two at the same N
// (examples/bench_bridge.py measures the Python client the same way).

func BenchmarkVecEnvInProcess(b *testing.B) {
	for _, n := range []int{1, 64, 256} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			v, err := env.NewVec(env.DefaultConfig(), n, 1)
			if err != nil {
				b.Fatal(err)
			}
			defer v.Close()
			bt := v.Reset()
			rng := engine.NewRNG(1)
			acts := make([]int32, n)
			b.ResetTimer()
			for range b.N {
				for i := range acts {
					acts[i] = int32(rng.Intn(int(bt.NumOptions[i])))
				}
				if bt, err = v.Step(acts); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(n*b.N)/b.Elapsed().Seconds(), "steps/s")
		})
	}
}

func BenchmarkBridgeGoClient(b *testing.B) {
	_, path := startServer(b, Options{})
	for _, z := range []bool{false, true} {
		for _, n := range []int{1, 64, 256} {
			b.Run(fmt.Sprintf("zstd=%v/n=%d", z, n), func(b *testing.B) {
				c := dial(b, path, client.Options{Zstd: z})
				var m makeResult
				mustCall(b, c, "make", map[string]any{"num_envs": n, "autoreset": true, "seed": 1, "layout": "packed"}, &m)
				var res struct {
					NumOptions struct {
						Data []byte `msgpack:"data"`
					} `msgpack:"num_options"`
				}
				raw, err := c.CallRaw("reset", map[string]any{"env": m.Env})
				if err != nil {
					b.Fatal(err)
				}
				if err := msgpack.Unmarshal(raw, &res); err != nil {
					b.Fatal(err)
				}
				rng := engine.NewRNG(1)
				acts := make([]int32, n)
				args := map[string]any{"env": m.Env, "actions": acts}
				b.ResetTimer()
				for range b.N {
					for i := range acts {
						k := int(res.NumOptions.Data[4*i]) | int(res.NumOptions.Data[4*i+1])<<8
						acts[i] = int32(rng.Intn(k))
					}
					raw, err := c.CallRaw("step", args)
					if err != nil {
						b.Fatal(err)
					}
					if err := msgpack.Unmarshal(raw, &res); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(n*b.N)/b.Elapsed().Seconds(), "steps/s")
			})
		}
	}
}
