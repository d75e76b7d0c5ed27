package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// deck random prints the same legal deck for the same flags, and refuses
// anything but two inks.
func TestDeckRandom(t *testing.T) {
	code, out, errs := lorcana(t, "deck", "random", "--inks", "amber,steel", "--seed", "7")
	_, again, _ := lorcana(t, "deck", "random", "--inks", "amber,steel", "--seed", "7")
	_, other, _ := lorcana(t, "deck", "random", "--inks", "amber,steel", "--seed", "7", "--index", "1")
	if code != 0 || out != again || out == other || !strings.HasPrefix(out, "# random-amber-steel-s7-0\n") {
		t.Fatalf("deck random: exit %d\n%s%s", code, out, errs)
	}
	p := filepath.Join(t.TempDir(), "d.txt")
	os.WriteFile(p, []byte(out), 0o644)
	if code, out, _ := lorcana(t, "deck", "check", p); code != 0 || !strings.Contains(out, "OK (60 cards, amber/steel, core)") {
		t.Errorf("deck check of a random deck: exit %d %s", code, out)
	}
	for _, inks := range []string{"amber", "amber,amber", "amber,gold"} {
		if code, _, _ := lorcana(t, "deck", "random", "--inks", inks); code != 2 {
			t.Errorf("--inks %s: exit %d, want 2", inks, code)
		}
	}
}

// eval reports a network's pairings of decks it was trained on apart from
// the others (the shipped bot: the reference pair).
func TestEvalSeenAndHeldOut(t *testing.T) {
	p := filepath.Join(t.TempDir(), "held.txt")
	_, deck, _ := lorcana(t, "deck", "random", "--inks", "amber,amethyst", "--seed", "9")
	os.WriteFile(p, []byte(deck), 0o644)
	code, out, errs := lorcana(t, "eval", "--agent", "neural", "--vs", "random", "--games", "16", "--json",
		"--decks", "set1-amber-amethyst,"+p)
	var r evalResult
	if code != 0 || json.Unmarshal([]byte(out), &r) != nil {
		t.Fatalf("eval: exit %d\n%s%s", code, out, errs)
	}
	if len(r.TrainedOn) != 2 || r.Seen == nil || r.HeldOut == nil || r.Seen.Games != 4 || r.HeldOut.Games != 12 {
		t.Errorf("eval: trained on %v, seen %+v, held out %+v", r.TrainedOn, r.Seen, r.HeldOut)
	}
	for _, pr := range r.Pairings {
		if want := pr.DeckA != "set1-amber-amethyst" || pr.DeckB != "set1-amber-amethyst"; pr.HeldOut != want {
			t.Errorf("%s vs %s: held out %v", pr.DeckA, pr.DeckB, pr.HeldOut)
		}
	}
	code, out, _ = lorcana(t, "eval", "--agent", "random", "--vs", "random", "--games", "4", "--json")
	r = evalResult{}
	if code != 0 || json.Unmarshal([]byte(out), &r) != nil || r.TrainedOn != nil || r.Seen != nil {
		t.Errorf("eval of agents that are no network: %s", out)
	}
}
