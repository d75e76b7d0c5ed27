package ppo

import (
	"github.com/gomlx/compute/dtypes"
	. "github.com/gomlx/gomlx/core/graph" //nolint:revive // graph building reads best unqualified
	"github.com/lorcana-rl/lorcana/train/model"
)

// Coefficients of the loss, given to the graph as scalars (changing them
// does not recompile it).
type Coefficients struct {
	Clip    float32 // ε of the clipped ratio
	Value   float32 // weight of the value loss
	Entropy float32 // weight of the entropy bonus
}

// lossInputs are the per-sample training inputs after the observation.
const numLossInputs = 5 // actions, old log-probabilities, advantages, returns, coefficients

// Loss outputs, before the gradients.
const (
	outLoss = iota
	outPolicy
	outValue
	outEntropy
	outKL
	outClipFrac
	numStats
)

// buildLoss is the PPO loss of a minibatch and its gradients with respect to
// every weight: outputs are the numStats statistics then the gradients in
// model.ParamNames order.
func buildLoss(d model.Dims, nodes []*Node) []*Node {
	w := nodes[:model.NumParams]
	obs := nodes[model.NumParams : model.NumParams+model.NumInputs]
	rest := nodes[model.NumParams+model.NumInputs:]
	actions, oldLogp, adv, ret, coef := rest[0], rest[1], rest[2], rest[3], rest[4]
	logits, value := model.Forward(d, w, model.InputsOf(obs))
	outs := ClippedLoss(logits, value, actions, oldLogp, adv, ret, coef)
	return append(outs, Gradient(outs[outLoss], w...)...)
}

// ClippedLoss is PPO's loss of a minibatch from the network's masked
// logits [B,K] and values [B]: the clipped surrogate, half the value's
// squared error and the entropy bonus, weighted by coef (clip, value,
// entropy: Coefficients as a [3] tensor). Its outputs are the numStats
// statistics in out* order; the first, the loss, is the one to take
// gradients of (the others are stopped). The play bot's and the drafter's
// trainers share it.
func ClippedLoss(logits, value, actions, oldLogp, adv, ret, coef *Node) []*Node {
	K := logits.Shape().Dimensions[1]
	logp := LogSoftmax(logits, -1)                            // [B,K]; illegal options ~ -1e9
	p := Exp(logp)                                            // exactly 0 for illegal options
	onehot := OneHot(actions, K, dtypes.Float32)              // [B,K]
	newLogp := ReduceSum(Mul(onehot, logp), 1)                // [B]
	entropy := Neg(ReduceAllMean(ReduceSum(Mul(p, logp), 1))) // mean over the batch
	logRatio := Sub(newLogp, oldLogp)
	ratio := Exp(logRatio)
	clip := Slice(coef, AxisRange(0, 1))
	vcoef := Slice(coef, AxisRange(1, 2))
	ecoef := Slice(coef, AxisRange(2, 3))
	clipped := Min(Max(ratio, Sub(OnesLike(clip), clip)), Add(OnesLike(clip), clip))
	surrogate := Min(Mul(ratio, adv), Mul(clipped, adv))
	policyLoss := Neg(ReduceAllMean(surrogate))
	valueLoss := MulScalar(ReduceAllMean(Square(Sub(value, ret))), 0.5)
	loss := Add(policyLoss, Sub(Mul(Reshape(vcoef), valueLoss), Mul(Reshape(ecoef), entropy)))

	// Diagnostics: approximate KL ((r-1) - log r, Schulman's estimator) and
	// the fraction of clipped ratios.
	kl := ReduceAllMean(Sub(Sub(ratio, OnesLike(ratio)), logRatio))
	outside := GreaterThan(Abs(Sub(ratio, OnesLike(ratio))), clip)
	clipFrac := ReduceAllMean(ConvertDType(outside, dtypes.Float32))

	outs := []*Node{loss, StopGradient(policyLoss), StopGradient(valueLoss), StopGradient(entropy),
		StopGradient(kl), StopGradient(clipFrac)}
	return outs
}
