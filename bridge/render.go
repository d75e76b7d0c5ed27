package bridge

import (
	"fmt"
	"strings"

	"github.com/lorcana-rl/lorcana/bridge/wire"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/render"
)

// renderArgs: view is "full" (or absent) for the debug view of every card,
// or a seat for what that player may see (7.1.2, 7.1.3).
type renderArgs struct {
	Env   uint32  `arg:"env,required"`
	Index int     `arg:"index"`
	View  viewArg `arg:"view"`
}

// viewArg is render's view as given: a seat (seat set), or "full" or
// absent (seat nil).
type viewArg struct{ seat *int64 }

// Read reads a seat (an integer) or "full".
func (v *viewArg) Read(r *wire.Reader) error {
	if k, err := r.Peek(); err == nil && k == wire.KindStr {
		s, _ := r.Str()
		if !strings.EqualFold(string(s), "full") {
			return fmt.Errorf("%q: give \"full\" or a seat", wire.Clip(string(s)))
		}
		v.seat = nil
		return nil
	}
	x, err := r.Int()
	if err != nil {
		return fmt.Errorf("give \"full\" or a seat: %w", err)
	}
	v.seat = &x
	return nil
}

// render draws env index's game with package render, as lorcana play
// does: the board from the viewer's side, the decision pending and, when
// the viewer may see them (the full view, or the seat deciding), the
// options the observation lists.
func (c *conn) render(args []byte) *wire.Error {
	var a renderArgs
	if e := c.args("render", args, &a); e != nil {
		return e
	}
	g, we := c.env("render", one{Env: a.Env, Index: a.Index})
	if we != nil {
		return we
	}
	viewer, we := parseView(a.View, g.spec.Players)
	if we != nil {
		return we
	}
	ev := g.env(a.Index)
	c.enc.EncodeMapLen(2)
	c.enc.EncodeString("text")
	c.enc.EncodeString(renderText(ev.State(), ev.Legal(), g.spec.Options, viewer))
	c.enc.EncodeString("view")
	if viewer == render.Full {
		c.enc.EncodeString("full")
	} else {
		c.enc.EncodeInt(int64(viewer))
	}
	return nil
}

// parseView checks render's view argument: a seat or "full".
func parseView(v viewArg, players int) (int, *wire.Error) {
	if v.seat == nil {
		return render.Full, nil
	}
	if seat := *v.seat; seat < 0 || seat >= int64(players) {
		return 0, wire.Errorf(wire.CodeBadRequest, "render: view seat %d out of range: %d players (0 to %d)", seat, players, players-1)
	}
	return int(*v.seat), nil
}

// renderText is render.Board for viewer and the options the observation
// lists (at most k) when viewer may see them.
func renderText(st *engine.State, legal []engine.Action, k, viewer int) string {
	var b strings.Builder
	render.Board(&b, st, viewer)
	if st.Over() || viewer != render.Full && viewer != int(st.Pending().Player) {
		return b.String()
	}
	b.WriteString("options:\n")
	for i, a := range legal[:min(len(legal), k)] {
		fmt.Fprintf(&b, "  %d: %s\n", i, render.Action(st, a, viewer))
	}
	if len(legal) > k {
		fmt.Fprintf(&b, "  (%d more options not listed)\n", len(legal)-k)
	}
	return b.String()
}
