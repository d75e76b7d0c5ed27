package ladder

import (
	"context"
	"errors"
	"fmt"
	"hash/fnv"
	"sync"
	"time"

	"github.com/lorcana-rl/lorcana/agents"
	"github.com/lorcana-rl/lorcana/engine"
)

// Deck is a deck of a ladder: its name (how the results file knows it) and
// its cards.
type Deck struct {
	Name string
	IDs  []engine.DefID
}

// Plan lists the games a ladder of the agents on the decks lacks, for
// rounds rounds: every pair of agents, on every ordered pairing of the
// decks (mirrors included; the first deck is A's), with A in each seat,
// round by round. It records the decks in f, and refuses a deck whose
// cards differ from those of the same name in f, and an agent listed twice.
func Plan(f *File, defs []engine.CardDef, agentSpecs []string, decks []Deck, rounds int) ([]Game, error) {
	if len(agentSpecs) < 2 {
		return nil, fmt.Errorf("ladder: %d agents; a ladder needs at least 2", len(agentSpecs))
	}
	if len(decks) == 0 {
		return nil, errors.New("ladder: no decks")
	}
	if rounds < 0 {
		return nil, fmt.Errorf("ladder: %d rounds", rounds)
	}
	seen := map[string]bool{}
	for _, a := range agentSpecs {
		if seen[a] {
			return nil, fmt.Errorf("ladder: agent %q is listed twice", a)
		}
		seen[a] = true
	}
	seenDeck := map[string]bool{}
	for _, d := range decks {
		if seenDeck[d.Name] {
			return nil, fmt.Errorf("ladder: deck %q is listed twice", d.Name)
		}
		seenDeck[d.Name] = true
		fp := Fingerprint(defs, d.IDs)
		if old, ok := f.Decks[d.Name]; ok && old != fp {
			return nil, fmt.Errorf("ladder: deck %q is not the deck of that name the ladder's games were played with (its cards changed); give it another name or start another ladder", d.Name)
		}
	}
	for _, d := range decks {
		f.Decks[d.Name] = Fingerprint(defs, d.IDs)
	}
	have := make(map[Key]bool, len(f.Games))
	for _, g := range f.Games {
		have[g.Key] = true
	}
	var todo []Game
	for r := range rounds {
		for i, a := range agentSpecs {
			for _, b := range agentSpecs[i+1:] {
				todo = appendPairing(todo, have, f.Seed, min(a, b), max(a, b), decks, r)
			}
		}
	}
	return todo, nil
}

func appendPairing(todo []Game, have map[Key]bool, seed uint64, a, b string, decks []Deck, round int) []Game {
	for _, da := range decks {
		for _, db := range decks {
			for seat := range 2 {
				k := Key{A: a, B: b, DeckA: da.Name, DeckB: db.Name, SeatA: seat, Round: round}
				if !have[k] {
					todo = append(todo, Game{Key: k, Seed: GameSeed(seed, k)})
				}
			}
		}
	}
	return todo
}

// GameSeed is the seed of a game: from the ladder's seed and the key but
// the seat, so the two games of a pairing with the seats swapped deal the
// same cards.
func GameSeed(seed uint64, k Key) uint64 {
	h := fnv.New64a()
	fmt.Fprintf(h, "%s\x00%s\x00%s\x00%s\x00%d", k.A, k.B, k.DeckA, k.DeckB, k.Round)
	return splitmix(seed ^ splitmix(h.Sum64()))
}

func splitmix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}

// seating is the decks of seat 0 and seat 1.
type seating struct{ d0, d1 string }

// RunConfig says how to play a ladder's games.
type RunConfig struct {
	Defs    []engine.CardDef
	Decks   []Deck // every deck the games name
	Threads int    // games played at once (at least 1)
	// Done, if not nil, is called after each game with the number played.
	Done func(n int)
	// Checkpoint, if not nil, is called with the file (not to be kept)
	// every CheckpointEvery, and no game is added meanwhile: it saves the
	// results so far.
	Checkpoint      func(*File) error
	CheckpointEvery time.Duration
}

