package web

import (
	"context"
	"fmt"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/lorcana-rl/lorcana/engine"
)

// The browser tests drive Debian's chromium (apt-get install chromium;
// .ci/run installs it) through chromedp, and skip where there is none.
// LORCANA_SCREENSHOTS=DIR writes their screenshots there (a relative DIR is
// from the repository's root; docs/ keeps the current ones), otherwise into a
// temporary folder.

func chromium(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("browser tests are not short")
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Skip("no chromium (apt-get install chromium): the browser tests need it")
	return ""
}

// browser starts a server and a headless chromium; it returns the server,
// the page's address and a chromedp context.
func browser(t *testing.T, opts Options) (*Server, string, context.Context) {
	t.Helper()
	exe := chromium(t)
	s, err := New(opts)
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(s.Handler())
	t.Cleanup(ts.Close)
	aopts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(exe), chromedp.NoSandbox,
		chromedp.DisableGPU, chromedp.WindowSize(1400, 1000), chromedp.UserDataDir(t.TempDir()))
	actx, cancelA := chromedp.NewExecAllocator(context.Background(), aopts...)
	bctx, cancelB := chromedp.NewContext(actx)
	if err := chromedp.Do(bctx); err != nil { // start the browser (no timeout on this context)
		cancelB()
		cancelA()
		t.Skipf("chromium does not start: %v", err)
	}
	ctx, cancelT := context.WithTimeout(bctx, 4*time.Minute)
	t.Cleanup(func() { cancelT(); cancelB(); cancelA() })
	return s, ts.URL, ctx
}

func run(t *testing.T, ctx context.Context, steps ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	if err := chromedp.Do(ctx, steps...); err != nil {
		t.Fatal(err)
	}
}

func get[T any](t *testing.T, ctx context.Context, a chromedp.Action[T]) T {
	t.Helper()
	v, err := chromedp.Run(ctx, a)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func screenshot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	screenshotOf(t, ctx, name, chromedp.FullScreenshot(100))
}

// screenshotOf writes the picture shot takes.
func screenshotOf(t *testing.T, ctx context.Context, name string, shot chromedp.Action[[]byte]) {
	t.Helper()
	dir := os.Getenv("LORCANA_SCREENSHOTS")
	switch {
	case dir == "":
		dir = t.TempDir()
	case !filepath.IsAbs(dir):
		dir = filepath.Join("..", dir) // from the repository's root, as docs/play.md says
	}
	png := get(t, ctx, shot)
	if err := os.WriteFile(filepath.Join(dir, name), png, 0o644); err != nil {
		t.Fatal(err)
	}
}

// newGame fills the new-game page and starts; it waits for the board.
func newGame(t *testing.T, ctx context.Context, url, opponent, seed string) {
	t.Helper()
	run(t, ctx,
		chromedp.Navigate(url+"/"),
		chromedp.WaitVisible(chromedp.CSS("#new-form")),
		chromedp.WaitReady(chromedp.CSS("#deck1 option")),
		chromedp.SetValue(chromedp.CSS("#opponent"), opponent),
		chromedp.SetValue(chromedp.CSS("#seed"), seed),
		chromedp.Click(chromedp.CSS("#start")),
		chromedp.WaitVisible(chromedp.CSS("#options")),
	)
	waitDrawn(t, ctx)
	shown := get(t, ctx, chromedp.Evaluate[[]any](`["#tape-controls", "#concede", "#new"].map((q) => document.querySelector(q).offsetParent !== null)`))
	if shown[0] != false || shown[1] != true || shown[2] != false {
		t.Errorf("in a game: watch controls, concede, new-game form shown %v; want false, true, false", shown)
	}
}

// waitDrawn waits until the board has drawn a view; it returns its seq.
func waitDrawn(t *testing.T, ctx context.Context) int {
	t.Helper()
	seq := get(t, ctx, chromedp.Poll[string](`document.body.dataset.seq !== undefined ? document.body.dataset.seq : null`, chromedp.WithPollingTimeout(20*time.Second)))
	n, _ := strconv.Atoi(seq)
	return n
}

