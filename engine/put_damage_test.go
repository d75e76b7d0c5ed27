package engine

import "testing"

// Damage counters moved onto a character are damage it takes (CR 1.9.3,
// 1.9.2.4), so a static "the first time this character would take damage,
// it takes no damage instead" replaces the first move onto it in a turn
// (Lilo - Bundled Up), and only the first; and a move from a card onto
// itself moves nothing, so no amount is asked (spec decision rule 2).
func TestMovedDamageIsTaken(t *testing.T) {
	defs := []CardDef{
		{FullName: "Move", Type: TypeAction, Implemented: true, Abilities: []*Ability{OnPlay(
			MoveUpToDamageCounters(1, Chars(), Chars())...)}},
		{FullName: "Layers", Type: TypeCharacter, Willpower: 9, Implemented: true, Abilities: []*Ability{
			StaticOf("Layers", TakesNoDamageFirstTimeEachTurn())}},
		{FullName: "Donor", Type: TypeCharacter, Willpower: 9, Implemented: true},
	}
	g, err := NewGame(defs, Config{Players: 2})
	if err != nil {
		t.Fatal(err)
	}
	st := g.EmptyState(1)
	for k := 0; k < 3; k++ {
		st.AddCard(0, 2, ZoneDeck)
		st.AddCard(1, 2, ZoneDeck)
	}
	donor := st.AddCard(0, 2, ZonePlay)
	st.Cards[donor].Damage = 3
	layers := st.AddCard(1, 1, ZonePlay)
	moves := []CardID{st.AddCard(0, 0, ZoneHand), st.AddCard(0, 0, ZoneHand), st.AddCard(0, 0, ZoneHand)}
	st.Begin(0, false, false)
	move := func(to CardID, amount bool) {
		t.Helper()
		c := moves[0]
		moves = moves[1:]
		apply(t, st, Action{Kind: ActPlay, Player: 0, Card: c})
		apply(t, st, Action{Kind: ActChoose, Player: 0, Card: donor})
		apply(t, st, Action{Kind: ActChoose, Player: 0, Card: to})
		if d := st.Pending(); (d.Kind == DecAmount) != amount {
			t.Fatalf("move onto %d: pending %+v, amount asked = %v, want %v", to, d, d.Kind == DecAmount, amount)
		}
		if amount {
			apply(t, st, Action{Kind: ActAmount, Player: 0, N: 1})
		}
	}
	move(donor, false) // from the donor onto itself: nothing can move
	if got := st.Cards[donor].Damage; got != 3 {
		t.Fatalf("donor has %d damage after a move onto itself, want 3", got)
	}
	move(layers, true) // the first damage Layers would take this turn: replaced
	if got := st.Cards[layers].Damage; got != 0 {
		t.Errorf("after the first move Layers has %d damage, want 0 (replaced)", got)
	}
	move(layers, true) // the second: taken
	if got := st.Cards[layers].Damage; got != 1 {
		t.Errorf("after the second move Layers has %d damage, want 1", got)
	}
}
