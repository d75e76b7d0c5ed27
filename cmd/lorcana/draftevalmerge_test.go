package main

import (
	"bytes"
	"context"
	"strconv"
	"strings"
	"testing"
)

// draftEvalArgs is a small drafter comparison: 8 pods of 2 seats, 4 pairs.
var draftEvalArgs = []string{"draft", "eval", "--a", "heuristic", "--b", "random", "--pods", "8", "--seats", "2", "--games", "2", "--player", "random", "--set", "5", "--seed", "3"}

func draftEvalPartOf(t *testing.T, from, to int, extra ...string) string {
	t.Helper()
	args := append(append(append([]string{}, draftEvalArgs...), "--games-from", strconv.Itoa(from), "--games-to", strconv.Itoa(to)), extra...)
	code, out, errs := lorcana(t, args...)
	if code != 0 {
		t.Fatalf("%v: exit %d: %s", args, code, errs)
	}
	return out
}

func draftEvalMerge(t *testing.T, stdin string, extra ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := runIn(context.Background(), append([]string{"draft", "eval", "--merge", "-"}, extra...), strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

// A drafter comparison played as ranges of its pairs of pods and merged is
// the whole run, number for number (the interval over pairs included), in
// both output forms, whatever the cut and the order of the parts.
func TestDraftEvalPartsMergeToWholeRun(t *testing.T) {
	_, wholeJSON, _ := lorcana(t, append(append([]string{}, draftEvalArgs...), "--json")...)
	_, wholeText, _ := lorcana(t, draftEvalArgs...)
	if !strings.Contains(wholeJSON, `"pods_low"`) || !strings.Contains(wholeText, "Draft eval") {
		t.Fatalf("the whole run:\n%s\n%s", wholeJSON, wholeText)
	}
	for _, cuts := range [][]int{{0, 4}, {0, 0, 1, 3, 4}, {0, 2, 4}} {
		var parts []string
		for i := len(cuts) - 1; i > 0; i-- {
			parts = append(parts, draftEvalPartOf(t, cuts[i-1], cuts[i]))
		}
		in := strings.Join(parts, "")
		if code, out, errs := draftEvalMerge(t, in, "--json"); code != 0 || out != wholeJSON {
			t.Errorf("cuts %v: merged --json (exit %d, %s):\n%s\nwhole run:\n%s", cuts, code, errs, out, wholeJSON)
		}
		if code, out, errs := draftEvalMerge(t, in); code != 0 || out != wholeText {
			t.Errorf("cuts %v: merged text (exit %d, %s):\n%s\nwhole run:\n%s", cuts, code, errs, out, wholeText)
		}
	}
}

func TestDraftEvalMergeRefused(t *testing.T) {
	first, second := draftEvalPartOf(t, 0, 2), draftEvalPartOf(t, 2, 4)
	if !strings.Contains(first, `"range":{"from":0,"to":2,"of":4}`) {
		t.Fatalf("part: %s", first)
	}
	for _, c := range []struct{ name, parts, want string }{
		{"a pair in no part", first, "pairs of pods 2 to 3 are in no part"},
		{"a pair in two parts", first + second + draftEvalPartOf(t, 1, 3), "in another part too"},
		{"another seed", first + draftEvalPartOf(t, 2, 4, "--seed", "4"), "not of the same run"},
		{"counts that do not add up", first + strings.Replace(second, `"a_wins":`, `"a_wins":1`, 1), "do not add up"},
		{"a share missing", first + strings.Replace(second, `"pair_shares":[`, `"pair_shares":[0.5,`, 1), "3 pairs' shares for a range of 2"},
		{"not a part", `{"format":"lorcana-fuzz-part","version":1}`, "not a part of a drafter comparison"},
		{"junk", "[", "part 1"},
		{"nothing", "", "no parts"},
	} {
		if code, out, errs := draftEvalMerge(t, c.parts); code == 0 || !strings.Contains(errs, c.want) {
			t.Errorf("%s: exit %d, stderr %q (want %q), stdout %s", c.name, code, errs, c.want, out)
		}
	}
	for _, args := range [][]string{{"--games-from", "3", "--games-to", "2"}, {"--games-from", "0", "--games-to", "5"}, {"extra-argument"}} {
		if code, _, errs := lorcana(t, append(append([]string{}, draftEvalArgs...), args...)...); code != 2 {
			t.Errorf("%v: exit %d (want 2, a usage error): %s", args, code, errs)
		}
	}
}
