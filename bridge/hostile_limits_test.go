package bridge

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/klauspost/compress/zstd"
	"github.com/lorcana-rl/lorcana/bridge/client"
	"github.com/lorcana-rl/lorcana/bridge/wire"
	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/checkpoints"
	"github.com/lorcana-rl/lorcana/decks"
	"github.com/vmihailenco/msgpack/v5"
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

// TestDeckBadLinesStop: reading a decklist stops at its third bad line
// (each costs a "did you mean" search over the catalogue), for text and
// for a file of --deck-dir.
func TestDeckBadLinesStop(t *testing.T) {
	dir := t.TempDir()
	bad := deckOf(1000, 1, "Nobody - Nothing Here")
	os.WriteFile(filepath.Join(dir, "bad.txt"), []byte(bad), 0o600)
	_, path := startServer(t, Options{Token: hostileToken, DeckDir: dir})
	c := dial(t, path, client.Options{Token: hostileToken})
	for _, deck := range []string{bad, "bad.txt"} {
		_, err := c.CallRaw("make", map[string]any{"decks": []string{deck}})
		wantCode(t, err, wire.CodeBadRequest)
		if msg := err.(*wire.Error).Message; !strings.Contains(msg, "3 bad lines; reading stopped") {
			t.Errorf("%.20q: %q, want reading stopped at 3 bad lines", deck, msg)
		}
	}
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
		const n = 64
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

// TestAgentSpecsNameNoPath: a client names agents and the checkpoints the
// operator made available, never a path: a file of the working folder, a
// missing one, "..", a FIFO and a link out are refused with the same error
// (which names nothing of the file system), nothing hangs, and a
// checkpoint of --checkpoints is played by name.
func TestAgentSpecsNameNoPath(t *testing.T) {
	work, dir, outside := t.TempDir(), t.TempDir(), t.TempDir()
	t.Chdir(work)
	os.WriteFile("big.bin", bytes.Repeat([]byte("x"), 1<<20), 0o600)
	os.WriteFile(filepath.Join(outside, "secret.ckpt"), checkpoints.Bot, 0o600)
	os.WriteFile(filepath.Join(dir, "bot.ckpt"), checkpoints.Bot, 0o600)
	os.WriteFile(filepath.Join(dir, "junk.ckpt"), []byte("not a checkpoint"), 0o600)
	os.Symlink(filepath.Join(outside, "secret.ckpt"), filepath.Join(dir, "out.ckpt"))
	for _, fifo := range []string{"fifo", filepath.Join(dir, "fifo")} {
		if err := syscall.Mkfifo(fifo, 0o600); err != nil {
			t.Skipf("mkfifo: %v", err)
		}
	}
	_, path := startServer(t, Options{Token: hostileToken, Checkpoints: dir})
	c := dial(t, path, client.Options{Token: hostileToken, Timeout: 10 * time.Second})
	if got := fmt.Sprint(c.Hello["checkpoints"]); got != "[bot.ckpt junk.ckpt]" {
		t.Errorf("hello.checkpoints %s, want the regular files inside the folder", got)
	}
	refusal := func(spec, name string) string {
		t.Helper()
		_, err := c.CallRaw("make", map[string]any{"opponent": spec})
		wantCode(t, err, wire.CodeBadRequest)
		msg := err.(*wire.Error).Message
		checkMessage(t, msg)
		for _, leak := range []string{"stat", "no such file", "directory", "permission", work, dir, outside, "bin\n"} {
			if strings.Contains(msg, leak) && !strings.Contains(spec, leak) {
				t.Errorf("%s: the error tells of the file system (%q): %s", spec, leak, msg)
			}
		}
		msg = strings.ReplaceAll(msg, `"`+name+`"`, `"NAME"`)
		return strings.ReplaceAll(msg, `:`+name+`"`, `:NAME"`)
	}
	want := refusal("ismcts-neural:1:nothere.bin", "nothere.bin")
	for _, name := range []string{"big.bin", "..", ".", "fifo", "out.ckpt", "../" + filepath.Base(outside) + "/secret.ckpt", filepath.Join(outside, "secret.ckpt")} {
		for _, spec := range []string{"ismcts-neural:1:" + name, "neural:" + name} {
			got := refusal(spec, name)
			if strings.HasPrefix(spec, "ismcts") && got != want {
				t.Errorf("%s: %q; a missing file gets %q (the errors tell which files exist)", spec, got, want)
			}
		}
	}
	refusal("ismcts-neural:1:junk.ckpt", "junk.ckpt")
	for _, spec := range []string{"ismcts-neural:1:bot.ckpt", "neural:bot.ckpt", "ismcts-neural:1", "neural"} {
		var m makeResult
		mustCall(t, c, "make", map[string]any{"opponent": spec}, &m)
		mustCall(t, c, "reset", map[string]any{"env": m.Env}, nil)
		mustCall(t, c, "close", map[string]any{"env": m.Env}, nil)
	}
	served(t, path)
}

// longSearch makes a group whose opponent searches for ever (a billion
// simulations a decision) and sends a reset: the opponent moves first.
func longSearch(t *testing.T, c *client.Client) uint32 {
	t.Helper()
	var m makeResult
	mustCall(t, c, "make", map[string]any{"opponent": "ismcts:1000000000", "starting_player": 2, "fields": []string{"mask"}}, &m)
	if err := c.SendFrame(frameOf(map[string]any{"id": 50, "cmd": "reset", "args": map[string]any{"env": m.Env}})); err != nil {
		t.Fatal(err)
	}
	return m.Env
}

// waitConns waits (generously) until the server serves n connections.
func waitConns(t *testing.T, s *Server, n int, why string) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for s.Conns() != n && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	if got := s.Conns(); got != n {
		t.Fatalf("%s: %d connections served, want %d", why, got, n)
	}
}

