package engine

import (
	"slices"
	"testing"
)

// 1.7.3: each ink card is ready or exerted. The engine keeps the exerted ones
// first in Player.Inkwell (InkUsed of them): a card placed or entering
// exerted goes among them, paying exerts the earliest ready ones, and a card
// leaving takes its own state along (InkExerted).
func TestInkCardState(t *testing.T) {
	defs := []CardDef{{FullName: "Ink", Type: TypeCharacter, Inkable: true, Implemented: true}}
	g, err := NewGame(defs, Config{Players: 2})
	if err != nil {
		t.Fatal(err)
	}
	states := func(s *State, ids ...CardID) []bool {
		out := make([]bool, len(ids))
		for i, id := range ids {
			out[i] = s.InkExerted(id)
		}
		return out
	}
	for _, tc := range []struct {
		name        string
		exerted     []bool // the cards placed in order, exerted or not
		pay         int    // ink paid after placing
		enter       []bool // cards entering then by an effect, exerted or not
		leave       []int  // indexes (in placing and entering order) of cards leaving
		want        []bool // each card's state at the end (leavers: false)
		wantReady   int
		wantExerted int
	}{
		{"placed exerted among ready", []bool{false, true, false, true}, 0, nil, nil,
			[]bool{false, true, false, true}, 2, 2},
		{"paying exerts the earliest ready", []bool{true, false, false}, 1, nil, nil,
			[]bool{true, true, false}, 1, 2},
		{"entering exerted after paying", []bool{false, false}, 1, []bool{true, false}, nil,
			[]bool{true, false, true, false}, 2, 2},
		{"an exerted card leaves", []bool{false, true, false}, 0, nil, []int{1},
			[]bool{false, false, false}, 2, 0},
		{"a ready card leaves", []bool{false, true, false}, 0, nil, []int{2},
			[]bool{false, true, false}, 1, 1},
		{"every card leaves", []bool{true, false}, 0, nil, []int{0, 1},
			[]bool{false, false}, 0, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := g.EmptyState(1)
			var ids []CardID
			for _, x := range tc.exerted {
				id, err := s.PlaceInk(0, 0, x)
				if err != nil {
					t.Fatal(err)
				}
				ids = append(ids, id)
			}
			s.payInk(0, tc.pay)
			for _, x := range tc.enter {
				id := s.AddCard(0, 0, ZoneHand)
				s.putIntoInkwell(id, x)
				ids = append(ids, id)
			}
			for _, i := range tc.leave {
				s.moveCard(ids[i], ZoneDiscard, 0)
			}
			if got := states(s, ids...); !slices.Equal(got, tc.want) {
				t.Errorf("states %v, want %v", got, tc.want)
			}
			pl := &s.Players[0]
			if pl.InkReady() != tc.wantReady || int(pl.InkUsed) != tc.wantExerted {
				t.Errorf("ready %d, exerted %d; want %d and %d", pl.InkReady(), pl.InkUsed, tc.wantReady, tc.wantExerted)
			}
			for _, id := range pl.Inkwell {
				if s.Cards[id].Flags&FlagFaceDown == 0 {
					t.Errorf("ink card %d is faceup", id)
				}
			}
		})
	}
}
