package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestBooster(t *testing.T) {
	code, out, errs := lorcana(t, "booster", "--set", "5", "--seed", "1")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 13 || lines[0] != "# booster 1 of 1: set 5, seed 1" {
		t.Fatalf("want a header and 12 cards:\n%s", out)
	}
	for i, l := range lines[1:] {
		f := strings.Fields(l)
		if !strings.HasPrefix(f[len(f)-1], "5/") {
			t.Errorf("card %d is not a set 5 printing: %s", i+1, l)
		}
		if (i == 11) != strings.HasPrefix(l, "foil ") {
			t.Errorf("card %d: foil marked wrongly: %s", i+1, l)
		}
	}
	if _, again, _ := lorcana(t, "booster", "--set", "5", "--seed", "1"); again != out {
		t.Error("the same seed prints another booster")
	}
	if _, other, _ := lorcana(t, "booster", "--set", "5", "--seed", "2"); other == out {
		t.Error("seeds 1 and 2 print the same booster")
	}
	code, out, _ = lorcana(t, "booster", "--set", "9", "--count", "3")
	if code != 0 || strings.Count(out, "# booster ") != 3 || !strings.Contains(out, "# booster 3 of 3: set 9") {
		t.Errorf("--count 3: exit %d\n%s", code, out)
	}
}

func TestBoosterBadInput(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"booster"}, "--set is required"},
		{[]string{"booster", "--set", "13"}, `unknown set "13"`},
		{[]string{"booster", "--set", "P1"}, "promo set"},
		{[]string{"booster", "--set", "5", "--count", "0"}, "--count must be from 1"},
		{[]string{"booster", "--set", "5", "--count", "-2"}, "--count must be from 1"},
		{[]string{"booster", "--set", "5", "--count", "1000000"}, "--count must be from 1"},
		{[]string{"booster", "--set", "5", "--count", "many"}, "invalid argument"},
		{[]string{"booster", "--set", "5", "--seed", "-1"}, "invalid argument"},
		{[]string{"booster", "--set", "5", "extra"}, "unknown command"},
	}
	for _, tt := range tests {
		code, out, errs := lorcana(t, tt.args...)
		if code != 2 || out != "" || !strings.Contains(errs, tt.want) || strings.Contains(errs, "panic") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 2 and %q", tt.args, code, out, errs, tt.want)
		}
	}
}

func TestSealed(t *testing.T) {
	code, out, errs := lorcana(t, "sealed", "--sets", "5,5,6,6,7,7", "--seed", "3")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !strings.Contains(out, "# Sealed pool: 6 boosters (sets 5,5,6,6,7,7), seed 3, 72 cards") ||
		!strings.Contains(out, "# Built deck: 40 cards, main inks ") || !strings.Contains(out, "(legal)") {
		t.Fatalf("unexpected output:\n%s", out)
	}
	dir := t.TempDir()
	deck := filepath.Join(dir, "deck.txt")
	if err := os.WriteFile(deck, []byte(out), 0o644); err != nil {
		t.Fatal(err)
	}
	// The printed deck is a decklist legal for its pool and for Limited.
	code, check, errs := lorcana(t, "sealed", "--sets", "5,5,6,6,7,7", "--seed", "3", "--deck", deck)
	if code != 0 || !strings.Contains(check, deck+": OK (40 cards from the pool") {
		t.Errorf("--deck: exit %d\n%s%s", code, check, errs)
	}
	if code, check, _ := lorcana(t, "deck", "check", "--format", "limited", deck); code != 0 {
		t.Errorf("deck check --format limited: exit %d\n%s", code, check)
	}
	// Another seed's pool does not hold the deck.
	code, check, _ = lorcana(t, "sealed", "--sets", "5,5,6,6,7,7", "--seed", "4", "--deck", deck)
	if code != 1 || !strings.Contains(check, "the pool") {
		t.Errorf("--deck against another pool: exit %d\n%s", code, check)
	}
	// A deck under 40 cards.
	short := filepath.Join(dir, "short.txt")
	var lines []string
	n := 0
	for _, l := range strings.Split(out, "\n") {
		if l != "" && !strings.HasPrefix(l, "#") && n < 30 {
			lines = append(lines, l)
			n += int(l[0] - '0')
		}
	}
	if err := os.WriteFile(short, []byte(strings.Join(lines, "\n")), 0o644); err != nil {
		t.Fatal(err)
	}
	code, check, _ = lorcana(t, "sealed", "--sets", "5,5,6,6,7,7", "--seed", "3", "--deck", short)
	if code != 1 || !strings.Contains(check, "at least 40 (1.10.1.2)") {
		t.Errorf("short deck: exit %d\n%s", code, check)
	}
	if _, again, _ := lorcana(t, "sealed", "--sets", "5,5,6,6,7,7", "--seed", "3"); again != out {
		t.Error("the same seed prints another pool or deck")
	}
	code, one, _ := lorcana(t, "sealed", "--set", "12")
	if code != 0 || !strings.Contains(one, "6 boosters (sets 12,12,12,12,12,12), seed 1") {
		t.Errorf("--set 12: exit %d\n%s", code, one)
	}
	// No set: the newest.
	if code, newest, _ := lorcana(t, "sealed"); code != 0 || newest != one {
		t.Errorf("no --set: exit %d, want set 12's pool\n%s", code, newest)
	}
}

