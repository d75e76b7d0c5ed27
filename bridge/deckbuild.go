package bridge

import (
	"errors"
	"strings"
	"sync"

	"github.com/lorcana-rl/lorcana/agents"
	"github.com/lorcana-rl/lorcana/bridge/wire"
	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/deckbuild"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/fuzz"
	"github.com/lorcana-rl/lorcana/limited"
)

// The deck-building environment over the bridge (docs/bridge.md,
// "Deck building"): deckbuild_make opens one (package deckbuild's Env) and
// answers its candidates; deckbuild_reset and deckbuild_step answer an
// observation (the copies of each candidate, the mask over the 2N+1
// actions: add, remove, done); done plays the gauntlet within the
// request's time (Options.MaxRequest), its searches stopped with the rest
// of the server's. A deck-building env counts as one env against
// Options.MaxEnvs, and every size a client gives is bounded below.

// The bounds of deckbuild_make.
const (
	maxBuildGauntlet = 16     // decks of a gauntlet
	maxBuildGames    = 2000   // games of one done (games_per_deck × decks)
	maxBuildSteps    = 100000 // max_steps
)

func deckbuildCommands() []*command {
	return []*command{
		{"deckbuild_make", "{format, inks, pool, sets, pool_seed, gauntlet, agent, games_per_deck, max_steps, seed}", (*conn).deckbuildMake},
		{"deckbuild_reset", "{env, seed?}", (*conn).deckbuildReset},
		{"deckbuild_step", "{env, action}", (*conn).deckbuildStep},
		{"deckbuild_deck", "{env}", (*conn).deckbuildDeck},
		{"deckbuild_close", "{env}", (*conn).deckbuildClose},
	}
}

// buildEnv is an open deck-building environment.
type buildEnv struct {
	env      *deckbuild.Env
	gauntlet *deckbuild.Gauntlet
	seeds    engine.RNG // the seeds of resets that give none
	started  bool
	last     deckbuild.Result
}

// coreRules are the Core Constructed rules by allowed inks, made once: they
// are read only, and shared by every env of those inks.
var coreRules sync.Map // engine.InkSet -> *deckbuild.Rules

func constructedRules(defs []engine.CardDef, inks engine.InkSet) (*deckbuild.Rules, error) {
	if r, ok := coreRules.Load(inks); ok {
		return r.(*deckbuild.Rules), nil
	}
	r, err := deckbuild.ConstructedRules(defs, inks)
	if err != nil {
		return nil, err
	}
	v, _ := coreRules.LoadOrStore(inks, r)
	return v.(*deckbuild.Rules), nil
}

type deckbuildMakeArgs struct {
	Format       string   `arg:"format"`
	Inks         []string `arg:"inks"`
	Pool         string   `arg:"pool"`
	Sets         []string `arg:"sets"`
	PoolSeed     uint64   `arg:"pool_seed"`
	Gauntlet     []string `arg:"gauntlet"`
	Agent        string   `arg:"agent"`
	GamesPerDeck int      `arg:"games_per_deck"`
	MaxSteps     int      `arg:"max_steps"`
	Seed         uint64   `arg:"seed"`
}

