package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/deckbuild"
	"github.com/lorcana-rl/lorcana/limited"
)

// TestDeckbuildLimitedBadInput: every bad Limited flag is a usage error
// that names it, before any game.
func TestDeckbuildLimitedBadInput(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	prose := write("prose.txt", "my favourite cards\nare the blue ones\n")
	empty := write("empty.txt", "")
	short := write("short.txt", "4 Stitch - New Dog\n")
	ok := []string{"deckbuild", "--agent", "random", "--gauntlet", "set1-amber-amethyst", "--budget", "10"}
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"unknown set", []string{"--sealed", "99"}, `unknown set "99"`},
		{"empty set entry", []string{"--sealed", "5,,6"}, "has an empty entry"},
		{"pool under 40", []string{"--sealed", "5", "--boosters", "3"}, "fewer than the 40 of a limited deck (1.10.1.2)"},
		{"no boosters", []string{"--sealed", "5", "--boosters", "0"}, "--boosters must be from 1 to 64"},
		{"too many boosters", []string{"--sealed", "5", "--boosters", "65"}, "--boosters must be from 1 to 64"},
		{"boosters with a list", []string{"--sealed", "5,6", "--boosters", "2"}, "--boosters goes with one set"},
		{"sealed pool as draft", []string{"--sealed", "5", "--format", "draft"}, "a pool opened with --sealed is a Sealed pool"},
		{"both pools", []string{"--sealed", "5", "--pool", short}, "not both"},
		{"inks with a pool", []string{"--sealed", "5", "--inks", "amber,steel"}, "--inks goes with a Core Constructed search"},
		{"inks with a pool file", []string{"--pool", "set1-amber-amethyst", "--inks", "amber"}, "a pool's deck takes no --inks"},
		{"format without a pool", []string{"--inks", "amber", "--format", "draft"}, "--format goes with a Limited pool"},
		{"boosters without a pool", []string{"--inks", "amber", "--boosters", "6"}, "--boosters goes with a Limited pool"},
		{"constructed format", []string{"--pool", "set1-amber-amethyst", "--format", "core"}, "--format must be sealed"},
		{"unknown format", []string{"--pool", "set1-amber-amethyst", "--format", "cube"}, "--format must be sealed"},
		{"pool not a decklist", []string{"--pool", prose}, "not a decklist of cards: line 1"},
		{"empty pool", []string{"--pool", empty}, "names no cards"},
		{"missing pool", []string{"--pool", filepath.Join(dir, "nothing.txt")}, "no such file"},
		{"pool under 35", []string{"--pool", short, "--format", "draft"}, "fewer than the 35 of a draft deck (1.10.1.2)"},
		{"start not from the pool", []string{"--pool", "set1-amber-amethyst", "--start", "set1-amber-steel"}, "is not in the pool"},
		{"start under the least size", []string{"--pool", "set1-amber-amethyst", "--start", short}, "--start:"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args := append(append([]string(nil), ok...), tt.args...)
			code, out, errs := lorcana(t, args...)
			if code != 2 || out != "" || !strings.Contains(errs, tt.want) || strings.Contains(errs, "panic") {
				t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 2 and %q", tt.args, code, out, errs, tt.want)
			}
		})
	}
}

// TestDeckbuildLimitedRun: a small Limited search prints a deck of the
// format's least size, every card from the pool, with its win rate on fresh
// seeds, the same for the same seed.
func TestDeckbuildLimitedRun(t *testing.T) {
	defs, ix, err := catalog()
	if err != nil {
		t.Fatal(err)
	}
	sealed, err := limited.OpenSealed([]string{"5", "5", "5", "5", "5", "5"}, 3)
	if err != nil {
		t.Fatal(err)
	}
	ref, err := readDeck("set1-amber-amethyst", ix, nil)
	if err != nil {
		t.Fatal(err)
	}
	mixed, err := limited.OpenSealed([]string{"5", "5", "6", "6", "7", "7"}, 4)
	if err != nil {
		t.Fatal(err)
	}
	common := []string{"--gauntlet", "set1-emerald-sapphire", "--agent", "greedy", "--budget", "8", "--eval-games", "4"}
	tests := []struct {
		name   string
		args   []string
		pool   limited.Pool
		format cards.Format
		size   int
		header string
	}{
		{"sealed of one set", []string{"--sealed", "5", "--seed", "3"}, sealed.Pool, cards.Limited, 40,
			"# lorcana deckbuild --sealed 5 --boosters 6 --format sealed --gauntlet set1-emerald-sapphire"},
		{"sealed of a mix", []string{"--sealed", "5,5,6,6,7,7", "--seed", "4"}, mixed.Pool, cards.Limited, 40,
			"# lorcana deckbuild --sealed 5,5,6,6,7,7 --format sealed"},
		{"draft pool file", []string{"--pool", "set1-amber-amethyst", "--format", "draft", "--seed", "2"}, deckbuild.PoolOfDeck(ref), cards.Draft, 35,
			"# lorcana deckbuild --pool set1-amber-amethyst --format draft"},
		{"sealed pool file", []string{"--pool", "set1-amber-amethyst", "--seed", "2"}, deckbuild.PoolOfDeck(ref), cards.Limited, 40,
			"# lorcana deckbuild --pool set1-amber-amethyst --format sealed"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args := append(append([]string{"deckbuild"}, tt.args...), common...)
			code, out, errs := lorcana(t, args...)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errs)
			}
			for _, want := range []string{tt.header, "# pool: ", "# win rate on fresh seeds: ", "95% CI", "#   vs set1-emerald-sapphire: ", "# search: 4 evaluations"} {
				if !strings.Contains(out, want) {
					t.Errorf("no %q in\n%s", want, out)
				}
			}
			d, err := cards.ParseDeck(strings.NewReader(out), "found", ix)
			if err != nil {
				t.Fatalf("the output is not a decklist: %v\n%s", err, out)
			}
			if d.Len() != tt.size {
				t.Errorf("the deck holds %d cards, want %d", d.Len(), tt.size)
			}
			ps, err := limited.CheckDeck(d, tt.pool, defs, tt.format)
			if err != nil || len(ps) > 0 {
				t.Errorf("the deck is not a legal %s deck of the pool: %v %v\n%s", tt.format, err, ps, out)
			}
			if _, again, _ := lorcana(t, args...); again != out {
				t.Error("the same seed found another deck or figure")
			}
		})
	}
}

// TestDeckbuildSealedMatchesSealed: --sealed opens the pool that 'lorcana
// sealed' opens from the same set and seed, so sealed --deck accepts the
// deck found.
func TestDeckbuildSealedMatchesSealed(t *testing.T) {
	code, out, errs := lorcana(t, "deckbuild", "--sealed", "5", "--seed", "7", "--gauntlet", "set1-emerald-sapphire",
		"--agent", "random", "--budget", "4", "--eval-games", "2")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	path := filepath.Join(t.TempDir(), "found.txt")
	if err := os.WriteFile(path, []byte(out), 0o644); err != nil {
		t.Fatal(err)
	}
	code, check, errs := lorcana(t, "sealed", "--set", "5", "--seed", "7", "--deck", path)
	if code != 0 || !strings.Contains(check, "OK (40 cards from the pool") {
		t.Fatalf("sealed --deck: exit %d %s %s", code, check, errs)
	}
}
