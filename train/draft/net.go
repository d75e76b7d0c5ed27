package draft

import (
	"fmt"
	"math"
	"math/rand/v2"
)

// MaskPenalty is added to the logit of a slot that is not a legal pick.
const MaskPenalty = 1e9

// Arch are the network's sizes.
type Arch struct {
	Hidden      int `yaml:"hidden"`       // width of a pack card's two hidden layers
	ValueHidden int `yaml:"value_hidden"` // width of the value head's hidden layer
}

// DefaultArch is the architecture of configs/draft.yaml.
var DefaultArch = Arch{Hidden: 64, ValueHidden: 32}

// Param is one named weight array, row-major.
type Param struct {
	Name  string
	Shape []int
	Data  []float32
}

// Parameter indices, in the order of ParamNames.
const (
	pW1 = iota
	pB1
	pW2
	pB2
	pWo
	pBo
	pV1
	pVb1
	pV2
	pVb2
	numParams
)

// ParamNames are the weight names, in the order the graph takes them.
var ParamNames = [numParams]string{"w1", "b1", "w2", "b2", "wo", "bo", "v1", "vb1", "v2", "vb2"}

// Net is the drafter network: its sizes and weights.
type Net struct {
	Arch   Arch
	Params []Param // in ParamNames order
}

func (a Arch) shapes() [numParams][]int {
	h, v := a.Hidden, a.ValueHidden
	return [numParams][]int{
		{InFeatures, h}, {h}, {h, h}, {h}, {h}, {1},
		{PoolFeatures, v}, {v}, {v}, {1},
	}
}

// Validate reports sizes the network cannot be built with.
func (a Arch) Validate() error {
	if a.Hidden < 1 || a.Hidden > 1024 || a.ValueHidden < 1 || a.ValueHidden > 1024 {
		return fmt.Errorf("draft network: hidden %d and value_hidden %d must be from 1 to 1024", a.Hidden, a.ValueHidden)
	}
	return nil
}

// NewNet returns a network of sizes a with weights drawn from seed
// (He-uniform for the hidden layers; the output layers start small, so
// that the first policy is close to uniform over the pack).
func NewNet(a Arch, seed uint64) (*Net, error) {
	if err := a.Validate(); err != nil {
		return nil, err
	}
	rng := rand.New(rand.NewPCG(seed, 0xd4af7))
	n := &Net{Arch: a}
	for i, shape := range a.shapes() {
		size := 1
		for _, d := range shape {
			size *= d
		}
		p := Param{Name: ParamNames[i], Shape: shape, Data: make([]float32, size)}
		if len(shape) == 2 || i == pWo || i == pV2 {
			fanIn := shape[0]
			limit := math.Sqrt(6 / float64(fanIn))
			if len(shape) == 1 {
				limit = 0.01
			}
			for j := range p.Data {
				p.Data[j] = float32((rng.Float64()*2 - 1) * limit)
			}
		}
		n.Params = append(n.Params, p)
	}
	return n, nil
}

// RatingOffset is what StartAsRating adds to the rating drafter's value in
// the unit that carries it, so that the ReLU passes it (values lie within a
// few spreads of the mean).
const RatingOffset = 6

// StartAsRating sets the network's pack-card score to scale times a
// rating drafter's value of the card: its learned rating plus commitment
// times the rating drafter's ink commitment bonus (commitment 1: the
// "rating" drafter's value, limited.RatingDrafter; 0: the rating alone), in
// spreads, plus the small scores of the other units. The first hidden unit
// of each layer carries the value (plus RatingOffset; the first layer's
// unit reads only the fRatingZ and fRatingValue features, the second's only
// that unit), and the output reads it with weight scale. Greedy, the
// network then drafts as that rating drafter does (up to the other units'
// small share); sampling, picks in proportion to exp(scale·value). The
// other weights keep their draws; PPO starts from there.
func (n *Net) StartAsRating(scale, commitment float32) {
	h := n.Arch.Hidden
	w1, w2 := n.Params[pW1].Data, n.Params[pW2].Data
	for f := range InFeatures {
		w1[f*h] = 0
	}
	// value = z + commitment·(fRatingValue - z): the bonus is fRatingValue - z.
	w1[fRatingZ*h] = 1 - commitment
	w1[fRatingValue*h] = commitment
	n.Params[pB1].Data[0] = RatingOffset
	for j := range h {
		w2[j*h] = 0
	}
	w2[0] = 1
	n.Params[pB2].Data[0] = 0
	n.Params[pWo].Data[0] = scale
}