// TestSearchBounds: a client may not ask for more simulations than
// --max-sims, a request that computes longer than --max-request is cut
// short with a limit error (its env then waits for a reset), and the work
// of a client that closes its connection stops.
func TestSearchBounds(t *testing.T) {
	t.Run("simulations", func(t *testing.T) {
		_, path := startServer(t, Options{Token: hostileToken})
		c := dial(t, path, client.Options{Token: hostileToken})
		for _, spec := range []string{"ismcts:1000000000", "mcts:5001", "ismcts-neural:99999999"} {
			_, err := c.CallRaw("make", map[string]any{"opponent": spec})
			wantCode(t, err, wire.CodeBadRequest)
			if msg := err.Error(); !strings.Contains(msg, "--max-sims") {
				t.Errorf("%s: %s, want the --max-sims limit named", spec, msg)
			}
		}
		mustCall(t, c, "make", map[string]any{"opponent": "ismcts:5000"}, nil)
	})
	t.Run("time per request", func(t *testing.T) {
		_, path := startServer(t, Options{Token: hostileToken, MaxSims: 1 << 30, MaxRequest: 300 * time.Millisecond})
		c := dial(t, path, client.Options{Token: hostileToken, Timeout: 30 * time.Second})
		env := longSearch(t, c)
		r, err := c.Receive()
		if err != nil {
			t.Fatal(err)
		}
		checkError(t, r, wire.CodeLimit)
		if !strings.Contains(r.Error.Message, "--max-request") {
			t.Errorf("%s, want the --max-request limit named", r.Error.Message)
		}
		_, err = c.CallRaw("step", map[string]any{"env": env, "actions": []int{0}})
		wantCode(t, err, wire.CodeGameOver) // the cut game waits for a reset
		mustCall(t, c, "ping", nil, nil)
	})
	t.Run("client gone", func(t *testing.T) {
		s, path := startServer(t, Options{Token: hostileToken, MaxSims: 1 << 30, MaxRequest: -1})
		c, err := client.Dial("unix", path, client.Options{Token: hostileToken})
		if err != nil {
			t.Fatal(err)
		}
		longSearch(t, c)
		time.Sleep(200 * time.Millisecond) // let the search begin (the test passes either way)
		c.Close()
		waitConns(t, s, 0, "after the client closed during a search")
	})
}

