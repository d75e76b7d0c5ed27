package model

import (
	"github.com/gomlx/compute/dtypes"
	"github.com/gomlx/compute/shapes"
	. "github.com/gomlx/gomlx/core/graph" //nolint:revive // graph building reads best unqualified
)

// MaskPenalty is added to the logit of an illegal option (mask 0).
const MaskPenalty = 1e9

// Inputs are the observation nodes of a batch of B observations.
type Inputs struct {
	CardIndex  *Node // int32 [B,R]
	Cards      *Node // float32 [B,R,F]
	Globals    *Node // float32 [B,G]
	Options    *Node // float32 [B,K,H]
	OptionRefs *Node // int32 [B,K,2]
	Mask       *Node // float32 [B,K]
}

// NumInputs is the number of observation inputs of the graphs (after the
// weights).
const NumInputs = 6

// NumParams is the number of weight arrays (the first inputs of the graphs).
const NumParams = numParams

// inputsFrom splits graph inputs into weights and observation nodes.
func inputsFrom(nodes []*Node) ([]*Node, Inputs) {
	return nodes[:numParams], Inputs{nodes[numParams], nodes[numParams+1], nodes[numParams+2],
		nodes[numParams+3], nodes[numParams+4], nodes[numParams+5]}
}

func relu(x *Node) *Node {
	zero := ZerosLike(x)
	return Where(GreaterThan(x, zero), x, zero)
}

// addLast adds the vector v along x's last axis (ranks must match in GoMLX
// broadcasting, so v gets leading axes of size 1).
func addLast(x, v *Node) *Node {
	axes := make([]int, x.Rank()-1)
	for i := range axes {
		axes[i] = i
	}
	return Add(x, ExpandAxes(v, axes...))
}

// Forward builds the network on a batch: logits [B,K] (illegal options at
// about -1e9) and values [B]. w are the weight nodes in ParamNames order.
func Forward(d Dims, w []*Node, in Inputs) (logits, value *Node) {
	g := in.Cards.Graph()
	B := in.Cards.Shape().Dimensions[0]
	R, K := d.CardRows, d.Options

	// Card rows: features, plus the learned embedding of the card index;
	// empty rows (index 0) are zeroed.
	idx := ExpandAxes(in.CardIndex, -1) // [B,R,1]
	emb := Gather(w[pCardEmbed], idx)   // [B,R,D]
	e := relu(addLast(Add(Einsum("brf,fd->brd", in.Cards, w[pCardW]), emb), w[pCardB]))
	present := ConvertDType(GreaterThan(in.CardIndex, ZerosLike(in.CardIndex)), dtypes.Float32) // [B,R]
	e = Mul(e, ExpandAxes(present, -1))

	// Zones: the mean of their occupied rows.
	parts := make([]*Node, 0, len(d.Zones)+1)
	start := 0
	for _, n := range d.Zones {
		sum := ReduceSum(Slice(e, AxisRange(), AxisRange(start, start+n)), 1)       // [B,D]
		cnt := ReduceSum(Slice(present, AxisRange(), AxisRange(start, start+n)), 1) // [B]
		cnt = Max(cnt, OnesLike(cnt))                                               // no division by 0
		parts = append(parts, Div(sum, ExpandAxes(cnt, -1)))
		start += n
	}
	parts = append(parts, in.Globals)
	x := Concatenate(parts, 1)
	s := relu(addLast(MatMul(x, w[pTrunkW]), w[pTrunkB]))
	s = relu(addLast(MatMul(s, w[pTrunk2W]), w[pTrunk2B])) // [B,S]

	// Options: own features, the rows they point at, the state.
	A := w[pOptB].Shape().Dimensions[0]
	zero := Zeros(g, shapes.Make(dtypes.Float32, 1, A))
	src := Concatenate([]*Node{Reshape(Einsum("brd,da->bra", e, w[pOptSrc]), B*R, A), zero}, 0) // [B*R+1,A]
	tgt := Concatenate([]*Node{Reshape(Einsum("brd,da->bra", e, w[pOptTgt]), B*R, A), zero}, 0)
	refs := in.OptionRefs                                                // [B,K,2]
	base := MulScalar(Iota(g, shapes.Make(dtypes.Int32, B, K, 2), 0), R) // b*R
	flat := Where(LessThan(refs, ZerosLike(refs)), Scalar(g, dtypes.Int32, B*R), Add(refs, base))
	srcIdx := Slice(flat, AxisRange(), AxisRange(), AxisRange(0, 1)) // [B,K,1]
	tgtIdx := Slice(flat, AxisRange(), AxisRange(), AxisRange(1, 2))
	h := Einsum("bkh,ha->bka", in.Options, w[pOptW])
	h = Add(h, Gather(src, srcIdx))
	h = Add(h, Gather(tgt, tgtIdx))
	h = Add(h, ExpandAxes(MatMul(s, w[pOptState]), 1))
	h = relu(addLast(h, w[pOptB]))
	raw := Einsum("bka,a->bk", h, w[pOptOut])
	logits = Add(raw, MulScalar(AddScalar(in.Mask, -1), MaskPenalty))

	value = addLast(Einsum("bs,s->b", s, w[pValueW]), w[pValueB])
	return logits, value
}
