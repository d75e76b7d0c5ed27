package ppo

import (
	"math"
	"testing"
)

func TestGAE(t *testing.T) {
	for _, c := range []struct {
		name          string
		steps         []Step
		last          float32
		gamma, lambda float32
		adv           []float32
	}{
		{"win at the end, lambda 1 gives return minus value",
			[]Step{{Value: 0.5}, {Value: 0.2}, {Reward: 1, Value: 0.1, Done: true}}, 9, 1, 1,
			[]float32{0.5, 0.8, 0.9}},
		{"lambda 0 is the one-step error",
			[]Step{{Value: 0.5}, {Value: 0.2}, {Reward: 1, Value: 0.1, Done: true}}, 9, 1, 0,
			[]float32{-0.3, -0.1, 0.9}},
		{"unfinished: bootstrap from the next value",
			[]Step{{Value: 0.5}, {Value: 0.2}}, 1, 1, 1,
			[]float32{0.5, 0.8}},
		{"a game boundary stops the sum",
			[]Step{{Reward: -1, Value: 0.5, Done: true}, {Value: 0.2}}, 0.4, 0.5, 1,
			[]float32{-1.5, 0}},
		{"truncation bootstraps from the cut state's value",
			[]Step{{Value: 0.5, Done: true, Truncated: true, Bootstrap: 0.3}}, 9, 1, 1,
			[]float32{-0.2}},
		{"discount",
			[]Step{{Value: 0}, {Reward: 1, Value: 0, Done: true}}, 0, 0.5, 1,
			[]float32{0.5, 1}},
	} {
		adv, ret := make([]float32, len(c.steps)), make([]float32, len(c.steps))
		GAE(c.steps, c.last, c.gamma, c.lambda, adv, ret)
		for i := range adv {
			if math.Abs(float64(adv[i]-c.adv[i])) > 1e-6 {
				t.Errorf("%s: adv = %v, want %v", c.name, adv, c.adv)
				break
			}
			if math.Abs(float64(ret[i]-(adv[i]+c.steps[i].Value))) > 1e-6 {
				t.Errorf("%s: return %d = %v, want adv+value", c.name, i, ret[i])
			}
		}
	}
}
