package bridge

import (
	"slices"
	"strings"

	"github.com/lorcana-rl/lorcana/agents"
	"github.com/lorcana-rl/lorcana/bridge/wire"
	"github.com/lorcana-rl/lorcana/decks"
	"github.com/lorcana-rl/lorcana/encode"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/env"
)

// command is one request kind: its handler and a one-line summary of its
// args for error messages.
type command struct {
	name  string
	usage string
	run   func(c *conn, args []byte) *wire.Error
}

var commands map[string]*command

func init() {
	commands = map[string]*command{
		"ping":      {"", "{}", (*conn).ping},
		"make":      {"", "{num_envs, first_env, decks, players, variant, bag, seed, turn_limit, auto_answer, skip_alter, starting_player, shaping, opponent, seat, autoreset, fields, layout, transport}", (*conn).makeEnvs},
		"reset":     {"", "{env, seed?, seeds?, envs?}", (*conn).reset},
		"step":      {"", "{env, actions, envs?}", (*conn).step},
		"observe":   {"", "{env, player, envs?}", (*conn).observe},
		"legal":     {"", "{env, index?}", (*conn).legal},
		"render":    {"", "{env, index?}", (*conn).render},
		"serialize": {"", "{env, index?}", (*conn).serialize},
		"restore":   {"", "{env, index?, state}", (*conn).restore},
		"clone":     {"", "{env, index?}", (*conn).clone},
		"close":     {"", "{env}", (*conn).closeEnv},
	}
	for _, c := range deckbuildCommands() { // deckbuild.go
		commands[c.name] = c
	}
	for name, c := range commands {
		c.name = name
	}
}

// commandList names the commands, sorted.
func commandList() string {
	names := []string{"hello"}
	for n := range commands {
		names = append(names, n)
	}
	slices.Sort(names)
	return strings.Join(names, ", ")
}

// helloResult writes the handshake's result: versions, limits and what can
// be asked for.
func (c *conn) helloResult(compression string) {
	o := &c.srv.opts
	e := c.enc
	e.EncodeMapLen(16)
	e.EncodeString("version")
	e.EncodeInt(wire.Version)
	e.EncodeString("capabilities")
	e.Encode(capabilities())
	e.EncodeString("server")
	e.EncodeString("lorcana")
	e.EncodeString("compression")
	e.EncodeString(compression)
	e.EncodeString("compress_min")
	e.EncodeInt(int64(o.CompressMin))
	e.EncodeString("max_frame")
	e.EncodeInt(int64(o.MaxFrame))
	e.EncodeString("max_envs")
	e.EncodeInt(int64(o.MaxEnvs))
	e.EncodeString("idle_timeout")
	e.EncodeFloat64(max(o.IdleTimeout.Seconds(), 0))
	e.EncodeString("encode_version")
	e.EncodeInt(encode.Version)
	e.EncodeString("commands")
	e.Encode(strings.Split(commandList(), ", "))
	e.EncodeString("agents")
	e.Encode(agentNames())
	e.EncodeString("checkpoints")
	e.Encode(c.srv.checkpoints.names())
	e.EncodeString("decks")
	e.Encode(decks.Names())
	e.EncodeString("variants")
	e.Encode(variantNames[:])
	e.EncodeString("fields")
	e.Encode(fieldNames[:])
	e.EncodeString("transports")
	if c.shm {
		e.Encode([]string{"socket", "shm"})
	} else {
		e.Encode([]string{"socket"})
	}
}

var variantNames = [...]string{"standard", "pack_rush"}

// capabilities name what this server does beyond protocol version 1 as
// first published: "snapshot_v2" (serialize holds the engine state and
// restore sets it directly, into autoreset groups too), "render_view"
// (render takes a view: a seat or "full"), both part of version 2, and
// "shm" (the shm transport can be agreed for local clients: shm.go), which
// depends on the machine, and "first_env" (make numbers a group's envs from
// first_env, so that slices of a vector on several servers play its games).
func capabilities() []string {
	cs := []string{"render_view", "snapshot_v2", "first_env"}
	if shmSupported && wire.LittleEndianHost {
		cs = append(cs, "shm")
	}
	return cs
}

