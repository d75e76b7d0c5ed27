package env

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/lorcana-rl/lorcana/agents"
	"github.com/lorcana-rl/lorcana/encode"
	"github.com/lorcana-rl/lorcana/engine"
)

// sameObs reports whether two observations are identical.
func sameObs(a, b *encode.Obs) bool {
	return slices.Equal(a.CardIndex, b.CardIndex) && slices.Equal(a.Cards, b.Cards) &&
		slices.Equal(a.Globals, b.Globals) && slices.Equal(a.Options, b.Options) &&
		slices.Equal(a.OptionRefs, b.OptionRefs) && slices.Equal(a.OptionCards, b.OptionCards) &&
		slices.Equal(a.Mask, b.Mask) && a.NumOptions == b.NumOptions && a.Player == b.Player
}

// stepRecord is what one Step returned, copied.
type stepRecord struct {
	obs         *encode.Obs
	reward      float32
	term, trunc bool
	player      int
	rewards     []float32
	err         error
}

// follow takes actions (drawn from rng among the options) in e until the
// game ends or n steps, and records every result.
func follow(e *Env, obs *encode.Obs, rng engine.RNG, n int) []stepRecord {
	var out []stepRecord
	for range n {
		o, r, term, trunc, info, err := e.Step(rng.Intn(obs.NumOptions))
		cp := e.Spec().NewObs()
		cp.CopyFrom(o)
		out = append(out, stepRecord{cp, r, term, trunc, info.Player, slices.Clone(info.Rewards), err})
		if err != nil || term || trunc {
			break
		}
		obs = o
	}
	return out
}

func sameRecords(t *testing.T, name string, a, b []stepRecord) {
	t.Helper()
	if len(a) != len(b) {
		t.Fatalf("%s: %d steps after the restore, %d in the original", name, len(b), len(a))
	}
	for i := range a {
		x, y := a[i], b[i]
		if !sameObs(x.obs, y.obs) || x.reward != y.reward || x.term != y.term || x.trunc != y.trunc ||
			x.player != y.player || !slices.Equal(x.rewards, y.rewards) || (x.err == nil) != (y.err == nil) {
			t.Fatalf("%s: step %d differs after the restore", name, i)
		}
	}
}

// TestRestoreContinuesExactly: a game set to a saved state (from bytes, or
// from a state of another Env of the same configuration) goes on exactly as
// the original did, opponent's choices and shaping rewards included.
func TestRestoreContinuesExactly(t *testing.T) {
	type tc struct {
		name string
		cfg  func() Config
	}
	base := DefaultConfig
	cases := []tc{
		{"two seats", base},
		{"no auto-answer", func() Config { c := base(); c.AutoAnswer = false; return c }},
		{"random opponent", func() Config {
			c := base()
			c.NewOpponent = func() agents.Agent { return agents.NewRandom(0) }
			return c
		}},
		{"greedy opponent, seat 2, shaping", func() Config {
			c := base()
			c.NewOpponent = func() agents.Agent { return agents.NewGreedy(0) }
			c.Seat, c.Shaping = 1, 0.1
			return c
		}},
		{"three players, turn limit", func() Config { c := base(); c.Players, c.TurnLimit = 3, 12; return c }},
	}
	for _, c := range cases {
		for _, viaBytes := range []bool{true, false} {
			name := fmt.Sprintf("%s/bytes=%t", c.name, viaBytes)
			t.Run(name, func(t *testing.T) {
				a, err := New(c.cfg())
				if err != nil {
					t.Fatal(err)
				}
				b, err := New(c.cfg()) // its own Game: states cross between builds
				if err != nil {
					t.Fatal(err)
				}
				compared := 0
				for seed := uint64(1); seed <= 3; seed++ {
					obs, _ := a.Reset(seed)
					rng := engine.NewRNG(seed)
					pre := follow(a, obs, rng, 25)
					if last := pre[len(pre)-1]; last.term || last.trunc || last.err != nil {
						continue // the game ended early: nothing to restore
					}
					obs = a.Spec().NewObs()
					obs.CopyFrom(a.obs)
					data, _ := a.State().Serialize()
					saved := a.State().Clone()
					ep := a.Episode()
					if ep.Steps != 25 || ep.Seed != seed {
						t.Fatalf("episode %+v after 25 steps of game %d", ep, seed)
					}
					cont := engine.NewRNG(seed * 31) // follow takes a copy: both runs draw the same
					want := follow(a, a.obs, cont, 400)
					b.Reset(seed + 100) // another game first: nothing of it may remain
					var got *encode.Obs
					if viaBytes {
						got, _, err = b.Restore(data, ep)
					} else {
						got, _, err = b.SetState(saved, ep)
					}
					if err != nil {
						t.Fatal(err)
					}
					if !sameObs(got, obs) {
						t.Fatal("the restored observation is not the saved one")
					}
					if b.Steps() != 25 || b.Seed() != seed {
						t.Fatalf("restored %d steps of game %d", b.Steps(), b.Seed())
					}
					sameRecords(t, name, want, follow(b, got, cont, 400))
					compared++
				}
				if compared == 0 {
					t.Fatal("every game ended before the save")
				}
			})
		}
	}
}

