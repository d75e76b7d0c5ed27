package replay

import (
	"bytes"
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/agents"
	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
)

func testGame(t *testing.T) ([]engine.CardDef, *cards.Index, *engine.Game) {
	t.Helper()
	defs := cards.MustCatalog()
	ix, err := cards.NewIndex(defs)
	if err != nil {
		t.Fatal(err)
	}
	// Implemented set-1 cards in a fixed order, so the test does not
	// depend on which reference decks are playable.
	var ids []engine.DefID
	for i := range defs {
		if defs[i].Implemented && defs[i].Set == "1" && len(ids) < 60 {
			for range 4 {
				ids = append(ids, defs[i].ID)
			}
		}
	}
	ids = ids[:60]
	g, err := engine.NewGame(defs, engine.Config{Players: 2, StartingPlayer: -1, Decks: [][]engine.DefID{ids, ids[4:]}})
	if err != nil {
		t.Fatal(err)
	}
	return defs, ix, g
}

// record plays a greedy-vs-random game and records it.
func record(t *testing.T, g *engine.Game, seed uint64) (*Record, *engine.State) {
	t.Helper()
	r, err := New(g, seed, []string{"a", "b"}, []string{"greedy", "random"})
	if err != nil {
		t.Fatal(err)
	}
	st, err := agents.PlayGame(g, seed, []agents.Agent{agents.NewGreedy(1), agents.NewRandom(2)},
		func(_ *engine.State, a engine.Action) { r.Add(a) })
	if err != nil {
		t.Fatal(err)
	}
	r.Finish(st)
	return r, st
}

func TestRoundTripReplaysExactly(t *testing.T) {
	defs, ix, g := testGame(t)
	for _, seed := range []uint64{1, 2, 3} {
		r, final := record(t, g, seed)
		var buf bytes.Buffer
		if err := r.Write(&buf); err != nil {
			t.Fatal(err)
		}
		back, err := Read(&buf)
		if err != nil {
			t.Fatal(err)
		}
		g2, err := back.Game(defs, ix, false)
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		st, err := back.Replay(g2, func(*engine.State, int, engine.Action) { n++ })
		if err != nil {
			t.Fatal(err)
		}
		if n != len(r.Actions) || !engine.Equal(st, final) {
			t.Fatalf("seed %d: the replayed game differs from the played one", seed)
		}
		if back.Agents[0] != "greedy" || back.DeckNames[1] != "b" || len(back.Decks[1]) != 56 {
			t.Fatalf("labels or decks lost: %+v", back)
		}
	}
}

func TestBadFiles(t *testing.T) {
	_, _, g := testGame(t)
	r, _ := record(t, g, 5)
	var buf bytes.Buffer
	if err := r.Write(&buf); err != nil {
		t.Fatal(err)
	}
	data := buf.Bytes()
	newer := append([]byte{}, data...)
	newer[len(magic)] = Version + 1
	for _, tt := range []struct {
		name string
		data []byte
		err  string
	}{
		{"empty", nil, "not a lorcana replay"},
		{"other file", []byte("# a decklist\n4 Stitch - New Dog\n"), "not a lorcana replay"},
		{"header only", data[:len(magic)], "truncated file"},
		{"newer version", newer, "version 2, this program reads version 1"},
		{"no body", data[:len(magic)+1], "corrupt"},
	} {
		if _, err := Decode(tt.data); err == nil || !strings.Contains(err.Error(), tt.err) {
			t.Errorf("%s: error %v, want %q", tt.name, err, tt.err)
		}
	}
	// Every truncation is an error, never a panic.
	for n := len(magic) + 1; n < len(data); n++ {
		if _, err := Decode(data[:n]); err == nil {
			t.Fatalf("truncated to %d of %d bytes: no error", n, len(data))
		}
	}
}

func TestReplayMismatch(t *testing.T) {
	defs, ix, g := testGame(t)
	r, _ := record(t, g, 7)
	g2, err := r.Game(defs, ix, false)
	if err != nil {
		t.Fatal(err)
	}
	short := *r
	short.Actions = r.Actions[:len(r.Actions)-1]
	if _, err := short.Replay(g2, nil); err == nil || !strings.Contains(err.Error(), "ends before the game") {
		t.Errorf("a record missing its last action: %v", err)
	}
	bad := *r
	bad.Actions = append([]Step{}, r.Actions...)
	bad.Actions[len(bad.Actions)/2].Card = 4000
	bad.Actions[len(bad.Actions)/2].Kind = uint8(engine.ActQuest)
	if _, err := bad.Replay(g2, nil); err == nil || !strings.Contains(err.Error(), "does not replay") {
		t.Errorf("a damaged action: %v", err)
	}
	wrong := *r
	wrong.Winner = 1 - r.Winner
	if _, err := wrong.Replay(g2, nil); err == nil || !strings.Contains(err.Error(), "the record says") {
		t.Errorf("a different result: %v", err)
	}
	unknown := *r
	unknown.Decks = [][]string{{"No Such Card"}, r.Decks[1]}
	if _, err := unknown.Game(defs, ix, false); err == nil || !strings.Contains(err.Error(), "deck of player 1, card 1") {
		t.Errorf("an unknown card: %v", err)
	}
}

// TestBagModelRecorded: a game under a variant bag model records the model
// and plays back under it; a default game's record has no bag field (its
// bytes are as before the option existed); an unknown model is refused.
func TestBagModelRecorded(t *testing.T) {
	defs, ix, g := testGame(t)
	var plain bytes.Buffer
	r0, _ := record(t, g, 4)
	if err := r0.Write(&plain); err != nil {
		t.Fatal(err)
	}
	if r0.Bag != "" || bytes.Contains(plain.Bytes(), []byte("bag")) {
		t.Fatalf("a lorcana game records a bag model: %q", r0.Bag)
	}
	for _, m := range []engine.BagModel{engine.BagAlternating, engine.BagNested} {
		cfg := g.Config
		cfg.Bag = m
		gm, err := engine.NewGame(defs, cfg)
		if err != nil {
			t.Fatal(err)
		}
		r, final := record(t, gm, 4)
		var buf bytes.Buffer
		if err := r.Write(&buf); err != nil {
			t.Fatal(err)
		}
		back, err := Read(&buf)
		if err != nil {
			t.Fatal(err)
		}
		if back.Bag != m.String() {
			t.Fatalf("%v recorded as %q", m, back.Bag)
		}
		g2, err := back.Game(defs, ix, false)
		if err != nil {
			t.Fatal(err)
		}
		if g2.Config.Bag != m {
			t.Fatalf("%v played back as %v", m, g2.Config.Bag)
		}
		st, err := back.Replay(g2, nil)
		if err != nil || !engine.Equal(st, final) {
			t.Fatalf("%v: the replayed game differs (%v)", m, err)
		}
	}
	r0.Bag = "stack"
	if _, err := r0.Config(ix); err == nil || !strings.Contains(err.Error(), "unknown bag model") {
		t.Fatalf("an unknown bag model: %v", err)
	}
}
