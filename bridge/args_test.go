package bridge

import (
	"math"
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/bridge/wire"
)

// argStructs are a fresh value of every command's args struct.
func argStructs() map[string]any {
	return map[string]any{
		"hello": &helloArgs{}, "ping": &struct{}{}, "make": &makeArgs{}, "reset": &resetArgs{}, "step": &stepArgs{},
		"observe": &observeArgs{}, "one": &one{}, "render": &renderArgs{}, "restore": &restoreArgs{},
		"close": &struct {
			Env uint32 `arg:"env,required"`
		}{},
	}
}

// TestReadArgs: numbers in any encoding that fits, named errors.
func TestReadArgs(t *testing.T) {
	cases := []struct {
		name  string
		args  map[string]any
		want  string // "" for accepted, else in the error
		check func(a *makeArgs) bool
	}{
		{"float64 shaping", map[string]any{"shaping": 0.5}, "", func(a *makeArgs) bool { return a.Shaping == 0.5 }},
		{"int shaping", map[string]any{"shaping": -2}, "", func(a *makeArgs) bool { return a.Shaping == -2 }},
		{"NaN shaping", map[string]any{"shaping": math.NaN()}, "shaping: want a finite number", nil},
		{"inf shaping", map[string]any{"shaping": math.Inf(-1)}, "shaping: want a finite number", nil},
		{"huge shaping", map[string]any{"shaping": 1e39}, "shaping: 1e+39 is out of float32's range", nil},
		{"integral float seed", map[string]any{"seed": 7.0}, "", func(a *makeArgs) bool { return a.Seed == 7 }},
		{"max seed", map[string]any{"seed": uint64(math.MaxUint64)}, "", func(a *makeArgs) bool { return a.Seed == math.MaxUint64 }},
		{"negative seed", map[string]any{"seed": int8(-1)}, "seed: -1 is negative", nil},
		{"fractional players", map[string]any{"players": 2.5}, "players: want an integer", nil},
		{"nil is absent", map[string]any{"players": nil, "decks": nil}, "", func(a *makeArgs) bool { return a.Players == 2 && a.Decks == nil }},
		{"pointer", map[string]any{"auto_answer": false}, "", func(a *makeArgs) bool { return a.AutoAnswer != nil && !*a.AutoAnswer }},
		{"decks of ints", map[string]any{"decks": []int{1}}, "decks: element 0: want a string", nil},
		{"unknown arg", map[string]any{"speed": 1}, `no arg "speed"`, nil},
		{"long unknown arg", map[string]any{strings.Repeat("y", 1000): 1}, "…", nil},
	}
	var r wire.Reader
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			a := makeArgs{Players: 2}
			e := readArgs(&r, "make", "{...}", mustMarshal(tc.args), &a)
			switch {
			case tc.want == "" && e != nil:
				t.Fatal(e)
			case tc.want == "" && !tc.check(&a):
				t.Fatalf("read %+v", a)
			case tc.want != "" && (e == nil || e.Code != wire.CodeBadRequest || !strings.Contains(e.Message, tc.want)):
				t.Fatalf("error %v, want %q", e, tc.want)
			case e != nil && len(e.Message) > 400:
				t.Fatalf("a message of %d bytes", len(e.Message))
			}
		})
	}
	if e := readArgs(&r, "step", "{...}", nil, &stepArgs{}); e == nil || !strings.Contains(e.Message, "env is missing") {
		t.Errorf("step without args: %v", e)
	}
}

// FuzzArgs decodes arbitrary bytes as the args of every command: after
// wire.Check nothing panics, every error is a bounded bad_request, and
// what is read holds only finite numbers.
func FuzzArgs(f *testing.F) {
	for _, a := range []any{
		map[string]any{"env": 1, "actions": []int{0, 1}, "envs": map[string]any{"dtype": "<i4", "shape": []int{1}, "data": []byte{1, 0, 0, 0}}},
		map[string]any{"num_envs": 2, "shaping": 0.5, "decks": []string{"a\nb"}, "auto_answer": true, "seed": uint64(1 << 63)},
		map[string]any{"env": 1.0, "player": -1, "view": "full", "state": []byte{0x80}},
		map[string]any{"versions": []float64{1, 2.5}, "token": "t", "index": math.NaN()},
	} {
		f.Add(mustMarshal(a))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		if wire.Check(b, wire.DefaultLimits) != nil {
			return
		}
		var r wire.Reader
		for cmd, v := range argStructs() {
			e := readArgs(&r, cmd, "{...}", b, v)
			if e != nil {
				if e.Code != wire.CodeBadRequest || len(e.Message) > 2*wire.MaxEcho+300 {
					t.Fatalf("%s: %v", cmd, e)
				}
				continue
			}
			if m, ok := v.(*makeArgs); ok && (math.IsNaN(float64(m.Shaping)) || math.IsInf(float64(m.Shaping), 0)) {
				t.Fatalf("shaping %v read", m.Shaping)
			}
		}
	})
}