func (c *conn) deckbuildMake(args []byte) *wire.Error {
	a := deckbuildMakeArgs{Format: "core", Agent: "greedy", GamesPerDeck: 2, Gauntlet: []string{"reference"}}
	if e := c.args("deckbuild_make", args, &a); e != nil {
		return e
	}
	bad := func(format string, args ...any) *wire.Error {
		return wire.Errorf(wire.CodeBadRequest, "deckbuild_make: "+format, args...)
	}
	if c.numEnvs+1 > c.srv.opts.MaxEnvs {
		return wire.Errorf(wire.CodeLimit, "deckbuild_make: one more environment would pass this connection's limit of %d (%d open)", c.srv.opts.MaxEnvs, c.numEnvs)
	}
	format, err := cards.ParseFormat(a.Format)
	if err != nil {
		return bad("format %q: want core, sealed (limited) or draft", wire.Clip(a.Format))
	}
	switch {
	case a.GamesPerDeck < 2 || a.GamesPerDeck%2 != 0:
		return bad("games_per_deck %d: an even number, 2 or more (the deck in both seats)", a.GamesPerDeck)
	case a.MaxSteps < 0 || a.MaxSteps > maxBuildSteps:
		return bad("max_steps %d: from 1 to %d (0: four times the deck's greatest size, and one)", a.MaxSteps, maxBuildSteps)
	case len(a.Gauntlet) < 1 || len(a.Gauntlet) > maxBuildGauntlet:
		return bad("gauntlet: %d decks: from 1 to %d (\"reference\" is every reference deck)", len(a.Gauntlet), maxBuildGauntlet)
	}
	defs, err := cards.Catalog()
	if err != nil {
		return wire.Errorf(wire.CodeInternal, "deckbuild_make: %v", err)
	}
	ix, err := cards.DefaultIndex()
	if err != nil {
		return wire.Errorf(wire.CodeInternal, "deckbuild_make: %v", err)
	}
	var rules *deckbuild.Rules
	if format == cards.CoreConstructed {
		if a.Pool != "" || a.Sets != nil {
			return bad("pool and sets are for sealed and draft; a core deck's candidates are the catalogue")
		}
		var inks engine.InkSet
		for _, n := range a.Inks {
			ink, ok := engine.ParseInk(strings.TrimSpace(n))
			if !ok {
				return bad("inks: unknown ink %q (the inks: %s)", wire.Clip(n), inkList())
			}
			inks = inks.With(ink)
		}
		if len(a.Inks) > 2 || inks.Count() != len(a.Inks) {
			return bad("inks: %d inks given (%s): a Core Constructed deck has at most 2 different inks (1.10.1.1)", len(a.Inks), wire.Clip(strings.Join(a.Inks, ",")))
		}
		if rules, err = constructedRules(defs, inks); err != nil {
			return bad("%v", err)
		}
	} else {
		if a.Inks != nil {
			return bad("inks are for core; a Limited deck may hold any inks (1.10.1.2)")
		}
		pool, we := c.buildPool(&a, ix)
		if we != nil {
			return we
		}
		if rules, err = deckbuild.LimitedRules(defs, pool, format); err != nil {
			return bad("%v", err)
		}
	}
	var opps []deckbuild.Opponent
	for _, entry := range a.Gauntlet {
		if entry == "reference" {
			ref, err := fuzz.ReferenceDecks(ix)
			if err != nil {
				return wire.Errorf(wire.CodeInternal, "deckbuild_make: %v", err)
			}
			for _, d := range ref {
				opps = append(opps, deckbuild.Opponent{Name: d.Name, Cards: d.Cards})
			}
			continue
		}
		d, err := c.srv.loadDeck(entry, ix)
		if err != nil {
			return bad("gauntlet: %v", err)
		}
		opps = append(opps, deckbuild.OpponentOf(d))
	}
	if len(opps) > deckbuild.MaxGauntlet || a.GamesPerDeck*len(opps) > maxBuildGames {
		return bad("gauntlet: %d decks of %d games: at most %d games a done", len(opps), a.GamesPerDeck, maxBuildGames)
	}
	var seats [2]agents.Agent
	for s := range seats {
		if seats[s], err = c.srv.newAgent(a.Agent, len(seats), uint64(s)); err != nil { // a gauntlet game has two seats
			return bad("agent: %v", err)
		}
	}
	g, err := deckbuild.NewGauntlet(defs, opps, seats)
	if err != nil {
		return bad("%v", err)
	}
	g.SetStop(c.halted) // watch.go
	env, err := deckbuild.NewEnv(deckbuild.Config{Rules: rules, Gauntlet: g, GamesPerDeck: a.GamesPerDeck, MaxSteps: a.MaxSteps, Seed: a.Seed})
	if err != nil {
		return bad("%v", err)
	}
	b := &buildEnv{env: env, gauntlet: g, seeds: engine.NewRNG(a.Seed)}
	if c.builds == nil {
		c.builds = map[uint32]*buildEnv{}
	}
	c.nextEnv++
	c.builds[c.nextEnv] = b
	c.numEnvs++
	c.buildInfo(c.nextEnv, b, a.Agent)
	return nil
}

// buildPool is a Limited env's pool: pool (a decklist's text, or an
// embedded deck's or deck folder file's name, as make's decks) or sets
// (one booster of each, opened from pool_seed).
func (c *conn) buildPool(a *deckbuildMakeArgs, ix *cards.Index) (limited.Pool, *wire.Error) {
	var pool limited.Pool
	switch {
	case (a.Pool == "") == (a.Sets == nil):
		return pool, wire.Errorf(wire.CodeBadRequest, "deckbuild_make: a %s deck is built from a pool: give pool (a decklist) or sets (one booster of each, opened from pool_seed), one of them", a.Format)
	case a.Sets != nil:
		s, err := limited.OpenSealed(a.Sets, a.PoolSeed)
		if err != nil {
			return pool, wire.Errorf(wire.CodeBadRequest, "deckbuild_make: sets: %s", wire.Clip(err.Error()))
		}
		return s.Pool, nil
	}
	d, err := c.srv.loadDeck(a.Pool, ix)
	if err != nil {
		return pool, wire.Errorf(wire.CodeBadRequest, "deckbuild_make: pool: %v", err)
	}
	return deckbuild.PoolOfDeck(d), nil
}

