package web

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/lorcana-rl/lorcana/limited"
)

// TestDraftBounds: a draft out of bounds is refused with a clear error.
func TestDraftBounds(t *testing.T) {
	_, c := newServer(t, Options{})
	for _, tc := range []struct {
		body, want string
		code       int
	}{
		{`{"seats":1}`, "from 2 to 8 seats", http.StatusBadRequest},
		{`{"seats":9}`, "from 2 to 8 seats", http.StatusBadRequest},
		{`{"seats":2,"packs":37}`, "from 3 to 16 packs", http.StatusBadRequest},
		{`{"seats":2,"packs":-1}`, "from 3 to 16 packs", http.StatusBadRequest},
		{`{"seats":2,"packs":2}`, "a Draft deck holds at least 35 cards", http.StatusBadRequest}, // 24 cards: no deck
		{`{"seats":2,"set":"99"}`, "99", http.StatusBadRequest},
		{`{"seats":2,"drafter":"rating:/etc/passwd"}`, "choose heuristic, random, rating", http.StatusBadRequest},
		{`{"seats":2,"extra":1}`, "unknown field", http.StatusBadRequest},
		{`{"seats":"two"}`, "seats must be a whole number", http.StatusBadRequest},
		{`{"seats":2,"packs":3,"seed":3}`, "", http.StatusCreated},
		{`{}`, "", http.StatusCreated}, // 8 seats, 4 packs
	} {
		var out struct {
			Error string `json:"error"`
			DraftView
		}
		code := c.do("POST", "/api/drafts", tc.body, &out)
		if code != tc.code || !strings.Contains(out.Error, tc.want) {
			t.Errorf("%s: %d %q; want %d and an error with %q", tc.body, code, out.Error, tc.code, tc.want)
		}
		if code == http.StatusCreated && (len(out.Pack) != limited.PackSize || out.NumPicks != 0) {
			t.Errorf("%s: a new draft shows %d cards, %d picks made; want a whole pack, none", tc.body, len(out.Pack), out.NumPicks)
		}
	}
}

// TestTooManyDrafts: the server keeps at most MaxDrafts drafts.
func TestTooManyDrafts(t *testing.T) {
	s, c := newServer(t, Options{})
	for range MaxDrafts {
		if code := c.do("POST", "/api/drafts", `{"seats":2,"packs":3}`, nil); code != http.StatusCreated {
			t.Fatalf("draft: %d", code)
		}
	}
	var out errorBody
	if code := c.do("POST", "/api/drafts", `{"seats":2,"packs":3}`, &out); code != http.StatusServiceUnavailable || !strings.Contains(out.Error, "drafts are open") {
		t.Errorf("one draft too many: %d %q", code, out.Error)
	}
	if len(s.drafts) != MaxDrafts {
		t.Errorf("%d drafts kept, want %d", len(s.drafts), MaxDrafts)
	}
}

// TestDraftPicks drafts a pod to its end through good and bad picks: a bad
// pick changes nothing, a good one adds the card to the pool and lets the
// bots pick; then the deck is built and played.
func TestDraftPicks(t *testing.T) {
	_, c := newServer(t, Options{})
	var v DraftView
	if code := c.do("POST", "/api/drafts", `{"seats":3,"packs":3,"seed":7,"drafter":"heuristic"}`, &v); code != http.StatusCreated {
		t.Fatalf("new draft: %d", code)
	}
	path := "/api/drafts/" + v.ID
	type answer struct {
		Error string     `json:"error"`
		View  *DraftView `json:"view"`
		DraftView
	}
	bad := []struct {
		body, want string
		code       int
	}{
		{`{"num_picks":0,"index":-1}`, "not a card of the pack", http.StatusBadRequest},
		{`{"num_picks":0,"index":12}`, "not a card of the pack", http.StatusBadRequest},
		{`{"num_picks":5,"index":0}`, "moved on", http.StatusConflict},
		{`{"num_picks":0,"index":"a"}`, "index must be a whole number", http.StatusBadRequest},
		{`{"num_picks":0,"index":0,"seat":2}`, "unknown field", http.StatusBadRequest},
	}
	for _, b := range bad {
		var a answer
		code := c.do("POST", path+"/pick", b.body, &a)
		if code != b.code || !strings.Contains(a.Error, b.want) {
			t.Errorf("pick %s: %d %q; want %d and %q", b.body, code, a.Error, b.code, b.want)
		}
		var now DraftView
		c.do("GET", path, "", &now)
		if now.NumPicks != 0 || len(now.Pool) != 0 || len(now.Pack) != limited.PackSize {
			t.Fatalf("after the bad pick %s: %d picks, pool %d, pack %d; want nothing changed", b.body, now.NumPicks, len(now.Pool), len(now.Pack))
		}
	}
	var built DraftBuilt
	if code := c.do("POST", path+"/build", "", &built); code != http.StatusConflict {
		t.Errorf("build before the draft is over: %d, want 409", code)
	}
	for pick := 0; !v.Done; pick++ {
		want := v.Pack[len(v.Pack)-1].Name
		var a answer
		if code := c.do("POST", path+"/pick", fmt.Sprintf(`{"num_picks":%d,"index":%d}`, v.NumPicks, len(v.Pack)-1), &a); code != http.StatusOK {
			t.Fatalf("pick %d: %d %s", pick, code, a.Error)
		}
		if got := a.Pool[len(a.Pool)-1].Name; got != want || len(a.Pool) != pick+1 {
			t.Fatalf("pick %d: pool of %d ends with %q; want %d cards ending with %q", pick, len(a.Pool), got, pick+1, want)
		}
		if !a.Done && a.NumPicks != (pick+1)*3 {
			t.Fatalf("pick %d: %d picks made; the bots pick between the person's, want %d", pick, a.NumPicks, (pick+1)*3)
		}
		v = a.DraftView
	}
	sum := 0
	for _, n := range v.Curve {
		sum += n
	}
	if len(v.Pool) != 3*limited.PackSize || sum != 3*limited.PackSize || v.NumPicks != v.TotalPicks {
		t.Fatalf("draft over: pool %d, curve %d, %d of %d picks", len(v.Pool), sum, v.NumPicks, v.TotalPicks)
	}
	var a answer
	if code := c.do("POST", path+"/pick", fmt.Sprintf(`{"num_picks":%d,"index":0}`, v.NumPicks), &a); code != http.StatusConflict || !strings.Contains(a.Error, "over") {
		t.Errorf("a pick after the end: %d %q", code, a.Error)
	}
	// Three packs of 12 cards hold a Draft deck: the build makes one.
	if code := c.do("POST", path+"/build", "", &built); code != http.StatusOK || built.Cards < limited.DraftDeckSize || built.Decklist == "" {
		t.Errorf("build of a 36-card pool: %d %+v", code, built)
	}
	var e errorBody
	if code := c.do("DELETE", path, "", nil); code != http.StatusNoContent {
		t.Errorf("close: %d", code)
	}
	if code := c.do("GET", path, "", &e); code != http.StatusNotFound {
		t.Errorf("a closed draft: %d", code)
	}
}

