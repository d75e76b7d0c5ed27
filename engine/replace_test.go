package engine_test

import (
	"slices"
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
)

// TestReplacementOrderIsAsked (6.5.7.2, 6.5.8): when a "takes no damage"
// effect and Beast - Selfless Protector's "put the damage on this character
// instead" can both replace one damage event, or two Beasts can, the player
// of the damaged character chooses which applies (option 0: takes no damage
// where it can apply, then each Beast in play order), and only then.
func TestReplacementOrderIsAsked(t *testing.T) {
	defs := slices.Clone(cards.MustCatalog()) // a copy: a card's abilities are replaced below
	id := catalogLookup(t, defs)
	shield := shieldStandIn(defs, id)
	g, err := engine.NewGame(defs, engine.Config{Players: 2})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name       string
		shielded   bool
		beasts     int
		options    int   // 0: nothing may be asked
		answer     int16 // the option taken
		flounder   int16
		beastDmg   []int16
		shieldLeft bool
	}{
		{"both apply, takes no damage first", true, 1, 2, 0, 0, []int16{0}, false},
		{"both apply, Beast first keeps the other", true, 1, 2, 1, 0, []int16{3}, true},
		{"only Beast: not asked", false, 1, 0, 0, 0, []int16{3}, false},
		{"only takes no damage: not asked", true, 0, 0, 0, 0, nil, false},
		// 6.5.8: two Beasts are two instances of one replacement effect
		{"two Beasts: the player picks the second", false, 2, 2, 1, 0, []int16{0, 3}, false},
		{"takes no damage and two Beasts: three answers", true, 2, 3, 1, 0, []int16{3, 0}, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			st := g.EmptyState(1)
			flounder, _ := st.PlaceInPlay(1, id("Flounder - Voice of Reason"), engine.Placement{})
			var beasts []engine.CardID
			for k := 0; k < tc.beasts; k++ {
				b, _ := st.PlaceInPlay(1, id("Beast - Selfless Protector"), engine.Placement{})
				beasts = append(beasts, b)
			}
			hm, _ := st.Place(0, shield, engine.ZoneHand)
			smash, _ := st.Place(0, id("Smash"), engine.ZoneHand)
			st.SetInk(0, id("Mickey Mouse - True Friend"), 8, 0)
			st.Begin(0, false, false)
			do := func(a engine.Action) {
				t.Helper()
				if err := st.Apply(a); err != nil {
					t.Fatal(err)
				}
			}
			if tc.shielded {
				do(engine.Action{Kind: engine.ActPlay, Player: 0, Card: hm})
				do(engine.Action{Kind: engine.ActChoose, Player: 0, Card: flounder})
			}
			do(engine.Action{Kind: engine.ActPlay, Player: 0, Card: smash})
			do(engine.Action{Kind: engine.ActChoose, Player: 0, Card: flounder})
			d := st.Pending()
			if tc.options == 0 {
				if d.Kind != engine.DecTurn {
					t.Fatalf("asked %+v where only one replacement effect can apply", d)
				}
			} else {
				// the damaged character's player decides, on the active player's turn
				if d.Kind != engine.DecOption || d.Player != 1 || d.Max != tc.options || d.Source.ID != flounder {
					t.Fatalf("pending %+v, want player 2's choice of %d options about Flounder", d, tc.options)
				}
				if n := len(st.Legal(nil)); n != tc.options {
					t.Fatalf("%d legal answers, want %d", n, tc.options)
				}
				// the question survives a serialise/restore round trip
				data, _ := st.Serialize()
				back, err := g.Restore(data)
				if err != nil || !engine.Equal(st, back) {
					t.Fatalf("round trip while asked: %v", err)
				}
				do(engine.Action{Kind: engine.ActOption, Player: 1, N: tc.answer})
			}
			if got := st.Cards[flounder].Damage; got != tc.flounder {
				t.Errorf("Flounder damage %d, want %d", got, tc.flounder)
			}
			for k, b := range beasts {
				if got := st.Cards[b].Damage; got != tc.beastDmg[k] {
					t.Errorf("Beast %d damage %d, want %d", k+1, got, tc.beastDmg[k])
				}
			}
			left := false
			for _, e := range st.Effects {
				if e.Kind == engine.StPreventDamage {
					left = true
				}
			}
			if left != tc.shieldLeft {
				t.Errorf("the one-use prevention left in force: %v, want %v", left, tc.shieldLeft)
			}
		})
	}
}

// shieldStandIn turns Hakuna Matata, in defs (a copy of the catalogue),
// into a stand-in for "the next time chosen character would be dealt
// damage, it takes no damage instead" (a replacement effect, 6.5), and
// returns its ID.
func shieldStandIn(defs []engine.CardDef, id func(string) engine.DefID) engine.DefID {
	shield := id("Hakuna Matata")
	defs[shield].Abilities = []*engine.Ability{engine.OnPlay(engine.PreventNextDamage(engine.Chosen(engine.Chars()), engine.UntilYourNext))}
	engine.BindAbility(defs[shield].Abilities[0], shield, 0)
	return shield
}
