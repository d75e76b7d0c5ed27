package web

import (
	"encoding/json"
	"fmt"
	"net/http"
	"reflect"
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/limited"
)

// TestSealedBounds: a Sealed pool out of bounds is refused with a clear,
// short error; a good one is the pool lorcana sealed opens.
func TestSealedBounds(t *testing.T) {
	_, c := newServer(t, Options{})
	main := limited.MainSets()
	long := strings.Repeat("z", 900)
	for _, tc := range []struct {
		body, want string
		code       int
	}{
		{`{"set":"99"}`, `set "99": boosters exist for the sets`, http.StatusBadRequest},
		{`{"set":"P1"}`, `set "P1"`, http.StatusBadRequest},
		{`{"set":"` + long + `"}`, "zzz...", http.StatusBadRequest},
		{`{"boosters":65}`, "65 boosters: a Sealed pool opens from 4 to 64", http.StatusBadRequest},
		{`{"boosters":3}`, "fewer than 4 hold fewer cards than a Sealed deck's 40", http.StatusBadRequest},
		{`{"boosters":-1}`, "-1 boosters", http.StatusBadRequest},
		{`{"sets":"5,,6"}`, "empty entry", http.StatusBadRequest},
		{`{"sets":"5,6,7","set":"5"}`, "not both", http.StatusBadRequest},
		{`{"sets":"5,6,7"}`, "3 boosters", http.StatusBadRequest},
		{`{"sets":"` + strings.Repeat("5,", 64) + `5"}`, "65 boosters", http.StatusBadRequest},
		{`{"sets":"5,6,7,x` + long[:200] + `"}`, `booster 4: set "xzz`, http.StatusBadRequest},
		{`{"set":"` + strings.Repeat("z", 2000) + `"}`, "larger than", http.StatusRequestEntityTooLarge},
		{`{"boosters":"six"}`, "boosters must be a whole number", http.StatusBadRequest},
		{`{"seats":8}`, "unknown field", http.StatusBadRequest},
		{`{"set":"5"} {}`, "more after the JSON object", http.StatusBadRequest},
		{`{}`, "", http.StatusCreated},
		{`{"sets":"5,5,6,6,7,7","seed":2}`, "", http.StatusCreated},
	} {
		var out struct {
			Error string `json:"error"`
			DraftView
		}
		code := c.do("POST", "/api/sealed", tc.body, &out)
		if code != tc.code || !strings.Contains(out.Error, tc.want) {
			t.Errorf("%.60s: %d %q; want %d and an error with %q", tc.body, code, out.Error, tc.code, tc.want)
		}
		if len(out.Error) > 400 {
			t.Errorf("%.60s: an error of %d bytes echoes too much", tc.body, len(out.Error))
		}
		if code == http.StatusCreated && (out.Format != "sealed" || !out.Done || out.DeckSize != limited.SealedDeckSize || len(out.Pack) != 0) {
			t.Errorf("%s: a Sealed pool shows format %q, done %v, deck size %d, a pack of %d", tc.body, out.Format, out.Done, out.DeckSize, len(out.Pack))
		}
	}
	// The pool of set 5, seed 1 is lorcana sealed --set 5 --seed 1's.
	var v DraftView
	if code := c.do("POST", "/api/sealed", `{"set":"5","seed":1}`, &v); code != http.StatusCreated {
		t.Fatalf("sealed: %d", code)
	}
	want, err := limited.OpenSealed([]string{"5", "5", "5", "5", "5", "5"}, 1)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for i, l := range v.Lines {
		n += l.Count
		if i >= len(want.Pool.Lines) || l.ID != int(want.Pool.Lines[i].Def) || l.Count != want.Pool.Lines[i].Count {
			t.Fatalf("line %d of the pool: %+v; want %+v", i, l, want.Pool.Lines[min(i, len(want.Pool.Lines)-1)])
		}
	}
	if n != 6*limited.PackSize || len(v.Pool) != n || v.Packs != 6 || v.Set != "5" || main[len(main)-1] == "" {
		t.Errorf("pool of %d cards (%d listed), %d boosters, set %q", n, len(v.Pool), v.Packs, v.Set)
	}
	var a struct {
		Error string `json:"error"`
	}
	if code := c.do("POST", "/api/drafts/"+v.ID+"/pick", `{"num_picks":0,"index":0}`, &a); code != http.StatusConflict || !strings.Contains(a.Error, "no picks") {
		t.Errorf("a pick of a Sealed pool: %d %q", code, a.Error)
	}
}