func inkList() string {
	var names []string
	for i := engine.Ink(0); i < engine.NumInks; i++ {
		names = append(names, strings.ToLower(i.String()))
	}
	return strings.Join(names, ", ")
}

// buildInfo answers deckbuild_make: the handle, the sizes and the
// candidates, column by column.
func (c *conn) buildInfo(h uint32, b *buildEnv, agent string) {
	e := c.enc
	cfg := b.env.Config()
	r := cfg.Rules
	defs := r.Defs()
	n := len(r.Candidates)
	e.EncodeMapLen(12)
	e.EncodeString("env")
	e.EncodeUint(uint64(h))
	e.EncodeString("format")
	e.EncodeString(r.Format.String())
	e.EncodeString("inks") // the inks allowed
	if r.Inks == 0 {
		e.EncodeString("any")
	} else {
		e.EncodeString(strings.ToLower(cards.InkNames(r.Inks)))
	}
	e.EncodeString("num_candidates")
	e.EncodeInt(int64(n))
	e.EncodeString("num_actions")
	e.EncodeInt(int64(r.NumActions()))
	e.EncodeString("min_size")
	e.EncodeInt(int64(r.MinSize))
	e.EncodeString("max_size")
	e.EncodeInt(int64(r.MaxSize))
	e.EncodeString("max_steps")
	e.EncodeInt(int64(cfg.MaxSteps))
	e.EncodeString("games_per_deck")
	e.EncodeInt(int64(cfg.GamesPerDeck))
	e.EncodeString("agent")
	e.EncodeString(agent)
	e.EncodeString("gauntlet")
	names := make([]string, 0, len(b.gauntlet.Decks()))
	for _, d := range b.gauntlet.Decks() {
		names = append(names, d.Name)
	}
	e.Encode(names)
	e.EncodeString("candidates")
	e.EncodeMapLen(10)
	col := func(name string, f func(d *engine.CardDef, c deckbuild.Candidate) int32) {
		v := make([]int32, n)
		for i, cd := range r.Candidates {
			v[i] = f(&defs[cd.Def], cd)
		}
		e.EncodeString(name)
		wire.EncodeInt32s(e, v, n)
	}
	e.EncodeString("name")
	full := make([]string, n)
	for i, cd := range r.Candidates {
		full[i] = defs[cd.Def].FullName
	}
	e.Encode(full)
	col("def", func(_ *engine.CardDef, c deckbuild.Candidate) int32 { return int32(c.Def) })
	col("limit", func(_ *engine.CardDef, c deckbuild.Candidate) int32 { return int32(c.Limit) })
	col("inks", func(_ *engine.CardDef, c deckbuild.Candidate) int32 { return int32(c.Inks) })
	col("cost", func(d *engine.CardDef, _ deckbuild.Candidate) int32 { return int32(d.Cost) })
	col("inkable", func(d *engine.CardDef, _ deckbuild.Candidate) int32 { return b2i(d.Inkable) })
	col("type", func(d *engine.CardDef, _ deckbuild.Candidate) int32 { return int32(d.Type) })
	col("strength", func(d *engine.CardDef, _ deckbuild.Candidate) int32 { return int32(d.Strength) })
	col("willpower", func(d *engine.CardDef, _ deckbuild.Candidate) int32 { return int32(d.Willpower) })
	col("lore", func(d *engine.CardDef, _ deckbuild.Candidate) int32 { return int32(d.Lore) })
}

func b2i(b bool) int32 {
	if b {
		return 1
	}
	return 0
}

// build returns the open deck-building env of handle h.
func (c *conn) build(cmd string, h uint32) (*buildEnv, *wire.Error) {
	b, ok := c.builds[h]
	if !ok {
		return nil, wire.Errorf(wire.CodeNoSuchEnv, "%s: no deck-building env %d open on this connection (deckbuild_make opens one)", cmd, h)
	}
	return b, nil
}

func (c *conn) deckbuildReset(args []byte) *wire.Error {
	var a struct {
		Env  uint32  `arg:"env,required"`
		Seed *uint64 `arg:"seed"`
	}
	if e := c.args("deckbuild_reset", args, &a); e != nil {
		return e
	}
	b, we := c.build("deckbuild_reset", a.Env)
	if we != nil {
		return we
	}
	seed := b.seeds.Uint64()
	if a.Seed != nil {
		seed = *a.Seed
		b.seeds = engine.NewRNG(seed) // later resets follow from it
	}
	b.env.Reset(seed)
	b.started, b.last = true, deckbuild.Result{}
	c.buildObs(b)
	return nil
}