// TestShutdownWithBusyConnection: Shutdown ends within its context and a
// bounded wait even while a connection computes a search without end.
func TestShutdownWithBusyConnection(t *testing.T) {
	path := filepath.Join(t.TempDir(), "s")
	l, err := net.Listen("unix", path)
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(Options{Token: hostileToken, MaxSims: 1 << 30, MaxRequest: -1})
	if err != nil {
		t.Fatal(err)
	}
	served := make(chan error, 1)
	go func() { served <- s.Serve(l) }()
	c := dial(t, path, client.Options{Token: hostileToken})
	longSearch(t, c)
	time.Sleep(200 * time.Millisecond) // let the search begin (the test passes either way)
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	done := make(chan error, 1)
	go func() { done <- s.Shutdown(ctx) }()
	select {
	case err := <-done:
		t.Logf("shutdown: %v", err)
	case <-time.After(30 * time.Second):
		t.Fatal("Shutdown still waits for the busy connection after 30 s")
	}
	if err := <-served; !errors.Is(err, ErrServerClosed) {
		t.Errorf("Serve returned %v", err)
	}
	waitConns(t, s, 0, "after the shutdown")
}

// TestClientThatStopsReading: a client that sends requests but never reads
// the replies is dropped after the write timeout, and its slot is freed.
func TestClientThatStopsReading(t *testing.T) {
	s, path := startServer(t, Options{Token: hostileToken, MaxConns: 1, IdleTimeout: time.Hour, WriteTimeout: 300 * time.Millisecond})
	c, err := client.Dial("unix", path, client.Options{Token: hostileToken})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	var m makeResult
	mustCall(t, c, "make", map[string]any{"num_envs": 8}, &m) // replies of ~640 KB
	reset := frameOf(map[string]any{"id": 9, "cmd": "reset", "args": map[string]any{"env": m.Env}})
	go func() {
		c.Conn().SetWriteDeadline(time.Now().Add(30 * time.Second))
		for range 200 {
			if _, err := c.Conn().Write(reset); err != nil {
				return
			}
		}
	}()
	waitConns(t, s, 0, "a client that stops reading")
	served(t, path)
}

// rss is the process's resident memory in bytes (Linux), or 0.
func rss() int64 {
	b, err := os.ReadFile("/proc/self/statm")
	if err != nil {
		return 0
	}
	var size, res int64
	fmt.Sscan(string(b), &size, &res)
	return res * int64(os.Getpagesize())
}

func heap() int64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return int64(m.HeapAlloc)
}

// TestBombStormMemory: 16 connections each sending three zstd bombs
// stay within one memory budget for frames, shared by all connections
// (4 × max_frame), while they are open, and the memory goes back after:
// the heap to its baseline, and the resident memory too (the budget hands
// it back to the system when a storm is over).
func TestBombStormMemory(t *testing.T) {
	const maxFrame = 8 << 20
	s, path := startServer(t, Options{Token: hostileToken, MaxFrame: maxFrame})
	// Streamed, so the frame does not state its size: the decoder finds
	// out by inflating.
	var bb bytes.Buffer
	zw, _ := zstd.NewWriter(&bb)
	zw.Write(make([]byte, 64<<20))
	zw.Close()
	bomb := bb.Bytes()
	bombFrame := rawFrame(uint32(len(bomb))|wire.Compressed, bomb)
	served(t, path)
	heap0, rss0 := heap(), rss()
	var conns []*client.Client
	var wg sync.WaitGroup
	for range 16 {
		c := dial(t, path, client.Options{Token: hostileToken, Zstd: true, Timeout: 30 * time.Second})
		conns = append(conns, c)
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 3 {
				c.Conn().Write(bombFrame)
				r, err := c.Receive()
				if err != nil {
					t.Error(err)
					return
				}
				checkError(t, r, wire.CodeFrameTooLarge, wire.CodeLimit)
			}
		}()
	}
	wg.Wait()
	heapOpen := heap()
	for _, c := range conns {
		mustCall(t, c, "ping", nil, nil)
		c.Close()
	}
	waitConns(t, s, 0, "after the storm")
	// The budget hands memory back a second after the storm: wait for it
	// (generously; only the end state is checked).
	heapAfter, rssAfter := heap(), rss()
	for deadline := time.Now().Add(20 * time.Second); (heapAfter-heap0 > 16<<20 || rssAfter-rss0 > 64<<20) && time.Now().Before(deadline); {
		time.Sleep(100 * time.Millisecond)
		heapAfter, rssAfter = heap(), rss()
	}
	t.Logf("%d-byte bombs: heap %d MB before, %d MB with the 16 connections open after the storm, %d MB after they closed; RSS %d MB before, %d MB after; budget %d MB, %d bytes in use",
		len(bomb), heap0>>20, heapOpen>>20, heapAfter>>20, rss0>>20, rssAfter>>20, s.budget.Limit()>>20, s.budget.Used())
	if s.budget.Used() != 0 {
		t.Errorf("%d bytes of the budget still in use", s.budget.Used())
	}
	if grow := heapOpen - heap0; grow > s.budget.Limit()+64<<20 {
		t.Errorf("the heap grew by %d MB with the connections open, over the budget of %d MB (and 64 MB of decoders)", grow>>20, s.budget.Limit()>>20)
	}
	if grow := heapAfter - heap0; grow > 16<<20 {
		t.Errorf("the heap is %d MB over its baseline after the storm", grow>>20)
	}
	if grow := rssAfter - rss0; rss0 > 0 && grow > 64<<20 {
		t.Errorf("the resident memory is %d MB over its baseline after the storm", grow>>20)
	}
}

