package engine

import (
	"strings"
	"testing"
)

// A "may" is its own decision, asked before any choice inside it (6.1.4),
// and an "up to N" choice takes N cards (6.1.3): the choice isn't capped by
// what the engine keeps in a slot, and a definition asking more than a slot
// holds is refused when the catalogue loads, naming the card.
func TestChoiceOfUpToNFitsASlot(t *testing.T) {
	for _, tc := range []struct {
		name  string
		steps []Step
		ok    bool
	}{
		{"up to 5 cards", []Step{ToInkwell(UpToChosen(5, AnyCard().InZoneOf(ZoneDiscard)), true)}, true},
		{"up to a slot's worth", []Step{ToInkwell(UpToChosen(SlotCards, AnyCard().InZoneOf(ZoneDiscard)), true)}, true},
		{"more than a slot holds", []Step{ToInkwell(UpToChosen(SlotCards+1, AnyCard().InZoneOf(ZoneDiscard)), true)}, false},
		{"one of each of two kinds", []Step{LookTop(4), TakeOneOfEachFromLook(CharacterCards(), ItemsF())}, true},
		{"one of each, elsewhere", []Step{func() Step { s := LookedOnTop(2); s.Also = &Filter{}; return s }()}, false},
	} {
		defs := []CardDef{{FullName: "Flood", Type: TypeAction, Implemented: true, Abilities: []*Ability{OnPlay(tc.steps...)}}}
		_, err := NewGame(defs, Config{Players: 2})
		if (err == nil) != tc.ok {
			t.Errorf("%s: err = %v, want ok %v", tc.name, err, tc.ok)
		}
		if err != nil && !strings.Contains(err.Error(), "Flood") {
			t.Errorf("%s: the error %q doesn't name the card", tc.name, err)
		}
	}
}

// mayGame is a 2-player game whose action "Flood" has the given steps;
// each player's discard holds six fillers and their deck four; p0 has the
// action in hand and ink for it.
func mayGame(t *testing.T, steps ...Step) (*State, CardID) {
	t.Helper()
	defs := []CardDef{
		{FullName: "Flood", Type: TypeAction, Implemented: true, Abilities: []*Ability{OnPlay(steps...)}},
		{FullName: "Filler", Type: TypeCharacter, Inkable: true, Implemented: true},
		{FullName: "Gadget", Type: TypeItem, Implemented: true},
	}
	g, err := NewGame(defs, Config{Players: 2})
	if err != nil {
		t.Fatal(err)
	}
	st := g.EmptyState(1)
	for p := uint8(0); p < 2; p++ {
		for k := 0; k < 6; k++ {
			st.AddCard(p, 1, ZoneDiscard)
		}
		st.AddCard(p, 1, ZoneDeck)
		st.AddCard(p, 2, ZoneDeck)
		st.AddCard(p, 1, ZoneDeck)
		st.AddCard(p, 1, ZoneDeck)
	}
	c := st.AddCard(0, 0, ZoneHand)
	st.Begin(0, false, false)
	return st, c
}

func apply(t *testing.T, st *State, a Action) {
	t.Helper()
	if err := st.Apply(a); err != nil {
		t.Fatalf("%+v at %+v: %v", a, st.Pending(), err)
	}
}

// Every player optionally inking up to 5 cards of their own discard (6.7.6,
// 6.1.4; Kida - Crystal Scion): each player answers the "may" of their own part, then
// chooses up to 5 of their own cards; the fifth is taken, a sixth is not.
func TestEachPlayerMayUpTo5(t *testing.T) {
	for _, tc := range []struct {
		name     string
		p0, p1   bool // the answers to the two "may"s
		wantInk0 int
		wantInk1 int
	}{
		{"both accept", true, true, 5, 5},
		{"the first declines", false, true, 0, 5},
		{"both decline", false, false, 0, 0},
	} {
		ink := ToInkwell(UpToChosen(5, AnyCard().InZoneOf(ZoneDiscard)), true).Optional()
		st, c := mayGame(t, EachPlayerChooses(0, ink)...)
		apply(t, st, Action{Kind: ActPlay, Player: 0, Card: c})
		for p, yes := range []bool{tc.p0, tc.p1} {
			d := st.Pending()
			if d.Kind != DecMay || d.Player != uint8(p) {
				t.Fatalf("%s: pending %+v, want player %d's may", tc.name, d, p)
			}
			if !yes {
				apply(t, st, Action{Kind: ActNo, Player: uint8(p)})
				continue
			}
			apply(t, st, Action{Kind: ActYes, Player: uint8(p)})
			if d := st.Pending(); d.Kind != DecChoose || d.Player != uint8(p) || d.Max != 5 {
				t.Fatalf("%s: pending %+v, want player %d to choose up to 5", tc.name, d, p)
			}
			for k := 0; k < 5; k++ {
				apply(t, st, Action{Kind: ActChoose, Player: uint8(p), Card: st.Players[p].Discard[k]})
			}
		}
		if d := st.Pending(); d.Kind != DecTurn {
			t.Fatalf("%s: pending %+v after both parts", tc.name, d)
		}
		if got := len(st.Players[0].Inkwell); got != tc.wantInk0 {
			t.Errorf("%s: player 0's inkwell holds %d, want %d", tc.name, got, tc.wantInk0)
		}
		if got := len(st.Players[1].Inkwell); got != tc.wantInk1 {
			t.Errorf("%s: player 1's inkwell holds %d, want %d", tc.name, got, tc.wantInk1)
		}
	}
}

