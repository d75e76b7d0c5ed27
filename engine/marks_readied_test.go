package engine

import "testing"

// "Ready your other exerted [f]. If you do, they can't quest this turn"
// (Moana - Of Motunui, set 9): the readying step marks each card it
// readied (MarksAffected), and the restriction falls on those alone; a
// card that was ready all along isn't readied, so it may still quest
// (6.1.5.1).
func TestMarksAffectedReadied(t *testing.T) {
	defs := []CardDef{
		{FullName: "Flood", Type: TypeAction, Implemented: true, Abilities: []*Ability{OnPlay(
			Ready(Each(Chars().Yours().IsExerted())).MarksAffected(),
			Cant(CantQuest, Picked(Chars()), ThisTurn).IfYouDo())}},
		{FullName: "Filler", Type: TypeCharacter, Willpower: 3, Lore: 1, Implemented: true},
	}
	g, err := NewGame(defs, Config{Players: 2})
	if err != nil {
		t.Fatal(err)
	}
	st := g.EmptyState(1)
	st.AddCard(0, 1, ZoneDeck)
	st.AddCard(1, 1, ZoneDeck)
	tired := st.AddCard(0, 1, ZonePlay)
	fresh := st.AddCard(0, 1, ZonePlay)
	st.Cards[tired].Flags |= FlagExerted
	c := st.AddCard(0, 0, ZoneHand)
	st.Begin(0, false, false)
	apply(t, st, Action{Kind: ActPlay, Player: 0, Card: c})
	if st.Cards[tired].Flags&FlagExerted != 0 {
		t.Fatalf("the exerted character wasn't readied")
	}
	quest := map[CardID]bool{}
	for _, a := range st.Legal(nil) {
		if a.Kind == ActQuest {
			quest[a.Card] = true
		}
	}
	if quest[tired] {
		t.Errorf("the readied character may quest; want it held back")
	}
	if !quest[fresh] {
		t.Errorf("the character that was ready all along can't quest; want it free")
	}
	for id := range st.Cards {
		if st.Cards[id].Flags&FlagPicked != 0 {
			t.Errorf("card %d still marked after the ability ended", id)
		}
	}
}
