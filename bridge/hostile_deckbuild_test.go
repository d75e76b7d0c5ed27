package bridge

import (
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/lorcana-rl/lorcana/bridge/client"
	"github.com/lorcana-rl/lorcana/bridge/wire"
)

// The deck-building ops (deckbuild.go) against hostile and careless
// clients: every size a client gives is bounded, every bad argument is a
// clear error that changes nothing, and the server goes on serving.

type buildMade struct {
	Env           uint32   `msgpack:"env"`
	Format        string   `msgpack:"format"`
	NumCandidates int      `msgpack:"num_candidates"`
	NumActions    int      `msgpack:"num_actions"`
	MinSize       int      `msgpack:"min_size"`
	MaxSize       int      `msgpack:"max_size"`
	MaxSteps      int      `msgpack:"max_steps"`
	Gauntlet      []string `msgpack:"gauntlet"`
	Candidates    struct {
		Name  []string   `msgpack:"name"`
		Limit wire.Array `msgpack:"limit"`
		Inks  wire.Array `msgpack:"inks"`
	} `msgpack:"candidates"`
}

type buildObs struct {
	Counts     wire.Array `msgpack:"counts"`
	Mask       wire.Array `msgpack:"mask"`
	Size       int        `msgpack:"size"`
	Steps      int        `msgpack:"steps"`
	Reward     float64    `msgpack:"reward"`
	Terminated bool       `msgpack:"terminated"`
	Truncated  bool       `msgpack:"truncated"`
	Score      struct {
		Wins   int `msgpack:"wins"`
		Losses int `msgpack:"losses"`
		Draws  int `msgpack:"draws"`
	} `msgpack:"score"`
}

