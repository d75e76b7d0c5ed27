package main

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/lorcana-rl/lorcana/bridge/client"
)

func TestServeUsage(t *testing.T) {
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"serve", "--addr", "0.0.0.0:7777"}, "not a loopback address"},
		{[]string{"serve", "--idle", "soon"}, "--idle"},
		{[]string{"serve", "--max-frame", "10"}, "--max-frame"},
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
