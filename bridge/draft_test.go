package bridge

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/lorcana-rl/lorcana/bridge/client"
	"github.com/lorcana-rl/lorcana/bridge/wire"
	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/limited"
	"github.com/vmihailenco/msgpack/v5"
)

// Draft sessions over the bridge (draft.go; issue 29 part 5).

type draftObsResult struct {
	Seat      int        `msgpack:"seat"`
	Round     int        `msgpack:"round"`
	Pick      int        `msgpack:"pick"`
	ToMove    bool       `msgpack:"to_move"`
	PassLeft  bool       `msgpack:"pass_left"`
	Pack      wire.Array `msgpack:"pack"`
	Mask      wire.Array `msgpack:"mask"`
	Pool      wire.Array `msgpack:"pool"`
	Passed    wire.Array `msgpack:"passed"`
	PackNames []string   `msgpack:"pack_names"`
	PoolNames []string   `msgpack:"pool_names"`
}

type draftStateResult struct {
	Done     bool            `msgpack:"done"`
	ToPick   int             `msgpack:"to_pick"`
	NumPicks int             `msgpack:"num_picks"`
	Obs      *draftObsResult `msgpack:"obs"`
}

type draftNewResult struct {
	Draft      uint32           `msgpack:"draft"`
	Seats      int              `msgpack:"seats"`
	Sets       []string         `msgpack:"sets"`
	Drafters   []string         `msgpack:"drafters"`
	Games      int              `msgpack:"games"`
	DeckSize   int              `msgpack:"deck_size"`
	PoolSize   int              `msgpack:"pool_size"`
	PassedSize int              `msgpack:"passed_size"`
	TotalPicks int              `msgpack:"total_picks"`
	State      draftStateResult `msgpack:"state"`
}

type draftSeatResult struct {
	Seat     int        `msgpack:"seat"`
	Drafter  string     `msgpack:"drafter"`
	Wins     int        `msgpack:"wins"`
	Losses   int        `msgpack:"losses"`
	Draws    int        `msgpack:"draws"`
	Reward   float64    `msgpack:"reward"`
	Deck     wire.Array `msgpack:"deck"`
	Inks     string     `msgpack:"inks"`
	Decklist string     `msgpack:"decklist"`
}

type draftResultResult struct {
	Games int               `msgpack:"games"`
	Seats []draftSeatResult `msgpack:"seats"`
}

// bools is a |b1 array's elements.
func bools(a wire.Array) []bool {
	out := make([]bool, len(a.Data))
	for i, b := range a.Data {
		out[i] = b != 0
	}
	return out
}

// TestDraftBotsMatchRunDraftEvent: a session whose seats are all built-in
// drafters is drafted at draft_new, and draft_result gives the decks and
// records of limited.RunDraftEvent with the same configuration, each seat's
// reward limited's, (wins - losses) / games.
func TestDraftBotsMatchRunDraftEvent(t *testing.T) {
	_, path := startServer(t, Options{})
	c := dial(t, path, client.Options{})
	names := []string{"heuristic", "random", "heuristic"}
	var n draftNewResult
	mustCall(t, c, "draft_new", map[string]any{"seats": 3, "set": "5", "packs": 3, "seed": 9, "drafters": names}, &n)
	if !n.State.Done || n.State.ToPick != -1 || n.State.Obs != nil || n.State.NumPicks != 108 || n.TotalPicks != 108 {
		t.Fatalf("an all-bot draft after draft_new: %+v", n.State)
	}
	var r draftResultResult
	mustCall(t, c, "draft_result", map[string]any{"draft": n.Draft}, &r)
	defs := cards.MustCatalog()
	want, err := limited.RunDraftEvent(defs, limited.DraftEventConfig{
		Draft: limited.DraftConfig{Seats: 3, Sets: []string{"5", "5", "5"}, Seed: 9}, Drafters: names, Games: 2, Agent: "greedy"})
	if err != nil {
		t.Fatal(err)
	}
	for i, s := range r.Seats {
		w := want.Seats[i]
		var ids []int32
		for _, id := range w.Built.Deck.IDs() {
			ids = append(ids, int32(id)+1)
		}
		if s.Wins != w.Wins || s.Losses != w.Losses || s.Draws != w.Draws || !slices.Equal(i32(s.Deck), ids) {
			t.Errorf("seat %d: %d-%d-%d, want %d-%d-%d (same deck: %v)", i, s.Wins, s.Losses, s.Draws, w.Wins, w.Losses, w.Draws, slices.Equal(i32(s.Deck), ids))
		}
		if games := s.Wins + s.Losses + s.Draws; games != 4 || s.Reward != float64(s.Wins-s.Losses)/4 {
			t.Errorf("seat %d: reward %v of %d games, %d won", i, s.Reward, games, s.Wins)
		}
		if s.Drafter != names[i] || !strings.Contains(s.Decklist, "\n") {
			t.Errorf("seat %d: drafter %q, decklist %q", i, s.Drafter, s.Decklist)
		}
	}
	// The decklist plays in make.
	var m makeResult
	mustCall(t, c, "make", map[string]any{"decks": []string{r.Seats[0].Decklist, r.Seats[1].Decklist}}, &m)
	mustCall(t, c, "reset", map[string]any{"env": m.Env}, nil)
}

