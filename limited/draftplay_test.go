package limited

import (
	"slices"
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/agents"
)

// TestPlayDraftEvent: a draft whose picks were made one by one (here by
// SeatDrafters' drafters, as a client of the bridge would make them)
// finishes into the same decks and records as RunDraftEvent's event of the
// same configuration; the play agent may come from NewAgent.
func TestPlayDraftEvent(t *testing.T) {
	defs := catalog(t)
	cfg := DraftEventConfig{
		Draft:    DraftConfig{Seats: 3, Sets: []string{"5", "5", "5"}, Seed: 4},
		Drafters: []string{"heuristic", "random", "heuristic"},
		Games:    2,
		Agent:    "greedy",
	}
	want, err := RunDraftEvent(defs, cfg)
	if err != nil {
		t.Fatal(err)
	}
	d, err := NewDraft(cfg.Draft)
	if err != nil {
		t.Fatal(err)
	}
	drafters, err := SeatDrafters(defs, cfg.Drafters, cfg.Draft.Seed)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := PlayDraftEvent(defs, cfg, d); err == nil || !strings.Contains(err.Error(), "not over: 108 of its 108 picks are left") {
		t.Errorf("a draft not begun: %v", err)
	}
	if err := RunDraft(d, drafters); err != nil {
		t.Fatal(err)
	}
	made := 0
	custom := cfg
	custom.Agent = ""
	custom.NewAgent = func(seed uint64) (agents.Agent, error) { made++; return agents.New("greedy", seed) }
	got, err := PlayDraftEvent(defs, custom, d)
	if err != nil {
		t.Fatal(err)
	}
	for i, s := range got.Seats {
		w := want.Seats[i]
		if s.Wins != w.Wins || s.Losses != w.Losses || s.Draws != w.Draws || !slices.Equal(s.Built.Deck.IDs(), w.Built.Deck.IDs()) {
			t.Errorf("seat %d: %d-%d-%d, want RunDraftEvent's %d-%d-%d (same deck: %v)", i+1, s.Wins, s.Losses, s.Draws,
				w.Wins, w.Losses, w.Draws, slices.Equal(s.Built.Deck.IDs(), w.Built.Deck.IDs()))
		}
	}
	if made < 12 { // two agents a game, six games, and the check's
		t.Errorf("NewAgent made %d agents, want one per seat of each game", made)
	}
	other := cfg
	other.Draft.Seed = 5
	if _, err := PlayDraftEvent(defs, other, d); err == nil || !strings.Contains(err.Error(), "not the draft's") {
		t.Errorf("another configuration: %v", err)
	}
	if err := CheckDraftEvent(DraftEventConfig{Draft: cfg.Draft, Games: 2, Agent: "nobody"}); err == nil || !strings.Contains(err.Error(), `unknown agent "nobody"`) {
		t.Errorf("CheckDraftEvent of an unknown agent: %v", err)
	}
	seats, err := SeatDrafters(defs, []string{"", "random", ""}, 1)
	if err != nil || seats[0] != nil || seats[1] == nil || seats[2] != nil {
		t.Errorf("SeatDrafters with empty names: %v, %v", seats, err)
	}
	if _, err := SeatDrafters(defs, []string{"", "expert"}, 1); err == nil || !strings.Contains(err.Error(), `seat 2: unknown drafter "expert"`) {
		t.Errorf("SeatDrafters of an unknown drafter: %v", err)
	}
}
