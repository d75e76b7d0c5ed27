package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/train/checkpoint"
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
	// Its name stands for it wherever a deck is named (play and bench read
	// decks as deck check does; eval, ladder and train as env.LoadDeck does).
	if code, out, _ := lorcana(t, "deck", "check", "random-amber-steel-s7-0"); code != 0 || !strings.Contains(out, "random-amber-steel-s7-0: OK (60 cards, amber/steel, core)") {
		t.Errorf("deck check of a random deck's name: exit %d %s", code, out)
	}
	if code, out, errs := lorcana(t, "deck", "check", "random-amber-steal-s7-0"); code != 1 || !strings.Contains(out+errs, "nor a generated deck's name") {
		t.Errorf("deck check of a misspelt name: exit %d %s%s", code, out, errs)
	}
	for _, inks := range []string{"amber", "amber,amber", "amber,gold"} {
		if code, _, _ := lorcana(t, "deck", "random", "--inks", inks); code != 2 {
			t.Errorf("--inks %s: exit %d, want 2", inks, code)
		}
	}
}

// eval reports a network's pairings of decks it was trained on apart from
// the others (the shipped bot: 340 decks in five phases, among them the
// reference pair; not a random deck of seed 9).
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
	if len(r.TrainedOn) != 340 || r.Phases != 5 || r.Seen == nil || r.HeldOut == nil || r.Seen.Games != 4 || r.HeldOut.Games != 12 {
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

// A network trained on a pool of a folder's decks: eval splits its
// pairings by that pool, and with the folder gone the split is the same
// (the checkpoint records the decks' cards): a copy of one of its decks
// elsewhere is seen. A checkpoint of format 1 made by training reads its
// decks from the settings it records, and says so.
func TestEvalPoolTrained(t *testing.T) {
	dir := t.TempDir()
	folder := filepath.Join(dir, "pool")
	os.Mkdir(folder, 0o755)
	_, d1, _ := lorcana(t, "deck", "random", "--inks", "ruby,sapphire", "--seed", "3")
	_, d2, _ := lorcana(t, "deck", "random", "--inks", "emerald,steel", "--seed", "3")
	_, d3, _ := lorcana(t, "deck", "random", "--inks", "amber,ruby", "--seed", "3")
	os.WriteFile(filepath.Join(folder, "one.txt"), []byte(d1), 0o644)
	os.WriteFile(filepath.Join(folder, "two.txt"), []byte(d2), 0o644)
	held := filepath.Join(dir, "held.txt")
	os.WriteFile(held, []byte(d3), 0o644)
	cfg := filepath.Join(dir, "tiny.yaml")
	os.WriteFile(cfg, []byte(`total_steps: 32
env: {envs: 2, pool: {folder: `+folder+`}, turn_limit: 20}
model: {card_dim: 4, hidden: 8, option_hidden: 4, options: 16}
ppo: {steps: 8, epochs: 1, minibatch: 16}
eval: {every: 0, final_games: 2, opponents: [random], search_every: 0}
checkpoint: {dir: `+filepath.Join(dir, "run")+`}
`), 0o644)
	if code, out, errs := lorcana(t, "train", "--config", cfg, "--quiet"); code != 0 {
		t.Fatalf("train on a folder pool: exit %d\n%s%s", code, out, errs)
	}
	args := []string{"eval", "--agent", "neural:" + filepath.Join(dir, "run"), "--vs", "random", "--games", "18", "--json",
		"--decks", filepath.Join(folder, "one.txt") + "," + filepath.Join(folder, "two.txt") + "," + held}
	code, out, errs := lorcana(t, args...)
	var r evalResult
	if code != 0 || json.Unmarshal([]byte(out), &r) != nil {
		t.Fatalf("eval: exit %d\n%s%s", code, out, errs)
	}
	// 9 pairings: 4 of the pool's decks, 5 with the held-out one.
	if len(r.TrainedOn) != 2 || r.Seen == nil || r.Seen.Games != 8 || r.HeldOut.Games != 10 {
		t.Errorf("eval: trained on %v, seen %+v, held out %+v", r.TrainedOn, r.Seen, r.HeldOut)
	}
	if len(r.Decks) != 3 || !r.Decks[0].Seen || !r.Decks[1].Seen || r.Decks[2].Seen || r.Phases != 1 {
		t.Errorf("eval: deck rows %+v, phases %d", r.Decks, r.Phases)
	}
	// A format-1 checkpoint of the same run: its settings name the folder.
	f, _, err := checkpoint.Resolve(filepath.Join(dir, "run"))
	if err != nil {
		t.Fatal(err)
	}
	f.History = nil
	old := filepath.Join(dir, "old.ckpt")
	checkpoint.Save(old, f)
	b, _ := os.ReadFile(old)
	os.WriteFile(old, []byte(strings.Replace(string(b), "lorcana-checkpoint 2\n", "lorcana-checkpoint 1\n", 1)), 0o644)
	oldArgs := slices.Clone(args)
	oldArgs[2] = "neural:" + old
	code, out, errs = lorcana(t, oldArgs...)
	r = evalResult{}
	if code != 0 || json.Unmarshal([]byte(out), &r) != nil || r.Seen == nil || r.Seen.Games != 8 || !strings.Contains(r.TrainingNote, "format 1") {
		t.Errorf("eval of a format-1 checkpoint: exit %d\n%s%s", code, out, errs)
	}

	os.RemoveAll(folder)
	os.WriteFile(filepath.Join(dir, "one.txt"), []byte(d1), 0o644)
	args[len(args)-1] = filepath.Join(dir, "one.txt") + "," + held
	code, out, errs = lorcana(t, args...)
	r = evalResult{}
	if code != 0 || json.Unmarshal([]byte(out), &r) != nil || r.Seen == nil || r.HeldOut == nil || 3*r.Seen.Games != r.HeldOut.Games {
		t.Errorf("eval with the pool's folder gone: exit %d\n%s%s", code, out, errs)
	}
	// The format-1 checkpoint's settings name a folder that is gone: no
	// split, and a note.
	oldArgs[len(oldArgs)-1] = args[len(args)-1]
	code, out, errs = lorcana(t, oldArgs...)
	r = evalResult{}
	if code != 0 || json.Unmarshal([]byte(out), &r) != nil || r.Seen != nil || !strings.Contains(errs, "no split of seen and held-out decks") {
		t.Errorf("eval of a format-1 checkpoint with the pool's folder gone: exit %d\n%s%s", code, out, errs)
	}
}
