package bridge

import (
	"bytes"
	"encoding/binary"
	"math"
	"net"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/klauspost/compress/zstd"
	"github.com/lorcana-rl/lorcana/bridge/client"
	"github.com/lorcana-rl/lorcana/bridge/wire"
	"github.com/lorcana-rl/lorcana/decks"
	"github.com/vmihailenco/msgpack/v5"
)

// The hostile-input battery (issue 11; docs/bridge.md, "Threat model"):
// broken framing, every arg of every command with wrong types and extreme
// values, paths, huge strings and many clients at once. After each case a
// fresh client must be served correctly.

const hostileToken = "tok"

// served checks that a fresh client is served correctly: hello, make,
// reset and a legal step.
func served(t *testing.T, path string) {
	t.Helper()
	c, err := client.Dial("unix", path, client.Options{Token: hostileToken, Timeout: 10 * time.Second})
	if err != nil {
		t.Fatalf("a fresh client: %v", err)
	}
	defer c.Close()
	var m makeResult
	mustCall(t, c, "make", map[string]any{"seed": 3}, &m)
	var b batchResult
	mustCall(t, c, "reset", map[string]any{"env": m.Env}, &b)
	if n := i32(b.NumOptions)[0]; n < 1 {
		t.Fatalf("a fresh game with %d options", n)
	}
	mustCall(t, c, "step", map[string]any{"env": m.Env, "actions": []int{0}}, nil)
}

// nestedArrays is n arrays of one element inside each other.
func nestedArrays(n int) []byte { return append(bytes.Repeat([]byte{0x91}, n), 0xc0) }

// checkError checks an error reply: one of the codes, and a bounded
// message that repeats no long run of the input.
func checkError(t *testing.T, r *client.Reply, codes ...wire.Code) {
	t.Helper()
	switch {
	case r == nil:
		t.Fatal("no reply")
	case r.OK || r.Error == nil:
		t.Fatalf("ok reply, want %v", codes)
	case !slices.Contains(codes, r.Error.Code):
		t.Fatalf("error %v, want %v", r.Error, codes)
	}
	checkMessage(t, r.Error.Message)
}

func checkMessage(t *testing.T, msg string) {
	t.Helper()
	if len(msg) > wire.MaxMessage+len("…") || strings.Contains(msg, strings.Repeat("x", wire.MaxEcho+1)) {
		t.Fatalf("a message of %d bytes echoes too much: %.300s", len(msg), msg)
	}
}

