// Package config reads the training configuration: the embedded default
// (configs/train.yaml), an optional YAML file over it and LORCANA_TRAIN_*
// environment variables over both, through viper, strictly: an unknown key
// or a value of the wrong type is an error that names the key.
package config

import (
	"bytes"
	"fmt"
	"os"
	"reflect"
	"slices"
	"strings"
	"time"

	"github.com/go-viper/mapstructure/v2"
	"github.com/lorcana-rl/lorcana/configs"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/spf13/viper"
	"gopkg.in/yaml.v3"
)

// EnvPrefix starts the environment variables that override keys.
const EnvPrefix = "LORCANA_TRAIN_"

// Config is a training configuration; configs/train.yaml documents every key.
type Config struct {
	Seed       uint64        `mapstructure:"seed"`
	TotalSteps int64         `mapstructure:"total_steps"`
	TimeLimit  time.Duration `mapstructure:"time_limit"`
	// Mode: ModePPO (self-play with PPO) or ModeExpert (expert iteration:
	// the search's visit counts are the policy targets; the Expert keys).
	Mode string `mapstructure:"mode"`
	Env  struct {
		// Players: seats of a game, 2 to 4 (3 and 4: free-for-all).
		Players int      `mapstructure:"players"`
		Decks   []string `mapstructure:"decks"`
		// Pool: decks drawn per game and per seat, in place of Decks.
		Pool struct {
			Reference  bool     `mapstructure:"reference"`
			Folder     string   `mapstructure:"folder"`
			Random     int      `mapstructure:"random"`
			RandomSeed uint64   `mapstructure:"random_seed"`
			Decks      []string `mapstructure:"decks"`
			// Split: of the random decks, those whose fingerprint is 0
			// modulo Split are held out (never drawn for training; the
			// held-out random decks are drawn from them). 0: no split.
			Split int `mapstructure:"split"`
		} `mapstructure:"pool"`
		TurnLimit int     `mapstructure:"turn_limit"`
		Bag       string  `mapstructure:"bag"` // engine.ParseBagModel's names
		Shaping   float32 `mapstructure:"shaping"`
		Envs      int     `mapstructure:"envs"`
	} `mapstructure:"env"`
	Model struct {
		// Init: a checkpoint (file or run folder) whose weights a new run
		// starts from, in place of random ones.
		Init         string `mapstructure:"init"`
		CardDim      int    `mapstructure:"card_dim"`
		Hidden       int    `mapstructure:"hidden"`
		OptionHidden int    `mapstructure:"option_hidden"`
		HandRows     int    `mapstructure:"hand_rows"`
		PlayRows     int    `mapstructure:"play_rows"`
		DiscardRows  int    `mapstructure:"discard_rows"`
		LookRows     int    `mapstructure:"look_rows"`
		Options      int    `mapstructure:"options"`
	} `mapstructure:"model"`
	PPO struct {
		Steps       int     `mapstructure:"steps"`
		Epochs      int     `mapstructure:"epochs"`
		Minibatch   int     `mapstructure:"minibatch"`
		LR          float32 `mapstructure:"lr"`
		AnnealLR    bool    `mapstructure:"anneal_lr"`
		Gamma       float32 `mapstructure:"gamma"`
		Lambda      float32 `mapstructure:"lambda"`
		Clip        float32 `mapstructure:"clip"`
		ValueCoef   float32 `mapstructure:"value_coef"`
		EntropyCoef float32 `mapstructure:"entropy_coef"`
		MaxGradNorm float32 `mapstructure:"max_grad_norm"`
	} `mapstructure:"ppo"`
	SelfPlay struct {
		PoolFraction float32 `mapstructure:"pool_fraction"`
		PoolSize     int     `mapstructure:"pool_size"`
		PoolEvery    int     `mapstructure:"pool_every"`
		Priority     float32 `mapstructure:"priority"`
		// Agents: specifications of fixed agents that may play the pool's
		// seat in place of a past checkpoint, a rollout in AgentShare.
		Agents     []string `mapstructure:"agents"`
		AgentShare float32  `mapstructure:"agent_share"`
	} `mapstructure:"selfplay"`
	Eval struct {
		Every      int      `mapstructure:"every"`
		Games      int      `mapstructure:"games"`
		FinalGames int      `mapstructure:"final_games"`
		Opponents  []string `mapstructure:"opponents"`
		// Search, SearchEvery, SearchGames: a second, slower evaluation
		// against a search agent, drawn in the second panel of curves.png.
		Search      string `mapstructure:"search"`
		SearchEvery int    `mapstructure:"search_every"`
		SearchGames int    `mapstructure:"search_games"`
		// HeldOut, HeldOutRandom, HeldOutSeed: decks kept out of training,
		// evaluated on apart.
		HeldOut       []string `mapstructure:"held_out"`
		HeldOutRandom int      `mapstructure:"held_out_random"`
		HeldOutSeed   uint64   `mapstructure:"held_out_seed"`
	} `mapstructure:"eval"`
	// Expert: the settings of expert iteration (Mode ModeExpert).
	Expert struct {
		Sims    int     `mapstructure:"sims"`
		C       float64 `mapstructure:"c"`
		Games   int     `mapstructure:"games"`
		Workers int     `mapstructure:"workers"`
		Explore int     `mapstructure:"explore"`
		// TargetTemperature sharpens (below 1) or flattens (above) the
		// visit shares the policy is trained on; 0: the most visited only.
		TargetTemperature float64 `mapstructure:"target_temperature"`
		// Target is the policy's target: TargetVisits (the root's visit
		// shares) or TargetImproved (the improved policy of Gumbel
		// AlphaZero, agents.PUCT.RootImproved, with QScale its scale).
		Target string  `mapstructure:"target"`
		QScale float64 `mapstructure:"q_scale"`
		// SearchValue is the weight of the search's own estimate (its
		// root's win chance) in the value's target, the game's result
		// having the rest: 0 the result alone, 1 the search alone.
		SearchValue float64 `mapstructure:"search_value"`
		Replay      int     `mapstructure:"replay"`
		MinReplay   int     `mapstructure:"min_replay"`
		Updates     int     `mapstructure:"updates"`
		Minibatch   int     `mapstructure:"minibatch"`
		LR          float32 `mapstructure:"lr"`
		ValueCoef   float32 `mapstructure:"value_coef"`
		MaxGradNorm float32 `mapstructure:"max_grad_norm"`
	} `mapstructure:"expert"`
	Checkpoint struct {
		Dir   string `mapstructure:"dir"`
		Every int    `mapstructure:"every"`
		Keep  int    `mapstructure:"keep"`
	} `mapstructure:"checkpoint"`
}

