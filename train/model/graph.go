package model

import (
	"github.com/gomlx/compute/dtypes"
	"github.com/gomlx/compute/shapes"
	. "github.com/gomlx/gomlx/core/graph" //nolint:revive // graph building reads best unqualified
)

// MaskPenalty is added to the logit of an illegal option (mask 0).
const MaskPenalty = 1e9

// Inputs are the observation nodes of a packed batch (Packed) of B
// observations, R' card rows and K' options each.
type Inputs struct {
	CardIndex   *Node // int32 [B,R']
	Cards       *Node // float32 [B,R',F]
	ZoneWeights *Node // float32 [B,Z,R']
	Globals     *Node // float32 [B,G]
	Options     *Node // float32 [B,K',H]
	OptionRefs  *Node // int32 [B,K',2]
	Mask        *Node // float32 [B,K']
}

// NumInputs is the number of observation inputs of the graphs (after the
// weights).
const NumInputs = 7

// NumParams is the number of weight arrays (the first inputs of the graphs).
const NumParams = numParams

// inputsFrom splits graph inputs into weights and observation nodes.
func inputsFrom(nodes []*Node) ([]*Node, Inputs) {
	return nodes[:numParams], InputsOf(nodes[numParams:])
}

// InputsOf names the NumInputs observation nodes of a graph (in Inputs
// order).
func InputsOf(o []*Node) Inputs { return Inputs{o[0], o[1], o[2], o[3], o[4], o[5], o[6]} }

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

// Forward builds the network on a packed batch: logits [B,K'] (illegal
// options at about -1e9) and values [B]. w are the weight nodes in
// ParamNames order. Padding rows are never read (zone weight 0, no option
// points at them), so unlike the package formulas no row is zeroed.
func Forward(d Dims, w []*Node, in Inputs) (logits, value *Node) {
	g := in.Cards.Graph()
	dims := in.Cards.Shape().Dimensions
	B, R := dims[0], dims[1]
	K := in.Mask.Shape().Dimensions[1]
	Z := len(d.Zones)

	// Card rows: features, plus the learned embedding of the card index.
	emb := Gather(w[pCardEmbed], ExpandAxes(in.CardIndex, -1)) // [B,R,D]
	e := relu(addLast(Add(Einsum("brf,fd->brd", in.Cards, w[pCardW]), emb), w[pCardB]))

	// Zones: the mean of their occupied rows (weights 1/count, 0 elsewhere).
	pool := Einsum("bzr,brd->bzd", in.ZoneWeights, e) // [B,Z,D]
	x := Concatenate([]*Node{Reshape(pool, B, Z*e.Shape().Dimensions[2]), in.Globals}, 1)
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
