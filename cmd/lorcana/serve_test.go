package main

import (
	"bytes"
	"context"
	"encoding/binary"
	"net"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/lorcana-rl/lorcana/bridge/client"
	"github.com/lorcana-rl/lorcana/decks"
	"github.com/vmihailenco/msgpack/v5"
)

func TestServeUsage(t *testing.T) {
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"serve", "--addr", "0.0.0.0:7777"}, "not a loopback address"},
		{[]string{"serve", "--addr", "[::]:7777", "--token", ""}, "--insecure"},
		{[]string{"serve", "--deck-dir", "/no/such/folder"}, "--deck-dir"},
		{[]string{"serve", "--idle", "soon"}, "--idle"},
		{[]string{"serve", "--max-frame", "10"}, "--max-frame"},
		{[]string{"serve", "--max-request", "soon"}, "--max-request"},
		{[]string{"serve", "--write-timeout", "-1s"}, "--write-timeout"},
		{[]string{"serve", "--grace", "x"}, "--grace"},
		{[]string{"serve", "--max-sims", "0"}, "--max-sims"},
		{[]string{"serve", "--frame-memory", "lots"}, "--frame-memory"},
		{[]string{"serve", "--checkpoints", "/no/such/folder"}, "--checkpoints"},
	}
	for _, tc := range cases {
		code, _, errs := lorcana(t, tc.args...)
		if code != 2 || !strings.Contains(errs, tc.want) {
			t.Errorf("%v: exit %d, stderr %q; want 2 and %q", tc.args, code, errs, tc.want)
		}
	}
}

// TestServe serves on a Unix socket until the context ends (as SIGTERM
// ends it), with a client in between.
func TestServe(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sock")
	ctx, cancel := context.WithCancel(context.Background())
	var out, errb bytes.Buffer
	done := make(chan int, 1)
	go func() { done <- run(ctx, []string{"serve", "--unix", path, "--token", "t"}, &out, &errb) }()
	var c *client.Client
	var err error
	for start := time.Now(); time.Since(start) < 10*time.Second; time.Sleep(20 * time.Millisecond) {
		if c, err = client.Dial("unix", path, client.Options{Token: "t"}); err == nil {
			break
		}
	}
	if err != nil {
		t.Fatalf("no server: %v (stderr %s)", err, errb.String())
	}
	if err := c.Call("make", map[string]any{"num_envs": 2}, nil); err != nil {
		t.Fatal(err)
	}
	cancel()
	select {
	case code := <-done:
		if code != 0 {
			t.Errorf("exit %d: %s", code, errb.String())
		}
	case <-time.After(15 * time.Second):
		t.Fatal("serve did not shut down")
	}
	if !strings.Contains(out.String(), "listening on unix "+path) {
		t.Errorf("stdout %q", out.String())
	}
	if err := c.Call("ping", nil, nil); err == nil {
		t.Error("served after shutdown")
	}
}

// TestServeShutdownBusy: SIGTERM (the context ending) stops the server
// within --grace and a bounded wait even while a connection computes a
// search without end (issue 27: only SIGKILL stopped it).
func TestServeShutdownBusy(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sock")
	ctx, cancel := context.WithCancel(context.Background())
	var out, errb lockedBuffer
	done := make(chan int, 1)
	go func() {
		done <- run(ctx, []string{"serve", "--unix", path, "--grace", "200ms", "--max-sims", "1000000000", "--max-request", "0"}, &out, &errb)
	}()
	var c *client.Client
	var err error
	for start := time.Now(); time.Since(start) < 10*time.Second; time.Sleep(20 * time.Millisecond) {
		if c, err = client.Dial("unix", path, client.Options{}); err == nil {
			break
		}
	}
	if err != nil {
		t.Fatalf("no server: %v (stderr %s)", err, errb.String())
	}
	defer c.Close()
	var m struct {
		Env uint32 `msgpack:"env"`
	}
	if err := c.Call("make", map[string]any{"opponent": "ismcts:1000000000", "starting_player": 2, "fields": []string{"mask"}}, &m); err != nil {
		t.Fatal(err)
	}
	req, _ := msgpack.Marshal(map[string]any{"id": 9, "cmd": "reset", "args": map[string]any{"env": m.Env}})
	c.Conn().Write(append(binary.LittleEndian.AppendUint32(nil, uint32(len(req))), req...))
	time.Sleep(200 * time.Millisecond) // let the search begin (the test passes either way)
	cancel()
	select {
	case <-done:
	case <-time.After(30 * time.Second):
		t.Fatal("serve did not shut down with a busy connection")
	}
}

// lockedBuffer is a bytes.Buffer safe to read while serve writes it.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// TestServeInsecureDeckDir: --insecure serves a non-loopback address
// without a token, and --deck-dir lets clients name the files inside it,
// and only those.
func TestServeInsecureDeckDir(t *testing.T) {
	dir := t.TempDir()
	deckText, err := decks.Bytes("set1-amber-steel")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "mine.txt"), deckText, 0o600); err != nil {
		t.Fatal(err)
	}
	secret := filepath.Join(t.TempDir(), "secret.txt")
	os.WriteFile(secret, []byte("4 hunter2\n"), 0o600)
	if err := os.Symlink(secret, filepath.Join(dir, "link.txt")); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var out, errb lockedBuffer
	done := make(chan int, 1)
	go func() {
		done <- run(ctx, []string{"serve", "--addr", "0.0.0.0:0", "--insecure", "--deck-dir", dir}, &out, &errb)
	}()
	var port string
	for start := time.Now(); port == "" && time.Since(start) < 10*time.Second; time.Sleep(20 * time.Millisecond) {
		if _, after, ok := strings.Cut(out.String(), "listening on tcp "); ok {
			_, port, _ = net.SplitHostPort(strings.TrimSpace(after))
		}
	}
	if port == "" {
		t.Fatalf("no server: stdout %q, stderr %q", out.String(), errb.String())
	}
	c, err := client.Dial("tcp", net.JoinHostPort("127.0.0.1", port), client.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if err := c.Call("make", map[string]any{"decks": []string{"mine.txt"}}, nil); err != nil {
		t.Errorf("a deck file in --deck-dir: %v", err)
	}
	for _, name := range []string{"link.txt", "../" + filepath.Base(filepath.Dir(secret)) + "/secret.txt", secret, "/etc/passwd", "nope.txt"} {
		err := c.Call("make", map[string]any{"decks": []string{name}}, nil)
		if err == nil || strings.Contains(err.Error(), "hunter2") || strings.Contains(err.Error(), "root:") {
			t.Errorf("deck %q: %v", name, err)
		}
	}
	cancel()
	select {
	case <-done:
	case <-time.After(15 * time.Second):
		t.Fatal("serve did not shut down")
	}
}
