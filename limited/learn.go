package limited

import (
	"fmt"
	"slices"
	"strings"

	"github.com/lorcana-rl/lorcana/agents"
	"github.com/lorcana-rl/lorcana/engine"
)

// LearnConfig describes the games card ratings are learned from: Pods draft
// pods of Draft (its Seed seeds them all), Drafters[i] drafting at seat i;
// each seat builds a deck of DeckSize cards (Build) and every pair of seats
// plays Games games with Agent at both seats, as in a draft event.
type LearnConfig struct {
	Draft    DraftConfig
	Drafters []string
	Pods     int
	DeckSize int     // 0: DraftDeckSize
	Games    int     // even, 2 or more
	Agent    string  // agents.New's specification
	Prior    float64 // the prior's weight in games (DefaultPriorGames); 0: the raw win rates
	Command  string  // recorded in the ratings: the command line
}

// agentOf makes agents of a specification (agents.New).
func agentOf(spec string) func(seed uint64) (agents.Agent, error) {
	return func(seed uint64) (agents.Agent, error) { return agents.New(spec, seed) }
}

// podSeed derives the seed of pod k of a run of pods.
func podSeed(seed uint64, k int) uint64 { return mixSeed(seed, 0x90d5, uint64(k)) }

// LearnRatings plays the pods of cfg and rates every card that was in a
// deck: for each game and each deck, every card of the deck counts a game
// in the deck, and every card no longer in the deck at the game's end a
// game drawn (once a game however many copies), each a win when its deck
// won. A card's rating is its drawn win rate smoothed toward the mean of
// all drawn cards: (wins + k·mean) / (games + k), k = cfg.Prior. progress,
// if not nil, is called after each pod with the pods done. The same
// configuration gives the same ratings.
func LearnRatings(defs []engine.CardDef, cfg LearnConfig, progress func(done int)) (*Ratings, error) {
	if cfg.DeckSize == 0 {
		cfg.DeckSize = DraftDeckSize
	}
	switch {
	case cfg.Pods < 1:
		return nil, fmt.Errorf("ratings need at least one pod, not %d", cfg.Pods)
	case cfg.Games < 2 || cfg.Games%2 != 0:
		return nil, fmt.Errorf("each pair of seats plays an even number of games (both decks in both seats), 2 or more, not %d", cfg.Games)
	case cfg.Prior < 0:
		return nil, fmt.Errorf("the prior's weight is a number of games, 0 or more, not %v", cfg.Prior)
	case len(cfg.Drafters) != cfg.Draft.Seats:
		return nil, fmt.Errorf("%d drafters for %d seats: name one per seat", len(cfg.Drafters), cfg.Draft.Seats)
	}
	if _, err := agents.New(cfg.Agent, 0); err != nil {
		return nil, err
	}
	for i, name := range cfg.Drafters {
		if _, err := NewDrafter(name, defs, 0); err != nil {
			return nil, fmt.Errorf("seat %d: %w", i+1, err)
		}
	}
	var tally ratingTally
	tally.init(len(defs))
	for k := range cfg.Pods {
		dc := cfg.Draft
		dc.Seed = podSeed(cfg.Draft.Seed, k)
		d, err := draftPod(defs, dc, cfg.Drafters)
		if err != nil {
			return nil, fmt.Errorf("pod %d: %w", k+1, err)
		}
		res, err := PlayDraftEvent(defs, DraftEventConfig{Draft: dc, DeckSize: cfg.DeckSize}, d)
		if err != nil {
			return nil, fmt.Errorf("pod %d: %w", k+1, err)
		}
		for a := range res.Seats {
			for b := a + 1; b < len(res.Seats); b++ {
				deckA, deckB := res.Seats[a].Built.Deck.IDs(), res.Seats[b].Built.Deck.IDs()
				if err := playGames(defs, dc.Seed, a, b, deckA, deckB, cfg.Games, agentOf(cfg.Agent), tally.game); err != nil {
					return nil, fmt.Errorf("pod %d: %w", k+1, err)
				}
			}
		}
		if progress != nil {
			progress(k + 1)
		}
	}
	return tally.ratings(defs, cfg), nil
}

