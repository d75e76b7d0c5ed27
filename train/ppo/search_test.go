package ppo

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/train/model"
)

// searchBatch is a minibatch's observations with random visit shares over
// their legal options and random results.
func searchBatch(n int, seed uint64) *SearchBatch {
	mb := minibatch(n, seed)
	rng := rand.New(rand.NewPCG(seed, 3))
	K := dims.Options
	sb := &SearchBatch{Obs: mb.Obs, Visits: make([]float32, n*K)}
	for b := 0; b < n; b++ {
		var sum float32
		for k := 0; k < K; k++ {
			if mb.Obs.Mask[b*K+k] != 0 {
				v := float32(rng.IntN(5))
				sb.Visits[b*K+k] = v
				sum += v
			}
		}
		if sum == 0 {
			sb.Visits[b*K] = 1 // option 0 is always legal
			sum = 1
		}
		for k := 0; k < K; k++ {
			sb.Visits[b*K+k] /= sum
		}
		sb.Returns = append(sb.Returns, float32(rng.IntN(3)-1))
	}
	return sb
}

// searchLearner is a learner of expert iteration's loss for a small
// network.
func searchLearner(t *testing.T) *Learner {
	t.Helper()
	net, err := model.New(dims, arch, 4)
	if err != nil {
		t.Fatal(err)
	}
	l, err := NewSearchLearner(net, NewAdam(net, 1e-2, 1))
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// The loss of expert iteration falls on a fixed batch, and its terms are
// what they say: the cross-entropy is the divergence plus the visits' own
// entropy, and it ends near that entropy (the least it can be).
func TestSearchLossFalls(t *testing.T) {
	l := searchLearner(t)
	mb := searchBatch(64, 2)
	var h float64 // the visits' mean entropy
	for _, v := range mb.Visits {
		if v > 0 {
			h -= float64(v) * math.Log(float64(v)) / float64(mb.Obs.N)
		}
	}
	first, err := l.UpdateSearch(mb, 1)
	if err != nil {
		t.Fatal(err)
	}
	if d := float64(first.Policy-first.KL) - h; math.Abs(d) > 1e-3 {
		t.Errorf("cross-entropy %v - KL %v is not the visits' entropy %v", first.Policy, first.KL, h)
	}
	last := first
	for range 300 {
		if last, err = l.UpdateSearch(mb, 1); err != nil {
			t.Fatal(err)
		}
	}
	if excess := func(st Stats) float64 { return float64(st.Loss) - h }; !(excess(last) < excess(first)/3) || !(last.Value < first.Value/2) || !(last.KL < first.KL/3) {
		t.Errorf("loss %v -> %v, value %v -> %v, KL %v -> %v: the loss did not fall", first.Loss, last.Loss,
			first.Value, last.Value, first.KL, last.KL)
	}
	if last.ClipFrac != 0 || last.Entropy <= 0 {
		t.Errorf("clip fraction %v, entropy %v", last.ClipFrac, last.Entropy)
	}
}

// Bad targets are refused with an error that says what is wrong.
func TestSearchBatchChecked(t *testing.T) {
	l := searchLearner(t)
	K := dims.Options
	for _, tc := range []struct {
		name, want string
		spoil      func(mb *SearchBatch)
	}{
		{"short visits", "visit shares", func(mb *SearchBatch) { mb.Visits = mb.Visits[:K] }},
		{"short returns", "returns", func(mb *SearchBatch) { mb.Returns = mb.Returns[:1] }},
		{"illegal option", "not a legal option's", func(mb *SearchBatch) {
			for b := 0; ; b++ {
				if mb.Obs.Mask[b*K+K-1] == 0 {
					mb.Visits[b*K+K-1] = 0.5
					mb.Rows = []int{b}
					return
				}
			}
		}},
		{"not a distribution", "sum to", func(mb *SearchBatch) { mb.Visits[0] += 0.5; mb.Rows = []int{0} }},
		{"row out of range", "row 99", func(mb *SearchBatch) { mb.Rows = []int{99} }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			mb := searchBatch(8, 5)
			tc.spoil(mb)
			_, err := l.UpdateSearch(mb, 1)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("err %v, want one saying %q", err, tc.want)
			}
		})
	}
}
