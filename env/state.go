package env

import (
	"errors"
	"fmt"

	"github.com/lorcana-rl/lorcana/encode"
	"github.com/lorcana-rl/lorcana/engine"
)

// Episode is an env's bookkeeping of the game it plays besides the engine
// state: with the state, what SetState and Restore need to continue a game
// exactly as it would have gone on.
type Episode struct {
	// Seed is the game's seed (Env.Seed). In single-agent mode the
	// opponent's choices derive from it and the position, so a restored
	// game goes on as the original did.
	Seed uint64
	// Steps counts the Steps taken since the game's Reset.
	Steps int
}

// Episode returns the bookkeeping of the current game.
func (e *Env) Episode() Episode { return Episode{Seed: e.seed, Steps: e.steps} }

// Steps counts the Steps taken since the last Reset (or as SetState set
// it).
func (e *Env) Steps() int { return e.steps }

// ErrStateMismatch wraps every reason SetState and Restore refuse a state
// that is not a game of the env's configuration.
var ErrStateMismatch = errors.New("env: the state is not a game of this environment's configuration")

// Restore puts the env into the state data serialised by
// engine.State.Serialize (of a game of the same configuration), as
// SetState does. Corrupt or foreign bytes are an error, never a panic, and
// leave the env as it was.
func (e *Env) Restore(data []byte, ep Episode) (*encode.Obs, Info, error) {
	if e.b.pool != nil {
		return e.obs, e.info, errPoolState
	}
	st, err := e.b.game.Restore(data)
	if err != nil {
		return e.obs, e.info, fmt.Errorf("%w: %w", ErrStateMismatch, err)
	}
	return e.SetState(st, ep)
}

// SetState puts the env into a copy of st (a state of this env's Game, or
// of another Game of the same configuration: players, variant, turn and
// decision limits and the decks, card by card) as the game whose
// bookkeeping is ep, and returns the observation of the player to act, as
// Reset does: decisions that Step would have applied on its own
// (auto-answers, the opponent's) are applied first. Rewards start at zero;
// if the game is over, Step answers ErrGameOver until the next Reset.
//
// A state that does not match is an error (wrapping ErrStateMismatch), and
// so is an engine failure while applying those first decisions; either
// leaves the env as it was. (An engine failure encoding the observation, a
// bug, leaves it with no game: the error wraps ErrNoGame.)
func (e *Env) SetState(st *engine.State, ep Episode) (obs *encode.Obs, info Info, err error) {
	if e.b.pool != nil {
		return e.obs, e.info, errPoolState
	}
	if err := e.matches(st); err != nil {
		return e.obs, e.info, fmt.Errorf("%w: %w", ErrStateMismatch, err)
	}
	if ep.Steps < 0 {
		return e.obs, e.info, fmt.Errorf("%w: an episode of %d steps", ErrStateMismatch, ep.Steps)
	}
	b := e.save()
	st.CloneInto(&e.st)
	e.seed, e.steps, e.fault = ep.Seed, ep.Steps, nil
	e.started = true
	clear(e.rewards)
	e.potentials()
	e.info.AutoSteps = 0
	if err := e.advance(); err != nil {
		e.back(b)
		return e.obs, e.info, fmt.Errorf("%w: the engine fails on it: %w", ErrStateMismatch, err)
	}
	defer func() { // the encoder on a state no env reached
		if r := recover(); r != nil {
			e.started = false
			obs, info, err = e.obs, e.info, fmt.Errorf("%w: engine failure encoding the set state: %v", ErrNoGame, r)
		}
	}()
	e.finish(-1)
	return e.obs, e.info, nil
}

// backup is what SetState saves to put back when the engine fails on the
// state it was given.
type backup struct {
	st           engine.State
	seed         uint64
	steps        int
	started      bool
	fault        error
	info         Info
	rewards, phi []float32
}

