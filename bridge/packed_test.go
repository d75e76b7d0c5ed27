package bridge

import (
	"bytes"
	"testing"

	"github.com/lorcana-rl/lorcana/bridge/client"
	"github.com/lorcana-rl/lorcana/bridge/wire"
	"github.com/lorcana-rl/lorcana/engine"
)

// unpack rebuilds the dense arrays of m observations from the packed layout.
func unpack(t *testing.T, p map[string]wire.Array, m, rows, feats, k, h int) map[string][]byte {
	t.Helper()
	out := map[string][]byte{
		"cards":       make([]byte, m*rows*feats*4),
		"card_index":  make([]byte, m*rows*4),
		"options":     make([]byte, m*k*h*4),
		"option_refs": bytes.Repeat([]byte{0xff}, m*k*2*4),
		"mask":        make([]byte, m*k),
	}
	cr, row := i32(p["card_rows"]), i32(p["card_row"])
	j := 0
	for e := range m {
		for range cr[e] {
			r := int(row[j])
			copy(out["cards"][(e*rows+r)*feats*4:], p["cards"].Data[j*feats*4:(j+1)*feats*4])
			copy(out["card_index"][(e*rows+r)*4:], p["card_index"].Data[j*4:(j+1)*4])
			j++
		}
	}
	or := i32(p["option_rows"])
	j = 0
	for e := range m {
		for o := range int(or[e]) {
			copy(out["options"][(e*k+o)*h*4:], p["options"].Data[(j)*h*4:(j+1)*h*4])
			copy(out["option_refs"][(e*k+o)*8:], p["option_refs"].Data[j*8:(j+1)*8])
			out["mask"][e*k+o] = 1
			j++
		}
	}
	return out
}

func TestPackedLayout(t *testing.T) {
	_, path := startServer(t, Options{})
	c := dial(t, path, client.Options{})
	for _, autoreset := range []bool{false, true} {
		var dense, packed makeResult
		mustCall(t, c, "make", map[string]any{"num_envs": 3, "seed": 4, "autoreset": autoreset}, &dense)
		mustCall(t, c, "make", map[string]any{"num_envs": 3, "seed": 4, "autoreset": autoreset, "layout": "packed"}, &packed)
		var d, p batchResult
		mustCall(t, c, "reset", map[string]any{"env": dense.Env}, &d)
		mustCall(t, c, "reset", map[string]any{"env": packed.Env}, &p)
		rng := engine.NewRNG(9)
		for step := range 60 { // shorter than any game: manual envs never end
			sh := d.Obs["cards"].Shape
			rows, feats := sh[1], sh[2]
			k, h := d.Obs["options"].Shape[1], d.Obs["options"].Shape[2]
			got := unpack(t, p.Obs, 3, rows, feats, k, h)
			for name, want := range got {
				if !bytes.Equal(d.Obs[name].Data, want) {
					t.Fatalf("autoreset %v step %d: packed %s differs from dense", autoreset, step, name)
				}
			}
			if !bytes.Equal(d.Obs["globals"].Data, p.Obs["globals"].Data) {
				t.Fatalf("step %d: globals differ", step)
			}
			acts := make([]int32, 3)
			for i, n := range i32(d.NumOptions) {
				acts[i] = int32(rng.Intn(int(n)))
			}
			d, p = batchResult{}, batchResult{}
			mustCall(t, c, "step", map[string]any{"env": dense.Env, "actions": acts}, &d)
			mustCall(t, c, "step", map[string]any{"env": packed.Env, "actions": acts}, &p)
		}
	}
	wantCode(t, c.Call("make", map[string]any{"layout": "sparse"}, nil), wire.CodeBadRequest)
}
