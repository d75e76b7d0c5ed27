package draft

import (
	"fmt"
	"math"

	"github.com/gomlx/gomlx/core/graph"
	. "github.com/gomlx/gomlx/core/graph" //nolint:revive // graph building reads best unqualified
	"github.com/gomlx/gomlx/core/tensors"
	"github.com/lorcana-rl/lorcana/train/model"
	"github.com/lorcana-rl/lorcana/train/ppo"
)

func relu(x *Node) *Node {
	zero := ZerosLike(x)
	return Where(GreaterThan(x, zero), x, zero)
}

func addLast(x, v *Node) *Node {
	axes := make([]int, x.Rank()-1)
	for i := range axes {
		axes[i] = i
	}
	return Add(x, ExpandAxes(v, axes...))
}

// forwardGraph is the network on a batch: x [B,K,InFeatures], mask [B,K],
// pool [B,PoolFeatures]; logits [B,K] and values [B].
func forwardGraph(w []*Node, x, mask, pool *Node) (logits, value *Node) {
	h := relu(addLast(Einsum("bkf,fh->bkh", x, w[pW1]), w[pB1]))
	h = relu(addLast(Einsum("bkh,hj->bkj", h, w[pW2]), w[pB2]))
	raw := addLast(Einsum("bkh,h->bk", h, w[pWo]), w[pBo])
	logits = Add(raw, MulScalar(AddScalar(mask, -1), MaskPenalty))
	v := relu(addLast(MatMul(pool, w[pV1]), w[pVb1]))
	value = addLast(Einsum("bv,v->b", v, w[pV2]), w[pVb2])
	return logits, value
}

// Loss statistics, before the gradients.
const (
	outLoss = iota
	outPolicy
	outValue
	outEntropy
	outKL
	outClipFrac
	numStats
)

// buildLoss is the PPO loss of a minibatch (clipped surrogate, value loss,
// entropy bonus, as package ppo's) and its gradients with respect to every
// weight.
func buildLoss(nodes []*Node) []*Node {
	w := nodes[:numParams]
	in := nodes[numParams:]
	x, mask, pool, actions, oldLogp, adv, ret, coef := in[0], in[1], in[2], in[3], in[4], in[5], in[6], in[7]
	logits, value := forwardGraph(w, x, mask, pool)
	outs := ppo.ClippedLoss(logits, value, actions, oldLogp, adv, ret, coef)
	return append(outs, Gradient(outs[outLoss], w...)...)
}

// Batch is a batch of decisions with what PPO needs of each.
type Batch struct {
	Inputs     []Encoded
	Actions    []int32   // slot taken
	OldLogp    []float32 // its log-probability under the policy that took it
	Advantages []float32
	Returns    []float32
}

// Stats are the loss terms of one update.
type Stats struct {
	Loss, Policy, Value, Entropy, KL, ClipFrac, GradNorm float32
}

// Learner computes the PPO gradients of a drafter network (GoMLX, the
// project's pure-Go backend) and applies them with Adam (package ppo's).
type Learner struct {
	Net  *Net
	Opt  *ppo.Adam
	exec *graph.Exec
	fwd  *graph.Exec
}

// NewLearner compiles the loss graph of net (on first use, per batch size).
func NewLearner(net *Net, lr, maxGradNorm float32) (*Learner, error) {
	backend, err := model.Backend()
	if err != nil {
		return nil, err
	}
	exec, err := graph.NewExec(backend, buildLoss)
	if err != nil {
		return nil, fmt.Errorf("draft: loss graph: %w", err)
	}
	exec.SetMaxCache(16)
	fwd, err := graph.NewExec(backend, func(nodes []*Node) []*Node {
		l, v := forwardGraph(nodes[:numParams], nodes[numParams], nodes[numParams+1], nodes[numParams+2])
		return []*Node{l, v}
	})
	if err != nil {
		return nil, fmt.Errorf("draft: forward graph: %w", err)
	}
	sizes := make([]int, len(net.Params))
	for i, p := range net.Params {
		sizes[i] = len(p.Data)
	}
	return &Learner{Net: net, Opt: ppo.NewAdamSizes(sizes, lr, maxGradNorm), exec: exec, fwd: fwd}, nil
}

func (l *Learner) weightTensors() []*tensors.Tensor {
	out := make([]*tensors.Tensor, len(l.Net.Params))
	for i, p := range l.Net.Params {
		out[i] = tensors.FromFlatDataAndDimensions(p.Data, p.Shape...)
	}
	return out
}