func TestDeckbuildHostileArgs(t *testing.T) {
	_, path := startServer(t, Options{Token: hostileToken, MaxSims: 100})
	c := dial(t, path, client.Options{Token: hostileToken, Timeout: 30 * time.Second})
	ok := func(extra map[string]any) map[string]any {
		m := map[string]any{"inks": []string{"amber", "steel"}, "gauntlet": []string{"set1-amber-amethyst"}, "agent": "random"}
		for k, v := range extra {
			m[k] = v
		}
		return m
	}
	many := func(n int, s string) []string {
		out := make([]string, n)
		for i := range out {
			out[i] = s
		}
		return out
	}
	cases := []struct {
		name string
		args map[string]any
		code wire.Code
		want string
	}{
		{"an unknown format", ok(map[string]any{"format": "vintage"}), wire.CodeBadRequest, "format \"vintage\""},
		{"three inks", ok(map[string]any{"inks": []string{"amber", "steel", "ruby"}}), wire.CodeBadRequest, "at most 2 different inks (1.10.1.1)"},
		{"an ink twice", ok(map[string]any{"inks": []string{"amber", "amber"}}), wire.CodeBadRequest, "at most 2 different inks"},
		{"an unknown ink", ok(map[string]any{"inks": []string{"purple"}}), wire.CodeBadRequest, "unknown ink \"purple\""},
		{"a long unknown ink", ok(map[string]any{"inks": []string{strings.Repeat("x", 100000)}}), wire.CodeBadRequest, "unknown ink"},
		{"odd games", ok(map[string]any{"games_per_deck": 3}), wire.CodeBadRequest, "games_per_deck 3"},
		{"no games", ok(map[string]any{"games_per_deck": 0}), wire.CodeBadRequest, "games_per_deck 0"},
		{"too many games", ok(map[string]any{"games_per_deck": 2002}), wire.CodeBadRequest, "at most 2000 games"},
		{"too many games of the reference decks", ok(map[string]any{"gauntlet": []string{"reference"}, "games_per_deck": 200}), wire.CodeBadRequest, "at most 2000 games"},
		{"negative steps", ok(map[string]any{"max_steps": -1}), wire.CodeBadRequest, "max_steps -1"},
		{"too many steps", ok(map[string]any{"max_steps": 1 << 30}), wire.CodeBadRequest, "from 1 to 100000"},
		{"no gauntlet", ok(map[string]any{"gauntlet": []string{}}), wire.CodeBadRequest, "0 decks: from 1 to 16"},
		{"17 gauntlet decks", ok(map[string]any{"gauntlet": many(17, "set1-amber-steel")}), wire.CodeBadRequest, "17 decks: from 1 to 16"},
		{"5000 gauntlet decks", ok(map[string]any{"gauntlet": many(5000, "x")}), wire.CodeBadRequest, "at most 4096"},
		{"an unknown gauntlet deck", ok(map[string]any{"gauntlet": []string{"nosuchdeck"}}), wire.CodeBadRequest, "no deck named \"nosuchdeck\""},
		{"a file path as a gauntlet deck", ok(map[string]any{"gauntlet": []string{"/etc/passwd"}}), wire.CodeBadRequest, "no deck named"},
		{"a huge gauntlet decklist", ok(map[string]any{"gauntlet": []string{deckOf(1<<14, 4, "Stitch - New Dog")}}), wire.CodeBadRequest, "bytes"},
		{"a gauntlet deck of a card not implemented", ok(map[string]any{"gauntlet": []string{"60 Nobody - Not A Card\n"}}), wire.CodeBadRequest, "no card named"},
		{"an unknown agent", ok(map[string]any{"agent": "/bin/sh"}), wire.CodeBadRequest, "no agent"},
		{"a search over the server's bound", ok(map[string]any{"agent": "ismcts:1000000"}), wire.CodeBadRequest, "100"},
		{"a pool for core", ok(map[string]any{"sets": []string{"5"}}), wire.CodeBadRequest, "pool and sets are for sealed and draft"},
		{"inks for sealed", ok(map[string]any{"format": "sealed", "sets": many(6, "5")}), wire.CodeBadRequest, "inks are for core"},
		{"sealed without a pool", map[string]any{"format": "sealed", "gauntlet": []string{"set1-amber-amethyst"}}, wire.CodeBadRequest, "give pool"},
		{"sealed with both", map[string]any{"format": "sealed", "sets": many(6, "5"), "pool": "set1-amber-steel"}, wire.CodeBadRequest, "one of them"},
		{"65 boosters", map[string]any{"format": "sealed", "sets": many(65, "5")}, wire.CodeBadRequest, "from 1 to 64 boosters"},
		{"an unknown set", map[string]any{"format": "sealed", "sets": many(6, "99")}, wire.CodeBadRequest, "99"},
		{"a pool too small", map[string]any{"format": "sealed", "sets": many(2, "5")}, wire.CodeBadRequest, "fewer than the 40"},
		{"a pool of 999 copies", map[string]any{"format": "draft", "pool": "999 Stitch - New Dog\n"}, wire.CodeBadRequest, "copies"},
		{"an unknown arg", ok(map[string]any{"decks": []string{"x"}}), wire.CodeBadRequest, "no arg \"decks\""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := c.CallRaw("deckbuild_make", tc.args)
			wantCode(t, err, tc.code)
			msg := err.(*wire.Error).Message
			checkMessage(t, msg)
			if !strings.Contains(msg, tc.want) {
				t.Errorf("message %.300q, want %q", msg, tc.want)
			}
		})
	}

	// Steps: bad handles, actions and order.
	var m buildMade
	mustCall(t, c, "deckbuild_make", ok(nil), &m)
	n := m.NumCandidates
	for _, tc := range []struct {
		name string
		cmd  string
		args map[string]any
		code wire.Code
	}{
		{"a step before the reset", "deckbuild_step", map[string]any{"env": m.Env, "action": 0}, wire.CodeGameOver},
		{"no such env", "deckbuild_reset", map[string]any{"env": m.Env + 100}, wire.CodeNoSuchEnv},
		{"a game's command on it", "step", map[string]any{"env": m.Env, "actions": []int{0}}, wire.CodeNoSuchEnv},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := c.CallRaw(tc.cmd, tc.args)
			wantCode(t, err, tc.code)
		})
	}
	var o buildObs
	mustCall(t, c, "deckbuild_reset", map[string]any{"env": m.Env, "seed": 1}, &o)
	for _, tc := range []struct {
		name   string
		action any
		code   wire.Code
	}{
		{"no action", nil, wire.CodeBadRequest},
		{"a negative action", -1, wire.CodeIllegalAction},
		{"an action past done", 2*n + 1, wire.CodeIllegalAction},
		{"a huge action", int64(1) << 62, wire.CodeIllegalAction},
		{"a string", "add", wire.CodeBadRequest},
		{"remove a card not held", n, wire.CodeIllegalAction},
		{"done on an empty deck", 2 * n, wire.CodeIllegalAction},
	} {
		t.Run(tc.name, func(t *testing.T) {
			args := map[string]any{"env": m.Env}
			if tc.action != nil {
				args["action"] = tc.action
			}
			_, err := c.CallRaw("deckbuild_step", args)
			wantCode(t, err, tc.code)
			checkMessage(t, err.(*wire.Error).Message)
		})
	}
	var d struct {
		Size int `msgpack:"size"`
	}
	mustCall(t, c, "deckbuild_deck", map[string]any{"env": m.Env}, &d)
	if d.Size != 0 {
		t.Fatalf("refused steps left %d cards", d.Size)
	}
	served(t, path)
}

