package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/fuzz"
)

// The reference decks of later sets, a pair per era, on every path that
// takes an embedded deck: deck check (listed in its help, legal), fuzz's
// default pairings once all their cards are implemented, eval --decks and
// train's env.decks. While a deck still has cards not implemented, the
// paths that play it refuse it and name those cards.
var referencePairs = []struct {
	era   string
	decks []string
}{
	{"sets 2-4", []string{"set4-amber-steel", "set4-emerald-steel"}},
	{"sets 5-6", []string{"set5-amber-steel", "set6-amethyst-emerald"}},
	{"sets 7-8", []string{"set7-amethyst-steel", "set8-amber-amethyst"}},
	{"sets 9-12", []string{"set10-sapphire-steel", "set12-amethyst-steel"}},
}

// pairMissing returns, for the decks given, the cards not implemented yet
// (by deck) and whether any is missing.
func pairMissing(t *testing.T, decks []string) (map[string][]string, bool) {
	t.Helper()
	out, err := fuzz.Unplayable(nil)
	if err != nil {
		t.Fatal(err)
	}
	some := false
	for _, d := range decks {
		some = some || len(out[d]) > 0
	}
	return out, some
}

func forEachPair(t *testing.T, f func(t *testing.T, decks []string)) {
	for _, p := range referencePairs {
		t.Run(p.era, func(t *testing.T) { f(t, p.decks) })
	}
}

func TestReferenceDecksCheck(t *testing.T) { forEachPair(t, testDecksCheck) }

func testDecksCheck(t *testing.T, pair []string) {
	_, help, _ := lorcana(t, "deck", "check", "--help")
	code, out, _ := lorcana(t, append([]string{"deck", "check", "--rules-only"}, pair...)...)
	if code != 0 {
		t.Errorf("deck check --rules-only: exit %d\n%s", code, out)
	}
	missing, anyMissing := pairMissing(t, pair)
	code, out, _ = lorcana(t, append([]string{"deck", "check"}, pair...)...)
	for _, d := range pair {
		if !strings.Contains(help, d) {
			t.Errorf("deck check --help doesn't list %s", d)
		}
		if !strings.Contains(out, d+": ") {
			t.Errorf("deck check says nothing of %s:\n%s", d, out)
		}
		for _, c := range missing[d] {
			if !strings.Contains(out, c+" is not implemented yet") {
				t.Errorf("deck check doesn't report %s of %s:\n%s", c, d, out)
			}
		}
	}
	if (code == 0) == anyMissing {
		t.Errorf("deck check: exit %d with missing cards %v", code, missing)
	}
}

func TestReferenceDecksFuzzDefaults(t *testing.T) { forEachPair(t, testDecksFuzzDefaults) }

func testDecksFuzzDefaults(t *testing.T, pair []string) {
	dk, err := fuzz.ReferenceDecks(nil)
	if err != nil {
		t.Fatal(err)
	}
	missing, anyMissing := pairMissing(t, pair)
	for _, d := range pair {
		in := slices.ContainsFunc(dk, func(x fuzz.Deck) bool { return x.Name == d })
		if in == (len(missing[d]) > 0) {
			t.Errorf("%s: in the fuzz defaults %v, cards not implemented %v", d, in, missing[d])
		}
	}
	code, out, errs := lorcana(t, "fuzz", "--games", "4", "--threads", "1", "--json", "--turn-limit", "6",
		"--decks", strings.Join(pair, ","))
	if anyMissing {
		if code == 0 || !strings.Contains(errs+out, "does not implement") {
			t.Errorf("fuzz --decks with cards not implemented: exit %d\n%s%s", code, out, errs)
		}
		return
	}
	var rep struct {
		Games    int               `json:"games"`
		Pairings []json.RawMessage `json:"pairings"`
		Failures []string          `json:"failures"`
	}
	if code != 0 || json.Unmarshal([]byte(out), &rep) != nil || rep.Games != 4 || len(rep.Pairings) != 3 || len(rep.Failures) > 0 {
		t.Errorf("fuzz --decks: exit %d\n%s%s", code, out, errs)
	}
}

func TestReferenceDecksEval(t *testing.T) { forEachPair(t, testDecksEval) }

func testDecksEval(t *testing.T, pair []string) {
	_, anyMissing := pairMissing(t, pair)
	code, out, errs := lorcana(t, "eval", "--agent", "random", "--vs", "random", "--games", "8", "--json",
		"--decks", strings.Join(pair, ","))
	if anyMissing {
		if code != 2 || !strings.Contains(errs, "does not implement") {
			t.Errorf("eval --decks with cards not implemented: exit %d %s", code, errs)
		}
		return
	}
	var r evalResult
	if code != 0 || json.Unmarshal([]byte(out), &r) != nil || len(r.Pairings) != 4 || r.Total.Games != 8 {
		t.Errorf("eval --decks: exit %d\n%s%s", code, out, errs)
	}
}

func TestReferenceDecksTrain(t *testing.T) { forEachPair(t, testDecksTrain) }

func testDecksTrain(t *testing.T, pair []string) {
	_, anyMissing := pairMissing(t, pair)
	dir := t.TempDir()
	cfg := filepath.Join(dir, "tiny.yaml")
	os.WriteFile(cfg, []byte(`total_steps: 32
env: {envs: 2, decks: [`+strings.Join(pair, ", ")+`], turn_limit: 20}
model: {card_dim: 4, hidden: 8, option_hidden: 4, options: 16}
ppo: {steps: 8, epochs: 1, minibatch: 16}
eval: {every: 0, final_games: 2, opponents: [random], search_every: 0}
checkpoint: {dir: `+filepath.Join(dir, "run")+`}
`), 0o644)
	code, out, errs := lorcana(t, "train", "--config", cfg, "--quiet")
	if anyMissing {
		if code == 0 || !strings.Contains(errs+out, "does not implement") {
			t.Errorf("train with env.decks not implemented: exit %d\n%s%s", code, out, errs)
		}
		return
	}
	if code != 0 {
		t.Errorf("train with env.decks: exit %d\n%s\n%s", code, out, errs)
	}
}
