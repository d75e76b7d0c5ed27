package engine

import "testing"

// "Play a [card] from your hand or discard" (Prince John - Gold Lover) is
// one choice among the cards of both zones (6.1.3.1: where the card is
// limits the choice); there is no choice of zone first. Cards elsewhere,
// or not meeting the filter, aren't candidates, and with none in either
// zone nothing is asked (1.7.7).
func TestChoiceFromHandOrDiscard(t *testing.T) {
	for _, tc := range []struct {
		name      string
		hand, dis int // Gadgets (items) in p0's hand and discard
		pick      Zone
	}{
		{"from the hand", 1, 1, ZoneHand},
		{"from the discard", 1, 1, ZoneDiscard},
		{"only the discard has one", 0, 1, ZoneDiscard},
		{"none in either", 0, 0, ZoneHand},
	} {
		defs := []CardDef{
			{FullName: "Flood", Type: TypeAction, Implemented: true, Abilities: []*Ability{OnPlay(
				PlayForFree(ItemsF().InHand().OrInZoneOf(ZoneDiscard)))}},
			{FullName: "Filler", Type: TypeCharacter, Inkable: true, Implemented: true},
			{FullName: "Gadget", Type: TypeItem, Implemented: true},
		}
		g, err := NewGame(defs, Config{Players: 2})
		if err != nil {
			t.Fatal(err)
		}
		st := g.EmptyState(1)
		st.AddCard(0, 1, ZoneDeck)
		st.AddCard(0, 1, ZoneDiscard) // a character: never a candidate
		st.AddCard(1, 2, ZoneDiscard) // the opponent's item: never a candidate
		st.AddCard(0, 2, ZoneInkwell) // an item in the inkwell: never a candidate
		var want []CardID
		for k := 0; k < tc.hand; k++ {
			want = append(want, st.AddCard(0, 2, ZoneHand))
		}
		for k := 0; k < tc.dis; k++ {
			want = append(want, st.AddCard(0, 2, ZoneDiscard))
		}
		c := st.AddCard(0, 0, ZoneHand)
		st.Begin(0, false, false)
		apply(t, st, Action{Kind: ActPlay, Player: 0, Card: c})
		if len(want) == 0 {
			if d := st.Pending(); d.Kind != DecTurn {
				t.Errorf("%s: pending %+v, want nothing asked", tc.name, d)
			}
			continue
		}
		if d := st.Pending(); d.Kind != DecChoose || d.Player != 0 {
			t.Fatalf("%s: pending %+v, want player 0's choice of a card (no option first)", tc.name, d)
		}
		var got []CardID
		for _, a := range st.Legal(nil) {
			if a.Kind == ActChoose {
				got = append(got, a.Card)
			}
		}
		if len(got) != len(want) {
			t.Fatalf("%s: candidates %v, want %v", tc.name, got, want)
		}
		for k := range want {
			if got[k] != want[k] {
				t.Fatalf("%s: candidates %v, want %v (hand first)", tc.name, got, want)
			}
		}
		var pick CardID = NoCard
		for _, id := range want {
			if st.Cards[id].Zone == tc.pick {
				pick = id
			}
		}
		apply(t, st, Action{Kind: ActChoose, Player: 0, Card: pick})
		if st.Cards[pick].Zone != ZonePlay {
			t.Errorf("%s: the chosen item is in %v, want play", tc.name, st.Cards[pick].Zone)
		}
	}
}

// A filter over two zones survives a save and restore (the codec writes
// OrZone).
func TestFilterOrZoneRoundTrip(t *testing.T) {
	f := ItemsF().CostAtMost(5).InHand().OrInZoneOf(ZoneDiscard)
	var e enc
	e.filter(&f)
	d := dec{b: e.b}
	var got Filter
	d.filter(&got)
	if d.err != nil || got != f {
		t.Errorf("round trip: %+v (%v), want %+v", got, d.err, f)
	}
}
