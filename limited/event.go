package limited

import (
	"fmt"
	"slices"

	"github.com/lorcana-rl/lorcana/agents"
	"github.com/lorcana-rl/lorcana/engine"
)

// MaxSeats bounds the seats of a Sealed event.
const MaxSeats = 8

// EventConfig describes a Sealed event: each seat opens a pool of one
// booster of each of Sets, builds a deck of DeckSize cards from it (Build),
// and every pair of seats plays Games games with the play agent Agent at
// both seats (half with each deck in seat 1, in pairs of games that share a
// seed).
type EventConfig struct {
	Seats    int      // 2 to MaxSeats
	Sets     []string // the sets of each seat's boosters
	Seed     uint64
	DeckSize int    // at least SealedDeckSize (1.10.1.2); 0: SealedDeckSize
	Games    int    // games per pair of seats, even, 2 or more
	Agent    string // agents.New's specification: "greedy", "ismcts:50", ...
	// NewAgent, if set, makes the play agent instead of agents.New(Agent)
	// (a server's own agents, which name no file and can be stopped).
	NewAgent func(seed uint64) (agents.Agent, error)
}

// SeatResult is one seat of an event: its pool, its deck and its games.
type SeatResult struct {
	Sealed *Sealed
	Built  *Built
	Wins   int
	Losses int
	Draws  int // games without a winner (draws, truncated or stalled games)
}

// EventResult is the outcome of a Sealed event, seat by seat in seat order.
type EventResult struct {
	Config EventConfig
	Seats  []SeatResult
}

// seatSeed and gameSeed derive the seeds of a seat's pool and of a game.
func seatSeed(seed uint64, seat int) uint64 { return mixSeed(seed, 0x5ea7, uint64(seat)) }
func gameSeed(seed uint64, a, b, pair int) uint64 {
	return mixSeed(seed, 0x9a3e, uint64(a)<<32|uint64(b), uint64(pair))
}

func mixSeed(xs ...uint64) uint64 {
	h := uint64(0x9E3779B97F4A7C15)
	for _, x := range xs {
		h ^= x + 0x9E3779B97F4A7C15 + h<<6 + h>>2
		h *= 0xBF58476D1CE4E5B9
		h ^= h >> 31
	}
	return h
}

// RunSealedEvent opens every seat's pool, builds its deck and plays the
// round robin, with defs indexed by DefID (cards.Catalog's). The same
// configuration gives the same result. A configuration out of bounds, an
// unknown set or agent, or a game the engine cannot play, is an error.
func RunSealedEvent(defs []engine.CardDef, cfg EventConfig) (*EventResult, error) {
	if cfg.DeckSize == 0 {
		cfg.DeckSize = SealedDeckSize
	}
	switch {
	case cfg.Seats < 2 || cfg.Seats > MaxSeats:
		return nil, fmt.Errorf("a Sealed event has from 2 to %d seats, not %d", MaxSeats, cfg.Seats)
	case cfg.Games < 2 || cfg.Games%2 != 0:
		return nil, fmt.Errorf("each pair of seats plays an even number of games (both decks in both seats), 2 or more, not %d", cfg.Games)
	case cfg.DeckSize < SealedDeckSize:
		return nil, fmt.Errorf("a Sealed deck has at least %d cards (1.10.1.2), not %d", SealedDeckSize, cfg.DeckSize)
	}
	if _, err := cfg.newAgent(0); err != nil {
		return nil, err
	}
	cfg.Sets = slices.Clone(cfg.Sets)
	res := &EventResult{Config: cfg, Seats: make([]SeatResult, cfg.Seats)}
	for i := range res.Seats {
		s, err := OpenSealed(cfg.Sets, seatSeed(cfg.Seed, i))
		if err != nil {
			return nil, err
		}
		b, err := Build(s.Pool, defs, cfg.DeckSize)
		if err != nil {
			return nil, fmt.Errorf("seat %d: %w", i+1, err)
		}
		res.Seats[i] = SeatResult{Sealed: s, Built: b}
	}
	for a := range res.Seats {
		for b := a + 1; b < len(res.Seats); b++ {
			if err := res.playPair(defs, a, b); err != nil {
				return nil, err
			}
		}
	}
	return res, nil
}

// newAgent makes the play agent of a seat from seed.
func (c *EventConfig) newAgent(seed uint64) (agents.Agent, error) {
	if c.NewAgent != nil {
		return c.NewAgent(seed)
	}
	return agents.New(c.Agent, seed)
}

// playPair plays the games of seats a and b (playGames) and counts them in
// the seats' records.
func (r *EventResult) playPair(defs []engine.CardDef, a, b int) error {
	cfg := &r.Config
	return playGames(defs, cfg.Seed, a, b, r.Seats[a].Built.Deck.IDs(), r.Seats[b].Built.Deck.IDs(), cfg.Games, cfg.newAgent,
		func(st *engine.State, aFirst bool) {
			r.Seats[a].count(st, aFirst)
			r.Seats[b].count(st, !aFirst)
		})
}

// count adds a game's result to the record of a seat that played first
// (seat 1 of the game) or second.
func (s *SeatResult) count(st *engine.State, first bool) {
	me := 1
	if first {
		me = 0
	}
	switch int(st.Winner) {
	case me:
		s.Wins++
	case 1 - me:
		s.Losses++
	default:
		s.Draws++
	}
}

// playGames plays games games between the decks of seats a and b of an
// event seeded with seed: game 2k with a's deck in seat 1, game 2k+1 with
// b's, both from the same game seed, every seat of every game played by a
// fresh agent from newAgent. done sees each game's final
// state and whether a's deck was in seat 1.
func playGames(defs []engine.CardDef, seed uint64, a, b int, deckA, deckB []engine.DefID, games int, newAgent func(seed uint64) (agents.Agent, error), done func(st *engine.State, aFirst bool)) error {
	var gs [2]*engine.Game // a's deck in seat 1, b's
	for k, decks := range [2][][]engine.DefID{{deckA, deckB}, {deckB, deckA}} {
		var err error
		if gs[k], err = engine.NewGame(defs, engine.Config{Players: 2, Decks: decks, StartingPlayer: -1}); err != nil {
			return fmt.Errorf("seats %d and %d: %w", a+1, b+1, err)
		}
	}
	seats := make([]agents.Agent, 2)
	for g := range games {
		gseed := gameSeed(seed, a, b, g/2)
		for s := range seats {
			var err error
			if seats[s], err = newAgent(mixSeed(gseed, uint64(s))); err != nil {
				return err
			}
		}
		st, err := agents.PlayGame(gs[g%2], gseed, seats, nil)
		if err != nil {
			return fmt.Errorf("seats %d and %d, game %d: %w", a+1, b+1, g+1, err)
		}
		done(st, g%2 == 0)
	}
	return nil
}