// save keeps the env's game in e.saved (its buffers reused).
func (e *Env) save() *backup {
	if e.saved == nil {
		e.saved = &backup{}
	}
	b := e.saved
	e.st.CloneInto(&b.st)
	b.seed, b.steps, b.started, b.fault, b.info = e.seed, e.steps, e.started, e.fault, e.info
	b.rewards = append(b.rewards[:0], e.rewards...)
	b.phi = append(b.phi[:0], e.phi...)
	return b
}

// back puts the game save kept back. The observation was not touched; the
// options are listed again (the same list: Legal is a function of the
// state).
func (e *Env) back(b *backup) {
	b.st.CloneInto(&e.st)
	e.seed, e.steps, e.started, e.fault, e.info = b.seed, b.steps, b.started, b.fault, b.info
	copy(e.rewards, b.rewards)
	copy(e.phi, b.phi)
	e.legal = e.legal[:0]
	if e.started && len(e.st.Players) > 0 {
		e.legal = e.st.Legal(e.legal)
	}
}

// setGame sets the game's bookkeeping. The state is in e.st and is not
// advanced.
func (e *Env) setGame(ep Episode) {
	e.seed, e.steps = ep.Seed, ep.Steps
	e.fault = nil
}

// matches says why st is not a game this env could be playing, or nil.
// Restore's checks (engine.Game.Restore) make every index in the state
// safe; these make the state this configuration's.
func (e *Env) matches(st *engine.State) error {
	if st == nil || st.Game() == nil {
		return errors.New("no state")
	}
	g, mine := st.Game(), e.b.game
	if g != mine {
		a, b := &g.Config, &mine.Config
		switch {
		case a.Players != b.Players:
			return fmt.Errorf("a game of %d players; this env plays %d", a.Players, b.Players)
		case a.Variant != b.Variant:
			return fmt.Errorf("a game of variant %d; this env plays variant %d", a.Variant, b.Variant)
		case a.TurnLimit != b.TurnLimit || a.DecisionLimit != b.DecisionLimit:
			return fmt.Errorf("a game with turn limit %d and decision limit %d; this env has %d and %d",
				a.TurnLimit, a.DecisionLimit, b.TurnLimit, b.DecisionLimit)
		case len(g.Defs) != len(mine.Defs):
			return fmt.Errorf("a catalogue of %d cards; this env's has %d", len(g.Defs), len(mine.Defs))
		}
	}
	if len(st.Players) != e.cfg.Players {
		return fmt.Errorf("%d players; this env plays %d", len(st.Players), e.cfg.Players)
	}
	// The cards are the decks' (card ids are given in deck order when a
	// game starts, 2.2.1, and no card is created later).
	id := 0
	for p, deck := range mine.Config.Decks {
		for _, def := range deck {
			if id >= len(st.Cards) {
				return fmt.Errorf("%d cards; the decks have more", len(st.Cards))
			}
			c := &st.Cards[id]
			if int(c.Owner) != p || c.Def != def || g != mine && g.Defs[def].FullName != mine.Defs[def].FullName {
				return fmt.Errorf("card %d is not card %d of player %d's deck (another deck?)", id, id, p+1)
			}
			id++
		}
	}
	if id != len(st.Cards) {
		return fmt.Errorf("%d cards; the decks have %d", len(st.Cards), id)
	}
	return checkPosition(st)
}

