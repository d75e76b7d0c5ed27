package main

import (
	"strings"
	"testing"
)

func TestDraftCommand(t *testing.T) {
	args := []string{"draft", "--seats", "3", "--set", "5", "--drafters", "heuristic,random", "--seed", "4"}
	code, out, errs := lorcana(t, args...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !strings.HasPrefix(out, "Draft: 3 seats, packs of sets 5,5,5,5 (passed left, right, left, right), seed 4; 35-card decks; 2 games a pair, player greedy\n") {
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
		{[]string{"draft", "--drafters", "rating"}, `seat 1: unknown drafter "rating" (known: heuristic, random, ppo:PATH)`},
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
