package env

import (
	"slices"
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/agents"
	"github.com/lorcana-rl/lorcana/encode"
	"github.com/lorcana-rl/lorcana/engine"
)

func TestConfigErrors(t *testing.T) {
	for _, tc := range []struct {
		name string
		edit func(*Config)
		want string
	}{
		{"one player", func(c *Config) { c.Players = 1 }, "2 to 4 players"},
		{"five players", func(c *Config) { c.Players = 5 }, "2 to 4 players"},
		{"negative turn limit", func(c *Config) { c.TurnLimit = -1 }, "turn limit"},
		{"seat out of range", func(c *Config) { c.Seat = 2 }, "seat 2"},
		{"starting player", func(c *Config) { c.StartingPlayer = 3 }, "starting player"},
		{"three decks for two", func(c *Config) { c.Decks = []string{"a", "b", "c"} }, "3 decks for 2 players"},
		{"unknown deck", func(c *Config) { c.Decks = []string{"no-such-deck"} }, "no such file nor embedded deck"},
		{"variant", func(c *Config) { c.Variant = 9 }, "unknown variant"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := DefaultConfig()
			tc.edit(&cfg)
			_, err := New(cfg)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want one containing %q", err, tc.want)
			}
		})
	}
	if _, err := NewVec(Config{Opponent: agents.NewRandom(1)}, 2, 1); err == nil || !strings.Contains(err.Error(), "NewOpponent") {
		t.Errorf("VecEnv with a shared opponent: error %v", err)
	}
}