// TestDraftBuildAndPlay drafts 2 seats of 4 packs (the first card of each
// pack), builds, refuses decks not of the pool, and starts the game.
func TestDraftBuildAndPlay(t *testing.T) {
	s, c := newServer(t, Options{})
	var v DraftView
	if code := c.do("POST", "/api/drafts", `{"seats":2,"seed":11}`, &v); code != http.StatusCreated {
		t.Fatalf("new draft: %d", code)
	}
	path := "/api/drafts/" + v.ID
	for !v.Done {
		if code := c.do("POST", path+"/pick", fmt.Sprintf(`{"num_picks":%d,"index":0}`, v.NumPicks), &v); code != http.StatusOK {
			t.Fatalf("pick: %d", code)
		}
	}
	var b DraftBuilt
	if code := c.do("POST", path+"/build", "", &b); code != http.StatusOK || b.Cards != limited.DraftDeckSize || len(b.Deck) != b.Cards {
		t.Fatalf("build: %d, %d cards", code, b.Cards)
	}
	// A card of the catalogue that the pool does not hold, and one it does.
	inPool := map[string]bool{}
	for _, c := range v.Pool {
		inPool[c.Name] = true
	}
	outside := ""
	for _, d := range s.defs {
		if d.Implemented && !inPool[d.FullName] && !strings.ContainsAny(d.FullName, "\n") {
			outside = d.FullName
			break
		}
	}
	for _, tc := range []struct {
		deck, want string
		code       int
	}{
		{"4 Nobody - Not A Card\n", "deck 1", http.StatusBadRequest},
		{b.Decklist + "1 " + outside + "\n", outside + " is not in the pool", http.StatusBadRequest},
		{b.Decklist + "40 " + v.Pool[0].Name + "\n", "copies of " + v.Pool[0].Name, http.StatusBadRequest},
		{"1 " + b.Deck[0].Name + "\n", "at least 35", http.StatusBadRequest},
		{strings.Repeat("x", maxDraftBody), "larger than", http.StatusRequestEntityTooLarge},
		{"", "", http.StatusCreated},
		{b.Decklist, "", http.StatusCreated},
	} {
		body := fmt.Sprintf(`{"deck_text":%q,"opponent":"random","seed":3}`, tc.deck)
		var out struct {
			Error    string   `json:"error"`
			Problems []string `json:"problems"`
			Created
		}
		code := c.do("POST", path+"/play", body, &out)
		all := out.Error + " " + strings.Join(out.Problems, "; ")
		if code != tc.code || !strings.Contains(all, tc.want) {
			t.Errorf("play %.40q: %d %q; want %d and %q", tc.deck, code, all, tc.code, tc.want)
		}
		if code == http.StatusCreated && (out.View == nil || out.ID == "") {
			t.Errorf("play %.40q: no game", tc.deck)
		}
	}
}

// TestIdleDraftsClose: a draft idle for the timeout is closed, a used one stays.
func TestIdleDraftsClose(t *testing.T) {
	now := time.Unix(1e9, 0)
	s, c := newServer(t, Options{IdleTimeout: time.Minute, Now: func() time.Time { return now }})
	var idle, used DraftView
	c.do("POST", "/api/drafts", `{"seats":2,"packs":3}`, &idle)
	c.do("POST", "/api/drafts", `{"seats":2,"packs":3}`, &used)
	now = now.Add(50 * time.Second)
	c.do("GET", "/api/drafts/"+used.ID, "", nil)
	now = now.Add(50 * time.Second)
	s.closeIdle()
	if code := c.do("GET", "/api/drafts/"+idle.ID, "", nil); code != http.StatusNotFound {
		t.Errorf("an idle draft: %d, want 404", code)
	}
	if code := c.do("GET", "/api/drafts/"+used.ID, "", nil); code != http.StatusOK {
		t.Errorf("a draft used within the timeout: %d, want 200", code)
	}
}
