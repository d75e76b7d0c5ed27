package encode

import (
	"testing"

	"github.com/lorcana-rl/lorcana/agents"
	"github.com/lorcana-rl/lorcana/engine"
)

// 8.4.2: no player can look at the front of a card put facedown under
// another card, not even its own player. The card is put there by a real
// Boost (Ursula - Whisper of Vanessa, Boost 1) through Apply; then its
// identity is changed, and neither player's observation may change with it.
// Its presence is public (the count of cards under the character, and
// Slippery Spell's +1 lore) and both players see that. agents.Hidden, which
// says what each player may know, must hide it from both players.
func TestRules8_4_2BoostedCardIsHiddenFromEveryone(t *testing.T) {
	var ursula engine.CardID
	g, s := position(t, func(s *engine.State, id func(string) engine.DefID) {
		var err error
		if ursula, err = s.PlaceInPlay(0, id("Ursula - Whisper of Vanessa"), engine.Placement{At: engine.NoCard}); err != nil {
			t.Fatal(err)
		}
		if _, err = s.Place(0, id("Mickey Mouse - True Friend"), engine.ZoneInkwell); err != nil {
			t.Fatal(err)
		}
		if _, err = s.Place(0, id("Pumbaa - Friendly Warthog"), engine.ZoneDeck); err != nil {
			t.Fatal(err)
		}
		if _, err = s.Place(0, id("Stitch - New Dog"), engine.ZoneDeck); err != nil {
			t.Fatal(err)
		}
	})
	enc := NewEncoder(g, NewSpec(2))
	observe := func() [2]*Obs {
		var o [2]*Obs
		for p := range o {
			o[p] = enc.spec.NewObs()
			enc.Encode(s, p, legalFor(s, p), o[p])
		}
		return o
	}
	beforeBoost := observe()
	boost := -1
	legal := s.Legal(nil)
	for i, a := range legal {
		if a.Kind == engine.ActActivate && a.Card == ursula {
			boost = i
		}
	}
	if boost < 0 {
		t.Fatal("Boost is not a legal action")
	}
	if err := s.Apply(legal[boost]); err != nil {
		t.Fatal(err)
	}
	under := engine.NoCard
	for i := range s.Cards {
		if c := s.Cards[i]; c.Zone == engine.ZoneUnder && c.Under == ursula {
			under = engine.CardID(i)
		}
	}
	if under == engine.NoCard || s.Cards[under].Flags&engine.FlagFaceDown == 0 {
		t.Fatalf("Boost should put a card facedown under Ursula (got card %d)", under)
	}
	for p := uint8(0); p < 2; p++ {
		if !agents.Hidden(s, p, under) {
			t.Errorf("8.4.2: player %d may look at the facedown card under Ursula", p+1)
		}
	}
	afterBoost := observe()
	for p := range afterBoost {
		if same(beforeBoost[p], afterBoost[p]) {
			t.Errorf("player %d doesn't see that a card went under Ursula", p+1)
		}
	}
	swapDef(s, under)
	swapped := observe()
	for p := range swapped {
		if !same(afterBoost[p], swapped[p]) {
			t.Errorf("8.4.2: player %d's observation depends on the facedown card under Ursula", p+1)
		}
	}
}
