package engine

import "testing"

// An optional placing of a looked-at card on the deck's top or bottom
// (Dawson - Puzzling Sleuth, Chief Tui - Weaving a Tale) is an optional
// effect: its "may" is asked before the choice of top or bottom
// (6.1.4, spec decision rule 1), and declined, neither happens, so the
// card stays on the top (6.1.5.2 options only after a yes).
func TestMayTopOrBottomAsksMayFirst(t *testing.T) {
	for _, tc := range []struct {
		name    string
		yes     bool
		option  int16 // 0: top, 1: bottom (after a yes)
		stayTop bool  // the looked-at card is still the top card
	}{
		{"declined", false, 0, true},
		{"top", true, 0, true},
		{"bottom", true, 1, false},
	} {
		st, c := mayGame(t, append([]Step{LookTop(1)}, MayTopOrBottom(1)...)...)
		deck := st.Players[0].Deck
		top := deck[len(deck)-1]
		apply(t, st, Action{Kind: ActPlay, Player: 0, Card: c})
		if d := st.Pending(); d.Kind != DecMay || d.Player != 0 {
			t.Fatalf("%s: pending %+v, want player 0's may before any option", tc.name, d)
		}
		if !tc.yes {
			apply(t, st, Action{Kind: ActNo, Player: 0})
		} else {
			apply(t, st, Action{Kind: ActYes, Player: 0})
			if d := st.Pending(); d.Kind != DecOption || d.Max != 2 {
				t.Fatalf("%s: pending %+v after yes, want a choice of 2 options", tc.name, d)
			}
			apply(t, st, Action{Kind: ActOption, Player: 0, N: tc.option})
		}
		if d := st.Pending(); d.Kind != DecTurn {
			t.Fatalf("%s: pending %+v, want the turn", tc.name, d)
		}
		deck = st.Players[0].Deck
		if got := deck[len(deck)-1] == top; got != tc.stayTop {
			t.Errorf("%s: looked-at card on top = %v, want %v", tc.name, got, tc.stayTop)
		}
		if !tc.stayTop && deck[0] != top {
			t.Errorf("%s: the looked-at card isn't the bottom card", tc.name)
		}
		if len(deck) != 4 {
			t.Errorf("%s: deck holds %d, want 4", tc.name, len(deck))
		}
	}
}

// An optional draw of a card for each [X] is one "may" over a number counted
// once (6.1.8 and its example, 6.1.4): all the draws or none, never an
// amount to pick (The Queen's Castle - Mirror Chamber).
func TestMayDrawForEachIsAllOrNone(t *testing.T) {
	for _, yes := range []bool{true, false} {
		// three character cards of p0's own are in their deck of four
		st, c := mayGame(t, Draw(1).Times(CharacterCards().Yours().InZoneOf(ZoneDeck)).Optional())
		apply(t, st, Action{Kind: ActPlay, Player: 0, Card: c})
		if d := st.Pending(); d.Kind != DecMay || d.Player != 0 {
			t.Fatalf("yes=%v: pending %+v, want player 0's may (no amount)", yes, d)
		}
		want := 0
		if yes {
			apply(t, st, Action{Kind: ActYes, Player: 0})
			want = 3
		} else {
			apply(t, st, Action{Kind: ActNo, Player: 0})
		}
		if d := st.Pending(); d.Kind != DecTurn {
			t.Fatalf("yes=%v: pending %+v, want the turn", yes, d)
		}
		if got := len(st.Players[0].Hand); got != want {
			t.Errorf("yes=%v: hand holds %d, want %d", yes, got, want)
		}
	}
}
