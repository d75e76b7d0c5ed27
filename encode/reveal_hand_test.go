package encode

import (
	"slices"
	"testing"

	"github.com/lorcana-rl/lorcana/engine"
)

// TestRevealedHandShownDuringTheChoiceOnly: Timon - Snowball Swiper's Get
// Rid of That makes the opponent reveal their hand (6.1.14.1) and discard a
// non-character card of the controller's choice. While the controller
// chooses, their observation shows the opponent's hand cards, the options
// included; once the effect ends the cards left in that hand are hidden
// again (6.1.14.2).
func TestRevealedHandShownDuringTheChoiceOnly(t *testing.T) {
	var timon engine.CardID
	var prepared, hopper, stitch engine.DefID
	var preparedID engine.CardID
	g, s := position(t, func(s *engine.State, id func(string) engine.DefID) {
		prepared, hopper, stitch = id("Be Prepared"), id("Dinglehopper"), id("Stitch - New Dog")
		for _, d := range []engine.DefID{prepared, hopper, stitch} {
			c, err := s.Place(1, d, engine.ZoneHand)
			if err != nil {
				t.Fatal(err)
			}
			if d == prepared {
				preparedID = c
			}
		}
		timon, _ = s.Place(0, id("Timon - Snowball Swiper"), engine.ZoneHand)
		s.SetInk(0, id("Mickey Mouse - True Friend"), 3, 0)
	})
	spec := NewSpec(2)
	enc := NewEncoder(g, spec)
	obs := spec.NewObs()
	// shown lists the definitions the chooser (seat 0) sees in the look rows.
	shown := func(legal []engine.Action) []engine.DefID {
		enc.Encode(s, 0, legal, obs)
		var out []engine.DefID
		for r := spec.LookStart; r < spec.LookStart+LookRows; r++ {
			if c := obs.CardIndex[r]; c > 0 {
				out = append(out, engine.DefID(c-1))
			}
		}
		return out
	}
	if got := shown(nil); len(got) != 0 {
		t.Fatalf("before the effect the opponent's hand is shown: %v", got)
	}
	if err := s.Apply(engine.Action{Kind: engine.ActPlay, Player: 0, Card: timon}); err != nil {
		t.Fatal(err)
	}
	if d := s.Pending(); d.Kind != engine.DecChoose || d.Player != 0 {
		t.Fatalf("pending %+v, want seat 0's choice", d)
	}
	legal := s.Legal(nil)
	got := shown(legal)
	for _, d := range []engine.DefID{prepared, hopper, stitch} {
		if !slices.Contains(got, d) {
			t.Errorf("6.1.14.1: during the choice the chooser doesn't see %d in the revealed hand (shown %v)", d, got)
		}
	}
	// the options name the cards they choose
	for j, a := range legal[:min(len(legal), spec.Options)] {
		if a.Kind == engine.ActChoose && a.Card == preparedID && obs.OptionCards[j*spec.OptionRefs] != int32(prepared)+1 {
			t.Errorf("the option choosing Be Prepared shows card %d", obs.OptionCards[j*spec.OptionRefs])
		}
	}
	if err := s.Apply(engine.Action{Kind: engine.ActChoose, Player: 0, Card: preparedID}); err != nil {
		t.Fatal(err)
	}
	// 6.1.14.2: after the effect the hand is no longer revealed, but the
	// chooser saw it: the cards left in it stay known to seat 0 (Card.Seen),
	// as cards of the opponent's hand that are not revealed.
	got = shown(nil)
	if slices.Contains(got, prepared) || !slices.Contains(got, hopper) {
		t.Errorf("after the effect seat 0 knows %v of the opponent's hand; want the Dinglehopper and not Be Prepared (discarded)", got)
	}
	for r := spec.LookStart; r < spec.LookStart+LookRows; r++ {
		if obs.CardIndex[r] == int32(hopper)+1 {
			row := obs.Cards[r*spec.CardFeatures : (r+1)*spec.CardFeatures]
			if row[cfRevealed] != 0 || row[cfZone+zoneHand] != 1 {
				t.Errorf("6.1.14.2: the Dinglehopper's row after the effect: revealed %v, zone_hand %v; want 0, 1", row[cfRevealed], row[cfZone+zoneHand])
			}
		}
	}
	// the engine marks it: the card itself is known to seat 0
	hopperID := engine.NoCard
	for _, id := range s.Players[1].Hand {
		if s.Cards[id].Def == hopper {
			hopperID = id
		}
	}
	if hopperID == engine.NoCard || s.Cards[hopperID].Seen&1 == 0 {
		t.Fatalf("the Dinglehopper in the opponent's hand isn't marked as seen by seat 0")
	}
}