// clickOption clicks option k (from 0) of the list, or when card is set,
// first the card and then the first option the card offers; it waits for
// the next decision (a higher seq) or the end.
func clickOption(t *testing.T, ctx context.Context, k int, card bool) (seq int, over bool) {
	t.Helper()
	before := waitDrawn(t, ctx)
	if card {
		// As a player would, bring the card to the middle of the screen
		// first: at a phone's width the decision panel covers the bottom.
		get(t, ctx, chromedp.Evaluate[bool](`document.querySelector(".card.clickable").scrollIntoView({block: "center"}), true`))
		run(t, ctx,
			chromedp.Click(chromedp.CSS(".card.clickable")),
			chromedp.WaitVisible(chromedp.CSS("#selected")),
			chromedp.Click(chromedp.CSS("#options li:first-child button")))
	} else {
		run(t, ctx, chromedp.Click(chromedp.CSS(fmt.Sprintf("#options li:nth-child(%d) button", k+1))))
	}
	res := get(t, ctx, chromedp.Poll[[]any](fmt.Sprintf(`(document.body.dataset.over === "1" || Number(document.body.dataset.seq) > %d) ? [Number(document.body.dataset.seq), document.body.dataset.over === "1"] : null`, before),
		chromedp.WithPollingTimeout(20*time.Second)))
	return int(res[0].(float64)), res[1].(bool)
}

// TestBrowserPlaysWholeGame plays a game against random with the mouse
// alone, at a desktop's size and at a phone's: a card, then its action,
// where a card offers one, else the first option of the list. The page
// must fit the width, and end with a result banner. LORCANA_SCREENSHOTS
// keeps the start, the middle and the end of each (docs/web-table-*.png).
func TestBrowserPlaysWholeGame(t *testing.T) {
	for _, size := range []struct {
		name string
		w, h int64
	}{{"wide", 1400, 900}, {"phone", 390, 844}} {
		t.Run(size.name, func(t *testing.T) {
			_, url, ctx := browser(t, Options{})
			run(t, ctx, chromedp.EmulateViewport(size.w, size.h))
			newGame(t, ctx, url, "random", "5")
			screenshot(t, ctx, "web-table-"+size.name+"-start.png")
			shot, read, bags, merged := false, false, 0, false
			for n := 0; ; n++ {
				if n > 500 {
					t.Fatal("no end after 500 clicks")
				}
				if w := get(t, ctx, chromedp.Evaluate[int](`document.documentElement.scrollWidth - window.innerWidth`)); w > 0 {
					t.Fatalf("click %d: the page is %d px wider than the window", n, w)
				}
				if bag := get(t, ctx, chromedp.Evaluate[[]any](`[view.bag.length, document.querySelectorAll("#players .bag li").length]`)); bag[0] != bag[1] {
					t.Fatalf("click %d: %v items in the bag, %v shown", n, bag[0], bag[1])
				}
				bags = max(bags, len(get(t, ctx, chromedp.Evaluate[[]any](`view.bag`))))
				// The first option is in sight without scrolling the page, at
				// either size (at a phone's, the panel sticks to the bottom).
				if n == 0 {
					get(t, ctx, chromedp.Evaluate[bool](`window.scrollTo(0, 0), true`))
					if in := get(t, ctx, chromedp.Evaluate[bool](`(() => { const r = document.querySelector("#options button").getBoundingClientRect(); return r.top >= 0 && r.bottom <= window.innerHeight; })()`)); !in {
						t.Fatal("the first option is out of sight at the top of the page")
					}
				}
				if dup := get(t, ctx, chromedp.Evaluate[int](`(() => { const t = [...document.querySelectorAll("#options button")].map((b) => b.textContent); return t.length - new Set(t).size; })()`)); dup > 0 {
					t.Fatalf("click %d: %d options repeat another's text", n, dup)
				}
				merged = merged || get(t, ctx, chromedp.Evaluate[bool](`(() => { const t = view.options.map((o) => o.text); return t.length > new Set(t).size; })()`))
				cards := get(t, ctx, chromedp.Evaluate[int](`document.querySelectorAll(".card.clickable").length`))
				// Quest where it can, else play a card, so that the game ends soon.
				k := get(t, ctx, chromedp.Evaluate[int](`(() => {
					const texts = [...document.querySelectorAll("#options button")].map((b) => b.textContent);
					for (const w of ["quests", "plays"]) { const i = texts.findIndex((x) => x.startsWith(w)); if (i >= 0) return i; }
					return 0; })()`))
				byCard := k == 0 && cards > 0 && n%3 == 0
				seq, over := clickOption(t, ctx, k, byCard)
				read = read || byCard
				if !shot && seq > 40 {
					screenshot(t, ctx, "web-table-"+size.name+"-mid.png")
					shot = true
				}
				if over {
					break
				}
			}
			if !read {
				t.Error("no card was clicked for its options")
			}
			decision := get(t, ctx, chromedp.Text(chromedp.CSS("#decision")))
			if !strings.Contains(decision, "the game is over") || !strings.Contains(decision, "wins") {
				t.Errorf("at the end the page says %q", decision)
			}
			title := get(t, ctx, chromedp.Text(chromedp.CSS("#banner-title")))
			if title != "You win" && title != "You lose" {
				t.Errorf("the result banner reads %q", title)
			}
			run(t, ctx, chromedp.ScrollIntoView(chromedp.CSS("#banner")))
			screenshot(t, ctx, "web-table-"+size.name+"-end.png")
			t.Log(title, decision, "; the most in the bag:", bags, "; identical options merged:", merged)
		})
	}
}

