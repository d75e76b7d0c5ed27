package env

import (
	"errors"
	"fmt"

	"github.com/lorcana-rl/lorcana/agents"
	"github.com/lorcana-rl/lorcana/encode"
	"github.com/lorcana-rl/lorcana/engine"
)

// ErrGameOver is returned by Step after the game has ended: call Reset.
var ErrGameOver = errors.New("env: the game is over; call Reset")

// ErrNoGame is returned by Step before the first Reset.
var ErrNoGame = errors.New("env: no game; call Reset first")

// Env is one game as an environment. It is not safe for concurrent use.
type Env struct {
	b    *built
	cfg  Config
	spec encode.Spec
	enc  *encode.Encoder
	opp  agents.Agent

	st      engine.State // reused between games, so its buffers are too
	started bool
	legal   []engine.Action
	obs     *encode.Obs   // the observation Reset and Step return
	seatObs []*encode.Obs // Observe's buffers, made on first use
	rewards []float32
	phi     []float32 // shaping potentials before the step
	info    Info
	seed    uint64
	steps   int              // Steps taken in this game
	fault   error            // an engine failure while resetting
	saved   *backup          // SetState's copy of the game it replaces
	trace   *[]engine.Action // tests: every action applied, appended
}

// New builds an environment. Call Reset before Step.
func New(cfg Config) (*Env, error) {
	b, err := build(cfg)
	if err != nil {
		return nil, err
	}
	spec := encode.NewSpec(b.config.Players)
	return newEnv(b, spec.NewObs(), nil)
}

func newEnv(b *built, obs *encode.Obs, opp agents.Agent) (*Env, error) {
	cfg := b.config
	e := &Env{b: b, cfg: cfg, spec: encode.NewSpec(cfg.Players), obs: obs,
		rewards: make([]float32, cfg.Players), phi: make([]float32, cfg.Players),
		legal: make([]engine.Action, 0, 256)}
	e.enc = b.enc.Clone()
	switch {
	case opp != nil:
		e.opp = opp
	case cfg.NewOpponent != nil:
		if e.opp = cfg.NewOpponent(); e.opp == nil {
			return nil, errors.New("env: Config.NewOpponent returned nil")
		}
	default:
		e.opp = cfg.Opponent
	}
	e.info.Rewards = e.rewards
	return e, nil
}

// Spec returns the shapes of the observations.
func (e *Env) Spec() encode.Spec { return e.spec }

// Game returns the engine game the environment plays.
// With a deck pool, it is the game of the current decks (of the first
// deck in every seat before the first Reset).
func (e *Env) Game() *engine.Game {
	if e.started {
		return e.st.Game()
	}
	return e.b.game
}

// Note says why the environment plays fallback decks, or is empty.
func (e *Env) Note() string { return e.b.note }

// State returns the current state. It belongs to the environment: clone it
// to keep or change it.
func (e *Env) State() *engine.State { return &e.st }

// Legal returns the options behind the current observation: option i is
// Legal()[i]. The slice is the env's own, overwritten by the next step.
func (e *Env) Legal() []engine.Action { return e.legal }

// Seed returns the seed of the current game.
func (e *Env) Seed() uint64 { return e.seed }

// Reset starts a new game from seed and returns the observation of the
// player to act (after auto-answers and, in single-agent mode, the
// opponent's decisions).
func (e *Env) Reset(seed uint64) (*encode.Obs, Info) {
	e.seed, e.steps = seed, 0
	g := e.b.game
	if e.b.pool != nil {
		pg, err := e.b.pool.game(seed, e.cfg.Players)
		if err != nil {
			e.started, e.fault = true, err // reported by Step
			return e.obs, e.info
		}
		g = pg
	}
	g.ResetState(&e.st, seed) // reuses the state's buffers: no allocation
	e.started = true
	clear(e.rewards)
	e.potentials()
	e.info.AutoSteps = 0
	e.fault = e.advance() // an engine failure here is reported by Step
	e.finish(-1)
	return e.obs, e.info
}

// Step takes option action of the current observation. It returns the
// observation of the next player to act (of the acting player once the game
// is over), the reward of the player who acted, whether the game ended
// (terminated: won, lost or drawn; truncated: by the turn or decision
// limit), and Info. An index out of range, or a step after the end, is an
// error and changes nothing.
func (e *Env) Step(action int) (*encode.Obs, float32, bool, bool, Info, error) {
	if !e.started {
		return e.obs, 0, false, false, e.info, ErrNoGame
	}
	if e.fault != nil {
		return e.obs, 0, false, false, e.info, e.fault
	}
	if e.st.Over() {
		return e.obs, 0, false, false, e.info, ErrGameOver
	}
	if action < 0 || action >= e.obs.NumOptions {
		return e.obs, 0, false, false, e.info, fmt.Errorf("env: action %d out of range: %d options", action, e.obs.NumOptions)
	}
	actor := int(e.st.Pending().Player)
	clear(e.rewards)
	e.info.AutoSteps = 0
	err := e.apply(e.legal[action])
	if err == nil {
		err = e.advance()
	}
	e.finish(actor)
	if err != nil {
		return e.obs, 0, false, false, e.info, err
	}
	e.steps++
	over := e.st.Over()
	trunc := over && e.st.Truncated()
	return e.obs, e.rewards[actor], over && !trunc, trunc, e.info, nil
}

