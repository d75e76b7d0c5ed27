package model

import (
	"fmt"
	"math"
	"math/rand/v2"
)

// Dims are the observation's shapes (from encode.Spec) that fix the
// network's input shapes.
type Dims struct {
	CardRows       int   // R: card rows per observation
	CardFeatures   int   // F: features per card row
	Globals        int   // G: global features
	Options        int   // K: option rows
	OptionFeatures int   // H: features per option row
	CardVocab      int   // V: size of the card-index vocabulary (index 0 = empty row)
	Zones          []int // rows of each zone, in row order; they add up to CardRows
}

// Arch are the network's own sizes.
type Arch struct {
	CardDim      int `json:"card_dim"`      // D: card row embedding width
	Hidden       int `json:"hidden"`        // S: width of the state trunk
	OptionHidden int `json:"option_hidden"` // A: width of an option's hidden layer
}

// DefaultArch is the architecture of the embedded training configuration.
var DefaultArch = Arch{CardDim: 32, Hidden: 64, OptionHidden: 32}

// Param is one named weight array, row-major.
type Param struct {
	Name  string
	Shape []int
	Data  []float32
}

// Net is a network's architecture and weights.
type Net struct {
	Dims   Dims
	Arch   Arch
	Params []Param // in the order of ParamNames
}

// Parameter indices, in the order of ParamNames.
const (
	pCardEmbed = iota
	pCardW
	pCardB
	pTrunkW
	pTrunkB
	pTrunk2W
	pTrunk2B
	pOptW
	pOptSrc
	pOptTgt
	pOptState
	pOptB
	pOptOut
	pValueW
	pValueB
	numParams
)

// ParamNames are the weight names, in the order the graph takes them (and
// the names in exported files).
var ParamNames = [numParams]string{
	"card_embed", "card_w", "card_b",
	"trunk_w", "trunk_b", "trunk2_w", "trunk2_b",
	"opt_w", "opt_src", "opt_tgt", "opt_state", "opt_b", "opt_out",
	"value_w", "value_b",
}

// Validate reports dimensions the network cannot be built with.
func (d Dims) Validate() error {
	for _, c := range []struct {
		name string
		v    int
	}{{"card rows", d.CardRows}, {"card features", d.CardFeatures}, {"global features", d.Globals},
		{"options", d.Options}, {"option features", d.OptionFeatures}, {"card vocabulary", d.CardVocab}} {
		if c.v <= 0 {
			return fmt.Errorf("model: %s must be positive, got %d", c.name, c.v)
		}
	}
	sum := 0
	for i, z := range d.Zones {
		if z <= 0 {
			return fmt.Errorf("model: zone %d has %d rows", i, z)
		}
		sum += z
	}
	if len(d.Zones) == 0 || sum != d.CardRows {
		return fmt.Errorf("model: zones %v do not add up to %d card rows", d.Zones, d.CardRows)
	}
	return nil
}

// Validate reports sizes the network cannot be built with.
func (a Arch) Validate() error {
	if a.CardDim <= 0 || a.Hidden <= 0 || a.OptionHidden <= 0 {
		return fmt.Errorf("model: architecture sizes must be positive, got card_dim %d, hidden %d, option_hidden %d",
			a.CardDim, a.Hidden, a.OptionHidden)
	}
	return nil
}

// Shapes returns the shape of every parameter.
func Shapes(d Dims, a Arch) [numParams][]int {
	D, S, A := a.CardDim, a.Hidden, a.OptionHidden
	return [numParams][]int{
		pCardEmbed: {d.CardVocab, D},
		pCardW:     {d.CardFeatures, D},
		pCardB:     {D},
		pTrunkW:    {len(d.Zones)*D + d.Globals, S},
		pTrunkB:    {S},
		pTrunk2W:   {S, S},
		pTrunk2B:   {S},
		pOptW:      {d.OptionFeatures, A},
		pOptSrc:    {D, A},
		pOptTgt:    {D, A},
		pOptState:  {S, A},
		pOptB:      {A},
		pOptOut:    {A},
		pValueW:    {S},
		pValueB:    {1},
	}
}

// New returns a network with freshly initialised weights: uniform in
// ±sqrt(6/fan_in) scaled down for the output layers (so a new policy is close
// to uniform and its values close to 0), biases 0. The same seed gives the
// same weights.
func New(d Dims, a Arch, seed uint64) (*Net, error) {
	if err := d.Validate(); err != nil {
		return nil, err
	}
	if err := a.Validate(); err != nil {
		return nil, err
	}
	rng := rand.New(rand.NewPCG(seed, 0x6c6f7263616e61))
	n := &Net{Dims: d, Arch: a}
	n.Dims.Zones = append([]int(nil), d.Zones...)
	shapes := Shapes(d, a)
	for i, name := range ParamNames {
		p := Param{Name: name, Shape: shapes[i], Data: make([]float32, size(shapes[i]))}
		var scale float64
		switch i {
		case pCardB, pTrunkB, pTrunk2B, pOptB, pValueB:
			scale = 0
		case pCardEmbed:
			scale = 0.1
		case pOptOut, pValueW:
			scale = 0.01
		default:
			scale = math.Sqrt(6 / float64(p.Shape[0]))
		}
		for j := range p.Data {
			p.Data[j] = float32(scale * (2*rng.Float64() - 1))
		}
		n.Params = append(n.Params, p)
	}
	return n, nil
}

// Check reports weights whose names or shapes do not match the architecture
// (a damaged or foreign checkpoint).
func (n *Net) Check() error {
	if err := n.Dims.Validate(); err != nil {
		return err
	}
	if err := n.Arch.Validate(); err != nil {
		return err
	}
	if len(n.Params) != numParams {
		return fmt.Errorf("model: %d weight arrays, want %d", len(n.Params), numParams)
	}
	shapes := Shapes(n.Dims, n.Arch)
	for i, p := range n.Params {
		if p.Name != ParamNames[i] {
			return fmt.Errorf("model: weight %d is %q, want %q", i, p.Name, ParamNames[i])
		}
		if !equalInts(p.Shape, shapes[i]) || len(p.Data) != size(p.Shape) {
			return fmt.Errorf("model: weight %q has shape %v and %d values, want shape %v", p.Name, p.Shape, len(p.Data), shapes[i])
		}
		for _, v := range p.Data {
			if math.IsNaN(float64(v)) || math.IsInf(float64(v), 0) {
				return fmt.Errorf("model: weight %q holds %v", p.Name, v)
			}
		}
	}
	return nil
}

// Clone returns a deep copy.
func (n *Net) Clone() *Net {
	c := &Net{Dims: n.Dims, Arch: n.Arch, Params: make([]Param, len(n.Params))}
	c.Dims.Zones = append([]int(nil), n.Dims.Zones...)
	for i, p := range n.Params {
		c.Params[i] = Param{Name: p.Name, Shape: append([]int(nil), p.Shape...), Data: append([]float32(nil), p.Data...)}
	}
	return c
}

// NumWeights is the number of float32 weights.
func (n *Net) NumWeights() int {
	t := 0
	for _, p := range n.Params {
		t += len(p.Data)
	}
	return t
}

func size(shape []int) int {
	n := 1
	for _, d := range shape {
		n *= d
	}
	return n
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
