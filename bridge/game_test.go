package bridge

import (
	"bytes"
	"reflect"
	"testing"

	"github.com/lorcana-rl/lorcana/bridge/client"
	"github.com/lorcana-rl/lorcana/engine"
)

type legalResult struct {
	Player   int    `msgpack:"player"`
	Decision string `msgpack:"decision"`
	Options  []struct {
		Index int    `msgpack:"index"`
		Text  string `msgpack:"text"`
	} `msgpack:"options"`
}

// playGame plays env's game 0 to the end with actions chosen by pick from
// the number of options, checking the masks against the legal options, and
// returns the actions taken.
func playGame(t *testing.T, c *client.Client, env uint32, b batchResult, pick func(n int) int) []int {
	t.Helper()
	var taken []int
	for step := 0; ; step++ {
		if step > int(engine.Config{}.DecisionLimit)+20000 {
			t.Fatal("the game does not end")
		}
		if i32(b.Winner)[0] != -1 || b.Terminated.Data[0] == 1 || b.Truncated.Data[0] == 1 {
			return taken
		}
		n := int(i32(b.NumOptions)[0])
		mask := b.Obs["mask"].Data
		ones := bytes.Count(mask, []byte{1})
		if ones != n || n == 0 {
			t.Fatalf("step %d: %d options but %d ones in the mask", step, n, ones)
		}
		if step%25 == 0 {
			var l legalResult
			mustCall(t, c, "legal", map[string]any{"env": env}, &l)
			if len(l.Options) != n || l.Player != int(i32(b.ToPlay)[0]) {
				t.Fatalf("step %d: legal lists %d options for player %d; the observation %d for %d",
					step, len(l.Options), l.Player, n, i32(b.ToPlay)[0])
			}
		}
		a := pick(n)
		taken = append(taken, a)
		b = batchResult{}
		mustCall(t, c, "step", map[string]any{"env": env, "actions": []int{a}}, &b)
	}
}

func TestRandomGameAndSeeds(t *testing.T) {
	_, path := startServer(t, Options{})
	c := dial(t, path, client.Options{})
	play := func(seed uint64) ([]int, []byte) {
		var m makeResult
		mustCall(t, c, "make", map[string]any{"seed": seed}, &m)
		var b batchResult
		mustCall(t, c, "reset", map[string]any{"env": m.Env, "seed": seed}, &b)
		rng := engine.NewRNG(seed)
		taken := playGame(t, c, m.Env, b, func(n int) int { return rng.Intn(n) })
		var r batchResult
		mustCall(t, c, "observe", map[string]any{"env": m.Env}, &r)
		if r.Terminated.Data[0]+r.Truncated.Data[0] != 1 {
			t.Fatalf("seed %d: the game ended but observe says terminated %v truncated %v", seed, r.Terminated.Data, r.Truncated.Data)
		}
		if err := c.Call("step", map[string]any{"env": m.Env, "actions": []int{0}}, nil); err == nil {
			t.Fatal("a step after the end was accepted")
		} else {
			wantCode(t, err, "game_over")
		}
		mustCall(t, c, "close", map[string]any{"env": m.Env}, nil)
		return taken, r.Rewards.Data
	}
	a1, r1 := play(7)
	a2, r2 := play(7)
	if !reflect.DeepEqual(a1, a2) || !bytes.Equal(r1, r2) {
		t.Errorf("seed 7 twice: %d and %d steps, rewards %v and %v", len(a1), len(a2), r1, r2)
	}
	if len(a1) < 10 {
		t.Errorf("a game of %d decisions", len(a1))
	}
}