// apply applies one action, turning an engine panic into an error.
func (e *Env) apply(a engine.Action) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("env: engine failure applying %v (game seed %d): %v", a, e.seed, r)
		}
	}()
	if err := e.st.Apply(a); err != nil {
		return fmt.Errorf("env: engine refused its own legal action %v (game seed %d): %w", a, e.seed, err)
	}
	if e.trace != nil {
		*e.trace = append(*e.trace, a)
	}
	return nil
}

// advance lists the legal options and applies the decisions nobody needs
// to be asked: single options (AutoAnswer) and the opponent's in
// single-agent mode. The opponent is seeded for each decision from the
// game's seed and the decisions taken, so its choices depend on the game
// and the position only, and a game set to a state (SetState) goes on as
// the original did. An engine panic becomes an error.
func (e *Env) advance() (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("env: engine failure listing or choosing options (game seed %d): %v", e.seed, r)
		}
	}()
	for {
		e.legal = e.st.Legal(e.legal[:0])
		if e.st.Over() {
			return nil
		}
		if len(e.legal) == 0 {
			return fmt.Errorf("env: engine bug: no legal option at %v (game seed %d)", e.st.Pending(), e.seed)
		}
		d := e.st.Pending()
		var a engine.Action
		switch {
		case e.opp != nil && int(d.Player) != e.cfg.Seat:
			e.opp.Seed(mix(opponentSeed(e.seed), uint64(e.st.Decisions)))
			i := e.opp.Act(&e.st, e.legal)
			if i < 0 || i >= len(e.legal) {
				return fmt.Errorf("env: opponent %s chose option %d of %d", e.opp.Name(), i, len(e.legal))
			}
			a = e.legal[i]
		case e.cfg.AutoAnswer && len(e.legal) == 1:
			a = e.legal[0]
		default:
			return nil
		}
		if err := e.apply(a); err != nil {
			return err
		}
		e.info.AutoSteps++
	}
}

// finish computes the rewards, encodes the observation and fills Info;
// actor is the seat that acted (-1 after a reset).
func (e *Env) finish(actor int) {
	st := &e.st
	if st.Over() && st.Winner >= 0 {
		for q := range e.rewards {
			if q == int(st.Winner) {
				e.rewards[q] += 1
			} else {
				e.rewards[q] -= 1
			}
		}
	}
	if e.cfg.Shaping != 0 {
		for q := range e.phi {
			before := e.phi[q]
			e.rewards[q] += e.cfg.Shaping * (potential(st, q) - before)
		}
		e.potentials()
	}
	e.info.Turn = int(st.Turn)
	e.info.Winner = int(st.Winner)
	if st.Truncated() {
		e.info.Winner = -1
	}
	d := st.Pending()
	e.info.Decision = d.Kind
	if st.Over() {
		e.info.Player = -1
		p := actor
		if e.opp != nil || p < 0 {
			p = e.cfg.Seat
		}
		e.enc.Encode(st, p, nil, e.obs)
		return
	}
	e.info.Player = int(d.Player)
	e.enc.Encode(st, int(d.Player), e.legal, e.obs)
}

// Observe encodes seat p's view of the current state (with the options if p
// is to decide) into a buffer of the env's own, overwritten by the next
// Observe of p.
func (e *Env) Observe(p int) (*encode.Obs, error) {
	if p < 0 || p >= e.cfg.Players {
		return nil, fmt.Errorf("env: seat %d out of range for %d players", p, e.cfg.Players)
	}
	if !e.started {
		return nil, ErrNoGame
	}
	if e.seatObs == nil {
		e.seatObs = make([]*encode.Obs, e.cfg.Players)
	}
	if e.seatObs[p] == nil {
		e.seatObs[p] = e.spec.NewObs()
	}
	var legal []engine.Action
	if !e.st.Over() && int(e.st.Pending().Player) == p {
		legal = e.legal
	}
	e.enc.Encode(&e.st, p, legal, e.seatObs[p])
	return e.seatObs[p], nil
}

func (e *Env) potentials() {
	for q := range e.phi {
		e.phi[q] = potential(&e.st, q)
	}
}

// potential is a seat's lore minus the highest opponent lore.
func potential(st *engine.State, q int) float32 {
	best := int16(-1 << 15)
	for o := range st.Players {
		if o != q && st.Players[o].Lore > best {
			best = st.Players[o].Lore
		}
	}
	return float32(st.Players[q].Lore - best)
}

// mix is SplitMix64 of a and b: the seeds of games and opponents.
func mix(a, b uint64) uint64 {
	z := a + (b+1)*0x9E3779B97F4A7C15
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
	z = (z ^ (z >> 27)) * 0x94D049BB133111EB
	return z ^ (z >> 31)
}

func opponentSeed(game uint64) uint64 { return mix(game, 0x0770) }
