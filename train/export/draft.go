package export

import (
	"fmt"

	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/limited"
	"github.com/lorcana-rl/lorcana/train/draft"
)

// DraftONNX returns the PPO drafter's network (package train/draft) as an
// ONNX model (IR 7, opset 13, free batch size N) that computes the same
// logits and value as draft.Net.Forward. Inputs: x [N,12,draft.InFeatures]
// (each pack slot's features), mask [N,12] (1 for a legal pick) and pool
// [N,draft.PoolFeatures]; outputs logits [N,12] (illegal slots at about
// -1e9) and value [N].
func DraftONNX(net *draft.Net) ([]byte, error) {
	if err := net.Check(); err != nil {
		return nil, err
	}
	g := &graphBuilder{}
	for _, p := range net.Params {
		g.inits = append(g.inits, tensor(p.Name, onnxFloat, p.Shape, f32raw(p.Data)))
	}
	relu := func(x string) string { return g.op("Relu", []string{x}) }
	add := func(a, b string) string { return g.op("Add", []string{a, b}) }
	matmul := func(a, b string) string { return g.op("MatMul", []string{a, b}) }
	h := relu(add(matmul("x", "w1"), "b1"))
	h = relu(add(matmul(h, "w2"), "b2"))
	raw := add(matmul(h, "wo"), "bo") // [N,12]
	penalty := g.op("Mul", []string{g.op("Sub", []string{"mask", g.scalarF32(1)}), g.scalarF32(draft.MaskPenalty)})
	g.opNamed("Add", "logits", []string{raw, penalty})
	v := relu(add(matmul("pool", "v1"), "vb1"))
	g.opNamed("Add", "value", []string{matmul(v, "v2"), "vb2"})

	var graph msg
	for _, n := range g.nodes {
		graph = graph.bytes(1, n)
	}
	graph = graph.str(2, "lorcana_drafter")
	for _, t := range g.inits {
		graph = graph.bytes(5, t)
	}
	graph = graph.bytes(11, valueInfo("x", onnxFloat, []any{"N", draft.PackSlots, draft.InFeatures}))
	graph = graph.bytes(11, valueInfo("mask", onnxFloat, []any{"N", draft.PackSlots}))
	graph = graph.bytes(11, valueInfo("pool", onnxFloat, []any{"N", draft.PoolFeatures}))
	graph = graph.bytes(12, valueInfo("logits", onnxFloat, []any{"N", draft.PackSlots}))
	graph = graph.bytes(12, valueInfo("value", onnxFloat, []any{"N"}))
	var m msg
	m = m.int(1, IRVersion)
	m = m.str(2, "lorcana")
	m = m.str(3, "1")
	m = m.str(6, "Lorcana PPO drafter (train/draft): pack slots' features x, legal picks mask, pool summary pool")
	m = m.bytes(7, graph)
	var opset msg
	opset = opset.str(1, "")
	opset = opset.int(2, Opset)
	return m.bytes(8, opset), nil
}

// DraftWeights returns the drafter's weights as .npz arrays.
func DraftWeights(net *draft.Net) []Array {
	out := make([]Array, len(net.Params))
	for i, p := range net.Params {
		out[i] = Array{Name: p.Name, Shape: p.Shape, F32: p.Data}
	}
	return out
}

// DraftSamples records n of the drafter's decisions from seeded 8-seat pods
// of set 5 (the network drafting every seat, greedy) and returns their
// inputs (x, mask, pool) with the logits and values Go computes on them,
// as .npz arrays.
func DraftSamples(net *draft.Net, defs []engine.CardDef, n int, seed uint64) ([]Array, error) {
	if n < 1 {
		return nil, fmt.Errorf("export: %d samples", n)
	}
	enc, err := draft.NewEncoder(defs)
	if err != nil {
		return nil, err
	}
	var x, mask, pool, logits, values []float32
	var in draft.Encoded
	var lg [draft.PackSlots]float32
	var o limited.Observation
	dr, err := draft.NewDrafter(net, defs, false, seed)
	if err != nil {
		return nil, err
	}
	for pod, got := uint64(0), 0; got < n; pod++ {
		d, err := limited.NewDraft(limited.DraftConfig{Seats: 8, Sets: []string{"5", "5", "5", "5"}, Seed: seed + pod})
		if err != nil {
			return nil, err
		}
		for step := 0; !d.Done(); step++ {
			s := d.ToPick()
			if err := d.Observe(s, &o); err != nil {
				return nil, err
			}
			if step%7 == 0 && got < n && enc.Encode(&o, &in) {
				v := net.Forward(&in, &lg, nil)
				x = append(x, in.X[:]...)
				mask = append(mask, in.Mask[:]...)
				pool = append(pool, in.Pool[:]...)
				logits = append(logits, lg[:]...)
				values = append(values, v)
				got++
			}
			if err := d.PickIndex(s, dr.Choose(&o)); err != nil {
				return nil, err
			}
		}
	}
	return []Array{
		{Name: "x", Shape: []int{n, draft.PackSlots, draft.InFeatures}, F32: x},
		{Name: "mask", Shape: []int{n, draft.PackSlots}, F32: mask},
		{Name: "pool", Shape: []int{n, draft.PoolFeatures}, F32: pool},
		{Name: "logits", Shape: []int{n, draft.PackSlots}, F32: logits},
		{Name: "value", Shape: []int{n}, F32: values},
	}, nil
}
