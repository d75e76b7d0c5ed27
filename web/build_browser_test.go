package web

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/lorcana-rl/lorcana/limited"
)

// The build view in chromium: the helpers below click and type in it as a
// player would, and check the count and the play button after each step.

// deckCount is the number of cards of the deck being built, as the page
// counts them; it waits until the page has drawn the build view.
func deckCount(t *testing.T, ctx context.Context) int {
	t.Helper()
	n, err := strconv.Atoi(get(t, ctx, chromedp.Poll[string](`document.body.dataset.deckCount !== undefined ? document.body.dataset.deckCount : null`,
		chromedp.WithPollingTimeout(20*time.Second))))
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// playable says whether the play button is enabled.
func playable(t *testing.T, ctx context.Context) bool {
	t.Helper()
	return get(t, ctx, chromedp.Evaluate[bool](`!document.querySelector("#d-play").disabled`))
}

// clickIn brings the first element of sel to the middle of the screen (the
// build bar sticks to the bottom) and clicks it.
func clickIn(t *testing.T, ctx context.Context, sel string) {
	t.Helper()
	if !get(t, ctx, chromedp.Evaluate[bool](fmt.Sprintf(`(() => { const e = document.querySelector(%q); if (!e) return false; e.scrollIntoView({block: "center"}); return true; })()`, sel))) {
		t.Fatalf("no %s in the page", sel)
	}
	run(t, ctx, chromedp.Click(chromedp.CSS(sel)))
}

// wantDeck checks the count and the play button's state: enabled exactly
// when the deck holds at least min cards (1.10.1.2).
func wantDeck(t *testing.T, ctx context.Context, step string, n, min int) {
	t.Helper()
	if got := deckCount(t, ctx); got != n {
		t.Fatalf("%s: the page counts %d cards, want %d", step, got, n)
	}
	if p := playable(t, ctx); p != (n >= min) {
		t.Fatalf("%s: %d cards of at least %d, and the play button enabled is %v", step, n, min, p)
	}
	legal := get(t, ctx, chromedp.Text(chromedp.CSS("#b-legal")))
	if want := fmt.Sprintf("add %d more", min-n); n < min && !strings.Contains(legal, want) {
		t.Errorf("%s: the bar says %q, want %q", step, legal, want)
	}
	if w := get(t, ctx, chromedp.Evaluate[int](`document.documentElement.scrollWidth - window.innerWidth`)); w > 0 {
		t.Fatalf("%s: the page is %d px wider than the window", step, w)
	}
}

// buildByClicks builds a deck of min cards from an empty one by clicking
// cards of the pool, then takes one out and puts another in, by mouse and
// by keyboard.
func buildByClicks(t *testing.T, ctx context.Context, min int) {
	t.Helper()
	run(t, ctx, chromedp.WaitVisible(chromedp.CSS("#d-building")))
	wantDeck(t, ctx, "the build view opened", 0, min)
	for n := 1; n <= min; n++ {
		clickIn(t, ctx, "#b-pool li.clickable")
		wantDeck(t, ctx, fmt.Sprintf("click %d of the pool", n), n, min)
	}
	clickIn(t, ctx, "#b-deck li:first-child")
	wantDeck(t, ctx, "a card taken out", min-1, min)
	clickIn(t, ctx, "#b-pool li.clickable:last-child")
	wantDeck(t, ctx, "another card put in", min, min)
	id := get(t, ctx, chromedp.Evaluate[string](`document.querySelector("#b-deck li:first-child").dataset.key.slice(1)`))
	run(t, ctx, chromedp.Focus(chromedp.CSS("#b-deck li:first-child")), chromedp.KeyEvent("-"))
	wantDeck(t, ctx, "- on a card of the deck", min-1, min)
	if k := get(t, ctx, chromedp.Evaluate[string](`document.activeElement.dataset.key || ""`)); !strings.HasPrefix(k, "d") {
		t.Errorf("after - the focus left the deck (on %q)", k)
	}
	run(t, ctx, chromedp.Focus(chromedp.CSS(fmt.Sprintf(`#b-pool li[data-key="p%s"]`, id))), chromedp.KeyEvent("+"))
	wantDeck(t, ctx, "+ on the card of the pool", min, min)
}

// refusedInPage plays with an opponent the server refuses: the error shows
// in the page, and the deck and the build view stay.
func refusedInPage(t *testing.T, ctx context.Context, n int) {
	t.Helper()
	run(t, ctx,
		chromedp.SetValue(chromedp.CSS("#d-opponent"), "nobody"),
		chromedp.Click(chromedp.CSS("#d-play")),
		chromedp.WaitVisible(chromedp.CSS("#msg")))
	if m := get(t, ctx, chromedp.Text(chromedp.CSS("#msg"))); !strings.Contains(m, "nobody") {
		t.Errorf("an unknown opponent: the page says %q", m)
	}
	if got := deckCount(t, ctx); got != n || !get(t, ctx, chromedp.Evaluate[bool](`!document.querySelector("#d-building").hidden`)) {
		t.Fatalf("after a refused game the page shows %d cards (want %d), or no build view", got, n)
	}
	run(t, ctx, chromedp.SetValue(chromedp.CSS("#d-opponent"), "random"))
}

// playBuilt starts the game and checks that the server plays the deck the
// page built, card for card.
func playBuilt(t *testing.T, ctx context.Context, s *Server) {
	t.Helper()
	want := get(t, ctx, chromedp.Evaluate[map[string]float64](`Object.fromEntries([...deck].map(([id, n]) => [String(id), n]))`))
	run(t, ctx,
		chromedp.SetValue(chromedp.CSS("#d-opponent"), "random"),
		chromedp.Click(chromedp.CSS("#d-play")),
		chromedp.WaitVisible(chromedp.CSS("#options")))
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
	got := map[string]float64{}
	for _, id := range g.st.Game().Config.Decks[0] {
		got[fmt.Sprint(id)]++
	}
	g.mu.Unlock()
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("the game's deck is %v; the page built %v", got, want)
	}
}

