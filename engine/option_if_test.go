package engine

import "testing"

// An option of "choose one" whose own "if" is false would do nothing, so
// it can't be done and is refused while another can be (6.1.5.2, spec
// decision rule 8: Firefly Swarm, Baymax's Healthcare Chip); with the "if"
// true it can be chosen.
func TestOptionWithFalseIfRefused(t *testing.T) {
	for _, tc := range []struct {
		name    string
		gadgets int // items of p0's in play: the second option's "if"
		want    []int16
	}{
		{"if false: only the first", 0, []int16{0}},
		{"if true: both", 1, []int16{0, 1}},
	} {
		defs := []CardDef{
			{FullName: "Flood", Type: TypeAction, Implemented: true, Abilities: []*Ability{OnPlay(OneOf(0,
				Draw(1),
				Draw(2).When(YouHave(ItemsF().Yours(), 1)))...)}},
			{FullName: "Filler", Type: TypeCharacter, Willpower: 3, Implemented: true},
			{FullName: "Gadget", Type: TypeItem, Implemented: true},
		}
		g, err := NewGame(defs, Config{Players: 2})
		if err != nil {
			t.Fatal(err)
		}
		st := g.EmptyState(1)
		for k := 0; k < 3; k++ {
			st.AddCard(0, 1, ZoneDeck)
			st.AddCard(1, 1, ZoneDeck)
		}
		for k := 0; k < tc.gadgets; k++ {
			st.AddCard(0, 2, ZonePlay)
		}
		c := st.AddCard(0, 0, ZoneHand)
		st.Begin(0, false, false)
		apply(t, st, Action{Kind: ActPlay, Player: 0, Card: c})
		if d := st.Pending(); d.Kind != DecOption {
			t.Fatalf("%s: pending %+v, want a choice of options", tc.name, d)
		}
		var got []int16
		for _, a := range st.Legal(nil) {
			if a.Kind == ActOption {
				got = append(got, a.N)
			}
		}
		if len(got) != len(tc.want) {
			t.Fatalf("%s: options %v, want %v", tc.name, got, tc.want)
		}
		for k := range got {
			if got[k] != tc.want[k] {
				t.Fatalf("%s: options %v, want %v", tc.name, got, tc.want)
			}
		}
	}
}
