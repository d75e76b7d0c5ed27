package bridge

import (
	"encoding/binary"
	"net"
	"sync"
	"testing"
	"time"

	"github.com/lorcana-rl/lorcana/bridge/client"
	"github.com/lorcana-rl/lorcana/bridge/wire"
	"github.com/vmihailenco/msgpack/v5"
)

// rawFrame is a frame with the given header length and payload.
func rawFrame(n uint32, payload []byte) []byte {
	b := binary.LittleEndian.AppendUint32(nil, n)
	return append(b, payload...)
}

func frameOf(v any) []byte { return frameOfBytes(mustMarshal(v)) }

func frameOfBytes(p []byte) []byte { return rawFrame(uint32(len(p)), p) }

// TestBadFrames sends broken frames on a greeted connection; each gets an
// error reply, and the server goes on serving a well-behaved client.
func TestBadFrames(t *testing.T) {
	_, path := startServer(t, Options{MaxFrame: 1 << 16})
	cases := []struct {
		name   string
		send   []byte
		code   wire.Code
		closes bool // the server closes the connection after the reply
	}{
		{"garbage payload", rawFrame(5, []byte{0xc1, 0xff, 0x00, 0x13, 0x37}), wire.CodeBadFrame, false},
		{"not a map", frameOf([]int{1, 2, 3}), wire.CodeBadFrame, false},
		{"trailing bytes", frameOfBytes(append(mustMarshal(map[string]any{"cmd": "ping"}), 1, 2)), wire.CodeBadFrame, false},
		{"no cmd", frameOf(map[string]any{"id": 3}), wire.CodeBadRequest, false},
		{"unknown key", frameOf(map[string]any{"id": 3, "cmd": "ping", "x": 1}), wire.CodeBadRequest, false},
		{"id not a number", frameOf(map[string]any{"id": "one", "cmd": "ping"}), wire.CodeBadRequest, false},
		{"compressed without agreeing", rawFrame(3|wire.Compressed, []byte{1, 2, 3}), wire.CodeBadFrame, false},
		{"oversized", rawFrame(1<<20, nil), wire.CodeFrameTooLarge, true},
		{"truncated", rawFrame(100, []byte{0x81}), wire.CodeBadFrame, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := dial(t, path, client.Options{Timeout: 5 * time.Second})
			c.Conn().Write(tc.send)
			if tc.name == "truncated" {
				c.Conn().(*net.UnixConn).CloseWrite()
			}
			r, err := c.Receive()
			if err != nil {
				t.Fatalf("no reply: %v", err)
			}
			if r.OK || r.Error == nil || r.Error.Code != tc.code {
				t.Fatalf("reply ok=%v error=%v, want code %s", r.OK, r.Error, tc.code)
			}
			if tc.closes {
				if _, err := c.Receive(); err == nil {
					t.Error("the connection stayed open")
				}
			} else {
				mustCall(t, c, "ping", nil, nil) // the same connection goes on
			}
			good := dial(t, path, client.Options{})
			mustCall(t, good, "ping", nil, nil)
		})
	}
}

func mustMarshal(v any) []byte {
	b, err := msgpack.Marshal(v)
	if err != nil {
		panic(err)
	}
	return b
}

