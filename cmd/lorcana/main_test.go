package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/decks"
)

// lorcana runs the command line in-process.
func lorcana(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = run(context.Background(), args, &out, &errb)
	return code, out.String(), errb.String()
}

func benchJSON(t *testing.T, args ...string) map[string]any {
	t.Helper()
	code, out, errs := lorcana(t, append([]string{"bench", "--json"}, args...)...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var m map[string]any
	dec := json.NewDecoder(strings.NewReader(out))
	if err := dec.Decode(&m); err != nil {
		t.Fatalf("stdout is not JSON: %v\n%s", err, out)
	}
	if dec.More() {
		t.Fatalf("more than one JSON value on stdout:\n%s", out)
	}
	return m
}

func TestBenchJSON(t *testing.T) {
	m := benchJSON(t, "--games", "20", "--threads", "2", "--seed", "42")
	for _, k := range []string{"games_per_sec", "decisions_per_sec", "ns_per_decision", "allocs_per_decision",
		"mean_turns", "mean_decisions", "results", "bytes_per_state", "deck1", "deck2"} {
		if _, ok := m[k]; !ok {
			t.Errorf("no %q in %v", k, m)
		}
	}
	if m["games"] != 20.0 || m["threads"] != 2.0 || m["seed"] != 42.0 {
		t.Errorf("games %v threads %v seed %v", m["games"], m["threads"], m["seed"])
	}
	for _, k := range []string{"games_per_sec", "decisions_per_sec", "ns_per_decision", "mean_turns", "bytes_per_state"} {
		if v, _ := m[k].(float64); v <= 0 {
			t.Errorf("%s = %v", k, m[k])
		}
	}
	n := 0.0
	for _, v := range m["results"].(map[string]any) {
		n += v.(float64)
	}
	if n != 20 {
		t.Errorf("results %v add up to %v games", m["results"], n)
	}
}

// The games depend on the seed only, not on how many goroutines play them.
func TestBenchDeterministic(t *testing.T) {
	pick := func(m map[string]any) []any {
		return []any{m["decisions"], m["results"], m["wins"], m["mean_turns"], m["bytes_per_state"]}
	}
	a := pick(benchJSON(t, "--games", "30", "--threads", "1", "--seed", "9"))
	b := pick(benchJSON(t, "--games", "30", "--threads", "3", "--seed", "9"))
	if !reflect.DeepEqual(a, b) {
		t.Errorf("1 goroutine: %v\n3 goroutines: %v", a, b)
	}
	c := pick(benchJSON(t, "--games", "30", "--threads", "1", "--seed", "10"))
	if reflect.DeepEqual(a, c) {
		t.Errorf("seeds 9 and 10 give the same games: %v", a)
	}
}

func TestBenchText(t *testing.T) {
	code, out, _ := lorcana(t, "bench", "--games", "5", "--threads", "1")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	for _, w := range []string{"games/s", "decisions/s", "ns/decision", "allocs/decision", "turns/game", "results", "bytes/state"} {
		if !strings.Contains(out, w) {
			t.Errorf("no %q in\n%s", w, out)
		}
	}
}

func TestBenchEnv(t *testing.T) {
	t.Setenv("LORCANA_GAMES", "7")
	t.Setenv("LORCANA_THREADS", "1")
	if m := benchJSON(t); m["games"] != 7.0 || m["threads"] != 1.0 {
		t.Errorf("from the environment: games %v threads %v", m["games"], m["threads"])
	}
	if m := benchJSON(t, "--games", "3"); m["games"] != 3.0 {
		t.Errorf("flag over environment: games %v", m["games"])
	}
	t.Setenv("LORCANA_GAMES", "lots")
	code, _, errs := lorcana(t, "bench")
	if code != 2 || !strings.Contains(errs, "LORCANA_GAMES") || !strings.Contains(errs, `"lots" is not a whole number`) {
		t.Errorf("bad LORCANA_GAMES: exit %d, %q", code, errs)
	}
}

func writeFile(t *testing.T, name, text string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestBenchDeckFiles(t *testing.T) {
	defs, _, err := catalog()
	if err != nil {
		t.Fatal(err)
	}
	f1, f2, err := fallbackDecks(defs)
	if err != nil {
		t.Fatal(err)
	}
	var b1, b2 strings.Builder
	if err := cards.WriteDeck(&b1, f1, defs); err != nil {
		t.Fatal(err)
	}
	if err := cards.WriteDeck(&b2, f2, defs); err != nil {
		t.Fatal(err)
	}
	p1, p2 := writeFile(t, "one.txt", b1.String()), writeFile(t, "two.txt", b2.String())
	m := benchJSON(t, "--games", "4", "--deck1", p1, "--deck2", p2)
	if m["deck1"] != "one" || m["deck2"] != "two" || m["fallback_decks"] != false {
		t.Errorf("decks %v %v fallback %v", m["deck1"], m["deck2"], m["fallback_decks"])
	}
	if m := benchJSON(t, "--games", "2", "--deck1", p1); m["deck2"] != "one" {
		t.Errorf("one deck: %v vs %v", m["deck1"], m["deck2"])
	}

	// A deck with a card the engine can't play is refused by name.
	var not string
	for i := range defs {
		if !defs[i].Implemented {
			not = defs[i].FullName
			break
		}
	}
	// (Every card is implemented now; engine.TestNewGameRefusesUnimplemented
	// checks the refusal with a definition marked unimplemented.)
	if not != "" {
		bad := writeFile(t, "bad.txt", b1.String()+"1 "+not+"\n")
		code, _, errs := lorcana(t, "bench", "--games", "2", "--deck1", bad)
		if code != 1 || !strings.Contains(errs, "does not implement") || !strings.Contains(errs, not) {
			t.Errorf("unimplemented card: exit %d, %q", code, errs)
		}
	}
	code, _, errs := lorcana(t, "bench", "--games", "2", "--deck1", filepath.Join(t.TempDir(), "nope.txt"))
	if code != 1 || !strings.Contains(errs, "no such file") {
		t.Errorf("missing deck: exit %d, %q", code, errs)
	}
	code, _, errs = lorcana(t, "bench", "--deck2", p2)
	if code != 2 {
		t.Errorf("--deck2 alone: exit %d, %q", code, errs)
	}
}

func TestFallbackDecks(t *testing.T) {
	defs, _, err := catalog()
	if err != nil {
		t.Fatal(err)
	}
	f1, f2, err := fallbackDecks(defs)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range []*cards.Deck{f1, f2} {
		if d.Len() != 60 {
			t.Errorf("%s: %d cards", d.Name, d.Len())
		}
		for _, p := range d.Check(defs, cards.CoreConstructed) {
			if p.Kind != cards.ProblemCopies { // few implemented cards may need more copies
				t.Errorf("%s: %s", d.Name, p)
			}
		}
	}
}

func TestFlagErrorsNameTheCommandOnce(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"bench", "--nope"}, "lorcana bench: unknown flag: --nope\nRun 'lorcana bench --help' for usage.\n"},
		{[]string{"play", "--games", "x"}, "lorcana play: invalid argument \"x\" for \"--games\" flag"},
		{[]string{"deck", "random", "--inks", "amber,blue"}, "lorcana deck random: --inks: unknown ink \"blue\" (the inks: amber, amethyst, emerald, ruby, sapphire, steel)"},
		{[]string{"frobnicate"}, "lorcana: unknown command \"frobnicate\""},
	} {
		_, _, errs := lorcana(t, tc.args...)
		if !strings.HasPrefix(errs, tc.want) {
			t.Errorf("%v: stderr %q, want it to start %q", tc.args, errs, tc.want)
		}
	}
}

