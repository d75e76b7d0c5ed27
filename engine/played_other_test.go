package engine

import "testing"

// YouPlayedThisTurn with Others: "if you played another character this
// turn" leaves out the card whose ability asks (6.1.6), even when it was
// itself played this turn (a shifted character can quest at once, 8.10.4).
func TestPlayedAnotherThisTurn(t *testing.T) {
	g, err := NewGame([]CardDef{{FullName: "A", Type: TypeCharacter, Implemented: true}}, Config{Players: 2})
	if err != nil {
		t.Fatal(err)
	}
	st := g.EmptyState(1)
	a := st.AddCard(0, 0, ZonePlay)
	b := st.AddCard(0, 0, ZonePlay)
	st.Turnly = append(st.Turnly, TurnRecord{Card: st.RefOf(a), Ab: PlayedThisTurn})
	another := YouPlayedThisTurn(Chars().Others())
	if st.cond(&another, ctx{ctl: 0, src: a}) {
		t.Error("the card played this turn counts as another character for itself")
	}
	if !st.cond(&another, ctx{ctl: 0, src: b}) {
		t.Error("a character played this turn doesn't count as another one for a second card")
	}
	any := YouPlayedThisTurn(Chars())
	if !st.cond(&any, ctx{ctl: 0, src: a}) {
		t.Error("without Others the card played this turn counts")
	}
	if st.cond(&another, ctx{ctl: 1, src: b}) {
		t.Error("a character played by an opponent counts")
	}
}