func TestSealedBadInput(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"sealed", "--set", "5", "--sets", "5,6"}, "not both"},
		{[]string{"sealed", "--sets", "5,6", "--boosters", "2"}, "--boosters goes with --set"},
		{[]string{"sealed", "--sets", "5,,6"}, "empty entry"},
		{[]string{"sealed", "--sets", "5,5,5,5,5,99"}, `booster 6: unknown set "99"`},
		{[]string{"sealed", "--set", "C1"}, "promo set"},
		{[]string{"sealed", "--set", "5", "--boosters", "0"}, "--boosters must be from 1"},
		{[]string{"sealed", "--set", "5", "--boosters", "65"}, "--boosters must be from 1"},
		{[]string{"sealed", "--set", "5", "--boosters", "3"}, "fewer than the 40"},
		{[]string{"sealed", "--set", "5", "--size", "39"}, "--size must be from 40"},
	}
	for _, tt := range tests {
		code, out, errs := lorcana(t, tt.args...)
		if code != 2 || out != "" || !strings.Contains(errs, tt.want) || strings.Contains(errs, "panic") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 2 and %q", tt.args, code, out, errs, tt.want)
		}
	}
	code, out, _ := lorcana(t, "sealed", "--set", "5", "--deck", filepath.Join(t.TempDir(), "none.txt"))
	if code != 1 || !strings.Contains(out, "no such file") {
		t.Errorf("missing --deck file: exit %d\n%s", code, out)
	}
}

func TestLimitedInHelp(t *testing.T) {
	_, out, _ := lorcana(t, "--help")
	for _, c := range []string{"booster", "sealed", "draft"} {
		if !strings.Contains(out, "\n  "+c+" ") {
			t.Errorf("lorcana --help does not list %s:\n%s", c, out)
		}
	}
}

// Sealed decks play with --deck-format limited; Core Constructed's rules
// refuse them.
func TestPlaySealedDecks(t *testing.T) {
	dir := t.TempDir()
	var paths []string
	for _, seed := range []string{"1", "2"} {
		code, out, errs := lorcana(t, "sealed", "--set", "5", "--seed", seed)
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errs)
		}
		p := filepath.Join(dir, "sealed-"+seed+".txt")
		if err := os.WriteFile(p, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
		paths = append(paths, p)
	}
	args := []string{"play", "--deck1", paths[0], "--deck2", paths[1], "--games", "2", "--threads", "1", "--p1", "greedy", "--p2", "greedy"}
	code, _, errs := lorcana(t, args...)
	if code != 1 || !strings.Contains(errs, "a Core Constructed deck has at least 60 (1.10.1.1)") {
		t.Errorf("core: exit %d, stderr %q", code, errs)
	}
	code, out, errs := lorcana(t, append(args, "--deck-format", "limited")...)
	if code != 0 || !strings.Contains(out, "games      2") {
		t.Errorf("--deck-format limited: exit %d\n%s%s", code, out, errs)
	}
	for _, bad := range [][]string{
		append(args, "--deck-format", "pauper", "--allow-illegal"),
		{"play", "--deck-format", "pauper", "--games", "2"}, // no decks given
	} {
		code, _, errs = lorcana(t, bad...)
		if code != 2 || !strings.Contains(errs, `unknown deck format "pauper"`) {
			t.Errorf("%v: exit %d, stderr %q", bad, code, errs)
		}
	}
}

func TestSealedEvent(t *testing.T) {
	args := []string{"sealed", "--set", "5", "--seats", "3", "--games", "2", "--seed", "5"}
	code, out, errs := lorcana(t, args...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 5 || !strings.HasPrefix(lines[0], "Sealed event: 3 seats, boosters of sets 5,5,5,5,5,5 each, 2 games a pair, agent greedy, seed 5") {
		t.Fatalf("unexpected output:\n%s", out)
	}
	// 3 pairs of 2 games: each seat plays 4, and the wins are the losses.
	wins, losses := 0, 0
	for _, l := range lines[2:] {
		f := strings.Fields(l)
		w, lo, d := int(f[2][0]-'0'), int(f[3][0]-'0'), int(f[4][0]-'0')
		if w+lo+d != 4 {
			t.Errorf("a seat played %d games, want 4: %s", w+lo+d, l)
		}
		wins += w
		losses += lo
	}
	if wins != losses || wins > 6 {
		t.Errorf("wins %d and losses %d of 6 games:\n%s", wins, losses, out)
	}
	if _, again, _ := lorcana(t, args...); again != out {
		t.Error("the same seed gives another event")
	}
	for _, bad := range [][]string{
		{"sealed", "--seats", "1"},
		{"sealed", "--seats", "9"},
		{"sealed", "--seats", "2", "--games", "3"},
		{"sealed", "--seats", "2", "--agent", "wizard"},
		{"sealed", "--seats", "2", "--deck", "x.txt"},
	} {
		if code, _, errs := lorcana(t, bad...); code != 2 || strings.Contains(errs, "panic") {
			t.Errorf("%v: exit %d, stderr %q", bad, code, errs)
		}
	}
}