func TestAutoresetGroup(t *testing.T) {
	_, path := startServer(t, Options{})
	c := dial(t, path, client.Options{Zstd: true})
	var m makeResult
	mustCall(t, c, "make", map[string]any{"num_envs": 3, "autoreset": true, "seed": 5, "opponent": "random"}, &m)
	var b batchResult
	mustCall(t, c, "reset", map[string]any{"env": m.Env}, &b)
	rng := engine.NewRNG(1)
	ended := 0
	for step := 0; step < 3000 && ended < 3; step++ {
		n := i32(b.NumOptions)
		acts := make([]int32, len(n))
		for i := range n {
			if n[i] < 1 || i32(b.ToPlay)[i] != 0 {
				t.Fatalf("step %d env %d: %d options for seat %d (the learner is seat 0)", step, i, n[i], i32(b.ToPlay)[i])
			}
			acts[i] = int32(rng.Intn(int(n[i])))
		}
		b = batchResult{}
		mustCall(t, c, "step", map[string]any{"env": m.Env, "actions": acts}, &b)
		fe := i32(*b.FinalEnvs)
		for i := range 3 {
			done := b.Terminated.Data[i] == 1 || b.Truncated.Data[i] == 1
			if done != bytes.Contains(b.FinalEnvs.Data, b.Envs.Data[4*i:4*i+4]) {
				t.Fatalf("step %d env %d: done %v but final_envs %v", step, i, done, fe)
			}
			if done {
				ended++
			}
		}
		if got := b.FinalObs["cards"].Shape; len(fe) > 0 && got[0] != len(fe) {
			t.Fatalf("final obs shape %v for %d finished games", got, len(fe))
		}
	}
	if ended == 0 {
		t.Fatal("no game ended in 3000 steps")
	}
	// A subset of an autoreset group is refused.
	wantCode(t, c.Call("step", map[string]any{"env": m.Env, "actions": []int{0}, "envs": []int{0}}, nil), "bad_request")
}

// An autoreset group takes one seed per env, as a manual group does: env i
// plays the game of seeds[i]; a subset is refused.
func TestAutoresetSeeds(t *testing.T) {
	_, path := startServer(t, Options{})
	c := dial(t, path, client.Options{})
	var auto, manual makeResult
	mustCall(t, c, "make", map[string]any{"num_envs": 3, "autoreset": true, "seed": 1}, &auto)
	mustCall(t, c, "make", map[string]any{"num_envs": 3, "seed": 2}, &manual)
	seeds := []uint64{5, 5, 9}
	var a, m batchResult
	mustCall(t, c, "reset", map[string]any{"env": auto.Env, "seeds": seeds}, &a)
	mustCall(t, c, "reset", map[string]any{"env": manual.Env, "seeds": seeds}, &m)
	for _, f := range []string{"cards", "options", "mask"} {
		if !bytes.Equal(a.Obs[f].Data, m.Obs[f].Data) {
			t.Errorf("%s: the autoreset group's games are not those of seeds %v", f, seeds)
		}
		row := len(a.Obs[f].Data) / 3
		if !bytes.Equal(a.Obs[f].Data[:row], a.Obs[f].Data[row:2*row]) {
			t.Errorf("%s: envs 0 and 1 (both seed 5) differ", f)
		}
	}
	if row := len(a.Obs["cards"].Data) / 3; bytes.Equal(a.Obs["cards"].Data[:row], a.Obs["cards"].Data[2*row:]) {
		t.Error("env 2 (seed 9) has env 0's game (seed 5)")
	}
	var s struct {
		Seed uint64 `msgpack:"seed"`
	}
	mustCall(t, c, "serialize", map[string]any{"env": auto.Env, "index": 2}, &s)
	if s.Seed != 9 {
		t.Errorf("env 2's game has seed %d, want 9", s.Seed)
	}
	// later games go on: steps work, and a reset without seeds too
	mustCall(t, c, "step", map[string]any{"env": auto.Env, "actions": []int{0, 0, 0}}, nil)
	mustCall(t, c, "reset", map[string]any{"env": auto.Env}, nil)
	for _, args := range []map[string]any{
		{"env": auto.Env, "seeds": []uint64{5, 6}},
		{"env": auto.Env, "seeds": []uint64{5, 6, 7}, "envs": []int{0, 1, 2}},
	} {
		wantCode(t, c.Call("reset", args, nil), "bad_request")
	}
}

