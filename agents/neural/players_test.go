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

// "neural" and "ismcts-neural" without a path play the bot shipped for
// each game's number of players: one agent plays a 4-, a 3- and a
// 2-player game in turn, switching networks between them; the shipped
// bots record their player counts and their training, and a count no bot
// is shipped for is an error.
func TestShippedBotPerPlayerCount(t *testing.T) {
	for n := 2; n <= 4; n++ {
		p, err := Shipped(n)
		if err != nil {
			t.Fatal(err)
		}
		if p.Players() != n || len(p.History) == 0 || p.HistoryProblem != "" {
			t.Errorf("the bot shipped for %d players: plays %d, %d phases recorded (%s)", n, p.Players(), len(p.History), p.HistoryProblem)
		}
		if q, ok, err := PolicyOf("neural", n); !ok || err != nil || q != p {
			t.Errorf("PolicyOf(neural, %d): %v, %v; want the bot shipped for %d players", n, ok, err, n)
		}
	}
	if _, err := Shipped(5); err == nil || !strings.Contains(err.Error(), "no bot is shipped for 5-player games") {
		t.Errorf("Shipped(5): %v", err)
	}
	defs, _ := cards.Catalog()
	d1, d2, _, _ := env.DefaultDecks()
	for _, spec := range []string{"neural", "ismcts-neural:2"} {
		var seats []agents.Agent
		for s := range 4 {
			a, err := agents.New(spec, uint64(s))
			if err != nil {
				t.Fatal(err)
			}
			seats = append(seats, a)
		}
		for _, n := range []int{4, 3, 2} {
			var decks [][]engine.DefID
			for s := range n {
				decks = append(decks, []*cards.Deck{d1, d2}[s%2].IDs())
			}
			g, err := engine.NewGame(defs, engine.Config{Players: n, StartingPlayer: -1, Decks: decks})
			if err != nil {
				t.Fatal(err)
			}
			if st, err := agents.PlayGame(g, uint64(n), seats[:n], nil); err != nil || !st.Over() {
				t.Errorf("%s in a %d-player game: %v", spec, n, err)
			}
		}
	}
}
