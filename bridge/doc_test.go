package bridge

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"net"
	"os"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/lorcana-rl/lorcana/bridge/client"
	"github.com/lorcana-rl/lorcana/bridge/wire"
	"github.com/lorcana-rl/lorcana/encode"
	"github.com/vmihailenco/msgpack/v5"
)

// docs/bridge.md is checked against the server: its transcripts are run
// and the replies compared, its error table lists exactly the codes, and
// its versions are the server's (issue 11).
//
// A transcript is a code block of lines "→ request" and "← reply" (a
// line that starts with neither continues the one before), each a
// JSON-like value: `...` in a map means more keys may follow, at the end
// of an array more elements; "<bin>", "<int>", "<float>", "<str>",
// "<bool>" and "<any>" stand for any value of that kind; every other value
// must be the reply's. "<state>" in a request is the last "state" a reply
// of the block gave. Each block runs on a fresh connection, which says
// hello first unless the block does.

const docPath = "../docs/bridge.md"

type exchange struct {
	request, reply string
}

type transcript struct {
	line      int // of the block's first exchange
	exchanges []exchange
}

// transcripts reads the transcripts of a markdown document.
func transcripts(t *testing.T, doc []byte) []transcript {
	var out []transcript
	var cur *transcript
	var last *string
	in := false
	sc := bufio.NewScanner(bytes.NewReader(doc))
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "```"):
			in, cur, last = !in, nil, nil
		case !in:
		case strings.HasPrefix(line, "→ "):
			if cur == nil {
				out = append(out, transcript{line: n})
				cur = &out[len(out)-1]
			}
			cur.exchanges = append(cur.exchanges, exchange{request: line[len("→ "):]})
			last = &cur.exchanges[len(cur.exchanges)-1].request
		case strings.HasPrefix(line, "← "):
			if cur == nil || cur.exchanges[len(cur.exchanges)-1].reply != "" {
				t.Fatalf("%s:%d: a reply with no request", docPath, n)
			}
			cur.exchanges[len(cur.exchanges)-1].reply = line[len("← "):]
			last = &cur.exchanges[len(cur.exchanges)-1].reply
		case last != nil:
			*last += "\n" + line
		}
	}
	return out
}

const more = "…more…" // stands for the doc's ...

// parseDocValue reads a JSON-like value of the doc: JSON with "..." for
// "more" in maps and arrays.
func parseDocValue(s string) (any, error) {
	var b strings.Builder
	var stack []byte
	inStr := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case inStr:
			if c == '\\' && i+1 < len(s) {
				b.WriteByte(c)
				i++
				c = s[i]
			} else if c == '"' {
				inStr = false
			}
		case c == '"':
			inStr = true
		case c == '{' || c == '[':
			stack = append(stack, c)
		case c == '}' || c == ']':
			if len(stack) > 0 {
				stack = stack[:len(stack)-1]
			}
		case strings.HasPrefix(s[i:], "..."):
			i += 2
			if len(stack) > 0 && stack[len(stack)-1] == '{' {
				b.WriteString(`"` + more + `": true`)
			} else {
				b.WriteString(`"` + more + `"`)
			}
			continue
		}
		b.WriteByte(c)
	}
	d := json.NewDecoder(strings.NewReader(b.String()))
	d.UseNumber()
	var v any
	if err := d.Decode(&v); err != nil {
		return nil, fmt.Errorf("%w in %s", err, b.String())
	}
	return v, nil
}

// toRequest turns a parsed request into what msgpack sends: integers as
// integers, "<state>" as the bytes.
func toRequest(v any, state []byte) any {
	switch x := v.(type) {
	case json.Number:
		if i, err := x.Int64(); err == nil {
			return i
		}
		f, _ := x.Float64()
		return f
	case string:
		if x == "<state>" {
			return state
		}
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = toRequest(e, state)
		}
		return out
	case map[string]any:
		out := map[string]any{}
		for k, e := range x {
			out[k] = toRequest(e, state)
		}
		return out
	}
	return v
}

// number is a decoded MessagePack number as a float64.
func number(v any) (float64, bool) {
	switch rv := reflect.ValueOf(v); rv.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return float64(rv.Int()), true
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return float64(rv.Uint()), true
	case reflect.Float32, reflect.Float64:
		return rv.Float(), true
	}
	return 0, false
}

