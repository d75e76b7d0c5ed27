package web

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/lorcana-rl/lorcana/agents"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/render"
)

// tape is a game to look at rather than play: two agents playing each other
// (Watch: agents set, more actions made on demand), or a loaded record
// (Replay). Any position of it can be shown from any view: the state at
// position k is the game replayed from its seed for k actions (a game of
// 300 decisions replays in well under a millisecond).
type tape struct {
	mu      sync.Mutex
	id      string
	eg      *engine.Game
	seed    uint64
	actions []engine.Action
	specs   [2]string
	bots    [2]agents.Agent // Watch only
	live    *engine.State   // Watch: the state after every action
	legal   []engine.Action
	used    time.Time
	err     error // the agents failed: the game can't go on
}

// TapeView is a position of a tape from one view.
type TapeView struct {
	*View
	Pos    int       `json:"pos"`    // actions applied
	Total  int       `json:"total"`  // actions known
	Done   bool      `json:"done"`   // the game is over at Total (or can't go on)
	Agents [2]string `json:"agents"` // who plays each seat
	Next   string    `json:"next"`   // the action after Pos, as the view sees it ("" at the end)
	// BagModel names the bag model the game is played under when it is a rule
	// variant (docs/rule-variants.md); left out under the default, lorcana.
	BagModel string `json:"bag_model,omitempty"`
}

// maxStep and maxStepTime bound what one Watch request plays: 50
// decisions, and no more once a second has gone (two slow searches).
const (
	maxStep     = 50
	maxStepTime = time.Second
)

// maxTapeActions bounds the actions of a tape (a record or a watched game).
const maxTapeActions = 100000

// at shows position pos from viewer (a seat or render.Full).
func (t *tape) at(pos, viewer int) (tv *TapeView, err error) {
	pos = max(0, min(pos, len(t.actions)))
	defer func() {
		if r := recover(); r != nil {
			tv, err = nil, fmt.Errorf("the record does not replay at action %d: %v", pos, r)
		}
	}()
	var log bytes.Buffer
	lg := &render.Logger{W: &log, Viewer: viewer}
	st := t.eg.NewState(t.seed)
	for i := 0; i < pos; i++ {
		lg.Action(st, t.actions[i])
		if err := st.Apply(t.actions[i]); err != nil {
			return nil, fmt.Errorf("action %d does not replay: %w", i+1, err)
		}
	}
	lg.Applied(st)
	next := ""
	if pos < len(t.actions) {
		next = render.Action(st, t.actions[pos], viewer)
	}
	v := buildView(t.id, st, viewer, nil, log.String(), "")
	v.Yours, v.Options = false, []Option{}
	done := t.bots[0] == nil || t.err != nil || (t.live != nil && t.live.Over())
	if t.err != nil && pos == len(t.actions) {
		v.Decision = "the game stopped: " + t.err.Error()
	}
	bag := ""
	if m := t.eg.Config.Bag; m != engine.BagLorcana {
		bag = m.String()
	}
	return &TapeView{View: v, Pos: pos, Total: len(t.actions), Done: done, Agents: t.specs, Next: next, BagModel: bag}, nil
}

// extend lets the agents play up to n more decisions (Watch), and stops
// early at the deadline or when ctx ends (the browser left).
func (t *tape) extend(ctx context.Context, n int, deadline time.Time) (err error) {
	if t.bots[0] == nil || t.err != nil {
		return t.err
	}
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("engine or agent failure at decision %d: %v", t.live.Decisions, r)
		}
		if err != nil {
			t.err = err
		}
	}()
	for ; n > 0 && !t.live.Over() && len(t.actions) < maxTapeActions && ctx.Err() == nil && time.Now().Before(deadline); n-- {
		t.legal = t.live.Legal(t.legal[:0])
		if len(t.legal) == 0 {
			return errors.New("engine bug: no legal action")
		}
		p := t.live.Pending().Player
		i := t.bots[p].Act(t.live, t.legal)
		if e, ok := t.bots[p].(interface{ Err() error }); ok && e.Err() != nil {
			return fmt.Errorf("agent %s: %w", t.specs[p], e.Err())
		}
		if i < 0 || i >= len(t.legal) {
			return fmt.Errorf("agent %s chose %d of %d options", t.specs[p], i, len(t.legal))
		}
		a := t.legal[i]
		if err := t.live.Apply(a); err != nil {
			return fmt.Errorf("engine refused %v: %w", a, err)
		}
		t.actions = append(t.actions, a)
	}
	return nil
}