func TestSerializeRestoreClone(t *testing.T) {
	_, path := startServer(t, Options{})
	c := dial(t, path, client.Options{})
	var m makeResult
	mustCall(t, c, "make", map[string]any{"seed": 3}, &m)
	var b batchResult
	mustCall(t, c, "reset", map[string]any{"env": m.Env, "seed": 11}, &b)
	for range 30 {
		b = batchResult{}
		mustCall(t, c, "step", map[string]any{"env": m.Env, "actions": []int{0}}, &b)
	}
	var snap struct {
		State []byte `msgpack:"state"`
		Steps int    `msgpack:"steps"`
	}
	mustCall(t, c, "serialize", map[string]any{"env": m.Env}, &snap)
	if snap.Steps != 30 {
		t.Errorf("serialized after %d steps", snap.Steps)
	}
	var cl makeResult
	mustCall(t, c, "clone", map[string]any{"env": m.Env}, &cl)
	var cb batchResult
	mustCall(t, c, "observe", map[string]any{"env": cl.Env}, &cb)
	if !bytes.Equal(cb.Obs["cards"].Data, b.Obs["cards"].Data) || !bytes.Equal(cb.Obs["mask"].Data, b.Obs["mask"].Data) {
		t.Error("the clone observes another state")
	}
	for range 10 { // move on, then come back
		mustCall(t, c, "step", map[string]any{"env": m.Env, "actions": []int{0}}, nil)
	}
	var rb batchResult
	mustCall(t, c, "restore", map[string]any{"env": m.Env, "state": snap.State}, &rb)
	if !bytes.Equal(rb.Obs["cards"].Data, b.Obs["cards"].Data) || !bytes.Equal(rb.Obs["options"].Data, b.Obs["options"].Data) {
		t.Error("restore does not bring back the serialized observation")
	}
	// The clone steps on its own.
	mustCall(t, c, "step", map[string]any{"env": cl.Env, "actions": []int{0}}, nil)
	var text struct {
		Text string `msgpack:"text"`
	}
	mustCall(t, c, "render", map[string]any{"env": cl.Env}, &text)
	if !bytes.Contains([]byte(text.Text), []byte("Player 1: lore")) {
		t.Errorf("render: %q", text.Text)
	}
	// Snapshots of another configuration or of nothing are refused.
	var other makeResult
	mustCall(t, c, "make", map[string]any{"players": 3}, &other)
	mustCall(t, c, "reset", map[string]any{"env": other.Env}, nil)
	wantCode(t, c.Call("restore", map[string]any{"env": other.Env, "state": snap.State}, nil), "bad_request")
	wantCode(t, c.Call("restore", map[string]any{"env": m.Env, "state": []byte("junk")}, nil), "bad_request")
}

func TestObserveOtherSeat(t *testing.T) {
	_, path := startServer(t, Options{})
	c := dial(t, path, client.Options{})
	var m makeResult
	mustCall(t, c, "make", map[string]any{"num_envs": 2, "fields": []string{"mask", "globals"}}, &m)
	var b batchResult
	mustCall(t, c, "reset", map[string]any{"env": m.Env, "seeds": []uint64{1, 2}}, &b)
	if len(b.Obs) != 2 {
		t.Fatalf("fields: got %d, want mask and globals", len(b.Obs))
	}
	tp := i32(b.ToPlay)
	for i := range 2 {
		other := 1 - tp[i]
		var o batchResult
		mustCall(t, c, "observe", map[string]any{"env": m.Env, "player": other, "envs": []int{i}}, &o)
		if bytes.Count(o.Obs["mask"].Data, []byte{1}) != 0 {
			t.Errorf("env %d: the seat not deciding has options", i)
		}
	}
}

// TestFirstEnv: a group made with first_env k plays the games of envs k,
// k+1, ... of a group of the same seed, autoreset or not, and after a
// reset with a new seed too.
func TestFirstEnv(t *testing.T) {
	_, path := startServer(t, Options{})
	c := dial(t, path, client.Options{})
	for _, auto := range []bool{true, false} {
		var whole, slice makeResult
		mustCall(t, c, "make", map[string]any{"num_envs": 4, "autoreset": auto, "seed": 3}, &whole)
		mustCall(t, c, "make", map[string]any{"num_envs": 2, "first_env": 2, "autoreset": auto, "seed": 3}, &slice)
		for _, seed := range []uint64{3, 8} {
			var w, s batchResult
			mustCall(t, c, "reset", map[string]any{"env": whole.Env, "seed": seed}, &w)
			mustCall(t, c, "reset", map[string]any{"env": slice.Env, "seed": seed}, &s)
			for _, f := range []string{"cards", "options", "mask"} {
				half := len(w.Obs[f].Data) / 2
				if !bytes.Equal(w.Obs[f].Data[half:], s.Obs[f].Data) {
					t.Errorf("autoreset %v, seed %d: %s: the slice's envs 0 and 1 are not the group's 2 and 3", auto, seed, f)
				}
			}
			if half := len(w.Obs["cards"].Data) / 2; bytes.Equal(w.Obs["cards"].Data[:half], s.Obs["cards"].Data) {
				t.Errorf("autoreset %v, seed %d: envs 0 and 1 hold the cards of 2 and 3: the test cannot tell", auto, seed)
			}
		}
	}
}
