package ppo

import (
	"fmt"
	"math"
	"runtime"
	"sync"

	"github.com/gomlx/gomlx/core/graph"
	"github.com/gomlx/gomlx/core/tensors"
	"github.com/lorcana-rl/lorcana/train/model"
)

// Adam is the optimiser's state: first and second moment estimates of every
// weight, and the step count.
type Adam struct {
	LR, Beta1, Beta2, Eps float32
	MaxGradNorm           float32 // clip the global gradient norm to this (0: no clipping)
	Step                  int
	M, V                  [][]float32 // per weight array
}

// NewAdam returns an optimiser for net's weights.
func NewAdam(net *model.Net, lr, maxGradNorm float32) *Adam {
	sizes := make([]int, len(net.Params))
	for i, p := range net.Params {
		sizes[i] = len(p.Data)
	}
	return NewAdamSizes(sizes, lr, maxGradNorm)
}

// NewAdamSizes returns an optimiser for weight arrays of the given sizes
// (any network's: the drafter's of package train/draft too).
func NewAdamSizes(sizes []int, lr, maxGradNorm float32) *Adam {
	a := &Adam{LR: lr, Beta1: 0.9, Beta2: 0.999, Eps: 1e-8, MaxGradNorm: maxGradNorm}
	for _, n := range sizes {
		a.M = append(a.M, make([]float32, n))
		a.V = append(a.V, make([]float32, n))
	}
	return a
}

// Apply takes one step down the gradients; it returns the global gradient
// norm before clipping.
func (a *Adam) Apply(net *model.Net, grads [][]float32) float32 {
	params := make([][]float32, len(net.Params))
	for i := range net.Params {
		params[i] = net.Params[i].Data
	}
	return a.ApplyTo(params, grads)
}

// ApplyTo is Apply on plain weight arrays (params[i] matches grads[i]).
func (a *Adam) ApplyTo(params, grads [][]float32) float32 {
	var sq float64
	for _, g := range grads {
		for _, v := range g {
			sq += float64(v) * float64(v)
		}
	}
	norm := float32(math.Sqrt(sq))
	scale := float32(1)
	if a.MaxGradNorm > 0 && norm > a.MaxGradNorm {
		scale = a.MaxGradNorm / norm
	}
	a.Step++
	b1c := 1 - float32(math.Pow(float64(a.Beta1), float64(a.Step)))
	b2c := 1 - float32(math.Pow(float64(a.Beta2), float64(a.Step)))
	for i, p := range params {
		m, v, g := a.M[i], a.V[i], grads[i]
		for j := range p {
			gj := g[j] * scale
			m[j] = a.Beta1*m[j] + (1-a.Beta1)*gj
			v[j] = a.Beta2*v[j] + (1-a.Beta2)*gj*gj
			p[j] -= a.LR * (m[j] / b1c) / (float32(math.Sqrt(float64(v[j]/b2c))) + a.Eps)
		}
	}
	return norm
}

// Minibatch is a batch of observations with what PPO needs of each: all
// of them, or (Rows) some of them, so that a minibatch can be drawn from a
// rollout without a copy.
type Minibatch struct {
	Obs        model.Batch
	Actions    []int32   // option taken
	OldLogp    []float32 // its log-probability under the policy that took it
	Advantages []float32 // normalised by the caller
	Returns    []float32 // value targets
	Rows       []int     // the decisions of the minibatch (nil: all of Obs); the update reorders them
}

// Stats are the loss terms of one update (minibatch means).
type Stats struct {
	Loss, Policy, Value, Entropy, KL, ClipFrac, GradNorm float32
}

// Learner computes PPO gradients of a network and applies them.
type Learner struct {
	Net  *model.Net
	Opt  *Adam
	exec *graph.Exec
}

// NewLearner compiles the loss graph of net (on first use, per minibatch size).
func NewLearner(net *model.Net, opt *Adam) (*Learner, error) {
	return newLearner(net, opt, buildLoss)
}

