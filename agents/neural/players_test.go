package neural

import (
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/agents"
	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/env"
	"github.com/lorcana-rl/lorcana/train/checkpoint/checkpointtest"
)

// A network plays games of the number of players its checkpoint records:
// the shipped bot 2, a 3-player network a whole 3-player game in every
// seat; in a game of another count it answers -1 and Err names both.
func TestNetworkPlayers(t *testing.T) {
	shipped, err := Load("")
	if err != nil {
		t.Fatal(err)
	}
	path := checkpointtest.Write(t, t.TempDir(), 3, 1)
	three, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if shipped.Players() != 2 || three.Players() != 3 {
		t.Fatalf("players: the shipped bot %d, the 3-player network %d", shipped.Players(), three.Players())
	}
	defs, _ := cards.Catalog()
	d1, d2, _, _ := env.DefaultDecks()
	game := func(n int) *engine.Game {
		var decks [][]engine.DefID
		for s := range n {
			decks = append(decks, []*cards.Deck{d1, d2}[s%2].IDs())
		}
		g, err := engine.NewGame(defs, engine.Config{Players: n, StartingPlayer: -1, Decks: decks})
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
	var seats []agents.Agent
	for s := range 3 {
		a, err := agents.New("neural:"+path, uint64(s))
		if err != nil {
			t.Fatal(err)
		}
		seats = append(seats, a)
	}
	if st, err := agents.PlayGame(game(3), 1, seats, nil); err != nil || !st.Over() {
		t.Fatalf("a 3-player game of the 3-player network: %v", err)
	}
	for _, c := range []struct {
		p       *Policy
		players int
		want    string
	}{{shipped, 3, "plays 2-player games, this one has 3"}, {three, 2, "plays 3-player games, this one has 2"}, {three, 4, "this one has 4"}} {
		a, err := c.p.NewAgent(1, false)
		if err != nil {
			t.Fatal(err)
		}
		st := game(c.players).NewState(1)
		var legal []engine.Action
		for legal = st.Legal(nil); len(legal) < 2; legal = st.Legal(nil) {
			if err := st.Apply(legal[0]); err != nil {
				t.Fatal(err)
			}
		}
		if i := a.Act(st, legal); i != -1 || a.Err() == nil || !strings.Contains(a.Err().Error(), c.want) {
			t.Errorf("%d players: Act %d, Err %v; want -1 and an error with %q", c.players, i, a.Err(), c.want)
		}
	}
}
