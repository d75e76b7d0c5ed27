package bridge

import (
	"github.com/lorcana-rl/lorcana/agents"
	"github.com/lorcana-rl/lorcana/bridge/wire"
	"github.com/lorcana-rl/lorcana/encode"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/render"
	"github.com/vmihailenco/msgpack/v5"
)

// one is the args of the commands about one env of a group.
type one struct {
	Env   uint32 `arg:"env,required"`
	Index int    `arg:"index"`
}

// env resolves a one: an open group and a started env in it.
func (c *conn) env(cmd string, a one) (*group, *wire.Error) {
	g, we := c.group(cmd, a.Env)
	if we != nil {
		return nil, we
	}
	if a.Index < 0 || a.Index >= g.n {
		return nil, wire.Errorf(wire.CodeBadRequest, "%s: env index %d out of range: the group has %d (0 to %d)", cmd, a.Index, g.n, g.n-1)
	}
	if !g.started[a.Index] {
		return nil, wire.Errorf(wire.CodeGameOver, "%s: env %d has no game yet: reset it first", cmd, a.Index)
	}
	return g, nil
}

type observeArgs struct {
	Env    uint32    `arg:"env,required"`
	Player *int      `arg:"player"`
	Envs   wire.Ints `arg:"envs"`
}

// observe answers the last result again, optionally from another seat's
// view (the options are listed only for the seat that decides).
func (c *conn) observe(args []byte) *wire.Error {
	var a observeArgs
	if e := c.args("observe", args, &a); e != nil {
		return e
	}
	g, we := c.group("observe", a.Env)
	if we != nil {
		return we
	}
	sel, we := c.selection("observe", g, a.Envs)
	if we != nil {
		return we
	}
	for _, i := range sel {
		if !g.started[i] {
			return wire.Errorf(wire.CodeGameOver, "observe: env %d has no game yet: reset it first", i)
		}
	}
	if a.Player == nil {
		c.batch(g, sel, nil)
		return nil
	}
	if p := *a.Player; p < 0 || p >= g.spec.Players {
		return wire.Errorf(wire.CodeBadRequest, "observe: player %d out of range: %d players (0 to %d)", p, g.spec.Players, g.spec.Players-1)
	}
	obs := make([]*encode.Obs, 0, len(sel))
	for _, i := range sel {
		o, err := g.env(i).Observe(*a.Player)
		if err != nil {
			return wire.Errorf(wire.CodeBadRequest, "observe: env %d: %v", i, err)
		}
		if len(sel) > 1 { // Observe reuses one buffer per seat
			cp := g.spec.NewObs()
			cp.CopyFrom(o)
			o = cp
		}
		obs = append(obs, o)
	}
	c.batch(g, sel, obs)
	return nil
}

// legal lists the options of env index's observation, readably.
func (c *conn) legal(args []byte) *wire.Error {
	var a one
	if e := c.args("legal", args, &a); e != nil {
		return e
	}
	g, we := c.env("legal", a)
	if we != nil {
		return we
	}
	ev := g.env(a.Index)
	st := ev.State()
	legal := ev.Legal()
	e := c.enc
	e.EncodeMapLen(4)
	d := st.Pending()
	e.EncodeString("player")
	if st.Over() {
		e.EncodeInt(-1)
	} else {
		e.EncodeInt(int64(d.Player))
	}
	e.EncodeString("decision")
	e.EncodeString(d.Kind.String())
	listed := legal
	if st.Over() {
		listed = nil
	}
	listed = listed[:min(len(listed), g.spec.Options)]
	e.EncodeString("cut")
	e.EncodeInt(int64(len(legal) - len(listed)))
	e.EncodeString("options")
	e.EncodeArrayLen(len(listed))
	for i, act := range listed {
		card, target := actionCards(act)
		e.EncodeMapLen(7)
		e.EncodeString("index")
		e.EncodeInt(int64(i))
		e.EncodeString("kind")
		e.EncodeString(act.Kind.String())
		e.EncodeString("player")
		e.EncodeInt(int64(act.Player))
		e.EncodeString("card")
		encodeCardName(e, st, card, act.Player)
		e.EncodeString("target")
		encodeCardName(e, st, target, act.Player)
		e.EncodeString("n")
		e.EncodeInt(int64(act.N))
		e.EncodeString("text")
		e.EncodeString(render.Action(st, act, int(act.Player)))
	}
	return nil
}

// cardName is the full name of card id as player p sees it: "" for no
// card or a card p may not see (7.1.2, 7.1.3).
func cardName(st *engine.State, id engine.CardID, p uint8) string {
	if id == engine.NoCard || int(id) >= len(st.Cards) || agents.Hidden(st, p, id) {
		return ""
	}
	return st.Def(id).FullName
}

func encodeCardName(e *msgpack.Encoder, st *engine.State, id engine.CardID, p uint8) {
	if n := cardName(st, id, p); n != "" {
		e.EncodeString(n)
	} else {
		e.EncodeNil()
	}
}

// actionCards are the cards an action names: its card and target, or
// NoCard where its kind has none (as Action.String reads them).
func actionCards(a engine.Action) (card, target engine.CardID) {
	switch a.Kind {
	case engine.ActChallenge, engine.ActShift, engine.ActSing, engine.ActMove:
		return a.Card, a.Target
	case engine.ActOption, engine.ActAmount, engine.ActPick, engine.ActName,
		engine.ActEndTurn, engine.ActConcede, engine.ActDone, engine.ActYes, engine.ActNo:
		return engine.NoCard, engine.NoCard
	}
	return a.Card, engine.NoCard
}
