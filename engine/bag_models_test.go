package engine_test

import (
	"slices"
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
)

func TestBagModelNames(t *testing.T) {
	for _, tc := range []struct {
		name string
		want engine.BagModel
		bad  bool
	}{
		{"", engine.BagLorcana, false},
		{"lorcana", engine.BagLorcana, false},
		{"alternating", engine.BagAlternating, false},
		{"nested", engine.BagNested, false},
		{"Nested", 0, true},
		{"stack", 0, true},
	} {
		m, err := engine.ParseBagModel(tc.name)
		if tc.bad {
			if err == nil {
				t.Errorf("%q: accepted as %v", tc.name, m)
			}
			continue
		}
		if err != nil || m != tc.want {
			t.Errorf("%q: %v, %v; want %v", tc.name, m, err, tc.want)
		}
		if tc.name != "" && m.String() != tc.name {
			t.Errorf("%v prints as %q", tc.want, m.String())
		}
	}
	if _, err := engine.NewGame(nil, engine.Config{Bag: 7}); err == nil {
		t.Error("a game with bag model 7 was made")
	}
}

// TestFuzzBagModels plays random games under each variant bag model,
// checking the invariants, Clone and Serialize/Restore after every action
// (playRandom), that a bag pick lists only abilities waiting at the level of
// the bag frame being resolved, and that under the lorcana model every
// ability waits at level 0. (Random games seldom stop for a decision while
// abilities wait at another level; the scenarios under
// scenario/testdata/variants pin the models' behaviour.)
func TestFuzzBagModels(t *testing.T) {
	defs := cards.MustCatalog()
	pool := playablePool(t, defs)
	n := 80
	if testing.Short() {
		n = 20
	}
	for _, m := range []engine.BagModel{engine.BagLorcana, engine.BagAlternating, engine.BagNested} {
		rng := engine.NewRNG(7 + uint64(m))
		levels, picks := 0, 0
		for g := 0; g < n; g++ {
			game, err := engine.NewGame(defs, engine.Config{Players: 2 + g%3, StartingPlayer: -1, Bag: m,
				Decks: decksFor(&rng, pool, 2+g%3)})
			if err != nil {
				t.Fatal(err)
			}
			seed := uint64(500 + g)
			st := game.NewState(seed)
			arng := engine.NewRNG(seed)
			var buf []engine.Action
			for !st.Over() {
				for i := range st.Bag {
					if st.Bag[i].Level != 0 {
						levels++
						if m == engine.BagLorcana {
							t.Fatalf("%v seed %d: an ability waits at level %d", m, seed, st.Bag[i].Level)
						}
					}
				}
				buf = st.Legal(buf[:0])
				if st.Pending().Kind == engine.DecBag {
					picks++
					top := st.Stack[len(st.Stack)-1]
					for _, a := range buf {
						if it := st.Bag[a.N]; int(it.Level) != int(top.Num) || it.Player != a.Player {
							t.Fatalf("%v seed %d: pick %d is at level %d, the bag frame resolves level %d", m, seed, a.N, it.Level, top.Num)
						}
					}
				}
				if err := st.Apply(buf[arng.Intn(len(buf))]); err != nil {
					t.Fatalf("%v seed %d: %v", m, seed, err)
				}
			}
			playRandom(t, game, seed, g%10 == 0)
		}
		t.Logf("%v: %d decisions with abilities at other levels, %d bag picks", m, levels, picks)
	}
}

