package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// bench --compare plays the same games of each pairing, alternating rounds,
// and reports both and their ratio.
func TestBenchCompare(t *testing.T) {
	code, out, errs := lorcana(t, "bench", "--json", "--games", "12", "--threads", "2", "--rounds", "3",
		"--deck1", "set1-amber-steel", "--deck2", "set1-ruby-amethyst", "--compare", "set1-emerald-sapphire,set1-amber-amethyst")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var r compareResult
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out)
	}
	if r.Rounds != 3 || r.Main.Games != 12 || r.Compared.Games != 12 {
		t.Errorf("rounds %d, games %d and %d; want 3, 12, 12", r.Rounds, r.Main.Games, r.Compared.Games)
	}
	if r.Main.Deck1 != "set1-amber-steel" || r.Compared.Deck2 != "set1-amber-amethyst" {
		t.Errorf("pairings %v", r.Names)
	}
	for _, p := range []*benchPairing{r.Main, r.Compared} {
		if p.Decisions <= 0 || p.NsPerDecision <= 0 {
			t.Errorf("%s vs %s: %d decisions, %v ns/decision", p.Deck1, p.Deck2, p.Decisions, p.NsPerDecision)
		}
	}
	if want := r.Compared.NsPerDecision / r.Main.NsPerDecision; r.NsRatio != want {
		t.Errorf("ratio %v, want %v", r.NsRatio, want)
	}
	// The same seed plays the same games whatever the threads.
	code, out2, _ := lorcana(t, "bench", "--json", "--games", "12", "--threads", "1", "--rounds", "3",
		"--deck1", "set1-amber-steel", "--deck2", "set1-ruby-amethyst", "--compare", "set1-emerald-sapphire,set1-amber-amethyst")
	var r2 compareResult
	if code != 0 || json.Unmarshal([]byte(out2), &r2) != nil {
		t.Fatalf("second run: exit %d\n%s", code, out2)
	}
	if r2.Main.Decisions != r.Main.Decisions || r2.Compared.Decisions != r.Compared.Decisions {
		t.Errorf("decisions differ with --threads: %d/%d vs %d/%d", r.Main.Decisions, r.Compared.Decisions, r2.Main.Decisions, r2.Compared.Decisions)
	}

	code, out, _ = lorcana(t, "bench", "--games", "4", "--rounds", "2", "--compare", "set1-amber-steel")
	if code != 0 || !strings.Contains(out, "ns per decision, compared / main:") {
		t.Errorf("text report: exit %d\n%s", code, out)
	}
}

func TestBenchCompareBadInput(t *testing.T) {
	for _, args := range [][]string{
		{"bench", "--compare", "a,b,c"},
		{"bench", "--compare", ","},
		{"bench", "--compare", "set1-amber-steel", "--rounds", "0"},
		{"bench", "--compare", "random:0"},
		{"bench", "--compare", "random:x"},
		{"bench", "--compare", "random:100001"},
	} {
		code, out, errs := lorcana(t, args...)
		if code != 2 || out != "" || !strings.HasPrefix(errs, "lorcana") || strings.Contains(errs, "lorcana: lorcana") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, out, errs)
		}
	}
	code, _, errs := lorcana(t, "bench", "--compare", "no-such-deck")
	if code == 0 || !strings.Contains(errs, "no-such-deck") {
		t.Errorf("unknown deck: exit %d, stderr %q", code, errs)
	}
}

// bench --compare random:N measures the games of N random decks of the
// whole catalogue, the same games for any --threads.
func TestBenchCompareRandom(t *testing.T) {
	var decisions [2]int64
	for k, threads := range []string{"1", "2"} {
		code, out, errs := lorcana(t, "bench", "--json", "--games", "10", "--threads", threads, "--rounds", "2",
			"--deck1", "set1-amber-amethyst", "--deck2", "set1-emerald-sapphire", "--compare", "random:7")
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errs)
		}
		var r compareResult
		if err := json.Unmarshal([]byte(out), &r); err != nil {
			t.Fatalf("not JSON: %v\n%s", err, out)
		}
		if r.Compared.Deck1 != "7 random decks" || r.Compared.Games != 10 || r.Compared.Decisions <= 0 {
			t.Errorf("compared %+v", r.Compared)
		}
		decisions[k] = r.Compared.Decisions
	}
	if decisions[0] != decisions[1] {
		t.Errorf("decisions differ with --threads: %v", decisions)
	}
}
