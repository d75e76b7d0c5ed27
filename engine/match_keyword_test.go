package engine

import "testing"

// A keyword filter on a card outside play (a card in the hand or the
// discard) reads its printed keywords, with or without (8.1: a keyword is
// an ability on the card); in play it reads the keywords it has now.
func TestKeywordFiltersOutOfPlay(t *testing.T) {
	defs := []CardDef{
		{FullName: "Flyer", Type: TypeCharacter, Implemented: true, Keywords: []KeywordValue{{Keyword: Evasive}}},
		{FullName: "Walker", Type: TypeCharacter, Implemented: true},
	}
	g, err := NewGame(defs, Config{Players: 2})
	if err != nil {
		t.Fatal(err)
	}
	st := g.EmptyState(0)
	flyer, _ := st.Place(0, 0, ZoneHand)
	walker, _ := st.Place(0, 1, ZoneHand)
	c := ctx{ctl: 0, src: NoCard}
	with := CharacterCards().WithKeyword(Evasive).InZoneOf(ZoneHand)
	without := CharacterCards().WithoutKeyword(Evasive).InZoneOf(ZoneHand)
	for _, tc := range []struct {
		name string
		f    Filter
		id   CardID
		want bool
	}{
		{"with Evasive: the Evasive card", with, flyer, true},
		{"with Evasive: the other", with, walker, false},
		{"without Evasive: the Evasive card", without, flyer, false},
		{"without Evasive: the other", without, walker, true},
	} {
		if got := st.match(&tc.f, tc.id, c); got != tc.want {
			t.Errorf("%s: match = %v, want %v", tc.name, got, tc.want)
		}
	}
}