// The training modes (the key mode).
const (
	ModePPO    = "ppo"
	ModeExpert = "expert"
)

// Default returns the embedded configuration.
func Default() (*Config, error) { return Load(nil, nil) }

// LoadFiles is Load of the YAML files at paths, read in order (blank paths
// are skipped; --config takes a list). A file that cannot be read or is not
// YAML is an error that names its path.
func LoadFiles(paths []string, environ []string) (*Config, error) {
	var files [][]byte
	for _, p := range paths {
		if p = strings.TrimSpace(p); p == "" {
			continue
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return nil, fmt.Errorf("config: %w", err)
		}
		var x any
		if err := yaml.Unmarshal(data, &x); err != nil {
			return nil, fmt.Errorf("config: %s: %w", p, err)
		}
		files = append(files, data)
	}
	return Load(files, environ)
}

// Load reads the embedded default, then each YAML document of files (in
// order) over it, then the environment (environ as os.Environ gives it; nil
// reads the process's environment).
func Load(files [][]byte, environ []string) (*Config, error) {
	v := viper.New()
	v.SetConfigType("yaml")
	if err := v.ReadConfig(bytes.NewReader(configs.Train)); err != nil {
		return nil, fmt.Errorf("config: embedded default: %w", err)
	}
	known := v.AllKeys()
	for i, f := range files {
		if err := v.MergeConfig(bytes.NewReader(f)); err != nil {
			return nil, fmt.Errorf("config: file %d: %w", i+1, err)
		}
	}
	if environ == nil {
		environ = os.Environ()
	}
	for _, kv := range environ {
		name, val, ok := strings.Cut(kv, "=")
		if !ok || !strings.HasPrefix(name, EnvPrefix) {
			continue
		}
		key := envKey(name, known)
		if key == "" {
			return nil, fmt.Errorf("config: %s names no configuration key", name)
		}
		var x any
		if err := yaml.Unmarshal([]byte(val), &x); err != nil {
			return nil, fmt.Errorf("config: %s: %w", name, err)
		}
		if x == nil {
			x = ""
		}
		v.Set(key, x)
	}
	c := &Config{}
	err := v.Unmarshal(c, func(dc *mapstructure.DecoderConfig) {
		dc.ErrorUnused = true
		dc.WeaklyTypedInput = false
		dc.DecodeHook = mapstructure.ComposeDecodeHookFunc(mapstructure.StringToTimeDurationHookFunc(), noFractions)
	})
	if err != nil {
		return nil, fmt.Errorf("config: %w", err)
	}
	if err := c.Validate(); err != nil {
		return nil, err
	}
	return c, nil
}

