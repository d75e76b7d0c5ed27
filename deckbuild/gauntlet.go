package deckbuild

import (
	"errors"
	"fmt"

	"github.com/lorcana-rl/lorcana/agents"
	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
)

// MaxGauntlet bounds the decks of a gauntlet.
const MaxGauntlet = 64

// Opponent is a deck of a gauntlet, card by card.
type Opponent struct {
	Name  string
	Cards []engine.DefID
}

// OpponentOf is a decklist as an Opponent.
func OpponentOf(d *cards.Deck) Opponent { return Opponent{Name: d.Name, Cards: d.IDs()} }

// Score counts the games of a deck against a gauntlet.
type Score struct {
	Wins, Losses, Draws int // a draw: a game without a winner (a draw, a truncated or stalled game)
}

// Games is the number of games scored.
func (s Score) Games() int { return s.Wins + s.Losses + s.Draws }

// Rate is the share of games won (0 with no games).
func (s Score) Rate() float64 {
	if s.Games() == 0 {
		return 0
	}
	return float64(s.Wins) / float64(s.Games())
}

func (s *Score) add(o Score) {
	s.Wins, s.Losses, s.Draws = s.Wins+o.Wins, s.Losses+o.Losses, s.Draws+o.Draws
}

// ErrStopped is returned (wrapped) by Play when its stop function asked it
// to stop between games.
var ErrStopped = errors.New("stopped")

// Gauntlet plays a deck against fixed decks with one agent at both seats.
// It is not safe for concurrent use (its agents aren't).
type Gauntlet struct {
	defs  []engine.CardDef
	decks []Opponent
	seats [2]agents.Agent
	stop  func() bool
	last  []Score // Play's scores by opponent
}

// NewGauntlet is a gauntlet of decks (1 to MaxGauntlet) played by the
// agents seats (the same kind at both seats, each its own: agents are
// reseeded at every game), with defs indexed by DefID. A deck the engine
// refuses is an error naming it.
func NewGauntlet(defs []engine.CardDef, decks []Opponent, seats [2]agents.Agent) (*Gauntlet, error) {
	if len(decks) < 1 || len(decks) > MaxGauntlet {
		return nil, fmt.Errorf("a gauntlet has from 1 to %d decks, not %d", MaxGauntlet, len(decks))
	}
	if seats[0] == nil || seats[1] == nil || seats[0] == seats[1] {
		return nil, fmt.Errorf("a gauntlet needs two agents, one a seat")
	}
	for _, d := range decks {
		if len(d.Cards) == 0 {
			return nil, fmt.Errorf("gauntlet deck %s has no cards", d.Name)
		}
		if _, err := engine.NewGame(defs, engine.Config{Players: 2, Decks: [][]engine.DefID{d.Cards, d.Cards}}); err != nil {
			return nil, fmt.Errorf("gauntlet deck %s: %w", d.Name, err)
		}
	}
	return &Gauntlet{defs: defs, decks: decks, seats: seats, last: make([]Score, len(decks))}, nil
}

// Decks are the gauntlet's decks.
func (g *Gauntlet) Decks() []Opponent { return g.decks }

// SetStop makes Play stop between games, and the agents' searches stop
// (agents.Stoppable), once stop returns true.
func (g *Gauntlet) SetStop(stop func() bool) {
	g.stop = stop
	for _, a := range g.seats {
		if s, ok := a.(agents.Stoppable); ok {
			s.SetStop(stop)
		}
	}
}

// Last are the scores of the last Play against each deck, in order (the
// gauntlet's own slice).
func (g *Gauntlet) Last() []Score { return g.last }

// GamesFor is how many games Play plays for perDeck games a deck.
func (g *Gauntlet) GamesFor(perDeck int) int { return perDeck * len(g.decks) }

// Play plays deck against each gauntlet deck perDeck games (even: pairs of
// games from one seed, deck in seat 1 then in seat 2; the seat that starts
// is drawn from the seed, 2.2.1.1) and returns its score. The same deck,
// seed and perDeck give the same games. A deck the engine refuses, or a
// game it cannot play, is an error.
func (g *Gauntlet) Play(deck []engine.DefID, seed uint64, perDeck int) (Score, error) {
	var total Score
	if perDeck < 2 || perDeck%2 != 0 {
		return total, fmt.Errorf("%d games a deck: an even number, 2 or more (the deck in both seats)", perDeck)
	}
	clear(g.last)
	for k, opp := range g.decks {
		var games [2]*engine.Game
		for s := range games {
			pair := make([][]engine.DefID, 2) // the game keeps it
			pair[s], pair[1-s] = deck, opp.Cards
			var err error
			if games[s], err = engine.NewGame(g.defs, engine.Config{Players: 2, Decks: pair, StartingPlayer: -1}); err != nil {
				return total, fmt.Errorf("the deck against %s: %w", opp.Name, err)
			}
		}
		for j := range perDeck {
			if g.stop != nil && g.stop() {
				return total, fmt.Errorf("gauntlet: %w after %d games", ErrStopped, total.Games())
			}
			gs := mix(seed, uint64(k), uint64(j/2))
			s := j % 2 // the deck's seat
			for p, a := range g.seats {
				a.Seed(mix(gs, uint64(p)))
			}
			st, err := agents.PlayGame(games[s], gs, g.seats[:], nil)
			if err != nil {
				return total, fmt.Errorf("the deck against %s, game %d: %w", opp.Name, j+1, err)
			}
			var r Score
			switch int(st.Winner) {
			case s:
				r.Wins = 1
			case 1 - s:
				r.Losses = 1
			default:
				r.Draws = 1
			}
			g.last[k].add(r)
			total.add(r)
		}
	}
	return total, nil
}

// mix hashes numbers into a seed (limited's and decks/gen's mixing).
func mix(xs ...uint64) uint64 {
	h := uint64(0x9E3779B97F4A7C15)
	for _, x := range xs {
		h ^= x + 0x9E3779B97F4A7C15 + h<<6 + h>>2
		h *= 0xBF58476D1CE4E5B9
		h ^= h >> 31
	}
	return h
}
