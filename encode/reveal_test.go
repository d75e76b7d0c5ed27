package encode

import (
	"testing"

	"github.com/lorcana-rl/lorcana/engine"
)

// TestRevealedCardShownToEveryone: while Ariel - Spectacular Singer's
// Musical Debut resolves, the song card it revealed and put into its
// player's hand is in the opponent's observation too (6.1.14.1), in the
// look rows as a card of that player's hand; once the effect ends it is
// hidden again (6.1.14.2) and the opponent's observation no longer shows it.
func TestRevealedCardShownToEveryone(t *testing.T) {
	var song, ariel engine.DefID
	var taken, arielID engine.CardID
	g, s := position(t, func(s *engine.State, id func(string) engine.DefID) {
		filler := id("Mickey Mouse - True Friend")
		song, ariel = id("Friends on the Other Side"), id("Ariel - Spectacular Singer")
		for _, d := range []engine.DefID{filler, filler, song, filler, filler} { // the last is the top
			c, err := s.Place(0, d, engine.ZoneDeck)
			if err != nil {
				t.Fatal(err)
			}
			if d == song {
				taken = c
			}
		}
		arielID, _ = s.Place(0, ariel, engine.ZoneHand)
		s.SetInk(0, filler, 3, 0)
	})
	spec := NewSpec(2)
	enc := NewEncoder(g, spec)
	obs := spec.NewObs()
	apply := func(a engine.Action) {
		t.Helper()
		if err := s.Apply(a); err != nil {
			t.Fatalf("%v: %v", a, err)
		}
	}
	// shown reports the look row the opponent sees the song in, or -1.
	shown := func() int {
		enc.Encode(s, 1, nil, obs)
		for r := spec.LookStart; r < spec.LookStart+LookRows; r++ {
			if obs.CardIndex[r] == int32(song)+1 {
				return r
			}
		}
		return -1
	}
	apply(engine.Action{Kind: engine.ActPlay, Player: 0, Card: arielID})
	apply(engine.Action{Kind: engine.ActYes, Player: 0})
	apply(engine.Action{Kind: engine.ActChoose, Player: 0, Card: taken})
	if d := s.Pending(); d.Kind != engine.DecOrder {
		t.Fatalf("pending %+v, want the order of the rest", d)
	}
	r := shown()
	if r < 0 {
		t.Fatal("6.1.14.1: the opponent's observation doesn't show the revealed song")
	}
	row := obs.Cards[r*spec.CardFeatures : (r+1)*spec.CardFeatures]
	if row[cfZone+zoneHand] != 1 || row[cfRevealed] != 1 {
		t.Errorf("the revealed song's row: zone_hand %v, revealed %v; want 1, 1", row[cfZone+zoneHand], row[cfRevealed])
	}
	for s.Pending().Kind == engine.DecOrder {
		apply(s.Legal(nil)[0])
	}
	// 6.1.14.2: the song is no longer revealed once the effect ends, but the
	// opponent saw it go into the hand: it stays known to them (Card.Seen).
	if r := shown(); r < 0 {
		t.Errorf("the opponent forgot the song it saw revealed")
	} else if row := obs.Cards[r*spec.CardFeatures : (r+1)*spec.CardFeatures]; row[cfRevealed] != 0 {
		t.Errorf("6.1.14.2: the song is still revealed after the effect ended")
	}
}