// A "once per turn" ability is used up only when it has fully resolved
// (6.1.13.2): one whose "may" was declined, or whose effect did nothing,
// isn't fully resolved (6.1.1) and works again that turn.
func TestOnceUsedUpOnlyWhenFullyResolved(t *testing.T) {
	defs := []CardDef{
		{FullName: "Scribe", Type: TypeCharacter, Willpower: 5, Implemented: true, Abilities: []*Ability{
			Activate("Jot", Cost{}, Draw(1)),                                   // 0: draws, triggering 2
			Activate("Muse", Cost{}, GainLore(1).Optional()).Once(),            // 1: once per turn, a may
			WheneverYouDraw("Echo", GainLore(1).Optional()).Once(),             // 2: once per turn, a may
			Activate("Sweep", Cost{}, Banish(Each(Chars().Opposing()))).Once(), // 3: nothing with no opposing character
		}},
		{FullName: "Filler", Type: TypeCharacter, Implemented: true},
	}
	g, err := NewGame(defs, Config{Players: 2})
	if err != nil {
		t.Fatal(err)
	}
	st := g.EmptyState(1)
	for k := 0; k < 5; k++ {
		st.AddCard(0, 1, ZoneDeck)
	}
	scribe := st.AddCard(0, 0, ZonePlay)
	st.Begin(0, false, false)
	act := func(ab uint8) error { return st.Apply(Action{Kind: ActActivate, Player: 0, Card: scribe, Ab: ab}) }
	answer := func(yes bool) {
		t.Helper()
		if d := st.Pending(); d.Kind != DecMay {
			t.Fatalf("pending %+v, want a may", d)
		}
		k := ActNo
		if yes {
			k = ActYes
		}
		apply(t, st, Action{Kind: k, Player: 0})
	}
	// An activated "once": declined, it may be used again; done, not.
	if err := act(1); err != nil {
		t.Fatal(err)
	}
	answer(false)
	if err := act(1); err != nil {
		t.Fatalf("declined, the ability is used up: %v", err)
	}
	answer(true)
	if err := act(1); err == nil {
		t.Error("fully resolved, the ability could be used again this turn")
	}
	// A triggered "once": declined, the next draw triggers it again;
	// accepted, a third draw's trigger resolves with no effect.
	lore := st.Players[0].Lore
	for _, tc := range []struct {
		yes, asked bool
		gain       int16
	}{{false, true, 0}, {true, true, 1}, {false, false, 0}} {
		if err := act(0); err != nil {
			t.Fatal(err)
		}
		if asked := st.Pending().Kind == DecMay; asked != tc.asked {
			t.Fatalf("after a draw: asked %v, want %v (pending %+v)", asked, tc.asked, st.Pending())
		}
		if tc.asked {
			answer(tc.yes)
		}
		if st.Players[0].Lore != lore+tc.gain {
			t.Fatalf("lore %d, want %d", st.Players[0].Lore, lore+tc.gain)
		}
		lore = st.Players[0].Lore
	}
	// An effect with nothing to do (no opposing character to banish)
	// resolves with no effect: the ability isn't fully resolved.
	if err := act(3); err != nil {
		t.Fatal(err)
	}
	if err := act(3); err != nil {
		t.Errorf("with no effect, the ability is used up: %v", err)
	}
}

// "Up to 1 [A] card and up to 1 [B] card" is one choice of a set meeting
// both limits (6.7.3): one of each kind may be picked, in either order; a
// second card of a kind already picked is refused.
func TestTakeOneOfEachFromLook(t *testing.T) {
	for _, tc := range []struct {
		name  string
		order []int // deck positions picked, in order (0: top)
		ok    []bool
	}{
		{"character then item", []int{0, 1}, []bool{true, true}},
		{"item then character", []int{1, 0}, []bool{true, true}},
		{"two characters", []int{0, 2}, []bool{true, false}},
	} {
		// the deck from the top: Filler (character), Gadget (item), Filler, Filler
		st, c := mayGame(t, LookTop(4), TakeOneOfEachFromLook(CharacterCards(), ItemsF()))
		apply(t, st, Action{Kind: ActPlay, Player: 0, Card: c})
		apply(t, st, Action{Kind: ActYes, Player: 0})
		deck := st.Players[0].Deck
		for k, pos := range tc.order {
			id := deck[pos] // the top of the deck is its first card
			err := st.Apply(Action{Kind: ActChoose, Player: 0, Card: id})
			if (err == nil) != tc.ok[k] {
				t.Errorf("%s: pick %d: err %v, want ok %v", tc.name, k+1, err, tc.ok[k])
			}
		}
	}
}