func TestHostileFraming(t *testing.T) {
	_, path := startServer(t, Options{Token: hostileToken, MaxFrame: 4 << 20})
	zenc, _ := zstd.NewWriter(nil)
	compressed := func(p []byte) []byte {
		c := zenc.EncodeAll(p, nil)
		return rawFrame(uint32(len(c))|wire.Compressed, c)
	}
	hello := frameOf(map[string]any{"id": 1, "cmd": "hello", "args": map[string]any{"version": wire.Version, "token": hostileToken}})
	deep := frameOfBytes(nestedArrays(4<<20 - 1))
	// {"id": 2, "cmd": "ping", "args": 60,000 nested arrays}
	deepArgs := frameOfBytes(append([]byte{0x83, 0xa2, 'i', 'd', 2, 0xa3, 'c', 'm', 'd', 0xa4, 'p', 'i', 'n', 'g', 0xa4, 'a', 'r', 'g', 's'},
		nestedArrays(60_000)...))
	cases := []struct {
		name     string
		greeted  bool // sent after a good hello (with zstd agreed)
		send     []byte
		halfShut bool // close the sending side after it
		code     wire.Code
		closes   bool
	}{
		{"4M deep nesting before the hello", false, deep, false, wire.CodeFrameTooLarge, true},
		{"60k deep nesting before the hello", false, frameOfBytes(nestedArrays(60_000)), false, wire.CodeBadFrame, true},
		{"4M deep nesting", true, deep, false, wire.CodeBadFrame, false},
		{"deep nesting in args", true, deepArgs, false, wire.CodeBadFrame, false},
		{"deep nesting in the hello's args", false, deepArgs, false, wire.CodeBadFrame, true},
		{"length 2^31-1 before the hello", false, rawFrame(wire.MaxFrameLimit, nil), false, wire.CodeFrameTooLarge, true},
		{"length 2^31-1", true, rawFrame(wire.MaxFrameLimit, []byte{0x80}), false, wire.CodeFrameTooLarge, true},
		{"compressed length 2^31-1", true, rawFrame(math.MaxUint32, nil), false, wire.CodeFrameTooLarge, true},
		{"empty payload", true, rawFrame(0, nil), false, wire.CodeBadFrame, false},
		{"array of 2^32-1 elements", true, rawFrame(5, []byte{0xdd, 0xff, 0xff, 0xff, 0xff}), false, wire.CodeBadFrame, false},
		{"map of 2^32-1 pairs", true, rawFrame(5, []byte{0xdf, 0xff, 0xff, 0xff, 0xff}), false, wire.CodeBadFrame, false},
		{"str of 2^32-1 bytes", true, rawFrame(6, []byte{0xdb, 0xff, 0xff, 0xff, 0xff, 'x'}), false, wire.CodeBadFrame, false},
		{"extension type", true, rawFrame(3, []byte{0xd4, 1, 2}), false, wire.CodeBadFrame, false},
		{"byte 0xc1", true, rawFrame(1, []byte{0xc1}), false, wire.CodeBadFrame, false},
		{"truncated header", true, []byte{5, 0}, true, wire.CodeBadFrame, true},
		{"truncated payload", true, rawFrame(100, []byte{0x81, 0xa2}), true, wire.CodeBadFrame, true},
		{"truncated payload before the hello", false, rawFrame(100, []byte{0x81}), true, wire.CodeBadFrame, true},
		{"zstd bomb", true, compressed(make([]byte, 64<<20)), false, wire.CodeFrameTooLarge, false},
		{"corrupt zstd", true, rawFrame(8|wire.Compressed, []byte{0x28, 0xb5, 0x2f, 0xfd, 1, 2, 3, 4}), false, wire.CodeBadFrame, false},
		{"compressed before the hello", false, compressed(mustMarshal(map[string]any{"id": 1, "cmd": "hello"})), false, wire.CodeBadFrame, true},
		{"a 3 MB cmd", true, frameOf(map[string]any{"id": 1, "cmd": strings.Repeat("x", 3<<20)}), false, wire.CodeBadFrame, false},
		{"a 900 kB cmd", true, frameOf(map[string]any{"id": 1, "cmd": strings.Repeat("x", 900<<10)}), false, wire.CodeUnknownCommand, false},
		{"a 900 kB key", true, frameOf(map[string]any{"id": 1, "cmd": "ping", strings.Repeat("x", 900<<10): 1}), false, wire.CodeBadRequest, false},
		{"negative id", true, frameOf(map[string]any{"id": -5, "cmd": "ping"}), false, wire.CodeBadRequest, false},
		{"float id", true, frameOf(map[string]any{"id": 1.5, "cmd": "ping"}), false, wire.CodeBadRequest, false},
		{"no id", true, frameOf(map[string]any{"cmd": "ping"}), false, wire.CodeBadRequest, false},
		{"no id before the hello", false, frameOf(map[string]any{"cmd": "hello", "args": map[string]any{"version": wire.Version}}), false, wire.CodeBadRequest, true},
		{"wrong token", false, frameOf(map[string]any{"id": 1, "cmd": "hello", "args": map[string]any{"version": wire.Version, "token": "x"}}), false, wire.CodeUnauthorized, true},
		{"a 1 MB hello", false, frameOf(map[string]any{"id": 1, "cmd": "hello", "args": map[string]any{"versions": make([]int, 1<<20)}}), false, wire.CodeFrameTooLarge, true},
		{"hello with 30k versions", false, frameOf(map[string]any{"id": 1, "cmd": "hello", "args": map[string]any{"versions": make([]int, 30_000)}}), false, wire.CodeHandshake, true},
		{"hello with a NaN version", false, frameOf(map[string]any{"id": 1, "cmd": "hello", "args": map[string]any{"version": math.NaN()}}), false, wire.CodeHandshake, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			nc, err := net.Dial("unix", path)
			if err != nil {
				t.Fatal(err)
			}
			c := client.New(nc, client.Options{Timeout: 20 * time.Second})
			defer c.Close()
			if tc.greeted {
				nc.Write(frameOf(map[string]any{"id": 1, "cmd": "hello", "args": map[string]any{"version": wire.Version, "token": hostileToken, "compression": []string{"zstd"}}}))
				if r, err := c.Receive(); err != nil || !r.OK {
					t.Fatalf("hello: %+v %v", r, err)
				}
			}
			go nc.Write(tc.send) // the server may answer and close before reading it all
			if tc.halfShut {
				time.Sleep(50 * time.Millisecond)
				nc.(*net.UnixConn).CloseWrite()
			}
			r, err := c.Receive()
			if err != nil {
				t.Fatalf("no reply: %v", err)
			}
			checkError(t, r, tc.code)
			if tc.code == wire.CodeBadRequest && strings.Contains(tc.name, "id") && r.ID != nil {
				t.Errorf("reply id %d, want nil", *r.ID)
			}
			if tc.closes {
				if _, err := c.Receive(); err == nil {
					t.Error("the connection stayed open")
				}
			} else {
				if tc.greeted {
					nc.Write(frameOf(map[string]any{"id": 7, "cmd": "ping"}))
				} else {
					nc.Write(hello)
				}
				if r, err := c.Receive(); err != nil || !r.OK || *r.ID != 7 && *r.ID != 1 {
					t.Fatalf("the same connection after it: %+v %v", r, err)
				}
			}
			served(t, path)
		})
	}
}

