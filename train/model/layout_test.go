package model

import (
	"testing"

	"github.com/lorcana-rl/lorcana/encode"
	"github.com/lorcana-rl/lorcana/env"
)

func TestLayoutCompacts(t *testing.T) {
	spec := encode.NewSpec(2)
	l, err := NewLayout(spec, Keep{Hand: 3, Play: 2, Discard: 1, Look: 0, Options: 5})
	if err != nil {
		t.Fatal(err)
	}
	d := l.Dims()
	if d.CardRows != 3+2*2+2*1 || len(d.Zones) != 5 || d.Options != 5 {
		t.Fatalf("dims %+v", d)
	}
	o := spec.NewObs()
	for r := range o.CardIndex {
		o.CardIndex[r] = int32(r + 1)
		o.Cards[r*spec.CardFeatures] = float32(r)
	}
	for k := 0; k < spec.Options; k++ {
		o.Mask[k] = 1
		o.OptionRefs[2*k] = int32(spec.PlayStart + 1)   // kept: play_0 row 1
		o.OptionRefs[2*k+1] = int32(spec.PlayStart + 5) // dropped
	}
	o.OptionRefs[1] = -1
	b := l.NewBatch(2)
	l.Compact(FrameOf(o), b, 1)
	R, F := d.CardRows, d.CardFeatures
	wantRows := []int{0, 1, 2, spec.PlayStart, spec.PlayStart + 1, spec.PlayStart + encode.PlayRows, spec.PlayStart + encode.PlayRows + 1,
		spec.DiscardStart, spec.DiscardStart + encode.DiscardRows}
	for i, r := range wantRows {
		if b.CardIndex[R+i] != int32(r+1) || b.Cards[(R+i)*F] != float32(r) {
			t.Errorf("compact row %d holds spec row %d, want %d", i, b.CardIndex[R+i]-1, r)
		}
	}
	if got := b.OptionRefs[5*2 : 5*2+4]; got[0] != 4 || got[1] != -1 || got[2] != 4 || got[3] != -1 {
		t.Errorf("refs %v, want [4 -1 4 -1]", got)
	}
	if b.CardIndex[0] != 0 || b.Mask[0] != 0 {
		t.Error("row 0 of the batch was written")
	}
	for _, bad := range []Keep{{Hand: 25, Options: 5}, {Hand: 1, Options: 0}, {Options: 3}, {Hand: 1, Options: 129}} {
		if _, err := NewLayout(spec, bad); err == nil {
			t.Errorf("NewLayout accepted %+v", bad)
		}
	}
}

// A real observation compacts and runs through the network without NaNs.
func TestLayoutOnEnv(t *testing.T) {
	e, err := env.New(env.DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	o, _ := e.Reset(3)
	l, err := NewLayout(e.Spec(), DefaultKeep)
	if err != nil {
		t.Fatal(err)
	}
	net, err := New(l.Dims(), Arch{CardDim: 8, Hidden: 8, OptionHidden: 8}, 1)
	if err != nil {
		t.Fatal(err)
	}
	r, err := NewRunner(net)
	if err != nil {
		t.Fatal(err)
	}
	b := l.NewBatch(1)
	l.Compact(FrameOf(o), b, 0)
	logits, values := make([]float32, l.Keep.Options), make([]float32, 1)
	if err := r.Run(b, logits, values); err != nil {
		t.Fatal(err)
	}
	for k, v := range logits {
		legal := k < o.NumOptions
		if (v > -1e8) != legal || v != v {
			t.Errorf("option %d (legal %v): logit %v", k, legal, v)
		}
	}
}
