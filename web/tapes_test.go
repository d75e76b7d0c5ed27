package web

import (
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/replay"
)

// TestWatchAndReplay watches two agents to the end, checks the views of
// each seat and the full board, then replays a recorded game from the
// folder and as an upload, backwards and forwards.
func TestWatchAndReplay(t *testing.T) {
	dir := t.TempDir()
	_, c := newServer(t, Options{Records: dir, Replays: dir})
	var cr TapeCreated
	if code := c.do("POST", "/api/watch", `{"p1":"greedy","p2":"random","seed":4}`, &cr); code != 201 {
		t.Fatalf("watch: %d", code)
	}
	var v TapeView
	for n := 0; !(v.Done && v.Pos == v.Total); n++ {
		if n > 100 {
			t.Fatal("the watched game does not end")
		}
		if code := c.do("GET", fmt.Sprintf("/api/tapes/%s?at=%d", cr.ID, v.Pos+maxStep), "", &v); code != 200 {
			t.Fatalf("step: %d", code)
		}
	}
	if !v.Over || !strings.Contains(v.Outcome, "wins") || v.Players[0].Hand == nil || v.Players[1].Hand == nil {
		t.Errorf("the end of the watched game, full view: over %v %q, hands %v %v", v.Over, v.Outcome, v.Players[0].Hand, v.Players[1].Hand)
	}
	var seat TapeView
	c.do("GET", fmt.Sprintf("/api/tapes/%s?at=%d&view=2", cr.ID, v.Total/2), "", &seat)
	if seat.Players[0].Hand != nil || seat.Players[1].Hand == nil || seat.Pos != v.Total/2 {
		t.Errorf("seat 2's view at %d: hands %v / %v, pos %d", v.Total/2, seat.Players[0].Hand, seat.Players[1].Hand, seat.Pos)
	}

	// A record of a played game, from the folder and uploaded.
	g := c.newGame(`{"opponent":"random","seat":1,"seed":2}`)
	for k := 0; k < 10; k++ {
		v2, _ := c.answer(g.ID, g.View.Seq, 0)
		g.View = v2
	}
	c.do("POST", "/api/games/"+g.ID+"/answer", `{"seq":0,"n":0,"concede":true}`, nil)
	name := "web-" + g.ID + ".lrp"
	data, _ := os.ReadFile(filepath.Join(dir, name))
	// The folder may hold others: in folders (a path under it opens), hidden
	// (not listed), too deep (not listed) and links (not listed; one that
	// leads out of the folder is refused).
	for _, f := range []string{"sub/deeper/old.lrp", "sub/.secret.lrp", ".hidden/x.lrp", "a/b/c/d/e.lrp"} {
		os.MkdirAll(filepath.Join(dir, filepath.Dir(f)), 0o755)
		if err := os.WriteFile(filepath.Join(dir, f), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	outside := filepath.Join(t.TempDir(), "outside.lrp")
	os.WriteFile(outside, data, 0o644)
	if err := os.Symlink(outside, filepath.Join(dir, "out.lrp")); err != nil {
		t.Fatal(err)
	}
	os.Mkdir(filepath.Join(dir, "dir.lrp"), 0o755)
	var list ReplayList
	c.do("GET", "/api/replays", "", &list)
	if want := []string{"sub/deeper/old.lrp", name}; !slices.Equal(list.Files, want) {
		t.Fatalf("replays %v, want %v", list.Files, want)
	}
	var rc TapeCreated
	if code := c.do("POST", "/api/replays/file", `{"file":"sub/deeper/old.lrp"}`, &rc); code != 201 || rc.View.Total == 0 {
		t.Fatalf("open sub/deeper/old.lrp: %d", code)
	}
	if code := c.do("POST", "/api/replays/file", fmt.Sprintf(`{"file":%q}`, name), &rc); code != 201 {
		t.Fatalf("open %s: %d", name, code)
	}
	rec, err := replay.Load(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	var end, back TapeView
	c.do("GET", "/api/tapes/"+rc.ID+"?at=-1&view=1", "", &end)
	if end.Total != len(rec.Actions) || end.Pos != end.Total || !end.Over || !strings.Contains(end.Outcome, "concede") {
		t.Errorf("the replay's end: pos %d of %d (record %d), over %v %q", end.Pos, end.Total, len(rec.Actions), end.Over, end.Outcome)
	}
	c.do("GET", "/api/tapes/"+rc.ID+"?at=3&view=1", "", &back)
	if back.Pos != 3 || back.Over || back.Next == "" {
		t.Errorf("back to 3: pos %d, over %v, next %q", back.Pos, back.Over, back.Next)
	}
	req, _ := http.NewRequest("POST", c.url+"/api/replays/upload", strings.NewReader(string(data)))
	resp, err := http.DefaultClient.Do(req)
	if err != nil || resp.StatusCode != 201 {
		t.Errorf("upload: %v %v", resp.StatusCode, err)
	}

	for _, tc := range []struct {
		name, method, path, body string
		code                     int
		want                     string
	}{
		{"traversal", "POST", "/api/replays/file", `{"file":"../x.lrp"}`, 400, "name a .lrp file"},
		{"absolute", "POST", "/api/replays/file", `{"file":"/etc/x.lrp"}`, 400, "name a .lrp file"},
		{"dot dot inside", "POST", "/api/replays/file", `{"file":"sub/../../x.lrp"}`, 400, "name a .lrp file"},
		{"backslash", "POST", "/api/replays/file", `{"file":"..\\x.lrp"}`, 400, "start with a dot"},
		{"hidden", "POST", "/api/replays/file", `{"file":"sub/.secret.lrp"}`, 400, "start with a dot"},
		{"too deep", "POST", "/api/replays/file", `{"file":"a/b/c/d/e.lrp"}`, 400, "name a .lrp file"},
		{"too long", "POST", "/api/replays/file", `{"file":"` + strings.Repeat("a", 400) + `.lrp"}`, 400, "name a .lrp file"},
		{"link out", "POST", "/api/replays/file", `{"file":"out.lrp"}`, 400, "can't be opened"},
		{"a folder", "POST", "/api/replays/file", `{"file":"dir.lrp"}`, 400, "not a file"},
		{"not lrp", "POST", "/api/replays/file", `{"file":"x.txt"}`, 400, "name a .lrp file"},
		{"missing", "POST", "/api/replays/file", `{"file":"none.lrp"}`, 404, "no such record"},
		{"not a record", "POST", "/api/replays/upload", `hello`, 400, "not a lorcana replay file"},
		{"truncated", "POST", "/api/replays/upload", string(data[:len(data)/2]), 400, "replay:"},
		{"bad view", "GET", "/api/tapes/" + rc.ID + "?view=3", "", 400, `view \"3\"`},
		{"bad at", "GET", "/api/tapes/" + rc.ID + "?at=x", "", 400, `at \"x\"`},
		{"unknown tape", "GET", "/api/tapes/abc", "", 404, "no watched game or replay"},
		{"bad agent", "POST", "/api/watch", `{"p1":"neural:/etc/passwd"}`, 400, "seat 1:"},
	} {
		var raw map[string]any
		code := c.do(tc.method, tc.path, tc.body, &raw)
		if code != tc.code || !strings.Contains(fmt.Sprint(raw["error"]), strings.ReplaceAll(tc.want, `\"`, `"`)) {
			t.Errorf("%s: status %d, %v; want %d and %q", tc.name, code, raw, tc.code, tc.want)
		}
	}
}

// TestWatchStepIsBounded: one request of a watched game plays at most a
// second's worth of decisions, so two slow searches can't hold the server.
func TestWatchStepIsBounded(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a second of searches")
	}
	_, c := newServer(t, Options{})
	var cr TapeCreated
	if code := c.do("POST", "/api/watch", `{"p1":"ismcts:1000","p2":"ismcts:1000","seed":4}`, &cr); code != 201 {
		t.Fatalf("watch: %d", code)
	}
	t0 := time.Now()
	var v TapeView
	if code := c.do("GET", fmt.Sprintf("/api/tapes/%s?at=%d", cr.ID, maxStep), "", &v); code != 200 {
		t.Fatalf("step: %d", code)
	}
	took := time.Since(t0)
	t.Logf("%d decisions of two ismcts:1000 in %v", v.Pos, took)
	if v.Pos == 0 || v.Pos >= maxStep || took > 10*time.Second {
		t.Errorf("one request played %d decisions in %v; want some, fewer than %d, in about %v", v.Pos, took, maxStep, maxStepTime)
	}
}

// TestWatchEndPlaysOn: the end of a Watch still being played is further on
// each time it is asked for (the page's "end" follows the game), and
// stays put once the game is over.
func TestWatchEndPlaysOn(t *testing.T) {
	_, c := newServer(t, Options{})
	var cr TapeCreated
	if code := c.do("POST", "/api/watch", `{"p1":"greedy","p2":"random","seed":7}`, &cr); code != 201 {
		t.Fatalf("watch: %d", code)
	}
	last := 0
	for n := 0; ; n++ {
		if n > 100 {
			t.Fatal("the watched game does not end")
		}
		var v TapeView
		if code := c.do("GET", "/api/tapes/"+cr.ID+"?at=-1", "", &v); code != 200 {
			t.Fatalf("end: %d", code)
		}
		if v.Pos != v.Total {
			t.Fatalf("the end shows action %d of %d", v.Pos, v.Total)
		}
		if v.Done {
			if !v.Over || v.Winner < 0 {
				t.Errorf("done at %d: over %v, winner %d", v.Pos, v.Over, v.Winner)
			}
			var again TapeView
			c.do("GET", "/api/tapes/"+cr.ID+"?at=-1", "", &again)
			if again.Pos != v.Pos {
				t.Errorf("after the game the end moved from %d to %d", v.Pos, again.Pos)
			}
			return
		}
		if v.Pos <= last {
			t.Fatalf("asked for the end at %d, it stayed at %d", last, v.Pos)
		}
		last = v.Pos
	}
}

// TestWatchBagModel: a watched game is played under the bag model asked for,
// as a new game is (rule variants), and its view names a variant; a model
// the engine does not know is refused.
func TestWatchBagModel(t *testing.T) {
	s, c := newServer(t, Options{})
	for _, tc := range []struct {
		bag  string
		want engine.BagModel
		name string // the view's bag_model
	}{
		{"", engine.BagLorcana, ""},
		{"lorcana", engine.BagLorcana, ""},
		{"alternating", engine.BagAlternating, "alternating"},
		{"nested", engine.BagNested, "nested"},
	} {
		var cr TapeCreated
		if code := c.do("POST", "/api/watch", fmt.Sprintf(`{"p1":"greedy","p2":"random","seed":4,"bag":%q}`, tc.bag), &cr); code != 201 {
			t.Fatalf("watch under %q: %d", tc.bag, code)
		}
		s.mu.Lock()
		tp := s.tapes[cr.ID]
		s.mu.Unlock()
		if got := tp.eg.Config.Bag; got != tc.want || tp.live.Game().Config.Bag != tc.want {
			t.Errorf("asked %q, playing %v", tc.bag, got)
		}
		var v TapeView
		if code := c.do("GET", fmt.Sprintf("/api/tapes/%s?at=%d", cr.ID, maxStep), "", &v); code != 200 || v.Pos == 0 {
			t.Fatalf("under %q: step %d, at %d", tc.bag, code, v.Pos)
		}
		if cr.View.BagModel != tc.name || v.BagModel != tc.name {
			t.Errorf("under %q: the views name %q and %q, want %q", tc.bag, cr.View.BagModel, v.BagModel, tc.name)
		}
	}
	var e struct{ Error string }
	if code := c.do("POST", "/api/watch", `{"p1":"greedy","p2":"random","bag":"stack"}`, &e); code != 400 || !strings.Contains(e.Error, `unknown bag model "stack"`) {
		t.Errorf("an unknown model: %d %q", code, e.Error)
	}
}
