package web

import (
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/lorcana-rl/lorcana/limited"
)

// TestBrowserDraft drafts a pod of 8 (4 packs) with the mouse alone, picking
// a different card of each pack, builds a deck by clicks (buildByClicks),
// sees a game refused with the deck kept, plays the bot with it, and
// answers a few decisions. LORCANA_SCREENSHOTS keeps a pick, the deck
// built and the game (docs/web-draft-*.png).
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
			viewShot(t, ctx, name)
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
	// The deck by clicks: 35 cards of the pool, one out, another in, by
	// mouse and by keyboard; the play button follows the count.
	buildByClicks(t, ctx, limited.DraftDeckSize)
	get(t, ctx, chromedp.Evaluate[bool](`window.scrollTo(0, 0), true`))
	if size == "wide" {
		viewShot(t, ctx, "web-draft-build.png")
	}
	refusedInPage(t, ctx, limited.DraftDeckSize)
	playBuilt(t, ctx, s)
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
