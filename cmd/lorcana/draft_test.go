package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/limited"
)

func TestDraftCommand(t *testing.T) {
	args := []string{"draft", "--seats", "3", "--set", "5", "--drafters", "heuristic,random", "--seed", "4"}
	code, out, errs := lorcana(t, args...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !strings.HasPrefix(out, "Draft: 3 seats, packs of sets 5,5,5,5 (passed left, right, left, right), seed 4; 35-card decks; 2 games a pair, player neural\n") {
		t.Fatalf("unexpected header:\n%s", out)
	}
	for _, want := range []string{
		"## seat 1: heuristic drafter", "## seat 2: random drafter", "## seat 3: heuristic drafter",
		"  p1p1  ", "  p4p12  ", "deck (35 cards, ", "record: ", "standings:",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in:\n%s", want, out)
		}
	}
	if n := strings.Count(out, "\n  p"); n != 3*48 {
		t.Errorf("%d picks printed, want 144", n)
	}
	if _, again, _ := lorcana(t, args...); again != out {
		t.Error("the same arguments print another pod")
	}
	code, none, _ := lorcana(t, "draft", "--seats", "2", "--sets", "5,6,7", "--games", "0")
	if code != 0 || strings.Contains(none, "standings") || !strings.Contains(none, "packs of sets 5,6,7 (passed left, right, left)") {
		t.Errorf("--games 0: exit %d\n%s", code, none)
	}
}

func TestDraftBadInput(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"draft", "--seats", "9"}, "--seats must be from 2 to 8, not 9"},
		{[]string{"draft", "--seats", "1"}, "--seats must be from 2 to 8, not 1"},
		{[]string{"draft", "--set", "13"}, `pack 1: unknown set "13"`},
		{[]string{"draft", "--set", "P1"}, "promo set"},
		{[]string{"draft", "--sets", "5,5,99,5"}, `pack 3: unknown set "99"`},
		{[]string{"draft", "--set", "5", "--sets", "5,5"}, "not both"},
		{[]string{"draft", "--sets", "5,5,5,5", "--packs", "4"}, "--packs goes with --set"},
		{[]string{"draft", "--packs", "0"}, "--packs must be from 1 to 16"},
		{[]string{"draft", "--packs", "2"}, "--size must be from 35 (1.10.1.2) to the 24 cards"},
		{[]string{"draft", "--size", "34"}, "--size must be from 35"},
		{[]string{"draft", "--drafters", "expert"}, `seat 1: unknown drafter "expert" (known: heuristic, random, rating, rating:FILE, ppo[:PATH])`},
		{[]string{"draft", "--drafters", "random,rating:/no/such/file.json"}, `drafter "rating:/no/such/file.json": ratings: open /no/such/file.json: no such file`},
		{[]string{"draft", "--seats", "2", "--drafters", "random,heuristic,random"}, "3 drafters for 2 seats"},
		{[]string{"draft", "--drafters", "heuristic,,random"}, "empty entry"},
		{[]string{"draft", "--games", "3"}, "--games must be 0, or even"},
		{[]string{"draft", "--player", "nobody"}, `unknown agent "nobody"`},
		{[]string{"draft", "extra"}, "unknown command"},
	}
	for _, tt := range tests {
		code, out, errs := lorcana(t, tt.args...)
		if code != 2 || out != "" || !strings.Contains(errs, tt.want) || strings.Contains(errs, "panic") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 2 and %q", tt.args, code, out, errs, tt.want)
		}
	}
}

