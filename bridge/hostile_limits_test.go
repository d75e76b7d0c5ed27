package bridge

import (
	"fmt"
	"runtime"
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/bridge/client"
	"github.com/lorcana-rl/lorcana/bridge/wire"
	"github.com/lorcana-rl/lorcana/cards"
)

// The second hostile round (issue 27): bounds on what one client may make
// the server read, compute and hold (docs/bridge.md, "Threat model").

// deckOf is a decklist of n lines "COUNT NAME".
func deckOf(n, count int, name string) string {
	return strings.Repeat(fmt.Sprintf("%d %s\n", count, name), n)
}

// TestDeckBounds: decklists over a bound (bytes, lines, copies per line,
// cards per deck) are refused before anything is built, with an error that
// names the bound; within them they are played.
func TestDeckBounds(t *testing.T) {
	_, path := startServer(t, Options{Token: hostileToken})
	_, path200 := startServer(t, Options{Token: hostileToken, MaxDeckCards: 200})
	const stitch = "Stitch - New Dog"
	cases := []struct {
		name string
		path string
		deck string
		want string // in the error; "" for ok
	}{
		{"21 KB of 999 copies", path, deckOf(1000, 999, stitch), "copies"},
		{"1 MiB of 999 copies", path, deckOf(1<<20/22, 999, stitch), "bytes"},
		{"100 cards", path, deckOf(25, 4, stitch), ""},
		{"101 cards", path, deckOf(25, 4, stitch) + "1 " + stitch + "\n", "--max-deck-cards"},
		{"150 cards under --max-deck-cards 200", path200, deckOf(30, 5, stitch), ""},
		{"201 cards under --max-deck-cards 200", path200, deckOf(67, 3, stitch), "more than 200 cards"},
		{"a line of 100 copies", path200, "100 " + stitch + "\n", "over 99 copies"},
		{"a line of 999 copies", path, "999 " + stitch + "\n", "copies"},
		{"2,000 comment lines", path, strings.Repeat("#\n", 2000) + "4 " + stitch + "\n", "lines"},
		{"65 KiB of comments", path, "# " + strings.Repeat("x", 65<<10) + "\n4 " + stitch + "\n", "bytes"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := dial(t, tc.path, client.Options{Token: hostileToken})
			raw, err := c.CallRaw("make", map[string]any{"decks": []string{tc.deck}})
			if tc.want == "" {
				if err != nil {
					t.Fatal(err)
				}
				_ = raw
				return
			}
			wantCode(t, err, wire.CodeBadRequest)
			msg := err.(*wire.Error).Message
			checkMessage(t, msg)
			if !strings.Contains(msg, tc.want) {
				t.Errorf("message %.300q, want %q", msg, tc.want)
			}
		})
	}
	served(t, path)
}

// TestDeckCopyBound: the bound on a line's copies is the largest copy limit
// of any card in the catalogue (a legal deck is never refused for it).
func TestDeckCopyBound(t *testing.T) {
	defs, err := cards.Catalog()
	if err != nil {
		t.Fatal(err)
	}
	most := 4
	for _, d := range defs {
		most = max(most, int(d.MaxCopies))
	}
	if most != maxLineCopies {
		t.Fatalf("maxLineCopies %d, but the catalogue's largest copy limit is %d", maxLineCopies, most)
	}
}

// TestDeckMemoryPerEnv: an env of two decks at the card bound costs the
// memory docs/bridge.md states (at most 512 KB with its observation), so
// max_envs bounds a connection's memory. (Before the bounds, a 21 KB
// decklist cost 88 MB per env.)
func TestDeckMemoryPerEnv(t *testing.T) {
	_, path := startServer(t, Options{Token: hostileToken})
	c := dial(t, path, client.Options{Token: hostileToken})
	deck := deckOf(25, 4, "Stitch - New Dog") // 100 cards: the default bound
	for _, auto := range []bool{false, true} {
		const n = 32
		var m makeResult
		mustCall(t, c, "make", map[string]any{"decks": []string{deck}, "autoreset": auto}, &m) // one-time tables
		mustCall(t, c, "reset", map[string]any{"env": m.Env}, nil)
		mustCall(t, c, "close", map[string]any{"env": m.Env}, nil)
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		mustCall(t, c, "make", map[string]any{"num_envs": n, "decks": []string{deck}, "autoreset": auto, "fields": []string{"mask"}}, &m)
		mustCall(t, c, "reset", map[string]any{"env": m.Env}, nil)
		runtime.GC()
		runtime.ReadMemStats(&after)
		per := (int64(after.HeapAlloc) - int64(before.HeapAlloc)) / n
		t.Logf("autoreset %v: %d bytes per env (decks of 100 cards)", auto, per)
		if per > 512<<10 {
			t.Errorf("autoreset %v: %d bytes per env, over the 512 KB docs/bridge.md states", auto, per)
		}
		mustCall(t, c, "close", map[string]any{"env": m.Env}, nil)
	}
}
