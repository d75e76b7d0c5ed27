package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/decks"
)

// play and eval refuse a deck that breaks the deck-building rules with deck
// check's report, unless --allow-illegal.
func TestPlayEvalRefuseIllegalDeck(t *testing.T) {
	src, err := decks.Bytes("set1-amber-amethyst")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(string(src), "4 Stitch - New Dog", "5 Stitch - New Dog", 1)
	bad := filepath.Join(t.TempDir(), "five.txt")
	if err := os.WriteFile(bad, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	const want = "5 copies of Stitch - New Dog: at most 4 (1.10.1.1)"
	_, checkOut, _ := lorcana(t, "deck", "check", bad)
	if !strings.Contains(checkOut, want) {
		t.Fatalf("deck check does not report the deck: %s", checkOut)
	}
	for _, args := range [][]string{
		{"play", "--deck1", bad, "--games", "2"},
		{"play", "--deck1", "set1-amber-steel", "--deck2", bad, "--games", "2"},
		{"eval", "--agent", "greedy", "--vs", "random", "--decks", "set1-amber-steel," + bad, "--games", "4"},
	} {
		code, _, errs := lorcana(t, args...)
		if code != 1 || !strings.Contains(errs, want) || !strings.Contains(errs, bad+": 1 problem (61 cards") ||
			!strings.Contains(errs, "--allow-illegal") {
			t.Errorf("%v: exit %d, stderr %q", args, code, errs)
		}
		code, _, errs = lorcana(t, append(args, "--allow-illegal")...)
		if code != 0 {
			t.Errorf("%v --allow-illegal: exit %d, stderr %q", args, code, errs)
		}
	}
}