// TestDeckbuildEnvLimit: a deck-building env counts against max_envs, and
// closing one frees its place.
func TestDeckbuildEnvLimit(t *testing.T) {
	_, path := startServer(t, Options{Token: hostileToken, MaxEnvs: 2})
	c := dial(t, path, client.Options{Token: hostileToken, Timeout: 30 * time.Second})
	args := map[string]any{"gauntlet": []string{"set1-amber-amethyst"}, "agent": "random"}
	var a, b buildMade
	mustCall(t, c, "deckbuild_make", args, &a)
	mustCall(t, c, "make", map[string]any{}, &b)
	_, err := c.CallRaw("deckbuild_make", args)
	wantCode(t, err, wire.CodeLimit)
	mustCall(t, c, "deckbuild_close", map[string]any{"env": a.Env}, nil)
	_, err = c.CallRaw("deckbuild_close", map[string]any{"env": a.Env})
	wantCode(t, err, wire.CodeNoSuchEnv)
	mustCall(t, c, "deckbuild_make", args, &a)
}

// TestDeckbuildEpisodes: random legal actions by the mask fill a deck;
// done plays the gauntlet (reward the share of wins), the same seed gives
// the same episode, and the deck comes back as a legal decklist.
func TestDeckbuildEpisodes(t *testing.T) {
	_, path := startServer(t, Options{Token: hostileToken})
	c := dial(t, path, client.Options{Token: hostileToken, Timeout: 60 * time.Second})
	for _, tc := range []struct {
		name string
		args map[string]any
		min  int
	}{
		{"core", map[string]any{"inks": []string{"amber", "steel"}, "gauntlet": []string{"set1-amber-amethyst", "set1-emerald-sapphire"}, "agent": "random", "seed": 4}, 60},
		{"sealed", map[string]any{"format": "sealed", "sets": []string{"1", "1", "1", "1", "1", "1"}, "pool_seed": 2, "gauntlet": []string{"set1-amber-amethyst", "set1-emerald-sapphire"}, "agent": "random"}, 40},
		{"draft from a list", map[string]any{"format": "draft", "pool": "set1-amber-steel", "gauntlet": []string{"set1-amber-amethyst", "set1-emerald-sapphire"}, "agent": "random"}, 35},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var m buildMade
			mustCall(t, c, "deckbuild_make", tc.args, &m)
			if m.MinSize != tc.min || m.NumActions != 2*m.NumCandidates+1 || len(m.Candidates.Name) != m.NumCandidates || len(i32(m.Candidates.Limit)) != m.NumCandidates {
				t.Fatalf("made %+v", m)
			}
			episode := func() (buildObs, string) {
				var o buildObs
				mustCall(t, c, "deckbuild_reset", map[string]any{"env": m.Env, "seed": 9}, &o)
				rng := rand.New(rand.NewPCG(1, 2))
				for o.Size < tc.min {
					var legal []int
					for i, b := range o.Mask.Data[:m.NumCandidates] {
						if b == 1 {
							legal = append(legal, i)
						}
					}
					mustCall(t, c, "deckbuild_step", map[string]any{"env": m.Env, "action": legal[rng.IntN(len(legal))]}, &o)
				}
				if o.Mask.Data[2*m.NumCandidates] != 1 {
					t.Fatalf("done not legal at %d cards", o.Size)
				}
				var d struct {
					Deck  string `msgpack:"deck"`
					Legal bool   `msgpack:"legal"`
				}
				mustCall(t, c, "deckbuild_deck", map[string]any{"env": m.Env}, &d)
				if !d.Legal {
					t.Fatalf("deck not legal:\n%s", d.Deck)
				}
				mustCall(t, c, "deckbuild_step", map[string]any{"env": m.Env, "action": 2 * m.NumCandidates}, &o)
				return o, d.Deck
			}
			o, deck := episode()
			if !o.Terminated || o.Truncated || o.Score.Wins+o.Score.Losses+o.Score.Draws != 4 || o.Reward != float64(o.Score.Wins)/4 {
				t.Fatalf("done: %+v", o)
			}
			_, err := c.CallRaw("deckbuild_step", map[string]any{"env": m.Env, "action": 0})
			wantCode(t, err, wire.CodeGameOver)
			o2, deck2 := episode()
			if deck2 != deck || o2.Score != o.Score {
				t.Fatalf("the same seed and actions: %+v then %+v", o.Score, o2.Score)
			}
		})
	}
}