func (c *conn) ping(args []byte) *wire.Error {
	var a struct{}
	if e := c.args("ping", args, &a); e != nil {
		return e
	}
	c.enc.EncodeMapLen(0)
	return nil
}

type makeArgs struct {
	NumEnvs        int      `arg:"num_envs"`
	FirstEnv       int      `arg:"first_env"`
	Decks          []string `arg:"decks"`
	Players        int      `arg:"players"`
	Variant        string   `arg:"variant"`
	Bag            string   `arg:"bag"`
	Seed           uint64   `arg:"seed"`
	TurnLimit      int      `arg:"turn_limit"`
	AutoAnswer     *bool    `arg:"auto_answer"`
	SkipAlter      bool     `arg:"skip_alter"`
	StartingPlayer int      `arg:"starting_player"`
	Shaping        float32  `arg:"shaping"`
	Opponent       string   `arg:"opponent"`
	Seat           int      `arg:"seat"`
	Autoreset      bool     `arg:"autoreset"`
	Fields         []string `arg:"fields"`
	Layout         string   `arg:"layout"`
	Transport      string   `arg:"transport"`
}

func (c *conn) makeEnvs(args []byte) *wire.Error {
	a := makeArgs{NumEnvs: 1, Players: 2}
	if e := c.args("make", args, &a); e != nil {
		return e
	}
	if a.NumEnvs < 1 {
		return wire.Errorf(wire.CodeBadRequest, "make: num_envs %d: need at least 1", a.NumEnvs)
	}
	if a.Players == 0 {
		a.Players = 2 // as env.Config reads it
	}
	if a.Players < 2 || a.Players > 4 {
		return wire.Errorf(wire.CodeBadRequest, "make: players %d: a game has 2 to 4 players (1.3.1)", a.Players)
	}
	if a.FirstEnv < 0 {
		return wire.Errorf(wire.CodeBadRequest, "make: first_env %d: want 0 or more", a.FirstEnv)
	}
	if c.numEnvs+a.NumEnvs > c.srv.opts.MaxEnvs {
		return wire.Errorf(wire.CodeLimit, "make: %d more environments would pass this connection's limit of %d (%d open)",
			a.NumEnvs, c.srv.opts.MaxEnvs, c.numEnvs)
	}
	cfg := env.DefaultConfig()
	cfg.Decks, cfg.Players, cfg.TurnLimit = a.Decks, a.Players, a.TurnLimit
	cfg.LoadDeck = c.srv.loadDeck
	cfg.SkipAlter, cfg.StartingPlayer, cfg.Shaping, cfg.Seat = a.SkipAlter, a.StartingPlayer, a.Shaping, a.Seat
	if a.AutoAnswer != nil {
		cfg.AutoAnswer = *a.AutoAnswer
	}
	switch i := slices.Index(variantNames[:], strings.ToLower(a.Variant)); {
	case a.Variant == "":
	case i >= 0:
		cfg.Variant = engine.Variant(i)
	default:
		return wire.Errorf(wire.CodeBadRequest, "make: no variant %q (the variants are %s)", wire.Clip(a.Variant), strings.Join(variantNames[:], ", "))
	}
	bag, err := engine.ParseBagModel(strings.ToLower(a.Bag))
	if err != nil {
		return wire.Errorf(wire.CodeBadRequest, "make: no bag model %q (the models are %s)", wire.Clip(a.Bag), strings.Join(engine.BagModels(), ", "))
	}
	cfg.Bag = bag
	packed := false
	switch a.Layout {
	case "", "dense":
	case "packed":
		packed = true
	default:
		return wire.Errorf(wire.CodeBadRequest, "make: no layout %q (dense or packed)", wire.Clip(a.Layout))
	}
	fields, err := parseFields(a.Fields)
	if err != nil {
		return wire.Errorf(wire.CodeBadRequest, "make: %v", err)
	}
	if a.Opponent != "" {
		name := a.Opponent
		if _, err := c.srv.newAgent(name, cfg.Players, 0); err != nil {
			return wire.Errorf(wire.CodeBadRequest, "make: opponent: %v", err)
		}
		cfg.NewOpponent = func() agents.Agent {
			ag, _ := c.srv.newAgent(name, cfg.Players, 0)
			if s, ok := ag.(agents.Stoppable); ok {
				s.SetStop(c.halted) // watch.go
			}
			return ag
		}
	}
	var sh *shmBatch
	switch a.Transport {
	case "", "socket":
	case "shm":
		if !c.shm {
			return wire.Errorf(wire.CodeBadRequest, "make: transport shm was not agreed in the hello: %s; use the socket transport", c.shmRefusal)
		}
		if sh, err = newShmBatch(encode.NewSpec(cfg.Players), a.NumEnvs, fields, a.Autoreset); err != nil {
			return wire.Errorf(wire.CodeLimit, "make: %v; use the socket transport", err)
		}
	default:
		return wire.Errorf(wire.CodeBadRequest, "make: no transport %q (socket or shm)", wire.Clip(a.Transport))
	}
	g, err := newGroupShm(cfg, a.NumEnvs, a.Seed, a.FirstEnv, a.Autoreset, sh)
	if err != nil {
		return wire.Errorf(wire.CodeBadRequest, "make: %v", err)
	}
	g.fields, g.opponent, g.packed = fields, a.Opponent, packed
	c.add(g)
	c.groupInfo(g)
	if sh != nil {
		c.shmPending = append(c.shmPending, sh.file)
	}
	return nil
}

