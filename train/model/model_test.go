package model

import (
	"math"
	"math/rand/v2"
	"runtime"
	"testing"
)

var testDims = Dims{CardRows: 6, CardFeatures: 3, Globals: 2, Options: 5, OptionFeatures: 4, CardVocab: 9, Zones: []int{2, 4}}
var testArch = Arch{CardDim: 4, Hidden: 5, OptionHidden: 3}

// randomBatch fills a batch with random observations: some empty rows, some
// missing references and illegal options.
func randomBatch(d Dims, n int, seed uint64) *Batch {
	rng := rand.New(rand.NewPCG(seed, 1))
	b := &Batch{N: n,
		CardIndex: make([]int32, n*d.CardRows), Cards: make([]float32, n*d.CardRows*d.CardFeatures),
		Globals: make([]float32, n*d.Globals), Options: make([]float32, n*d.Options*d.OptionFeatures),
		OptionRefs: make([]int32, n*d.Options*2), Mask: make([]float32, n*d.Options)}
	for i := range b.CardIndex {
		b.CardIndex[i] = int32(rng.IntN(d.CardVocab))
	}
	for _, s := range [][]float32{b.Cards, b.Globals, b.Options} {
		for i := range s {
			s[i] = float32(rng.NormFloat64())
		}
	}
	for i := range b.OptionRefs {
		b.OptionRefs[i] = int32(rng.IntN(d.CardRows+1)) - 1
	}
	for i := range b.Mask {
		if i%d.Options == 0 || rng.IntN(3) > 0 {
			b.Mask[i] = 1
		}
	}
	return b
}

// reference computes the network in plain Go, straight from the package
// documentation's formulas.
func reference(n *Net, b *Batch) (logits, values []float64) {
	d, a := n.Dims, n.Arch
	R, F, G, K, H, D, S, A := d.CardRows, d.CardFeatures, d.Globals, d.Options, d.OptionFeatures, a.CardDim, a.Hidden, a.OptionHidden
	w := func(i int) []float32 { return n.Params[i].Data }
	relu := func(x float64) float64 { return math.Max(x, 0) }
	for bi := 0; bi < b.N; bi++ {
		e := make([][]float64, R)
		for r := 0; r < R; r++ {
			e[r] = make([]float64, D)
			ci := int(b.CardIndex[bi*R+r])
			if ci == 0 {
				continue
			}
			for j := 0; j < D; j++ {
				v := float64(w(pCardB)[j]) + float64(w(pCardEmbed)[ci*D+j])
				for f := 0; f < F; f++ {
					v += float64(b.Cards[(bi*R+r)*F+f]) * float64(w(pCardW)[f*D+j])
				}
				e[r][j] = relu(v)
			}
		}
		var x []float64
		start := 0
		for _, zn := range d.Zones {
			pool := make([]float64, D)
			cnt := 0.0
			for r := start; r < start+zn; r++ {
				if b.CardIndex[bi*R+r] != 0 {
					cnt++
				}
				for j := range pool {
					pool[j] += e[r][j]
				}
			}
			for j := range pool {
				pool[j] /= math.Max(cnt, 1)
			}
			x = append(x, pool...)
			start += zn
		}
		for gi := 0; gi < G; gi++ {
			x = append(x, float64(b.Globals[bi*G+gi]))
		}
		dense := func(in []float64, wi, bi int, out int) []float64 {
			o := make([]float64, out)
			for j := range o {
				v := float64(w(bi)[j])
				for i := range in {
					v += in[i] * float64(w(wi)[i*out+j])
				}
				o[j] = relu(v)
			}
			return o
		}
		s := dense(dense(x, pTrunkW, pTrunkB, S), pTrunk2W, pTrunk2B, S)
		proj := func(row []float64, wi int) []float64 {
			o := make([]float64, A)
			for j := range o {
				for i := range row {
					o[j] += row[i] * float64(w(wi)[i*A+j])
				}
			}
			return o
		}
		st := proj(s, pOptState)
		for k := 0; k < K; k++ {
			var src, tgt []float64
			if r := b.OptionRefs[(bi*K+k)*2]; r >= 0 {
				src = proj(e[r], pOptSrc)
			}
			if r := b.OptionRefs[(bi*K+k)*2+1]; r >= 0 {
				tgt = proj(e[r], pOptTgt)
			}
			logit := 0.0
			for j := 0; j < A; j++ {
				v := float64(w(pOptB)[j]) + st[j]
				for h := 0; h < H; h++ {
					v += float64(b.Options[(bi*K+k)*H+h]) * float64(w(pOptW)[h*A+j])
				}
				if src != nil {
					v += src[j]
				}
				if tgt != nil {
					v += tgt[j]
				}
				logit += relu(v) * float64(w(pOptOut)[j])
			}
			logits = append(logits, logit+(float64(b.Mask[bi*K+k])-1)*MaskPenalty)
		}
		v := float64(w(pValueB)[0])
		for j := 0; j < S; j++ {
			v += s[j] * float64(w(pValueW)[j])
		}
		values = append(values, v)
	}
	return logits, values
}

