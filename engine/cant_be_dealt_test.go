package engine_test

import (
	"slices"
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
)

// TestCantBeDealtDamageIsNotReplaced: "can't be dealt damage" prevents the
// damage (1.2.2), so there is no damage event for a replacement effect to
// replace (6.5.3): Beast - Selfless Protector's "put that many damage
// counters on this character instead" doesn't apply, a one-use "next time
// ... takes no damage" effect isn't used up, and nothing is asked
// (scenarios.md decision rule 9). Where the prevention doesn't apply
// (exerted Hercules and a non-Hero; the opponent's turn for Chief Bogo)
// the replacement effects work as before.
func TestCantBeDealtDamageIsNotReplaced(t *testing.T) {
	defs := slices.Clone(cards.MustCatalog()) // a copy: a card's abilities are replaced below
	id := catalogLookup(t, defs)
	shield := shieldStandIn(defs, id)
	g, err := engine.NewGame(defs, engine.Config{Players: 2})
	if err != nil {
		t.Fatal(err)
	}
	const herc, baloo, bogo = "Hercules - Mighty Leader", "Baloo - Ol' Iron Paws", "Chief Bogo - Calling the Shots"
	tests := []struct {
		name       string
		protector  string
		exerted    bool   // the protector is exerted
		target     string // "": the protector itself
		mine       bool   // the protected side is the active player's (p1), not p2's
		beast      bool   // Beast - Selfless Protector is on the protected side
		shielded   bool   // the target has a one-use "takes no damage" on it
		asked      bool   // the damaged card's player chooses a replacement
		targetDmg  int16
		beastDmg   int16
		shieldLeft bool
	}{
		{"Hercules and Beast: nothing happens", herc, false, "", false, true, false, false, 0, 0, false},
		{"another Hero, exerted Hercules and Beast", herc, true, "Mickey Mouse - True Friend", false, true, false, false, 0, 0, false},
		{"Hercules and a one-use shield: the shield stays", herc, false, "", false, false, true, false, 0, 0, true},
		{"Hercules, Beast and a shield: nothing asked, nothing used", herc, false, "", false, true, true, false, 0, 0, true},
		{"a non-Hero, exerted Hercules: Beast takes it", herc, true, "Flounder - Voice of Reason", false, true, false, false, 0, 3, false},
		{"another Hero, ready Hercules: Beast takes it", herc, false, "Mickey Mouse - True Friend", false, true, false, false, 0, 3, false},
		{"Baloo, a 7-strength character and Beast", baloo, false, "Chien-Po - Snow Warrior", false, true, false, false, 0, 0, false},
		{"Baloo, a 7-strength character and a shield", baloo, false, "Chien-Po - Snow Warrior", false, false, true, false, 0, 0, true},
		{"Baloo, a weaker character, Beast and a shield: asked", baloo, false, "Flounder - Voice of Reason", false, true, true, true, 0, 0, false},
		{"Chief Bogo on his turn and Beast", bogo, false, "", true, true, false, false, 0, 0, false},
		{"Chief Bogo on the opponent's turn and Beast", bogo, false, "", false, true, false, false, 0, 3, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			st := g.EmptyState(1)
			side := uint8(1)
			if tc.mine {
				side = 0
			}
			prot, _ := st.PlaceInPlay(side, id(tc.protector), engine.Placement{Exerted: tc.exerted})
			target := prot
			if tc.target != "" {
				target, _ = st.PlaceInPlay(side, id(tc.target), engine.Placement{})
			}
			beast := engine.NoCard
			if tc.beast {
				beast, _ = st.PlaceInPlay(side, id("Beast - Selfless Protector"), engine.Placement{})
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
				do(engine.Action{Kind: engine.ActChoose, Player: 0, Card: target})
			}
			do(engine.Action{Kind: engine.ActPlay, Player: 0, Card: smash}) // 3 damage to chosen character
			do(engine.Action{Kind: engine.ActChoose, Player: 0, Card: target})
			d := st.Pending()
			if asked := d.Kind == engine.DecOption; asked != tc.asked {
				t.Fatalf("pending %+v: asked %v, want %v", d, asked, tc.asked)
			}
			if tc.asked {
				do(engine.Action{Kind: engine.ActOption, Player: side, N: 0}) // takes no damage
			}
			if d := st.Pending(); d.Kind != engine.DecTurn {
				t.Fatalf("pending %+v after the damage, want a turn action", d)
			}
			if got := st.Cards[target].Damage; got != tc.targetDmg {
				t.Errorf("target damage %d, want %d", got, tc.targetDmg)
			}
			if beast != engine.NoCard {
				if got := st.Cards[beast].Damage; got != tc.beastDmg {
					t.Errorf("Beast damage %d, want %d", got, tc.beastDmg)
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
