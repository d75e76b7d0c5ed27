package checkpoint

import (
	"os"
	"path/filepath"
	"slices"
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
}