func (c *conn) deckbuildStep(args []byte) *wire.Error {
	var a struct {
		Env    uint32 `arg:"env,required"`
		Action *int   `arg:"action"`
	}
	if e := c.args("deckbuild_step", args, &a); e != nil {
		return e
	}
	b, we := c.build("deckbuild_step", a.Env)
	if we != nil {
		return we
	}
	if a.Action == nil {
		return wire.Errorf(wire.CodeBadRequest, "deckbuild_step: action is missing (an integer from 0 to %d)", b.env.NumActions()-1)
	}
	if !b.started || b.env.Over() {
		return wire.Errorf(wire.CodeGameOver, "deckbuild_step: the episode is over (or none began): deckbuild_reset it")
	}
	r, err := b.env.Step(*a.Action)
	switch {
	case errors.Is(err, deckbuild.ErrIllegal):
		return wire.Errorf(wire.CodeIllegalAction, "deckbuild_step: %s", wire.Clip(strings.TrimPrefix(err.Error(), "deckbuild: ")))
	case errors.Is(err, deckbuild.ErrStopped):
		return wire.Errorf(wire.CodeLimit, "deckbuild_step: done was cut short: %v; the episode waits for a reset", err)
	case err != nil:
		return wire.Errorf(wire.CodeInternal, "deckbuild_step: %v", err)
	}
	b.last = r
	c.buildObs(b)
	return nil
}

// buildObs writes an observation and the last step's result.
func (c *conn) buildObs(b *buildEnv) {
	e := c.enc
	o := b.env.Obs()
	r := b.last
	e.EncodeMapLen(9)
	e.EncodeString("counts")
	wire.EncodeInt32s(e, o.Counts, len(o.Counts))
	e.EncodeString("mask")
	wire.EncodeBools(e, o.Mask, len(o.Mask))
	e.EncodeString("size")
	e.EncodeInt(int64(o.Size))
	e.EncodeString("steps")
	e.EncodeInt(int64(o.Steps))
	e.EncodeString("inks")
	e.EncodeString(strings.ToLower(cards.InkNames(b.env.State().Inks())))
	e.EncodeString("reward")
	e.EncodeFloat64(r.Reward)
	e.EncodeString("terminated")
	e.EncodeBool(r.Terminated)
	e.EncodeString("truncated")
	e.EncodeBool(r.Truncated)
	e.EncodeString("score")
	e.EncodeMapLen(3)
	e.EncodeString("wins")
	e.EncodeInt(int64(r.Score.Wins))
	e.EncodeString("losses")
	e.EncodeInt(int64(r.Score.Losses))
	e.EncodeString("draws")
	e.EncodeInt(int64(r.Score.Draws))
}

// deckbuildDeck answers the deck so far as a decklist's text.
func (c *conn) deckbuildDeck(args []byte) *wire.Error {
	var a struct {
		Env uint32 `arg:"env,required"`
	}
	if e := c.args("deckbuild_deck", args, &a); e != nil {
		return e
	}
	b, we := c.build("deckbuild_deck", a.Env)
	if we != nil {
		return we
	}
	s := b.env.State()
	var text strings.Builder
	if err := cards.WriteDeck(&text, s.Deck("deckbuild"), s.Rules().Defs()); err != nil {
		return wire.Errorf(wire.CodeInternal, "deckbuild_deck: %v", err)
	}
	c.enc.EncodeMapLen(3)
	c.enc.EncodeString("deck")
	c.enc.EncodeString(text.String())
	c.enc.EncodeString("size")
	c.enc.EncodeInt(int64(s.Size()))
	c.enc.EncodeString("legal")
	c.enc.EncodeBool(s.Complete() && len(s.Problems()) == 0)
	return nil
}

func (c *conn) deckbuildClose(args []byte) *wire.Error {
	var a struct {
		Env uint32 `arg:"env,required"`
	}
	if e := c.args("deckbuild_close", args, &a); e != nil {
		return e
	}
	if _, we := c.build("deckbuild_close", a.Env); we != nil {
		return we
	}
	delete(c.builds, a.Env)
	c.numEnvs--
	c.enc.EncodeMapLen(1)
	c.enc.EncodeString("closed")
	c.enc.EncodeInt(1)
	return nil
}
