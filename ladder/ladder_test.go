package ladder

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/decks"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/env"
)

func testDecks(t *testing.T) ([]engine.CardDef, []Deck) {
	t.Helper()
	defs, err := cards.Catalog()
	if err != nil {
		t.Fatal(err)
	}
	d1, d2 := decks.Default()
	var ds []Deck
	for _, n := range []string{d1, d2} {
		d, err := env.LoadDeck(n)
		if err != nil {
			t.Fatal(err)
		}
		ds = append(ds, Deck{Name: d.Name, IDs: d.IDs()})
	}
	return defs, ds
}

// ladder plays a ladder of the agents into the file at path (resuming it
// if it exists) and returns the file's bytes.
func ladder(t *testing.T, path string, agentSpecs []string, rounds, threads int) ([]byte, int) {
	t.Helper()
	defs, ds := testDecks(t)
	f, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if f == nil {
		f = NewFile(7)
	}
	todo, err := Plan(f, defs, agentSpecs, ds, rounds)
	if err != nil {
		t.Fatal(err)
	}
	if err := Run(context.Background(), f, todo, RunConfig{Defs: defs, Decks: ds, Threads: threads}); err != nil {
		t.Fatal(err)
	}
	if err := f.Save(path); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data, len(todo)
}

func TestSameForAnyThreads(t *testing.T) {
	dir := t.TempDir()
	specs := []string{"random", "greedy", "ismcts:4:random:1"}
	one, n := ladder(t, filepath.Join(dir, "one.json"), specs, 1, 1)
	if want := 3 * 4 * 2; n != want {
		t.Fatalf("%d games planned, want %d (3 pairs, 4 deck pairings, 2 seats)", n, want)
	}
	three, _ := ladder(t, filepath.Join(dir, "three.json"), specs, 1, 3)
	if !bytes.Equal(one, three) {
		t.Error("1 and 3 threads gave different ladders")
	}
	if !strings.Contains(string(one), `"result": "a"`) || !strings.Contains(string(one), `"result": "b"`) {
		t.Error("no agent won any game, or every game went the same way")
	}
}

func TestResumeAndExtend(t *testing.T) {
	dir := t.TempDir()
	full, _ := ladder(t, filepath.Join(dir, "full.json"), []string{"random", "greedy", "ismcts:4:random:1"}, 2, 2)

	// Extend a ladder of two agents by a third, then by a round.
	path := filepath.Join(dir, "grown.json")
	ladder(t, path, []string{"random", "greedy"}, 1, 2)
	_, n := ladder(t, path, []string{"greedy", "random", "ismcts:4:random:1"}, 1, 2)
	if want := 2 * 4 * 2; n != want {
		t.Errorf("adding an agent played %d games, want %d (only its own)", n, want)
	}
	_, n = ladder(t, path, []string{"random", "greedy", "ismcts:4:random:1"}, 2, 2)
	if want := 3 * 4 * 2; n != want {
		t.Errorf("adding a round played %d games, want %d", n, want)
	}
	grown, _ := os.ReadFile(path)
	if !bytes.Equal(full, grown) {
		t.Error("a ladder grown step by step differs from one played at once")
	}
	if _, n = ladder(t, path, []string{"random", "greedy", "ismcts:4:random:1"}, 2, 2); n != 0 {
		t.Errorf("a complete ladder played %d more games", n)
	}

	// Interrupted after some games, then resumed.
	defs, ds := testDecks(t)
	f := NewFile(7)
	todo, err := Plan(f, defs, []string{"random", "greedy", "ismcts:4:random:1"}, ds, 2)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	err = Run(ctx, f, todo, RunConfig{Defs: defs, Decks: ds, Threads: 2, Done: func(n int) {
		if n == 5 {
			cancel()
		}
	}})
	if err != context.Canceled || len(f.Games) >= len(todo) || len(f.Games) < 5 {
		t.Fatalf("interrupted run: %v with %d of %d games", err, len(f.Games), len(todo))
	}
	cut := filepath.Join(dir, "cut.json")
	if err := f.Save(cut); err != nil {
		t.Fatal(err)
	}
	resumed, n := ladder(t, cut, []string{"random", "greedy", "ismcts:4:random:1"}, 2, 2)
	if n != len(todo)-len(f.Games) {
		t.Errorf("resuming played %d games, want %d", n, len(todo)-len(f.Games))
	}
	if !bytes.Equal(full, resumed) {
		t.Error("an interrupted and resumed ladder differs from one played at once")
	}
}