// TestBrowserCardFaces: the board puts the opponent above, you below with
// your hand at the bottom edge; a clicked card shows its full description
// and only its options; the opponent's hand is backs alone.
func TestBrowserCardFaces(t *testing.T) {
	_, url, ctx := browser(t, Options{})
	newGame(t, ctx, url, "greedy", "9")
	order := get(t, ctx, chromedp.Evaluate[[]any](`(() => {
		const ps = [...document.querySelectorAll("#players .player")];
		const you = ps.findIndex((p) => p.classList.contains("you"));
		const hand = document.querySelector(".player.you .zone.hand");
		const last = document.querySelector(".player.you").lastElementChild;
		return [ps.length, you, hand === last, document.querySelectorAll(".player.them .hidden-hand .back-mini").length,
			document.querySelectorAll(".player.them .card:not(.facedown) [data-id]").length];
	})()`))
	if order[0] != 2.0 || order[1] != 1.0 || order[2] != true || order[3] != 7.0 {
		t.Errorf("players, you at, your hand at the bottom, the opponent's backs: %v; want 2, 1, true, 7", order)
	}
	run(t, ctx,
		chromedp.Click(chromedp.CSS(".player.you .zone.hand .card.clickable")),
		chromedp.WaitVisible(chromedp.CSS("#detail")))
	got := get(t, ctx, chromedp.Evaluate[[]any](`(() => {
		const id = Number(document.querySelector(".card.selected").dataset.id);
		const c = view.players[view.seat].hand.find((x) => x.id === id);
		const shown = [...document.querySelectorAll("#options button")].map((b) => Number(b.dataset.n));
		const want = view.options.filter((o) => o.card === id || o.target === id).map((o) => o.n);
		return [document.querySelector("#detail h4").textContent === c.name,
			(c.abilities || []).every((a) => document.getElementById("detail").textContent.includes(a)),
			JSON.stringify(shown) === JSON.stringify(want) && shown.length > 0];
	})()`))
	for i, what := range []string{"the name", "every ability", "the card's options alone"} {
		if got[i] != true {
			t.Errorf("a clicked card: %s not shown", what)
		}
	}
	// The log's numbers go to 300 (maxLogLines): "300. " fits its margin,
	// with room for the gap the list keeps after its numbers.
	fit := get(t, ctx, chromedp.Evaluate[[]any](`(() => {
		const log = document.getElementById("log"), s = document.createElement("span");
		s.textContent = "300. ";
		log.append(s);
		const w = s.getBoundingClientRect().width;
		s.remove();
		return [w + 6, parseFloat(getComputedStyle(log).paddingLeft)];
	})()`))
	if fit[0].(float64) > fit[1].(float64) {
		t.Errorf("the log's numbers take %v px, its margin is %v px", fit[0], fit[1])
	}
	// The bag shows where it holds something, between the two sides.
	bag := get(t, ctx, chromedp.Evaluate[[]any](`(() => {
		const was = view, v = structuredClone(view);
		const before = document.querySelector("#players .bag") !== null;
		v.bag = ["a waiting ability"];
		draw(v);
		const mid = document.querySelector("#players .midline .bag");
		const shown = mid !== null && mid.textContent.includes("a waiting ability") && mid.parentElement.nextElementSibling.classList.contains("you");
		draw(was);
		return [before, shown];
	})()`))
	if bag[0] != false || bag[1] != true {
		t.Errorf("the bag: shown while empty %v, shown with an item above your side %v", bag[0], bag[1])
	}
}

// TestBrowserUnknownAddress: a game or a Watch that the server does not
// know shows its error alone, not over the board shown before.
func TestBrowserUnknownAddress(t *testing.T) {
	_, url, ctx := browser(t, Options{})
	newGame(t, ctx, url, "greedy", "3")
	for _, hash := range []string{"#game=0123abcd", "#watch=0123abcd"} {
		run(t, ctx, chromedp.Navigate(url+"/"+hash), chromedp.WaitVisible(chromedp.CSS("#msg")))
		got := get(t, ctx, chromedp.Evaluate[[]any](`[document.getElementById("msg").textContent, document.getElementById("game").offsetParent !== null, document.querySelectorAll(".card").length]`))
		if got[1] != false || got[2] != 0.0 || !strings.Contains(got[0].(string), "0123abcd") {
			t.Errorf("%s: message %q, board shown %v, %v cards", hash, got[0], got[1], got[2])
		}
	}
}