// noFractions refuses a number with a fraction for a whole-number key
// (mapstructure would truncate it).
func noFractions(from, to reflect.Type, data any) (any, error) {
	switch to.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		if f, ok := data.(float64); ok && f != float64(int64(f)) {
			return nil, fmt.Errorf("%v is not a whole number", f)
		}
	}
	return data, nil
}

// envKey finds the configuration key of an environment variable name.
func envKey(name string, known []string) string {
	want := strings.TrimPrefix(name, EnvPrefix)
	for _, k := range known {
		if strings.ToUpper(strings.NewReplacer(".", "_", "-", "_").Replace(k)) == want {
			return k
		}
	}
	return ""
}

// validBag reports whether name is a bag model (engine.ParseBagModel).
func validBag(name string) bool {
	_, err := engine.ParseBagModel(name)
	return err == nil
}

// Validate reports values out of range, naming the key.
func (c *Config) Validate() error {
	type check struct {
		key string
		ok  bool
	}
	for _, ch := range []check{
		{"total_steps", c.TotalSteps > 0},
		{"time_limit", c.TimeLimit >= 0},
		{"env.players", c.Env.Players >= 2 && c.Env.Players <= 4},
		{"env.turn_limit", c.Env.TurnLimit >= 0},
		{"env.bag", validBag(c.Env.Bag)},
		{"env.envs", c.Env.Envs >= 1},
		{"model.card_dim", c.Model.CardDim >= 1},
		{"model.hidden", c.Model.Hidden >= 1},
		{"model.option_hidden", c.Model.OptionHidden >= 1},
		{"ppo.steps", c.PPO.Steps >= 1},
		{"ppo.epochs", c.PPO.Epochs >= 1},
		{"ppo.minibatch", c.PPO.Minibatch >= 1},
		{"ppo.lr", c.PPO.LR > 0},
		{"ppo.gamma", c.PPO.Gamma > 0 && c.PPO.Gamma <= 1},
		{"ppo.lambda", c.PPO.Lambda >= 0 && c.PPO.Lambda <= 1},
		{"ppo.clip", c.PPO.Clip > 0},
		{"ppo.value_coef", c.PPO.ValueCoef >= 0},
		{"ppo.entropy_coef", c.PPO.EntropyCoef >= 0},
		{"ppo.max_grad_norm", c.PPO.MaxGradNorm >= 0},
		{"selfplay.pool_fraction", c.SelfPlay.PoolFraction >= 0 && c.SelfPlay.PoolFraction < 1},
		{"selfplay.pool_size", c.SelfPlay.PoolSize >= 0},
		{"selfplay.pool_every", c.SelfPlay.PoolEvery >= 1},
		{"selfplay.priority", c.SelfPlay.Priority >= 0},
		{"selfplay.agent_share", c.SelfPlay.AgentShare >= 0 && c.SelfPlay.AgentShare <= 1},
		{"eval.every", c.Eval.Every >= 0},
		{"eval.games", c.Eval.Games >= 2},
		{"eval.final_games", c.Eval.FinalGames >= 2},
		{"eval.search_every", c.Eval.SearchEvery >= 0},
		{"eval.search_games", c.Eval.SearchEvery == 0 || c.Eval.SearchGames >= 2},
		{"eval.search", c.Eval.SearchEvery == 0 || strings.TrimSpace(c.Eval.Search) != ""},
		{"env.pool.random", c.Env.Pool.Random >= 0},
		{"env.pool.split", c.Env.Pool.Split == 0 || c.Env.Pool.Split >= 2},
		{"eval.held_out_random", c.Eval.HeldOutRandom >= 0},
		{"checkpoint.dir", c.Checkpoint.Dir != ""},
		{"checkpoint.every", c.Checkpoint.Every >= 1},
		{"checkpoint.keep", c.Checkpoint.Keep >= 0},
	} {
		if !ch.ok {
			return fmt.Errorf("config: %s: value %v is out of range (see configs/train.yaml)", ch.key, c.value(ch.key))
		}
	}
	if c.Mode != ModePPO && c.Mode != ModeExpert {
		return fmt.Errorf("config: mode: %q is no training mode (want %s or %s)", c.Mode, ModePPO, ModeExpert)
	}
	if c.Mode == ModeExpert {
		if err := c.validateExpert(); err != nil {
			return err
		}
	}
	if n := len(c.Env.Decks); n > 0 && n != 1 && n != c.Env.Players {
		return fmt.Errorf("config: env.decks names %d decks for env.players %d: name one deck (a mirror) or one per seat, or use env.pool", n, c.Env.Players)
	}
	if len(c.Env.Decks) > 0 && c.HasPool() {
		return fmt.Errorf("config: env.decks and env.pool are both set: train on one or the other")
	}
	if c.SelfPlay.AgentShare > 0 && (len(c.SelfPlay.Agents) == 0 || c.SelfPlay.PoolFraction == 0) {
		return fmt.Errorf("config: selfplay.agent_share %v needs selfplay.agents and a selfplay.pool_fraction above 0 (their games are the pool's)", c.SelfPlay.AgentShare)
	}
	if c.Env.Pool.Random > 0 && c.Eval.HeldOutRandom > 0 && c.Env.Pool.Split == 0 && c.Env.Pool.RandomSeed == c.Eval.HeldOutSeed {
		return fmt.Errorf("config: eval.held_out_seed is env.pool.random_seed (%d): the held-out random decks would be the training ones", c.Eval.HeldOutSeed)
	}
	if n := c.PPO.Steps * c.Env.Envs; c.PPO.Minibatch > n || n%c.PPO.Minibatch != 0 {
		return fmt.Errorf("config: ppo.minibatch %d does not divide a rollout (env.envs x ppo.steps = %d decisions)", c.PPO.Minibatch, n)
	}
	return nil
}

