package limited

import (
	"fmt"
	"slices"

	"github.com/lorcana-rl/lorcana/agents"
	"github.com/lorcana-rl/lorcana/engine"
)

// DraftEventConfig describes a draft event: a pod drafts (Draft, with the
// drafter Drafters[i] at seat i), each seat builds a deck of DeckSize cards
// from its picks (Build), and every pair of seats plays Games games with the
// play agent Agent at both seats, as in a Sealed event.
type DraftEventConfig struct {
	Draft    DraftConfig
	Drafters []string // one per seat: "heuristic", "random"
	DeckSize int      // at least DraftDeckSize (1.10.1.2); 0: DraftDeckSize
	Games    int      // games per pair of seats, even, 2 or more; 0: draft and build only
	Agent    string   // agents.New's specification
	// NewAgent, if set, makes the play agent instead of agents.New(Agent)
	// (EventConfig.NewAgent).
	NewAgent func(seed uint64) (agents.Agent, error)
}

// DraftEventResult is the outcome of a draft event: the finished draft, and
// per seat (in seat order) its deck and record (SeatResult.Sealed is nil).
type DraftEventResult struct {
	Config DraftEventConfig
	Draft  *Draft
	Seats  []SeatResult
}

// drafterSeed derives the seed of a seat's drafter.
func drafterSeed(seed uint64, seat int) uint64 { return mixSeed(seed, 0xd7af, uint64(seat)) }

// RunDraftEvent runs a draft event with defs indexed by DefID (cards.Catalog's).
// The same configuration gives the same result. A configuration out of
// bounds, an unknown set, drafter or agent, or a game the engine cannot
// play, is an error.
func RunDraftEvent(defs []engine.CardDef, cfg DraftEventConfig) (*DraftEventResult, error) {
	if err := cfg.check(); err != nil {
		return nil, err
	}
	if len(cfg.Drafters) != cfg.Draft.Seats {
		return nil, fmt.Errorf("%d drafters for %d seats: name one per seat", len(cfg.Drafters), cfg.Draft.Seats)
	}
	d, err := draftPod(defs, cfg.Draft, cfg.Drafters)
	if err != nil {
		return nil, err
	}
	return PlayDraftEvent(defs, cfg, d)
}

// check validates the deck size, games and agent of a draft event (the
// draft's own bounds are NewDraft's), setting the default deck size.
func (cfg *DraftEventConfig) check() error {
	if cfg.DeckSize == 0 {
		cfg.DeckSize = DraftDeckSize
	}
	switch {
	case cfg.DeckSize < DraftDeckSize:
		return fmt.Errorf("a Draft deck has at least %d cards (1.10.1.2), not %d", DraftDeckSize, cfg.DeckSize)
	case cfg.DeckSize > len(cfg.Draft.Sets)*PackSize:
		return fmt.Errorf("a deck of %d cards cannot be built from %d packs of %d picks", cfg.DeckSize, len(cfg.Draft.Sets), PackSize)
	case cfg.Games != 0 && (cfg.Games < 2 || cfg.Games%2 != 0):
		return fmt.Errorf("each pair of seats plays an even number of games (both decks in both seats), 2 or more, not %d", cfg.Games)
	}
	if cfg.Games > 0 {
		ec := cfg.eventConfig()
		if _, err := ec.newAgent(0); err != nil {
			return err
		}
	}
	return nil
}

// CheckDraftEvent says whether cfg's deck size, games and play agent are
// valid (RunDraftEvent's checks but the drafters' and the draft's own), so
// that a draft whose picks come from elsewhere can be refused before it
// starts rather than once it is over (PlayDraftEvent).
func CheckDraftEvent(cfg DraftEventConfig) error { return cfg.check() }

// eventConfig is the Sealed event configuration of the draft event's round
// robin.
func (cfg *DraftEventConfig) eventConfig() EventConfig {
	return EventConfig{Seats: cfg.Draft.Seats, Seed: cfg.Draft.Seed, DeckSize: cfg.DeckSize, Games: cfg.Games,
		Agent: cfg.Agent, NewAgent: cfg.NewAgent}
}

// PlayDraftEvent finishes a draft event whose draft d is over, however its
// picks were made (RunDraft's drafters, or an environment's agents choosing
// some seats' picks): each seat builds its deck from its pool (Build) and,
// with cfg.Games > 0, every pair of seats plays its games, as RunDraftEvent
// does (seeded from the draft's seed). cfg.Draft must be d's configuration;
// cfg.Drafters is kept for the record only. The result's Rewards are each
// seat's reward. A draft not over, or cfg out of bounds or not d's, is an
// error.
func PlayDraftEvent(defs []engine.CardDef, cfg DraftEventConfig, d *Draft) (*DraftEventResult, error) {
	if err := cfg.check(); err != nil {
		return nil, err
	}
	if !d.Done() {
		return nil, fmt.Errorf("the draft is not over: %d of its %d picks are left", d.TotalPicks()-d.NumPicks(), d.TotalPicks())
	}
	if cfg.Draft.Seats != d.Seats() || cfg.Draft.Seed != d.Config().Seed || !slices.Equal(cfg.Draft.Sets, d.Config().Sets) {
		return nil, fmt.Errorf("the event's configuration is not the draft's")
	}
	res := &DraftEventResult{Config: cfg, Draft: d, Seats: make([]SeatResult, cfg.Draft.Seats)}
	for i := range res.Seats {
		b, err := Build(d.PoolOfSeat(i), defs, cfg.DeckSize)
		if err != nil {
			return nil, fmt.Errorf("seat %d: %w", i+1, err)
		}
		res.Seats[i].Built = b
	}
	if cfg.Games == 0 {
		return res, nil
	}
	ev := &EventResult{Config: cfg.eventConfig(), Seats: res.Seats}
	for a := range ev.Seats {
		for b := a + 1; b < len(ev.Seats); b++ {
			if err := ev.playPair(defs, a, b); err != nil {
				return nil, err
			}
		}
	}
	return res, nil
}

// SeatDrafters makes the drafter of each seat that names one, seeded as
// RunDraftEvent seeds them (the same names and seed draft the same picks);
// a seat whose name is empty gets nil: its picks come from elsewhere.
func SeatDrafters(defs []engine.CardDef, names []string, seed uint64) ([]Drafter, error) {
	out := make([]Drafter, len(names))
	for i, name := range names {
		if name == "" {
			continue
		}
		var err error
		if out[i], err = NewDrafter(name, defs, drafterSeed(seed, i)); err != nil {
			return nil, fmt.Errorf("seat %d: %w", i+1, err)
		}
	}
	return out, nil
}

// RunDraft plays a draft to its end, drafters[s] choosing seat s's picks in
// the order ToPick gives. A drafter choosing a card not in its pack is an
// error (the draft keeps the picks made before it).
func RunDraft(d *Draft, drafters []Drafter) error {
	if len(drafters) != d.Seats() {
		return fmt.Errorf("%d drafters for %d seats", len(drafters), d.Seats())
	}
	var o Observation
	for !d.Done() {
		s := d.ToPick()
		if err := d.Observe(s, &o); err != nil {
			return err
		}
		if err := d.PickIndex(s, drafters[s].Choose(&o)); err != nil {
			return err
		}
	}
	return nil
}
