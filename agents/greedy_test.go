package agents

import (
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
)

// board builds a position with player 1 to act: mine and theirs are put in
// play (with the given placements), hand into player 1's hand.
type board struct {
	s     *engine.State
	ix    *cards.Index
	t     *testing.T
	names map[string]engine.DefID
}

func newBoard(t *testing.T) *board {
	t.Helper()
	defs := cards.MustCatalog()
	ix, err := cards.NewIndex(defs)
	if err != nil {
		t.Fatal(err)
	}
	g, err := engine.NewGame(defs, engine.Config{Players: 2, Decks: [][]engine.DefID{nil, nil}})
	if err != nil {
		t.Fatal(err)
	}
	b := &board{s: g.EmptyState(1), ix: ix, t: t}
	for p := uint8(0); p < 2; p++ {
		for range 10 {
			b.s.AddCard(p, b.def("Pumbaa - Friendly Warthog"), engine.ZoneDeck)
		}
	}
	return b
}

func (b *board) def(name string) engine.DefID {
	d, err := b.ix.Lookup(name)
	if err != nil {
		b.t.Fatal(err)
	}
	return d
}

func (b *board) play(p uint8, name string, pl engine.Placement) engine.CardID {
	id, err := b.s.PlaceInPlay(p, b.def(name), pl)
	if err != nil {
		b.t.Fatal(err)
	}
	return id
}

func TestThreatened(t *testing.T) {
	const stitch = "Stitch - New Dog" // 2 strength, 2 willpower
	tests := []struct {
		name string
		mine engine.Placement
		opp  []engine.Placement // opposing Stitches
		want bool
	}{
		{"no opponent", engine.Placement{}, nil, false},
		{"a 2-strength opponent banishes 2 willpower", engine.Placement{}, []engine.Placement{{}}, true},
		{"Resist 1 saves it", engine.Placement{Keywords: []engine.KeywordValue{{Keyword: engine.Resist, Value: 1}}}, []engine.Placement{{}}, false},
		{"Evasive keeps non-evasive challengers off", engine.Placement{Keywords: []engine.KeywordValue{{Keyword: engine.Evasive}}}, []engine.Placement{{}}, false},
		{"an evasive challenger reaches it", engine.Placement{Keywords: []engine.KeywordValue{{Keyword: engine.Evasive}}},
			[]engine.Placement{{Keywords: []engine.KeywordValue{{Keyword: engine.Evasive}}}}, true},
		{"Challenger +1 counts", engine.Placement{Keywords: []engine.KeywordValue{{Keyword: engine.Resist, Value: 1}}},
			[]engine.Placement{{Keywords: []engine.KeywordValue{{Keyword: engine.Challenger, Value: 1}}}}, true},
	}
	for _, tt := range tests {
		b := newBoard(t)
		me := b.play(0, stitch, tt.mine)
		for _, o := range tt.opp {
			b.play(1, stitch, o)
		}
		b.s.Begin(0, false, false)
		if got := threatened(b.s, 0, me); got != tt.want {
			t.Errorf("%s: threatened %v, want %v", tt.name, got, tt.want)
		}
	}
}

func TestGreedyTurnPriorities(t *testing.T) {
	// Player 1 has 1 ink ready and has not inked this turn; the hand holds
	// two copies of a cheap card and an expensive one. Greedy inks what it
	// values least (a copy of the cheap card: measured better than keeping
	// cheap plays and inking big cards), plays the other copy, ends the turn.
	b := newBoard(t)
	cheap := []engine.CardID{
		b.s.AddCard(0, b.def("Stitch - New Dog"), engine.ZoneHand),
		b.s.AddCard(0, b.def("Stitch - New Dog"), engine.ZoneHand),
	}
	b.s.AddCard(0, b.def("Sven - Official Ice Deliverer"), engine.ZoneHand)
	b.s.SetInk(0, b.def("Pumbaa - Friendly Warthog"), 1, 0)
	b.s.Begin(0, false, false)
	g := NewGreedy(1)
	act := func() engine.Action {
		legal := b.s.Legal(nil)
		a := legal[g.Act(b.s, legal)]
		if err := b.s.Apply(a); err != nil {
			t.Fatal(err)
		}
		return a
	}
	for _, want := range []engine.Action{
		{Kind: engine.ActInk, Card: cheap[0]},
		{Kind: engine.ActPlay, Card: cheap[1]},
		{Kind: engine.ActEndTurn, Card: 0},
	} {
		if a := act(); a.Kind != want.Kind || a.Card != want.Card && want.Kind != engine.ActEndTurn {
			t.Fatalf("chose %v, want %s #%d", a, want.Kind, want.Card)
		}
	}
}

