package client

import (
	"net"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/bridge/wire"
	"github.com/vmihailenco/msgpack/v5"
)

// oldServer answers one hello with result on a Unix socket and returns its
// path.
func oldServer(t *testing.T, result map[string]any) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "s")
	ln, err := net.Listen("unix", path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })
	go func() {
		nc, err := ln.Accept()
		if err != nil {
			return
		}
		defer nc.Close()
		fr := wire.NewFramer(nc, 0)
		if _, err := fr.Read(); err != nil {
			return
		}
		var b wire.Buffer
		b.Reset()
		msgpack.NewEncoder(&b).Encode(map[string]any{"id": 1, "ok": true, "result": result})
		fr.Write(b.B)
		fr.Read() // until the client closes
	}()
	return path
}

// TestDialChecksVersion: a server that greets with another protocol
// version is refused at Dial, naming both versions.
func TestDialChecksVersion(t *testing.T) {
	for _, v := range []any{1, 3, nil} {
		res := map[string]any{"compression": "none"}
		if v != nil {
			res["version"] = v
		}
		_, err := Dial("unix", oldServer(t, res), Options{})
		if err == nil || !strings.Contains(err.Error(), "protocol version") || !strings.Contains(err.Error(), "this client speaks 2") {
			t.Errorf("a server of version %v: %v", v, err)
		}
	}
	c, err := Dial("unix", oldServer(t, map[string]any{"version": wire.Version, "compression": "none"}), Options{})
	if err != nil {
		t.Fatal(err)
	}
	c.Close()
}