// TestRestoreRefuses: states of another configuration and corrupt bytes
// are errors wrapping ErrStateMismatch, never panics, and leave the env
// playing its game.
func TestRestoreRefuses(t *testing.T) {
	mk := func(f func(*Config)) *Env {
		c := DefaultConfig()
		if f != nil {
			f(&c)
		}
		e, err := New(c)
		if err != nil {
			t.Fatal(err)
		}
		e.Reset(5)
		return e
	}
	e := mk(nil)
	others := []struct {
		name string
		env  *Env
	}{
		{"other decks", mk(func(c *Config) { c.Decks = []string{"set1-amber-steel"} })},
		{"three players", mk(func(c *Config) { c.Players = 3 })},
		{"turn limit", mk(func(c *Config) { c.TurnLimit = 4 })},
		{"pack rush", mk(func(c *Config) { c.Variant = engine.PackRush })},
	}
	for _, o := range others {
		data, _ := o.env.State().Serialize()
		_, _, err1 := e.Restore(data, o.env.Episode())
		_, _, err2 := e.SetState(o.env.State(), o.env.Episode())
		for _, err := range []error{err1, err2} {
			if o.name == "turn limit" && err == err1 || o.name == "pack rush" && err == err1 {
				continue // bytes don't carry the limits or the variant: the bridge checks its configuration
			}
			if !errors.Is(err, ErrStateMismatch) {
				t.Errorf("%s: %v, want ErrStateMismatch", o.name, err)
			}
		}
	}
	if _, _, err := e.SetState(nil, Episode{}); !errors.Is(err, ErrStateMismatch) {
		t.Errorf("nil state: %v", err)
	}
	if _, _, err := e.SetState(e.State().Clone(), Episode{Steps: -1}); err == nil {
		t.Error("negative steps accepted")
	}
	if _, _, err := e.Restore([]byte("junk"), Episode{}); !errors.Is(err, ErrStateMismatch) {
		t.Errorf("junk: %v", err)
	}
	if e.Seed() != 5 || e.Steps() != 0 {
		t.Fatalf("a refused state changed the env: game %d, %d steps", e.Seed(), e.Steps())
	}
	// Corrupt bytes: truncations and random byte changes of a real state.
	rng := engine.NewRNG(9)
	obs := e.obs
	for range 10 {
		if _, _, _, _, _, err := e.Step(rng.Intn(obs.NumOptions)); err != nil {
			t.Fatal(err)
		}
	}
	data, _ := e.State().Serialize()
	f := mk(nil)
	for cut := 0; cut < len(data); cut += 7 {
		if _, _, err := f.Restore(data[:cut], Episode{}); !errors.Is(err, ErrStateMismatch) {
			t.Fatalf("cut at %d of %d: %v", cut, len(data), err)
		}
	}
	bad := make([]byte, len(data))
	accepted := 0
	for range 3000 {
		copy(bad, data)
		for range 1 + rng.Intn(3) {
			bad[rng.Intn(len(bad))] ^= byte(1 + rng.Intn(255))
		}
		before, ep, nl := f.Spec().NewObs(), f.Episode(), len(f.Legal())
		before.CopyFrom(f.obs)
		o, _, err := f.Restore(bad, Episode{Seed: 1})
		if err != nil {
			if !errors.Is(err, ErrStateMismatch) || !sameObs(f.obs, before) || f.Episode() != ep || len(f.Legal()) != nl {
				t.Fatalf("a refused state changed the env (or no ErrStateMismatch): %v", err)
			}
			continue
		}
		accepted++ // a change the checks can't tell from a real position: play on, no panic
		for k := 0; k < 20 && !f.State().Over(); k++ {
			var err error
			if o, _, _, _, _, err = f.Step(rng.Intn(max(o.NumOptions, 1))); err != nil {
				break
			}
		}
	}
	t.Logf("%d of 3000 corrupted states passed the checks (and played on)", accepted)
	if _, _, err := f.Restore(data, e.Episode()); err != nil {
		t.Fatalf("the env refuses a good state after corrupt ones: %v", err)
	}
}