// TestBrowserSealed opens a Sealed pool in the page (after a mix of 3
// boosters, refused),
// auto-builds, edits the deck by mouse and keyboard, reloads (the deck
// stays), and plays the bot, at a desktop's width and a phone's.
// LORCANA_SCREENSHOTS keeps the build view (docs/web-sealed-build*.png).
func TestBrowserSealed(t *testing.T) {
	for _, size := range []struct {
		name string
		w, h int64
	}{{"wide", 1400, 900}, {"phone", 390, 844}} {
		t.Run(size.name, func(t *testing.T) {
			s, url, ctx := browser(t, Options{})
			run(t, ctx, chromedp.EmulateViewport(size.w, size.h))
			run(t, ctx,
				chromedp.Navigate(url+"/#sealed"),
				chromedp.WaitVisible(chromedp.CSS("#sealed-form")),
				chromedp.WaitReady(chromedp.CSS("#s-set option")),
				chromedp.SetValue(chromedp.CSS("#s-sets"), "5,6,7"),
				chromedp.Click(chromedp.CSS("#s-start")),
				chromedp.WaitVisible(chromedp.CSS("#msg")))
			if m := get(t, ctx, chromedp.Text(chromedp.CSS("#msg"))); !strings.Contains(m, "from 4 to 64") {
				t.Errorf("3 boosters: the page says %q", m)
			}
			get(t, ctx, chromedp.Evaluate[bool](`document.querySelector("#s-sets").value = "", true`))
			run(t, ctx,
				chromedp.SetValue(chromedp.CSS("#s-seed"), "8"),
				chromedp.Click(chromedp.CSS("#s-start")),
				chromedp.WaitVisible(chromedp.CSS("#d-building")))
			min := limited.SealedDeckSize
			wantDeck(t, ctx, "a pool opened", 0, min)
			if n := get(t, ctx, chromedp.Evaluate[int](`[...document.querySelectorAll("#b-pool .copies")].reduce((n, e) => n + Number(e.textContent.split("/")[1]), 0)`)); n != 6*limited.PackSize {
				t.Errorf("the pool shows %d cards, want %d", n, 6*limited.PackSize)
			}
			// The pool by cost: the same cards, one group a cost.
			heads := get(t, ctx, chromedp.Evaluate[[]any](`(() => { const s = document.querySelector("#b-group"); s.value = "cost"; s.dispatchEvent(new Event("change"));
				return [...document.querySelectorAll("#b-pool h4")].map((h) => h.textContent.split(" ·")[0]); })()`))
			if n := get(t, ctx, chromedp.Evaluate[int](`document.querySelectorAll("#b-pool .copies").length`)); len(heads) < 2 || !strings.HasPrefix(fmt.Sprint(heads[0]), "cost ") || n != get(t, ctx, chromedp.Evaluate[int](`draft.lines.length`)) {
				t.Errorf("by cost: groups %v, %d cards shown", heads, n)
			}
			get(t, ctx, chromedp.Evaluate[bool](`(() => { const s = document.querySelector("#b-group"); s.value = "ink"; s.dispatchEvent(new Event("change")); return true; })()`))
			run(t, ctx, chromedp.Click(chromedp.CSS("#d-build")))
			get(t, ctx, chromedp.Poll[bool](`document.body.dataset.draftBuilt === "1" || null`, chromedp.WithPollingTimeout(20*time.Second)))
			wantDeck(t, ctx, "auto-built", min, min)
			clickIn(t, ctx, "#b-deck li:last-child")
			wantDeck(t, ctx, "a card taken out", min-1, min)
			clickIn(t, ctx, "#b-pool li.clickable")
			wantDeck(t, ctx, "another card put in", min, min)
			run(t, ctx, chromedp.Focus(chromedp.CSS("#b-pool li.clickable")), chromedp.KeyEvent(kb.Enter))
			wantDeck(t, ctx, "Enter on a card of the pool", min+1, min)
			run(t, ctx, chromedp.KeyEvent("-"))
			wantDeck(t, ctx, "- on it", min, min)
			before := get(t, ctx, chromedp.Evaluate[string](`JSON.stringify([...deck].sort((a, b) => a[0] - b[0]))`))
			run(t, ctx, chromedp.Reload(), chromedp.WaitVisible(chromedp.CSS("#d-building")))
			wantDeck(t, ctx, "reloaded", min, min)
			if after := get(t, ctx, chromedp.Evaluate[string](`JSON.stringify([...deck].sort((a, b) => a[0] - b[0]))`)); after != before {
				t.Errorf("a reload changed the deck: %s, was %s", after, before)
			}
			get(t, ctx, chromedp.Evaluate[bool](`window.scrollTo(0, 0), true`))
			if size.name == "wide" {
				viewShot(t, ctx, "web-sealed-build.png")
			} else {
				viewShot(t, ctx, "web-build-phone.png")
			}
			refusedInPage(t, ctx, min)
			playBuilt(t, ctx, s)
		})
	}
}

// viewShot keeps what the window shows (a smaller picture than a whole
// page's), as screenshot does.
func viewShot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	screenshotOf(t, ctx, name, chromedp.CaptureScreenshot())
}