// TestBagLevelsRoundTrip plays the position of
// scenario/testdata/variants/three-models.yaml (Energy Blast on p1's Prince
// Eric, with Lyle and Kuzco) under each model, always taking the first legal
// answer and saying yes to every "may". At each decision the state must
// clone and serialise exactly, levels included; the levels seen must be the
// model's: none under lorcana or alternating (the stored abilities become
// a new series before anyone is asked), the levels of two ability frames
// under nested. The answers are the same under every
// model, but the order of the draws and lore losses is not: the table's
// counts at the first decision after Kuzco is banished tell them apart.
func TestBagLevelsRoundTrip(t *testing.T) {
	defs := cards.MustCatalog()
	id := catalogLookup(t, defs)
	for _, tc := range []struct {
		model     engine.BagModel
		levels    []uint8 // the distinct levels seen, in order of first sight
		hand, bag int     // at the first decision after Kuzco left play
		lore      int16   // p2's lore then
	}{
		{engine.BagLorcana, nil, 1, 3, 5},
		{engine.BagAlternating, nil, 1, 2, 4}, // stored, then a new series before anyone is asked
		{engine.BagNested, []uint8{1, 3}, 0, 3, 5},
	} {
		t.Run(tc.model.String(), func(t *testing.T) {
			g, err := engine.NewGame(defs, engine.Config{Players: 2, Bag: tc.model})
			if err != nil {
				t.Fatal(err)
			}
			st := g.EmptyState(1)
			blast, _ := st.Place(0, id("Energy Blast"), engine.ZoneHand)
			filler := id("Mickey Mouse - True Friend")
			st.SetInk(0, filler, 7, 0)
			for k := 0; k < 40; k++ {
				if _, err := st.Place(uint8(k%2), filler, engine.ZoneDeck); err != nil {
					t.Fatal(err)
				}
			}
			var placed []engine.CardID
			for _, n := range []string{"Lyle Tiberius Rourke - Cunning Mercenary", "Prince Eric - Expert Helmsman", "Kuzco - Wanted Llama"} {
				c, err := st.PlaceInPlay(0, id(n), engine.Placement{})
				if err != nil {
					t.Fatal(err)
				}
				placed = append(placed, c)
			}
			eric, kuzco := placed[1], placed[2]
			st.SetLore(1, 5)
			st.Begin(0, false, false)
			if err := st.Apply(engine.Action{Kind: engine.ActPlay, Player: 0, Card: blast}); err != nil {
				t.Fatal(err)
			}
			var seen []uint8
			checked := false
			for steps := 0; st.Pending().Kind != engine.DecTurn && !st.Over(); steps++ {
				if steps > 40 {
					t.Fatal("no end to the resolution")
				}
				data, _ := st.Serialize()
				r, err := g.Restore(data)
				if err != nil || !engine.Equal(r, st) || !engine.Equal(st.Clone(), st) {
					t.Fatalf("decision %d: the state doesn't round-trip (%v)", steps, err)
				}
				for _, it := range st.Bag {
					if it.Level != 0 && !slices.Contains(seen, it.Level) {
						seen = append(seen, it.Level)
					}
				}
				if !checked && st.Cards[kuzco].Zone != engine.ZonePlay {
					checked = true
					if h, b, l := len(st.Players[0].Hand), len(st.Bag), st.Players[1].Lore; h != tc.hand || b != tc.bag || l != tc.lore {
						t.Errorf("after Kuzco: hand %d, bag %d, p2 lore %d; want %d, %d, %d", h, b, l, tc.hand, tc.bag, tc.lore)
					}
				}
				// Energy Blast and Eric's trigger choose Eric, then Kuzco;
				// the bag resolves Eric's trigger first, then Kuzco's.
				legal := st.Legal(nil)
				a, best := legal[0], 0
				for _, x := range legal {
					rank := 0
					switch {
					case x.Kind == engine.ActYes:
						rank = 3
					case x.Kind == engine.ActChoose && x.Card == eric:
						rank = 2
					case x.Kind == engine.ActChoose && x.Card == kuzco:
						rank = 1
					case x.Kind == engine.ActPick && st.Bag[x.N].Source.ID == eric:
						rank = 2
					case x.Kind == engine.ActPick && st.Bag[x.N].Source.ID == kuzco:
						rank = 1
					}
					if rank > best {
						a, best = x, rank
					}
				}
				if err := st.Apply(a); err != nil {
					t.Fatal(err)
				}
			}
			if !checked {
				t.Fatal("Kuzco was never banished")
			}
			if !slices.Equal(seen, tc.levels) {
				t.Errorf("levels seen %v, want %v", seen, tc.levels)
			}
			if h, l := len(st.Players[0].Hand), st.Players[1].Lore; h != 2 || l != 3 {
				t.Errorf("at the end: hand %d, p2 lore %d; want 2, 3", h, l)
			}
		})
	}
}
