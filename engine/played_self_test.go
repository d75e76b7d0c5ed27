package engine_test

import (
	"testing"

	"github.com/lorcana-rl/lorcana/engine"
)

// TestWheneverYouPlayDoesNotSeeItsOwnPlay: a card's abilities apply only
// while it is in play (1.6.1), and it enters play as it is "played"
// (4.3.3), so a "whenever you play a [f]" of the card being played doesn't
// trigger on that play, whatever the way it is played (Shift included,
// 8.10); only "when you play this [card type]" does (the exception of
// 4.3.4.1), and so does "this character or another [f]" (OrThis), which
// names it. Copies already in play see the new card's play, one trigger
// each (6.2.1).
func TestWheneverYouPlayDoesNotSeeItsOwnPlay(t *testing.T) {
	g, id := catalogGame(t)
	tests := []struct {
		name   string
		inPlay []string // p1's characters already in play
		play   string   // the card p1 plays from hand
		shift  int      // >0: played with Shift onto inPlay[shift-1]
		check  func(t *testing.T, st *engine.State, played engine.CardID, before []engine.CardID)
	}{
		{"Lady alone: no +1 strength", nil, "Lady - Decisive Dog", 0,
			func(t *testing.T, st *engine.State, played engine.CardID, _ []engine.CardID) {
				wantTurn(t, st)
				if got := st.Strength(played); got != 0 {
					t.Errorf("Lady's strength %d after her own play, want 0", got)
				}
			}},
		{"a second Lady: only the first sees it", []string{"Lady - Decisive Dog"}, "Lady - Decisive Dog", 0,
			func(t *testing.T, st *engine.State, played engine.CardID, before []engine.CardID) {
				wantTurn(t, st) // one trigger: resolved at once, nothing to pick
				if a, b := st.Strength(before[0]), st.Strength(played); a != 1 || b != 0 {
					t.Errorf("strengths %d (in play) and %d (played), want 1 and 0", a, b)
				}
			}},
		{"Minnie - Storyteller alone: no +1 lore", nil, "Minnie Mouse - Storyteller", 0,
			func(t *testing.T, st *engine.State, played engine.CardID, _ []engine.CardID) {
				wantTurn(t, st)
				if got := st.Lore(played); got != 0 {
					t.Errorf("Minnie's lore %d after her own play, want 0", got)
				}
			}},
		{"Genie played by Shift: no draw", []string{"Genie - Cramped in the Lamp"}, "Genie - Wonderful Trickster", 1,
			func(t *testing.T, st *engine.State, _ engine.CardID, _ []engine.CardID) {
				wantTurn(t, st)
				if n := len(st.Players[0].Hand); n != 0 {
					t.Errorf("%d cards in hand after shifting Genie, want 0 (no draw)", n)
				}
			}},
		{"this character or another (Sneezy): his own play triggers", nil, "Sneezy - Very Allergic", 0,
			func(t *testing.T, st *engine.State, played engine.CardID, _ []engine.CardID) {
				if d := st.Pending(); d.Kind != engine.DecMay || d.Source.ID != played {
					t.Errorf("pending %+v, want Sneezy's may", d)
				}
			}},
		{"when you play this character (Merlin - Goat): triggers", nil, "Merlin - Goat", 0,
			func(t *testing.T, st *engine.State, _ engine.CardID, _ []engine.CardID) {
				wantTurn(t, st)
				if l := st.Players[0].Lore; l != 1 {
					t.Errorf("lore %d, want 1", l)
				}
			}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			st := g.EmptyState(1)
			var before []engine.CardID
			for _, n := range tc.inPlay {
				c, err := st.PlaceInPlay(0, id(n), engine.Placement{})
				if err != nil {
					t.Fatal(err)
				}
				before = append(before, c)
			}
			for k := 0; k < 5; k++ {
				if _, err := st.Place(0, id("Stitch - New Dog"), engine.ZoneDeck); err != nil {
					t.Fatal(err)
				}
			}
			c, err := st.Place(0, id(tc.play), engine.ZoneHand)
			if err != nil {
				t.Fatal(err)
			}
			st.SetInk(0, id("Mickey Mouse - True Friend"), 10, 0)
			st.Begin(0, false, false)
			a := engine.Action{Kind: engine.ActPlay, Player: 0, Card: c}
			if tc.shift > 0 {
				a = engine.Action{Kind: engine.ActShift, Player: 0, Card: c, Target: before[tc.shift-1]}
			}
			if err := st.Apply(a); err != nil {
				t.Fatal(err)
			}
			tc.check(t, st, c, before)
		})
	}
}

// wantTurn fails the test unless p1 is back to taking turn actions with
// an empty bag: nothing was asked.
func wantTurn(t *testing.T, st *engine.State) {
	t.Helper()
	if d := st.Pending(); d.Kind != engine.DecTurn || len(st.Bag) != 0 {
		t.Errorf("pending %+v with %d in the bag, want a turn action and an empty bag", d, len(st.Bag))
	}
}
