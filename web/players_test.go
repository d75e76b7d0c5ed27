package web

import (
	"net/http"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/replay"
	"github.com/lorcana-rl/lorcana/train/checkpoint/checkpointtest"
)

// A table of 3 or 4 seats: the bot plays every seat but the person's, the
// view shows every player, the game plays to its end and its record has
// every seat; "neural" is the bot shipped for the table's count. A network
// of another player count is refused with a clear error, at a table and in
// a watched game.
func TestFreeForAllTable(t *testing.T) {
	dir, rec := t.TempDir(), t.TempDir()
	checkpointtest.Write(t, dir, 3, 1) // players3.ckpt
	s, c := newServer(t, Options{Checkpoints: dir, Records: rec})
	for _, tc := range []struct {
		body    string
		players int
		seat    int
	}{
		{`{"players":3,"seat":2,"opponent":"neural:players3.ckpt","seed":5}`, 3, 1},
		{`{"players":4,"seat":4,"opponent":"greedy","seed":6}`, 4, 3},
		{`{"players":3,"seat":1,"opponent":"neural","seed":7}`, 3, 0},
		{`{"players":4,"seat":3,"opponent":"neural","seed":8}`, 4, 2},
	} {
		cr := c.newGame(tc.body)
		v := cr.View
		if len(v.Players) != tc.players || v.Seat != tc.seat {
			t.Fatalf("%s: a view of %d players from seat %d", tc.body, len(v.Players), v.Seat)
		}
		for k := 0; k < 3000 && !v.Over; k++ {
			var code int
			if v, code = c.answer(cr.ID, v.Seq, 0); code != http.StatusOK {
				t.Fatalf("%s: answer: status %d", tc.body, code)
			}
		}
		g := s.games[cr.ID]
		if !v.Over || g.botN == 0 || g.broken != nil {
			t.Errorf("%s: over %v after %d bot answers, %v", tc.body, v.Over, g.botN, g.broken)
		}
	}
	s.CloseAll()
	files, _ := filepath.Glob(filepath.Join(rec, "*.lrp"))
	if len(files) != 4 {
		t.Fatalf("records: %v", files)
	}
	for _, f := range files {
		r, err := replay.Load(f)
		if err != nil || r.Players < 3 || len(r.Agents) != r.Players || len(r.DeckNames) != r.Players {
			t.Errorf("%s: %d players, agents %v, decks %v, %v", f, r.Players, r.Agents, r.DeckNames, err)
		}
	}
	for _, tc := range []struct{ path, body, want string }{
		{"/api/games", `{"seat":1,"opponent":"neural:players3.ckpt"}`, "plays 3-player games, this table has 2"},
		{"/api/games", `{"players":4,"seat":1,"opponent":"neural:players3.ckpt"}`, "plays 3-player games, this table has 4"},
		{"/api/games", `{"players":5,"seat":1}`, "2 to 4 players"},
		{"/api/games", `{"players":2,"seat":3}`, "choose 1 or 2"},
		{"/api/games", `{"players":3,"seat":4}`, "choose 1 to 3"},
		{"/api/watch", `{"p1":"greedy","p2":"neural:players3.ckpt"}`, "seat 2: opponent \"neural:players3.ckpt\": the network plays 3-player games"},
	} {
		var e errorBody
		if code := c.do("POST", tc.path, tc.body, &e); code != http.StatusBadRequest || !strings.Contains(e.Error, tc.want) || strings.Contains(e.Error, dir) {
			t.Errorf("%s %s: %d %q, want a bad request with %q", tc.path, tc.body, code, e.Error, tc.want)
		}
	}
}
