package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// evalArgs is a small evaluation: 40 games of 4 pairings.
var evalArgs = []string{"eval", "--agent", "random", "--vs", "random", "--games", "40", "--seed", "7", "--threads", "2"}

// evalPart runs games from to to-1 of evalArgs and returns the --json result.
func evalPart(t *testing.T, from, to int, extra ...string) string {
	t.Helper()
	args := append(append(append([]string{}, evalArgs...), "--json", "--games-from", strconv.Itoa(from), "--games-to", strconv.Itoa(to)), extra...)
	code, out, errs := lorcana(t, args...)
	if code != 0 {
		t.Fatalf("%v: exit %d: %s", args, code, errs)
	}
	return out
}

// mergeStdin runs eval --merge - (and extra flags) on stdin.
func mergeStdin(t *testing.T, stdin string, extra ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := runIn(context.Background(), append([]string{"eval", "--merge", "-"}, extra...), strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

// Games split into ranges and merged are the whole run, number for number
// and in both output forms: the same games, seeded by their place in the
// list, whatever the cut and the order the parts come in.
func TestEvalRangesMergeToWholeRun(t *testing.T) {
	_, wholeJSON, _ := lorcana(t, append(append([]string{}, evalArgs...), "--json")...)
	_, wholeText, _ := lorcana(t, evalArgs...)
	if !strings.Contains(wholeJSON, `"games": 40`) || strings.Contains(wholeJSON, `"range"`) {
		t.Fatalf("the whole run:\n%s", wholeJSON)
	}
	for _, cuts := range [][]int{{0, 40}, {0, 13, 40}, {0, 0, 1, 2, 39, 40}, {0, 20, 20, 40}, {0, 7, 14, 21, 28, 35, 40}} {
		var parts []string
		for i := len(cuts) - 1; i > 0; i-- { // last range first
			parts = append(parts, evalPart(t, cuts[i-1], cuts[i]))
		}
		in := strings.Join(parts, "")
		if code, out, errs := mergeStdin(t, in, "--json"); code != 0 || out != wholeJSON {
			t.Errorf("cuts %v: merged --json (exit %d, %s):\n%s\nwhole run:\n%s", cuts, code, errs, out, wholeJSON)
		}
		if code, out, errs := mergeStdin(t, in); code != 0 || out != wholeText {
			t.Errorf("cuts %v: merged text (exit %d, %s):\n%s\nwhole run:\n%s", cuts, code, errs, out, wholeText)
		}
	}
}

func TestEvalMergeFiles(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.json"), filepath.Join(dir, "b.json")
	os.WriteFile(a, []byte(evalPart(t, 0, 25)), 0o644)
	os.WriteFile(b, []byte(evalPart(t, 25, 40)), 0o644)
	_, whole, _ := lorcana(t, evalArgs...)
	code, out, errs := lorcana(t, "eval", "--merge", b, a)
	if code != 0 || out != whole {
		t.Errorf("exit %d (%s):\n%s\nwhole run:\n%s", code, errs, out, whole)
	}
}

func TestEvalRangeAndMergeRefused(t *testing.T) {
	p0, p1, p2 := evalPart(t, 0, 10), evalPart(t, 10, 30), evalPart(t, 30, 40)
	other := evalPart(t, 30, 40, "--seed", "8")
	nested := evalPart(t, 30, 40, "--bag", "nested")
	for _, c := range []struct {
		name  string
		args  []string
		stdin string
		code  int
		want  string
	}{
		{"range past the end", append(append([]string{}, evalArgs...), "--games-to", "41"), "", 2, "not a range of the run's 40 games"},
		{"range backwards", append(append([]string{}, evalArgs...), "--games-from", "5", "--games-to", "4"), "", 2, "not a range"},
		{"negative start", append(append([]string{}, evalArgs...), "--games-from", "-1"), "", 2, "not a range"},
		{"argument without --merge", append(append([]string{}, evalArgs...), "x.json"), "", 2, "only with --merge"},
		{"no files", []string{"eval", "--merge"}, "", 2, "name the files"},
		{"gap", []string{"eval", "--merge", "-"}, p0 + p2, 1, "games 10 to 29 are in no result"},
		{"missing end", []string{"eval", "--merge", "-"}, p0 + p1, 1, "games 30 to 39 are in no result"},
		{"overlap", []string{"eval", "--merge", "-"}, p0 + p1 + p1 + p2, 1, "games 10 to 29 are in another result too"},
		{"other seed", []string{"eval", "--merge", "-"}, p0 + p1 + other, 1, "seeds 7 and 8"},
		{"other bag model", []string{"eval", "--merge", "-"}, p0 + p1 + nested, 1, `bag models "lorcana" and "nested"`},
		{"a whole run", []string{"eval", "--merge", "-"}, `{"agent": "random", "pairings": []}`, 1, `no "range"`},
		{"counts that do not add up", []string{"eval", "--merge", "-"}, p0 + p1 + badCounts(p2), 1, "do not add up"},
		{"not JSON", []string{"eval", "--merge", "-"}, "games", 1, "result 1"},
		{"no such file", []string{"eval", "--merge", "/nonexistent/part.json"}, "", 1, "no such file"},
	} {
		var out, errb bytes.Buffer
		code := runIn(context.Background(), c.args, strings.NewReader(c.stdin), &out, &errb)
		if code != c.code || !strings.Contains(errb.String(), c.want) {
			t.Errorf("%s: exit %d (want %d), stderr %q (want %q)", c.name, code, c.code, errb.String(), c.want)
		}
	}
}

// badCounts adds a win to the last pairing of a partial result.
func badCounts(part string) string {
	i := strings.LastIndex(part, `"wins": `) + len(`"wins": `)
	return part[:i] + "1" + part[i:]
}
