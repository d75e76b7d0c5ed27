package fuzz

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"github.com/lorcana-rl/lorcana/shard"
	"slices"

	"github.com/lorcana-rl/lorcana/engine"
)

// PartFormat names a part of a fuzz run: the report of one range of its
// games (Config.Range) with what Merge needs to add it to the others'
// (lorcana fuzz --games-from --games-to, lorcana.distributed).
const (
	PartFormat  = "lorcana-fuzz-part"
	PartVersion = 1
)

// RunID is what makes a run: parts of different runs are not merged.
type RunID struct {
	Seed           uint64 `json:"seed"`
	Games          int    `json:"games"`
	Players        int    `json:"players"`
	Drawn          bool   `json:"drawn,omitempty"`
	Decks          string `json:"decks"` // a hash of the decks' names and cards, in order
	DecisionLimit  int    `json:"decision_limit"`
	TurnLimit      int    `json:"turn_limit"`
	RoundTripEvery int    `json:"round_trip_every"`
	Bag            string `json:"bag"`
	Catalog        int    `json:"catalog"` // card definitions
}

// PartFailure is a Failure as a part carries it.
type PartFailure struct {
	Pairing  string `json:"pairing"`
	Game     int    `json:"game"`
	Seed     uint64 `json:"seed"`
	Decision int    `json:"decision"`
	Err      string `json:"error"`
}

// Part is the report of games Range.From to Range.To-1 of a run.
type Part struct {
	Format   string        `json:"format"`
	Version  int           `json:"version"`
	Run      RunID         `json:"run"`
	Range    Range         `json:"range"`
	Report   *Report       `json:"report"`
	Failures []PartFailure `json:"failures"`
	Cards    CardCounts    `json:"cards"`
}

// NewPart is the part of the run cfg whose range (cfg.Range) ended in rep.
func NewPart(cfg *Config, rep *Report) *Part {
	players := cfg.Players
	if players == 0 {
		players = 2
	}
	h := sha256.New()
	for _, d := range cfg.Decks {
		h.Write([]byte(d.Name))
		h.Write([]byte{0})
		for _, id := range d.Cards {
			h.Write(binary.LittleEndian.AppendUint16(nil, uint16(id)))
		}
		h.Write([]byte{0xff, 0xff})
	}
	p := &Part{Format: PartFormat, Version: PartVersion, Report: rep, Failures: []PartFailure{},
		Run: RunID{Seed: cfg.Seed, Games: cfg.Games, Players: players, Drawn: cfg.Drawn,
			Decks: hex.EncodeToString(h.Sum(nil)[:12]), DecisionLimit: cfg.DecisionLimit, TurnLimit: cfg.TurnLimit,
			RoundTripEvery: max(cfg.RoundTripEvery, 1), Bag: cfg.Bag.String(), Catalog: len(cfg.Defs)}}
	if cfg.Range != nil {
		p.Range = Range{From: cfg.Range.From, To: cfg.Range.To, Of: cfg.Games}
	} else {
		p.Range = Range{From: 0, To: cfg.Games, Of: cfg.Games}
	}
	for _, f := range rep.Failures {
		p.Failures = append(p.Failures, PartFailure{Pairing: f.Pairing, Game: f.Game, Seed: f.Seed, Decision: f.Decision, Err: f.Err.Error()})
	}
	if cfg.Cards != nil {
		p.Cards = cfg.Cards.Counts()
	}
	return p
}

