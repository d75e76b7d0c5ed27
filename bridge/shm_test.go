//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package bridge

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
	"unsafe"

	"github.com/lorcana-rl/lorcana/bridge/client"
	"github.com/lorcana-rl/lorcana/bridge/wire"
	"github.com/lorcana-rl/lorcana/engine"
)

// shmMake is make's reply for a group on the shm transport.
type shmMake struct {
	Env       uint32 `msgpack:"env"`
	Transport string `msgpack:"transport"`
	Shm       struct {
		Path   string `msgpack:"path"`
		Size   int    `msgpack:"size"`
		Arrays map[string]struct {
			Offset int    `msgpack:"offset"`
			Dtype  string `msgpack:"dtype"`
			Shape  []int  `msgpack:"shape"`
		} `msgpack:"arrays"`
	} `msgpack:"shm"`
}

// mapShm maps a group's file read-only, as a client does.
func mapShm(t testing.TB, m shmMake) []byte {
	t.Helper()
	f, err := os.Open(m.Shm.Path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	mem, err := syscall.Mmap(int(f.Fd()), 0, m.Shm.Size, syscall.PROT_READ, syscall.MAP_SHARED)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { syscall.Munmap(mem) })
	return mem
}

// shmBytes is array name of the file.
func shmBytes(t testing.TB, m shmMake, mem []byte, name string) []byte {
	t.Helper()
	a, ok := m.Shm.Arrays[name]
	if !ok {
		t.Fatalf("no array %q in the shm file", name)
	}
	n := elemSize(a.Dtype)
	if a.Dtype == wire.DtypeBool {
		n = 1
	}
	for _, d := range a.Shape {
		n *= d
	}
	return mem[a.Offset : a.Offset+n]
}

func gone(path string) bool {
	_, err := os.Stat(path)
	return errors.Is(err, fs.ErrNotExist)
}