// entries is a deck as the page sends it.
func entries(ls []PoolLine) []DeckEntry {
	var out []DeckEntry
	for _, l := range ls {
		out = append(out, DeckEntry{ID: l.ID, Count: l.Count})
	}
	return out
}

// TestBuildHostileDecks sends decks no pool allows, for a Sealed pool and a
// draft: each is refused with its reason and the pool stays, ready for the
// next; then the auto-built deck, and one edited from it, are played.
func TestBuildHostileDecks(t *testing.T) {
	s, c := newServer(t, Options{})
	var sealed, draft DraftView
	if code := c.do("POST", "/api/sealed", `{"set":"5","seed":4}`, &sealed); code != http.StatusCreated {
		t.Fatalf("sealed: %d", code)
	}
	if code := c.do("POST", "/api/drafts", `{"seats":2,"seed":11}`, &draft); code != http.StatusCreated {
		t.Fatalf("draft: %d", code)
	}
	// An unfinished draft builds nothing.
	var e errorBody
	if code := c.do("POST", "/api/drafts/"+draft.ID+"/play", `{"deck":[{"id":1,"count":40}]}`, &e); code != http.StatusConflict || !strings.Contains(e.Error, "not over") {
		t.Errorf("a deck of an unfinished draft: %d %q", code, e.Error)
	}
	for !draft.Done {
		if code := c.do("POST", "/api/drafts/"+draft.ID+"/pick", fmt.Sprintf(`{"num_picks":%d,"index":0}`, draft.NumPicks), &draft); code != http.StatusOK {
			t.Fatalf("pick: %d", code)
		}
	}
	for _, v := range []DraftView{sealed, draft} {
		t.Run(v.Format, func(t *testing.T) {
			path := "/api/drafts/" + v.ID
			var b DraftBuilt
			if code := c.do("POST", path+"/build", "", &b); code != http.StatusOK || b.Cards != v.DeckSize {
				t.Fatalf("auto-build: %d, %d cards; want %d", code, b.Cards, v.DeckSize)
			}
			built := linesOf(b.Deck)
			inPool := map[int]int{}
			for _, l := range v.Lines {
				inPool[l.ID] = l.Count
			}
			outside := -1
			for id, d := range s.defs {
				if d.Implemented && inPool[id] == 0 {
					outside = id
					break
				}
			}
			first := v.Lines[0]
			js := func(es ...DeckEntry) string {
				j, _ := json.Marshal(es)
				return string(j)
			}
			deck := func(es ...DeckEntry) string {
				return fmt.Sprintf(`{"deck":%s,"opponent":"random","seed":3}`, js(es...))
			}
			minus := append([]DeckEntry(nil), entries(built)...)
			minus[0].Count--
			if minus[0].Count == 0 {
				minus = minus[1:]
			}
			all := entries(v.Lines)
			for _, tc := range []struct {
				name, body, want string
				code             int
			}{
				{"not in the pool", deck(append(entries(built), DeckEntry{outside, 1})...), s.defs[outside].FullName + " is not in the pool", http.StatusBadRequest},
				{"more copies", deck(DeckEntry{first.ID, first.Count + 1}), fmt.Sprintf("%d copies of %s: the pool holds %d", first.Count+1, first.Name, first.Count), http.StatusBadRequest},
				{"under the minimum", deck(minus...), fmt.Sprintf("at least %d", v.DeckSize), http.StatusBadRequest},
				{"id -1", deck(DeckEntry{-1, 1}), "id -1 is no card of your pool", http.StatusBadRequest},
				{"id past the catalogue", deck(DeckEntry{1 << 40, 1}), "is no card of your pool", http.StatusBadRequest},
				{"count 0", deck(DeckEntry{first.ID, 0}), "0 copies of " + first.Name, http.StatusBadRequest},
				{"count -5", deck(DeckEntry{first.ID, -5}), "-5 copies", http.StatusBadRequest},
				{"count huge", deck(DeckEntry{first.ID, 1 << 62}), "a card of the deck has from 1", http.StatusBadRequest},
				{"named twice", deck(DeckEntry{first.ID, 1}, DeckEntry{first.ID, 1}), "named twice", http.StatusBadRequest},
				{"more entries than the pool", deck(append(all, DeckEntry{outside, 1})...), "your pool holds", http.StatusBadRequest},
				{"an empty deck", `{"deck":[]}`, fmt.Sprintf("no card: a %s deck has at least %d", v.Format, v.DeckSize), http.StatusBadRequest},
				{"list and cards", `{"deck":[{"id":1,"count":1}],"deck_text":"1 x"}`, "not both", http.StatusBadRequest},
				{"id a string", `{"deck":[{"id":"x","count":1}]}`, "deck.id must be a whole number", http.StatusBadRequest},
				{"unknown field", `{"deck":[{"id":1,"count":1,"foil":true}]}`, "unknown field", http.StatusBadRequest},
				{"oversized", deck(make([]DeckEntry, 1000)...), "larger than", http.StatusRequestEntityTooLarge},
				{"not JSON", `{"deck":`, "malformed request", http.StatusBadRequest},
				{"unknown opponent", fmt.Sprintf(`{"deck":%s,"opponent":"nobody"}`, js(entries(built)...)), "nobody", http.StatusBadRequest},
			} {
				var out struct {
					Error    string   `json:"error"`
					Problems []string `json:"problems"`
				}
				code := c.do("POST", path+"/play", tc.body, &out)
				got := out.Error + " " + strings.Join(out.Problems, "; ")
				if code != tc.code || !strings.Contains(got, tc.want) {
					t.Errorf("%s: %d %q; want %d and %q", tc.name, code, got, tc.code, tc.want)
				}
				var now DraftView
				if code := c.do("GET", path, "", &now); code != http.StatusOK || !reflect.DeepEqual(now.Lines, v.Lines) {
					t.Fatalf("after %s: %d, the pool of %d lines; want it unchanged (%d)", tc.name, code, len(now.Lines), len(v.Lines))
				}
			}
			// The auto-built deck, and one a card shorter plus another
			// card of the pool, are played.
			more := minus
			for _, l := range v.Lines {
				n := 0
				for _, m := range more {
					if m.ID == l.ID {
						n = m.Count
					}
				}
				if n == 0 && l.Implemented {
					more = append(more, DeckEntry{l.ID, 1})
					break
				}
			}
			for _, d := range [][]DeckEntry{entries(built), more} {
				var out Created
				if code := c.do("POST", path+"/play", deck(d...), &out); code != http.StatusCreated || out.ID == "" {
					t.Fatalf("play %v: %d", d, code)
				}
				s.mu.Lock()
				g := s.games[out.ID]
				s.mu.Unlock()
				g.mu.Lock()
				n := len(g.st.Game().Config.Decks[0])
				g.mu.Unlock()
				if n != v.DeckSize {
					t.Errorf("the game's deck holds %d cards, want %d", n, v.DeckSize)
				}
			}
		})
	}
	if code := c.do("POST", "/api/drafts/nosuchdraft/play", `{"deck":[]}`, &e); code != http.StatusNotFound || !strings.Contains(e.Error, `no draft "nosuchdraft"`) {
		t.Errorf("an unknown session: %d %q", code, e.Error)
	}
	if code := c.do("POST", "/api/drafts/"+strings.Repeat("a", 300)+"/build", "", &e); code != http.StatusNotFound || len(e.Error) > 200 {
		t.Errorf("a long unknown id: %d, an error of %d bytes", code, len(e.Error))
	}
}

// linesOf counts a deck's cards, each card once.
func linesOf(cs []DraftCard) []PoolLine {
	var out []PoolLine
	for _, c := range cs {
		if n := len(out); n > 0 && out[n-1].ID == c.ID {
			out[n-1].Count++
			continue
		}
		out = append(out, PoolLine{DraftCard: c, Count: 1})
	}
	return out
}