// scaleOutputs makes the output layers large enough that a wrong wiring
// shows in the comparison.
func scaleOutputs(n *Net) {
	for _, i := range []int{pOptOut, pValueW, pCardEmbed} {
		for j := range n.Params[i].Data {
			n.Params[i].Data[j] *= 50
		}
	}
}

func TestForwardMatchesReference(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(4))
	net, err := New(testDims, testArch, 7)
	if err != nil {
		t.Fatal(err)
	}
	scaleOutputs(net)
	graphRunner, err := NewRunner(net)
	if err != nil {
		t.Fatal(err)
	}
	fast, err := NewFast(net)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		r    Evaluator
		n    int
	}{{"graph", graphRunner, 1}, {"graph", graphRunner, 3}, {"graph", graphRunner, 8},
		{"fast", fast, 1}, {"fast", fast, 3}, {"fast", fast, 8},
		{"fast", fast, 67}} { // 67: spans on 4 goroutines (GOMAXPROCS set below)
		n, r := c.n, c.r
		b := randomBatch(testDims, n, uint64(n))
		logits, values := make([]float32, n*testDims.Options), make([]float32, n)
		if err := r.Run(b, logits, values); err != nil {
			t.Fatal(err)
		}
		wantL, wantV := reference(net, b)
		for i := range logits {
			if b.Mask[i] == 0 {
				if logits[i] > -MaskPenalty/2 || math.IsInf(float64(logits[i]), 0) || math.IsNaN(float64(logits[i])) {
					t.Errorf("%s batch %d: illegal option %d has logit %v, want about -1e9", c.name, n, i, logits[i])
				}
				continue
			}
			if math.Abs(float64(logits[i])-wantL[i]) > 1e-4*(1+math.Abs(wantL[i])) {
				t.Errorf("%s batch %d: logit %d = %v, want %v", c.name, n, i, logits[i], wantL[i])
			}
		}
		for i := range values {
			if math.Abs(float64(values[i])-wantV[i]) > 1e-4*(1+math.Abs(wantV[i])) {
				t.Errorf("%s batch %d: value %d = %v, want %v", c.name, n, i, values[i], wantV[i])
			}
		}
	}
}

func TestNewIsSeeded(t *testing.T) {
	a, _ := New(testDims, testArch, 1)
	b, _ := New(testDims, testArch, 1)
	c, _ := New(testDims, testArch, 2)
	same := func(x, y *Net) bool {
		for i := range x.Params {
			for j := range x.Params[i].Data {
				if x.Params[i].Data[j] != y.Params[i].Data[j] {
					return false
				}
			}
		}
		return true
	}
	if !same(a, b) || same(a, c) {
		t.Error("weights must depend on the seed and only on it")
	}
	if err := a.Check(); err != nil {
		t.Error(err)
	}
}

func TestCheckRejects(t *testing.T) {
	for name, spoil := range map[string]func(n *Net){
		"shape":  func(n *Net) { n.Params[pTrunkW].Shape = []int{1, 2} },
		"name":   func(n *Net) { n.Params[0].Name = "x" },
		"NaN":    func(n *Net) { n.Params[pOptB].Data[0] = float32(math.NaN()) },
		"zones":  func(n *Net) { n.Dims.Zones = []int{1} },
		"arrays": func(n *Net) { n.Params = n.Params[:3] },
	} {
		n, _ := New(testDims, testArch, 1)
		spoil(n)
		if n.Check() == nil {
			t.Errorf("%s: Check accepted a damaged net", name)
		}
	}
	b := randomBatch(testDims, 2, 1)
	b.Mask = b.Mask[:3]
	if b.Check(testDims) == nil {
		t.Error("Batch.Check accepted a short mask")
	}
}
