package model

import (
	"fmt"
	"sync"

	"github.com/gomlx/compute"
	"github.com/gomlx/compute/gobackend"
	"github.com/gomlx/gomlx/core/graph"
	"github.com/gomlx/gomlx/core/tensors"
)

// BackendConfig is the configuration of the GoMLX Go backend. Ops run one
// after the other ("ops_sequential"; each op still uses every core inside):
// with the default scheduling, which also runs independent ops in parallel,
// runs deadlocked on this 2-core machine under load (nested waits for the
// worker pool). The "parallelism" option stays at its default.
const BackendConfig = "ops_sequential"

// Backend returns the pure-Go GoMLX backend all graphs of this project run
// on, created once.
var Backend = sync.OnceValues(func() (compute.Backend, error) {
	b, err := gobackend.New(BackendConfig)
	if err != nil {
		return nil, fmt.Errorf("model: GoMLX Go backend: %w", err)
	}
	return b, nil
})

// Batch is a batch of N observations, flat and observation-major, in the
// layout of encode.Obs (and env.Batch).
type Batch struct {
	N          int
	CardIndex  []int32   // [N*R]
	Cards      []float32 // [N*R*F]
	Globals    []float32 // [N*G]
	Options    []float32 // [N*K*H]
	OptionRefs []int32   // [N*K*2]
	Mask       []float32 // [N*K]
}

// Check reports slices whose lengths do not match d for N observations.
func (b *Batch) Check(d Dims) error {
	n := b.N
	for _, c := range []struct {
		name      string
		got, want int
	}{
		{"CardIndex", len(b.CardIndex), n * d.CardRows},
		{"Cards", len(b.Cards), n * d.CardRows * d.CardFeatures},
		{"Globals", len(b.Globals), n * d.Globals},
		{"Options", len(b.Options), n * d.Options * d.OptionFeatures},
		{"OptionRefs", len(b.OptionRefs), n * d.Options * 2},
		{"Mask", len(b.Mask), n * d.Options},
	} {
		if c.got != c.want {
			return fmt.Errorf("model: batch of %d: %s has %d values, want %d", n, c.name, c.got, c.want)
		}
	}
	if n <= 0 {
		return fmt.Errorf("model: empty batch")
	}
	return nil
}

// WeightTensors returns the weights as graph inputs, in ParamNames order.
func (n *Net) WeightTensors() []*tensors.Tensor {
	ts := make([]*tensors.Tensor, len(n.Params))
	for i, p := range n.Params {
		ts[i] = tensors.FromFlatDataAndDimensions(p.Data, p.Shape...)
	}
	return ts
}

// Runner evaluates a network on batches: the compiled forward graph (one
// per batch size, cached) and the weights as tensors. Run is safe for
// concurrent use; SetWeights is not (call it between runs).
type Runner struct {
	dims    Dims
	exec    *graph.Exec
	weights []*tensors.Tensor
}

// NewRunner returns a runner of net's current weights.
func NewRunner(net *Net) (*Runner, error) {
	if err := net.Check(); err != nil {
		return nil, err
	}
	backend, err := Backend()
	if err != nil {
		return nil, err
	}
	d := net.Dims
	fn := func(nodes []*graph.Node) []*graph.Node {
		w, in := inputsFrom(nodes)
		logits, value := Forward(d, w, in)
		return []*graph.Node{logits, value}
	}
	exec, err := graph.NewExec(backend, fn)
	if err != nil {
		return nil, fmt.Errorf("model: forward graph: %w", err)
	}
	exec.SetMaxCache(16)
	r := &Runner{dims: d, exec: exec}
	r.SetWeights(net)
	return r, nil
}

// Dims returns the observation shapes the runner takes.
func (r *Runner) Dims() Dims { return r.dims }

// SetWeights replaces the weights with net's (same architecture).
func (r *Runner) SetWeights(net *Net) {
	for _, t := range r.weights {
		_ = t.FinalizeAll()
	}
	r.weights = net.WeightTensors()
}

// Run evaluates the batch, writing logits [N*K] and values [N].
func (r *Runner) Run(b *Batch, logits, values []float32) error {
	if err := b.Check(r.dims); err != nil {
		return err
	}
	if len(logits) != b.N*r.dims.Options || len(values) != b.N {
		return fmt.Errorf("model: output buffers of %d logits and %d values for a batch of %d", len(logits), len(values), b.N)
	}
	idx := make([]int, b.N)
	for i := range idx {
		idx[i] = i
	}
	var p Packed
	rows, opts := r.dims.PackSize(b, idx)
	r.dims.Pack(&p, b, idx, rows, opts)
	ins := p.Tensors(r.dims)
	args := make([]any, 0, len(r.weights)+len(ins))
	for _, t := range r.weights {
		args = append(args, t)
	}
	for _, t := range ins {
		args = append(args, t)
	}
	outs, err := r.exec.Call(args...)
	for _, t := range ins {
		_ = t.FinalizeAll()
	}
	if err != nil {
		return fmt.Errorf("model: forward: %w", err)
	}
	defer func() {
		for _, t := range outs {
			_ = t.FinalizeAll()
		}
	}()
	// Options past the packed ones are illegal.
	K := r.dims.Options
	tensors.MustConstFlatData(outs[0], func(f []float32) {
		for i := 0; i < b.N; i++ {
			copy(logits[i*K:i*K+opts], f[i*opts:(i+1)*opts])
			for k := opts; k < K; k++ {
				logits[i*K+k] = -MaskPenalty
			}
		}
	})
	tensors.MustConstFlatData(outs[1], func(f []float32) { copy(values, f) })
	return nil
}