// match compares a reply (got) with the doc's value (want) at path.
func match(want, got any, path string) error {
	switch w := want.(type) {
	case map[string]any:
		g, ok := got.(map[string]any)
		if !ok {
			return fmt.Errorf("%s: got %T, want a map", path, got)
		}
		for k, wv := range w {
			if k == more {
				continue
			}
			gv, ok := g[k]
			if !ok {
				return fmt.Errorf("%s: no key %q in the reply", path, k)
			}
			if err := match(wv, gv, path+"."+k); err != nil {
				return err
			}
		}
		if _, open := w[more]; !open {
			for k := range g {
				if _, ok := w[k]; !ok {
					return fmt.Errorf("%s: the reply has key %q, the doc does not (add it or ...)", path, k)
				}
			}
		}
		return nil
	case []any:
		g, ok := got.([]any)
		if !ok {
			return fmt.Errorf("%s: got %T, want an array", path, got)
		}
		n := len(w)
		open := n > 0 && w[n-1] == more
		if open {
			n--
		}
		if len(g) < n || !open && len(g) != n {
			return fmt.Errorf("%s: %d elements, the doc has %d", path, len(g), len(w))
		}
		for i := range n {
			if err := match(w[i], g[i], fmt.Sprintf("%s[%d]", path, i)); err != nil {
				return err
			}
		}
		return nil
	case json.Number:
		f, _ := w.Float64()
		if g, ok := number(got); !ok || g != f {
			return fmt.Errorf("%s: got %v, the doc says %s", path, got, w)
		}
		return nil
	case string:
		ok := true
		switch w {
		case "<any>":
		case "<bin>":
			_, ok = got.([]byte)
		case "<str>":
			_, ok = got.(string)
		case "<bool>":
			_, ok = got.(bool)
		case "<float>":
			_, ok = number(got)
		case "<int>":
			f, isNum := number(got)
			ok = isNum && f == math.Trunc(f)
		default:
			ok = got == w
		}
		if !ok {
			return fmt.Errorf("%s: got %v (%T), the doc says %q", path, got, got, w)
		}
		return nil
	case bool, nil:
		if got != want {
			return fmt.Errorf("%s: got %v, the doc says %v", path, got, want)
		}
		return nil
	}
	return fmt.Errorf("%s: the doc's value %v (%T) is not understood", path, want, want)
}