// TestBrowserAgainstNeural plays against the shipped bot: its answers take
// under 100 ms (measured in the server), and the page redraws after each.
func TestBrowserAgainstNeural(t *testing.T) {
	s, url, ctx := browser(t, Options{})
	newGame(t, ctx, url, "neural", "8")
	var slowest time.Duration
	var inPage []float64 // click to redrawn page, as the page measured it (ms)
	for n := 0; n < 40; n++ {
		t0 := time.Now()
		_, over := clickOption(t, ctx, 0, false)
		slowest = max(slowest, time.Since(t0))
		ms, _ := strconv.ParseFloat(get(t, ctx, chromedp.Evaluate[string](`document.body.dataset.answerMs || ""`)), 64)
		inPage = append(inPage, ms)
		if over {
			break
		}
	}
	slices.Sort(inPage)
	s.mu.Lock()
	var g *game
	for _, x := range s.games {
		g = x
	}
	s.mu.Unlock()
	g.mu.Lock()
	n, total, longest := g.botN, g.botTime, g.botMax
	g.mu.Unlock()
	if n == 0 {
		t.Fatal("the bot never answered")
	}
	t.Logf("bot: %d answers, %v on average, the longest %v; click to redrawn page in the page: median %.1f ms, longest %.1f ms (%d clicks; with the test's round trips, the longest %v)",
		n, total/time.Duration(n), longest, inPage[len(inPage)/2], inPage[len(inPage)-1], len(inPage), slowest)
	if longest >= 100*time.Millisecond {
		t.Errorf("the bot took %v to answer, want under 100 ms every time", longest)
	}
}

func TestBrowserBrokenDecklist(t *testing.T) {
	_, url, ctx := browser(t, Options{})
	run(t, ctx,
		chromedp.Navigate(url+"/"),
		chromedp.WaitVisible(chromedp.CSS("#new-form")),
		chromedp.SetValue(chromedp.CSS("#deck1-text"), "4 Mickey Mouse - Tru Friend\n4 <b>Nobody</b>\n"),
		chromedp.Click(chromedp.CSS("#start")),
		chromedp.WaitVisible(chromedp.CSS("#problems li")),
	)
	problems := get(t, ctx, chromedp.Text(chromedp.CSS("#problems")))
	for _, want := range []string{`deck 1: line 1: no card named "Mickey Mouse - Tru Friend"; did you mean "Mickey Mouse - True Friend"?`, `<b>Nobody</b>`} {
		if !strings.Contains(problems, want) {
			t.Errorf("the page shows %q, not %q", problems, want)
		}
	}
	bold := get(t, ctx, chromedp.Evaluate[int](`document.querySelectorAll("#problems b").length`))
	if bold != 0 {
		t.Error("the decklist's text became markup")
	}
}

func TestBrowserReloadResumes(t *testing.T) {
	_, url, ctx := browser(t, Options{})
	newGame(t, ctx, url, "greedy", "3")
	var seq int
	for range 5 {
		seq, _ = clickOption(t, ctx, 0, false)
	}
	loc := get(t, ctx, chromedp.Location())
	before := get(t, ctx, chromedp.Text(chromedp.CSS("#players")))
	run(t, ctx, chromedp.Reload(), chromedp.WaitVisible(chromedp.CSS("#options")))
	if got := waitDrawn(t, ctx); got != seq {
		t.Errorf("after a reload the page shows decision %d, want %d", got, seq)
	}
	after := get(t, ctx, chromedp.Text(chromedp.CSS("#players")))
	if before != after || !strings.Contains(loc, "#game=") {
		t.Errorf("after a reload (%s) the board differs:\n%s\n---\n%s", loc, before, after)
	}
}

