package web

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/lorcana-rl/lorcana/limited"
)

// TestBrowserDraft drafts a pod of 8 (4 packs) with the mouse alone, picking
// a different card of each pack, auto-builds the deck, plays the bot with
// it, and answers a few decisions. LORCANA_SCREENSHOTS keeps a pick, the
// built deck and the game (docs/web-draft-*.png).
func TestBrowserDraft(t *testing.T) {
	for _, size := range []struct {
		name string
		w, h int64
	}{{"wide", 1400, 900}, {"phone", 390, 844}} {
		t.Run(size.name, func(t *testing.T) { browserDraft(t, size.name, size.w, size.h) })
	}
}

func browserDraft(t *testing.T, size string, w, h int64) {
	s, url, ctx := browser(t, Options{})
	shot := func(name string) {
		if size == "wide" {
			screenshot(t, ctx, name)
		}
	}
	run(t, ctx, chromedp.EmulateViewport(w, h))
	run(t, ctx,
		chromedp.Navigate(url+"/#draft"),
		chromedp.WaitVisible(chromedp.CSS("#draft-form")),
		chromedp.WaitReady(chromedp.CSS("#d-set option")),
		chromedp.WaitReady(chromedp.CSS("#d-drafter option[value=rating]")),
		chromedp.SetValue(chromedp.CSS("#d-seed"), "21"),
		chromedp.Click(chromedp.CSS("#d-start")),
		chromedp.WaitVisible(chromedp.CSS("#d-pack li")),
	)
	picks := 4 * limited.PackSize
	for n := 0; n < picks; n++ {
		before := get(t, ctx, chromedp.Evaluate[int](`Number(document.body.dataset.draftPicks)`))
		cards := get(t, ctx, chromedp.Evaluate[int](`document.querySelectorAll("#d-pack li").length`))
		if want := limited.PackSize - n%limited.PackSize; cards != want {
			t.Fatalf("pick %d: %d cards in the pack shown, want %d", n, cards, want)
		}
		if w := get(t, ctx, chromedp.Evaluate[int](`document.documentElement.scrollWidth - window.innerWidth`)); w > 0 {
			t.Fatalf("pick %d: the page is %d px wider than the window", n, w)
		}
		k := n % cards
		name := get(t, ctx, chromedp.Text(chromedp.CSS(fmt.Sprintf("#d-pack li:nth-child(%d) .name", k+1))))
		run(t, ctx, chromedp.Click(chromedp.CSS(fmt.Sprintf("#d-pack li:nth-child(%d)", k+1))))
		get(t, ctx, chromedp.Poll[bool](fmt.Sprintf(`Number(document.body.dataset.draftPicks) > %d || null`, before), chromedp.WithPollingTimeout(20*time.Second)))
		pool := get(t, ctx, chromedp.Evaluate[[]any](`[...document.querySelectorAll("#d-pool .name")].map((e) => e.textContent)`))
		if len(pool) != n+1 || pool[n] != name {
			t.Fatalf("pick %d: took %q, the pool shows %d cards ending %v", n, name, len(pool), pool[len(pool)-1])
		}
		if n == 14 {
			shot("web-draft-pick.png")
		}
	}
	if done := get(t, ctx, chromedp.Evaluate[string](`document.body.dataset.draftDone`)); done != "1" {
		t.Fatalf("after %d picks the draft is not over", picks)
	}
	curve := get(t, ctx, chromedp.Evaluate[[]any](`[...document.querySelectorAll("#d-curve .bar small")].map((e) => Number(e.textContent))`))
	sum := 0.0
	for _, n := range curve {
		sum += n.(float64)
	}
	if int(sum) != picks {
		t.Errorf("the curve counts %v cards, want %d", sum, picks)
	}
	// A list of cards not of the pool is refused with the reasons, and
	// nothing is lost: the draft stays, ready to build.
	run(t, ctx,
		chromedp.SetValue(chromedp.CSS("#d-deck"), "3 "+pool0(t, ctx)+"\n"),
		chromedp.Click(chromedp.CSS("#d-play")),
		chromedp.WaitVisible(chromedp.CSS("#d-problems li")),
	)
	if p := get(t, ctx, chromedp.Text(chromedp.CSS("#d-problems"))); !strings.Contains(p, "at least 35") {
		t.Errorf("a deck of 3 cards: the page shows %q", p)
	}
	run(t, ctx,
		chromedp.Click(chromedp.CSS("#d-build")),
		chromedp.WaitVisible(chromedp.CSS("#d-deck-info")),
	)
	get(t, ctx, chromedp.Poll[bool](`document.body.dataset.draftBuilt === "1" || null`, chromedp.WithPollingTimeout(20*time.Second)))
	list := get(t, ctx, chromedp.Evaluate[string](`document.querySelector("#d-deck").value`))
	if info := get(t, ctx, chromedp.Text(chromedp.CSS("#d-deck-info"))); !strings.HasPrefix(info, "35 cards") || list == "" {
		t.Fatalf("auto-build shows %q and the list %q", info, list)
	}
	shot("web-draft-build.png")
	run(t, ctx,
		chromedp.SetValue(chromedp.CSS("#d-opponent"), "random"),
		chromedp.Click(chromedp.CSS("#d-play")),
		chromedp.WaitVisible(chromedp.CSS("#options")),
	)
	waitDrawn(t, ctx)
	s.mu.Lock()
	var g *game
	for _, x := range s.games {
		g = x
	}
	s.mu.Unlock()
	if g == nil {
		t.Fatal("no game started")
	}
	g.mu.Lock()
	deckSize := len(g.st.Game().Config.Decks[0])
	g.mu.Unlock()
	if deckSize != limited.DraftDeckSize {
		t.Errorf("the game's deck 1 holds %d cards, want the built %d", deckSize, limited.DraftDeckSize)
	}
	// A few actions: ink, play and quest where the options offer it.
	for n := 0; n < 16; n++ {
		k := get(t, ctx, chromedp.Evaluate[int](`(() => {
			const texts = [...document.querySelectorAll("#options button")].map((b) => b.textContent);
			for (const w of ["quests", "plays", "inks"]) { const i = texts.findIndex((x) => x.startsWith(w)); if (i >= 0) return i; }
			return 0; })()`))
		if _, over := clickOption(t, ctx, k, false); over {
			break
		}
	}
	shot("web-draft-game.png")
}

// pool0 is the name of the first card of the pool shown.
func pool0(t *testing.T, ctx context.Context) string {
	t.Helper()
	return get(t, ctx, chromedp.Text(chromedp.CSS("#d-pool li:first-child .name")))
}