// waitGone waits for the server to remove path (it does so on its own
// goroutine when a connection ends).
func waitGone(t *testing.T, path string) {
	t.Helper()
	for deadline := time.Now().Add(5 * time.Second); !gone(path); {
		if time.Now().After(deadline) {
			t.Fatalf("%s still there", path)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// TestShmMatchesSocket steps the same games through both transports, in
// an autoreset and a manual group: every observation, mask and result in
// the shared memory is byte for byte the socket's.
func TestShmMatchesSocket(t *testing.T) {
	_, path := startServer(t, Options{})
	for _, auto := range []bool{true, false} {
		t.Run(fmt.Sprintf("autoreset=%v", auto), func(t *testing.T) { shmMatchesSocket(t, path, auto) })
	}
}

func shmMatchesSocket(t *testing.T, path string, auto bool) {
	c := dial(t, path, client.Options{Transports: []string{"shm"}})
	if ts := c.Hello["transports"]; !slicesEqualAny(ts, "socket", "shm") {
		t.Fatalf("hello transports %v, want [socket shm]", ts)
	}
	const n = 5
	var sm shmMake
	mustCall(t, c, "make", map[string]any{"num_envs": n, "autoreset": auto, "seed": 3, "transport": "shm"}, &sm)
	if sm.Transport != "shm" || sm.Shm.Path == "" {
		t.Fatalf("make: transport %q, path %q", sm.Transport, sm.Shm.Path)
	}
	if _, ok := sm.Shm.Arrays["final_obs.cards"]; ok != auto {
		t.Errorf("final_obs in the file: %v, want %v", ok, auto)
	}
	mem := mapShm(t, sm)
	var pm makeResult
	mustCall(t, c, "make", map[string]any{"num_envs": n, "autoreset": auto, "seed": 3, "layout": "dense"}, &pm)
	if !gone(sm.Shm.Path) {
		t.Error("the shm file is still there after the next request")
	}
	var sr struct {
		Shm uint64 `msgpack:"shm"`
	}
	var pr batchResult
	rng := engine.NewRNG(5)
	acts := make([]int32, n)
	ends, resets, rounds := 0, 0, uint64(0)
	for step := range 400 {
		cmd, args := "step", map[string]any{"actions": acts}
		if step == 0 || !auto && ends > resets {
			cmd, args, resets = "reset", map[string]any{}, ends // manual: all envs again
		}
		args["env"] = sm.Env
		mustCall(t, c, cmd, args, &sr)
		args["env"] = pm.Env
		pr = batchResult{}
		mustCall(t, c, cmd, args, &pr)
		if rounds++; sr.Shm != rounds {
			t.Fatalf("step %d: shm round %d, want %d", step, sr.Shm, rounds)
		}
		for name, a := range pr.Obs {
			if got := shmBytes(t, sm, mem, "obs."+name); !bytes.Equal(got, a.Data) {
				t.Fatalf("step %d: obs %s differs", step, name)
			}
		}
		for name, a := range map[string]wire.Array{"num_options": pr.NumOptions, "to_play": pr.ToPlay,
			"reward": pr.Reward, "rewards": pr.Rewards, "terminated": pr.Terminated,
			"truncated": pr.Truncated, "winner": pr.Winner, "turn": pr.Turn} {
			if got := shmBytes(t, sm, mem, name); !bytes.Equal(got, a.Data) {
				t.Fatalf("step %d: %s differs: %v, want %v", step, name, got, a.Data)
			}
		}
		if auto { // final_obs: the rows of the envs whose game ended
			fe := i32(*pr.FinalEnvs)
			ends += len(fe)
			for name, a := range pr.FinalObs {
				all := shmBytes(t, sm, mem, "final_obs."+name)
				row := len(all) / n
				for j, i := range fe {
					if !bytes.Equal(all[int(i)*row:int(i+1)*row], a.Data[j*row:(j+1)*row]) {
						t.Fatalf("step %d: final_obs %s of env %d differs", step, name, i)
					}
				}
			}
		} else {
			for _, d := range pr.Terminated.Data {
				ends += int(d)
			}
			for _, d := range pr.Truncated.Data {
				ends += int(d)
			}
		}
		no := i32(pr.NumOptions)
		for i := range acts {
			acts[i] = int32(rng.Intn(max(int(no[i]), 1)))
		}
	}
	if ends == 0 {
		t.Error("no game ended")
	}
	if !auto { // a subset answers on the socket and updates its rows
		var one batchResult
		mustCall(t, c, "step", map[string]any{"env": sm.Env, "envs": []int{2}, "actions": []int{0}}, &one)
		all := shmBytes(t, sm, mem, "obs.cards")
		row := len(all) / n
		if !bytes.Equal(all[2*row:3*row], one.Obs["cards"].Data) {
			t.Error("env 2's row is not the observation the socket answered")
		}
	}
	var closed map[string]any
	mustCall(t, c, "close", map[string]any{"env": sm.Env}, &closed)
}

func slicesEqualAny(v any, want ...string) bool {
	l, ok := v.([]any)
	if !ok || len(l) != len(want) {
		return false
	}
	for i, x := range l {
		if x != want[i] {
			return false
		}
	}
	return true
}

// TestShmFileRemoved: the file goes when the client closes the group at
// once, when the connection ends before the client's next request, and
// when the server shuts down.
func TestShmFileRemoved(t *testing.T) {
	srv, path := startServer(t, Options{})
	for _, how := range []string{"close", "disconnect", "shutdown"} {
		t.Run(how, func(t *testing.T) {
			c, err := client.Dial("unix", path, client.Options{Transports: []string{"shm"}})
			if err != nil {
				t.Fatal(err)
			}
			defer c.Close()
			var sm shmMake
			mustCall(t, c, "make", map[string]any{"num_envs": 2, "autoreset": true, "transport": "shm"}, &sm)
			if gone(sm.Shm.Path) {
				t.Fatal("no shm file after make")
			}
			switch how {
			case "close":
				mustCall(t, c, "close", map[string]any{"env": sm.Env}, nil)
			case "disconnect":
				c.Close()
			default:
				ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
				defer cancel()
				if err := srv.Shutdown(ctx); err != nil {
					t.Fatal(err)
				}
			}
			waitGone(t, sm.Shm.Path)
		})
	}
}

func TestShmRefused(t *testing.T) {
	_, path := startServer(t, Options{})
	plain := dial(t, path, client.Options{})
	if ts := plain.Hello["transports"]; !slicesEqualAny(ts, "socket") {
		t.Errorf("hello transports %v without asking, want [socket]", ts)
	}
	shm := dial(t, path, client.Options{Transports: []string{"shm"}})
	tests := []struct {
		name string
		c    *client.Client
		args map[string]any
	}{
		{"not asked in the hello", plain, map[string]any{"autoreset": true, "transport": "shm"}},
		{"a bad transport type", shm, map[string]any{"autoreset": true, "transport": 1}},
		{"no such transport", shm, map[string]any{"autoreset": true, "transport": "pigeon"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			wantCode(t, tt.c.Call("make", tt.args, nil), wire.CodeBadRequest)
		})
	}
}

// TestShmLocality: only a client on this machine gets the shm transport.
func TestShmLocality(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	go func() {
		if nc, err := l.Accept(); err == nil {
			nc.Close()
		}
	}()
	tcp, err := net.Dial("tcp", l.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer tcp.Close()
	a, b := net.Pipe()
	defer a.Close()
	defer b.Close()
	tests := []struct {
		name  string
		nc    net.Conn
		local bool
	}{
		{"loopback tcp", tcp, true},
		{"another machine", remoteConn{a, &net.TCPAddr{IP: net.IPv4(192, 0, 2, 7), Port: 9}}, false},
		{"ipv6 loopback", remoteConn{a, &net.TCPAddr{IP: net.IPv6loopback, Port: 9}}, true},
		{"an unknown kind", a, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if why := shmRefusal(tt.nc); (why == "") != tt.local {
				t.Errorf("refusal %q, want local %v", why, tt.local)
			}
		})
	}
}

type remoteConn struct {
	net.Conn
	remote net.Addr
}

func (c remoteConn) RemoteAddr() net.Addr { return c.remote }

// BenchmarkBridgeShm is BenchmarkBridgeGoClient's workload on the shm
// transport.
func BenchmarkBridgeShm(b *testing.B) {
	_, path := startServer(b, Options{})
	for _, n := range []int{1, 64, 256} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			c := dial(b, path, client.Options{Transports: []string{"shm"}})
			var m shmMake
			mustCall(b, c, "make", map[string]any{"num_envs": n, "autoreset": true, "seed": 1, "transport": "shm"}, &m)
			mem := mapShm(b, m)
			mustCall(b, c, "reset", map[string]any{"env": m.Env}, nil)
			no := unsafe.Slice((*int32)(unsafe.Pointer(&shmBytes(b, m, mem, "num_options")[0])), n)
			rng := engine.NewRNG(1)
			acts := make([]int32, n)
			args := map[string]any{"env": m.Env, "actions": acts}
			b.ResetTimer()
			for range b.N {
				for i := range acts {
					acts[i] = int32(rng.Intn(int(no[i])))
				}
				if _, err := c.CallRaw("step", args); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(n*b.N)/b.Elapsed().Seconds(), "steps/s")
		})
	}
}