// TestDeckDirSpecialFiles: a FIFO in --deck-dir is refused at once (it
// is opened without blocking, and only regular files are read), and an
// absolute symbolic link is refused even when it points inside the folder,
// as the docs say; a relative one inside is followed.
func TestDeckDirSpecialFiles(t *testing.T) {
	dir := t.TempDir()
	amber, _ := decks.Bytes("set1-amber-steel")
	os.WriteFile(filepath.Join(dir, "mine.txt"), amber, 0o600)
	if err := syscall.Mkfifo(filepath.Join(dir, "fifo.txt"), 0o600); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	os.Symlink(filepath.Join(dir, "mine.txt"), filepath.Join(dir, "absolute.txt"))
	os.Symlink("mine.txt", filepath.Join(dir, "relative.txt"))
	_, path := startServer(t, Options{Token: hostileToken, DeckDir: dir})
	c := dial(t, path, client.Options{Token: hostileToken, Timeout: 10 * time.Second})
	for _, tc := range []struct {
		deck string
		want string // in the error; "" for ok
	}{
		{"fifo.txt", "regular file"},
		{"absolute.txt", "refused"},
		{"relative.txt", ""},
	} {
		_, err := c.CallRaw("make", map[string]any{"decks": []string{tc.deck}})
		if tc.want == "" {
			if err != nil {
				t.Errorf("%s: %v", tc.deck, err)
			}
			continue
		}
		wantCode(t, err, wire.CodeBadRequest)
		if msg := err.Error(); !strings.Contains(msg, tc.want) || strings.Contains(msg, dir) {
			t.Errorf("%s: %s, want %q and no path", tc.deck, msg, tc.want)
		}
	}
	served(t, path)
}

// TestRestoreInvalidUTF8: a snapshot whose config holds bytes that are
// not UTF-8 is refused with a clean error whose message is valid UTF-8 (a
// MessagePack str every client can decode), not the bytes echoed raw.
func TestRestoreInvalidUTF8(t *testing.T) {
	_, path := startServer(t, Options{Token: hostileToken})
	c := dial(t, path, client.Options{Token: hostileToken})
	var m makeResult
	mustCall(t, c, "make", map[string]any{"fields": []string{"mask"}}, &m)
	mustCall(t, c, "reset", map[string]any{"env": m.Env}, nil)
	var snap struct {
		State []byte `msgpack:"state"`
	}
	mustCall(t, c, "serialize", map[string]any{"env": m.Env}, &snap)
	var s map[string]any
	if err := msgpack.Unmarshal(snap.State, &s); err != nil {
		t.Fatal(err)
	}
	s["config"] = "bad \xff\xfe bytes " + s["config"].(string)
	bad, _ := msgpack.Marshal(s)
	_, err := c.CallRaw("restore", map[string]any{"env": m.Env, "state": bad})
	wantCode(t, err, wire.CodeBadRequest)
	if msg := err.(*wire.Error).Message; !utf8.ValidString(msg) || !strings.Contains(msg, "another configuration") {
		t.Errorf("message %q: want valid UTF-8 saying the configuration differs", msg)
	}
	mustCall(t, c, "ping", nil, nil)
}

