package encode_test

import (
	"slices"
	"testing"

	"github.com/lorcana-rl/lorcana/agents"
	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/encode"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/env"
)

// With 3 and 4 players the observation encodes every opponent, in seat
// order from the observer: each relative seat's play section holds that
// seat's cards in play marked with its relative owner, and its block of
// globals that seat's counts. Seen from the next seat, everything turns by
// one place.
func TestEveryOpponentEncoded(t *testing.T) {
	defs, err := cards.Catalog()
	if err != nil {
		t.Fatal(err)
	}
	d1, d2, _, err := env.DefaultDecks()
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range []int{3, 4} {
		var decks [][]engine.DefID
		for s := range n {
			decks = append(decks, []*cards.Deck{d1, d2}[s%2].IDs())
		}
		g, err := engine.NewGame(defs, engine.Config{Players: n, StartingPlayer: -1, Decks: decks})
		if err != nil {
			t.Fatal(err)
		}
		st := g.NewState(3)
		greedy := agents.NewGreedy(1)
		// Play until every seat has a card in play.
		for !st.Over() && slices.ContainsFunc(st.Players, func(p engine.Player) bool { return len(p.Play) == 0 }) {
			legal := st.Legal(nil)
			if err := st.Apply(legal[greedy.Act(st, legal)]); err != nil {
				t.Fatal(err)
			}
		}
		if st.Over() {
			t.Fatalf("%d players: the game ended before every seat had a card in play", n)
		}
		spec := encode.NewSpec(n)
		enc := encode.NewEncoder(g, spec)
		obs := make([]*encode.Obs, n)
		for p := range n {
			obs[p] = spec.NewObs()
			enc.Encode(st, p, nil, obs[p])
		}
		F := spec.CardFeatures
		perSeat := encode.NewSpec(3).GlobalFeatures - encode.NewSpec(2).GlobalFeatures // a seat's block of globals
		for p := range n {
			next := (p + 1) % n
			for r := range n {
				q := (p + r) % n
				rows := 0
				for i := 0; i < encode.PlayRows; i++ {
					row := spec.PlayStart + r*encode.PlayRows + i
					if obs[p].CardIndex[row] == 0 {
						continue
					}
					rows++
					if obs[p].Cards[row*F+1+r] != 1 {
						t.Errorf("%d players, observer %d: play row %d of relative seat %d is not marked as that seat's", n, p, i, r)
					}
				}
				if rows != len(st.Players[q].Play) {
					t.Errorf("%d players, observer %d: relative seat %d (seat %d) shows %d cards in play, it has %d", n, p, r, q, rows, len(st.Players[q].Play))
				}
				if r == 0 {
					continue
				}
				// Seat q is relative seat r from p and r-1 from next.
				a := obs[p].Globals[r*perSeat : (r+1)*perSeat]
				b := obs[next].Globals[(r-1)*perSeat : r*perSeat]
				if !slices.Equal(a, b) {
					t.Errorf("%d players: seat %d's globals from seat %d %v, from seat %d %v", n, q, p, a, next, b)
				}
				pa := obs[p].CardIndex[spec.PlayStart+r*encode.PlayRows : spec.PlayStart+(r+1)*encode.PlayRows]
				pb := obs[next].CardIndex[spec.PlayStart+(r-1)*encode.PlayRows : spec.PlayStart+r*encode.PlayRows]
				if !slices.Equal(pa, pb) {
					t.Errorf("%d players: seat %d's cards in play from seat %d %v, from seat %d %v", n, q, p, pa, next, pb)
				}
			}
		}
	}
}

// The two-player shapes are those the shipped bot was trained on: a 3- or
// 4-player spec adds sections and globals, and the 2-player one stays as
// it was (docs/observation.md's table).
func TestTwoPlayerShapesUnchanged(t *testing.T) {
	for _, c := range []struct{ players, rows, globals int }{{2, 144, 55}, {3, 200, 68}, {4, 256, 81}} {
		s := encode.NewSpec(c.players)
		if s.CardRows != c.rows || s.GlobalFeatures != c.globals || len(s.GlobalFeatureNames()) != c.globals {
			t.Errorf("%d players: %d card rows and %d globals, want %d and %d", c.players, s.CardRows, s.GlobalFeatures, c.rows, c.globals)
		}
	}
}
