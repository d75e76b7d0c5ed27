package model

import (
	"fmt"

	"github.com/lorcana-rl/lorcana/encode"
)

// Keep says how much of an observation the network reads: the first rows of
// each card-table section and the first options. Rows and options past these
// are dropped before the network (an option past Options can't be chosen; a
// reference to a dropped row reads as none). Smaller observations train
// faster; the sections' first rows are where the encoder puts cards (hand
// order, play in order of entering, discards oldest first).
type Keep struct {
	Hand    int `json:"hand_rows"`    // of the observer's hand
	Play    int `json:"play_rows"`    // of each player's cards in play
	Discard int `json:"discard_rows"` // of each player's discard
	Look    int `json:"look_rows"`    // of the cards the observer looks at
	Options int `json:"options"`      // options
}

// DefaultKeep is the embedded training configuration's layout.
var DefaultKeep = Keep{Hand: 10, Play: 12, Discard: 0, Look: 8, Options: 32}

// Section is a run of kept rows: spec rows [From, From+Rows) become compact
// rows [To, To+Rows).
type Section struct {
	Name     string `json:"name"`
	From, To int
	Rows     int `json:"rows"`
}

// Layout maps full observations of an encode.Spec to the network's compact
// ones.
type Layout struct {
	Spec     encode.Spec
	Keep     Keep
	Sections []Section
	rowMap   []int32 // spec row -> compact row, -1 if dropped
}

// NewLayout checks keep against spec.
func NewLayout(spec encode.Spec, keep Keep) (*Layout, error) {
	l := &Layout{Spec: spec, Keep: keep}
	add := func(name string, from, avail, rows int) error {
		if rows < 0 || rows > avail {
			return fmt.Errorf("model: %s keeps %d rows, the observation has %d", name, rows, avail)
		}
		if rows > 0 {
			to := 0
			if n := len(l.Sections); n > 0 {
				to = l.Sections[n-1].To + l.Sections[n-1].Rows
			}
			l.Sections = append(l.Sections, Section{Name: name, From: from, To: to, Rows: rows})
		}
		return nil
	}
	if err := add("hand", spec.HandStart, encode.HandRows, keep.Hand); err != nil {
		return nil, err
	}
	for p := 0; p < spec.Players; p++ {
		if err := add(fmt.Sprintf("play_%d", p), spec.PlayStart+p*encode.PlayRows, encode.PlayRows, keep.Play); err != nil {
			return nil, err
		}
	}
	for p := 0; p < spec.Players; p++ {
		if err := add(fmt.Sprintf("discard_%d", p), spec.DiscardStart+p*encode.DiscardRows, encode.DiscardRows, keep.Discard); err != nil {
			return nil, err
		}
	}
	if err := add("look", spec.LookStart, encode.LookRows, keep.Look); err != nil {
		return nil, err
	}
	if len(l.Sections) == 0 {
		return nil, fmt.Errorf("model: the layout keeps no card rows")
	}
	if keep.Options < 1 || keep.Options > spec.Options {
		return nil, fmt.Errorf("model: options %d: want 1 to %d", keep.Options, spec.Options)
	}
	l.rowMap = make([]int32, spec.CardRows)
	for i := range l.rowMap {
		l.rowMap[i] = -1
	}
	for _, s := range l.Sections {
		for r := 0; r < s.Rows; r++ {
			l.rowMap[s.From+r] = int32(s.To + r)
		}
	}
	return l, nil
}

// Dims are the compact observation's shapes.
func (l *Layout) Dims() Dims {
	d := Dims{CardFeatures: l.Spec.CardFeatures, Globals: l.Spec.GlobalFeatures, Options: l.Keep.Options,
		OptionFeatures: l.Spec.OptionFeatures, CardVocab: encode.NumCardIndex()}
	for _, s := range l.Sections {
		d.Zones = append(d.Zones, s.Rows)
		d.CardRows += s.Rows
	}
	return d
}

// RowMap returns the compact row of each spec row (-1: dropped).
func (l *Layout) RowMap() []int32 { return l.rowMap }

// Frame is one full observation (spec shapes): the fields of encode.Obs or
// one env's rows of env.Frames.
type Frame struct {
	CardIndex  []int32
	Cards      []float32
	Globals    []float32
	Options    []float32
	OptionRefs []int32
	Mask       []float32
}

// FrameOf views an observation as a Frame.
func FrameOf(o *encode.Obs) Frame {
	return Frame{o.CardIndex, o.Cards, o.Globals, o.Options, o.OptionRefs, o.Mask}
}

// NewBatch allocates a compact batch of n observations.
func (l *Layout) NewBatch(n int) *Batch { return l.Dims().NewBatch(n) }

// Compact writes the compact form of f into row i of dst.
func (l *Layout) Compact(f Frame, dst *Batch, i int) {
	F, G, H, K := l.Spec.CardFeatures, l.Spec.GlobalFeatures, l.Spec.OptionFeatures, l.Keep.Options
	R := 0
	for _, s := range l.Sections {
		R += s.Rows
	}
	ci := dst.CardIndex[i*R : (i+1)*R]
	cf := dst.Cards[i*R*F : (i+1)*R*F]
	for _, s := range l.Sections {
		copy(ci[s.To:s.To+s.Rows], f.CardIndex[s.From:s.From+s.Rows])
		copy(cf[s.To*F:(s.To+s.Rows)*F], f.Cards[s.From*F:(s.From+s.Rows)*F])
	}
	copy(dst.Globals[i*G:(i+1)*G], f.Globals[:G])
	copy(dst.Options[i*K*H:(i+1)*K*H], f.Options[:K*H])
	copy(dst.Mask[i*K:(i+1)*K], f.Mask[:K])
	refs := dst.OptionRefs[i*K*2 : (i+1)*K*2]
	for j, r := range f.OptionRefs[:K*2] {
		if r >= 0 && int(r) < len(l.rowMap) {
			refs[j] = l.rowMap[r]
		} else {
			refs[j] = -1
		}
	}
}

// NewBatch allocates a batch of n observations of these dims.
func (d Dims) NewBatch(n int) *Batch {
	return &Batch{N: n,
		CardIndex: make([]int32, n*d.CardRows), Cards: make([]float32, n*d.CardRows*d.CardFeatures),
		Globals: make([]float32, n*d.Globals), Options: make([]float32, n*d.Options*d.OptionFeatures),
		OptionRefs: make([]int32, n*d.Options*2), Mask: make([]float32, n*d.Options)}
}