func TestGreedyQuestsWhenSafeAndChallengesWell(t *testing.T) {
	// A ready dry Stitch with Resist 2 facing an exerted opposing Stitch:
	// banishing it in a challenge, unharmed, beats questing. (Without
	// Resist both would be banished: an even trade it declines.)
	b := newBoard(t)
	mine := b.play(0, "Stitch - New Dog", engine.Placement{Keywords: []engine.KeywordValue{{Keyword: engine.Resist, Value: 2}}})
	theirs := b.play(1, "Stitch - New Dog", engine.Placement{Exerted: true})
	b.s.Begin(0, false, true)
	g := NewGreedy(1)
	legal := b.s.Legal(nil)
	a := legal[g.Act(b.s, legal)]
	if a.Kind != engine.ActChallenge || a.Card != mine || a.Target != theirs {
		t.Fatalf("chose %v, want to challenge #%d with #%d", a, theirs, mine)
	}
	b = newBoard(t)
	b.play(0, "Stitch - New Dog", engine.Placement{})
	b.play(1, "Stitch - New Dog", engine.Placement{Exerted: true})
	b.s.Begin(0, false, true)
	legal = b.s.Legal(nil)
	if a := legal[g.Act(b.s, legal)]; a.Kind == engine.ActChallenge {
		t.Fatalf("chose %v: an even trade", a)
	}

	// With the opposing Stitch ready (it can't be challenged, and it
	// would banish ours next turn), ours stays home unless racing.
	b = newBoard(t)
	mine = b.play(0, "Stitch - New Dog", engine.Placement{})
	b.play(1, "Stitch - New Dog", engine.Placement{})
	b.s.Begin(0, false, true)
	if questWorthIt(b.s, 0, mine) {
		t.Error("quests into a challenge that banishes it")
	}
	b.s.SetLore(1, 16)
	if !questWorthIt(b.s, 0, mine) {
		t.Error("does not race when the opponent is near 20 lore")
	}
}

// A ready Reckless character that can challenge keeps its player from
// ending the turn (8.7.3). Greedy then takes that challenge, though it
// trades badly, rather than the free moves between two Ring of Stones
// that change nothing (the exerted Stitch moves there for free): those it
// would make for ever.
func TestGreedyMeetsRecklessObligation(t *testing.T) {
	b := newBoard(t)
	reckless := b.play(0, "Stitch - New Dog", engine.Placement{Keywords: []engine.KeywordValue{{Keyword: engine.Reckless}}})
	ring := b.play(0, "Ring of Stones - Place of Legends", engine.Placement{})
	b.play(0, "Ring of Stones - Place of Legends", engine.Placement{})
	b.play(0, "Stitch - New Dog", engine.Placement{Exerted: true, At: ring})
	theirs := b.play(1, "Stitch - New Dog", engine.Placement{Exerted: true, Keywords: []engine.KeywordValue{{Keyword: engine.Resist, Value: 2}}})
	b.s.Begin(0, false, true)
	b.s.SetLore(0, 5) // the locations' once-a-turn lore is no reason to move
	g := NewGreedy(1)
	g.Sampled = true // as in a search's rollouts
	for n := 0; ; n++ {
		legal := b.s.Legal(nil)
		a := legal[g.Act(b.s, legal)]
		if a.Kind == engine.ActChallenge {
			if a.Card != reckless || a.Target != theirs {
				t.Errorf("challenged #%d with #%d, want #%d with #%d", a.Target, a.Card, theirs, reckless)
			}
			break
		}
		if a.Kind == engine.ActEndTurn {
			t.Fatal("ended the turn with a ready Reckless character that can challenge")
		}
		if n == 10 {
			t.Fatalf("10 actions and no challenge; the last %v", a)
		}
		if err := b.s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
}
