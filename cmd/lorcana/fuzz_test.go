package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/fuzz"
)

// refPairings is the number of pairings of n of the default decks for
// games of n players.
func refPairings(t *testing.T, n int) int {
	dk, err := fuzz.ReferenceDecksFor(nil, n)
	if err != nil {
		t.Fatal(err)
	}
	return len(fuzz.Pairs(len(dk), n))
}

func TestFuzzCommand(t *testing.T) {
	tests := []struct {
		name     string
		args     []string
		code     int
		pairings int
		inOut    string
	}{
		{"reference decks", []string{"fuzz", "--games", "10", "--threads", "2", "--json"}, 0, refPairings(t, 2), ""},
		{"three players, reference decks", []string{"fuzz", "--games", "4", "--players", "3", "--turn-limit", "6", "--json"}, 0, refPairings(t, 3), ""},
		{"one deck: a mirror", []string{"fuzz", "--games", "2", "--decks", "set1-amber-steel", "--json"}, 0, 1, ""},
		{"three players", []string{"fuzz", "--games", "4", "--players", "3", "--decks", "set1-amber-steel,set1-ruby-amethyst", "--json"}, 0, 4, ""},
		{"five players", []string{"fuzz", "--players", "5"}, 2, 0, ""},
		{"report", []string{"fuzz", "--games", "3", "--decks", "set1-amber-steel,set1-ruby-amethyst", "--turn-limit", "4"}, 0, 0, "no invariant broken"},
		{"no games", []string{"fuzz", "--games", "0"}, 2, 0, ""},
		{"unknown deck", []string{"fuzz", "--decks", "nope"}, 1, 0, ""},
		{"random decks", []string{"fuzz", "--games", "40", "--random-decks", "30", "--round-trip-every", "10", "--json"}, 0, 1, ""},
		{"random decks report", []string{"fuzz", "--games", "6", "--random-decks", "3", "--turn-limit", "6"}, 0, 0, "implemented cards in games"},
		{"random and listed decks", []string{"fuzz", "--random-decks", "3", "--decks", "set1-amber-steel"}, 2, 0, ""},
		{"negative random decks", []string{"fuzz", "--random-decks", "-1"}, 2, 0, ""},
		{"too many random decks", []string{"fuzz", "--random-decks", "100001"}, 2, 0, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errs := lorcana(t, tc.args...)
			if code != tc.code {
				t.Fatalf("exit %d, want %d: %s", code, tc.code, errs)
			}
			if tc.inOut != "" && !strings.Contains(out, tc.inOut) {
				t.Errorf("stdout lacks %q:\n%s", tc.inOut, out)
			}
			if tc.pairings == 0 {
				return
			}
			var rep struct {
				Games    int               `json:"games"`
				Pairings []json.RawMessage `json:"pairings"`
				Failures []string          `json:"failures"`
				Cards    fuzz.CardSummary  `json:"cards"`
			}
			if err := json.Unmarshal([]byte(out), &rep); err != nil {
				t.Fatalf("not JSON: %v\n%s", err, out)
			}
			if len(rep.Pairings) != tc.pairings || len(rep.Failures) > 0 || rep.Games == 0 {
				t.Errorf("%d pairings (want %d), %d games, failures %v", len(rep.Pairings), tc.pairings, rep.Games, rep.Failures)
			}
			c := rep.Cards
			if c.Implemented < 1000 || c.InGames == 0 || c.Played == 0 || c.Played > c.InGames || len(c.NotInGames) != c.Implemented-c.InGames {
				t.Errorf("cards: %+v", c)
			}
		})
	}
}
