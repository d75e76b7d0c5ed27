package ppo

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/lorcana-rl/lorcana/train/model"
)

var dims = model.Dims{CardRows: 5, CardFeatures: 3, Globals: 2, Options: 4, OptionFeatures: 3, CardVocab: 7, Zones: []int{2, 3}}
var arch = model.Arch{CardDim: 4, Hidden: 6, OptionHidden: 5}

func minibatch(n int, seed uint64) *Minibatch {
	rng := rand.New(rand.NewPCG(seed, 2))
	d := dims
	mb := &Minibatch{Obs: model.Batch{N: n,
		CardIndex: make([]int32, n*d.CardRows), Cards: make([]float32, n*d.CardRows*d.CardFeatures),
		Globals: make([]float32, n*d.Globals), Options: make([]float32, n*d.Options*d.OptionFeatures),
		OptionRefs: make([]int32, n*d.Options*2), Mask: make([]float32, n*d.Options)}}
	o := &mb.Obs
	for i := range o.CardIndex {
		o.CardIndex[i] = int32(rng.IntN(d.CardVocab))
	}
	for _, s := range [][]float32{o.Cards, o.Globals, o.Options} {
		for i := range s {
			s[i] = float32(rng.NormFloat64())
		}
	}
	for i := range o.OptionRefs {
		o.OptionRefs[i] = int32(rng.IntN(d.CardRows+1)) - 1
	}
	for b := 0; b < n; b++ {
		legal := 1 + rng.IntN(d.Options)
		for k := 0; k < legal; k++ {
			o.Mask[b*d.Options+k] = 1
		}
		mb.Actions = append(mb.Actions, int32(rng.IntN(legal)))
		mb.OldLogp = append(mb.OldLogp, float32(-math.Log(float64(legal))))
		mb.Advantages = append(mb.Advantages, float32(rng.NormFloat64()))
		mb.Returns = append(mb.Returns, float32(rng.Float64()*2-1))
	}
	return mb
}

var coef = Coefficients{Clip: 0.2, Value: 0.5, Entropy: 0.01}

// The graph's gradients match finite differences of its loss.
func TestGradientsMatchFiniteDifferences(t *testing.T) {
	net, err := model.New(dims, arch, 3)
	if err != nil {
		t.Fatal(err)
	}
	for i := range net.Params { // larger output weights, so every term matters
		if net.Params[i].Name == "opt_out" || net.Params[i].Name == "value_w" {
			for j := range net.Params[i].Data {
				net.Params[i].Data[j] *= 30
			}
		}
	}
	l, err := NewLearner(net, NewAdam(net, 1e-3, 0))
	if err != nil {
		t.Fatal(err)
	}
	mb := minibatch(6, 1)
	_, grads, err := l.Gradients(mb, coef)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(9, 9))
	const h = 1e-2
	checked := 0
	for pi, p := range net.Params {
		for trial := 0; trial < 2; trial++ {
			j := rng.IntN(len(p.Data))
			old := p.Data[j]
			p.Data[j] = old + h
			up, _, err := l.Gradients(mb, coef)
			if err != nil {
				t.Fatal(err)
			}
			p.Data[j] = old - h
			down, _, _ := l.Gradients(mb, coef)
			p.Data[j] = old
			fd := (float64(up.Loss) - float64(down.Loss)) / (2 * h)
			g := float64(grads[pi][j])
			if math.Abs(fd-g) > 2e-2*(1+math.Abs(g)) {
				t.Errorf("%s[%d]: gradient %v, finite difference %v", p.Name, j, g, fd)
			}
			checked++
		}
	}
	if checked == 0 {
		t.Fatal("nothing checked")
	}
}