// TestBrowserWatch watches neural against greedy: play, pause, step back,
// switch the view, and let it run to the end.
func TestBrowserWatch(t *testing.T) {
	_, url, ctx := browser(t, Options{})
	run(t, ctx,
		chromedp.Navigate(url+"/#watch"),
		chromedp.WaitReady(chromedp.CSS("#w-deck1 option")),
		chromedp.SetValue(chromedp.CSS("#w-seed"), "6"),
		chromedp.Click(chromedp.CSS("#w-start")),
		chromedp.WaitVisible(chromedp.CSS("#tape-controls")),
		chromedp.SetValue(chromedp.CSS("#t-speed"), "100"),
		chromedp.Click(chromedp.CSS("#t-play")),
	)
	get(t, ctx, chromedp.Poll[bool](`Number(document.body.dataset.pos) >= 30`, chromedp.WithPollingTimeout(60*time.Second)))
	run(t, ctx, chromedp.Click(chromedp.CSS("#t-play"))) // pause
	time.Sleep(300 * time.Millisecond)                   // a step already asked for may still land
	pos := get(t, ctx, chromedp.Evaluate[string](`document.body.dataset.pos`))
	time.Sleep(500 * time.Millisecond)
	if again := get(t, ctx, chromedp.Evaluate[string](`document.body.dataset.pos`)); again != pos {
		t.Errorf("paused at %s, then at %s", pos, again)
	}
	run(t, ctx, chromedp.Click(chromedp.CSS("#t-back")))
	p, _ := strconv.Atoi(pos)
	get(t, ctx, chromedp.Poll[bool](fmt.Sprintf(`Number(document.body.dataset.pos) === %d`, p-1), chromedp.WithPollingTimeout(10*time.Second)))
	run(t, ctx, chromedp.SetValue(chromedp.CSS("#tape-view"), "2"), chromedp.Evaluate[chromedp.Void](`document.getElementById("tape-view").dispatchEvent(new Event("change"))`))
	get(t, ctx, chromedp.Poll[bool](`document.getElementById("status").textContent !== "" && document.querySelectorAll(".player")[1].textContent.includes("(you)")`, chromedp.WithPollingTimeout(10*time.Second)))
	run(t, ctx, chromedp.SetValue(chromedp.CSS("#tape-view"), "full"), chromedp.Evaluate[chromedp.Void](`document.getElementById("tape-view").dispatchEvent(new Event("change"))`))
	get(t, ctx, chromedp.Poll[bool](`[...document.querySelectorAll(".player .zone h4")].filter((h) => h.textContent === "Hand").length === 2`, chromedp.WithPollingTimeout(10*time.Second)))
	screenshot(t, ctx, "web-watch.png")
	// "end ▶|" while the game is still played: the latest action, then on
	// with the game to its end.
	total, _ := strconv.Atoi(get(t, ctx, chromedp.Evaluate[string](`document.body.dataset.total`)))
	run(t, ctx, chromedp.SetValue(chromedp.CSS("#t-speed"), "100"), chromedp.Click(chromedp.CSS("#t-last")))
	get(t, ctx, chromedp.Poll[bool](fmt.Sprintf(`Number(document.body.dataset.pos) > %d`, total), chromedp.WithPollingTimeout(10*time.Second)))
	get(t, ctx, chromedp.Poll[bool](`document.body.dataset.done === "1" && document.body.dataset.pos === document.body.dataset.total`, chromedp.WithPollingTimeout(2*time.Minute)))
	if b := get(t, ctx, chromedp.Text(chromedp.CSS("#banner"))); !strings.Contains(b, "wins") {
		t.Errorf("the banner at the end of the watched game: %q", b)
	}
	if d := get(t, ctx, chromedp.Text(chromedp.CSS("#decision"))); !strings.Contains(d, "wins") {
		t.Errorf("at the end: %q", d)
	}
}