// The policy targets of expert iteration (expert.target).
const (
	TargetVisits   = "visits"
	TargetImproved = "improved"
)

// validateExpert reports the expert.* values out of range (mode expert).
func (c *Config) validateExpert() error {
	e := &c.Expert
	for _, ch := range []struct {
		key string
		ok  bool
	}{
		{"expert.sims", e.Sims >= 1},
		{"expert.c", e.C > 0 && e.C <= 1e6},
		{"expert.games", e.Games >= 1},
		{"expert.workers", e.Workers >= 1},
		{"expert.explore", e.Explore >= 0},
		{"expert.target_temperature", e.TargetTemperature >= 0 && e.TargetTemperature <= 10},
		{"expert.search_value", e.SearchValue >= 0 && e.SearchValue <= 1},
		{"expert.q_scale", e.QScale > 0 && e.QScale <= 1000},
		{"expert.minibatch", e.Minibatch >= 1},
		{"expert.replay", e.Replay >= e.Minibatch},
		{"expert.min_replay", e.MinReplay >= e.Minibatch && e.MinReplay <= e.Replay},
		{"expert.updates", e.Updates >= 1},
		{"expert.lr", e.LR > 0},
		{"expert.value_coef", e.ValueCoef >= 0},
		{"expert.max_grad_norm", e.MaxGradNorm >= 0},
	} {
		if !ch.ok {
			return fmt.Errorf("config: %s: value %v is out of range (see configs/train.yaml)", ch.key, c.value(ch.key))
		}
	}
	switch e.Target {
	case TargetVisits:
	case TargetImproved:
		if e.TargetTemperature != 1 {
			return fmt.Errorf("config: expert.target_temperature (%v) sharpens the visit shares, which expert.target %q does not train on: leave it at 1", e.TargetTemperature, e.Target)
		}
	default:
		return fmt.Errorf("config: expert.target: %q is no policy target (%q or %q)", e.Target, TargetVisits, TargetImproved)
	}
	if c.Env.Players != 2 {
		return fmt.Errorf("config: mode expert plays 2-player games (env.players is %d)", c.Env.Players)
	}
	return nil
}