func TestStepErrors(t *testing.T) {
	e, err := New(DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	if _, _, _, _, _, err := e.Step(0); err != ErrNoGame {
		t.Errorf("step before reset: %v", err)
	}
	obs, _ := e.Reset(1)
	before := slices.Clone(obs.Cards)
	for _, a := range []int{-1, obs.NumOptions, encode.MaxOptions} {
		if _, _, _, _, _, err := e.Step(a); err == nil {
			t.Errorf("action %d of %d options accepted", a, obs.NumOptions)
		}
	}
	if !slices.Equal(before, obs.Cards) {
		t.Error("a refused action changed the observation")
	}
}

// TestSameSeedSameGame plays two envs with the same seed and actions and
// compares every observation; a different seed gives a different game.
func TestSameSeedSameGame(t *testing.T) {
	for _, auto := range []bool{true, false} {
		cfg := DefaultConfig()
		cfg.AutoAnswer = auto
		a, _ := New(cfg)
		b, _ := New(cfg)
		c, _ := New(cfg)
		oa, _ := a.Reset(7)
		ob, _ := b.Reset(7)
		oc, _ := c.Reset(8)
		rng := engine.NewRNG(3)
		differ := !slices.Equal(oa.CardIndex, oc.CardIndex)
		for !a.State().Over() {
			if !slices.Equal(oa.Cards, ob.Cards) || !slices.Equal(oa.Options, ob.Options) || !slices.Equal(oa.Globals, ob.Globals) {
				t.Fatalf("auto %v: same seed and actions, different observations", auto)
			}
			i := rng.Intn(oa.NumOptions)
			oa, _, _, _, _, _ = a.Step(i)
			ob, _, _, _, _, _ = b.Step(i)
		}
		if !engine.Equal(a.State(), b.State()) {
			t.Errorf("auto %v: same seed and actions, different final states", auto)
		}
		if !differ {
			t.Errorf("seeds 7 and 8 dealt the same opening hand")
		}
	}
}

// TestAutoAnswer checks that with auto-answer on no decision with a single
// option reaches the caller, and that with it off they do.
func TestAutoAnswer(t *testing.T) {
	for _, auto := range []bool{true, false} {
		cfg := DefaultConfig()
		cfg.AutoAnswer = auto
		e, _ := New(cfg)
		singles, autos := 0, 0
		for seed := uint64(1); seed <= 10; seed++ {
			obs, info := e.Reset(seed)
			rng := engine.NewRNG(seed)
			for !e.State().Over() {
				if obs.NumOptions == 1 {
					singles++
				}
				autos += info.AutoSteps
				obs, _, _, _, info, _ = e.Step(rng.Intn(obs.NumOptions))
			}
		}
		if auto && (singles != 0 || autos == 0) {
			t.Errorf("auto-answer on: %d single-option decisions shown, %d answered", singles, autos)
		}
		if !auto && (singles == 0 || autos != 0) {
			t.Errorf("auto-answer off: %d single-option decisions shown, %d answered", singles, autos)
		}
	}
}

// TestPlayers plays 3- and 4-player games (decks alternate) and checks the
// observation is of the player to act and the rewards sum as they should.
func TestPlayers(t *testing.T) {
	for _, n := range []int{3, 4} {
		cfg := DefaultConfig()
		cfg.Players = n
		e, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		if s := e.Spec(); s.Players != n || len(s.GlobalFeatureNames()) != s.GlobalFeatures {
			t.Fatalf("%d players: spec %+v", n, s)
		}
		for seed := uint64(1); seed <= 5; seed++ {
			obs, info := e.Reset(seed)
			rng := engine.NewRNG(seed)
			for {
				if obs.Player != info.Player {
					t.Fatalf("observation of %d, player %d to act", obs.Player, info.Player)
				}
				var term, trunc bool
				obs, _, term, trunc, info, err = e.Step(rng.Intn(obs.NumOptions))
				if err != nil {
					t.Fatal(err)
				}
				if term || trunc {
					break
				}
			}
			var sum float32
			for _, r := range info.Rewards {
				sum += r
			}
			if w := e.State().Winner; w >= 0 && sum != float32(2-n) {
				t.Errorf("%d players, winner %d: rewards %v", n, w, info.Rewards)
			}
		}
	}
}

// TestShaping checks the shaping rewards add up, over a game, to the
// weight times the final lore difference (they start at 0 difference).
func TestShaping(t *testing.T) {
	cfg := DefaultConfig()
	cfg.Shaping = 0.1
	e, _ := New(cfg)
	obs, _ := e.Reset(4)
	rng := engine.NewRNG(4)
	sum := make([]float64, 2)
	var info Info
	for !e.State().Over() {
		obs, _, _, _, info, _ = e.Step(rng.Intn(obs.NumOptions))
		for q, r := range info.Rewards {
			sum[q] += float64(r)
		}
	}
	st := e.State()
	for q := range 2 {
		want := 0.1 * float64(potential(st, q))
		if st.Winner >= 0 {
			want += map[bool]float64{true: 1, false: -1}[int(st.Winner) == q]
		}
		if d := sum[q] - want; d > 1e-4 || d < -1e-4 {
			t.Errorf("seat %d: rewards sum to %.4f, want %.4f", q, sum[q], want)
		}
	}
}

// TestObserve checks Observe gives the acting player's observation as
// Step does, and the other seat's without options.
func TestObserve(t *testing.T) {
	e, _ := New(DefaultConfig())
	obs, info := e.Reset(2)
	me, err := e.Observe(info.Player)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(me.Cards, obs.Cards) || !slices.Equal(me.Options, obs.Options) {
		t.Error("Observe of the player to act differs from Reset's observation")
	}
	other, _ := e.Observe(1 - info.Player)
	if other.NumOptions != 0 || other.Player != 1-info.Player {
		t.Errorf("the other seat's observation lists %d options, player %d", other.NumOptions, other.Player)
	}
	if _, err := e.Observe(2); err == nil {
		t.Error("Observe(2) of 2 players accepted")
	}
}

// TestTurnLimit checks a game cut by the turn limit is truncated, not
// terminated, with no reward for anyone.
func TestTurnLimit(t *testing.T) {
	cfg := DefaultConfig()
	cfg.TurnLimit = 3
	e, _ := New(cfg)
	obs, _ := e.Reset(1)
	rng := engine.NewRNG(1)
	for {
		next, r, term, trunc, info, err := e.Step(rng.Intn(obs.NumOptions))
		if err != nil {
			t.Fatal(err)
		}
		if term {
			t.Fatalf("terminated at turn %d under a limit of 3", info.Turn)
		}
		if trunc {
			if r != 0 || info.Rewards[0] != 0 || info.Rewards[1] != 0 || info.Winner != -1 || info.Player != -1 {
				t.Errorf("truncated: reward %v, rewards %v, winner %d, player %d", r, info.Rewards, info.Winner, info.Player)
			}
			return
		}
		obs = next
	}
}

// TestVecSingleAgent runs a VecEnv with a built-in opponent per env: every
// observation is of the learning seat.
func TestVecSingleAgent(t *testing.T) {
	cfg := DefaultConfig()
	cfg.Seat = 1
	cfg.NewOpponent = func() agents.Agent { return agents.NewRandom(0) }
	v, err := NewVec(cfg, 4, 9)
	if err != nil {
		t.Fatal(err)
	}
	defer v.Close()
	rngs := newRNGs(4)
	acts := make([]int32, 4)
	b := v.Reset()
	ends := 0
	for range 300 {
		for i := range 4 {
			if b.ToPlay[i] != 1 || b.Player[i] != 1 {
				t.Fatalf("env %d: seat %d to act, view of %d", i, b.ToPlay[i], b.Player[i])
			}
			if b.Terminated[i] || b.Truncated[i] {
				ends++
				if b.Final.Player[i] != 1 {
					t.Errorf("final observation of seat %d", b.Final.Player[i])
				}
			}
		}
		randomActions(b, rngs, acts)
		if b, err = v.Step(acts); err != nil {
			t.Fatal(err)
		}
	}
	if ends == 0 {
		t.Error("no game ended")
	}
}

// TestVecMatchesEnv replays env 0 of a VecEnv in a standalone Env from the
// same game seed and compares the observations, the final one included.
func TestVecMatchesEnv(t *testing.T) {
	v, err := NewVec(DefaultConfig(), 3, 11)
	if err != nil {
		t.Fatal(err)
	}
	defer v.Close()
	e, _ := New(DefaultConfig())
	b := v.Reset()
	obs, _ := e.Reset(v.Env(0).Seed())
	rngs := newRNGs(3)
	acts := make([]int32, 3)
	spec := v.Spec()
	R, F := spec.CardRows, spec.CardFeatures
	for step := 0; ; step++ {
		if !slices.Equal(b.Cards[:R*F], obs.Cards) || !slices.Equal(b.Mask[:spec.Options], obs.Mask) {
			t.Fatalf("step %d: env 0 of the VecEnv differs from the Env", step)
		}
		randomActions(b, rngs, acts)
		if b, err = v.Step(acts); err != nil {
			t.Fatal(err)
		}
		var term, trunc bool
		obs, _, term, trunc, _, err = e.Step(int(acts[0]))
		if err != nil {
			t.Fatal(err)
		}
		if term || trunc {
			if !b.Terminated[0] && !b.Truncated[0] || !slices.Equal(b.Final.Cards[:R*F], obs.Cards) {
				t.Fatal("the Env's game ended but the VecEnv's final observation differs")
			}
			return
		}
	}
}

func TestPackRush(t *testing.T) {
	cfg := DefaultConfig()
	cfg.Variant = engine.PackRush
	cfg.AutoAnswer = false
	e, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	e.Reset(1)
	for q, pl := range e.State().Players {
		if len(pl.Inkwell) != 2 || len(pl.Hand) != 5 {
			t.Errorf("seat %d starts with %d ink and %d cards in hand, want 2 and 5", q, len(pl.Inkwell), len(pl.Hand))
		}
	}
	obs, _ := e.Observe(0)
	g := e.Spec().GlobalFeatureNames()
	for i, n := range g {
		if n == "lore_to_win" && obs.Globals[i] != 15 {
			t.Errorf("lore_to_win %v, want 15", obs.Globals[i])
		}
	}
}