// TestRestoreFinishedGame: a finished game restores into an Env (Step then
// says the game is over) but not into a VecEnv, which holds live games.
func TestRestoreFinishedGame(t *testing.T) {
	e, err := New(DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	playRandom(t, e, 3)
	over := e.State().Clone()
	f, _ := New(DefaultConfig())
	_, info, err := f.SetState(over, e.Episode())
	if err != nil {
		t.Fatal(err)
	}
	if info.Player != -1 || info.Winner != int(over.Winner) && !over.Truncated() {
		t.Errorf("info %+v for a finished game won by %d", info, over.Winner)
	}
	if _, _, _, _, _, err := f.Step(0); !errors.Is(err, ErrGameOver) {
		t.Errorf("step: %v, want ErrGameOver", err)
	}
	v, err := NewVecWorkers(DefaultConfig(), 2, 1, 1)
	if err != nil {
		t.Fatal(err)
	}
	defer v.Close()
	v.Reset()
	if _, err := v.SetState(1, over, Episode{}); !errors.Is(err, ErrStateMismatch) {
		t.Errorf("VecEnv took a finished game: %v", err)
	}
	if _, err := v.SetState(2, over, Episode{}); err == nil {
		t.Error("VecEnv took env index 2 of 2")
	}
}

// TestVecRestore: env i of a VecEnv set to a saved state steps on exactly
// as an Env restored to it does, and its row of the batch is that game's.
func TestVecRestore(t *testing.T) {
	cfg := DefaultConfig()
	cfg.NewOpponent = func() agents.Agent { return agents.NewRandom(0) }
	e, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	obs, _ := e.Reset(21)
	rng := engine.NewRNG(2)
	for range 15 {
		if obs, _, _, _, _, err = e.Step(rng.Intn(obs.NumOptions)); err != nil {
			t.Fatal(err)
		}
	}
	data, _ := e.State().Serialize()
	ep := e.Episode()
	v, err := NewVecWorkers(cfg, 3, 4, 2)
	if err != nil {
		t.Fatal(err)
	}
	defer v.Close()
	v.Reset()
	b, err := v.Restore(1, data, ep)
	if err != nil {
		t.Fatal(err)
	}
	if !sameObs(rowObs(&b.Frames, b.Spec, 1), obs) || b.Terminated[1] || b.Reward[1] != 0 {
		t.Fatal("the batch row is not the restored game's")
	}
	acts := make([]int32, 3)
	for step := 0; step < 300; step++ {
		for i := range acts {
			acts[i] = int32(rng.Intn(int(b.NumOptions[i])))
		}
		o, r, term, trunc, _, err := e.Step(int(acts[1]))
		if err != nil {
			t.Fatal(err)
		}
		if b, err = v.Step(acts); err != nil {
			t.Fatal(err)
		}
		if b.Reward[1] != r || b.Terminated[1] != term || b.Truncated[1] != trunc {
			t.Fatalf("step %d: the VecEnv's env 1 and the Env differ", step)
		}
		if term || trunc {
			if !sameObs(rowObs(&b.Final, b.Spec, 1), o) {
				t.Fatalf("step %d: the final observation differs", step)
			}
			return
		}
		if !sameObs(rowObs(&b.Frames, b.Spec, 1), o) {
			t.Fatalf("step %d: the observation differs", step)
		}
	}
	t.Fatal("the game did not end in 300 steps")
}

// rowObs is row i of frames f as an Obs, its counts included.
func rowObs(f *Frames, s encode.Spec, i int) *encode.Obs {
	o := f.view(s, i)
	o.NumOptions, o.Player = int(f.NumOptions[i]), int(f.Player[i])
	return o
}

// TestVecSetStateEndsGame: when the opponent's decisions applied by
// SetState end the game (here the turn limit, reached as the opponent ends
// its turn), the row reads as a step that ended it: Truncated, Final set,
// and the next game started.
func TestVecSetStateEndsGame(t *testing.T) {
	cfg := DefaultConfig()
	cfg.TurnLimit = 4
	e, err := New(cfg) // both seats played by the test
	if err != nil {
		t.Fatal(err)
	}
	var cands []*engine.State
	for seed := uint64(1); seed <= 20; seed++ {
		obs, _ := e.Reset(seed)
		rng := engine.NewRNG(seed)
		for st := e.State(); !st.Over(); {
			if st.Turn == 4 && st.Active == 1 && st.Pending().Player == 1 {
				cands = append(cands, st.Clone())
				break
			}
			if obs, _, _, _, _, err = e.Step(rng.Intn(obs.NumOptions)); err != nil {
				t.Fatal(err)
			}
		}
	}
	vcfg := cfg
	vcfg.NewOpponent = func() agents.Agent { return agents.NewRandom(0) }
	v, err := NewVecWorkers(vcfg, 2, 1, 1)
	if err != nil {
		t.Fatal(err)
	}
	defer v.Close()
	v.Reset()
	ended := 0
	for _, st := range cands {
		b, err := v.SetState(0, st, Episode{Seed: 9, Steps: 3})
		if err != nil {
			t.Fatal(err)
		}
		if !b.Truncated[0] {
			if b.ToPlay[0] != 0 || b.Terminated[0] {
				t.Fatalf("a live game set in env 0: seat %d to play, terminated %t", b.ToPlay[0], b.Terminated[0])
			}
			continue
		}
		ended++
		now := v.Env(0).State()
		if b.Winner[0] != -1 || b.Turns[0] != 5 || b.Reward[0] != 0 || b.Final.Player[0] != 0 ||
			now.Over() || now.Turn != 1 || v.Env(0).Steps() != 0 || v.Info(0).Final == nil {
			t.Fatalf("ended row: winner %d turns %d reward %g final seat %d; next game over %t turn %d",
				b.Winner[0], b.Turns[0], b.Reward[0], b.Final.Player[0], now.Over(), now.Turn)
		}
	}
	if ended == 0 {
		t.Fatalf("none of %d states at the opponent's last turn ended in SetState", len(cands))
	}
	t.Logf("%d of %d states ended the game in SetState", ended, len(cands))
}

// FuzzRestore: any bytes given to Restore are refused with an error or
// give a game that steps on without a panic.
func FuzzRestore(f *testing.F) {
	e, err := New(DefaultConfig())
	if err != nil {
		f.Fatal(err)
	}
	obs, _ := e.Reset(1)
	rng := engine.NewRNG(1)
	for i := range 60 {
		if i%15 == 0 {
			data, _ := e.State().Serialize()
			f.Add(data)
		}
		var term, trunc bool
		if obs, _, term, trunc, _, err = e.Step(rng.Intn(obs.NumOptions)); err != nil || term || trunc {
			break
		}
	}
	f.Add([]byte("LRCN"))
	f.Fuzz(func(t *testing.T, data []byte) {
		obs, _, err := e.Restore(data, Episode{Seed: 3})
		if err != nil {
			return
		}
		r := engine.NewRNG(uint64(len(data)))
		for range 10 {
			var term, trunc bool
			if obs, _, term, trunc, _, err = e.Step(r.Intn(max(obs.NumOptions, 1))); err != nil || term || trunc {
				return
			}
		}
	})
}
