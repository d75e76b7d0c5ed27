package engine

import (
	"reflect"
	"testing"
)

// The codec writes every field by hand; a struct that gains a field must be
// taught to the codec (and serialVersion bumped) before this test passes.
func TestCodecCoversEveryField(t *testing.T) {
	want := map[reflect.Type]int{
		reflect.TypeOf(Card{}): 10, reflect.TypeOf(Player{}): 10, reflect.TypeOf(Event{}): 9,
		reflect.TypeOf(Slot{}): 2, reflect.TypeOf(Frame{}): 26, reflect.TypeOf(Filter{}): 42,
		reflect.TypeOf(Range{}): 4, reflect.TypeOf(Effect{}): 15, reflect.TypeOf(BagItem{}): 8,
		reflect.TypeOf(Floating{}): 9, reflect.TypeOf(LastKnown{}): 10, reflect.TypeOf(Damager{}): 3,
		reflect.TypeOf(TurnRecord{}): 2, reflect.TypeOf(RNG{}): 2, reflect.TypeOf(Ref{}): 2,
		// State: the serialised fields plus game, scratch, legalBuf, block, inline, resolving, room,
		// playKinds, playKeywords, discardEvents, playWillpower, kwDepth.
		reflect.TypeOf(State{}): 34,
	}
	for typ, n := range want {
		if typ.NumField() != n {
			t.Errorf("%s has %d fields; the codec writes %d: update codec.go, serialize.go and this test", typ, typ.NumField(), n)
		}
	}
}

// Restore refuses damaged data with an error, never a panic.
func TestRestoreRejectsDamagedData(t *testing.T) {
	g, err := NewGame(nil, Config{Players: 2})
	if err != nil {
		t.Fatal(err)
	}
	st := g.EmptyState(1)
	data, _ := st.Serialize()
	if _, err := g.Restore(data); err != nil {
		t.Fatalf("round trip: %v", err)
	}
	for cut := 0; cut < len(data); cut++ {
		if _, err := g.Restore(data[:cut]); err == nil {
			t.Errorf("truncated at %d: no error", cut)
		}
	}
	rng := NewRNG(7)
	for i := 0; i < 2000; i++ {
		bad := append([]byte(nil), data...)
		bad[len(serialMagic)+1+rng.Intn(len(bad)-len(serialMagic)-1)] ^= byte(1 + rng.Intn(255))
		_, _ = g.Restore(bad) // must not panic
	}
}
