package bridge

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/bridge/client"
	"github.com/lorcana-rl/lorcana/bridge/wire"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/env"
	"github.com/vmihailenco/msgpack/v5"
)

// row is env i's part of a batch array of n envs.
func row(a wire.Array, i, n int) []byte {
	w := len(a.Data) / n
	return a.Data[i*w : (i+1)*w]
}

// envObs is env i's observation in a batch result of n envs.
func envObs(b *batchResult, i, n int) string {
	var s strings.Builder
	for _, f := range []string{"cards", "card_index", "globals", "options", "option_refs", "mask"} {
		if a, ok := b.Obs[f]; ok {
			fmt.Fprintf(&s, "%s=%x;", f, row(a, i, n))
		}
	}
	return s.String()
}

// envStep is env i's part of a batch result of n envs (its observation
// too with obs), for comparing trajectories.
func envStep(b *batchResult, i, n int, obs bool) string {
	s := ""
	if obs {
		s = envObs(b, i, n)
	}
	for _, a := range []wire.Array{b.NumOptions, b.ToPlay, b.Reward, b.Rewards, b.Terminated, b.Truncated, b.Winner, b.Turn} {
		s += fmt.Sprintf("%x;", row(a, i, n))
	}
	return s
}

// TestRestoreSameTrajectory: serialize env k, step on, restore it, step
// again with the same actions: env k's results are the same, in manual and
// autoreset groups, with and without an opponent, dense and packed.
func TestRestoreSameTrajectory(t *testing.T) {
	cases := []struct {
		name string
		make map[string]any
	}{
		{"manual", map[string]any{"num_envs": 2, "seed": 3}},
		{"manual, greedy opponent", map[string]any{"num_envs": 2, "seed": 4, "opponent": "greedy", "seat": 1}},
		{"autoreset", map[string]any{"num_envs": 3, "seed": 5, "autoreset": true}},
		{"autoreset, random opponent, packed", map[string]any{"num_envs": 3, "seed": 6, "autoreset": true, "opponent": "random", "layout": "packed"}},
	}
	_, path := startServer(t, Options{})
	c := dial(t, path, client.Options{})
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var m makeResult
			mustCall(t, c, "make", tc.make, &m)
			n, k := m.NumEnvs, 1
			auto := tc.make["autoreset"] == true
			sel, rows := k, n // env k's row in a step's reply, and the rows
			if !auto {
				sel, rows = 0, 1 // a manual step of env k answers for it alone
			}
			var b batchResult
			mustCall(t, c, "reset", map[string]any{"env": m.Env}, &b)
			nk := int(i32(b.NumOptions)[k])
			// step takes a random option in env k (the other envs of an
			// autoreset group take option 0).
			step := func(r *engine.RNG, nk int) batchResult {
				acts := make([]int, n)
				acts[k] = r.Intn(nk)
				args := map[string]any{"env": m.Env, "actions": acts}
				if !auto {
					args["actions"], args["envs"] = []int{acts[k]}, []int{k}
				}
				var out batchResult
				mustCall(t, c, "step", args, &out)
				return out
			}
			rng := engine.NewRNG(1)
			for range 20 {
				b = step(&rng, nk)
				nk = int(i32(b.NumOptions)[sel])
			}
			var snap struct {
				State []byte `msgpack:"state"`
				Steps int    `msgpack:"steps"`
			}
			mustCall(t, c, "serialize", map[string]any{"env": m.Env, "index": k}, &snap)
			if !auto && snap.Steps != 20 {
				t.Errorf("serialized after %d steps, want 20", snap.Steps)
			}
			// look is env k's observation alone (one row, whatever the layout).
			look := func() string {
				var o batchResult
				mustCall(t, c, "observe", map[string]any{"env": m.Env, "envs": []int{k}}, &o)
				return envObs(&o, 0, 1)
			}
			savedObs, savedNK := look(), nk
			run := func() []string {
				r, nk := rng, savedNK // the same draws each time
				var out []string
				for range 80 {
					cur := step(&r, nk)
					if cur.Terminated.Data[sel] == 1 || cur.Truncated.Data[sel] == 1 {
						// An autoreset env's next game follows its own seed
						// sequence, which a restore does not rewind.
						out = append(out, envStep(&cur, sel, rows, false))
						break
					}
					out = append(out, envStep(&cur, sel, rows, false)+look())
					nk = int(i32(cur.NumOptions)[sel])
				}
				return out
			}
			want := run()
			var rb batchResult
			mustCall(t, c, "restore", map[string]any{"env": m.Env, "index": k, "state": snap.State}, &rb)
			if envObs(&rb, 0, 1) != savedObs {
				t.Fatal("restore does not answer the saved observation")
			}
			got := run()
			if len(got) != len(want) {
				t.Fatalf("%d steps after the restore, %d before", len(got), len(want))
			}
			for i := range want {
				if got[i] != want[i] {
					t.Fatalf("step %d after the restore differs", i)
				}
			}
			mustCall(t, c, "close", map[string]any{"env": m.Env}, nil)
		})
	}
}

