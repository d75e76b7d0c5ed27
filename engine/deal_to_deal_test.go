package engine

import "testing"

// "Deal N damage to chosen [A] to deal N damage to another chosen [B]"
// (DealToDeal): both cards are chosen, in the order of the text, before any
// damage (6.7.2.2), even when Resist then stops the first damage; the
// second damage follows only if the first was dealt (6.1.5.1, 8.8.2).
func TestDealToDealChoosesBothFirst(t *testing.T) {
	for _, tc := range []struct {
		name           string
		resist         int8 // on p0's own character
		wantOwn, wantF int
	}{
		{"both dealt", 0, 2, 2},
		{"Resist takes part of the first: both dealt", 1, 1, 2},
		{"Resist stops the first: no second", 2, 0, 0},
	} {
		defs := []CardDef{
			{FullName: "Flood", Type: TypeAction, Implemented: true, Abilities: []*Ability{OnPlay(
				DealToDeal(0, 2, Chars().Yours(), 2, Chars().NotChosenIn(0))...)}},
			{FullName: "Guard", Type: TypeCharacter, Willpower: 5, Implemented: true,
				Keywords: []KeywordValue{{Keyword: Resist, Value: tc.resist}}},
			{FullName: "Foe", Type: TypeCharacter, Willpower: 5, Implemented: true},
		}
		if tc.resist == 0 {
			defs[1].Keywords = nil
		}
		g, err := NewGame(defs, Config{Players: 2})
		if err != nil {
			t.Fatal(err)
		}
		st := g.EmptyState(1)
		st.AddCard(0, 2, ZoneDeck)
		st.AddCard(1, 2, ZoneDeck)
		own := st.AddCard(0, 1, ZonePlay)
		foe := st.AddCard(1, 2, ZonePlay)
		c := st.AddCard(0, 0, ZoneHand)
		st.Begin(0, false, false)
		apply(t, st, Action{Kind: ActPlay, Player: 0, Card: c})
		for _, pick := range []CardID{own, foe} {
			if d := st.Pending(); d.Kind != DecChoose || d.Player != 0 {
				t.Fatalf("%s: pending %+v, want the choice of card %d before any damage", tc.name, d, pick)
			}
			if st.Cards[own].Damage != 0 {
				t.Fatalf("%s: damage dealt before both choices", tc.name)
			}
			apply(t, st, Action{Kind: ActChoose, Player: 0, Card: pick})
		}
		if d := st.Pending(); d.Kind != DecTurn {
			t.Fatalf("%s: pending %+v, want the turn", tc.name, d)
		}
		if got := int(st.Cards[own].Damage); got != tc.wantOwn {
			t.Errorf("%s: own character has %d damage, want %d", tc.name, got, tc.wantOwn)
		}
		if got := int(st.Cards[foe].Damage); got != tc.wantF {
			t.Errorf("%s: the other has %d damage, want %d", tc.name, got, tc.wantF)
		}
	}
}
