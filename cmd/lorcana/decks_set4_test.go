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

// The sets 2-4 reference decks on every path that takes an embedded deck:
// deck check (listed in its help, legal), fuzz's default pairings once all
// their cards are implemented, eval --decks and train's env.decks. While a
// deck still has cards not implemented, the paths that play it refuse it
// and name those cards.
var set4Decks = []string{"set4-amber-steel", "set4-emerald-steel"}

func set4Missing(t *testing.T) map[string][]string {
	t.Helper()
	out, err := fuzz.Unplayable(nil)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func TestSet4DecksCheck(t *testing.T) {
	_, help, _ := lorcana(t, "deck", "check", "--help")
	code, out, _ := lorcana(t, append([]string{"deck", "check", "--rules-only"}, set4Decks...)...)
	if code != 0 {
		t.Errorf("deck check --rules-only: exit %d\n%s", code, out)
	}
	missing := set4Missing(t)
	code, out, _ = lorcana(t, append([]string{"deck", "check"}, set4Decks...)...)
	for _, d := range set4Decks {
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
	if (code == 0) != (len(missing["set4-amber-steel"])+len(missing["set4-emerald-steel"]) == 0) {
		t.Errorf("deck check: exit %d with missing cards %v", code, missing)
	}
}

func TestSet4DecksFuzzDefaults(t *testing.T) {
	dk, err := fuzz.ReferenceDecks(nil)
	if err != nil {
		t.Fatal(err)
	}
	missing := set4Missing(t)
	for _, d := range set4Decks {
		in := slices.ContainsFunc(dk, func(x fuzz.Deck) bool { return x.Name == d })
		if in == (len(missing[d]) > 0) {
			t.Errorf("%s: in the fuzz defaults %v, cards not implemented %v", d, in, missing[d])
		}
	}
	code, out, errs := lorcana(t, "fuzz", "--games", "4", "--threads", "1", "--json", "--turn-limit", "6",
		"--decks", strings.Join(set4Decks, ","))
	if len(missing) > 0 {
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

func TestSet4DecksEval(t *testing.T) {
	missing := set4Missing(t)
	code, out, errs := lorcana(t, "eval", "--agent", "random", "--vs", "random", "--games", "8", "--json",
		"--decks", strings.Join(set4Decks, ","))
	if len(missing) > 0 {
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

func TestSet4DecksTrain(t *testing.T) {
	missing := set4Missing(t)
	dir := t.TempDir()
	cfg := filepath.Join(dir, "tiny.yaml")
	os.WriteFile(cfg, []byte(`total_steps: 32
env: {envs: 2, decks: [set4-amber-steel, set4-emerald-steel], turn_limit: 20}
model: {card_dim: 4, hidden: 8, option_hidden: 4, options: 16}
ppo: {steps: 8, epochs: 1, minibatch: 16}
eval: {every: 0, final_games: 2, opponents: [random], search_every: 0}
checkpoint: {dir: `+filepath.Join(dir, "run")+`}
`), 0o644)
	code, out, errs := lorcana(t, "train", "--config", cfg, "--quiet")
	if len(missing) > 0 {
		if code == 0 || !strings.Contains(errs+out, "does not implement") {
			t.Errorf("train with env.decks not implemented: exit %d\n%s%s", code, out, errs)
		}
		return
	}
	if code != 0 {
		t.Errorf("train with env.decks: exit %d\n%s\n%s", code, out, errs)
	}
}
