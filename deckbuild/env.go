package deckbuild

import (
	"errors"
	"fmt"
	"math/bits"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
)

// Config is an Env's configuration.
type Config struct {
	Rules        *Rules
	Gauntlet     *Gauntlet
	GamesPerDeck int    // games against each gauntlet deck when done (even, 2 or more)
	MaxSteps     int    // steps before the episode is truncated; 0: DefaultMaxSteps(MaxSize)
	Seed         uint64 // with each episode's seed, the seeds of its games
}

// DefaultMaxSteps is the step limit of an episode for a deck of at most
// size cards: room to fill it twice over and submit.
func DefaultMaxSteps(size int) int { return 4*size + 1 }

// MaxGamesPerDeck bounds Config.GamesPerDeck.
const MaxGamesPerDeck = 1000

// Env is the deck-building environment: an episode starts from an empty
// deck, each step adds or removes a copy of a candidate (actions i and
// N+i) or submits the deck (action 2N, done), which ends the episode with
// the deck's win rate against the gauntlet as its reward; every other step
// rewards 0. An episode that reaches MaxSteps steps without done is
// truncated. Actions the rules refuse are masked (Obs.Mask).
type Env struct {
	cfg   Config
	state *State
	mask  []bool
	steps int
	seed  uint64 // the episode's
	over  bool
	deck  []engine.DefID // done's deck, card by card
}

// Obs is what the builder sees: the copies of each candidate chosen, the
// legal actions, the deck's size and the steps taken. Its slices are the
// Env's own, overwritten by the next step.
type Obs struct {
	Counts []int32 // by candidate
	Mask   []bool  // by action: add 0..N-1, remove N..2N-1, done 2N
	Size   int
	Steps  int
}

// Result is the outcome of a step.
type Result struct {
	Reward     float64 // the win rate when done, else 0
	Terminated bool    // done
	Truncated  bool    // MaxSteps reached
	Score      Score   // the games of done
}

// ErrEpisodeOver is returned (wrapped) by Step after the episode ended.
var ErrEpisodeOver = errors.New("the episode is over: reset it")

// ErrIllegal is returned (wrapped) by Step for an action the rules refuse.
var ErrIllegal = errors.New("illegal action")

// NewEnv makes an environment; call Reset before the first Step.
func NewEnv(cfg Config) (*Env, error) {
	switch {
	case cfg.Rules == nil:
		return nil, fmt.Errorf("deckbuild: no rules")
	case cfg.Gauntlet == nil:
		return nil, fmt.Errorf("deckbuild: no gauntlet")
	case cfg.GamesPerDeck < 2 || cfg.GamesPerDeck%2 != 0 || cfg.GamesPerDeck > MaxGamesPerDeck:
		return nil, fmt.Errorf("deckbuild: %d games a gauntlet deck: an even number from 2 to %d (the deck in both seats)", cfg.GamesPerDeck, MaxGamesPerDeck)
	case cfg.MaxSteps < 0:
		return nil, fmt.Errorf("deckbuild: max steps %d: at least 1 (0: the default)", cfg.MaxSteps)
	}
	if cfg.MaxSteps == 0 {
		cfg.MaxSteps = DefaultMaxSteps(cfg.Rules.MaxSize)
	}
	e := &Env{cfg: cfg, state: NewState(cfg.Rules), mask: make([]bool, cfg.Rules.NumActions()), over: true}
	return e, nil
}

// Config is the environment's configuration (MaxSteps filled in).
func (e *Env) Config() Config { return e.cfg }

// State is the deck being built (read it; change it only through Step).
func (e *Env) State() *State { return e.state }

// NumActions is the number of actions: 2N+1 for N candidates.
func (e *Env) NumActions() int { return len(e.mask) }

// Reset starts an episode from an empty deck; seed, with Config.Seed,
// seeds the games of its done.
func (e *Env) Reset(seed uint64) Obs {
	e.state.Reset()
	e.steps, e.seed, e.over = 0, seed, false
	e.fillMask()
	return e.Obs()
}

