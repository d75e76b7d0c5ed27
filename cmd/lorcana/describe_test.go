package main

import (
	"strings"
	"testing"
)

func TestCardsDescribe(t *testing.T) {
	tests := []struct {
		args []string
		code int
		want []string
		errs string // in stderr
	}{
		{[]string{"cards", "describe", "Hades - King of Olympus"}, 0, []string{
			"Hades - King of Olympus (set 1 #5; character, cost 8; S6 W7 L1; Shift 6)",
			"  - SINISTER PLOT: this card gets +1 lore for each other Villain character you have in play"}, ""},
		{[]string{"cards", "describe", "flotsam & jetsam - entangling eels"}, 0, []string{"Shift: discard 2 cards"}, ""},
		// a set-1 card reprinted in set 9 is counted in set 1, as coverage counts it
		{[]string{"cards", "describe", "Stitch - Rock Star"}, 0, []string{"Stitch - Rock Star (set 1 #23;"}, ""},
		{[]string{"cards", "describe", "--set", "1"}, 0, []string{"Yzma - Alchemist", "Stitch - Rock Star", "Be Prepared (set 1 #128; action, cost 7)\n", "  - banish each character"}, ""},
		{[]string{"cards", "describe", "Nobody - At All"}, 1, nil, ""},
		{[]string{"cards", "describe", "Hades - King of Olympos"}, 1, nil, `did you mean "Hades - King of Olympus"?`},
	}
	for _, tc := range tests {
		code, out, errs := lorcana(t, tc.args...)
		if code != tc.code {
			t.Errorf("%v: exit %d, want %d (%s)", tc.args, code, tc.code, errs)
			continue
		}
		if !strings.Contains(errs, tc.errs) {
			t.Errorf("%v: stderr lacks %q: %s", tc.args, tc.errs, errs)
		}
		for _, w := range tc.want {
			if !strings.Contains(out, w) {
				t.Errorf("%v: output lacks %q:\n%.600s", tc.args, w, out)
			}
		}
	}
	// Without names: every implemented card and nothing else.
	_, out, _ := lorcana(t, "cards", "describe")
	if strings.Contains(out, "not implemented") || !strings.Contains(out, "Tamatoa - So Shiny!") {
		t.Errorf("cards describe lists unimplemented cards or misses some:\n%.400s", out)
	}
}
