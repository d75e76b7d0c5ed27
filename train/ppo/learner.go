package ppo

import (
	"fmt"
	"math"

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
	a := &Adam{LR: lr, Beta1: 0.9, Beta2: 0.999, Eps: 1e-8, MaxGradNorm: maxGradNorm}
	for _, p := range net.Params {
		a.M = append(a.M, make([]float32, len(p.Data)))
		a.V = append(a.V, make([]float32, len(p.Data)))
	}
	return a
}

// Apply takes one step down the gradients; it returns the global gradient
// norm before clipping.
func (a *Adam) Apply(net *model.Net, grads [][]float32) float32 {
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
	for i, p := range net.Params {
		m, v, g := a.M[i], a.V[i], grads[i]
		for j := range p.Data {
			gj := g[j] * scale
			m[j] = a.Beta1*m[j] + (1-a.Beta1)*gj
			v[j] = a.Beta2*v[j] + (1-a.Beta2)*gj*gj
			p.Data[j] -= a.LR * (m[j] / b1c) / (float32(math.Sqrt(float64(v[j]/b2c))) + a.Eps)
		}
	}
	return norm
}

// Minibatch is a batch of observations with what PPO needs of each.
type Minibatch struct {
	Obs        model.Batch
	Actions    []int32   // option taken
	OldLogp    []float32 // its log-probability under the policy that took it
	Advantages []float32 // normalised by the caller
	Returns    []float32 // value targets
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
	backend, err := model.Backend()
	if err != nil {
		return nil, err
	}
	d := net.Dims
	exec, err := graph.NewExec(backend, func(nodes []*graph.Node) []*graph.Node { return buildLoss(d, nodes) })
	if err != nil {
		return nil, fmt.Errorf("ppo: loss graph: %w", err)
	}
	exec.SetMaxCache(8)
	return &Learner{Net: net, Opt: opt, exec: exec}, nil
}

// Gradients evaluates the loss and its gradients on mb without changing
// the weights.
func (l *Learner) Gradients(mb *Minibatch, c Coefficients) (Stats, [][]float32, error) {
	n := mb.Obs.N
	if err := mb.Obs.Check(l.Net.Dims); err != nil {
		return Stats{}, nil, err
	}
	if len(mb.Actions) != n || len(mb.OldLogp) != n || len(mb.Advantages) != n || len(mb.Returns) != n {
		return Stats{}, nil, fmt.Errorf("ppo: minibatch of %d with %d actions, %d log-probabilities, %d advantages, %d returns",
			n, len(mb.Actions), len(mb.OldLogp), len(mb.Advantages), len(mb.Returns))
	}
	var ins []*tensors.Tensor
	ins = append(ins, l.Net.WeightTensors()...)
	ins = append(ins, mb.Obs.Tensors(l.Net.Dims)...)
	ins = append(ins,
		tensors.FromFlatDataAndDimensions(mb.Actions, n),
		tensors.FromFlatDataAndDimensions(mb.OldLogp, n),
		tensors.FromFlatDataAndDimensions(mb.Advantages, n),
		tensors.FromFlatDataAndDimensions(mb.Returns, n),
		tensors.FromFlatDataAndDimensions([]float32{c.Clip, c.Value, c.Entropy}, 3))
	args := make([]any, len(ins))
	for i, t := range ins {
		args[i] = t
	}
	outs, err := l.exec.Call(args...)
	for _, t := range ins {
		_ = t.FinalizeAll()
	}
	if err != nil {
		return Stats{}, nil, fmt.Errorf("ppo: loss: %w", err)
	}
	defer func() {
		for _, t := range outs {
			_ = t.FinalizeAll()
		}
	}()
	var s [numStats]float32
	for i := range s {
		s[i] = tensors.MustCopyFlatData[float32](outs[i])[0]
	}
	grads := make([][]float32, model.NumParams)
	for i := range grads {
		grads[i] = tensors.MustCopyFlatData[float32](outs[numStats+i])
	}
	st := Stats{Loss: s[outLoss], Policy: s[outPolicy], Value: s[outValue], Entropy: s[outEntropy], KL: s[outKL], ClipFrac: s[outClipFrac]}
	for _, v := range s {
		if math.IsNaN(float64(v)) || math.IsInf(float64(v), 0) {
			return st, nil, fmt.Errorf("ppo: loss is not finite: %+v", st)
		}
	}
	return st, grads, nil
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