// TestRestoreBadState: corrupt snapshots and engine states get a
// bad_request and change nothing; the connection goes on.
func TestRestoreBadState(t *testing.T) {
	_, path := startServer(t, Options{})
	c := dial(t, path, client.Options{})
	var m makeResult
	mustCall(t, c, "make", map[string]any{"seed": 2, "autoreset": true, "num_envs": 2}, &m)
	var b batchResult
	mustCall(t, c, "reset", map[string]any{"env": m.Env}, &b)
	var snap struct {
		State []byte `msgpack:"state"`
	}
	mustCall(t, c, "serialize", map[string]any{"env": m.Env, "index": 1}, &snap)
	var s snapshot
	if err := msgpack.Unmarshal(snap.State, &s); err != nil {
		t.Fatal(err)
	}
	bad := func(f func(s *snapshot)) []byte {
		cp := s
		cp.State = bytes.Clone(s.State)
		f(&cp)
		out, err := msgpack.Marshal(&cp)
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	rng := engine.NewRNG(3)
	cases := map[string][]byte{
		"garbage":        []byte("\x93\x01\x02garbage"),
		"not a map":      {0xc0},
		"truncated":      snap.State[:len(snap.State)/2],
		"version 1":      bad(func(s *snapshot) { s.Version = 1 }),
		"other config":   bad(func(s *snapshot) { s.Config = "decks=[] players=3" }),
		"state cut":      bad(func(s *snapshot) { s.State = s.State[:len(s.State)-9] }),
		"state magic":    bad(func(s *snapshot) { s.State[0] ^= 0xff }),
		"state garbage":  bad(func(s *snapshot) { s.State = []byte("LRCN\x02garbage") }),
		"negative steps": bad(func(s *snapshot) { s.Steps = -4 }),
	}
	for i := range 40 {
		cases[fmt.Sprintf("flipped %d", i)] = bad(func(s *snapshot) {
			for range 4 {
				s.State[5+rng.Intn(len(s.State)-5)] ^= 0x5a
			}
		})
	}
	refused := 0
	for name, data := range cases {
		err := c.Call("restore", map[string]any{"env": m.Env, "index": 1, "state": data}, nil)
		if err == nil && strings.HasPrefix(name, "flipped") {
			continue // a change no check can tell from a real position
		}
		wantCode(t, err, "bad_request")
		refused++
	}
	t.Logf("%d of %d bad states refused", refused, len(cases))
	mustCall(t, c, "ping", nil, nil)
	// The group still steps, and a good snapshot still restores.
	mustCall(t, c, "step", map[string]any{"env": m.Env, "actions": []int{0, 0}}, nil)
	mustCall(t, c, "restore", map[string]any{"env": m.Env, "index": 1, "state": snap.State}, nil)
}

// TestRenderViews: a player's view names no card of the opponent's hand
// that the player can't see; the full view shows them; bad views are
// refused.
func TestRenderViews(t *testing.T) {
	_, path := startServer(t, Options{})
	c := dial(t, path, client.Options{})
	var m makeResult
	mustCall(t, c, "make", map[string]any{}, &m)
	mustCall(t, c, "reset", map[string]any{"env": m.Env, "seeds": []uint64{12}}, nil) // game seed 12
	// The same game in process: the opponent's hand.
	e, err := env.New(env.DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	e.Reset(12)
	st := e.State()
	mine := map[string]bool{}
	for _, id := range st.Players[0].Hand {
		mine[st.Def(id).FullName] = true
	}
	var theirs []string
	for _, id := range st.Players[1].Hand {
		if n := st.Def(id).FullName; !mine[n] {
			theirs = append(theirs, n)
		}
	}
	if len(theirs) == 0 {
		t.Fatal("seed 12: every card of player 2's hand is also in player 1's")
	}
	type renderResult struct {
		Text string `msgpack:"text"`
		View any    `msgpack:"view"`
	}
	for _, tc := range []struct {
		view any
		see  bool
	}{{0, false}, {"full", true}, {nil, true}, {1, true}} {
		var r renderResult
		mustCall(t, c, "render", map[string]any{"env": m.Env, "view": tc.view}, &r)
		for _, n := range theirs {
			if strings.Contains(r.Text, n) != tc.see {
				t.Errorf("view %v: %q shown %t, want %t:\n%s", tc.view, n, !tc.see, tc.see, r.Text)
			}
		}
		if !strings.Contains(r.Text, "turn 1") {
			t.Errorf("view %v: no board:\n%s", tc.view, r.Text)
		}
	}
	for _, v := range []any{2, -1, "p1", 1.5} {
		wantCode(t, c.Call("render", map[string]any{"env": m.Env, "view": v}, nil), "bad_request")
	}
}