// hostileValues are wrong types and extreme values for any arg.
var hostileValues = []struct {
	name string
	v    any
}{
	{"string", "x"},
	{"300 kB string", strings.Repeat("x", 300_000)},
	{"array", []any{1, "x", nil}},
	{"map", map[string]any{"x": 1}},
	{"bool", true},
	{"bytes", []byte{1, 2, 3}},
	{"NaN", math.NaN()},
	{"+inf", math.Inf(1)},
	{"-inf", float32(math.Inf(-1))},
	{"-1", -1},
	{"min int64", int64(math.MinInt64)},
	{"max uint64", uint64(math.MaxUint64)},
	{"2^32", uint64(1) << 32},
	{"1e300", 1e300},
	{"0.5", 0.5},
	{"deep", msgpack.RawMessage(nestedArrays(40))},
	{"array of 300 kB strings", []string{strings.Repeat("x", 300_000), strings.Repeat("x", 300_000)}},
	{"int array map of floats", map[string]any{"dtype": "<f4", "shape": []int{1}, "data": []byte{0, 0, 0x80, 0x7f}}},
	{"array map with a huge shape", map[string]any{"dtype": "<i4", "shape": []int64{1 << 40, 1 << 40}, "data": []byte{}}},
}

// TestHostileArgs sends every hostile value in every arg of every command
// (the others valid): each is answered, with ok or a clean error (never
// internal), the connection goes on, and a fresh client is served.
func TestHostileArgs(t *testing.T) {
	_, path := startServer(t, Options{Token: hostileToken, MaxEnvs: 64})
	c := dial(t, path, client.Options{Token: hostileToken})
	var m, auto makeResult
	mustCall(t, c, "make", map[string]any{"num_envs": 2, "seed": 1}, &m)
	mustCall(t, c, "make", map[string]any{"num_envs": 2, "seed": 1, "autoreset": true}, &auto)
	mustCall(t, c, "reset", map[string]any{"env": m.Env}, nil)
	mustCall(t, c, "reset", map[string]any{"env": auto.Env}, nil)
	var snap struct {
		State []byte `msgpack:"state"`
	}
	mustCall(t, c, "serialize", map[string]any{"env": m.Env}, &snap)
	base := map[string]map[string]any{
		"ping":      {"x": 1},
		"make":      {"num_envs": 1, "decks": []string{"set1-amber-steel"}, "players": 2, "variant": "standard", "bag": "lorcana", "seed": 0, "turn_limit": 0, "auto_answer": true, "skip_alter": false, "starting_player": 0, "shaping": 0.0, "opponent": "random", "seat": 0, "autoreset": false, "fields": []string{"mask"}, "layout": "dense", "transport": "socket"},
		"reset":     {"env": m.Env, "seed": 1, "seeds": []int{1, 2}, "envs": []int{0, 1}},
		"step":      {"env": m.Env, "actions": []int{0}, "envs": []int{0}},
		"observe":   {"env": m.Env, "player": 0, "envs": []int{0}},
		"legal":     {"env": m.Env, "index": 0},
		"render":    {"env": m.Env, "index": 0, "view": 0},
		"serialize": {"env": m.Env, "index": 0},
		"restore":   {"env": m.Env, "index": 0, "state": snap.State},
		"clone":     {"env": m.Env, "index": 0},
		"close":     {"env": 999},
	}
	cmds := make([]string, 0, len(base))
	for cmd := range base {
		cmds = append(cmds, cmd)
	}
	slices.Sort(cmds)
	allowed := []wire.Code{wire.CodeBadRequest, wire.CodeBadFrame, wire.CodeNoSuchEnv, wire.CodeGameOver, wire.CodeIllegalAction, wire.CodeLimit}
	cases := 0
	for _, cmd := range cmds {
		keys := make([]string, 0, len(base[cmd]))
		for k := range base[cmd] {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for _, key := range keys {
			t.Run(cmd+"/"+key, func(t *testing.T) {
				for _, hv := range hostileValues {
					args := map[string]any{}
					for k, v := range base[cmd] {
						args[k] = v
					}
					args[key] = hv.v
					cases++
					raw, err := c.CallRaw(cmd, args)
					if err != nil {
						we, ok := err.(*wire.Error)
						if !ok || !slices.Contains(allowed, we.Code) {
							t.Fatalf("%s: %v", hv.name, err)
						}
						checkMessage(t, we.Message)
					} else if cmd == "make" || cmd == "clone" {
						var r makeResult
						msgpack.Unmarshal(raw, &r)
						mustCall(t, c, "close", map[string]any{"env": r.Env}, nil)
					}
					mustCall(t, c, "ping", nil, nil)
				}
				served(t, path)
			})
		}
	}
	t.Logf("%d cases", cases)
}

// TestHostileValues: the values the issue names get the answers the doc
// gives.
func TestHostileValues(t *testing.T) {
	_, path := startServer(t, Options{Token: hostileToken})
	c := dial(t, path, client.Options{Token: hostileToken})
	var m makeResult
	mustCall(t, c, "make", map[string]any{}, &m)
	mustCall(t, c, "reset", map[string]any{"env": m.Env}, nil)
	amber, _ := decks.Bytes("set1-amber-steel")
	cases := []struct {
		name string
		cmd  string
		args map[string]any
		code wire.Code // "" for ok
		want string    // in the message
	}{
		{"shaping NaN", "make", map[string]any{"shaping": math.NaN()}, wire.CodeBadRequest, "shaping"},
		{"shaping +inf", "make", map[string]any{"shaping": math.Inf(1)}, wire.CodeBadRequest, "shaping"},
		{"shaping -inf float32", "make", map[string]any{"shaping": float32(math.Inf(-1))}, wire.CodeBadRequest, "shaping"},
		{"shaping 1e300", "make", map[string]any{"shaping": 1e300}, wire.CodeBadRequest, "shaping"},
		{"shaping 0.5 float64", "make", map[string]any{"shaping": 0.5}, "", ""},
		{"shaping 0.25 float32", "make", map[string]any{"shaping": float32(0.25)}, "", ""},
		{"shaping 1 int", "make", map[string]any{"shaping": 1}, "", ""},
		{"turn_limit 3.0", "make", map[string]any{"turn_limit": 3.0}, "", ""},
		{"turn_limit 3.5", "make", map[string]any{"turn_limit": 3.5}, wire.CodeBadRequest, "turn_limit"},
		{"num_envs uint8", "make", map[string]any{"num_envs": uint8(1)}, "", ""},
		{"seed negative", "make", map[string]any{"seed": -1}, wire.CodeBadRequest, "seed"},
		{"env missing: reset", "reset", map[string]any{}, wire.CodeBadRequest, "env is missing"},
		{"env missing: step", "step", map[string]any{"actions": []int{0}}, wire.CodeBadRequest, "env is missing"},
		{"env nil: observe", "observe", map[string]any{"env": nil}, wire.CodeBadRequest, "env is missing"},
		{"env missing: close", "close", nil, wire.CodeBadRequest, "env is missing"},
		{"env 2^32", "reset", map[string]any{"env": uint64(1) << 32}, wire.CodeBadRequest, "out of range"},
		{"state missing", "restore", map[string]any{"env": m.Env}, wire.CodeBadRequest, "state is missing"},
		{"state nested", "restore", map[string]any{"env": m.Env, "state": nestedArrays(100_000)}, wire.CodeBadRequest, "nested deeper"},
		{"deck /etc/passwd", "make", map[string]any{"decks": []string{"/etc/passwd"}}, wire.CodeBadRequest, "--deck-dir"},
		{"deck ../../etc/passwd", "make", map[string]any{"decks": []string{"../../../../../etc/passwd"}}, wire.CodeBadRequest, "--deck-dir"},
		{"deck /proc/self/environ", "make", map[string]any{"decks": []string{"/proc/self/environ"}}, wire.CodeBadRequest, "--deck-dir"},
		{"deck name of 500 kB", "make", map[string]any{"decks": []string{strings.Repeat("x", 500_000)}}, wire.CodeBadRequest, "no deck named"},
		{"deck text", "make", map[string]any{"decks": []string{string(amber)}}, "", ""},
		{"deck text, a bad line", "make", map[string]any{"decks": []string{"4 Nobody - Nothing\n4 Also - Nobody\n"}}, wire.CodeBadRequest, "line 1"},
		{"deck text, a 500 kB line", "make", map[string]any{"decks": []string{"4 " + strings.Repeat("x", 500_000) + "\n"}}, wire.CodeBadRequest, "bytes"},
		{"variant of 500 kB", "make", map[string]any{"variant": strings.Repeat("x", 500_000)}, wire.CodeBadRequest, "variant"},
		{"opponent a file", "make", map[string]any{"opponent": "/etc/passwd"}, wire.CodeBadRequest, "files are not read"},
		{"opponent neural", "make", map[string]any{"opponent": "neural:/etc/passwd"}, wire.CodeBadRequest, "files are not read"},
		{"opponent a checkpoint", "make", map[string]any{"opponent": "model.onnx"}, wire.CodeBadRequest, "files are not read"},
		{"render view 1.0", "render", map[string]any{"env": m.Env, "view": 1.0}, "", ""},
		{"render view 0.5", "render", map[string]any{"env": m.Env, "view": 0.5}, wire.CodeBadRequest, "view"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var args any = tc.args
			if tc.args == nil {
				args = nil
			}
			raw, err := c.CallRaw(tc.cmd, args)
			if tc.code == "" {
				if err != nil {
					t.Fatal(err)
				}
				if tc.cmd == "make" {
					var r makeResult
					msgpack.Unmarshal(raw, &r)
					mustCall(t, c, "close", map[string]any{"env": r.Env}, nil)
				}
				return
			}
			wantCode(t, err, tc.code)
			msg := err.(*wire.Error).Message
			checkMessage(t, msg)
			if !strings.Contains(msg, tc.want) || strings.Contains(msg, "root:") {
				t.Errorf("message %.300q, want %q", msg, tc.want)
			}
		})
	}
	served(t, path)
}

