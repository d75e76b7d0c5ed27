package env

import (
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/encode"
)

// TestVecIntoWritesCallersFrames steps a VecEnv over frames it was given
// beside one over its own: the batches are equal and the given frames are
// the ones written.
func TestVecIntoWritesCallersFrames(t *testing.T) {
	const n, steps = 5, 300
	spec := encode.NewSpec(2)
	obs, final := newFrames(spec, n), newFrames(spec, n)
	own, err := NewVecWorkers(DefaultConfig(), n, 9, 2)
	if err != nil {
		t.Fatal(err)
	}
	defer own.Close()
	into, err := NewVecInto(DefaultConfig(), n, 9, 2, &obs, &final)
	if err != nil {
		t.Fatal(err)
	}
	defer into.Close()
	rngs := newRNGs(n)
	acts := make([]int32, n)
	a, b := own.Reset(), into.Reset()
	if &b.Cards[0] != &obs.Cards[0] || &b.Final.Cards[0] != &final.Cards[0] {
		t.Fatal("the batch does not use the given frames")
	}
	for step := range steps {
		if !sameBatch(a, b) {
			t.Fatalf("step %d: batches differ", step)
		}
		randomActions(a, rngs, acts)
		if a, err = own.Step(acts); err != nil {
			t.Fatal(err)
		}
		if b, err = into.Step(acts); err != nil {
			t.Fatal(err)
		}
	}
}

func TestVecIntoRefusesWrongSizes(t *testing.T) {
	spec := encode.NewSpec(2)
	tests := []struct {
		name       string
		obs, final Frames
		want       string
	}{
		{"frames for fewer envs", newFrames(spec, 2), newFrames(spec, 3), "observation frames"},
		{"final frames for more envs", newFrames(spec, 3), newFrames(spec, 4), "final frames"},
		{"a short field", func() Frames { f := newFrames(spec, 3); f.Mask = f.Mask[:1]; return f }(), newFrames(spec, 3), "observation frames"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v, err := NewVecInto(DefaultConfig(), 3, 1, 1, &tt.obs, &tt.final)
			if err == nil {
				v.Close()
				t.Fatal("no error")
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %q does not say %q", err, tt.want)
			}
		})
	}
}