// TestShmSweep: files of servers whose process is gone are removed; this
// server's, a live process's and other files stay.
func TestShmSweep(t *testing.T) {
	dir := t.TempDir()
	dead := exec.Command("true")
	if err := dead.Run(); err != nil {
		t.Skip("no true command:", err)
	}
	files := []struct {
		name string
		kept bool
	}{
		{fmt.Sprintf("%s%d-123", shmPrefix, dead.Process.Pid), false},
		{fmt.Sprintf("%s%d-456", shmPrefix, os.Getpid()), true},
		{fmt.Sprintf("%s%d-789", shmPrefix, os.Getppid()), true},
		{shmPrefix + "nopid", true},
		{"other-file", true},
	}
	for _, f := range files {
		if err := os.WriteFile(filepath.Join(dir, f.name), nil, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	sweepShm(dir)
	for _, f := range files {
		if kept := !gone(filepath.Join(dir, f.name)); kept != f.kept {
			t.Errorf("%s: kept %v, want %v", f.name, kept, f.kept)
		}
	}
}

// TestShmRestore: a restore into a shm group answers the env's observation
// on the socket (in a group of one env too) and leaves its row, mask and
// results in the file.
func TestShmRestore(t *testing.T) {
	_, path := startServer(t, Options{})
	c := dial(t, path, client.Options{Transports: []string{"shm"}})
	for _, tt := range []struct {
		n, index int
		auto     bool
	}{{3, 1, true}, {1, 0, true}, {1, 0, false}} {
		t.Run(fmt.Sprintf("n=%d,autoreset=%v", tt.n, tt.auto), func(t *testing.T) {
			var sm shmMake
			mustCall(t, c, "make", map[string]any{"num_envs": tt.n, "autoreset": tt.auto, "seed": 8, "transport": "shm"}, &sm)
			mem := mapShm(t, sm)
			mustCall(t, c, "reset", map[string]any{"env": sm.Env}, nil)
			var snap struct {
				State []byte `msgpack:"state"`
			}
			acts := make([]int, tt.n)
			for step := range 30 {
				if step == 10 {
					mustCall(t, c, "serialize", map[string]any{"env": sm.Env, "index": tt.index}, &snap)
				}
				var r batchResult
				if err := c.Call("step", map[string]any{"env": sm.Env, "actions": acts}, &r); err != nil {
					break // a manual game may end
				}
			}
			var rb batchResult
			mustCall(t, c, "restore", map[string]any{"env": sm.Env, "index": tt.index, "state": snap.State}, &rb)
			if len(rb.Obs) == 0 {
				t.Fatal("restore answered no observation")
			}
			for name, a := range rb.Obs {
				all := shmBytes(t, sm, mem, "obs."+name)
				row := len(all) / tt.n
				if !bytes.Equal(all[tt.index*row:(tt.index+1)*row], a.Data) {
					t.Errorf("obs %s of the restored env differs from restore's answer", name)
				}
			}
			i := 4 * tt.index
			if got, want := shmBytes(t, sm, mem, "num_options")[i:i+4], rb.NumOptions.Data; !bytes.Equal(got, want) {
				t.Errorf("num_options %v, want %v", got, want)
			}
			if got, want := shmBytes(t, sm, mem, "to_play")[i:i+4], rb.ToPlay.Data; !bytes.Equal(got, want) {
				t.Errorf("to_play %v, want %v", got, want)
			}
		})
	}
}

// TestShmNoSpace: a file the file system cannot hold is an error at once
// (not a SIGBUS later), and nothing is left behind.
func TestShmNoSpace(t *testing.T) {
	before, _ := filepath.Glob(filepath.Join(shmDir(), fmt.Sprintf("%s%d-*", shmPrefix, os.Getpid())))
	if f, err := createShm(1 << 50); err == nil {
		f.close()
		t.Fatal("a petabyte of shared memory: no error")
	}
	after, _ := filepath.Glob(filepath.Join(shmDir(), fmt.Sprintf("%s%d-*", shmPrefix, os.Getpid())))
	if len(after) != len(before) {
		t.Errorf("files left: %v, before %v", after, before)
	}
}

// TestShmRefusedToRemoteClient: a client the server sees on another
// machine gets the socket only, and make's refusal says why.
func TestShmRefusedToRemoteClient(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	go s.Serve(remoteListener{l})
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		s.Shutdown(ctx)
	})
	c, err := client.Dial("tcp", l.Addr().String(), client.Options{Transports: []string{"shm"}})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if ts := c.Hello["transports"]; !slicesEqualAny(ts, "socket") {
		t.Errorf("hello transports %v, want [socket]", ts)
	}
	err = c.Call("make", map[string]any{"autoreset": true, "transport": "shm"}, nil)
	wantCode(t, err, wire.CodeBadRequest)
	if err == nil || !strings.Contains(err.Error(), "not on this machine") {
		t.Errorf("refusal %v does not say why", err)
	}
	mustCall(t, c, "make", map[string]any{"autoreset": true}, nil) // the socket still works
}