// Merge adds up parts of one run that cover its games once each: the
// report and card statistics of the whole run, but for Seconds, which is
// the parts' time added up. defs is the catalogue the parts were played
// with. names name the parts in errors.
func Merge(defs []engine.CardDef, parts []*Part, names []string) (*Report, *CardStats, error) {
	if len(parts) == 0 {
		return nil, nil, errors.New("fuzz: no parts to merge")
	}
	for i, p := range parts {
		switch {
		case p.Format != PartFormat || p.Version != PartVersion:
			return nil, nil, fmt.Errorf("fuzz: %s is not a part of a fuzz run (format %q version %d, want %q version %d)", names[i], p.Format, p.Version, PartFormat, PartVersion)
		case p.Report == nil:
			return nil, nil, fmt.Errorf("fuzz: %s has no report", names[i])
		case p.Run != parts[0].Run:
			return nil, nil, fmt.Errorf("fuzz: %s and %s are not of the same run (%+v and %+v)", names[0], names[i], parts[0].Run, p.Run)
		case p.Run.Catalog != len(defs):
			return nil, nil, fmt.Errorf("fuzz: %s was played with a catalogue of %d cards, this program's has %d", names[i], p.Run.Catalog, len(defs))
		case p.Range.Of != p.Run.Games || p.Range.From < 0 || p.Range.To < p.Range.From || p.Range.To > p.Range.Of:
			return nil, nil, fmt.Errorf("fuzz: %s: games %d to %d are no range of %d", names[i], p.Range.From, p.Range.To, p.Run.Games)
		case len(p.Report.Pairings) != len(parts[0].Report.Pairings):
			return nil, nil, fmt.Errorf("fuzz: %s has %d pairings, %s %d", names[i], len(p.Report.Pairings), names[0], len(parts[0].Report.Pairings))
		}
		n := len(p.Failures)
		for _, q := range p.Report.Pairings {
			if q.Games < 0 || len(q.Wins) != p.Run.Players {
				return nil, nil, fmt.Errorf("fuzz: %s: a pairing of %d games and %d seats", names[i], q.Games, len(q.Wins))
			}
			n += q.Games
		}
		if n != p.Range.To-p.Range.From || p.Report.Games != n {
			return nil, nil, fmt.Errorf("fuzz: %s: %d games in a range of %d", names[i], n, p.Range.To-p.Range.From)
		}
	}
	ranges := make([]Range, len(parts))
	for i, p := range parts {
		ranges[i] = p.Range
	}
	order, err := shard.Cover(ranges, parts[0].Run.Games, "games %d to %d", "part", names)
	if err != nil {
		return nil, nil, fmt.Errorf("fuzz: %w", err)
	}

	rep := &Report{Pairings: make([]Pairing, len(parts[0].Report.Pairings))}
	cs := NewCardStats(defs)
	for k, q := range parts[0].Report.Pairings {
		rep.Pairings[k] = Pairing{Decks: q.Decks, Results: map[string]int{}, Wins: make([]int, len(q.Wins))}
	}
	for _, i := range order {
		p := parts[i]
		rep.Seconds += p.Report.Seconds
		for k, q := range p.Report.Pairings {
			m := &rep.Pairings[k]
			if !slices.Equal(m.Decks, q.Decks) {
				return nil, nil, fmt.Errorf("fuzz: %s: pairing %d is %v, in %s %v", names[i], k+1, q.Decks, names[order[0]], m.Decks)
			}
			m.Games += q.Games
			m.Decisions += q.Decisions
			m.MaxDecisions = max(m.MaxDecisions, q.MaxDecisions)
			m.Turns += q.Turns
			for s, w := range q.Wins {
				m.Wins[s] += w
			}
			for r, n := range q.Results {
				m.Results[r] += n
			}
			m.Truncated += q.Truncated
			m.Stalled += q.Stalled
			for _, seed := range q.StalledSeeds { // the part's first few, by game
				if len(m.StalledSeeds) < maxStalledSeeds {
					m.StalledSeeds = append(m.StalledSeeds, seed)
				}
			}
		}
		for _, f := range p.Failures {
			rep.Failures = append(rep.Failures, Failure{Pairing: f.Pairing, Game: f.Game, Seed: f.Seed, Decision: f.Decision, Err: errors.New(f.Err)})
		}
		if err := cs.Add(p.Cards); err != nil {
			return nil, nil, fmt.Errorf("fuzz: %s: %w", names[i], err)
		}
	}
	for _, m := range rep.Pairings {
		rep.Games += m.Games
		rep.Decisions += m.Decisions
	}
	rep.Games += len(rep.Failures)
	return rep, cs, nil
}

// CardCounts is CardStats in a form a part carries: the cards in games,
// the cards played and the abilities fired (definition and ability), each
// at least once.
type CardCounts struct {
	Catalog int            `json:"catalog"`
	InGame  []engine.DefID `json:"in_game"`
	Played  []engine.DefID `json:"played"`
	Fired   [][2]int       `json:"fired"`
}

// Counts is what c gathered, as CardCounts.
func (c *CardStats) Counts() CardCounts {
	n := CardCounts{Catalog: len(c.defs), InGame: []engine.DefID{}, Played: []engine.DefID{}, Fired: [][2]int{}}
	for i := range c.defs {
		if c.inGame[i].Load() {
			n.InGame = append(n.InGame, engine.DefID(i))
		}
		if c.played[i].Load() > 0 {
			n.Played = append(n.Played, engine.DefID(i))
		}
		for k := range c.defs[i].Abilities {
			if c.fired[c.off[i]+int32(k)].Load() > 0 {
				n.Fired = append(n.Fired, [2]int{i, k})
			}
		}
	}
	return n
}

// Add adds counts gathered elsewhere (a part's) to c.
func (c *CardStats) Add(n CardCounts) error {
	if n.Catalog != len(c.defs) {
		return fmt.Errorf("card statistics of a catalogue of %d cards, this one has %d", n.Catalog, len(c.defs))
	}
	for _, id := range n.InGame {
		if int(id) >= len(c.defs) {
			return fmt.Errorf("card statistics name card %d of %d", id, len(c.defs))
		}
		c.inGame[id].Store(true)
	}
	for _, id := range n.Played {
		if int(id) >= len(c.defs) {
			return fmt.Errorf("card statistics name card %d of %d", id, len(c.defs))
		}
		c.played[id].Add(1)
	}
	for _, f := range n.Fired {
		if f[0] < 0 || f[0] >= len(c.defs) || f[1] < 0 || f[1] >= len(c.defs[f[0]].Abilities) {
			return fmt.Errorf("card statistics name ability %d of card %d, which it lacks", f[1], f[0])
		}
		c.fired[c.off[f[0]]+int32(f[1])].Add(1)
	}
	return nil
}
