package model

import (
	"math/rand/v2"
	"testing"

	"github.com/gomlx/gomlx/core/graph"
)

var benchDims = Dims{CardRows: 42, CardFeatures: 108, Globals: 55, Options: 48, OptionFeatures: 26, CardVocab: 2270, Zones: []int{10, 12, 12, 8}}

func benchForward(b *testing.B, n int, fast bool) {
	net, _ := New(benchDims, DefaultArch, 1)
	var r Evaluator
	var err error
	if fast {
		r, err = NewFast(net)
	} else {
		r, err = NewRunner(net)
	}
	if err != nil {
		b.Fatal(err)
	}
	batch := randomBatch(benchDims, n, 1)
	logits, values := make([]float32, n*benchDims.Options), make([]float32, n)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := r.Run(batch, logits, values); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N*n)/b.Elapsed().Seconds(), "obs/s")
}

func BenchmarkForward64(b *testing.B)     { benchForward(b, 64, false) }
func BenchmarkForward256(b *testing.B)    { benchForward(b, 256, false) }
func BenchmarkFastForward64(b *testing.B) { benchForward(b, 64, true) }

// playLikeBatch is a batch with the occupancy of observations in play:
// about 8 of 42 card rows (each zone filled from its first row) and 7
// legal options (the first ones).
func playLikeBatch(d Dims, n int, seed uint64) *Batch {
	b := randomBatch(d, n, seed)
	rng := rand.New(rand.NewPCG(seed, 2))
	for i := 0; i < n; i++ {
		start := 0
		for _, zn := range d.Zones {
			used := rng.IntN(min(zn, 6) + 1)
			for r := start + used; r < start+zn; r++ {
				b.CardIndex[i*d.CardRows+r] = 0
			}
			start += zn
		}
		legal := 1 + rng.IntN(13)
		for k := 0; k < d.Options; k++ {
			b.Mask[i*d.Options+k] = 0
			if k < legal {
				b.Mask[i*d.Options+k] = 1
			}
		}
	}
	return b
}

func benchForwardBackward(b *testing.B, batch *Batch) {
	net, _ := New(benchDims, DefaultArch, 1)
	backend, err := Backend()
	if err != nil {
		b.Fatal(err)
	}
	d := benchDims
	exec, err := graph.NewExec(backend, func(nodes []*graph.Node) []*graph.Node {
		w, in := inputsFrom(nodes)
		logits, value := Forward(d, w, in)
		loss := graph.Add(graph.ReduceAllMean(graph.Mul(logits, in.Mask)), graph.ReduceAllMean(graph.Square(value)))
		return append([]*graph.Node{loss}, graph.Gradient(loss, w...)...)
	})
	if err != nil {
		b.Fatal(err)
	}
	idx := make([]int, batch.N)
	for i := range idx {
		idx[i] = i
	}
	var p Packed
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		rows, opts := d.PackSize(batch, idx)
		d.Pack(&p, batch, idx, rows, opts)
		args := []any{}
		for _, t := range net.WeightTensors() {
			args = append(args, t)
		}
		for _, t := range p.Tensors(d) {
			args = append(args, t)
		}
		outs, err := exec.Call(args...)
		if err != nil {
			b.Fatal(err)
		}
		for _, o := range outs {
			o.FinalizeAll()
		}
	}
	b.ReportMetric(float64(b.N*batch.N)/b.Elapsed().Seconds(), "obs/s")
}

// The loss graph's forward and backward pass on 256 observations (a shard
// of ppo's minibatches), every row and option occupied, and with the
// occupancy of play.
func BenchmarkForwardBackward256Full(b *testing.B) {
	benchForwardBackward(b, randomBatch(benchDims, 256, 1))
}
func BenchmarkForwardBackward256Play(b *testing.B) {
	benchForwardBackward(b, playLikeBatch(benchDims, 256, 1))
}
