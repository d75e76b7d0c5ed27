package main

import (
	"bytes"
	"context"
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
