package ppo

import (
	"fmt"
	"math"

	. "github.com/gomlx/gomlx/core/graph" //nolint:revive // graph building reads best unqualified
	"github.com/gomlx/gomlx/core/tensors"
	"github.com/lorcana-rl/lorcana/train/model"
)

// SearchBatch is a batch of a search's decisions, the targets of expert
// iteration (AlphaZero's training; train's mode expert): each
// observation's share of the root's visits per option and the game's
// result for the player who decided.
type SearchBatch struct {
	Obs     model.Batch
	Visits  []float32 // [N*K]: the share of the root's visits of each option (0 where illegal), summing to 1
	Returns []float32 // [N]: the result for the decider, 1 a win, -1 a loss, 0 a draw
	Rows    []int     // the decisions of the minibatch (nil: all of Obs); the update reorders them
}

// NewSearchLearner compiles the loss graph of expert iteration for net
// (SearchLoss): the learner's Update is then UpdateSearch.
func NewSearchLearner(net *model.Net, opt *Adam) (*Learner, error) {
	return newLearner(net, opt, buildSearchLoss)
}

// GradientsSearch evaluates the loss of expert iteration (SearchLoss) and
// its gradients on mb without changing the weights: the means over its
// shards, which equal those of the whole minibatch. Stats.KL is the
// divergence of the policy from the visits; ClipFrac is 0.
func (l *Learner) GradientsSearch(mb *SearchBatch, valueCoef float32) (Stats, [][]float32, error) {
	n := mb.Obs.N
	d := l.Net.Dims
	if err := mb.Obs.Check(d); err != nil {
		return Stats{}, nil, err
	}
	if len(mb.Visits) != n*d.Options || len(mb.Returns) != n {
		return Stats{}, nil, fmt.Errorf("ppo: search batch of %d with %d visit shares (want %d), %d returns",
			n, len(mb.Visits), n*d.Options, len(mb.Returns))
	}
	order, err := rowsOf(mb.Rows, n)
	if err != nil {
		return Stats{}, nil, err
	}
	for _, i := range order {
		var sum float64
		for k, v := range mb.Visits[i*d.Options : (i+1)*d.Options] {
			if v < 0 || v > 0 && mb.Obs.Mask[i*d.Options+k] == 0 {
				return Stats{}, nil, fmt.Errorf("ppo: decision %d gives option %d a share %v of the visits, which is not a legal option's", i, k, v)
			}
			sum += float64(v)
		}
		if math.Abs(sum-1) > 1e-3 {
			return Stats{}, nil, fmt.Errorf("ppo: decision %d: the visit shares sum to %v, not 1", i, sum)
		}
	}
	return l.sharded(&mb.Obs, order, func(idx []int, options int) []*tensors.Tensor {
		n, K := len(idx), d.Options
		visits, ret := make([]float32, n*options), make([]float32, n)
		for j, i := range idx {
			copy(visits[j*options:(j+1)*options], mb.Visits[i*K:i*K+options])
			ret[j] = mb.Returns[i]
		}
		return []*tensors.Tensor{
			tensors.FromFlatDataAndDimensions(visits, n, options),
			tensors.FromFlatDataAndDimensions(ret, n),
			tensors.FromFlatDataAndDimensions([]float32{valueCoef}, 1)}
	})
}

// UpdateSearch takes one optimiser step on mb, a learner of
// NewSearchLearner.
func (l *Learner) UpdateSearch(mb *SearchBatch, valueCoef float32) (Stats, error) {
	st, grads, err := l.GradientsSearch(mb, valueCoef)
	if err != nil {
		return st, err
	}
	st.GradNorm = l.Opt.Apply(l.Net, grads)
	return st, nil
}

// buildSearchLoss is SearchLoss of a minibatch and its gradients with
// respect to every weight: the numStats statistics, then the gradients in
// model.ParamNames order.
func buildSearchLoss(d model.Dims, nodes []*Node) []*Node {
	w := nodes[:model.NumParams]
	obs := nodes[model.NumParams : model.NumParams+model.NumInputs]
	rest := nodes[model.NumParams+model.NumInputs:]
	logits, value := model.Forward(d, w, model.InputsOf(obs))
	outs := SearchLoss(logits, value, rest[0], rest[1], rest[2])
	return append(outs, Gradient(outs[outLoss], w...)...)
}

// SearchLoss is the loss of expert iteration from the network's masked
// logits [B,K] and values [B]: the cross-entropy of the policy to the
// search's visit shares visits [B,K], plus vcoef ([1]) times half the
// value's squared error to the game's result ret [B]. Its outputs are the
// numStats statistics in out* order (the KL slot: the divergence of the
// policy from the visits; the clipped fraction: 0); the first, the loss,
// is the one to take gradients of.
func SearchLoss(logits, value, visits, ret, vcoef *Node) []*Node {
	logp := LogSoftmax(logits, -1) // [B,K]; illegal options ~ -1e9, where visits are 0
	p := Exp(logp)
	// Illegal options: a share of 0 times a log-probability of about -1e9.
	legal := GreaterThan(visits, ZerosLike(visits))
	safe := Where(legal, logp, ZerosLike(logp))
	crossEntropy := Neg(ReduceAllMean(ReduceSum(Mul(visits, safe), 1)))
	logv := Where(legal, Log(Where(legal, visits, OnesLike(visits))), ZerosLike(visits))
	selfEntropy := Neg(ReduceAllMean(ReduceSum(Mul(visits, logv), 1)))
	entropy := Neg(ReduceAllMean(ReduceSum(Mul(p, logp), 1)))
	valueLoss := MulScalar(ReduceAllMean(Square(Sub(value, ret))), 0.5)
	loss := Add(crossEntropy, Mul(Reshape(vcoef), valueLoss))
	kl := Sub(crossEntropy, selfEntropy)
	zero := ZerosLike(loss)
	return []*Node{loss, StopGradient(crossEntropy), StopGradient(valueLoss), StopGradient(entropy),
		StopGradient(kl), StopGradient(zero)}
}