// HasPool reports whether env.pool names any deck.
func (c *Config) HasPool() bool {
	p := &c.Env.Pool
	return p.Reference || strings.TrimSpace(p.Folder) != "" || p.Random > 0 || len(p.Decks) > 0
}

// HasHeldOut reports whether eval.held_out* names any deck.
func (c *Config) HasHeldOut() bool { return len(c.Eval.HeldOut) > 0 || c.Eval.HeldOutRandom > 0 }

// FromLearning reads the keys Learning wrote (a checkpoint's configuration)
// over the embedded default, without checking ranges: a checkpoint's
// record of what it was trained with, for reading only. Keys it doesn't know
// (of a newer version) are ignored.
func FromLearning(learning string) (*Config, error) {
	v := viper.New()
	v.SetConfigType("yaml")
	if err := v.ReadConfig(bytes.NewReader(configs.Train)); err != nil {
		return nil, fmt.Errorf("config: embedded default: %w", err)
	}
	if err := v.MergeConfig(strings.NewReader(learning)); err != nil {
		return nil, fmt.Errorf("config: a checkpoint's configuration: %w", err)
	}
	c := &Config{}
	err := v.Unmarshal(c, func(dc *mapstructure.DecoderConfig) {
		dc.DecodeHook = mapstructure.StringToTimeDurationHookFunc()
	})
	if err != nil {
		return nil, fmt.Errorf("config: a checkpoint's configuration: %w", err)
	}
	return c, nil
}

// value reads a key of c by its mapstructure path, for error messages.
func (c *Config) value(key string) any {
	v := reflect.ValueOf(c).Elem()
	for _, part := range strings.Split(key, ".") {
		t := v.Type()
		i := slices.IndexFunc(reflect.VisibleFields(t), func(f reflect.StructField) bool { return f.Tag.Get("mapstructure") == part })
		if i < 0 {
			return nil
		}
		v = v.Field(i)
	}
	return v.Interface()
}

// YAML renders c as YAML (saved in checkpoints, so a resumed run can check
// it runs the same configuration).
func (c *Config) YAML() string {
	b, err := yaml.Marshal(toPlain(reflect.ValueOf(*c)))
	if err != nil { // plain maps, strings and numbers always marshal
		panic(err)
	}
	return string(b)
}

// Learning renders the keys that decide what is learned, as YAML: all but
// total_steps, time_limit, eval and checkpoint (which a resumed run may
// change), except eval.held_out, which keeps reference decks out of a
// reference pool (so a checkpoint's record says which decks it saw).
func (c *Config) Learning() string {
	x := *c
	x.TotalSteps, x.TimeLimit = 0, 0
	x.Eval.Every, x.Eval.Games, x.Eval.FinalGames, x.Eval.Opponents = 0, 0, 0, nil
	x.Eval.Search, x.Eval.SearchEvery, x.Eval.SearchGames = "", 0, 0
	x.Eval.HeldOutRandom, x.Eval.HeldOutSeed = 0, 0
	x.Checkpoint.Dir, x.Checkpoint.Every, x.Checkpoint.Keep = "", 0, 0
	return x.YAML()
}

// toPlain turns the config struct into maps keyed by the mapstructure names.
func toPlain(v reflect.Value) any {
	switch v.Kind() {
	case reflect.Struct:
		if d, ok := v.Interface().(time.Duration); ok {
			return d.String()
		}
		m := map[string]any{}
		for i := 0; i < v.NumField(); i++ {
			m[v.Type().Field(i).Tag.Get("mapstructure")] = toPlain(v.Field(i))
		}
		return m
	default:
		if d, ok := v.Interface().(time.Duration); ok {
			return d.String()
		}
		return v.Interface()
	}
}