// Run plays the games of todo and adds them to f. Each game depends only on
// its key and seed (the agents are made fresh from their specifications and
// reseeded for every game), so the results do not depend on Threads or on
// the order. When ctx is cancelled it stops giving out games, waits for the
// ones in play and returns ctx's error; f holds every game finished.
func Run(ctx context.Context, f *File, todo []Game, cfg RunConfig) error {
	if cfg.Threads < 1 {
		return fmt.Errorf("ladder: %d threads", cfg.Threads)
	}
	byName := map[string]Deck{}
	for _, d := range cfg.Decks {
		byName[d.Name] = d
	}
	games := map[seating]*engine.Game{}
	for _, g := range todo {
		s := seating{g.DeckA, g.DeckB}
		if g.SeatA == 1 {
			s = seating{g.DeckB, g.DeckA}
		}
		if games[s] != nil {
			continue
		}
		d0, ok0 := byName[s.d0]
		d1, ok1 := byName[s.d1]
		if !ok0 || !ok1 {
			return fmt.Errorf("ladder: deck %q or %q not given", s.d0, s.d1)
		}
		eg, err := engine.NewGame(cfg.Defs, engine.Config{Players: 2, StartingPlayer: -1, Decks: [][]engine.DefID{d0.IDs, d1.IDs}})
		if err != nil {
			return fmt.Errorf("ladder: decks %s and %s: %w", s.d0, s.d1, err)
		}
		games[s] = eg
	}
	var (
		mu       sync.Mutex
		firstErr error
		played   int
		last     = time.Now()
		wg       sync.WaitGroup
	)
	next := make(chan Game)
	for range min(cfg.Threads, len(todo)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			made := map[string]agents.Agent{}
			agent := func(spec string) (agents.Agent, error) {
				if a, ok := made[spec]; ok {
					return a, nil
				}
				a, err := agents.New(spec, 0)
				if err != nil {
					return nil, err
				}
				made[spec] = a
				return a, nil
			}
			for g := range next {
				res, err := play(g, games, agent)
				mu.Lock()
				if err != nil {
					if firstErr == nil {
						firstErr = err
					}
				} else {
					f.Games = append(f.Games, res)
					played++
					if cfg.Done != nil {
						cfg.Done(played)
					}
					if cfg.Checkpoint != nil && time.Since(last) >= cfg.CheckpointEvery {
						last = time.Now()
						if err := cfg.Checkpoint(f); err != nil && firstErr == nil {
							firstErr = err
						}
					}
				}
				mu.Unlock()
			}
		}()
	}
	stopped := false
feed:
	for _, g := range todo {
		mu.Lock()
		failed := firstErr != nil
		mu.Unlock()
		if failed {
			break
		}
		select {
		case next <- g:
		case <-ctx.Done():
			stopped = true
			break feed
		}
	}
	close(next)
	wg.Wait()
	if firstErr != nil {
		return firstErr
	}
	if stopped {
		return ctx.Err()
	}
	return nil
}

// play plays one game.
func play(g Game, games map[seating]*engine.Game, agent func(string) (agents.Agent, error)) (Game, error) {
	eg := games[seating{g.DeckA, g.DeckB}]
	if g.SeatA == 1 {
		eg = games[seating{g.DeckB, g.DeckA}]
	}
	a, err := agent(g.A)
	if err != nil {
		return g, err
	}
	b, err := agent(g.B)
	if err != nil {
		return g, err
	}
	if g.A == g.B {
		return g, fmt.Errorf("ladder: %s against itself", g.A)
	}
	a.Seed(g.Seed ^ 0xa)
	b.Seed(g.Seed ^ 0xb)
	seats := []agents.Agent{a, b}
	if g.SeatA == 1 {
		seats[0], seats[1] = b, a
	}
	st, err := agents.PlayGame(eg, g.Seed, seats, nil)
	if err != nil {
		for _, x := range seats {
			if ne, ok := x.(interface{ Err() error }); ok && ne.Err() != nil {
				err = fmt.Errorf("%w: %v", err, ne.Err())
			}
		}
		return g, fmt.Errorf("ladder: %s vs %s: %w", g.A, g.B, err)
	}
	g.Turns = int(st.Turn)
	switch {
	case int(st.Winner) == g.SeatA:
		g.Result = WinA
	case st.Winner >= 0:
		g.Result = WinB
	default:
		g.Result = Draw
	}
	return g, nil
}
