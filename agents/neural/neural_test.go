package neural

import (
	"testing"

	"github.com/lorcana-rl/lorcana/agents"
	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/env"
)

func TestShippedBotPlays(t *testing.T) {
	a, err := agents.New("neural", 1)
	if err != nil {
		t.Fatal(err)
	}
	defs, err := cards.Catalog()
	if err != nil {
		t.Fatal(err)
	}
	d1, d2, _, err := env.DefaultDecks()
	if err != nil {
		t.Fatal(err)
	}
	g, err := engine.NewGame(defs, engine.Config{Players: 2, StartingPlayer: -1, Decks: [][]engine.DefID{d1.IDs(), d2.IDs()}})
	if err != nil {
		t.Fatal(err)
	}
	wins := 0
	for seed := uint64(0); seed < 6; seed++ {
		seats := []agents.Agent{a, agents.NewRandom(seed)}
		if seed%2 == 1 {
			seats[0], seats[1] = seats[1], seats[0]
		}
		st, err := agents.PlayGame(g, seed, seats, nil)
		if err != nil {
			t.Fatal(err)
		}
		if int(st.Winner) == int(seed%2) {
			wins++
		}
	}
	if wins < 5 {
		t.Errorf("the shipped bot won %d of 6 games against random", wins)
	}
	if _, err := agents.New("neural:/no/such/checkpoint", 1); err == nil {
		t.Error("a missing checkpoint was accepted")
	}
	if _, err := agents.New("neural:,fast", 1); err == nil {
		t.Error("an unknown option was accepted")
	}
}

// A sampling agent is reproducible from its seed.
func TestSampleSeeded(t *testing.T) {
	defs, _ := cards.Catalog()
	d1, d2, _, _ := env.DefaultDecks()
	g, _ := engine.NewGame(defs, engine.Config{Players: 2, StartingPlayer: -1, Decks: [][]engine.DefID{d1.IDs(), d2.IDs()}})
	play := func() int {
		a, err := agents.New("neural:,sample", 7)
		if err != nil {
			t.Fatal(err)
		}
		st, err := agents.PlayGame(g, 3, []agents.Agent{a, agents.NewRandom(1)}, nil)
		if err != nil {
			t.Fatal(err)
		}
		return int(st.Turn)
	}
	if x, y := play(), play(); x != y {
		t.Errorf("same seeds, games of %d and %d turns", x, y)
	}
}

// The env reseeds its opponent before every decision: reseeding must not
// allocate and must give the same draws as a fresh agent with that seed.
func TestReseedInPlace(t *testing.T) {
	a, err := agents.New("neural:,sample", 7)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := agents.New("neural:,sample", 99)
	na, nb := a.(*Agent), b.(*Agent)
	if n := testing.AllocsPerRun(100, func() { na.Seed(42) }); n != 0 {
		t.Errorf("Seed allocates %v times", n)
	}
	na.Seed(42)
	nb.Seed(42)
	for i := 0; i < 5; i++ {
		if x, y := na.rng.Float64(), nb.rng.Float64(); x != y {
			t.Fatalf("draw %d after the same reseed: %v and %v", i, x, y)
		}
	}
}