// Check reports weights whose names or shapes are not those of the
// network's sizes, and weights that are not finite.
func (n *Net) Check() error {
	if err := n.Arch.Validate(); err != nil {
		return err
	}
	if len(n.Params) != numParams {
		return fmt.Errorf("draft network: %d weight arrays, want %d", len(n.Params), numParams)
	}
	for i, shape := range n.Arch.shapes() {
		p := &n.Params[i]
		if p.Name != ParamNames[i] || fmt.Sprint(p.Shape) != fmt.Sprint(shape) {
			return fmt.Errorf("draft network: weight %d is %s %v, want %s %v", i, p.Name, p.Shape, ParamNames[i], shape)
		}
		size := 1
		for _, d := range shape {
			size *= d
		}
		if len(p.Data) != size {
			return fmt.Errorf("draft network: %s has %d values, want %d", p.Name, len(p.Data), size)
		}
		for _, v := range p.Data {
			if math.IsNaN(float64(v)) || math.IsInf(float64(v), 0) {
				return fmt.Errorf("draft network: %s holds a value that is not finite", p.Name)
			}
		}
	}
	return nil
}

// Clone returns a deep copy of the network.
func (n *Net) Clone() *Net {
	c := &Net{Arch: n.Arch, Params: make([]Param, len(n.Params))}
	for i, p := range n.Params {
		c.Params[i] = Param{Name: p.Name, Shape: append([]int(nil), p.Shape...), Data: append([]float32(nil), p.Data...)}
	}
	return c
}

// Forward scores one decision in plain Go: logits (illegal slots at about
// -1e9) and the value. scratch needs 2*Hidden values (nil: allocated).
func (n *Net) Forward(x *Encoded, logits *[PackSlots]float32, scratch []float32) (value float32) {
	h := n.Arch.Hidden
	if len(scratch) < 2*h+n.Arch.ValueHidden {
		scratch = make([]float32, 2*h+n.Arch.ValueHidden)
	}
	h1, h2 := scratch[:h], scratch[h:2*h]
	w1, b1, w2, b2 := n.Params[pW1].Data, n.Params[pB1].Data, n.Params[pW2].Data, n.Params[pB2].Data
	wo, bo := n.Params[pWo].Data, n.Params[pBo].Data[0]
	for k := range PackSlots {
		if x.Mask[k] == 0 {
			logits[k] = bo - MaskPenalty
			continue
		}
		dense(x.X[k*InFeatures:(k+1)*InFeatures], w1, b1, h1)
		dense(h1, w2, b2, h2)
		s := bo
		for j, v := range h2 {
			s += v * wo[j]
		}
		logits[k] = s
	}
	vh := scratch[2*h : 2*h+n.Arch.ValueHidden]
	dense(x.Pool[:], n.Params[pV1].Data, n.Params[pVb1].Data, vh)
	value = n.Params[pVb2].Data[0]
	for j, v := range vh {
		value += v * n.Params[pV2].Data[j]
	}
	return value
}

// dense sets out = relu(in·w + b), w of shape [len(in), len(out)].
func dense(in, w, b, out []float32) {
	copy(out, b)
	m := len(out)
	for i, v := range in {
		if v == 0 {
			continue
		}
		row := w[i*m : (i+1)*m]
		for j := range out {
			out[j] += v * row[j]
		}
	}
	for j, v := range out {
		if v < 0 {
			out[j] = 0
		}
	}
}

// LogProbs writes the log-probabilities of logits over the legal slots
// (mask 1) into logp; illegal slots get -Inf. It returns false when no slot
// is legal.
func LogProbs(logits *[PackSlots]float32, mask *[PackSlots]float32, logp *[PackSlots]float64) bool {
	best := math.Inf(-1)
	for k, m := range mask {
		if m != 0 && float64(logits[k]) > best {
			best = float64(logits[k])
		}
	}
	if math.IsInf(best, -1) {
		return false
	}
	var sum float64
	for k, m := range mask {
		if m != 0 {
			sum += math.Exp(float64(logits[k]) - best)
		}
	}
	lse := best + math.Log(sum)
	for k, m := range mask {
		logp[k] = math.Inf(-1)
		if m != 0 {
			logp[k] = float64(logits[k]) - lse
		}
	}
	return true
}