// TestBrowserWatchBagModel: the Watch form offers the bag models, the game
// is played under the one chosen, and the tape's line names it.
func TestBrowserWatchBagModel(t *testing.T) {
	s, url, ctx := browser(t, Options{})
	run(t, ctx,
		chromedp.Navigate(url+"/#watch"),
		chromedp.WaitReady(chromedp.CSS("#w-bag option")),
		chromedp.SetValue(chromedp.CSS("#w-bag"), "nested"),
		chromedp.SetValue(chromedp.CSS("#w-seed"), "6"),
		chromedp.Click(chromedp.CSS("#w-start")),
		chromedp.WaitVisible(chromedp.CSS("#tape-controls")),
	)
	if opts := get(t, ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll("#w-bag option")].map((o) => o.value)`)); !slices.Equal(opts, engine.BagModels()) {
		t.Errorf("the Watch form offers %v", opts)
	}
	get(t, ctx, chromedp.Poll[bool](`document.getElementById("t-pos").textContent.includes("nested bag")`, chromedp.WithPollingTimeout(10*time.Second)))
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.tapes) != 1 {
		t.Fatalf("%d tapes", len(s.tapes))
	}
	for _, tp := range s.tapes {
		if tp.eg.Config.Bag != engine.BagNested {
			t.Errorf("chose nested, playing %v", tp.eg.Config.Bag)
		}
	}
}

// TestBrowserReplay plays a game through the API (kept as a record), opens
// the record from the folder, steps to the end, back from another view to
// the start, then opens it again as an upload.
func TestBrowserReplay(t *testing.T) {
	dir := t.TempDir()
	s, url, ctx := browser(t, Options{Records: dir, Replays: dir})
	c := &client{t: t, url: url}
	g := c.newGame(`{"opponent":"greedy","seat":2,"seed":12}`)
	v := g.View
	for k := 0; !v.Over && k < 400; k++ {
		v, _ = c.answer(g.ID, v.Seq, 0)
	}
	if !v.Over {
		t.Fatal("the recorded game did not end")
	}
	_ = s
	run(t, ctx,
		chromedp.Navigate(url+"/#replay"),
		chromedp.WaitReady(chromedp.CSS("#r-files option")),
		chromedp.Click(chromedp.CSS("#r-open")),
		chromedp.WaitVisible(chromedp.CSS("#tape-controls")),
	)
	get(t, ctx, chromedp.Poll[bool](`document.body.dataset.pos === "0"`, chromedp.WithPollingTimeout(10*time.Second)))
	total := get(t, ctx, chromedp.Evaluate[string](`document.body.dataset.total`))
	for range 3 {
		before := get(t, ctx, chromedp.Evaluate[string](`document.body.dataset.pos`))
		run(t, ctx, chromedp.Click(chromedp.CSS("#t-step")))
		get(t, ctx, chromedp.Poll[bool](fmt.Sprintf(`document.body.dataset.pos !== %q`, before), chromedp.WithPollingTimeout(10*time.Second)))
	}
	run(t, ctx, chromedp.Click(chromedp.CSS("#t-last")))
	get(t, ctx, chromedp.Poll[bool](fmt.Sprintf(`document.body.dataset.pos === %q`, total), chromedp.WithPollingTimeout(10*time.Second)))
	if d := get(t, ctx, chromedp.Text(chromedp.CSS("#decision"))); !strings.Contains(d, "the game is over") {
		t.Errorf("at the end of the replay: %q", d)
	}
	screenshot(t, ctx, "web-replay.png")
	// Backwards: a step, then from seat 2's view (its hand, the other's a
	// count), then to the start.
	n, _ := strconv.Atoi(total)
	run(t, ctx, chromedp.Click(chromedp.CSS("#t-back")))
	get(t, ctx, chromedp.Poll[bool](fmt.Sprintf(`document.body.dataset.pos === "%d"`, n-1), chromedp.WithPollingTimeout(10*time.Second)))
	run(t, ctx, chromedp.SetValue(chromedp.CSS("#tape-view"), "2"), chromedp.Evaluate[chromedp.Void](`document.getElementById("tape-view").dispatchEvent(new Event("change"))`))
	get(t, ctx, chromedp.Poll[bool](`document.querySelectorAll(".player")[1].textContent.includes("(you)") && document.querySelectorAll(".hidden-hand").length === 1`, chromedp.WithPollingTimeout(10*time.Second)))
	if pos := get(t, ctx, chromedp.Evaluate[string](`document.body.dataset.pos`)); pos != strconv.Itoa(n-1) {
		t.Errorf("another view moved the replay to %s, want %d", pos, n-1)
	}
	run(t, ctx, chromedp.Click(chromedp.CSS("#t-first")))
	get(t, ctx, chromedp.Poll[bool](`document.body.dataset.pos === "0"`, chromedp.WithPollingTimeout(10*time.Second)))

	// The same record uploaded from the page: it opens at the start.
	files, _ := filepath.Glob(filepath.Join(dir, "*.lrp"))
	if len(files) != 1 {
		t.Fatalf("records: %v", files)
	}
	run(t, ctx,
		chromedp.Navigate(url+"/#replay"),
		chromedp.WaitVisible(chromedp.CSS("#upload-form")),
		chromedp.SetUploadFiles(chromedp.CSS("#r-upload"), files),
		chromedp.Click(chromedp.CSS("#r-send")),
	)
	get(t, ctx, chromedp.Poll[bool](fmt.Sprintf(`/^#replay=/.test(location.hash) && document.body.dataset.pos === "0" && document.body.dataset.total === %q`, total), chromedp.WithPollingTimeout(10*time.Second)))
	run(t, ctx, chromedp.Click(chromedp.CSS("#t-last")))
	get(t, ctx, chromedp.Poll[bool](fmt.Sprintf(`document.body.dataset.pos === %q`, total), chromedp.WithPollingTimeout(10*time.Second)))
}

