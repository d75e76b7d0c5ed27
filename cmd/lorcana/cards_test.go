package main

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

func TestCardsCoverage(t *testing.T) {
	setLine := regexp.MustCompile(`(?m)^set (\S+): (\d+)/(\d+) implemented$`)
	for _, tc := range []struct {
		name     string
		args     []string
		env      map[string]string
		code     int
		sets     []string // sets reported, in order
		contains []string
		stderr   string
	}{
		{name: "all sets", args: nil, sets: []string{"1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"},
			contains: []string{"set 1: ", "/204 implemented"}},
		{name: "one set", args: []string{"--set", "1"}, sets: []string{"1"}},
		{name: "set from the environment", env: map[string]string{"LORCANA_SET": "12"}, sets: []string{"12"}},
		{name: "the flag wins over the environment", args: []string{"--set", "2"}, env: map[string]string{"LORCANA_SET": "12"}, sets: []string{"2"}},
		{name: "unknown set", args: []string{"--set", "99"}, code: 2, stderr: `no set "99"; the sets are 1, 2,`},
		{name: "bad --json value in the environment", env: map[string]string{"LORCANA_JSON": "maybe"}, code: 2, stderr: "LORCANA_JSON"},
		{name: "extra argument", args: []string{"1"}, code: 2, stderr: "unknown command"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for k, v := range tc.env {
				t.Setenv(k, v)
			}
			code, out, errs := lorcana(t, append([]string{"cards", "coverage"}, tc.args...)...)
			if code != tc.code {
				t.Fatalf("exit %d, want %d; stderr: %s", code, tc.code, errs)
			}
			if tc.stderr != "" && !strings.Contains(errs, tc.stderr) {
				t.Errorf("stderr %q lacks %q", errs, tc.stderr)
			}
			if tc.code != 0 {
				return
			}
			var got []string
			for _, m := range setLine.FindAllStringSubmatch(out, -1) {
				got = append(got, m[1])
				if n, _ := strconv.Atoi(m[2]); n > mustAtoi(t, m[3]) {
					t.Errorf("set %s: %s of %s", m[1], m[2], m[3])
				}
			}
			if strings.Join(got, ",") != strings.Join(tc.sets, ",") {
				t.Errorf("sets %v, want %v", got, tc.sets)
			}
			for _, s := range tc.contains {
				if !strings.Contains(out, s) {
					t.Errorf("output lacks %q", s)
				}
			}
		})
	}
}

func TestCardsCoverageJSON(t *testing.T) {
	type entry struct {
		Implemented int      `json:"implemented"`
		Total       int      `json:"total"`
		Missing     []string `json:"missing"`
	}
	for _, tc := range []struct {
		name string
		args []string
		sets []string
	}{
		{"all sets", nil, []string{"1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"}},
		{"one set", []string{"--set", "1"}, []string{"1"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errs := lorcana(t, append([]string{"cards", "coverage", "--json"}, tc.args...)...)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errs)
			}
			// The exact shape: {"sets": {CODE: {implemented, total, missing}}} and nothing else.
			dec := json.NewDecoder(strings.NewReader(out))
			dec.DisallowUnknownFields()
			var doc struct {
				Sets  map[string]*entry `json:"sets"`
				Total struct {
					Implemented int `json:"implemented"`
					Total       int `json:"total"`
				} `json:"total"`
			}
			if err := dec.Decode(&doc); err != nil {
				t.Fatalf("not the coverage JSON: %v\n%s", err, out)
			}
			if dec.More() {
				t.Fatalf("more than one JSON value:\n%s", out)
			}
			if len(doc.Sets) != len(tc.sets) {
				t.Fatalf("%d sets, want %d", len(doc.Sets), len(tc.sets))
			}
			for _, s := range tc.sets {
				e := doc.Sets[s]
				if e == nil {
					t.Fatalf("no set %s", s)
				}
				if e.Missing == nil || len(e.Missing) != e.Total-e.Implemented || e.Implemented < 0 {
					t.Errorf("set %s: %d/%d with %d missing", s, e.Implemented, e.Total, len(e.Missing))
				}
			}
			// The total is the sum of the sets reported.
			var impl, total int
			for _, e := range doc.Sets {
				impl += e.Implemented
				total += e.Total
			}
			if doc.Total.Implemented != impl || doc.Total.Total != total {
				t.Errorf("total %d/%d, the sets sum to %d/%d", doc.Total.Implemented, doc.Total.Total, impl, total)
			}
			if tc.name == "all sets" && total != 2269 {
				t.Errorf("%d distinct cards counted, want 2269 (every distinct card of cards.json)", total)
			}
			if one := doc.Sets["1"]; one.Total != 204 {
				t.Errorf("set 1 has %d cards, want 204", one.Total)
			}
			// Sets come in natural order, not the order a map would sort them.
			if tc.name == "all sets" && strings.Index(out, `"2":`) > strings.Index(out, `"10":`) {
				t.Errorf("set 10 printed before set 2")
			}
			// The text report says the same.
			_, text, _ := lorcana(t, append([]string{"cards", "coverage"}, tc.args...)...)
			if want := fmt.Sprintf("\ntotal: %d/%d implemented\n", impl, total); !strings.HasSuffix(text, want) {
				t.Errorf("the text report doesn't end with %q", want)
			}
			for _, s := range tc.sets {
				e := doc.Sets[s]
				for _, m := range e.Missing {
					if !strings.Contains(text, " "+m+"\n") && !strings.Contains(text, " "+m+" (untested") {
						t.Errorf("set %s: %q missing in JSON but not in the text report", s, m)
					}
				}
			}
		})
	}
}

func mustAtoi(t *testing.T, s string) int {
	t.Helper()
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatal(err)
	}
	return n
}