func inputTensors(in []Encoded, rows []int) []*tensors.Tensor {
	n := len(rows)
	x := make([]float32, 0, n*PackSlots*InFeatures)
	mask := make([]float32, 0, n*PackSlots)
	pool := make([]float32, 0, n*PoolFeatures)
	for _, i := range rows {
		x = append(x, in[i].X[:]...)
		mask = append(mask, in[i].Mask[:]...)
		pool = append(pool, in[i].Pool[:]...)
	}
	return []*tensors.Tensor{
		tensors.FromFlatDataAndDimensions(x, n, PackSlots, InFeatures),
		tensors.FromFlatDataAndDimensions(mask, n, PackSlots),
		tensors.FromFlatDataAndDimensions(pool, n, PoolFeatures),
	}
}

func call(e *graph.Exec, ins []*tensors.Tensor) ([]*tensors.Tensor, error) {
	args := make([]any, len(ins))
	for i, t := range ins {
		args[i] = t
	}
	outs, err := e.Call(args...)
	for _, t := range ins {
		_ = t.FinalizeAll()
	}
	return outs, err
}

// GraphForward runs the GoMLX graph on decisions: logits [n*PackSlots] and
// values [n] (what Net.Forward computes in plain Go).
func (l *Learner) GraphForward(in []Encoded) (logits, values []float32, err error) {
	rows := make([]int, len(in))
	for i := range rows {
		rows[i] = i
	}
	outs, err := call(l.fwd, append(l.weightTensors(), inputTensors(in, rows)...))
	if err != nil {
		return nil, nil, fmt.Errorf("draft: forward: %w", err)
	}
	logits, values = tensors.MustCopyFlatData[float32](outs[0]), tensors.MustCopyFlatData[float32](outs[1])
	for _, t := range outs {
		_ = t.FinalizeAll()
	}
	return logits, values, nil
}

// Update takes one optimiser step on decisions rows of b.
func (l *Learner) Update(b *Batch, rows []int, c ppo.Coefficients) (Stats, error) {
	n := len(rows)
	if n == 0 {
		return Stats{}, fmt.Errorf("draft: empty minibatch")
	}
	actions, oldLogp, adv, ret := make([]int32, n), make([]float32, n), make([]float32, n), make([]float32, n)
	for j, i := range rows {
		if i < 0 || i >= len(b.Inputs) {
			return Stats{}, fmt.Errorf("draft: minibatch row %d of %d decisions", i, len(b.Inputs))
		}
		a := b.Actions[i]
		if a < 0 || a >= PackSlots || b.Inputs[i].Mask[a] == 0 {
			return Stats{}, fmt.Errorf("draft: decision %d took slot %d, which is not a legal pick", i, a)
		}
		actions[j], oldLogp[j], adv[j], ret[j] = a, b.OldLogp[i], b.Advantages[i], b.Returns[i]
	}
	ins := append(l.weightTensors(), inputTensors(b.Inputs, rows)...)
	ins = append(ins,
		tensors.FromFlatDataAndDimensions(actions, n),
		tensors.FromFlatDataAndDimensions(oldLogp, n),
		tensors.FromFlatDataAndDimensions(adv, n),
		tensors.FromFlatDataAndDimensions(ret, n),
		tensors.FromFlatDataAndDimensions([]float32{c.Clip, c.Value, c.Entropy}, 3))
	outs, err := call(l.exec, ins)
	if err != nil {
		return Stats{}, fmt.Errorf("draft: loss: %w", err)
	}
	defer func() {
		for _, t := range outs {
			_ = t.FinalizeAll()
		}
	}()
	var m [numStats]float32
	for i := range m {
		m[i] = tensors.MustCopyFlatData[float32](outs[i])[0]
	}
	st := Stats{Loss: m[outLoss], Policy: m[outPolicy], Value: m[outValue], Entropy: m[outEntropy], KL: m[outKL], ClipFrac: m[outClipFrac]}
	for _, v := range m {
		if math.IsNaN(float64(v)) || math.IsInf(float64(v), 0) {
			return st, fmt.Errorf("draft: loss is not finite: %+v", st)
		}
	}
	grads := make([][]float32, numParams)
	params := make([][]float32, numParams)
	for i := range grads {
		grads[i] = tensors.MustCopyFlatData[float32](outs[numStats+i])
		params[i] = l.Net.Params[i].Data
	}
	st.GradNorm = l.Opt.ApplyTo(params, grads)
	return st, nil
}
