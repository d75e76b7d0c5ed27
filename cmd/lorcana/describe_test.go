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
	}{
		{[]string{"cards", "describe", "Hades - King of Olympus"}, 0, []string{
			"Hades - King of Olympus (set 1 #5; character, cost 8; 6/7, 1 lore; Shift 6)",
			"  - SINISTER PLOT: this card gets +1 lore for each other Villain character you have in play"}},
		{[]string{"cards", "describe", "flotsam & jetsam - entangling eels"}, 0, []string{"Shift: discard 2 cards"}},
		{[]string{"cards", "describe", "--set", "1"}, 0, []string{"Yzma - Alchemist", "Be Prepared (set 1 #128; action, cost 7)\n  - banish each character"}},
		{[]string{"cards", "describe", "Nobody - At All"}, 1, nil},
	}
	for _, tc := range tests {
		code, out, errs := lorcana(t, tc.args...)
		if code != tc.code {
			t.Errorf("%v: exit %d, want %d (%s)", tc.args, code, tc.code, errs)
			continue
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
