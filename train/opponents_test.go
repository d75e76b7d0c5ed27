package train

import (
	"context"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/agents"
	"github.com/lorcana-rl/lorcana/encode"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/env"
	"github.com/lorcana-rl/lorcana/train/config"
	"github.com/lorcana-rl/lorcana/train/model"
)

// recorder is greedy, checking what it is asked: the seat not learning,
// the options listed and no others.
type recorder struct {
	agents.Agent
	t       *testing.T
	learner int
	calls   int
}

func (r *recorder) Act(s *engine.State, legal []engine.Action) int {
	r.calls++
	if p := int(s.Pending().Player); p == r.learner {
		r.t.Errorf("the fixed agent decides for the learner's seat %d", p)
	}
	if len(legal) == 0 {
		r.t.Error("the fixed agent got no options")
	}
	return r.Agent.Act(s, legal)
}

// With fixed agents in the pool's seats, every decision of the rollout is
// the learner's, and the agents take all the others: with 2 players and
// with 3 (where the agent plays both seats but the learner's).
func TestCollectAgainstFixedAgents(t *testing.T) {
	for _, players := range []int{2, 3} {
		const n, want = 4, 96
		layout, err := model.NewLayout(encode.NewSpec(players), model.Keep{Hand: 4, Play: 4, Look: 2, Options: 16})
		if err != nil {
			t.Fatal(err)
		}
		net, err := model.New(layout.Dims(), model.Arch{CardDim: 4, Hidden: 8, OptionHidden: 4}, 1)
		if err != nil {
			t.Fatal(err)
		}
		policy, err := model.NewFast(net)
		if err != nil {
			t.Fatal(err)
		}
		ecfg := env.DefaultConfig()
		ecfg.Players = players
		vec, err := env.NewVec(ecfg, n, 7)
		if err != nil {
			t.Fatal(err)
		}
		defer vec.Close()
		col := newCollector(vec, layout, n) // every env: the learner in seat i%players
		var opp opponent
		var recs []*recorder
		for i := 0; i < n; i++ {
			g, err := agents.New("greedy", uint64(i))
			if err != nil {
				t.Fatal(err)
			}
			r := &recorder{Agent: g, t: t, learner: i % players}
			recs = append(recs, r)
			opp.agents = append(opp.agents, r)
		}
		ro := newRollout(layout.Dims(), want+n, n, players)
		taken, err := col.collect(ro, want, policy, opp, rand.New(rand.NewPCG(1, 2)))
		if err != nil {
			t.Fatal(err)
		}
		calls := 0
		for _, r := range recs {
			calls += r.calls
		}
		if ro.n < want || calls == 0 || ro.n+calls != taken {
			t.Errorf("%d players, %d env steps: %d in the rollout (want %d), %d by the fixed agents", players, taken, ro.n, want, calls)
		}
		for i := 0; i < n; i++ {
			for s := 0; s < players; s++ {
				got := len(ro.trajs[players*i+s])
				if mine := s == i%players; mine != (got > 0) {
					t.Errorf("%d players, env %d: %d decisions of seat %d in the rollout (the learner's seat: %v)", players, i, got, s, mine)
				}
			}
		}
	}
}

func TestTrainAgainstFixedAgents(t *testing.T) {
	dir := t.TempDir()
	cfg := tiny(t, dir, 64)
	cfg.SelfPlay.Agents, cfg.SelfPlay.AgentShare, cfg.SelfPlay.PoolSize = []string{"greedy", "random"}, 1, 0
	tr, err := New(cfg, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(tr.scripted) != 2 || len(tr.scripted[0]) != cfg.Env.Envs {
		t.Fatalf("%d fixed agents", len(tr.scripted))
	}
	if _, err := tr.Run(context.Background()); err != nil {
		t.Fatal(err)
	}

	// Refused before the run's folder changes: an unknown agent, a share
	// without agents, a share out of range.
	os.WriteFile(dir+"/metrics.csv", []byte("kept\n"), 0o644)
	for _, tc := range []struct {
		edit func(c *config.Config)
		want string
	}{
		{func(c *config.Config) { c.SelfPlay.Agents = []string{"greedy", "grandmaster"} }, `"grandmaster"`},
		{func(c *config.Config) { c.SelfPlay.Agents = nil }, "selfplay.agents"},
		{func(c *config.Config) { c.SelfPlay.AgentShare = 1.5 }, "selfplay.agent_share"},
		{func(c *config.Config) { c.SelfPlay.PoolFraction = 0 }, "pool_fraction"},
	} {
		c := tiny(t, dir, 64)
		c.SelfPlay.Agents, c.SelfPlay.AgentShare = []string{"greedy"}, 0.5
		tc.edit(c)
		err := c.Validate()
		if err == nil {
			_, err = New(c, Options{})
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("error %v, want one naming %s", err, tc.want)
		}
	}
	if b, _ := os.ReadFile(dir + "/metrics.csv"); string(b) != "kept\n" {
		t.Errorf("the run's folder changed: metrics.csv %q", b)
	}
}