// TestDeckDir: with Options.DeckDir a client names decklist files inside
// the folder, and nothing outside it (.., absolute, symbolic links out);
// a file's parse error repeats none of its text.
func TestDeckDir(t *testing.T) {
	dir := t.TempDir()
	outside := t.TempDir()
	amber, _ := decks.Bytes("set1-amber-steel")
	os.WriteFile(filepath.Join(dir, "mine.txt"), amber, 0o600)
	os.Mkdir(filepath.Join(dir, "sub"), 0o700)
	os.WriteFile(filepath.Join(dir, "sub", "deep.txt"), amber, 0o600)
	os.WriteFile(filepath.Join(dir, "bad.txt"), []byte("4 Secret Words Here\n"), 0o600)
	os.WriteFile(filepath.Join(outside, "secret.txt"), []byte("4 hunter2\n"), 0o600)
	os.Symlink(filepath.Join(outside, "secret.txt"), filepath.Join(dir, "link.txt"))
	os.Symlink(outside, filepath.Join(dir, "linkdir"))
	os.Symlink("mine.txt", filepath.Join(dir, "inside.txt"))
	_, path := startServer(t, Options{Token: hostileToken, DeckDir: dir})
	c := dial(t, path, client.Options{Token: hostileToken})
	cases := []struct {
		deck string
		ok   bool
	}{
		{"mine.txt", true},
		{"sub/deep.txt", true},
		{"inside.txt", true},
		{"set1-amber-steel", true},
		{"link.txt", false},
		{"linkdir/secret.txt", false},
		{"../" + filepath.Base(outside) + "/secret.txt", false},
		{"sub/../../" + filepath.Base(outside) + "/secret.txt", false},
		{"sub/../mine.txt", false},
		{filepath.Join(outside, "secret.txt"), false},
		{"/etc/passwd", false},
		{"sub", false},
		{"bad.txt", false},
		{"nope.txt", false},
	}
	for _, tc := range cases {
		t.Run(tc.deck, func(t *testing.T) {
			raw, err := c.CallRaw("make", map[string]any{"decks": []string{tc.deck}})
			if tc.ok {
				if err != nil {
					t.Fatal(err)
				}
				var r makeResult
				msgpack.Unmarshal(raw, &r)
				mustCall(t, c, "close", map[string]any{"env": r.Env}, nil)
				return
			}
			wantCode(t, err, wire.CodeBadRequest)
			if msg := err.Error(); strings.Contains(msg, "hunter2") || strings.Contains(msg, "Secret") || strings.Contains(msg, "root:") {
				t.Errorf("the error shows a file's text: %s", msg)
			}
		})
	}
	served(t, path)
}