// draftPod opens a pod and drafts it with the named drafters (seeded from
// the pod's seed and the seat, SeatDrafters). An empty name is an unknown
// drafter here: every seat's picks are a drafter's.
func draftPod(defs []engine.CardDef, dc DraftConfig, names []string) (*Draft, error) {
	d, err := NewDraft(dc)
	if err != nil {
		return nil, err
	}
	for i, name := range names {
		if strings.TrimSpace(name) == "" {
			return nil, fmt.Errorf("seat %d: %w", i+1, unknownDrafter(name))
		}
	}
	drafters, err := SeatDrafters(defs, names, dc.Seed)
	if err != nil {
		return nil, err
	}
	return d, RunDraft(d, drafters)
}

// ratingTally counts, per card, games in a deck and drawn, and their wins.
type ratingTally struct {
	inDeck, inDeckWins, drawn, drawnWins []int
	stamp                                []uint32 // per card and player: the last game it was counted in
	games                                uint32
}

func (t *ratingTally) init(n int) {
	t.inDeck, t.inDeckWins = make([]int, n), make([]int, n)
	t.drawn, t.drawnWins = make([]int, n), make([]int, n)
	t.stamp = make([]uint32, 4*n)
}

// game counts one finished game (the side of the decks does not matter).
func (t *ratingTally) game(st *engine.State, _ bool) {
	t.games++
	for i := range st.Cards {
		c := &st.Cards[i]
		if c.Owner > 1 {
			continue
		}
		won := int(st.Winner) == int(c.Owner)
		// Stamps: [4*def + 2*drawn + owner].
		for _, drawn := range [2]bool{false, true} {
			if drawn && (c.Zone == engine.ZoneDeck || c.Zone == engine.ZoneOut) {
				continue
			}
			k := 4*int(c.Def) + int(c.Owner)
			if drawn {
				k += 2
			}
			if t.stamp[k] == t.games {
				continue
			}
			t.stamp[k] = t.games
			n, w := &t.inDeck[c.Def], &t.inDeckWins[c.Def]
			if drawn {
				n, w = &t.drawn[c.Def], &t.drawnWins[c.Def]
			}
			*n++
			if won {
				*w++
			}
		}
	}
}

func (t *ratingTally) ratings(defs []engine.CardDef, cfg LearnConfig) *Ratings {
	var n, w int
	for id := range t.drawn {
		n += t.drawn[id]
		w += t.drawnWins[id]
	}
	mean := 0.5
	if n > 0 {
		mean = float64(w) / float64(n)
	}
	rt := &Ratings{
		Format:      RatingsFormat,
		Command:     cfg.Command,
		Sets:        slices.Clone(cfg.Draft.Sets),
		Seats:       cfg.Draft.Seats,
		Pods:        cfg.Pods,
		Drafters:    slices.Clone(cfg.Drafters),
		DeckSize:    cfg.DeckSize,
		Games:       cfg.Games,
		Player:      cfg.Agent,
		Seed:        cfg.Draft.Seed,
		GamesPlayed: int(t.games),
		Prior:       cfg.Prior,
		Mean:        mean,
	}
	for id := range t.inDeck {
		if t.inDeck[id] == 0 {
			continue
		}
		rt.Cards = append(rt.Cards, CardRating{
			Card:   defs[id].FullName,
			InDeck: t.inDeck[id], InDeckWins: t.inDeckWins[id],
			Drawn: t.drawn[id], DrawnWins: t.drawnWins[id],
			Rating: smoothed(t.drawnWins[id], t.drawn[id], cfg.Prior, mean),
		})
	}
	// Best first; ties by name, so the file is the same run after run.
	slices.SortStableFunc(rt.Cards, func(a, b CardRating) int {
		switch {
		case a.Rating > b.Rating:
			return -1
		case a.Rating < b.Rating:
			return 1
		}
		return strings.Compare(a.Card, b.Card)
	})
	return rt
}