// add registers a new group under a fresh handle.
func (c *conn) add(g *group) {
	c.nextEnv++
	g.handle = c.nextEnv
	c.envs[g.handle] = g
	c.numEnvs += g.n
}

// groupInfo writes what make and clone answer: the handle and the shapes.
func (c *conn) groupInfo(g *group) {
	e := c.enc
	s := g.spec
	if g.shm != nil {
		e.EncodeMapLen(15)
		e.EncodeString("transport")
		e.EncodeString("shm")
		e.EncodeString("shm")
		g.shm.describe(e)
	} else {
		e.EncodeMapLen(14)
		e.EncodeString("transport")
		e.EncodeString("socket")
	}
	e.EncodeString("layout")
	e.EncodeString(map[bool]string{false: "dense", true: "packed"}[g.packed])
	e.EncodeString("env")
	e.EncodeUint(uint64(g.handle))
	e.EncodeString("num_envs")
	e.EncodeInt(int64(g.n))
	e.EncodeString("players")
	e.EncodeInt(int64(s.Players))
	e.EncodeString("autoreset")
	e.EncodeBool(g.autoreset)
	e.EncodeString("opponent")
	e.EncodeString(g.opponent)
	e.EncodeString("seat")
	e.EncodeInt(int64(g.cfg.Seat))
	e.EncodeString("num_actions")
	e.EncodeInt(int64(s.Options))
	e.EncodeString("num_card_index")
	e.EncodeInt(int64(encode.NumCardIndex()))
	e.EncodeString("encode_version")
	e.EncodeInt(encode.Version)
	e.EncodeString("observation")
	specMap(e, s, g.fields)
	e.EncodeString("spec")
	e.EncodeMap(map[string]any{
		"card_rows": s.CardRows, "card_features": s.CardFeatures, "global_features": s.GlobalFeatures,
		"options": s.Options, "option_features": s.OptionFeatures, "option_refs": s.OptionRefs,
		"hand_start": s.HandStart, "play_start": s.PlayStart, "discard_start": s.DiscardStart, "look_start": s.LookStart,
	})
	e.EncodeString("note")
	e.EncodeString(g.env(0).Note())
}

// group returns the open group of handle h.
func (c *conn) group(cmd string, h uint32) (*group, *wire.Error) {
	g, ok := c.envs[h]
	if !ok {
		return nil, wire.Errorf(wire.CodeNoSuchEnv, "%s: no env %d open on this connection", cmd, h)
	}
	c.touched = g
	return g, nil
}

// selection resolves the envs argument: nil means all; indices must be in
// range and distinct.
func (c *conn) selection(cmd string, g *group, envs []int64) ([]int, *wire.Error) {
	sel := make([]int, 0, max(len(envs), g.n))
	if envs == nil {
		for i := range g.n {
			sel = append(sel, i)
		}
		return sel, nil
	}
	seen := make([]bool, g.n)
	for _, i := range envs {
		if i < 0 || i >= int64(g.n) {
			return nil, wire.Errorf(wire.CodeBadRequest, "%s: env index %d out of range: the group has %d (0 to %d)", cmd, i, g.n, g.n-1)
		}
		if seen[i] {
			return nil, wire.Errorf(wire.CodeBadRequest, "%s: env index %d given twice", cmd, i)
		}
		seen[i] = true
		sel = append(sel, int(i))
	}
	return sel, nil
}