// remoteListener makes its connections look as if they came from another
// machine.
type remoteListener struct{ net.Listener }

func (l remoteListener) Accept() (net.Conn, error) {
	nc, err := l.Listener.Accept()
	if err != nil {
		return nil, err
	}
	return remoteConn{nc, &net.TCPAddr{IP: net.IPv4(192, 0, 2, 7), Port: 4000}}, nil
}

// TestShmShrunkFile: a client that shrinks the shm file breaks the
// transport's contract; the server's writes then fault. Each such request
// gets an error, and the server goes on serving others (it must not die of
// SIGBUS), for a shrink before a step and before a reset.
func TestShmShrunkFile(t *testing.T) {
	_, path := startServer(t, Options{})
	for _, tc := range []struct {
		cmd       string
		autoreset bool
	}{{"step", true}, {"reset", true}, {"step", false}, {"reset", false}} {
		cmd := tc.cmd
		t.Run(fmt.Sprintf("%s/autoreset=%v", cmd, tc.autoreset), func(t *testing.T) {
			c, err := client.Dial("unix", path, client.Options{Transports: []string{"shm"}})
			if err != nil {
				t.Fatal(err)
			}
			defer c.Close()
			var sm shmMake
			mustCall(t, c, "make", map[string]any{"num_envs": 4, "autoreset": tc.autoreset, "transport": "shm"}, &sm)
			f, err := os.OpenFile(sm.Shm.Path, os.O_RDWR, 0) // before the next request unlinks it
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			mustCall(t, c, "reset", map[string]any{"env": sm.Env}, nil)
			if err := f.Truncate(0); err != nil {
				t.Fatal(err)
			}
			args := map[string]any{"env": sm.Env}
			if cmd == "step" {
				args["actions"] = []int32{0, 0, 0, 0}
			}
			err = c.Call(cmd, args, nil)
			if err == nil || !strings.Contains(err.Error(), "shared memory") {
				t.Fatalf("%s into a shrunk shm file: got %v, want a shared memory error", cmd, err)
			}
			// The same connection and the server are still there.
			mustCall(t, c, "ping", nil, nil)
			c2, err := client.Dial("unix", path, client.Options{Transports: []string{"shm"}})
			if err != nil {
				t.Fatal(err)
			}
			defer c2.Close()
			var sm2 shmMake
			mustCall(t, c2, "make", map[string]any{"num_envs": 2, "autoreset": true, "transport": "shm"}, &sm2)
			mustCall(t, c2, "reset", map[string]any{"env": sm2.Env}, nil)
			mustCall(t, c2, "step", map[string]any{"env": sm2.Env, "actions": []int32{0, 0}}, nil)
		})
	}
}
