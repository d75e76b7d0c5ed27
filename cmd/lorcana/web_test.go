package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

func TestWebFlags(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--addr", "0.0.0.0:8080"}, "is not loopback: give a --token"},
		// (--max-games 0: a server that took the token would not start)
		{[]string{"--addr", "0.0.0.0:8080", "--token", "ab", "--max-games", "0"}, "--token: 2 characters: want at least 16"},
		{[]string{"--token", "s3cret", "--max-games", "0"}, "--token: 6 characters: want at least 16"},
		{[]string{"--addr", "nonsense"}, "--addr"},
		{[]string{"--idle", "soon"}, `--idle "soon": want a duration`},
		{[]string{"--max-games", "0"}, "--max-games 0: want at least 1"},
	} {
		code, _, errs := lorcana(t, append([]string{"web"}, tc.args...)...)
		if code != 2 || !strings.Contains(errs, tc.want) {
			t.Errorf("%v: exit %d, %q; want 2 and %q", tc.args, code, errs, tc.want)
		}
	}
}

// TestWebStartsAndStops: lorcana web prints its address and stops cleanly
// when its context ends (Ctrl-C).
func TestWebStartsAndStops(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	var out, errs bytes.Buffer
	code := run(ctx, []string{"web", "--addr", "127.0.0.1:0", "--records", t.TempDir()}, &out, &errs)
	if code != 0 || !strings.Contains(out.String(), "lorcana web: open http://127.0.0.1:") {
		t.Errorf("exit %d, %q, %q", code, out.String(), errs.String())
	}
}

// startWeb runs lorcana web until the returned stop is called (as Ctrl-C
// does); it returns the address the server printed.
func startWeb(t *testing.T, args ...string) (url string, stop func() int) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	pr, pw := io.Pipe()
	done := make(chan int, 1)
	go func() {
		code := run(ctx, append([]string{"web", "--addr", "127.0.0.1:0"}, args...), pw, io.Discard)
		pw.Close()
		done <- code
	}()
	line, err := bufio.NewReader(pr).ReadString('\n')
	go io.Copy(io.Discard, pr)
	m := regexp.MustCompile(`open (http://\S+:\d+)/`).FindStringSubmatch(line)
	if err != nil || m == nil {
		cancel()
		t.Fatalf("lorcana web printed %q (%v)", line, err)
	}
	return m[1], func() int { cancel(); return <-done }
}

// TestWebRestartKeepsRecords: a game in play when the server stops is
// lost, and its record (written at the stop) stays, for the next server to
// replay.
func TestWebRestartKeepsRecords(t *testing.T) {
	dir := t.TempDir()
	url, stop := startWeb(t, "--records", dir)
	resp, err := http.Post(url+"/api/games", "application/json", strings.NewReader(`{"opponent":"random","seat":1,"seed":3}`))
	if err != nil {
		t.Fatal(err)
	}
	var cr struct{ ID string }
	json.NewDecoder(resp.Body).Decode(&cr)
	resp.Body.Close()
	if resp.StatusCode != 201 || cr.ID == "" {
		t.Fatalf("new game: %d", resp.StatusCode)
	}
	if code := stop(); code != 0 {
		t.Fatalf("the server stopped with %d", code)
	}
	name := "web-" + cr.ID + ".lrp"
	if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
		t.Fatalf("no record after the stop: %v", err)
	}
	url, stop = startWeb(t, "--records", dir)
	defer stop()
	for _, tc := range []struct{ path, want string }{
		{"/api/games/" + cr.ID, `"error":"no game`},
		{"/api/replays", `"files":["` + name + `"]`},
	} {
		resp, err := http.Get(url + tc.path)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if !strings.Contains(string(body), tc.want) {
			t.Errorf("after the restart, %s: %s; want %s", tc.path, body, tc.want)
		}
	}
}

// TestWebTokenOnEveryAddress: served on every address with a token, the
// address printed is one of the machine's (not [::] or 0.0.0.0, which no
// other machine can open); a request without the token is refused, and
// one with it answered.
func TestWebTokenOnEveryAddress(t *testing.T) {
	const token = "s3cret-s3cret-s3cret"
	url, stop := startWeb(t, "--addr", "0.0.0.0:0", "--token", token)
	defer stop()
	host := url[len("http://"):strings.LastIndex(url, ":")]
	if ip := net.ParseIP(strings.Trim(host, "[]")); ip == nil || ip.IsUnspecified() {
		t.Errorf("lorcana web printed %s: want an address of this machine", url)
	}
	for _, tc := range []struct {
		path string
		code int
	}{
		{"/", 401},
		{"/api/setup", 401},
		{"/api/setup?token=wrong", 401},
		{"/api/setup?token=" + token, 200},
	} {
		resp, err := http.Get(url + tc.path)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != tc.code {
			t.Errorf("%s: status %d, want %d", tc.path, resp.StatusCode, tc.code)
		}
	}
}