// Obs is the current observation.
func (e *Env) Obs() Obs {
	return Obs{Counts: e.state.counts, Mask: e.mask, Size: e.state.size, Steps: e.steps}
}

// Over says whether the episode has ended (or none has started).
func (e *Env) Over() bool { return e.over }

// fillMask sets the legal actions (none once the episode is over).
func (e *Env) fillMask() {
	n := len(e.state.counts)
	if e.over {
		clear(e.mask)
		return
	}
	s := e.state
	r := s.r
	room := s.size < r.MaxSize
	inks, core := s.Inks(), r.Format == cards.CoreConstructed
	for i, c := range r.Candidates {
		add := room && int(s.counts[i]) < c.Limit
		if add && core {
			add = (r.Inks == 0 || c.Inks&^r.Inks == 0) && bits.OnesCount8(uint8(inks|c.Inks)) <= 2
		}
		e.mask[i] = add // State.CanAdd, for all candidates at once
		e.mask[n+i] = s.counts[i] > 0
	}
	e.mask[2*n] = e.state.Complete()
}

// Step takes action a. An action out of range, one the mask refuses, or a
// step after the episode ended is an error (wrapping ErrIllegal or
// ErrEpisodeOver) and changes nothing. A done whose games fail is an error
// and ends the episode.
func (e *Env) Step(a int) (Result, error) {
	var r Result
	if e.over {
		return r, fmt.Errorf("deckbuild: %w", ErrEpisodeOver)
	}
	n := len(e.state.counts)
	inks, room := e.state.Inks(), e.state.size < e.cfg.Rules.MaxSize
	switch {
	case a < 0 || a > 2*n:
		return r, fmt.Errorf("deckbuild: %w: action %d out of range: there are %d (0 to %d)", ErrIllegal, a, 2*n+1, 2*n)
	case a < n:
		if err := e.state.Add(a); err != nil {
			return r, fmt.Errorf("deckbuild: %w %d: %v", ErrIllegal, a, err)
		}
	case a < 2*n:
		if err := e.state.Remove(a - n); err != nil {
			return r, fmt.Errorf("deckbuild: %w %d: %v", ErrIllegal, a, err)
		}
	default:
		if !e.state.Complete() {
			return r, fmt.Errorf("deckbuild: %w %d (done): the deck holds %d cards, a legal deck %s", ErrIllegal, a, e.state.size, e.sizeWords())
		}
		e.steps++
		e.over = true
		e.fillMask()
		score, err := e.play()
		if err != nil {
			return r, fmt.Errorf("deckbuild: done: %w", err)
		}
		r.Reward, r.Terminated, r.Score = score.Rate(), true, score
		return r, nil
	}
	e.steps++
	if e.steps >= e.cfg.MaxSteps {
		e.over, r.Truncated = true, true
	}
	if e.over || e.state.Inks() != inks || (e.state.size < e.cfg.Rules.MaxSize) != room {
		e.fillMask()
	} else { // only the card's own actions and done change
		e.fillOne(a % n)
	}
	return r, nil
}

// fillOne sets the actions of candidate i and done, when nothing else
// changed: the deck's inks and whether it has room are as they were.
func (e *Env) fillOne(i int) {
	n := len(e.state.counts)
	e.mask[i] = e.state.CanAdd(i)
	e.mask[n+i] = e.state.counts[i] > 0
	e.mask[2*n] = e.state.Complete()
}

func (e *Env) sizeWords() string {
	r := e.cfg.Rules
	if r.MinSize == r.MaxSize {
		return fmt.Sprintf("exactly %d", r.MinSize)
	}
	return fmt.Sprintf("from %d to %d", r.MinSize, r.MaxSize)
}

// play plays the deck against the gauntlet, after checking it with the
// project's deck check.
func (e *Env) play() (Score, error) {
	if ps := e.state.Problems(); len(ps) > 0 {
		return Score{}, fmt.Errorf("the deck breaks a rule (a bug in the mask): %s", ps[0])
	}
	e.deck = e.state.AppendIDs(e.deck[:0])
	return e.cfg.Gauntlet.Play(e.deck, mix(e.cfg.Seed, e.seed), e.cfg.GamesPerDeck)
}