// TestBrowserSecondTab: a second tab on the same game shows the same board,
// and follows the answers given in the first.
func TestBrowserSecondTab(t *testing.T) {
	_, url, ctx := browser(t, Options{})
	newGame(t, ctx, url, "greedy", "21")
	loc := get(t, ctx, chromedp.Location())
	tab2, cancel := chromedp.NewContext(ctx) // a new tab of the same browser
	defer cancel()
	run(t, tab2, chromedp.Navigate(loc), chromedp.WaitVisible(chromedp.CSS("#options")))
	seq1 := waitDrawn(t, ctx)
	if seq2 := waitDrawn(t, tab2); seq2 != seq1 {
		t.Fatalf("tab 1 shows decision %d, tab 2 %d", seq1, seq2)
	}
	seq, _ := clickOption(t, ctx, 0, false)
	get(t, tab2, chromedp.Poll[bool](fmt.Sprintf(`Number(document.body.dataset.seq) === %d`, seq), chromedp.WithPollingTimeout(10*time.Second)))
	b1 := get(t, ctx, chromedp.Text(chromedp.CSS("#players")))
	b2 := get(t, tab2, chromedp.Text(chromedp.CSS("#players")))
	if b1 != b2 {
		t.Errorf("the tabs show different boards:\n%s\n---\n%s", b1, b2)
	}
}

// TestBrowserTokenLeavesTheAddress: the address printed with ?token= opens
// the page, which then shows an address without the token (an HttpOnly
// cookie holds it, out of the page's reach) and plays as usual.
func TestBrowserTokenLeavesTheAddress(t *testing.T) {
	_, url, ctx := browser(t, Options{Token: testToken})
	run(t, ctx,
		chromedp.Navigate(url+"/?token="+testToken+"#watch"),
		chromedp.WaitVisible(chromedp.CSS("#watch-form")),
		chromedp.WaitReady(chromedp.CSS("#w-deck1 option")))
	if loc := get(t, ctx, chromedp.Location()); loc != url+"/#watch" {
		t.Errorf("the address bar shows %q, want %q", loc, url+"/#watch")
	}
	if c := get(t, ctx, chromedp.Evaluate[string](`document.cookie`)); c != "" {
		t.Errorf("the page can read cookies %q; the token's must be HttpOnly", c)
	}
	newGame(t, ctx, url, "greedy", "3")
	clickOption(t, ctx, 0, false)
	if loc := get(t, ctx, chromedp.Location()); strings.Contains(loc, "token") {
		t.Errorf("in a game the address is %q", loc)
	}
}

// TestBrowserLocations plays the Seven Dwarfs' Mine deck by clicks until a
// character of it is at a location: the page draws it with the location,
// not in the row of characters.
func TestBrowserLocations(t *testing.T) {
	_, url, ctx := browser(t, Options{})
	run(t, ctx,
		chromedp.Navigate(url+"/"),
		chromedp.WaitReady(chromedp.CSS("#deck1 option")),
		chromedp.SetValue(chromedp.CSS("#deck1"), "set5-amber-steel"),
		chromedp.SetValue(chromedp.CSS("#opponent"), "random"),
		chromedp.SetValue(chromedp.CSS("#seed"), "4"),
		chromedp.Click(chromedp.CSS("#start")),
		chromedp.WaitVisible(chromedp.CSS("#options")))
	for n := 0; ; n++ {
		grouped := get(t, ctx, chromedp.Evaluate[[]any](`(() => {
			const here = [...document.querySelectorAll(".player.you .loc-group .here .card")].map((c) => Number(c.dataset.id));
			const chars = [...document.querySelectorAll(".player.you .row.characters .card")].map((c) => Number(c.dataset.id));
			const at = view.players[view.seat].play.filter((c) => c.at_id >= 0).map((c) => c.id);
			return [here.length, at.length, here.every((id) => at.includes(id)) && !chars.some((id) => at.includes(id))];
		})()`))
		if bag := get(t, ctx, chromedp.Evaluate[[]any](`[view.bag.length, document.querySelectorAll("#players .bag li").length]`)); bag[0] != bag[1] {
			t.Fatalf("click %d: %v items in the bag, %v shown", n, bag[0], bag[1])
		} else if bag[0].(float64) > 0 {
			t.Logf("click %d: the bag shows %v", n, bag[0])
		}
		if grouped[2] != true {
			t.Fatalf("click %d: characters at a location drawn apart from it: %v", n, grouped)
		}
		if grouped[0].(float64) > 0 && grouped[0] == grouped[1] {
			// Each location's face shows its move cost (4.7.3.3) as the view has it.
			faces := get(t, ctx, chromedp.Evaluate[[]any](`view.players[view.seat].play.filter((c) => c.type === "location").map((c) => {
				const m = document.querySelector('.card[data-id="' + c.id + '"] .st.m b');
				return m !== null && Number(m.textContent) === c.move_cost && c.move_cost > 0; })`))
			if len(faces) == 0 || slices.Contains(faces, any(false)) {
				t.Fatalf("a location's face lacks its move cost: %v", faces)
			}
			screenshot(t, ctx, "web-table-location.png")
			return
		}
		if n > 300 || get(t, ctx, chromedp.Evaluate[bool](`view.over`)) {
			t.Fatal("no character moved to a location")
		}
		k := get(t, ctx, chromedp.Evaluate[int](`(() => {
			const texts = [...document.querySelectorAll("#options button")].map((b) => b.textContent);
			for (const w of ["moves", "plays Seven Dwarfs' Mine", "inks", "plays"]) { const i = texts.findIndex((x) => x.startsWith(w)); if (i >= 0) return i; }
			return 0; })()`))
		clickOption(t, ctx, k, false)
	}
}