type resetArgs struct {
	Env   uint32    `arg:"env,required"`
	Seed  *uint64   `arg:"seed"`
	Seeds []uint64  `arg:"seeds"`
	Envs  wire.Ints `arg:"envs"`
}

func (c *conn) reset(args []byte) *wire.Error {
	var a resetArgs
	if e := c.args("reset", args, &a); e != nil {
		return e
	}
	g, we := c.group("reset", a.Env)
	if we != nil {
		return we
	}
	if g.vec != nil && a.Envs != nil {
		return wire.Errorf(wire.CodeBadRequest, "reset: an autoreset group resets all its envs together: give seed or seeds (one per env), not envs")
	}
	sel, we := c.selection("reset", g, a.Envs)
	if we != nil {
		return we
	}
	if a.Seeds != nil && len(a.Seeds) != len(sel) {
		return wire.Errorf(wire.CodeBadRequest, "reset: %d seeds for %d envs", len(a.Seeds), len(sel))
	}
	if err := g.reset(sel, a.Seeds, a.Seed); err != nil {
		return wire.Errorf(wire.CodeBadRequest, "reset: %v", err)
	}
	c.batch(g, sel, nil)
	return nil
}

type stepArgs struct {
	Env     uint32    `arg:"env,required"`
	Actions wire.Ints `arg:"actions"`
	Envs    wire.Ints `arg:"envs"`
}

func (c *conn) step(args []byte) *wire.Error {
	a := stepArgs{Actions: c.actions[:0]}
	if e := c.args("step", args, &a); e != nil {
		return e
	}
	c.actions = a.Actions
	g, we := c.group("step", a.Env)
	if we != nil {
		return we
	}
	if g.vec != nil && a.Envs != nil {
		return wire.Errorf(wire.CodeBadRequest, "step: an autoreset group steps all its envs together: give one action per env, not envs")
	}
	sel, we := c.selection("step", g, a.Envs)
	if we != nil {
		return we
	}
	if we := g.check(sel, a.Actions); we != nil {
		we.Message = "step: " + we.Message
		return we
	}
	if err := g.step(sel, a.Actions); err != nil {
		return wire.Errorf(wire.CodeInternal, "step: %v", err)
	}
	c.batch(g, sel, nil)
	return nil
}

