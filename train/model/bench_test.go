package model

import (
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

func BenchmarkForwardBackward512(b *testing.B) {
	n := 512
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
	batch := randomBatch(benchDims, n, 1)
	args := []any{}
	for _, t := range net.WeightTensors() {
		args = append(args, t)
	}
	for _, t := range batch.Tensors(d) {
		args = append(args, t)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		outs, err := exec.Call(args...)
		if err != nil {
			b.Fatal(err)
		}
		for _, o := range outs {
			o.FinalizeAll()
		}
	}
	b.ReportMetric(float64(b.N*n)/b.Elapsed().Seconds(), "obs/s")
}