// Updates with a positive advantage make the chosen actions more likely and
// the value move to the returns; nothing turns NaN with masked options.
func TestUpdateImproves(t *testing.T) {
	net, _ := model.New(dims, arch, 4)
	l, err := NewLearner(net, NewAdam(net, 1e-2, 0.5))
	if err != nil {
		t.Fatal(err)
	}
	mb := minibatch(16, 2)
	for i := range mb.Advantages {
		mb.Advantages[i] = 1
	}
	first, err := l.Update(mb, Coefficients{Clip: 10, Value: 0.5}) // wide clip: plain policy gradient
	if err != nil {
		t.Fatal(err)
	}
	var last Stats
	for i := 0; i < 60; i++ {
		if last, err = l.Update(mb, Coefficients{Clip: 10, Value: 0.5}); err != nil {
			t.Fatal(err)
		}
	}
	if !(last.Policy < first.Policy) || !(last.Value < first.Value) {
		t.Errorf("policy loss %v -> %v, value loss %v -> %v: both should fall", first.Policy, last.Policy, first.Value, last.Value)
	}
	if err := net.Check(); err != nil {
		t.Error(err)
	}
}

func TestAdamStep(t *testing.T) {
	net, _ := model.New(dims, arch, 5)
	a := NewAdam(net, 0.1, 1)
	grads := make([][]float32, len(net.Params))
	for i, p := range net.Params {
		grads[i] = make([]float32, len(p.Data))
	}
	grads[0][0] = 100 // clipped to norm 1, Adam's first step is lr·sign
	before := net.Params[0].Data[0]
	if norm := a.Apply(net, grads); norm != 100 {
		t.Errorf("norm %v, want 100", norm)
	}
	if d := before - net.Params[0].Data[0]; math.Abs(float64(d)-0.1) > 1e-4 {
		t.Errorf("first step moved the weight by %v, want 0.1", d)
	}
	if net.Params[1].Data[0] != net.Params[1].Data[0] {
		t.Error("NaN")
	}
}

func TestShards(t *testing.T) {
	for _, c := range []struct{ n, want int }{
		{1, 1}, {100, 1}, {128, 1}, {129, 3}, {257, 1}, // 257 is prime: one shard
		{256, 2}, {512, 4}, {600, 5}, {1000, 8}, {1024, 8}, {4096, 32},
	} {
		if got := Shards(c.n); got != c.want {
			t.Errorf("Shards(%d) = %d, want %d", c.n, got, c.want)
		}
	}
}

// A minibatch evaluated in shards (sorted by occupancy, packed, concurrently)
// gives the loss and the gradients of the whole minibatch in one graph
// evaluation.
func TestShardedGradientsMatchWhole(t *testing.T) {
	net, err := model.New(dims, arch, 5)
	if err != nil {
		t.Fatal(err)
	}
	l, err := NewLearner(net, NewAdam(net, 1e-3, 0))
	if err != nil {
		t.Fatal(err)
	}
	mb := minibatch(384, 9)
	if Shards(384) != 3 {
		t.Fatalf("Shards(384) = %d, want 3", Shards(384))
	}
	st, grads, err := l.Gradients(mb, coef)
	if err != nil {
		t.Fatal(err)
	}
	all := make([]int, mb.Obs.N)
	for i := range all {
		all[i] = i
	}
	whole, wgrads, err := l.evaluate(&mb.Obs, all, ppoTargets(mb, coef))
	if err != nil {
		t.Fatal(err)
	}
	near := func(a, b float32) bool { return math.Abs(float64(a-b)) <= 1e-5+1e-4*math.Abs(float64(b)) }
	if !near(st.Loss, whole[outLoss]) || !near(st.Entropy, whole[outEntropy]) || !near(st.KL, whole[outKL]) {
		t.Errorf("sharded stats %+v, whole %v", st, whole)
	}
	for i := range grads {
		for j := range grads[i] {
			if !near(grads[i][j], wgrads[i][j]) {
				t.Fatalf("gradient of %s[%d]: sharded %g, whole %g", model.ParamNames[i], j, grads[i][j], wgrads[i][j])
			}
		}
	}
}