// batch writes the result of a reset or step of the envs sel: their
// observations (obs, or else each env's observation of the seat to act) and
// the results of their last step.
func (c *conn) batch(g *group, sel []int, obs []*encode.Obs) {
	e := c.enc
	m := len(sel)
	if g.shm != nil && obs == nil {
		// The rest of the batch goes into the shared memory (also when
		// the reply is on the socket: a restore changes one env's row).
		g.shm.publish(g, sel)
		if all(sel, g.n) && c.cmd != "restore" { // restore answers on the socket
			e.EncodeMapLen(1)
			e.EncodeString("shm")
			e.EncodeUint(g.shm.rounds)
			return
		}
	}
	r := g.results()
	c.ow.packed = g.packed
	n := 10
	if g.vec != nil {
		n = 12
	}
	e.EncodeMapLen(n)
	gather := func(name string, v []int32) {
		c.ints = c.ints[:0]
		for _, i := range sel {
			c.ints = append(c.ints, v[i])
		}
		e.EncodeString(name)
		wire.EncodeInt32s(e, c.ints, m)
	}
	c.ints = c.ints[:0]
	for _, i := range sel {
		c.ints = append(c.ints, int32(i))
	}
	e.EncodeString("envs")
	wire.EncodeInt32s(e, c.ints, m)
	e.EncodeString("obs")
	switch {
	case obs != nil:
		c.ow.write(e, g.spec, g.fields, obs)
	case g.vec != nil && m == g.n:
		c.ow.writeFrames(e, g.spec, g.fields, g.n, &g.last.Frames)
	default:
		c.obsList = c.obsList[:0]
		for _, i := range sel {
			c.obsList = append(c.obsList, g.current(i))
		}
		c.ow.write(e, g.spec, g.fields, c.obsList)
	}
	if obs != nil { // another seat's view: its own options (none unless it decides)
		c.ints = c.ints[:0]
		for _, o := range obs {
			c.ints = append(c.ints, int32(o.NumOptions))
		}
		e.EncodeString("num_options")
		wire.EncodeInt32s(e, c.ints, m)
	} else {
		gather("num_options", r.numOptions)
	}
	gather("to_play", r.toPlay)
	c.floats = c.floats[:0]
	for _, i := range sel {
		c.floats = append(c.floats, r.reward[i])
	}
	e.EncodeString("reward")
	wire.EncodeFloat32s(e, c.floats, m)
	p := g.spec.Players
	c.floats = c.floats[:0]
	for _, i := range sel {
		c.floats = append(c.floats, r.rewards[i*p:(i+1)*p]...)
	}
	e.EncodeString("rewards")
	wire.EncodeFloat32s(e, c.floats, m, p)
	c.bools = c.bools[:0]
	for _, i := range sel {
		c.bools = append(c.bools, r.term[i])
	}
	for _, i := range sel {
		c.bools = append(c.bools, r.trunc[i])
	}
	e.EncodeString("terminated")
	wire.EncodeBools(e, c.bools[:m], m)
	e.EncodeString("truncated")
	wire.EncodeBools(e, c.bools[m:], m)
	gather("winner", r.winner)
	gather("turn", r.turn)
	if g.vec == nil {
		return
	}
	// The last observations of the games that ended in the last step.
	b := g.last
	c.ints = c.ints[:0]
	c.obsList = c.obsList[:0]
	for _, i := range sel {
		if b.Terminated[i] || b.Truncated[i] {
			c.ints = append(c.ints, int32(i))
			c.obsList = append(c.obsList, frameView(&b.Final, g.spec, i))
		}
	}
	e.EncodeString("final_envs")
	wire.EncodeInt32s(e, c.ints, len(c.ints))
	e.EncodeString("final_obs")
	c.ow.write(e, g.spec, g.fields, c.obsList)
}

// all says whether sel is every env of a group of n, in order.
func all(sel []int, n int) bool {
	if len(sel) != n {
		return false
	}
	for j, i := range sel {
		if i != j {
			return false
		}
	}
	return true
}

// frameView is env i's observation in VecEnv frames, as an encode.Obs over
// them.
func frameView(f *env.Frames, s encode.Spec, i int) *encode.Obs {
	o := new(encode.Obs)
	fillView(o, f, s, i)
	return o
}

// fillView makes o env i's observation in VecEnv frames.
func fillView(o *encode.Obs, f *env.Frames, s encode.Spec, i int) {
	r, k := s.CardRows, s.Options
	*o = encode.Obs{
		CardIndex:   f.CardIndex[i*r : (i+1)*r],
		Cards:       f.Cards[i*r*s.CardFeatures : (i+1)*r*s.CardFeatures],
		Globals:     f.Globals[i*s.GlobalFeatures : (i+1)*s.GlobalFeatures],
		Options:     f.Options[i*k*s.OptionFeatures : (i+1)*k*s.OptionFeatures],
		OptionRefs:  f.OptionRefs[i*k*s.OptionRefs : (i+1)*k*s.OptionRefs],
		OptionCards: f.OptionCards[i*k*s.OptionRefs : (i+1)*k*s.OptionRefs],
		Mask:        f.Mask[i*k : (i+1)*k],
		NumOptions:  int(f.NumOptions[i]),
		Player:      int(f.Player[i]),
	}
}

func (c *conn) closeEnv(args []byte) *wire.Error {
	var a struct {
		Env uint32 `arg:"env,required"`
	}
	if e := c.args("close", args, &a); e != nil {
		return e
	}
	g, we := c.group("close", a.Env)
	if we != nil {
		return we
	}
	g.close()
	delete(c.envs, a.Env)
	c.numEnvs -= g.n
	c.enc.EncodeMapLen(1)
	c.enc.EncodeString("closed")
	c.enc.EncodeInt(int64(g.n))
	return nil
}
