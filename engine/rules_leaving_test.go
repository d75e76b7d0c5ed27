package engine_test

import (
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
)

// 1.1.1, 1.3.1: a game has at least two players, each with a deck.
func TestRulesAtLeastTwoPlayers(t *testing.T) {
	defs := cards.MustCatalog()
	deck := make([]engine.DefID, 60)
	for _, tc := range []struct {
		cfg  engine.Config
		want string // "" when the game may be made
	}{
		{engine.Config{Players: 1}, "(1.3.1)"},
		{engine.Config{Players: 5}, "2 to 4 players"},
		{engine.Config{Players: 3, Decks: [][]engine.DefID{deck, deck}}, "2 decks for 3 players"},
		{engine.Config{Players: 2}, ""},
		{engine.Config{Players: 3, Decks: [][]engine.DefID{deck, deck, deck}}, ""},
	} {
		_, err := engine.NewGame(defs, tc.cfg)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%d players: %v", tc.cfg.Players, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%d players, %d decks: err = %v, want %q", tc.cfg.Players, len(tc.cfg.Decks), err, tc.want)
		}
	}
}

// 7.7.7, 9.2.3: a player who leaves the game takes along the abilities they
// added to the bag that wait to resolve, and the one of theirs resolving;
// the other players' abilities still resolve. Both p2 and p3 have a Gramma
// Tala ("when this character is banished, you may put this card into your
// inkwell facedown and exerted"); p1 banishes both, p2 decides first.
func TestRulesLeavingPlayersBagAbilitiesCease(t *testing.T) {
	for _, tc := range []struct {
		name    string
		leaves  uint8 // who leaves while p2 decides
		decides uint8 // who then decides a "may"
		inkwell uint8 // whose Gramma Tala reaches the inkwell
	}{
		{"waiting in the bag", 2, 1, 1},
		{"resolving", 1, 2, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st, tala := leavingPosition(t)
			if d := st.Pending(); d.Player != 1 || d.Kind != engine.DecMay || len(st.Bag) != 1 || st.Bag[0].Player != 2 {
				t.Fatalf("pending %+v, bag %+v: want p2 deciding and p3's trigger waiting", d, st.Bag)
			}
			if err := st.Apply(engine.Action{Kind: engine.ActConcede, Player: tc.leaves}); err != nil {
				t.Fatal(err)
			}
			if d := st.Pending(); d.Player != tc.decides || d.Kind != engine.DecMay {
				t.Fatalf("pending %+v: want p%d's ability to resolve", d, tc.decides+1)
			}
			if len(st.Bag) != 0 {
				t.Fatalf("bag %+v: want empty", st.Bag)
			}
			if err := st.Apply(engine.Action{Kind: engine.ActYes, Player: tc.decides}); err != nil {
				t.Fatal(err)
			}
			for p, c := range tala[1:] {
				p++
				if in := st.Cards[c].Zone == engine.ZoneInkwell; in != (uint8(p) == tc.inkwell) {
					t.Errorf("p%d's Gramma Tala in zone %v", p+1, st.Cards[c].Zone)
				}
			}
			if d := st.Pending(); d.Player != 0 || d.Kind != engine.DecTurn || st.Over() {
				t.Errorf("pending %+v, over %v: want p1's turn to go on", d, st.Over())
			}
		})
	}
}

// leavingPosition is a three-player game where p1 has just played Be
// Prepared, banishing a Gramma Tala of p2 and one of p3 (tala, by player).
func leavingPosition(t *testing.T) (*engine.State, [3]engine.CardID) {
	t.Helper()
	defs := cards.MustCatalog()
	id := catalogLookup(t, defs)
	g, err := engine.NewGame(defs, engine.Config{Players: 3})
	if err != nil {
		t.Fatal(err)
	}
	st := g.EmptyState(1)
	filler := id("Mickey Mouse - True Friend")
	tala := [3]engine.CardID{engine.NoCard, engine.NoCard, engine.NoCard}
	for p := uint8(0); p < 3; p++ {
		for i := 0; i < 10; i++ {
			if _, err := st.Place(p, filler, engine.ZoneDeck); err != nil {
				t.Fatal(err)
			}
		}
		if p > 0 {
			if tala[p], err = st.PlaceInPlay(p, id("Gramma Tala - Storyteller"), engine.Placement{}); err != nil {
				t.Fatal(err)
			}
		}
	}
	bp, err := st.Place(0, id("Be Prepared"), engine.ZoneHand)
	if err != nil {
		t.Fatal(err)
	}
	st.SetInk(0, filler, 7, 0)
	st.Begin(0, false, false)
	if err := st.Apply(engine.Action{Kind: engine.ActPlay, Player: 0, Card: bp}); err != nil {
		t.Fatal(err)
	}
	return st, tala
}
