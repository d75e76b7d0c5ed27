package env

import (
	"errors"
	"fmt"

	"github.com/lorcana-rl/lorcana/agents"
	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/encode"
	"github.com/lorcana-rl/lorcana/engine"
)

// Config is everything that defines an environment besides the seeds.
type Config struct {
	// Decks are deck names from package decks or decklist file paths: one
	// per player, or one for every player (a mirror match). Empty: the
	// reference pair decks.Default(), or the fallback decks while the
	// engine lacks some of their cards (see DefaultDecks).
	Decks []string
	// LoadDeck, if set, reads each entry of Decks in place of LoadDeck
	// (the bridge reads decklist text, and files only under its operator's
	// folder, with it). The engine must still implement every card.
	LoadDeck func(entry string, ix *cards.Index) (*cards.Deck, error)
	// Pool, if not empty, replaces Decks: every game draws each seat's
	// deck from it, uniformly and independently per seat, from the game's
	// seed (so mirror matches happen). Every deck must be legal in Core
	// Constructed (1.10.1.1) and of implemented cards: the env refuses to
	// build otherwise, naming the deck and the card. SetState and Restore
	// are not supported with a pool.
	Pool    []*cards.Deck
	Players int // 2 to 4; 0 means 2
	// Variant is Standard or PackRush (10.2: 15 lore to win, hands of 5,
	// and the top 2 cards of each deck start in the inkwell in place of
	// the marketing cards of 10.2.2).
	Variant engine.Variant
	// Bag is the bag model: the Lorcana bag (7.7.4, the default) or a rule
	// variant (engine.BagModel, docs/rule-variants.md).
	Bag engine.BagModel
	// TurnLimit truncates a game after this many turns (0: none; the
	// engine's decision limit still ends any game).
	TurnLimit int
	// AutoAnswer applies decisions with a single legal option inside Step
	// (on in DefaultConfig; off to see and replay every decision).
	AutoAnswer bool
	// StartingPlayer: 0 draws the starting player from the seed (2.2.1.1);
	// n fixes seat n-1.
	StartingPlayer int
	// SkipAlter skips the opening alter-hand decisions (2.2.2).
	SkipAlter bool

	// Opponent, if not nil, makes the environment single-agent: it plays
	// every seat but Seat inside Step. An Agent is not safe for concurrent
	// use, so a VecEnv needs NewOpponent instead.
	Opponent agents.Agent
	// NewOpponent makes one opponent per environment (single-agent mode for
	// VecEnv; it wins over Opponent for an Env too).
	NewOpponent func() agents.Agent
	// Seat is the learning agent's seat in single-agent mode.
	Seat int

	// Shaping is the weight of the lore-difference shaping reward: each step
	// a seat gets Shaping times the change of (its lore minus the highest
	// opponent lore). 0 (the default) turns it off.
	Shaping float32
}

// DefaultConfig is two players, the default decks, auto-answer on.
func DefaultConfig() Config { return Config{Players: 2, AutoAnswer: true} }

// Info describes the state after a Reset or Step. Rewards is the env's own
// buffer, overwritten by the next call.
type Info struct {
	Player   int                 // whose decision it is now (seat index); -1 when the game is over
	Decision engine.DecisionKind // what that player is asked
	Rewards  []float32           // per seat, for the last step
	Final    *encode.Obs         // VecEnv: the last observation of a game that just ended; nil otherwise
	Winner   int                 // -1 none yet (or truncated), -2 draw, else the winning seat
	Turn     int
	// AutoSteps counts the decisions applied inside the last call without
	// the caller (auto-answers and the built-in opponent's).
	AutoSteps int
}

// built is a configuration made ready: the engine Game shared by every env.
type built struct {
	game   *engine.Game // the game of the first decks (of a pool: its first deck in every seat)
	decks  []*cards.Deck
	pool   *pool  // nil: every game is game
	note   string // why fallback decks are played, if they are
	config Config
	enc    *encode.Encoder // the first encoder; the envs' are its clones
}

func build(cfg Config) (*built, error) {
	if cfg.Players == 0 {
		cfg.Players = 2
	}
	if cfg.Players < 2 || cfg.Players > 4 {
		return nil, fmt.Errorf("env: %d players: a game has 2 to 4 players (1.3.1)", cfg.Players)
	}
	if cfg.TurnLimit < 0 {
		return nil, fmt.Errorf("env: turn limit %d: must be 0 (none) or more", cfg.TurnLimit)
	}
	if cfg.StartingPlayer < 0 || cfg.StartingPlayer > cfg.Players {
		return nil, fmt.Errorf("env: starting player %d: 0 (from the seed) or a seat 1 to %d", cfg.StartingPlayer, cfg.Players)
	}
	if cfg.Seat < 0 || cfg.Seat >= cfg.Players {
		return nil, fmt.Errorf("env: seat %d out of range for %d players", cfg.Seat, cfg.Players)
	}
	if cfg.Variant > engine.PackRush {
		return nil, fmt.Errorf("env: unknown variant %d", cfg.Variant)
	}
	if _, err := engine.ParseBagModel(cfg.Bag.String()); err != nil {
		return nil, fmt.Errorf("env: %w", err)
	}
	cat, err := loadCatalogue()
	if err != nil {
		return nil, err
	}
	b := &built{config: cfg}
	switch len(cfg.Decks) {
	case 0:
		if len(cfg.Pool) > 0 {
			if err := checkPool(cfg.Pool, cat.defs); err != nil {
				return nil, err
			}
			for range cfg.Players {
				b.decks = append(b.decks, cfg.Pool[0])
			}
			break
		}
		d1, d2, note, err := DefaultDecks()
		if err != nil {
			return nil, err
		}
		b.note = note
		for i := range cfg.Players {
			b.decks = append(b.decks, []*cards.Deck{d1, d2}[i%2])
		}
	case 1, cfg.Players:
		for i := range cfg.Players {
			d, err := loadDeck(cfg.Decks[i%len(cfg.Decks)], cat, cfg.LoadDeck)
			if err != nil {
				return nil, err
			}
			b.decks = append(b.decks, d)
		}
	default:
		return nil, fmt.Errorf("env: %d decks for %d players: give one per player or one for all", len(cfg.Decks), cfg.Players)
	}
	if len(cfg.Decks) > 0 && len(cfg.Pool) > 0 {
		return nil, errors.New("env: both Decks and Pool are set: give one of them")
	}
	ec := engine.Config{Players: cfg.Players, StartingPlayer: cfg.StartingPlayer - 1,
		Variant: cfg.Variant, TurnLimit: cfg.TurnLimit, SkipAlter: cfg.SkipAlter, Bag: cfg.Bag}
	if cfg.Variant == engine.PackRush {
		ec.InkwellStart = 2 // 10.2.2
	}
	for _, d := range b.decks {
		ec.Decks = append(ec.Decks, d.IDs())
	}
	if b.game, err = engine.NewGame(cat.defs, ec); err != nil {
		return nil, errors.Join(errors.New("env: building the game"), err)
	}
	encGame := b.game
	if len(cfg.Pool) > 0 {
		if b.pool, err = newPool(b.game, cfg.Pool); err != nil {
			return nil, err
		}
		// The encoder's tables get every card of the pool (a game whose
		// decks are all of them), so that no env copies them later.
		if encGame, err = b.game.WithDecks(b.pool.union(cfg.Players)); err != nil {
			return nil, err
		}
	}
	b.enc = encode.NewEncoder(encGame, encode.NewSpec(cfg.Players))
	return b, nil
}