// newLearner compiles the loss graph build makes of net's weights,
// observation and training inputs.
func newLearner(net *model.Net, opt *Adam, build func(model.Dims, []*graph.Node) []*graph.Node) (*Learner, error) {
	backend, err := model.Backend()
	if err != nil {
		return nil, err
	}
	d := net.Dims
	exec, err := graph.NewExec(backend, func(nodes []*graph.Node) []*graph.Node { return build(d, nodes) })
	if err != nil {
		return nil, fmt.Errorf("ppo: loss graph: %w", err)
	}
	exec.SetMaxCache(64) // a graph per packed shape (model.PackBucket)
	return &Learner{Net: net, Opt: opt, exec: exec}, nil
}

// ShardSize is the largest number of decisions one evaluation of the loss
// graph takes: a minibatch is cut into equal shards of at most this size
// (see Shards), evaluated concurrently on up to GOMAXPROCS goroutines, and
// their means averaged in shard order. Before it is cut, the minibatch is
// ordered by occupancy (model.Dims.SortByOccupancy), so that each shard
// packs tightly (model.Packed). Shards are only a way to compute: the
// result is the minibatch's mean, and does not depend on the number of
// cores.
const ShardSize = 128

// maxShards bounds the shards of one minibatch.
const maxShards = 64

// Shards is the number of equal shards a minibatch of n decisions is
// evaluated in: the fewest (up to 64) of at most ShardSize each that divide
// n; n itself (one shard) when no such count divides it.
func Shards(n int) int {
	for s := (n + ShardSize - 1) / ShardSize; s >= 1 && s <= maxShards; s++ {
		if n%s == 0 {
			return s
		}
	}
	return 1
}

// Gradients evaluates the loss and its gradients on mb without changing
// the weights: the means over its shards (Shards), which equal those of the
// whole minibatch.
func (l *Learner) Gradients(mb *Minibatch, c Coefficients) (Stats, [][]float32, error) {
	n := mb.Obs.N
	d := l.Net.Dims
	if err := mb.Obs.Check(d); err != nil {
		return Stats{}, nil, err
	}
	if len(mb.Actions) != n || len(mb.OldLogp) != n || len(mb.Advantages) != n || len(mb.Returns) != n {
		return Stats{}, nil, fmt.Errorf("ppo: minibatch of %d with %d actions, %d log-probabilities, %d advantages, %d returns",
			n, len(mb.Actions), len(mb.OldLogp), len(mb.Advantages), len(mb.Returns))
	}
	order, err := rowsOf(mb.Rows, n)
	if err != nil {
		return Stats{}, nil, err
	}
	for _, i := range order {
		if a := mb.Actions[i]; a < 0 || int(a) >= d.Options || mb.Obs.Mask[i*d.Options+int(a)] == 0 {
			return Stats{}, nil, fmt.Errorf("ppo: decision %d took option %d, which is not legal", i, a)
		}
	}
	return l.sharded(&mb.Obs, order, ppoTargets(mb, c))
}

// ppoTargets gives PPO's training inputs of a shard of mb.
func ppoTargets(mb *Minibatch, c Coefficients) targets {
	return func(idx []int, _ int) []*tensors.Tensor {
		n := len(idx)
		actions, oldLogp, adv, ret := make([]int32, n), make([]float32, n), make([]float32, n), make([]float32, n)
		for j, i := range idx {
			actions[j], oldLogp[j], adv[j], ret[j] = mb.Actions[i], mb.OldLogp[i], mb.Advantages[i], mb.Returns[i]
		}
		return []*tensors.Tensor{
			tensors.FromFlatDataAndDimensions(actions, n),
			tensors.FromFlatDataAndDimensions(oldLogp, n),
			tensors.FromFlatDataAndDimensions(adv, n),
			tensors.FromFlatDataAndDimensions(ret, n),
			tensors.FromFlatDataAndDimensions([]float32{c.Clip, c.Value, c.Entropy}, 3)}
	}
}

// rowsOf is a minibatch's decisions: rows, or all n where rows is nil;
// a row out of range is an error.
func rowsOf(rows []int, n int) ([]int, error) {
	if rows == nil {
		rows = make([]int, n)
		for i := range rows {
			rows[i] = i
		}
	}
	for _, i := range rows {
		if i < 0 || i >= n {
			return nil, fmt.Errorf("ppo: minibatch row %d of %d decisions", i, n)
		}
	}
	return rows, nil
}