func TestBenchBadFlags(t *testing.T) {
	for _, args := range [][]string{
		{"bench", "--games", "0"},
		{"bench", "--threads", "-1"},
		{"bench", "--games", "x"},
		{"bench", "--nope"},
		{"bench", "extra"},
		{"frobnicate"},
	} {
		code, out, errs := lorcana(t, args...)
		if code != 2 || out != "" || !strings.HasPrefix(errs, "lorcana") || strings.Contains(errs, "lorcana: lorcana") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, out, errs)
		}
	}
}

func TestDeckCheck(t *testing.T) {
	good := writeFile(t, "good.txt", "# ok\n60 Dalmatian Puppy - Tail Wagger\n")
	bad := writeFile(t, "bad.txt", "4 Stitch - New Dog\n4 Mickey Mouse - Tru Friend\n")
	small := writeFile(t, "small.txt", "5 Stitch - New Dog\n1 Smash\n")

	code, out, _ := lorcana(t, "deck", "check", "--rules-only", good)
	if code != 0 || !strings.Contains(out, good+": OK (60 cards, amber, core)") {
		t.Errorf("good deck: exit %d\n%s", code, out)
	}
	code, out, _ = lorcana(t, "deck", "check", bad, good)
	if code != 1 || !strings.Contains(out, bad+`: line 2: no card named "Mickey Mouse - Tru Friend"; did you mean "Mickey Mouse - True Friend"?`) {
		t.Errorf("bad deck: exit %d\n%s", code, out)
	}
	code, out, _ = lorcana(t, "deck", "check", small)
	if code != 1 || !strings.Contains(out, "6 cards: a Core Constructed deck has at least 60") || !strings.Contains(out, "5 copies of Stitch - New Dog") {
		t.Errorf("small deck: exit %d\n%s", code, out)
	}
	code, out, _ = lorcana(t, "deck", "check", "--format", "limited", "--rules-only", small)
	if code != 1 || !strings.Contains(out, "6 cards: a Limited deck has at least 40 (1.10.1.2)") || strings.Contains(out, "copies") {
		t.Errorf("small limited deck: exit %d\n%s", code, out)
	}
	t.Setenv("LORCANA_FORMAT", "limited")
	if _, out, _ = lorcana(t, "deck", "check", small); !strings.Contains(out, "Limited") {
		t.Errorf("LORCANA_FORMAT=limited ignored:\n%s", out)
	}
	code, out, _ = lorcana(t, "deck", "check", filepath.Join(t.TempDir(), "missing.txt"))
	if code != 1 || !strings.Contains(out, "no such file") {
		t.Errorf("missing file: exit %d\n%s", code, out)
	}
	code, _, errs := lorcana(t, "deck", "check", "--format", "vintage", good)
	if code != 2 || !strings.Contains(errs, "vintage") {
		t.Errorf("bad format: exit %d %q", code, errs)
	}
}

// The embedded decks, named directly, are legal.
func TestDeckCheckEmbedded(t *testing.T) {
	code, out, _ := lorcana(t, append([]string{"deck", "check", "--rules-only"}, decks.Names()...)...)
	if code != 0 || strings.Count(out, ": OK (60 cards") != len(decks.Names()) {
		t.Errorf("exit %d\n%s", code, out)
	}
	// With no FILE, deck check lists and checks every embedded deck.
	code, out, _ = lorcana(t, "deck", "check", "--rules-only")
	for _, n := range decks.Names() {
		if !strings.Contains(out, n+": OK (60 cards") {
			t.Errorf("deck check with no FILE doesn't list %s:\n%s", n, out)
		}
	}
	if code != 0 {
		t.Errorf("deck check with no FILE: exit %d\n%s", code, out)
	}
}