func readDoc(t *testing.T, path string) []byte {
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestDocTranscripts runs every transcript of docs/bridge.md on a server
// with the default options.
func TestDocTranscripts(t *testing.T) {
	ts := transcripts(t, readDoc(t, docPath))
	if len(ts) < 10 {
		t.Fatalf("%d transcripts in %s; it has more", len(ts), docPath)
	}
	_, path := startServer(t, Options{})
	for _, tr := range ts {
		t.Run(fmt.Sprintf("line %d", tr.line), func(t *testing.T) {
			nc, err := net.Dial("unix", path)
			if err != nil {
				t.Fatal(err)
			}
			defer nc.Close()
			fr := wire.NewFramer(nc, 0)
			var state []byte
			exchanges := tr.exchanges
			if !strings.Contains(exchanges[0].request, `"hello"`) {
				hello := fmt.Sprintf(`{"id": 0, "cmd": "hello", "args": {"version": %d}}`, wire.Version)
				exchanges = append([]exchange{{request: hello, reply: `{"id": 0, "ok": true, "result": {...}}`}}, exchanges...)
			}
			for _, ex := range exchanges {
				req, err := parseDocValue(ex.request)
				if err != nil {
					t.Fatalf("request %s: %v", ex.request, err)
				}
				want, err := parseDocValue(ex.reply)
				if err != nil {
					t.Fatalf("reply %s: %v", ex.reply, err)
				}
				var buf wire.Buffer
				buf.Reset()
				buf.Write(mustMarshal(toRequest(req, state)))
				nc.SetDeadline(time.Now().Add(30 * time.Second))
				if err := fr.Write(buf.B); err != nil {
					t.Fatal(err)
				}
				payload, err := fr.Read()
				if err != nil {
					t.Fatalf("%s: %v", ex.request, err)
				}
				var got any
				d := msgpack.NewDecoder(bytes.NewReader(payload))
				d.SetMapDecoder(func(d *msgpack.Decoder) (any, error) { return d.DecodeUntypedMap() })
				if err := d.Decode(&got); err != nil {
					t.Fatal(err)
				}
				got = stringKeys(got)
				if err := match(want, got, "reply"); err != nil {
					t.Fatalf("→ %s\n%v\n(the whole reply: %.2000v)", ex.request, err, got)
				}
				if r, ok := got.(map[string]any)["result"].(map[string]any); ok { // "<state>" for later
					if s, ok := r["state"].([]byte); ok {
						state = s
					}
				}
			}
		})
	}
}

// stringKeys turns decoded maps into map[string]any.
func stringKeys(v any) any {
	switch x := v.(type) {
	case map[any]any:
		out := map[string]any{}
		for k, e := range x {
			out[fmt.Sprint(k)] = stringKeys(e)
		}
		return out
	case map[string]any:
		for k, e := range x {
			x[k] = stringKeys(e)
		}
		return x
	case []any:
		for i, e := range x {
			x[i] = stringKeys(e)
		}
		return x
	}
	return v
}

// TestDocErrorsAndVersions: the error table of docs/bridge.md lists
// exactly the server's codes, and the versions it and
// docs/observation.md state are the server's.
func TestDocErrorsAndVersions(t *testing.T) {
	doc := string(readDoc(t, docPath))
	_, table, _ := strings.Cut(doc, "### Errors\n")
	table, _, _ = strings.Cut(table, "\n## ")
	var codes []wire.Code
	for _, m := range regexp.MustCompile("(?m)^\\| `([a-z_]+)` \\|").FindAllStringSubmatch(table, -1) {
		codes = append(codes, wire.Code(m[1]))
	}
	all := slices.Clone(wire.Codes)
	slices.Sort(all)
	slices.Sort(codes)
	if !slices.Equal(codes, all) {
		t.Errorf("the error table lists %v; the server's codes are %v", codes, all)
	}
	if want := fmt.Sprintf("Protocol version: **%d**", wire.Version); !strings.Contains(doc, want) {
		t.Errorf("%s does not say %q", docPath, want)
	}
	obs := string(readDoc(t, "../docs/observation.md"))
	if want := fmt.Sprintf("# Observation encoding, version %d\n", encode.Version); !strings.HasPrefix(obs, want) {
		t.Errorf("docs/observation.md does not start %q", want)
	}
	if want := fmt.Sprintf("2^31−1 = %d", wire.MaxFrameLimit); !strings.Contains(doc, want) {
		t.Errorf("%s does not give the largest frame, %q", docPath, want)
	}
}

// TestDocTurnLimit: what the doc says turn_limit means. With turn_limit
// 3 the turns 1 to 3 are played; the game is truncated as turn 4 would
// begin, and the batch's turn is 4.
func TestDocTurnLimit(t *testing.T) {
	_, path := startServer(t, Options{})
	c := dial(t, path, client.Options{})
	var m makeResult
	mustCall(t, c, "make", map[string]any{"turn_limit": 3}, &m)
	var b batchResult
	mustCall(t, c, "reset", map[string]any{"env": m.Env, "seed": 2}, &b)
	maxTurn := int32(0)
	for range 2000 {
		if b.Truncated.Data[0] == 1 || b.Terminated.Data[0] == 1 {
			break
		}
		maxTurn = max(maxTurn, i32(b.Turn)[0])
		var l struct {
			Options []struct {
				Kind string `msgpack:"kind"`
			} `msgpack:"options"`
		}
		mustCall(t, c, "legal", map[string]any{"env": m.Env}, &l)
		act := slices.IndexFunc(l.Options, func(o struct {
			Kind string `msgpack:"kind"`
		}) bool {
			return o.Kind == "end-turn"
		})
		b = batchResult{}
		mustCall(t, c, "step", map[string]any{"env": m.Env, "actions": []int{max(act, 0)}}, &b)
	}
	if b.Truncated.Data[0] != 1 || i32(b.Turn)[0] != 4 || maxTurn != 3 {
		t.Fatalf("truncated %v at turn %d, the last turn played %d; the doc says turn 4 and 3", b.Truncated.Data, i32(b.Turn)[0], maxTurn)
	}
}