// TestBadRequests sends well-framed requests that are wrong.
func TestBadRequests(t *testing.T) {
	_, path := startServer(t, Options{MaxEnvs: 10})
	c := dial(t, path, client.Options{})
	var m makeResult
	mustCall(t, c, "make", map[string]any{"seed": 1}, &m)
	var fresh makeResult
	mustCall(t, c, "make", map[string]any{}, &fresh)
	var b batchResult
	mustCall(t, c, "reset", map[string]any{"env": m.Env}, &b)
	n := int(i32(b.NumOptions)[0])
	cases := []struct {
		name string
		cmd  string
		args any
		code wire.Code
	}{
		{"unknown command", "jump", map[string]any{}, wire.CodeUnknownCommand},
		{"args not a map", "step", []int{1}, wire.CodeBadRequest},
		{"actions of the wrong type", "step", map[string]any{"env": m.Env, "actions": "zero"}, wire.CodeBadRequest},
		{"env of the wrong type", "step", map[string]any{"env": "first", "actions": []int{0}}, wire.CodeBadRequest},
		{"unknown arg", "step", map[string]any{"env": m.Env, "actions": []int{0}, "speed": 2}, wire.CodeBadRequest},
		{"action out of range", "step", map[string]any{"env": m.Env, "actions": []int{n}}, wire.CodeIllegalAction},
		{"negative action", "step", map[string]any{"env": m.Env, "actions": []int{-1}}, wire.CodeIllegalAction},
		{"too many actions", "step", map[string]any{"env": m.Env, "actions": []int{0, 0}}, wire.CodeBadRequest},
		{"array of floats", "step", map[string]any{"env": m.Env, "actions": map[string]any{"dtype": "<f4", "shape": []int{1}, "data": []byte{0, 0, 0, 0}}}, wire.CodeBadRequest},
		{"step before reset", "step", map[string]any{"env": fresh.Env, "actions": []int{0}}, wire.CodeGameOver},
		{"no such env", "reset", map[string]any{"env": 99}, wire.CodeNoSuchEnv},
		{"env index out of range", "step", map[string]any{"env": m.Env, "actions": []int{0}, "envs": []int{4}}, wire.CodeBadRequest},
		{"bad deck", "make", map[string]any{"decks": []string{"no-such-deck"}}, wire.CodeBadRequest},
		{"bad players", "make", map[string]any{"players": 9}, wire.CodeBadRequest},
		{"bad variant", "make", map[string]any{"variant": "sealed"}, wire.CodeBadRequest},
		{"bad bag model", "make", map[string]any{"bag": "stack"}, wire.CodeBadRequest},
		{"bad opponent", "make", map[string]any{"opponent": "deep-blue"}, wire.CodeBadRequest},
		{"bad field", "make", map[string]any{"fields": []string{"cards", "smell"}}, wire.CodeBadRequest},
		{"too many envs", "make", map[string]any{"num_envs": 9}, wire.CodeLimit},
		{"zero envs", "make", map[string]any{"num_envs": 0}, wire.CodeBadRequest},
		{"negative first env", "make", map[string]any{"first_env": -1}, wire.CodeBadRequest},
		{"observe a bad seat", "observe", map[string]any{"env": m.Env, "player": 5}, wire.CodeBadRequest},
		{"second hello", "hello", map[string]any{"version": wire.Version}, wire.CodeUnknownCommand},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			err := c.Call(tc.cmd, tc.args, nil)
			wantCode(t, err, tc.code)
			if we := err.(*wire.Error); we.Message == "" {
				t.Error("no message")
			}
		})
	}
	// After all that, the env still plays.
	mustCall(t, c, "step", map[string]any{"env": m.Env, "actions": []int{n - 1}}, nil)
	// Actions as a raw int32 array work too.
	mustCall(t, c, "observe", map[string]any{"env": m.Env}, &b)
	act := binary.LittleEndian.AppendUint32(nil, 0)
	mustCall(t, c, "step", map[string]any{"env": m.Env, "actions": map[string]any{"dtype": "<i4", "shape": []int{1}, "data": act}}, nil)
}

// TestConcurrentClients runs games on several connections at once; each
// sees only its own environments.
func TestConcurrentClients(t *testing.T) {
	s, path := startServer(t, Options{})
	var wg sync.WaitGroup
	results := make([][]int, 4)
	for k := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c, err := client.Dial("unix", path, client.Options{})
			if err != nil {
				t.Error(err)
				return
			}
			defer c.Close()
			var m makeResult
			if err := c.Call("make", map[string]any{}, &m); err != nil {
				t.Error(err)
				return
			}
			var b batchResult
			if err := c.Call("reset", map[string]any{"env": m.Env, "seed": 42}, &b); err != nil {
				t.Error(err)
				return
			}
			for step := 0; step < 60; step++ {
				results[k] = append(results[k], int(i32(b.NumOptions)[0]))
				b = batchResult{}
				if err := c.Call("step", map[string]any{"env": m.Env, "actions": []int{0}}, &b); err != nil {
					t.Error(err)
					return
				}
				if k == 0 && step == 30 { // a bad request on one connection
					c.Conn().Write(rawFrame(1<<30, nil))
					return
				}
			}
		}()
	}
	wg.Wait()
	for k := 2; k < 4; k++ {
		for i := range results[k] {
			if results[k][i] != results[1][i] {
				t.Fatalf("client %d step %d: %d options, client 1 had %d", k, i, results[k][i], results[1][i])
			}
		}
	}
	deadline := time.Now().Add(5 * time.Second)
	for s.Conns() != 0 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if n := s.Conns(); n != 0 {
		t.Errorf("%d connections still served after the clients left", n)
	}
}

func TestLimitsAndShutdown(t *testing.T) {
	s, path := startServer(t, Options{IdleTimeout: 200 * time.Millisecond, MaxConns: 2})
	idle := dial(t, path, client.Options{})
	time.Sleep(400 * time.Millisecond)
	r, err := idle.Receive()
	if err != nil || r.Error == nil || r.Error.Code != wire.CodeLimit {
		t.Fatalf("idle connection: reply %+v, err %v; want a limit error", r, err)
	}
	a := dial(t, path, client.Options{})
	b := dial(t, path, client.Options{})
	if _, err := client.Dial("unix", path, client.Options{}); err == nil {
		t.Error("a third connection was served with MaxConns 2")
	}
	mustCall(t, a, "ping", nil, nil)
	mustCall(t, b, "make", map[string]any{}, nil)
	// Shutdown closes the connections; a request after it fails, no hang.
	go s.Shutdown(t.Context())
	time.Sleep(100 * time.Millisecond)
	if err := a.Call("ping", nil, nil); err == nil {
		t.Error("a request after shutdown was answered")
	}
	if _, err := client.Dial("unix", path, client.Options{}); err == nil {
		t.Error("a connection after shutdown was served")
	}
}
