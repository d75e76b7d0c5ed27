package draft

import (
	"bytes"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/lorcana-rl/lorcana/limited"
	"gopkg.in/yaml.v3"
)

// Config is a drafter training run (configs/draft.yaml documents each key).
type Config struct {
	Seed      uint64        `yaml:"seed"`
	TotalPods int           `yaml:"total_pods"`
	TimeLimit time.Duration `yaml:"time_limit"`
	Workers   int           `yaml:"workers"`
	Pod       PodConfig     `yaml:"pod"`
	Model     Arch          `yaml:"model"`
	Init      InitConfig    `yaml:"init"`
	PPO       PPOConfig     `yaml:"ppo"`
	Eval      EvalConfig    `yaml:"eval"`
	Dir       string        `yaml:"dir"`
	Every     int           `yaml:"checkpoint_every"`
}

// PodConfig is one training episode: a draft pod with the learner at some
// seats and opponent drafters at the others; each learner deck plays each
// opponent deck Games games with the play agent Player.
type PodConfig struct {
	Seats     int      `yaml:"seats"`
	Sets      []string `yaml:"sets"`
	Learners  int      `yaml:"learners"`
	Opponents []string `yaml:"opponents"`
	Games     int      `yaml:"games"`
	Player    string   `yaml:"player"`
	DeckSize  int      `yaml:"deck_size"`
}

// InitConfig is where training starts: From "random" (the network's draws)
// or "rating" (Net.StartAsRating: the score is Scale times the card's
// learned rating plus Commitment times the rating drafter's ink commitment
// bonus).
type InitConfig struct {
	From       string  `yaml:"from"`
	Scale      float32 `yaml:"scale"`
	Commitment float32 `yaml:"commitment"`
}

// PPOConfig are the learning settings.
type PPOConfig struct {
	LR            float32 `yaml:"lr"`
	PodsPerUpdate int     `yaml:"pods_per_update"`
	Epochs        int     `yaml:"epochs"`
	Minibatch     int     `yaml:"minibatch"`
	Clip          float32 `yaml:"clip"`
	ValueCoef     float32 `yaml:"value_coef"`
	EntropyCoef   float32 `yaml:"entropy_coef"`
	MaxGradNorm   float32 `yaml:"max_grad_norm"`
}

// EvalConfig is the periodic evaluation: Pods pods (in pairs that open the
// same packs, learner and opponent swapping seats) against Opponent, the
// learner greedy.
type EvalConfig struct {
	Every    int    `yaml:"every"` // updates; 0: only at the end
	Pods     int    `yaml:"pods"`  // 0: none
	Opponent string `yaml:"opponent"`
	Seed     uint64 `yaml:"seed"`
}

// ParseConfig reads a configuration over the defaults: each file of
// files (YAML) over the one before. An unknown key, a value of the wrong
// type or a setting out of bounds is an error naming it.
func ParseConfig(defaults []byte, files ...string) (*Config, error) {
	c := &Config{}
	if err := decodeStrict(defaults, c); err != nil {
		return nil, fmt.Errorf("the default drafter configuration: %w", err)
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			return nil, fmt.Errorf("drafter configuration: %w", err)
		}
		if err := decodeStrict(data, c); err != nil {
			return nil, fmt.Errorf("%s: %w", f, err)
		}
	}
	return c, c.Validate()
}

func decodeStrict(data []byte, c *Config) error {
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	if err := dec.Decode(c); err != nil && err.Error() != "EOF" {
		return err
	}
	return nil
}

// Validate reports settings out of bounds.
func (c *Config) Validate() error {
	p := &c.Pod
	switch {
	case p.Seats < 2 || p.Seats > limited.MaxSeats:
		return fmt.Errorf("pod.seats must be from 2 to %d, not %d", limited.MaxSeats, p.Seats)
	case len(p.Sets) < 1 || len(p.Sets) > limited.MaxDraftPacks:
		return fmt.Errorf("pod.sets lists the set of each pack round: 1 to %d sets, not %d", limited.MaxDraftPacks, len(p.Sets))
	case p.Learners < 1 || p.Learners >= p.Seats:
		return fmt.Errorf("pod.learners must be from 1 to %d (at least one opponent seat), not %d", p.Seats-1, p.Learners)
	case len(p.Opponents) == 0:
		return fmt.Errorf("pod.opponents names at least one drafter (heuristic, random, ...)")
	case p.Games < 2 || p.Games%2 != 0:
		return fmt.Errorf("pod.games must be even and 2 or more (each deck in seat 1 half the time), not %d", p.Games)
	case p.DeckSize != 0 && (p.DeckSize < limited.DraftDeckSize || p.DeckSize > len(p.Sets)*limited.PackSize):
		return fmt.Errorf("pod.deck_size must be 0 or from %d to %d, not %d", limited.DraftDeckSize, len(p.Sets)*limited.PackSize, p.DeckSize)
	case c.TotalPods < 1:
		return fmt.Errorf("total_pods must be 1 or more, not %d", c.TotalPods)
	case c.TimeLimit < 0:
		return fmt.Errorf("time_limit must not be negative")
	case c.Workers < 1:
		return fmt.Errorf("workers must be 1 or more, not %d", c.Workers)
	case c.PPO.LR <= 0 || c.PPO.PodsPerUpdate < 1 || c.PPO.Epochs < 1 || c.PPO.Minibatch < 1 || c.PPO.Clip <= 0:
		return fmt.Errorf("ppo: lr and clip must be positive, pods_per_update, epochs and minibatch 1 or more (%+v)", c.PPO)
	case c.Eval.Pods < 0 || c.Eval.Pods%2 != 0 || c.Eval.Every < 0:
		return fmt.Errorf("eval.pods must be even (pairs of pods that swap seats) and eval.every not negative")
	case c.Init.From != "random" && c.Init.From != "rating":
		return fmt.Errorf("init.from must be random or rating, not %q", c.Init.From)
	case c.Init.From == "rating" && (c.Init.Scale <= 0 || c.Init.Scale > 100):
		return fmt.Errorf("init.scale must be above 0 and at most 100, not %v", c.Init.Scale)
	case c.Init.Commitment < -10 || c.Init.Commitment > 10:
		return fmt.Errorf("init.commitment must be from -10 to 10, not %v", c.Init.Commitment)
	case c.Dir == "":
		return fmt.Errorf("dir (the run's folder) is empty")
	case c.Every < 1:
		return fmt.Errorf("checkpoint_every must be 1 or more, not %d", c.Every)
	}
	if c.Eval.Pods > 0 && p.Seats%2 != 0 {
		return fmt.Errorf("the evaluation seats the learner and its opponent at alternate seats: pod.seats must be even, not %d", p.Seats)
	}
	for i, s := range p.Sets {
		p.Sets[i] = strings.TrimSpace(s)
	}
	return c.Model.Validate()
}

// YAML is the configuration as YAML (what a checkpoint records).
func (c *Config) YAML() string {
	out, err := yaml.Marshal(c)
	if err != nil {
		return fmt.Sprintf("# not written: %v\n", err)
	}
	return string(out)
}
