package main

import (
	"bytes"
	"context"
	"encoding/json"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// fuzzRuns are small fuzz runs: the reference decks, and drawn random decks.
var fuzzRuns = [][]string{
	{"fuzz", "--games", "12", "--seed", "4", "--turn-limit", "10", "--threads", "2"},
	{"fuzz", "--games", "10", "--seed", "9", "--random-decks", "4", "--turn-limit", "8", "--round-trip-every", "5", "--threads", "2"},
}

func fuzzPart(t *testing.T, run []string, from, to int, extra ...string) string {
	t.Helper()
	args := append(append(append([]string{}, run...), "--games-from", strconv.Itoa(from), "--games-to", strconv.Itoa(to)), extra...)
	code, out, errs := lorcana(t, args...)
	if code != 0 {
		t.Fatalf("%v: exit %d: %s", args, code, errs)
	}
	return out
}

func fuzzMerge(t *testing.T, stdin string, extra ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := runIn(context.Background(), append([]string{"fuzz", "--merge", "-"}, extra...), strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

// untimed drops what a run's time decides: the seconds of the JSON report
// and the timing of the text's summary line.
func untimed(t *testing.T, out string) string {
	t.Helper()
	if strings.HasPrefix(out, "{") {
		var m map[string]any
		if err := json.Unmarshal([]byte(out), &m); err != nil {
			t.Fatalf("not JSON: %v\n%s", err, out)
		}
		if _, ok := m["seconds"]; !ok {
			t.Fatalf("no seconds in %s", out)
		}
		delete(m, "seconds")
		b, _ := json.Marshal(m)
		return string(b)
	}
	return regexp.MustCompile(`(?m)^(\d+ games, \d+ decisions) in .*$`).ReplaceAllString(out, "$1")
}

// A fuzz run played as parts and merged is the whole run, number for
// number (the time aside), in both output forms, whatever the cut and
// the order the parts come in.
func TestFuzzPartsMergeToWholeRun(t *testing.T) {
	for _, run := range fuzzRuns {
		games, _ := strconv.Atoi(run[2])
		_, wholeJSON, _ := lorcana(t, append(append([]string{}, run...), "--json")...)
		_, wholeText, _ := lorcana(t, run...)
		if !strings.Contains(wholeText, "no invariant broken") || !strings.Contains(wholeJSON, `"in_games"`) {
			t.Fatalf("the whole run:\n%s", wholeText)
		}
		for _, cuts := range [][]int{{0, games}, {0, 0, 1, 5, games - 1, games}, {0, 3, 6, 9, games}} {
			var parts []string
			for i := len(cuts) - 1; i > 0; i-- {
				parts = append(parts, fuzzPart(t, run, cuts[i-1], cuts[i]))
			}
			in := strings.Join(parts, "")
			code, out, errs := fuzzMerge(t, in, "--json")
			if code != 0 || untimed(t, out) != untimed(t, wholeJSON) {
				t.Errorf("%v cuts %v: merged --json (exit %d, %s):\n%s\nwhole run:\n%s", run, cuts, code, errs, out, wholeJSON)
			}
			code, out, errs = fuzzMerge(t, in)
			if code != 0 || untimed(t, out) != untimed(t, wholeText) {
				t.Errorf("%v cuts %v: merged text (exit %d, %s):\n%s\nwhole run:\n%s", run, cuts, code, errs, out, wholeText)
			}
		}
	}
}

func TestFuzzMergeRefused(t *testing.T) {
	run := fuzzRuns[0]
	first, second := fuzzPart(t, run, 0, 6), fuzzPart(t, run, 6, 12)
	if !strings.Contains(first, `"range":{"from":0,"to":6,"of":12}`) {
		t.Fatalf("part: %s", first)
	}
	for _, c := range []struct{ name, parts, want string }{
		{"a game in no part", first, "games 6 to 11 are in no part"},
		{"a game in two parts", first + second + fuzzPart(t, run, 5, 7), "in another part too"},
		{"another seed", first + fuzzPart(t, run, 6, 12, "--seed", "5"), "not of the same run"},
		{"other decks", first + fuzzPart(t, run, 6, 12, "--decks", "set1-amber-steel"), "not of the same run"},
		{"counts that do not add up", first + strings.Replace(second, `"report":{"games":`, `"report":{"games":1`, 1), "games in a range of 6"},
		{"an unknown card", first + strings.Replace(second, `"in_game":[`, `"in_game":[65000,`, 1), "card 65000"},
		{"not a part", `{"format":"lorcana-ladder-part","version":1,"report":{}}`, "not a part of a fuzz run"},
		{"junk", "{", "part 1"},
		{"nothing", "", "no parts"},
	} {
		if code, out, errs := fuzzMerge(t, c.parts); code == 0 || !strings.Contains(errs, c.want) {
			t.Errorf("%s: exit %d, stderr %q (want %q), stdout %s", c.name, code, errs, c.want, out)
		}
	}
	for _, args := range [][]string{
		{"--games-from", "3", "--games-to", "2"},
		{"--games-from", "0", "--games-to", "13"},
		{"extra-argument"},
	} {
		if code, _, errs := lorcana(t, append(append([]string{}, run...), args...)...); code != 2 {
			t.Errorf("%v: exit %d (want 2, a usage error): %s", args, code, errs)
		}
	}
	if code, _, errs := fuzzMerge(t, ""); code != 1 || !strings.Contains(errs, "no parts") {
		t.Errorf("merge of nothing: exit %d: %s", code, errs)
	}
}