// checkPosition checks what the engine relies on and a corrupt state could
// break: every card in exactly the zone list of its owner that its zone
// says (cards under others and removed from the game are in none), and the
// turn's scalars in range.
func checkPosition(st *engine.State) error {
	n := len(st.Players)
	switch {
	case st.Phase > engine.PhaseOver:
		return fmt.Errorf("phase %d does not exist", st.Phase)
	case st.Result > engine.ResultStalled:
		return fmt.Errorf("result %d does not exist", st.Result)
	case int(st.Winner) < -2 || int(st.Winner) >= n:
		return fmt.Errorf("winner %d out of range", st.Winner)
	case int(st.Starting) >= n || int(st.BagTurn) >= n:
		return errors.New("the starting player or the bag's turn is out of range")
	case st.Turn < 1:
		return fmt.Errorf("turn %d: turns count from 1", st.Turn)
	case st.Decisions < 0:
		return fmt.Errorf("%d decisions taken", st.Decisions)
	}
	seen := make([]bool, len(st.Cards))
	zones := [...]engine.Zone{engine.ZoneDeck, engine.ZoneHand, engine.ZonePlay, engine.ZoneInkwell, engine.ZoneDiscard}
	for p := range st.Players {
		pl := &st.Players[p]
		for k, list := range [...][]engine.CardID{pl.Deck, pl.Hand, pl.Play, pl.Inkwell, pl.Discard} {
			for _, id := range list {
				if seen[id] {
					return fmt.Errorf("card %d is listed twice", id)
				}
				seen[id] = true
				if c := &st.Cards[id]; int(c.Owner) != p || c.Zone != zones[k] {
					return fmt.Errorf("card %d is in player %d's %s but its zone is %s of player %d", id, p+1, zones[k], c.Zone, c.Owner+1)
				}
			}
		}
		if int(pl.InkUsed) > len(pl.Inkwell) || pl.InkUsed < 0 {
			return fmt.Errorf("player %d used %d ink of %d", p+1, pl.InkUsed, len(pl.Inkwell))
		}
	}
	for id := range st.Cards {
		c := &st.Cards[id]
		listed := c.Zone != engine.ZoneUnder && c.Zone != engine.ZoneOut
		if seen[id] != listed {
			return fmt.Errorf("card %d is in zone %s but not listed there", id, c.Zone)
		}
		if c.Zone == engine.ZoneUnder && c.Under == engine.NoCard {
			return fmt.Errorf("card %d is under no card", id)
		}
	}
	return nil
}

// SetState puts env i into a copy of st as Env.SetState does and updates
// its row of the batch: the observation of the seat to act, rewards zero,
// Terminated and Truncated false. The state must be of a game not over (a
// VecEnv only holds live games); if the decisions applied first (the
// opponent's) end it, the row reads as a step that ended the game: the next
// game of env i's seed sequence starts, Terminated or Truncated is set and
// Final holds the ended game's last observation. On an error nothing
// changes.
func (v *VecEnv) SetState(i int, st *engine.State, ep Episode) (*Batch, error) {
	if i < 0 || i >= len(v.envs) {
		return &v.batch, fmt.Errorf("env: env index %d out of range: %d environments", i, len(v.envs))
	}
	if st != nil && st.Over() {
		return &v.batch, fmt.Errorf("env %d: %w: its game is over and a VecEnv holds live games only", i, ErrStateMismatch)
	}
	e := v.envs[i]
	_, info, err := e.SetState(st, ep)
	if err != nil {
		return &v.batch, fmt.Errorf("env %d: %w", i, err)
	}
	b, p := &v.batch, v.spec.Players
	clear(b.Rewards[i*p : (i+1)*p])
	b.Reward[i] = 0
	b.Terminated[i], b.Truncated[i] = false, false
	b.Winner[i], b.Turns[i] = -1, 0
	v.errs[i] = nil
	if e.st.Over() {
		copy(b.Rewards[i*p:(i+1)*p], info.Rewards) // before the reset clears them
		b.Reward[i] = info.Rewards[e.cfg.Seat]
		v.ended(i, info)
		return &v.batch, nil
	}
	v.record(i)
	return &v.batch, nil
}

// Restore puts env i into a state serialised by engine.State.Serialize, as
// SetState does.
func (v *VecEnv) Restore(i int, data []byte, ep Episode) (*Batch, error) {
	if i < 0 || i >= len(v.envs) {
		return &v.batch, fmt.Errorf("env: env index %d out of range: %d environments", i, len(v.envs))
	}
	if v.envs[i].b.pool != nil {
		return &v.batch, errPoolState
	}
	st, err := v.envs[i].b.game.Restore(data)
	if err != nil {
		return &v.batch, fmt.Errorf("env %d: %w: %w", i, ErrStateMismatch, err)
	}
	return v.SetState(i, st, ep)
}
