package bridge

import (
	"context"
	"encoding/binary"
	"errors"
	"math"
	"net"
	"path/filepath"
	"testing"
	"time"

	"github.com/lorcana-rl/lorcana/bridge/client"
	"github.com/lorcana-rl/lorcana/bridge/wire"
)

// startServer serves on a Unix socket in a temporary folder until the test
// ends.
func startServer(t testing.TB, o Options) (*Server, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "s")
	l, err := net.Listen("unix", path)
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(o)
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- s.Serve(l) }()
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		if err := s.Shutdown(ctx); err != nil {
			t.Errorf("shutdown: %v", err)
		}
		if err := <-done; !errors.Is(err, ErrServerClosed) {
			t.Errorf("Serve returned %v", err)
		}
	})
	return s, path
}

func dial(t testing.TB, path string, o client.Options) *client.Client {
	t.Helper()
	c, err := client.Dial("unix", path, o)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// batchResult is the reply of reset, step and observe.
type batchResult struct {
	Envs       wire.Array            `msgpack:"envs"`
	Obs        map[string]wire.Array `msgpack:"obs"`
	NumOptions wire.Array            `msgpack:"num_options"`
	ToPlay     wire.Array            `msgpack:"to_play"`
	Reward     wire.Array            `msgpack:"reward"`
	Rewards    wire.Array            `msgpack:"rewards"`
	Terminated wire.Array            `msgpack:"terminated"`
	Truncated  wire.Array            `msgpack:"truncated"`
	Winner     wire.Array            `msgpack:"winner"`
	Turn       wire.Array            `msgpack:"turn"`
	FinalEnvs  *wire.Array           `msgpack:"final_envs"`
	FinalObs   map[string]wire.Array `msgpack:"final_obs"`
}

func i32(a wire.Array) []int32 {
	out := make([]int32, len(a.Data)/4)
	for i := range out {
		out[i] = int32(binary.LittleEndian.Uint32(a.Data[4*i:]))
	}
	return out
}

func f32(a wire.Array) []float32 {
	out := make([]float32, len(a.Data)/4)
	for i := range out {
		out[i] = math.Float32frombits(binary.LittleEndian.Uint32(a.Data[4*i:]))
	}
	return out
}

type makeResult struct {
	Env        uint32 `msgpack:"env"`
	NumEnvs    int    `msgpack:"num_envs"`
	NumActions int    `msgpack:"num_actions"`
	Players    int    `msgpack:"players"`
}

func mustCall(t testing.TB, c *client.Client, cmd string, args, result any) {
	t.Helper()
	if err := c.Call(cmd, args, result); err != nil {
		t.Fatalf("%s: %v", cmd, err)
	}
}

func wantCode(t *testing.T, err error, code wire.Code) {
	t.Helper()
	var we *wire.Error
	if !errors.As(err, &we) || we.Code != code {
		t.Fatalf("got error %v, want code %s", err, code)
	}
}

func TestHello(t *testing.T) {
	_, path := startServer(t, Options{})
	for _, z := range []bool{false, true} {
		c := dial(t, path, client.Options{Zstd: z})
		want := map[bool]string{false: "none", true: "zstd"}[z]
		if c.Hello["compression"] != want || c.Hello["version"] != int8(wire.Version) && c.Hello["version"] != uint8(wire.Version) {
			t.Errorf("zstd %v: hello %v", z, c.Hello)
		}
		mustCall(t, c, "ping", map[string]any{}, nil)
		// A large reply travels compressed when asked for.
		var m makeResult
		mustCall(t, c, "make", map[string]any{"num_envs": 8, "seed": 1}, &m)
		var b batchResult
		mustCall(t, c, "reset", map[string]any{"env": m.Env}, &b)
		if n := len(i32(b.NumOptions)); n != 8 {
			t.Errorf("zstd %v: %d envs in the reply", z, n)
		}
	}
}

func TestHandshakeErrors(t *testing.T) {
	_, path := startServer(t, Options{Token: "sesame"})
	cases := []struct {
		name string
		cmd  string
		args map[string]any
		code wire.Code
	}{
		{"wrong token", "hello", map[string]any{"version": wire.Version, "token": "x"}, wire.CodeUnauthorized},
		{"no token", "hello", map[string]any{"version": wire.Version}, wire.CodeUnauthorized},
		{"no common version", "hello", map[string]any{"versions": []int{7, 8}, "token": "sesame"}, wire.CodeHandshake},
		// Version 1 opened decks by path and read hellos of any size
		// (docs/bridge.md, "Versions"): its clients are told, not served.
		{"version 1", "hello", map[string]any{"version": 1, "token": "sesame"}, wire.CodeHandshake},
		{"not hello first", "ping", map[string]any{}, wire.CodeHandshake},
		{"mistyped hello", "hello", map[string]any{"version": "one"}, wire.CodeHandshake},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			nc, err := net.Dial("unix", path)
			if err != nil {
				t.Fatal(err)
			}
			c := client.New(nc, client.Options{Timeout: 5 * time.Second})
			defer c.Close()
			wantCode(t, c.Call(tc.cmd, tc.args, nil), tc.code)
			if _, err := c.Receive(); err == nil {
				t.Error("the connection is still open after a failed handshake")
			}
		})
	}
	c := dial(t, path, client.Options{Token: "sesame"})
	mustCall(t, c, "ping", nil, nil)
}