// pickRandomly plays a client's seats of a draft to its end with random
// picks (of indices in the mask), checking every observation; it returns
// the picks made.
func pickRandomly(t *testing.T, c *client.Client, n draftNewResult, client []bool, seed uint64) []int {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 1))
	st := n.State
	var picks []int
	for !st.Done {
		o := st.Obs
		if !client[st.ToPick] || o == nil || o.Seat != st.ToPick || !o.ToMove {
			t.Fatalf("seat %d to pick (client seats %v), observation %+v", st.ToPick, client, o)
		}
		pack, mask := i32(o.Pack), bools(o.Mask)
		if len(mask) != limited.PackSize || len(pack) != limited.PackSize-o.Pick {
			t.Fatalf("pick %d: a pack of %d, a mask of %d", o.Pick, len(pack), len(mask))
		}
		for i, m := range mask {
			if m != (i < len(pack)) {
				t.Fatalf("mask %v for a pack of %d", mask, len(pack))
			}
		}
		if got := len(i32(o.Pool)); got != (o.Round*limited.PackSize + o.Pick) {
			t.Fatalf("round %d pick %d: a pool of %d", o.Round, o.Pick, got)
		}
		i := rng.IntN(len(pack))
		picks = append(picks, i)
		st = draftStateResult{}
		mustCall(t, c, "draft_pick", map[string]any{"draft": n.Draft, "index": i, "seat": o.Seat}, &st)
	}
	return picks
}

