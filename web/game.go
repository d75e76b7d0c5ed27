package web

import (
	"bytes"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/lorcana-rl/lorcana/agents"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/render"
	"github.com/lorcana-rl/lorcana/replay"
)

// game is one game in play: a person in one seat, an agent in the other.
// Its methods lock it; the bot answers inside the person's request (it
// takes well under a millisecond a decision), so no game runs on its own.
type game struct {
	mu       sync.Mutex
	id       string
	st       *engine.State
	seat     int      // the person's seat
	seed     uint64   // the game's
	bots     *botPool // the other seat's agent is borrowed from it for each of its turns
	botSpec  string   // what makes the agent
	botLabel string   // what the page calls it
	legal    []engine.Action
	log      bytes.Buffer // the game as the person's seat sees it
	logger   *render.Logger
	news     int // log bytes before what the person has not answered yet
	rec      *replay.Record
	used     time.Time     // the last request
	saved    bool          // the record is written
	broken   error         // an engine or agent failure ended the game
	botTime  time.Duration // the bot's answers: their total time, count and longest
	botN     int
	botMax   time.Duration
	watch    func(*engine.State, *engine.Action) // tests: every state the game passes, and the action about to be applied (nil after)
}

// errStale is an answer to a decision that is no longer pending (another
// tab answered it, or the page is out of date).
var errStale = errors.New("the game has moved on since this page was drawn: it shows the game as it is now")

// errNotYours is an answer while the bot must decide.
var errNotYours = errors.New("it is not your decision")

// view is the game as the person's seat sees it. The caller holds mu.
func (g *game) view() *View {
	g.logger.Applied(g.st)
	news := ""
	if g.news <= g.log.Len() {
		news = g.log.String()[g.news:]
	}
	v := buildView(g.id, g.st, g.seat, g.legal, g.log.String(), news)
	if v.Over {
		seed := g.seed
		v.Seed = &seed
	}
	if g.broken != nil {
		v.Decision = "the game stopped: " + g.broken.Error()
		v.Options, v.Yours = []Option{}, false
	}
	return v
}

// apply applies a, keeping the log and the record. The caller holds mu.
func (g *game) apply(a engine.Action) error {
	if g.watch != nil {
		g.watch(g.st, &a)
	}
	g.logger.Action(g.st, a)
	if g.rec != nil {
		g.rec.Add(a)
	}
	if err := g.st.Apply(a); err != nil {
		return fmt.Errorf("engine refused %v: %w", a, err)
	}
	g.legal = g.st.Legal(g.legal[:0])
	if g.watch != nil {
		g.watch(g.st, nil)
	}
	return nil
}

// runBot lets the bot answer until the person must decide or the game is
// over. The caller holds mu.
func (g *game) runBot() (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("engine or agent failure at decision %d: %v", g.st.Decisions, r)
		}
		if err != nil {
			g.broken = err
		}
	}()
	if g.st.Over() || int(g.st.Pending().Player) == g.seat {
		return nil
	}
	bot, err := g.bots.get(g.botSpec)
	if err != nil {
		return err
	}
	defer g.bots.put(g.botSpec, bot)
	// The same seed at the same decision: a game plays the same whichever
	// agent of the pool answers.
	bot.Seed(g.seed ^ uint64(g.st.Decisions)*0x9e3779b97f4a7c15)
	for !g.st.Over() && int(g.st.Pending().Player) != g.seat {
		if len(g.legal) == 0 {
			return fmt.Errorf("engine bug: no legal action at decision %d", g.st.Decisions)
		}
		t0 := time.Now()
		i := bot.Act(g.st, g.legal)
		d := time.Since(t0)
		g.botTime += d
		g.botN++
		g.botMax = max(g.botMax, d)
		if e, ok := bot.(interface{ Err() error }); ok && e.Err() != nil {
			return fmt.Errorf("agent %s: %w", g.botLabel, e.Err())
		}
		if i < 0 || i >= len(g.legal) {
			return fmt.Errorf("agent %s chose %d of %d options", g.botLabel, i, len(g.legal))
		}
		if err := g.apply(g.legal[i]); err != nil {
			return err
		}
	}
	return nil
}

// answer takes the person's option n of the decision seq (View.Seq), or a
// concession, then lets the bot answer. The caller holds mu.
func (g *game) answer(seq, n int, concede bool) error {
	if g.broken != nil {
		return g.broken
	}
	if g.st.Over() {
		return errors.New("the game is over")
	}
	if seq != int(g.st.Decisions) && !concede { // a concession stands whenever it comes
		return errStale
	}
	var a engine.Action
	switch {
	case concede:
		a = engine.Action{Kind: engine.ActConcede, Player: uint8(g.seat)}
	case int(g.st.Pending().Player) != g.seat:
		return errNotYours
	case n < 0 || n >= len(g.legal):
		return fmt.Errorf("there is no option %d: the options are 0 to %d", n, len(g.legal)-1)
	default:
		a = g.legal[n]
	}
	g.logger.Applied(g.st)
	g.news = g.log.Len()
	if err := g.apply(a); err != nil {
		g.broken = err
		return err
	}
	return g.runBot()
}

// botPool keeps made agents by specification, so that open games share a
// few of them (a neural agent holds about half a megabyte of buffers)
// instead of one each.
type botPool struct {
	mu   sync.Mutex
	free map[string][]agents.Agent
}

// maxIdleBots is how many idle agents of one kind the pool keeps.
const maxIdleBots = 4

func newBotPool() *botPool { return &botPool{free: map[string][]agents.Agent{}} }

func (p *botPool) get(spec string) (agents.Agent, error) {
	p.mu.Lock()
	if l := p.free[spec]; len(l) > 0 {
		a := l[len(l)-1]
		p.free[spec] = l[:len(l)-1]
		p.mu.Unlock()
		return a, nil
	}
	p.mu.Unlock()
	return agents.New(spec, 0)
}

func (p *botPool) put(spec string, a agents.Agent) {
	if a == nil {
		return
	}
	if e, ok := a.(interface{ Err() error }); ok && e.Err() != nil {
		return // a failed agent is not reused
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if len(p.free[spec]) < maxIdleBots {
		p.free[spec] = append(p.free[spec], a)
	}
}
