package bridge

import (
	"fmt"
	"slices"

	"github.com/lorcana-rl/lorcana/bridge/wire"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/vmihailenco/msgpack/v5"
)

// A snapshot is what serialize returns and restore takes: the game's seed
// and the actions taken since (an environment is deterministic given
// both), the configuration they apply to, and the engine state they lead
// to, which restore checks the replay against.
type snapshot struct {
	Format  string  `msgpack:"format"`
	Version int     `msgpack:"version"`
	Config  string  `msgpack:"config"`
	Seed    uint64  `msgpack:"seed"`
	Actions []int32 `msgpack:"actions"`
	State   []byte  `msgpack:"state"`
}

const snapshotFormat = "lorcana-env-snapshot"

// fingerprint names everything of a configuration that changes games.
func (g *group) fingerprint() string {
	c := g.cfg
	return fmt.Sprintf("decks=%q players=%d variant=%d turn_limit=%d auto_answer=%t skip_alter=%t starting=%d shaping=%g opponent=%q seat=%d",
		c.Decks, c.Players, c.Variant, c.TurnLimit, c.AutoAnswer, c.SkipAlter, c.StartingPlayer, c.Shaping, g.opponent, c.Seat)
}

func (c *conn) serialize(args []byte) *wire.Error {
	var a one
	if e := c.args("serialize", args, &a); e != nil {
		return e
	}
	g, we := c.env("serialize", a)
	if we != nil {
		return we
	}
	st, err := g.env(a.Index).State().Serialize()
	if err != nil {
		return wire.Errorf(wire.CodeInternal, "serialize: %v", err)
	}
	b, err := msgpack.Marshal(&snapshot{Format: snapshotFormat, Version: 1, Config: g.fingerprint(),
		Seed: g.seeds[a.Index], Actions: g.hist[a.Index], State: st})
	if err != nil {
		return wire.Errorf(wire.CodeInternal, "serialize: %v", err)
	}
	c.enc.EncodeMapLen(3)
	c.enc.EncodeString("state")
	c.enc.EncodeBytes(b)
	c.enc.EncodeString("seed")
	c.enc.EncodeUint(g.seeds[a.Index])
	c.enc.EncodeString("steps")
	c.enc.EncodeInt(int64(len(g.hist[a.Index])))
	return nil
}

type restoreArgs struct {
	Env   uint32 `msgpack:"env"`
	Index int    `msgpack:"index"`
	State []byte `msgpack:"state"`
}

// restore puts env index of a manual group into a serialized state and
// answers like observe for that env.
func (c *conn) restore(args []byte) *wire.Error {
	var a restoreArgs
	if e := c.args("restore", args, &a); e != nil {
		return e
	}
	g, we := c.group("restore", a.Env)
	if we != nil {
		return we
	}
	if a.Index < 0 || a.Index >= g.n {
		return wire.Errorf(wire.CodeBadRequest, "restore: env index %d out of range: the group has %d", a.Index, g.n)
	}
	if g.vec != nil {
		return wire.Errorf(wire.CodeBadRequest, "restore: env %d is an autoreset group; restore into a group made with autoreset off (clone makes one)", a.Env)
	}
	var s snapshot
	if err := msgpack.Unmarshal(a.State, &s); err != nil || s.Format != snapshotFormat {
		return wire.Errorf(wire.CodeBadRequest, "restore: state is not a snapshot from serialize")
	}
	if s.Version != 1 {
		return wire.Errorf(wire.CodeBadRequest, "restore: snapshot version %d; this server reads version 1", s.Version)
	}
	if fp := g.fingerprint(); s.Config != fp {
		return wire.Errorf(wire.CodeBadRequest, "restore: the snapshot is of another configuration (%s); this env is %s", s.Config, fp)
	}
	if we := g.restore(a.Index, &s); we != nil {
		return we
	}
	c.batch(g, []int{a.Index}, nil)
	return nil
}

// restore replays s into env i and checks the state it reaches. On failure
// the env has no game until the next reset.
func (g *group) restore(i int, s *snapshot) *wire.Error {
	if err := g.replay(i, s.Seed, s.Actions); err != nil {
		g.started[i] = false
		return wire.Errorf(wire.CodeBadRequest, "restore: replaying the snapshot: %v", err)
	}
	if s.State != nil {
		want, err := g.envs[i].Game().Restore(s.State)
		if err != nil || !engine.Equal(want, g.envs[i].State()) {
			g.started[i] = false
			return wire.Errorf(wire.CodeBadRequest, "restore: the replayed game does not reach the snapshot's state (a snapshot of another engine version?)")
		}
	}
	return nil
}

// clone opens a new group of one manual env in the game of env index.
func (c *conn) clone(args []byte) *wire.Error {
	var a one
	if e := c.args("clone", args, &a); e != nil {
		return e
	}
	g, we := c.env("clone", a)
	if we != nil {
		return we
	}
	if c.numEnvs+1 > c.srv.opts.MaxEnvs {
		return wire.Errorf(wire.CodeLimit, "clone: one more environment would pass this connection's limit of %d", c.srv.opts.MaxEnvs)
	}
	ng, err := newGroup(g.cfg, 1, g.base, false)
	if err != nil {
		return wire.Errorf(wire.CodeInternal, "clone: %v", err)
	}
	ng.fields, ng.opponent, ng.packed = g.fields, g.opponent, g.packed
	if err := ng.replay(0, g.seeds[a.Index], slices.Clone(g.hist[a.Index])); err != nil {
		return wire.Errorf(wire.CodeInternal, "clone: replaying env %d: %v", a.Index, err)
	}
	c.add(ng)
	c.groupInfo(ng)
	return nil
}
