package env

import (
	"errors"
	"fmt"
	"slices"
	"sync"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
)

var errPoolState = fmt.Errorf("%w: an env with a deck pool (Config.Pool) does not take states from outside", ErrStateMismatch)

// pool is Config.Pool made ready: the games of the deck combinations drawn
// so far, made on first use from one game (engine.Game.WithDecks shares the
// catalogue's tables), shared by every env of a VecEnv.
type pool struct {
	decks [][]engine.DefID
	base  *engine.Game
	mu    sync.Mutex
	games map[[4]uint16]*engine.Game
}

// checkPool refuses a deck that is not legal in Core Constructed or that
// has a card the engine does not implement, naming the deck and the card.
func checkPool(decks []*cards.Deck, defs []engine.CardDef) error {
	if len(decks) > 1<<16 {
		return fmt.Errorf("env: a pool of %d decks: at most %d", len(decks), 1<<16)
	}
	var errs []error
	for _, d := range decks {
		if d == nil {
			return errors.New("env: a pool deck is nil")
		}
		for _, p := range d.Check(defs, cards.CoreConstructed) {
			errs = append(errs, fmt.Errorf("env: pool deck %s: %s", d.Name, p.Message))
		}
	}
	return errors.Join(errs...)
}

func newPool(base *engine.Game, decks []*cards.Deck) (*pool, error) {
	p := &pool{base: base, games: map[[4]uint16]*engine.Game{}}
	for _, d := range decks {
		p.decks = append(p.decks, d.IDs())
	}
	return p, nil
}

// union is every card of the pool once, as one deck per player.
func (p *pool) union(players int) [][]engine.DefID {
	var all []engine.DefID
	for _, d := range p.decks {
		all = append(all, d...)
	}
	slices.Sort(all)
	all = slices.Compact(all)
	out := make([][]engine.DefID, players)
	for i := range out {
		out[i] = all
	}
	return out
}

// game is the game of the decks a game's seed draws: seat q's deck is
// drawn from the seed and q alone.
func (p *pool) game(seed uint64, players int) (*engine.Game, error) {
	var key [4]uint16
	for q := range players {
		key[q] = uint16(mix(seed, 0xdec0+uint64(q)) % uint64(len(p.decks)))
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if g, ok := p.games[key]; ok {
		return g, nil
	}
	ds := make([][]engine.DefID, players)
	for q := range ds {
		ds[q] = p.decks[key[q]]
	}
	g, err := p.base.WithDecks(ds)
	if err != nil { // checkPool checked every deck: a bug
		return nil, fmt.Errorf("env: pool game: %w", err)
	}
	p.games[key] = g
	return g, nil
}

// Decks returns the names of the decks of the current game, by seat.
func (e *Env) Decks() []string {
	if e.b.pool == nil || !e.started {
		names := make([]string, len(e.b.decks))
		for i, d := range e.b.decks {
			names[i] = d.Name
		}
		return names
	}
	names := make([]string, e.cfg.Players)
	for q := range names {
		names[q] = e.cfg.Pool[mix(e.seed, 0xdec0+uint64(q))%uint64(len(e.cfg.Pool))].Name
	}
	return names
}