// TestDraftClientSeats: the client picks for its seats, the server for the
// bots; the same seed and picks give the same draft and results; a bad
// pick is refused and changes nothing.
func TestDraftClientSeats(t *testing.T) {
	_, path := startServer(t, Options{})
	c := dial(t, path, client.Options{})
	args := map[string]any{"seats": 4, "sets": []string{"5", "6", "5"}, "seed": 3, "drafters": []string{"", "heuristic", "", "random"}}
	var results [2]draftResultResult
	for k := range results {
		var n draftNewResult
		mustCall(t, c, "draft_new", args, &n)
		if n.State.ToPick != 0 || n.PoolSize != 36 || n.PassedSize != 3*66 || !slices.Equal(n.Sets, []string{"5", "6", "5"}) {
			t.Fatalf("draft_new: %+v", n)
		}
		if k == 0 { // bad picks first: refused, nothing changes
			before := n.State.Obs
			for _, bad := range []map[string]any{
				{"draft": n.Draft, "index": 12},
				{"draft": n.Draft, "index": -1},
				{"draft": n.Draft, "index": 0, "seat": 2},
				{"draft": n.Draft, "index": 0, "seat": 1},
			} {
				_, err := c.CallRaw("draft_pick", bad)
				wantCode(t, err, wire.CodeIllegalAction)
				checkMessage(t, err.(*wire.Error).Message)
			}
			_, err := c.CallRaw("draft_pick", map[string]any{"draft": n.Draft, "index": 0, "seat": 7})
			wantCode(t, err, wire.CodeBadRequest)
			var o draftObsResult
			mustCall(t, c, "draft_observe", map[string]any{"draft": n.Draft, "seat": 0, "names": true}, &o)
			if !slices.Equal(i32(o.Pack), i32(before.Pack)) || len(i32(o.Pool)) != 0 || len(o.PackNames) != 12 || o.PackNames[0] == "" {
				t.Fatalf("after bad picks: %+v", o)
			}
			var bot draftObsResult
			mustCall(t, c, "draft_observe", map[string]any{"draft": n.Draft, "seat": 1}, &bot)
			if bot.ToMove || slices.Contains(bools(bot.Mask), true) || len(i32(bot.Pool)) != 0 {
				t.Fatalf("a seat not to pick: %+v", bot)
			}
			_, err = c.CallRaw("draft_result", map[string]any{"draft": n.Draft})
			wantCode(t, err, wire.CodeBadRequest)
			if msg := err.Error(); !strings.Contains(msg, "not over: 144 of its 144 picks are left") {
				t.Errorf("draft_result before the end: %s", msg)
			}
		}
		pickRandomly(t, c, n, []bool{true, false, true, false}, 5)
		_, err := c.CallRaw("draft_pick", map[string]any{"draft": n.Draft, "index": 0})
		wantCode(t, err, wire.CodeGameOver)
		var o draftObsResult
		mustCall(t, c, "draft_observe", map[string]any{"draft": n.Draft, "seat": 2}, &o)
		if o.Round != 3 || len(i32(o.Pack)) != 0 || len(i32(o.Pool)) != 36 || len(i32(o.Passed)) != 3*66 || slices.Contains(bools(o.Mask), true) {
			t.Fatalf("a seat's observation after the draft: round %d, pack %d, pool %d, passed %d", o.Round, len(i32(o.Pack)), len(i32(o.Pool)), len(i32(o.Passed)))
		}
		mustCall(t, c, "draft_result", map[string]any{"draft": n.Draft}, &results[k])
		mustCall(t, c, "draft_close", map[string]any{"draft": n.Draft}, nil)
		_, err = c.CallRaw("draft_observe", map[string]any{"draft": n.Draft, "seat": 0})
		wantCode(t, err, wire.CodeNoSuchEnv)
	}
	total := 0
	for i, s := range results[0].Seats {
		o := results[1].Seats[i]
		if s.Wins != o.Wins || s.Losses != o.Losses || !slices.Equal(i32(s.Deck), i32(o.Deck)) {
			t.Errorf("seat %d: the same draft gave another result", i)
		}
		if len(i32(s.Deck)) != 35 {
			t.Errorf("seat %d: a deck of %d", i, len(i32(s.Deck)))
		}
		total += s.Wins + s.Losses + s.Draws
	}
	if total != 4*3*2 {
		t.Errorf("%d seat-games, want 24 (6 pairs, 2 games each, 2 seats a game)", total)
	}
}