// targets gives a shard's training inputs after the observation: idx are
// its decisions, options the packed options per decision.
type targets func(idx []int, options int) []*tensors.Tensor

// sharded evaluates the learner's loss graph on decisions order of obs in
// shards (Shards; after sorting order by occupancy, so that each packs
// tightly), concurrently on up to GOMAXPROCS goroutines, and returns the
// means of the statistics and gradients over the shards, summed in shard
// order: those of the whole minibatch, whatever the number of cores.
func (l *Learner) sharded(obs *model.Batch, order []int, in targets) (Stats, [][]float32, error) {
	d := l.Net.Dims
	n := len(order)
	if n == 0 {
		return Stats{}, nil, fmt.Errorf("ppo: empty minibatch")
	}
	d.SortByOccupancy(obs, order)
	shards := Shards(n)
	size := n / shards
	stats := make([][numStats]float32, shards)
	grads := make([][][]float32, shards)
	errs := make([]error, shards)
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	var wg sync.WaitGroup
	// Largest shards first (the order sorts them by occupancy), so that no
	// core is left with a large one at the end.
	for s := shards - 1; s >= 0; s-- {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			stats[s], grads[s], errs[s] = l.evaluate(obs, order[s*size:(s+1)*size], in)
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return Stats{}, nil, err
		}
	}
	// The mean of the shards' means, summed in shard order.
	var m [numStats]float32
	for s := range shards {
		for i, v := range stats[s] {
			m[i] += v / float32(shards)
		}
	}
	g := grads[0]
	for s := 1; s < shards; s++ {
		for i := range g {
			for j, v := range grads[s][i] {
				g[i][j] += v
			}
		}
	}
	if shards > 1 {
		inv := 1 / float32(shards)
		for i := range g {
			for j := range g[i] {
				g[i][j] *= inv
			}
		}
	}
	st := Stats{Loss: m[outLoss], Policy: m[outPolicy], Value: m[outValue], Entropy: m[outEntropy], KL: m[outKL], ClipFrac: m[outClipFrac]}
	for _, v := range m {
		if math.IsNaN(float64(v)) || math.IsInf(float64(v), 0) {
			return st, nil, fmt.Errorf("ppo: loss is not finite: %+v", st)
		}
	}
	return st, g, nil
}

// evaluate runs the loss graph on decisions idx of obs, packed, with the
// training inputs in gives: their mean statistics and gradients.
func (l *Learner) evaluate(obs *model.Batch, idx []int, in targets) ([numStats]float32, [][]float32, error) {
	var s [numStats]float32
	d := l.Net.Dims
	var p model.Packed
	rows, opts := d.PackSize(obs, idx)
	d.Pack(&p, obs, idx, rows, opts)
	var ins []*tensors.Tensor
	ins = append(ins, l.Net.WeightTensors()...)
	ins = append(ins, p.Tensors(d)...)
	ins = append(ins, in(idx, opts)...)
	args := make([]any, len(ins))
	for i, t := range ins {
		args[i] = t
	}
	outs, err := l.exec.Call(args...)
	for _, t := range ins {
		_ = t.FinalizeAll()
	}
	if err != nil {
		return s, nil, fmt.Errorf("ppo: loss: %w", err)
	}
	defer func() {
		for _, t := range outs {
			_ = t.FinalizeAll()
		}
	}()
	for i := range s {
		s[i] = tensors.MustCopyFlatData[float32](outs[i])[0]
	}
	grads := make([][]float32, model.NumParams)
	for i := range grads {
		grads[i] = tensors.MustCopyFlatData[float32](outs[numStats+i])
	}
	return s, grads, nil
}

// Update takes one optimiser step on mb.
func (l *Learner) Update(mb *Minibatch, c Coefficients) (Stats, error) {
	st, grads, err := l.Gradients(mb, c)
	if err != nil {
		return st, err
	}
	st.GradNorm = l.Opt.Apply(l.Net, grads)
	return st, nil
}