func TestDraftRatingsAndEval(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "r.json")
	args := []string{"draft", "ratings", "--seats", "3", "--set", "5", "--pods", "2", "--player", "greedy", "--seed", "2", "--out", file}
	code, out, errs := lorcana(t, args...)
	if code != 0 || out != "" {
		t.Fatalf("exit %d, stdout %q: %s", code, out, errs)
	}
	for _, want := range []string{"ratings: 2 pods of 3 seats, packs of sets 5,5,5,5, 2 games a pair, player greedy", "pod 2 of 2 (100%)", "cards rated from 12 games, written to " + file} {
		if !strings.Contains(errs, want) {
			t.Errorf("no %q in the progress:\n%s", want, errs)
		}
	}
	rt, err := limited.LoadRatings(file)
	if err != nil {
		t.Fatal(err)
	}
	if rt.GamesPlayed != 12 || rt.Pods != 2 || rt.Player != "greedy" || !strings.Contains(rt.Command, "--pods 2") {
		t.Errorf("ratings of %d games, %d pods, player %q, command %q", rt.GamesPlayed, rt.Pods, rt.Player, rt.Command)
	}
	first, _ := os.ReadFile(file)
	if code, stdout, _ := lorcana(t, append(args[:len(args)-1], "-")...); code != 0 || stdout != string(first) {
		t.Errorf("--out -: exit %d, and the same arguments wrote another file", code)
	}

	eval := []string{"draft", "eval", "--a", "rating:" + file, "--b", "random", "--seats", "2", "--set", "5", "--pods", "2", "--player", "greedy", "--seed", "3"}
	code, out, errs = lorcana(t, eval...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{
		"Draft eval: decks of rating:" + file + " (A) against decks of random (B)\n",
		"2 pods of 2 seats in pairs that open the same packs (A and B swap seats), packs of sets 5,5,5,5, seed 3; 35-card decks; every A deck against every B deck of its pod, 2 games each, player greedy",
		"games  A wins  B wins  no winner  A win rate  95% interval (games)  95% interval (pod pairs)\n4      ",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in:\n%s", want, out)
		}
	}
	// Ratings of three set 5 decks leave most of the set unrated: a note says so.
	if !strings.Contains(errs, "note: drafter rating:"+file+" rates ") || !strings.Contains(errs, "heuristic score") {
		t.Errorf("no note on the unrated cards:\n%s", errs)
	}
	if _, again, _ := lorcana(t, eval...); again != out {
		t.Error("the same comparison printed another result")
	}
	code, out, errs = lorcana(t, append(eval, "--json")...)
	var j struct {
		Games, AWins int
		WinRate      float64 `json:"win_rate"`
		Lo           float64 `json:"wilson_low"`
		Hi           float64 `json:"wilson_high"`
	}
	if err := json.Unmarshal([]byte(out), &j); code != 0 || err != nil || j.Games != 4 || j.Lo > j.WinRate || j.Hi < j.WinRate {
		t.Errorf("--json: exit %d, %v, %+v\n%s%s", code, err, j, out, errs)
	}
}

func TestDraftRatingsAndEvalBadInput(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "bad.json")
	if err := os.WriteFile(bad, []byte(`{"format": "something else"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"draft", "ratings", "--set", "5"}, "--out is required"},
		{[]string{"draft", "ratings", "--set", "5", "--out", "/no/such/folder/r.json"}, "--out /no/such/folder/r.json: no folder /no/such/folder"},
		{[]string{"draft", "ratings", "--set", "5", "--out", os.TempDir()}, "is a folder"},
		{[]string{"draft", "ratings", "--set", "13", "--out", "x"}, `pod 1: pack 1: unknown set "13"`},
		{[]string{"draft", "ratings", "--pods", "0", "--out", "x"}, "--pods must be from 1"},
		{[]string{"draft", "ratings", "--games", "0", "--out", "x"}, "--games must be even and 2 or more"},
		{[]string{"draft", "ratings", "--prior", "-1", "--out", "x"}, "--prior must be 0 or more"},
		{[]string{"draft", "ratings", "--drafters", "expert", "--out", "x"}, `seat 1: unknown drafter "expert"`},
		{[]string{"draft", "ratings", "--player", "nobody", "--out", "x"}, `unknown agent "nobody"`},
		{[]string{"draft", "ratings", "--seats", "9", "--out", "x"}, "--seats must be from 2 to 8"},
		{[]string{"draft", "eval", "--a", "expert"}, `drafter A: unknown drafter "expert"`},
		{[]string{"draft", "eval", "--b", "rating:" + bad}, `drafter "rating:` + bad + `": ratings ` + bad + `: format "something else"`},
		{[]string{"draft", "eval", "--a", "rating:"}, "give the ratings file after the colon"},
		{[]string{"draft", "eval", "--set", "P1"}, "promo set"},
		{[]string{"draft", "eval", "--sets", "5,5,x,5"}, `unknown set "x"`},
		{[]string{"draft", "eval", "--seats", "7"}, "--seats must be even"},
		{[]string{"draft", "eval", "--pods", "5"}, "--pods must be even"},
		{[]string{"draft", "eval", "--games", "3"}, "--games must be even"},
		{[]string{"draft", "eval", "--size", "20"}, "--size must be from 35"},
		{[]string{"draft", "eval", "--player", "nobody"}, `unknown agent "nobody"`},
		{[]string{"draft", "eval", "extra"}, "unexpected argument"}, // parts are read only with --merge
	}
	for _, tt := range tests {
		code, out, errs := lorcana(t, tt.args...)
		if code != 2 || out != "" || !strings.Contains(errs, tt.want) || strings.Contains(errs, "panic") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 2 and %q", tt.args, code, out, errs, tt.want)
		}
	}
}