// TestDraftBadInput: every bound of draft_new and the other draft commands
// is a clear error, never a panic, and the connection goes on.
func TestDraftBadInput(t *testing.T) {
	_, path := startServer(t, Options{Token: hostileToken})
	c := dial(t, path, client.Options{Token: hostileToken})
	ok := map[string]any{"seats": 2, "set": "5", "games": 0}
	with := func(kv ...any) map[string]any {
		m := map[string]any{}
		for k, v := range ok {
			m[k] = v
		}
		for i := 0; i < len(kv); i += 2 {
			if kv[i+1] == nil {
				delete(m, kv[i].(string))
			} else {
				m[kv[i].(string)] = kv[i+1]
			}
		}
		return m
	}
	long := strings.Repeat("x", 100_000)
	cases := []struct {
		name string
		cmd  string
		args map[string]any
		code wire.Code
		want string
	}{
		{"one seat", "draft_new", with("seats", 1), wire.CodeBadRequest, "from 2 to 8 seats"},
		{"nine seats", "draft_new", with("seats", 9), wire.CodeBadRequest, "from 2 to 8 seats"},
		{"no seats", "draft_new", with("seats", nil), wire.CodeBadRequest, "seats is missing"},
		{"unknown set", "draft_new", with("set", "13"), wire.CodeBadRequest, `unknown set "13"`},
		{"a long set", "draft_new", with("set", long), wire.CodeBadRequest, "unknown set"},
		{"no set", "draft_new", with("set", nil), wire.CodeBadRequest, "give set"},
		{"set and sets", "draft_new", with("sets", []string{"5"}), wire.CodeBadRequest, "not both"},
		{"no packs", "draft_new", with("packs", 0), wire.CodeBadRequest, "from 1 to 16"},
		{"17 packs", "draft_new", with("packs", 17), wire.CodeBadRequest, "from 1 to 16"},
		{"17 sets", "draft_new", with("set", nil, "sets", slices.Repeat([]string{"5"}, 17)), wire.CodeBadRequest, "from 1 to 16"},
		{"empty sets", "draft_new", with("set", nil, "sets", []string{}), wire.CodeBadRequest, "from 1 to 16"},
		{"drafters for 3 seats", "draft_new", with("drafters", []string{"", "", "random"}), wire.CodeBadRequest, "one per seat"},
		{"unknown drafter", "draft_new", with("drafters", []string{"", "expert"}), wire.CodeBadRequest, `drafters[1] (seat 1): unknown drafter "expert"`},
		{"a drafter with a file", "draft_new", with("drafters", []string{"", "rating:/etc/passwd"}), wire.CodeBadRequest, "files are not read"},
		{"a drafter with a path", "draft_new", with("drafters", []string{"../x", ""}), wire.CodeBadRequest, "files are not read"},
		{"odd games", "draft_new", with("games", 3), wire.CodeBadRequest, "even number of games"},
		{"negative games", "draft_new", with("games", -2), wire.CodeBadRequest, "games -2"},
		{"too many games", "draft_new", with("games", 22), wire.CodeBadRequest, "from 2 to 20"},
		{"small decks", "draft_new", with("deck_size", 34), wire.CodeBadRequest, "at least 35 cards"},
		{"decks over the pool", "draft_new", with("packs", 2), wire.CodeBadRequest, "cannot be built from 2 packs"},
		{"unknown agent", "draft_new", with("games", 2, "agent", "deep-blue"), wire.CodeBadRequest, `no agent "deep-blue"`},
		{"agent by path", "draft_new", with("games", 2, "agent", "neural:/etc/passwd"), wire.CodeBadRequest, "no checkpoint"},
		{"a search over --max-sims", "draft_new", with("games", 2, "agent", "ismcts:999999"), wire.CodeBadRequest, "over the server's limit"},
		{"no such draft", "draft_pick", map[string]any{"draft": 99, "index": 0}, wire.CodeNoSuchEnv, "no draft 99"},
		{"no such draft to observe", "draft_observe", map[string]any{"draft": 99, "seat": 0}, wire.CodeNoSuchEnv, "no draft 99"},
		{"no such draft's result", "draft_result", map[string]any{"draft": 99}, wire.CodeNoSuchEnv, "no draft 99"},
		{"no such draft to close", "draft_close", map[string]any{"draft": 99}, wire.CodeNoSuchEnv, "no draft 99"},
		{"pick without an index", "draft_pick", map[string]any{"draft": 1}, wire.CodeBadRequest, "index is missing"},
		{"observe without a seat", "draft_observe", map[string]any{"draft": 1}, wire.CodeBadRequest, "seat is missing"},
		{"an unknown arg", "draft_new", with("speed", 2), wire.CodeBadRequest, `no arg "speed"`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := c.CallRaw(tc.cmd, tc.args)
			wantCode(t, err, tc.code)
			msg := err.(*wire.Error).Message
			checkMessage(t, msg)
			if !strings.Contains(msg, tc.want) {
				t.Errorf("%s, want %q", msg, tc.want)
			}
			if strings.Contains(msg, "passwd") && !strings.Contains(msg, `:/etc/passwd"`) || strings.Contains(msg, "no such file") {
				t.Errorf("the message tells of a file: %s", msg)
			}
		})
	}
	// Observing a seat out of range, and at most MaxDrafts open drafts.
	var n draftNewResult
	mustCall(t, c, "draft_new", ok, &n)
	for _, seat := range []int{-1, 2} {
		_, err := c.CallRaw("draft_observe", map[string]any{"draft": n.Draft, "seat": seat})
		wantCode(t, err, wire.CodeBadRequest)
	}
	for range MaxDrafts - 1 {
		mustCall(t, c, "draft_new", ok, nil)
	}
	_, err := c.CallRaw("draft_new", ok)
	wantCode(t, err, wire.CodeLimit)
	mustCall(t, c, "draft_close", map[string]any{"draft": n.Draft}, nil)
	mustCall(t, c, "draft_new", ok, nil)
	served(t, path)
}

