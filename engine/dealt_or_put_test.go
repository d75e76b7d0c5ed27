package engine

import "testing"

// TestDealtDamageTriggers: a character is dealt damage only in a challenge
// or by an effect that deals damage (1.9.2.1); damage counters put on it
// (1.9.2.2) or moved onto it (1.9.2.4) add damage it takes (1.9.3) without
// being dealt. So a "whenever this character is dealt damage" trigger
// (Trigger.Dealt, Hydra - Deadly Serpent) happens on dealt damage only,
// while "whenever this character is damaged" (Beast - Relentless, Maid
// Marian - Badminton Ace) happens on all three.
func TestDealtDamageTriggers(t *testing.T) {
	defs := []CardDef{
		{FullName: "Listener - Dealt", Type: TypeCharacter, Implemented: true, Strength: 1, Willpower: 9,
			Abilities: []*Ability{Whenever("Ouch", EvDamaged, Ready(ThisCard)).Dealt()}},
		{FullName: "Listener - Damaged", Type: TypeCharacter, Implemented: true, Strength: 1, Willpower: 9,
			Abilities: []*Ability{Whenever("Ouch", EvDamaged, Ready(ThisCard))}},
		{FullName: "Bystander - Hurt", Type: TypeCharacter, Implemented: true, Strength: 1, Willpower: 9},
	}
	g, err := NewGame(defs, Config{Players: 2})
	if err != nil {
		t.Fatal(err)
	}
	from := Chars().Yours()
	for _, tc := range []struct {
		how      string
		listener DefID
		triggers bool
	}{
		{"dealt by an effect", 0, true},
		{"dealt in a challenge", 0, true},
		{"put", 0, false},
		{"moved", 0, false},
		{"dealt by an effect", 1, true},
		{"dealt in a challenge", 1, true},
		{"put", 1, true},
		{"moved", 1, true},
	} {
		t.Run(defs[tc.listener].FullName+" "+tc.how, func(t *testing.T) {
			st := g.EmptyState(1)
			hurt, _ := st.PlaceInPlay(0, 2, Placement{Damage: 2})
			target, _ := st.PlaceInPlay(1, tc.listener, Placement{Exerted: true})
			st.Begin(0, false, false)
			switch tc.how {
			case "dealt by an effect":
				st.dealDamage(target, 1, NoCard, EvfByAbility, NoCard)
			case "dealt in a challenge":
				st.dealDamage(target, 1, hurt, EvfInChallenge, NoCard)
			case "put":
				st.putDamage(target, 1)
			case "moved":
				if m := st.moveDamageFromEach(&Frame{Player: 0}, &from, target, 1); m != 1 {
					t.Fatalf("moved %d counters, want 1", m)
				}
			}
			if d := st.Cards[target].Damage; d != 1 {
				t.Fatalf("damage %d, want 1", d)
			}
			n := 0
			for _, b := range st.Bag {
				if b.Def == tc.listener {
					n++
				}
			}
			if want := map[bool]int{true: 1}[tc.triggers]; n != want {
				t.Errorf("%d triggers in the bag, want %d", n, want)
			}
		})
	}
}
