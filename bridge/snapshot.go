package bridge

import (
	"errors"
	"fmt"

	"github.com/lorcana-rl/lorcana/bridge/wire"
	"github.com/lorcana-rl/lorcana/encode"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/env"
	"github.com/vmihailenco/msgpack/v5"
)

// A snapshot is what serialize returns and restore takes: the engine state
// of one env's game (engine.State.Serialize), the game's bookkeeping
// (env.Episode: its seed and the steps taken) and the configuration it
// belongs to. Restore sets the env to the state directly (env.SetState):
// nothing is replayed.
type snapshot struct {
	Format  string `msgpack:"format"`
	Version int    `msgpack:"version"`
	Config  string `msgpack:"config"`
	Seed    uint64 `msgpack:"seed"`
	Steps   int    `msgpack:"steps"`
	State   []byte `msgpack:"state"`
}

const (
	snapshotFormat = "lorcana-env-snapshot"
	// snapshotVersion 2 holds the engine state itself; version 1 (seed and
	// actions, replayed) is no longer read.
	snapshotVersion = 2
)

// fingerprint names everything of a configuration that changes games.
func (g *group) fingerprint() string {
	c := g.cfg
	fp := fmt.Sprintf("decks=%q players=%d variant=%d turn_limit=%d auto_answer=%t skip_alter=%t starting=%d shaping=%g opponent=%q seat=%d",
		c.Decks, c.Players, c.Variant, c.TurnLimit, c.AutoAnswer, c.SkipAlter, c.StartingPlayer, c.Shaping, g.opponent, c.Seat)
	if c.Bag != engine.BagLorcana {
		fp += " bag=" + c.Bag.String() // only a variant's: the default's fingerprint is as before
	}
	return fp
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
	ev := g.env(a.Index)
	ep := ev.Episode()
	b, err := msgpack.Marshal(&snapshot{Format: snapshotFormat, Version: snapshotVersion, Config: g.fingerprint(),
		Seed: ep.Seed, Steps: ep.Steps, State: ev.State().AppendSerialized(nil)})
	if err != nil {
		return wire.Errorf(wire.CodeInternal, "serialize: %v", err)
	}
	c.enc.EncodeMapLen(3)
	c.enc.EncodeString("state")
	c.enc.EncodeBytes(b)
	c.enc.EncodeString("seed")
	c.enc.EncodeUint(ep.Seed)
	c.enc.EncodeString("steps")
	c.enc.EncodeInt(int64(ep.Steps))
	return nil
}

type restoreArgs struct {
	Env   uint32 `arg:"env,required"`
	Index int    `arg:"index"`
	State []byte `arg:"state,required"`
}

// restore puts env index of a group (manual or autoreset) into a
// serialized state and answers like observe for that env.
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
		return wire.Errorf(wire.CodeBadRequest, "restore: env index %d out of range: the group has %d (0 to %d)", a.Index, g.n, g.n-1)
	}
	var s snapshot
	if err := wire.Check(a.State, c.srv.limits); err != nil {
		return wire.Errorf(wire.CodeBadRequest, "restore: state is not a snapshot from serialize: %v", err)
	}
	if err := msgpack.Unmarshal(a.State, &s); err != nil || s.Format != snapshotFormat {
		return wire.Errorf(wire.CodeBadRequest, "restore: state is not a snapshot from serialize")
	}
	if s.Version != snapshotVersion {
		return wire.Errorf(wire.CodeBadRequest, "restore: snapshot version %d; this server reads version %d (serialize the game again)", s.Version, snapshotVersion)
	}
	if fp := g.fingerprint(); s.Config != fp {
		return wire.Errorf(wire.CodeBadRequest, "restore: the snapshot is of another configuration (%s); this env is %s", wire.Clip(s.Config), wire.Clip(fp))
	}
	if err := g.restore(a.Index, s.State, env.Episode{Seed: s.Seed, Steps: s.Steps}); err != nil {
		return wire.Errorf(wire.CodeBadRequest, "restore: %v", err)
	}
	c.batch(g, []int{a.Index}, nil)
	return nil
}

// restore sets env i to the serialized engine state data. A state that
// doesn't match leaves the env as it was; after an engine failure encoding
// the restored state (a bug) the env has no game until its next reset.
func (g *group) restore(i int, data []byte, ep env.Episode) error {
	if g.vec != nil {
		b, err := g.vec.Restore(i, data, ep)
		if err != nil {
			if errors.Is(err, env.ErrNoGame) {
				g.started[i] = false
			}
			return err
		}
		g.last = b
		g.started[i], g.seeds[i] = true, g.vec.Env(i).Seed()
		return nil
	}
	obs, info, err := g.envs[i].Restore(data, ep)
	if err != nil {
		if errors.Is(err, env.ErrNoGame) {
			g.started[i] = false
		}
		return err
	}
	g.setRecord(i, obs, info)
	return nil
}

// setRecord records the result of setting manual env i to a state: no
// step was taken; the game may be over.
func (g *group) setRecord(i int, obs *encode.Obs, info env.Info) {
	st := g.envs[i].State()
	over := st.Over()
	g.started[i], g.seeds[i] = true, g.envs[i].Seed()
	g.record(i, obs, 0, over && !st.Truncated(), over && st.Truncated(), info)
}

// clone opens a new manual group of one env set to the game of env index
// (the state itself, not a replay).
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
	src := g.env(a.Index)
	obs, info, err := ng.envs[0].SetState(src.State(), src.Episode())
	if err != nil {
		return wire.Errorf(wire.CodeInternal, "clone: env %d: %v", a.Index, err)
	}
	ng.setRecord(0, obs, info)
	c.add(ng)
	c.groupInfo(ng)
	return nil
}