// TestDraftHostileArgs: every arg of every draft command with each of the
// hostile battery's values (wrong types, extreme numbers, huge strings and
// lists) gets an error of the protocol's or a result, and the server
// serves on.
func TestDraftHostileArgs(t *testing.T) {
	_, path := startServer(t, Options{Token: hostileToken})
	c := dial(t, path, client.Options{Token: hostileToken})
	var n draftNewResult
	mustCall(t, c, "draft_new", map[string]any{"seats": 2, "set": "5", "drafters": []string{"", "random"}}, &n)
	base := map[string]map[string]any{
		"draft_new":     {"seats": 2, "set": "5", "packs": 3, "seed": 1, "drafters": []string{"", "random"}, "games": 2, "agent": "random", "deck_size": 35},
		"draft_observe": {"draft": n.Draft, "seat": 0, "names": true},
		"draft_pick":    {"draft": n.Draft, "index": 0, "seat": 0},
		"draft_result":  {"draft": n.Draft},
		"draft_close":   {"draft": 999},
	}
	allowed := []wire.Code{wire.CodeBadRequest, wire.CodeBadFrame, wire.CodeNoSuchEnv, wire.CodeGameOver, wire.CodeIllegalAction, wire.CodeLimit}
	for _, cmd := range slices.Sorted(func(yield func(string) bool) {
		for k := range base {
			if !yield(k) {
				return
			}
		}
	}) {
		keys := make([]string, 0, len(base[cmd]))
		for k := range base[cmd] {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for _, key := range keys {
			for _, hv := range hostileValues {
				args := map[string]any{}
				for k, v := range base[cmd] {
					args[k] = v
				}
				args[key] = hv.v
				raw, err := c.CallRaw(cmd, args)
				if err != nil {
					we, ok := err.(*wire.Error)
					if !ok || !slices.Contains(allowed, we.Code) {
						t.Fatalf("%s %s=%s: %v", cmd, key, hv.name, err)
					}
					checkMessage(t, we.Message)
				} else if cmd == "draft_new" {
					var r draftNewResult
					msgpack.Unmarshal(raw, &r)
					mustCall(t, c, "draft_close", map[string]any{"draft": r.Draft}, nil)
				}
			}
		}
	}
	mustCall(t, c, "ping", nil, nil)
	served(t, path)
}

// TestDraftResultBounded: a round robin over the server's --max-request
// is cut short with a limit error (a search agent's searches stop, and an
// agent that never searches stops between games), the draft keeps no
// result of cut-short games, and the connection goes on.
func TestDraftResultBounded(t *testing.T) {
	_, path := startServer(t, Options{Token: hostileToken, MaxRequest: 300 * time.Millisecond})
	c := dial(t, path, client.Options{Token: hostileToken, Timeout: 60 * time.Second})
	for _, tc := range []struct {
		agent        string
		seats, games int
	}{{"ismcts:5000", 3, 2}, {"neural", 8, 20}} {
		t.Run(tc.agent, func(t *testing.T) {
			var n draftNewResult
			mustCall(t, c, "draft_new", map[string]any{"seats": tc.seats, "set": "5", "packs": 3,
				"drafters": slices.Repeat([]string{"random"}, tc.seats), "games": tc.games, "agent": tc.agent}, &n)
			start := time.Now()
			_, err := c.CallRaw("draft_result", map[string]any{"draft": n.Draft})
			wantCode(t, err, wire.CodeLimit)
			if d := time.Since(start); d > 20*time.Second {
				t.Errorf("the cut-short round robin took %v", d)
			}
			mustCall(t, c, "draft_close", map[string]any{"draft": n.Draft}, nil)
		})
	}
	served(t, path)
}
