package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestDeckbuildBadInput(t *testing.T) {
	dir := t.TempDir()
	short := filepath.Join(dir, "short.txt")
	if err := os.WriteFile(short, []byte("4 Stitch - New Dog\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	ok := []string{"deckbuild", "--agent", "random", "--gauntlet", "set1-amber-amethyst"}
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"deckbuild", "--budget", "10"}, "--inks takes one or two"},
		{append(ok, "--inks", "amber,steel,ruby", "--budget", "10"), "at most two, 1.10.1.1"},
		{append(ok, "--inks", "amber,purple", "--budget", "10"), `unknown ink "purple"`},
		{append(ok, "--inks", "amber,amber", "--budget", "10"), "two different inks"},
		{append(ok, "--inks", "amber,steel"), "--budget must be at least 1"},
		{append(ok, "--inks", "amber,steel", "--budget", "0"), "--budget must be at least 1"},
		{append(ok, "--inks", "amber,steel", "--budget", "1"), "one evaluation plays 2 games"},
		{append(ok, "--inks", "amber,steel", "--budget", "10", "--games-per-deck", "3"), "--games-per-deck must be even"},
		{append(ok, "--inks", "amber,steel", "--budget", "10", "--eval-games", "0"), "--eval-games must be even"},
		{[]string{"deckbuild", "--inks", "amber,steel", "--budget", "10", "--gauntlet", "nosuchdeck"}, `deck "nosuchdeck": no such file`},
		{[]string{"deckbuild", "--inks", "amber,steel", "--budget", "10", "--gauntlet", ""}, "--gauntlet: name the decks"},
		{append(ok, "--inks", "amber,steel", "--budget", "10", "--agent", "nobody"), `unknown agent "nobody"`},
		{append(ok, "--inks", "amber,steel", "--budget", "10", "--start", short), "--start: deck short holds 4 cards"},
		{append(ok, "--inks", "ruby,steel", "--budget", "10", "--start", "set1-amber-steel"), "not of the inks allowed"},
	}
	for _, tt := range tests {
		code, out, errs := lorcana(t, tt.args...)
		if code != 2 || out != "" || !strings.Contains(errs, tt.want) || strings.Contains(errs, "panic") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 2 and %q", tt.args, code, out, errs, tt.want)
		}
	}
}

// TestDeckbuildRun: a small search prints a legal deck that deck check
// reads, with its win rate and interval, the same for the same seed.
func TestDeckbuildRun(t *testing.T) {
	args := []string{"deckbuild", "--inks", "amber,steel", "--gauntlet", "set1-amber-amethyst,set1-emerald-sapphire",
		"--agent", "greedy", "--budget", "16", "--eval-games", "4", "--seed", "3"}
	code, out, errs := lorcana(t, args...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{"# win rate on fresh seeds: ", "95% CI", "#   vs set1-emerald-sapphire: ", "# search: 4 evaluations"} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
	if !strings.Contains(errs, "deckbuild: eval 3, 16 games") {
		t.Errorf("progress on stderr:\n%s", errs)
	}
	path := filepath.Join(t.TempDir(), "found.txt")
	if err := os.WriteFile(path, []byte(out), 0o644); err != nil {
		t.Fatal(err)
	}
	code, check, errs := lorcana(t, "deck", "check", path)
	if code != 0 || !strings.Contains(check, "OK (60 cards, amber/steel, core)") {
		t.Fatalf("deck check: exit %d %s %s", code, check, errs)
	}
	if _, again, _ := lorcana(t, args...); again != out {
		t.Error("the same seed found another deck or figure")
	}
}
