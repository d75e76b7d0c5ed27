package checkpoint

import (
	"bytes"
	"encoding/binary"
	"encoding/gob"
	"hash/crc32"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/encode"
	"github.com/lorcana-rl/lorcana/train/model"
)

func testFile(t *testing.T, update int) *File {
	l, err := model.NewLayout(encode.NewSpec(2), model.Keep{Hand: 2, Play: 2, Look: 1, Options: 4})
	if err != nil {
		t.Fatal(err)
	}
	arch := model.Arch{CardDim: 2, Hidden: 3, OptionHidden: 2}
	net, err := model.New(l.Dims(), arch, uint64(update))
	if err != nil {
		t.Fatal(err)
	}
	return &File{EncodeVersion: encode.Version, Players: 2, Keep: l.Keep, Arch: arch, Dims: net.Dims, Params: net.Params,
		Update: update, Optimizer: &Optimizer{Step: 3, M: [][]float32{{1}}, V: [][]float32{{2}}}}
}

func TestRoundTripAndNewest(t *testing.T) {
	dir := t.TempDir()
	for _, u := range []int{1, 2, 10} {
		if err := Save(filepath.Join(dir, Name(u)), testFile(t, u)); err != nil {
			t.Fatal(err)
		}
	}
	f, path, _, err := Newest(dir)
	if err != nil || f.Update != 10 || filepath.Base(path) != Name(10) {
		t.Fatalf("newest: %v %v %v", f, path, err)
	}
	want := testFile(t, 10)
	for i := range want.Params {
		if !slices.Equal(want.Params[i].Data, f.Params[i].Data) {
			t.Errorf("weights %s changed in the round trip", want.Params[i].Name)
		}
	}
	if _, err := f.Layout(); err != nil {
		t.Error(err)
	}
	// A damaged newest file is skipped; a truncated one too.
	data, _ := os.ReadFile(path)
	data[len(data)/2] ^= 0xff
	os.WriteFile(path, data, 0o644)
	os.WriteFile(filepath.Join(dir, Name(11)), data[:len(data)/3], 0o644)
	f, _, skipped, err := Newest(dir)
	if err != nil || f.Update != 2 || len(skipped) != 2 {
		t.Errorf("after damage: update %v, skipped %v, err %v", f, skipped, err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 4 {
		t.Errorf("%d files in the folder, want 4 (no temporary files left)", len(entries))
	}
	if _, err := Decode([]byte("hello")); err == nil {
		t.Error("Decode accepted garbage")
	}
}

func TestLayoutRefusesOtherVersion(t *testing.T) {
	f := testFile(t, 1)
	f.EncodeVersion = encode.Version + 1
	if _, err := f.Layout(); err == nil {
		t.Error("a checkpoint of another observation version was accepted")
	}
}

// A bot keeps the network and its counts, not the state that only
// resuming needs, nor the settings.
func TestBotKeepsTheNetwork(t *testing.T) {
	f := testFile(t, 7)
	f.Config, f.RNG, f.Pool, f.PoolRates, f.EnvSteps = "seed: 1\n", []byte{1}, []string{"a"}, []float32{0.5}, 99
	b := f.Bot()
	if b.Update != 7 || b.EnvSteps != 99 || len(b.Params) != len(f.Params) {
		t.Errorf("bot lost the network or its counts: %+v", b)
	}
	if b.Optimizer != nil || b.RNG != nil || b.Pool != nil || b.PoolRates != nil || b.Config != "" {
		t.Errorf("bot kept training state: %+v", b)
	}
	f.History = []Phase{{Config: "a.yaml", Decks: []Deck{{"x", 1}}}, {Config: "b.yaml"}}
	if b := f.Bot(); len(b.History) != 2 || b.History[0].Decks[0].Print != 1 {
		t.Errorf("bot lost the history: %+v", b.History)
	}
}

// encodeAs writes f as a file of format version (the body as it is).
func encodeAs(t *testing.T, f *File, version int) []byte {
	var body bytes.Buffer
	if err := gob.NewEncoder(&body).Encode(f); err != nil {
		t.Fatal(err)
	}
	out := []byte(magic(version))
	out = binary.LittleEndian.AppendUint64(out, uint64(body.Len()))
	out = append(out, body.Bytes()...)
	return binary.LittleEndian.AppendUint32(out, crc32.ChecksumIEEE(body.Bytes()))
}

// Files of every format load; the history is read only from format 2 on,
// and HistoryProblem says what a file lacks.
func TestFormats(t *testing.T) {
	withHistory := testFile(t, 3)
	withHistory.History = []Phase{{Config: "configs/a.yaml", EnvSteps: 10, Decks: []Deck{{"d1", 11}, {"d2", 22}}, HeldOut: []Deck{{"h", 33}}}}
	unrecorded := testFile(t, 3)
	unrecorded.History = []Phase{{Unrecorded: true}, {Config: "b.yaml", Decks: []Deck{{"d1", 11}}}}
	var current bytes.Buffer
	if err := Encode(&current, withHistory); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name        string
		data        []byte
		format      int
		phases      int
		problem     string // a part of HistoryProblem ("": none)
		refusedWith string // a part of Decode's error ("": loads)
	}{
		{"format 1", encodeAs(t, testFile(t, 3), 1), 1, 0, "format 1 records no training history", ""},
		{"format 1 with a body that has a history", encodeAs(t, withHistory, 1), 1, 0, "format 1", ""},
		{"format 2 by Encode", current.Bytes(), 2, 1, "", ""},
		{"format 2 without phases", encodeAs(t, testFile(t, 3), 2), 2, 0, "records no training phase", ""},
		{"format 2, a phase unrecorded", encodeAs(t, unrecorded, 2), 2, 2, "phase 1 are not recorded", ""},
		{"a newer format", encodeAs(t, withHistory, Version+1), 0, 0, "", "newer than this build reads"},
		{"not a checkpoint", []byte("lorcana-checkpoints 1\n"), 0, 0, "", "not a checkpoint file"},
	}
	for _, c := range cases {
		f, err := Decode(c.data)
		if c.refusedWith != "" {
			if err == nil || !strings.Contains(err.Error(), c.refusedWith) {
				t.Errorf("%s: error %v, want one saying %q", c.name, err, c.refusedWith)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		if f.Format != c.format || len(f.History) != c.phases {
			t.Errorf("%s: format %d with %d phases, want %d with %d", c.name, f.Format, len(f.History), c.format, c.phases)
		}
		if p := f.HistoryProblem(); (c.problem == "") != (p == "") || !strings.Contains(p, c.problem) {
			t.Errorf("%s: HistoryProblem %q, want %q", c.name, p, c.problem)
		}
	}
	if !bytes.HasPrefix(current.Bytes(), []byte("lorcana-checkpoint 2\n")) {
		t.Errorf("Encode wrote %.22q, want format 2", current.Bytes())
	}
}

func TestSeen(t *testing.T) {
	h := []Phase{
		{Decks: []Deck{{"a", 1}, {"b", 2}}},
		{Decks: []Deck{{"b", 2}, {"c", 3}}},
	}
	cases := []struct {
		history []Phase
		print   uint64
		phases  []int
		known   bool
	}{
		{h, 1, []int{1}, true},
		{h, 2, []int{1, 2}, true},
		{h, 3, []int{2}, true},
		{h, 4, nil, true},
		{nil, 1, nil, false},
		{append([]Phase{{Unrecorded: true}}, h...), 3, []int{3}, false},
	}
	for i, c := range cases {
		phases, known := Seen(c.history, c.print)
		if !slices.Equal(phases, c.phases) || known != c.known {
			t.Errorf("case %d: Seen(%d) = %v, %v; want %v, %v", i, c.print, phases, known, c.phases, c.known)
		}
	}
	if u, s, sec := Totals(h); u != 0 || s != 0 || sec != 0 {
		t.Errorf("Totals of phases without counts: %d %d %g", u, s, sec)
	}
	if u, s, sec := Totals([]Phase{{Updates: 2, EnvSteps: 10, Seconds: 1.5}, {Updates: 3, EnvSteps: 5, Seconds: 2}}); u != 5 || s != 15 || sec != 3.5 {
		t.Errorf("Totals: %d %d %g, want 5 15 3.5", u, s, sec)
	}
}