// TestObserveEverySeat: observe for any seat answers that seat's mask and
// num_options consistently (options only for the seat that decides).
func TestObserveEverySeat(t *testing.T) {
	_, path := startServer(t, Options{})
	c := dial(t, path, client.Options{})
	var m makeResult
	mustCall(t, c, "make", map[string]any{"num_envs": 3, "fields": []string{"mask"}}, &m)
	var b batchResult
	mustCall(t, c, "reset", map[string]any{"env": m.Env, "seed": 4}, &b)
	for step := range 5 {
		toPlay := i32(b.ToPlay)
		for p := range 2 {
			var o batchResult
			mustCall(t, c, "observe", map[string]any{"env": m.Env, "player": p}, &o)
			n := i32(o.NumOptions)
			for i := range 3 {
				ones := bytes.Count(row(o.Obs["mask"], i, 3), []byte{1})
				if int(n[i]) != ones || (p == int(toPlay[i])) != (ones > 0) {
					t.Fatalf("step %d env %d seat %d (to play %d): num_options %d, mask has %d", step, i, p, toPlay[i], n[i], ones)
				}
			}
		}
		mustCall(t, c, "step", map[string]any{"env": m.Env, "actions": []int{0, 0, 0}}, &b)
	}
}

// TestOversizedReplyKeepsID: a reply over the frame limit is refused with
// the request's id.
func TestOversizedReplyKeepsID(t *testing.T) {
	_, path := startServer(t, Options{MaxFrame: 64 << 10})
	c := dial(t, path, client.Options{})
	var m makeResult
	mustCall(t, c, "make", map[string]any{"num_envs": 4}, &m)
	c.Conn().Write(frameOf(map[string]any{"id": 77, "cmd": "reset", "args": map[string]any{"env": m.Env}}))
	r, err := c.Receive()
	if err != nil {
		t.Fatal(err)
	}
	checkError(t, r, wire.CodeFrameTooLarge)
	if r.ID == nil || *r.ID != 77 {
		t.Fatalf("id %v, want 77", r.ID)
	}
	mustCall(t, c, "ping", nil, nil)
}