func TestPlanErrors(t *testing.T) {
	defs, ds := testDecks(t)
	changed := NewFile(1)
	changed.Decks[ds[0].Name] = "0123"
	tests := []struct {
		name  string
		f     *File
		specs []string
		decks []Deck
		want  string
	}{
		{"one agent", NewFile(1), []string{"random"}, ds, "at least 2"},
		{"agent twice", NewFile(1), []string{"random", "greedy", "random"}, ds, `"random" is listed twice`},
		{"no decks", NewFile(1), []string{"random", "greedy"}, nil, "no decks"},
		{"deck twice", NewFile(1), []string{"random", "greedy"}, []Deck{ds[0], ds[0]}, "listed twice"},
		{"deck changed", changed, []string{"random", "greedy"}, ds, "cards changed"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Plan(tt.f, defs, tt.specs, tt.decks, 1)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %v, want one containing %q", err, tt.want)
			}
		})
	}
}

func TestLoadRefuses(t *testing.T) {
	good := `{"format":"lorcana-ladder","version":1,"seed":1,"decks":{"d":"ab"},"games":[` +
		`{"a":"greedy","b":"random","deck_a":"d","deck_b":"d","seat_a":0,"round":0,"seed":5,"result":"a","turns":9}]}`
	tests := []struct {
		name, text, want string
	}{
		{"good", good, ""},
		{"truncated", good[:60], "damaged or not a ladder file"},
		{"not json", "hello", "damaged or not a ladder file"},
		{"other format", `{"format":"lorcana-replay","version":1}`, "is not a ladder file"},
		{"other version", strings.Replace(good, `"version":1`, `"version":2`, 1), "version 2 of the ladder format"},
		{"bad result", strings.Replace(good, `"result":"a"`, `"result":"x"`, 1), `result "x"`},
		{"agents out of order", strings.Replace(good, `"a":"greedy","b":"random"`, `"a":"random","b":"greedy"`, 1), "not in order"},
		{"unknown deck", strings.Replace(good, `"deck_a":"d"`, `"deck_a":"e"`, 1), "not listed"},
		{"game twice", strings.Replace(good, `]}`, `,`+good[strings.Index(good, `{"a"`):len(good)-2]+`]}`, 1), "listed twice"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "l.json")
			if err := os.WriteFile(path, []byte(tt.text), 0o644); err != nil {
				t.Fatal(err)
			}
			f, err := Load(path)
			if tt.want == "" {
				if err != nil || f == nil || len(f.Games) != 1 {
					t.Fatalf("Load: %v, %+v", err, f)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tt.want) || !strings.Contains(err.Error(), "left as it is") {
				t.Errorf("error %v, want one containing %q", err, tt.want)
			}
		})
	}
	if f, err := Load(filepath.Join(t.TempDir(), "none.json")); f != nil || err != nil {
		t.Errorf("a missing file: %v, %v; want a new ladder", f, err)
	}
}

func TestScoresAndPlot(t *testing.T) {
	f := NewFile(1)
	f.Decks["d"] = "x"
	add := func(a, b, res string, n int) {
		for i := range n {
			f.Games = append(f.Games, Game{Key: Key{A: a, B: b, DeckA: "d", DeckB: "d", Round: len(f.Games) + i}, Result: res})
		}
	}
	add("greedy", "random", WinA, 30)
	add("greedy", "random", WinB, 10)
	add("greedy", "random", Draw, 2)
	add("neural", "random", WinA, 5) // not rated below
	sc := f.Scores([]string{"random", "greedy"})
	if len(sc) != 1 || sc[0] != (Score{A: "greedy", B: "random", Wins: 30, Losses: 10, Draws: 2}) {
		t.Fatalf("scores %+v", sc)
	}
	r, err := Fit([]string{"random", "greedy"}, sc, FitOptions{Anchor: "random", Prior: 1})
	if err != nil {
		t.Fatal(err)
	}
	png, err := Plot(r, "test")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(png, []byte("\x89PNG")) {
		t.Error("not a PNG")
	}
}