// TestBrowserFreeForAll sits at a table of 3 from the new-game form: the
// seats offered follow the players chosen, the board shows the two
// opponents across the top and you below, the page fits the width, and the
// game plays to a result banner. LORCANA_SCREENSHOTS keeps
// docs/web-table-ffa3.png.
func TestBrowserFreeForAll(t *testing.T) {
	_, url, ctx := browser(t, Options{})
	run(t, ctx,
		chromedp.Navigate(url+"/"),
		chromedp.WaitVisible(chromedp.CSS("#new-form")),
		chromedp.WaitReady(chromedp.CSS("#deck1 option")),
		chromedp.SetValue(chromedp.CSS("#player-count"), "3"),
		chromedp.Evaluate[chromedp.Void](`$("player-count").dispatchEvent(new Event("change"))`),
	)
	seats := get(t, ctx, chromedp.Evaluate[[]any](`[...document.querySelectorAll("input[name=seat]")].map((r) => !r.parentElement.hidden)`))
	if len(seats) != 4 || seats[2] != true || seats[3] != false {
		t.Fatalf("with 3 players the seats offered are %v", seats)
	}
	run(t, ctx,
		chromedp.Click(chromedp.CSS("input[name=seat][value='3']")),
		chromedp.SetValue(chromedp.CSS("#opponent"), "greedy"),
		chromedp.SetValue(chromedp.CSS("#seed"), "7"),
		chromedp.Click(chromedp.CSS("#start")),
		chromedp.WaitVisible(chromedp.CSS("#options")),
	)
	waitDrawn(t, ctx)
	sides := get(t, ctx, chromedp.Evaluate[[]any](`[document.querySelectorAll("#players .player.far.them").length, document.querySelectorAll("#players .player.near.you").length, view.seat]`))
	if sides[0] != float64(2) || sides[1] != float64(1) || sides[2] != float64(2) {
		t.Fatalf("far opponents, near you, your seat: %v; want 2, 1, 2 (from 0)", sides)
	}
	if h := get(t, ctx, chromedp.Evaluate[[]any](`[...document.querySelectorAll("#players .player")].map((e) => e.offsetHeight)`)); len(h) != 3 || slices.Contains(h, any(float64(0))) {
		t.Fatalf("the players' heights on the page: %v; want 3 drawn", h)
	}
	shot := false
	for n := 0; ; n++ {
		if n > 500 {
			t.Fatal("no end after 500 clicks")
		}
		if w := get(t, ctx, chromedp.Evaluate[int](`document.documentElement.scrollWidth - window.innerWidth`)); w > 0 {
			t.Fatalf("click %d: the page is %d px wider than the window", n, w)
		}
		k := get(t, ctx, chromedp.Evaluate[int](`(() => {
			const texts = [...document.querySelectorAll("#options button")].map((b) => b.textContent);
			for (const w of ["quests", "plays"]) { const i = texts.findIndex((x) => x.startsWith(w)); if (i >= 0) return i; }
			return 0; })()`))
		seq, over := clickOption(t, ctx, k, false)
		if !shot && seq > 60 {
			screenshot(t, ctx, "web-table-ffa3.png")
			shot = true
		}
		if over {
			break
		}
	}
	title := get(t, ctx, chromedp.Text(chromedp.CSS("#banner-title")))
	if title != "You win" && title != "You lose" {
		t.Errorf("the result banner reads %q", title)
	}
}