// syncBuffer is a log shared by the server's goroutines.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// TestTokenGuessing: wrong tokens are logged, and after a few of them from
// one address the server stops checking that address's tokens (about one
// guess a second), then serves the right token again.
func TestTokenGuessing(t *testing.T) {
	var logs syncBuffer
	_, path := startServer(t, Options{Token: hostileToken, Log: slog.New(slog.NewTextHandler(&logs, nil))})
	checked := 0
	start := time.Now()
	for range 40 {
		_, err := client.Dial("unix", path, client.Options{Token: "guess"})
		wantCode(t, err, wire.CodeUnauthorized)
		if !strings.Contains(err.Error(), "not checked") {
			checked++
		}
	}
	// At most the burst and one a second were compared (however slow the
	// machine).
	if most := authBurst + int(time.Since(start)/authEvery) + 1; checked > most {
		t.Errorf("%d of 40 wrong tokens in a row were checked; want at most %d", checked, most)
	}
	for _, want := range []string{"wrong token", "token guessing"} {
		if !strings.Contains(logs.String(), want) {
			t.Errorf("the log has no %q:\n%s", want, logs.String())
		}
	}
	deadline := time.Now().Add(30 * time.Second)
	for {
		c, err := client.Dial("unix", path, client.Options{Token: hostileToken})
		if err == nil {
			c.Close()
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the right token is still refused: %v", err)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// TestArgListsBounded: a list arg (actions, envs, seeds) longer than any
// group is refused before it is decoded: a 16 MiB |u1 array map of
// actions would otherwise widen to 128 MB of int64s.
func TestArgListsBounded(t *testing.T) {
	_, path := startServer(t, Options{Token: hostileToken})
	c := dial(t, path, client.Options{Token: hostileToken, Timeout: 30 * time.Second})
	var m makeResult
	mustCall(t, c, "make", map[string]any{"fields": []string{"mask"}}, &m)
	mustCall(t, c, "reset", map[string]any{"env": m.Env}, nil)
	for _, tc := range []struct {
		name string
		cmd  string
		args map[string]any
	}{
		{"16 MiB of |u1 actions", "step", map[string]any{"env": m.Env, "actions": map[string]any{"dtype": "|u1", "shape": []int{16 << 20}, "data": make([]byte, 16<<20)}}},
		{"2^20 actions", "step", map[string]any{"env": m.Env, "actions": make([]int, 1<<20)}},
		{"2^20 seeds", "reset", map[string]any{"env": m.Env, "seeds": make([]int, 1<<20)}},
		{"2^20 envs", "reset", map[string]any{"env": m.Env, "envs": make([]int, 1<<20)}},
	} {
		frame := int64(len(mustMarshal(tc.args)))
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		_, err := c.CallRaw(tc.cmd, tc.args)
		runtime.ReadMemStats(&after)
		wantCode(t, err, wire.CodeBadRequest)
		// The client's encoding and the server's buffers (grown by
		// doubling) are counted too: a few times the frame, not the 8
		// bytes an element would widen to (813 MB for 16 MiB of |u1).
		if grew := int64(after.TotalAlloc - before.TotalAlloc); grew > 6*frame+16<<20 {
			t.Errorf("%s: %d MB allocated for a %d MB frame", tc.name, grew>>20, frame>>20)
		}
		if msg := err.Error(); !strings.Contains(msg, "at most 4096") {
			t.Errorf("%s: %s, want the list's bound", tc.name, msg)
		}
	}
	mustCall(t, c, "ping", nil, nil)
}
