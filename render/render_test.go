package render

import (
	"bytes"
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/agents"
	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
)

type fixture struct {
	s                              *engine.State
	stitch, mickey, hans, flounder engine.CardID
}

// position: player 1 has Stitch (exerted, 1 damage) in play and Mickey in
// hand; player 2 has Hans in play and Flounder in hand; both have ink.
func position(t *testing.T) fixture {
	t.Helper()
	defs := cards.MustCatalog()
	ix, err := cards.NewIndex(defs)
	if err != nil {
		t.Fatal(err)
	}
	id := func(n string) engine.DefID {
		d, err := ix.Lookup(n)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	g, err := engine.NewGame(defs, engine.Config{Players: 2, Decks: [][]engine.DefID{nil, nil}})
	if err != nil {
		t.Fatal(err)
	}
	s := g.EmptyState(1)
	var f fixture
	f.s = s
	if f.stitch, err = s.PlaceInPlay(0, id("Stitch - New Dog"), engine.Placement{Exerted: true, Damage: 1}); err != nil {
		t.Fatal(err)
	}
	if f.hans, err = s.PlaceInPlay(1, id("Hans - Scheming Prince"), engine.Placement{}); err != nil {
		t.Fatal(err)
	}
	f.mickey = s.AddCard(0, id("Mickey Mouse - True Friend"), engine.ZoneHand)
	f.flounder = s.AddCard(1, id("Flounder - Voice of Reason"), engine.ZoneHand)
	for p := uint8(0); p < 2; p++ {
		s.SetInk(p, id("Develop Your Brain"), 3, 0)
		s.AddCard(p, id("Pumbaa - Friendly Warthog"), engine.ZoneDeck)
	}
	s.Begin(1, false, false)
	return f
}

func TestBoardHidesWhatTheViewerCannotSee(t *testing.T) {
	f := position(t)
	for _, tt := range []struct {
		viewer      int
		want, avoid []string
	}{
		{0, []string{"Player 1 (you): lore 0, hand 1", "Mickey Mouse - True Friend", "Stitch - New Dog  S2 W2 L1  (character, cost 1)  [exerted, 1 damage", "Mickey Mouse - True Friend  (character, cost 3, inkable; S3 W3 L2)", "Hans - Scheming Prince", "to act: player 2: a turn action"},
			[]string{"Flounder", "Pumbaa", "Develop Your Brain"}},
		{1, []string{"Flounder - Voice of Reason", "Player 2 (you)", "Stitch - New Dog"}, []string{"Mickey", "Pumbaa", "Develop Your Brain"}},
		{Full, []string{"(full view)", "Flounder", "Mickey", "deck top: Pumbaa", "inkwell: Develop Your Brain"}, nil},
	} {
		var b bytes.Buffer
		Board(&b, f.s, tt.viewer)
		out := b.String()
		for _, w := range tt.want {
			if !strings.Contains(out, w) {
				t.Errorf("viewer %d: no %q in\n%s", tt.viewer, w, out)
			}
		}
		for _, a := range tt.avoid {
			if strings.Contains(out, a) {
				t.Errorf("viewer %d sees %q:\n%s", tt.viewer, a, out)
			}
		}
	}
}

func TestActionText(t *testing.T) {
	f := position(t)
	s := f.s
	tests := []struct {
		a      engine.Action
		viewer int
		want   string
	}{
		{engine.Action{Kind: engine.ActPlay, Player: 1, Card: f.flounder}, 0, "player 2 plays Flounder - Voice of Reason (1 ink)"},
		{engine.Action{Kind: engine.ActInk, Player: 1, Card: f.flounder}, 0, "player 2 inks Flounder - Voice of Reason"},
		{engine.Action{Kind: engine.ActChallenge, Player: 1, Card: f.hans, Target: f.stitch}, 0, "player 2 challenges Stitch - New Dog (1 damage) with Hans - Scheming Prince"},
		{engine.Action{Kind: engine.ActChallenge, Player: 1, Card: f.hans, Target: f.stitch}, 1, "player 2 (you) challenges"},
		{engine.Action{Kind: engine.ActQuest, Player: 1, Card: f.hans}, Full, "player 2 quests with Hans - Scheming Prince (3 lore)"},
		{engine.Action{Kind: engine.ActChoose, Player: 1, Card: f.mickey}, 1, "player 2 (you) chooses a hidden card"},
		{engine.Action{Kind: engine.ActChoose, Player: 1, Card: f.mickey}, 0, "player 2 chooses Mickey Mouse - True Friend (yours)"},
		{engine.Action{Kind: engine.ActEndTurn, Player: 1}, 0, "player 2 ends the turn"},
		{engine.Action{Kind: engine.ActOption, Player: 0, N: 1}, 0, "player 1 (you) takes option 2"},
	}
	for _, tt := range tests {
		if got := Action(s, tt.a, tt.viewer); !strings.HasPrefix(got, tt.want) {
			t.Errorf("%v for viewer %d: %q, want %q", tt.a, tt.viewer, got, tt.want)
		}
	}
}

func TestLoggerWritesAGame(t *testing.T) {
	defs := cards.MustCatalog()
	var ids []engine.DefID
	for i := range defs {
		if defs[i].Implemented && defs[i].Set == "1" && len(ids) < 60 {
			for range 4 {
				ids = append(ids, defs[i].ID)
			}
		}
	}
	g, err := engine.NewGame(defs, engine.Config{Players: 2, StartingPlayer: 0, Log: true, Decks: [][]engine.DefID{ids[:60], ids[:60]}})
	if err != nil {
		t.Fatal(err)
	}
	for _, viewer := range []int{0, Full} {
		var b bytes.Buffer
		l := &Logger{W: &b, Viewer: viewer, Boards: true}
		seats := []agents.Agent{agents.NewGreedy(1), agents.NewGreedy(2)}
		n := 0
		st, err := agents.PlayGame(g, 3, seats, func(s *engine.State, a engine.Action) {
			if n > 0 {
				l.Applied(s)
			}
			l.Action(s, a)
			n++
		})
		if err != nil {
			t.Fatal(err)
		}
		l.End(st)
		out := b.String()
		for _, w := range []string{"Turn 1: player 1", "Turn 2: player 2", "quests with", "gains", "Game over: player"} {
			if !strings.Contains(out, w) {
				t.Errorf("viewer %d: no %q in the log", viewer, w)
			}
		}
		if viewer == 0 && !strings.Contains(out, "player 2 draws a card") {
			t.Error("player 1 does not see player 2 draw a card")
		}
		if viewer == Full && strings.Contains(out, "draws a card") {
			t.Error("the full view hides a drawn card")
		}
	}
}