// TestDeckbuildDoneTimeLimit: a done whose games would run for minutes is
// cut at the server's request limit with a limit error; the episode then
// waits for a reset, and the connection goes on.
func TestDeckbuildDoneTimeLimit(t *testing.T) {
	_, path := startServer(t, Options{Token: hostileToken, MaxRequest: 300 * time.Millisecond})
	c := dial(t, path, client.Options{Token: hostileToken, Timeout: 30 * time.Second})
	var m buildMade
	mustCall(t, c, "deckbuild_make", map[string]any{"format": "draft", "pool": "set1-amber-steel",
		"gauntlet": []string{"set1-amber-amethyst", "set1-emerald-sapphire"}, "agent": "ismcts:5000", "games_per_deck": 100}, &m)
	var o buildObs
	mustCall(t, c, "deckbuild_reset", map[string]any{"env": m.Env}, &o)
	for i := range m.NumCandidates { // the whole pool of 60
		for j := 0; j < 4 && o.Mask.Data[i] == 1; j++ {
			mustCall(t, c, "deckbuild_step", map[string]any{"env": m.Env, "action": i}, &o)
		}
	}
	start := time.Now()
	_, err := c.CallRaw("deckbuild_step", map[string]any{"env": m.Env, "action": 2 * m.NumCandidates})
	wantCode(t, err, wire.CodeLimit)
	if d := time.Since(start); d > 10*time.Second {
		t.Errorf("cut after %v", d)
	}
	_, err = c.CallRaw("deckbuild_step", map[string]any{"env": m.Env, "action": 0})
	wantCode(t, err, wire.CodeGameOver)
	mustCall(t, c, "deckbuild_reset", map[string]any{"env": m.Env}, &o)
	mustCall(t, c, "ping", nil, nil)
}

// TestDeckbuildMemoryPerEnv: a deck-building env over the whole catalogue
// holds little (the rules are shared by every env of the same inks): the
// bound docs/bridge.md states, with the simplest agents and the network's.
func TestDeckbuildMemoryPerEnv(t *testing.T) {
	_, path := startServer(t, Options{Token: hostileToken})
	c := dial(t, path, client.Options{Token: hostileToken, Timeout: 60 * time.Second})
	for _, tc := range []struct {
		agent string
		bound int64
	}{
		{"random", 64 << 10},
		{"neural", 1 << 20},
	} {
		args := map[string]any{"gauntlet": []string{"reference"}, "agent": tc.agent}
		var m buildMade
		mustCall(t, c, "deckbuild_make", args, &m) // one-time tables
		mustCall(t, c, "deckbuild_close", map[string]any{"env": m.Env}, nil)
		const n = 32
		before := heap()
		envs := make([]uint32, n)
		for i := range envs {
			mustCall(t, c, "deckbuild_make", args, &m)
			mustCall(t, c, "deckbuild_reset", map[string]any{"env": m.Env}, nil)
			envs[i] = m.Env
		}
		per := (heap() - before) / n
		t.Logf("agent %s: %d bytes per deck-building env (%d candidates, 12 gauntlet decks)", tc.agent, per, m.NumCandidates)
		if per > tc.bound {
			t.Errorf("agent %s: %d bytes per env, over the %d docs/bridge.md states", tc.agent, per, tc.bound)
		}
		for _, h := range envs {
			mustCall(t, c, "deckbuild_close", map[string]any{"env": h}, nil)
		}
	}
}