// TestManyHostileClients: 24 hostile connections (deep nesting, bombs,
// garbage, half frames) at once with 8 that play: every player's games
// go on, and the server serves a fresh client afterwards.
func TestManyHostileClients(t *testing.T) {
	_, path := startServer(t, Options{Token: hostileToken, MaxFrame: 4 << 20})
	zenc, _ := zstd.NewWriter(nil)
	bomb := zenc.EncodeAll(make([]byte, 32<<20), nil)
	attacks := [][]byte{
		frameOfBytes(nestedArrays(2 << 20)),
		rawFrame(uint32(len(bomb))|wire.Compressed, bomb),
		rawFrame(wire.MaxFrameLimit, []byte{1, 2, 3}),
		rawFrame(1000, []byte{0x81}),
		binary.LittleEndian.AppendUint32(nil, 3),
		frameOf(map[string]any{"id": 1, "cmd": strings.Repeat("x", 3<<20)}),
	}
	var wg sync.WaitGroup
	for k := range 24 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			nc, err := net.Dial("unix", path)
			if err != nil {
				return // the server may be at its connection limit
			}
			defer nc.Close()
			nc.SetDeadline(time.Now().Add(20 * time.Second))
			nc.Write(attacks[k%len(attacks)])
			nc.(*net.UnixConn).CloseWrite()
			buf := make([]byte, 4096)
			for {
				if _, err := nc.Read(buf); err != nil {
					return
				}
			}
		}()
	}
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c, err := client.Dial("unix", path, client.Options{Token: hostileToken, Timeout: 30 * time.Second})
			if err != nil {
				t.Error(err)
				return
			}
			defer c.Close()
			var m makeResult
			if err := c.Call("make", map[string]any{"num_envs": 4, "autoreset": true}, &m); err != nil {
				t.Error(err)
				return
			}
			if err := c.Call("reset", map[string]any{"env": m.Env}, nil); err != nil {
				t.Error(err)
				return
			}
			for range 30 {
				if err := c.Call("step", map[string]any{"env": m.Env, "actions": []int{0, 0, 0, 0}}, nil); err != nil {
					t.Error(err)
					return
				}
			}
		}()
	}
	wg.Wait()
	served(t, path)
}
