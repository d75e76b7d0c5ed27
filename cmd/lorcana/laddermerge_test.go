package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// ladderArgs is a small ladder: 3 agents, 1 round, the reference pair: 24
// games.
var ladderArgs = []string{"ladder", "--agents", "random,greedy,ismcts:4:random:1", "--rounds", "1", "--seed", "5", "--plot", "", "--threads", "2"}

// ladderPart runs games from to to-1 of the ladder in file and returns the part.
func ladderPart(t *testing.T, file string, from, to int, extra ...string) string {
	t.Helper()
	args := append(append(append([]string{}, ladderArgs...), "--file", file, "--games-from", strconv.Itoa(from), "--games-to", strconv.Itoa(to)), extra...)
	code, out, errs := lorcana(t, args...)
	if code != 0 {
		t.Fatalf("%v: exit %d: %s", args, code, errs)
	}
	return out
}

// ladderMerge runs ladder --merge - on the file with the parts on stdin.
func ladderMerge(t *testing.T, file, parts string, extra ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	args := append(append(append([]string{}, ladderArgs...), "--file", file, "--merge", "-"), extra...)
	code := runIn(context.Background(), args, strings.NewReader(parts), &out, &errb)
	return code, out.String(), errb.String()
}

func readFile(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// A ladder played as parts and merged leaves the file, byte for byte, and
// prints the table the ladder played on one machine does, whatever the
// cut and the order of the parts; extending a ladder the same way too.
func TestLadderPartsMergeToWholeRun(t *testing.T) {
	dir := t.TempDir()
	whole := filepath.Join(dir, "whole.json")
	code, wholeOut, errs := lorcana(t, append(append([]string{}, ladderArgs...), "--file", whole)...)
	if code != 0 {
		t.Fatalf("whole ladder: exit %d: %s", code, errs)
	}
	wholeFile := readFile(t, whole)
	for k, cuts := range [][]int{{0, 24}, {0, 0, 1, 23, 24}, {0, 7, 14, 24}} {
		merged := filepath.Join(dir, "merged"+strconv.Itoa(k)+".json")
		var parts []string
		for i := len(cuts) - 1; i > 0; i-- { // last range first
			parts = append(parts, ladderPart(t, merged, cuts[i-1], cuts[i]))
		}
		if _, err := os.Stat(merged); err == nil {
			t.Fatal("a part wrote the ladder file")
		}
		code, out, errs := ladderMerge(t, merged, strings.Join(parts, ""))
		if code != 0 {
			t.Fatalf("cuts %v: merge: exit %d: %s", cuts, code, errs)
		}
		if got := readFile(t, merged); !bytes.Equal(got, wholeFile) {
			t.Errorf("cuts %v: the merged file differs from the whole run's:\n%s\nwhole:\n%s", cuts, got, wholeFile)
		}
		if out != strings.ReplaceAll(wholeOut, whole, merged) {
			t.Errorf("cuts %v: merged table:\n%s\nwhole run:\n%s", cuts, out, wholeOut)
		}
	}

	// Extending: a fourth agent on the whole ladder's file, played at once
	// and as parts of the list the file lacks.
	ext := append([]string{}, ladderArgs...)
	ext[2] += ",ismcts:2:random:1"
	extended := filepath.Join(dir, "extended.json")
	partsOf := filepath.Join(dir, "parts.json")
	for _, p := range []string{extended, partsOf} {
		if err := os.WriteFile(p, wholeFile, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if code, _, errs := lorcana(t, append(ext, "--file", extended)...); code != 0 {
		t.Fatalf("extending: exit %d: %s", code, errs)
	}
	var parts []string
	for _, r := range [][2]int{{0, 10}, {10, 24}} {
		code, out, errs := lorcana(t, append(ext, "--file", partsOf, "--games-from", strconv.Itoa(r[0]), "--games-to", strconv.Itoa(r[1]))...)
		if code != 0 {
			t.Fatalf("extending part: exit %d: %s", code, errs)
		}
		parts = append(parts, out)
	}
	var out, errb bytes.Buffer
	if code := runIn(context.Background(), append(ext, "--file", partsOf, "--merge", "-", "--json"), strings.NewReader(strings.Join(parts, "")), &out, &errb); code != 0 {
		t.Fatalf("extending merge: exit %d: %s", code, errb.String())
	}
	var res ladderResult
	if err := json.Unmarshal(out.Bytes(), &res); err != nil || res.Played != 24 || res.Games != 48 {
		t.Errorf("extending merge: %v, played %d (want 24), games %d (want 48)", err, res.Played, res.Games)
	}
	if !bytes.Equal(readFile(t, partsOf), readFile(t, extended)) {
		t.Error("the extended ladder merged from parts differs from the one extended on one machine")
	}
}

func TestLadderPartAndMergeRefused(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "l.json")
	first, second := ladderPart(t, file, 0, 12), ladderPart(t, file, 12, 24)
	empty := ladderPart(t, file, 0, 0)
	if !strings.Contains(empty, `"range":{"from":0,"to":0,"of":24}`) || !strings.Contains(empty, `"file":"`+file+`"`) {
		t.Errorf("the empty part: %s", empty)
	}
	otherSeed := ladderPart(t, file, 12, 24, "--seed", "6")
	for _, c := range []struct {
		name, parts, want string
		extra             []string
	}{
		{"a game in no part", first, "games 12 to 23 of the list are in no part", nil},
		{"a game in two parts", first + second + ladderPart(t, file, 11, 13), "in another part too", nil},
		{"another seed", first + otherSeed, "seed 6", nil},
		{"another list", first + second, "range of 24 games to play, this ladder lacks 48", []string{"--rounds", "2"}},
		{"a changed game", first + strings.Replace(second, `"round":0,"seed":`, `"round":0,"seed":1`, 1), "a game of seed 1", nil},
		{"a bad result", first + strings.Replace(second, `"result":"`, `"result":"x`, 1), "result", nil},
		{"not a part", `{"format":"lorcana-ladder","version":1}`, "not a part of a ladder", nil},
		{"junk", "nope", "part 1", nil},
		{"nothing", "", "no parts", nil},
	} {
		code, out, errs := ladderMerge(t, file, c.parts, c.extra...)
		if code == 0 || !strings.Contains(errs, c.want) {
			t.Errorf("%s: exit %d, stderr %q (want %q), stdout %s", c.name, code, errs, c.want, out)
		}
		if _, err := os.Stat(file); err == nil {
			t.Fatalf("%s: a refused merge wrote the file", c.name)
		}
	}
	for _, args := range [][]string{
		{"--games-from", "3", "--games-to", "2"},
		{"--games-from", "0", "--games-to", "25"},
		{"--games-from", "1", "--merge", "-"},
		{"extra-argument"},
		{"--merge"},
	} {
		code, _, errs := lorcana(t, append(append(append([]string{}, ladderArgs...), "--file", file), args...)...)
		if code != 2 {
			t.Errorf("%v: exit %d (want 2, a usage error): %s", args, code, errs)
		}
	}
}
