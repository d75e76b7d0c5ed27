package checkpoint

import (
	"bytes"
	"encoding/binary"
	"encoding/gob"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/lorcana-rl/lorcana/encode"
	"github.com/lorcana-rl/lorcana/train/model"
)

// Version is the format written: 2 adds History, the record of every
// training phase. Files of format 1 still load (Format 1, no History).
const Version = 2

// magicPrefix and the format number on one line start every file.
const magicPrefix = "lorcana-checkpoint "

func magic(version int) string { return fmt.Sprintf("%s%d\n", magicPrefix, version) }

// Ext is the file extension of checkpoints.
const Ext = ".ckpt"

// File is everything a checkpoint holds.
type File struct {
	EncodeVersion int // encode.Version the network was trained on
	Players       int
	Keep          model.Keep
	Arch          model.Arch
	Dims          model.Dims
	Params        []model.Param

	// Training state (absent from an exported bot).
	Update    int     // PPO updates done
	EnvSteps  int64   // environment steps consumed
	Seconds   float64 // training time so far
	Config    string  // the run's settings that decide what is learned, YAML (config.Config.Learning)
	Optimizer *Optimizer
	RNG       []byte    // the trainer's random generator (encoding.BinaryMarshaler)
	Pool      []string  // file names (in the same folder) of the past checkpoints played against
	PoolRates []float32 // per Pool entry: how often it beat the policy lately (selfplay.priority); absent: 0.5

	// History is every training phase the weights went through, oldest
	// first, the current run's last (format 2; kept by Bot).
	History []Phase

	// Format is the format the file was read in (Decode sets it from the
	// magic line; Encode always writes Version).
	Format int
}

// Bot returns the checkpoint without its training state: the network and
// its counts and its History, what ships as a bot. The run's settings are
// left out (each phase of History keeps its own).
func (f *File) Bot() *File {
	return &File{EncodeVersion: f.EncodeVersion, Players: f.Players, Keep: f.Keep, Arch: f.Arch, Dims: f.Dims,
		Params: f.Params, Update: f.Update, EnvSteps: f.EnvSteps, Seconds: f.Seconds, History: f.History, Format: f.Format}
}

// Optimizer is Adam's state.
type Optimizer struct {
	Step int
	M, V [][]float32
}

// Net returns the network of the checkpoint, checked.
func (f *File) Net() (*model.Net, error) {
	n := &model.Net{Dims: f.Dims, Arch: f.Arch, Params: f.Params}
	if err := n.Check(); err != nil {
		return nil, fmt.Errorf("checkpoint: %w", err)
	}
	return n, nil
}

// Layout returns the observation layout the network reads, after checking
// that the observations of this build have the shapes it was trained on.
func (f *File) Layout() (*model.Layout, error) {
	if f.EncodeVersion != encode.Version {
		return nil, fmt.Errorf("checkpoint: trained on observation version %d, this build encodes version %d", f.EncodeVersion, encode.Version)
	}
	l, err := model.NewLayout(encode.NewSpec(f.Players), f.Keep)
	if err != nil {
		return nil, fmt.Errorf("checkpoint: %w", err)
	}
	d := l.Dims()
	if d.CardRows != f.Dims.CardRows || d.CardFeatures != f.Dims.CardFeatures || d.Globals != f.Dims.Globals ||
		d.Options != f.Dims.Options || d.OptionFeatures != f.Dims.OptionFeatures || d.CardVocab != f.Dims.CardVocab ||
		!slices.Equal(d.Zones, f.Dims.Zones) {
		return nil, fmt.Errorf("checkpoint: the network reads observations of shapes %+v, this build's are %+v", f.Dims, d)
	}
	return l, nil
}

// Encode writes f in the checkpoint format.
func Encode(w io.Writer, f *File) error {
	var body bytes.Buffer
	if err := gob.NewEncoder(&body).Encode(f); err != nil {
		return fmt.Errorf("checkpoint: encode: %w", err)
	}
	var hdr [8]byte
	binary.LittleEndian.PutUint64(hdr[:], uint64(body.Len()))
	var crc [4]byte
	binary.LittleEndian.PutUint32(crc[:], crc32.ChecksumIEEE(body.Bytes()))
	for _, b := range [][]byte{[]byte(magic(Version)), hdr[:], body.Bytes(), crc[:]} {
		if _, err := w.Write(b); err != nil {
			return err
		}
	}
	return nil
}

// Decode reads a checkpoint of any format up to Version, refusing a
// truncated or damaged one.
func Decode(data []byte) (*File, error) {
	version := 0
	for v := 1; v <= Version; v++ {
		if bytes.HasPrefix(data, []byte(magic(v))) {
			version = v
		}
	}
	if version == 0 {
		if bytes.HasPrefix(data, []byte(magicPrefix)) {
			line, _, _ := bytes.Cut(data[len(magicPrefix):], []byte("\n"))
			return nil, fmt.Errorf("checkpoint: format %.20q is newer than this build reads (up to %d)", line, Version)
		}
		return nil, errors.New("checkpoint: not a checkpoint file")
	}
	data = data[len(magic(version)):]
	if len(data) < 12 {
		return nil, errors.New("checkpoint: file is truncated")
	}
	n := binary.LittleEndian.Uint64(data)
	if uint64(len(data)-12) != n {
		return nil, fmt.Errorf("checkpoint: file is truncated or has extra bytes (%d bytes of body, header says %d)", len(data)-12, n)
	}
	body := data[8 : 8+n]
	if crc32.ChecksumIEEE(body) != binary.LittleEndian.Uint32(data[8+n:]) {
		return nil, errors.New("checkpoint: checksum mismatch (damaged file)")
	}
	f := &File{}
	if err := gob.NewDecoder(bytes.NewReader(body)).Decode(f); err != nil {
		return nil, fmt.Errorf("checkpoint: decode: %w", err)
	}
	f.Format = version
	if version < 2 {
		f.History = nil // format 1 had none
	}
	if _, err := f.Net(); err != nil {
		return nil, err
	}
	return f, nil
}

// Load reads a checkpoint file.
func Load(path string) (*File, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("checkpoint: %w", err)
	}
	f, err := Decode(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return f, nil
}

// Save writes f to path atomically: a temporary file in the same folder is
// written and synced, then renamed over path, and the folder is synced.
func Save(path string, f *File) error {
	var buf bytes.Buffer
	if err := Encode(&buf, f); err != nil {
		return err
	}
	return WriteAtomic(path, buf.Bytes())
}

// WriteAtomic writes data to path as Save does (any file a trainer keeps:
// the drafter's checkpoints of package train/draft too): a kill leaves the
// old file or the new one, never a part.
func WriteAtomic(path string, data []byte) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("checkpoint: %w", err)
	}
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return fmt.Errorf("checkpoint: %w", err)
	}
	ok := false
	defer func() {
		if !ok {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if err := tmp.Chmod(0o644); err != nil {
		return fmt.Errorf("checkpoint: %w", err)
	}
	if _, err := tmp.Write(data); err != nil {
		return fmt.Errorf("checkpoint: %w", err)
	}
	if err := tmp.Sync(); err != nil {
		return fmt.Errorf("checkpoint: sync: %w", err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("checkpoint: %w", err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("checkpoint: %w", err)
	}
	ok = true
	return syncDir(dir)
}

func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return fmt.Errorf("checkpoint: %w", err)
	}
	defer d.Close()
	if err := d.Sync(); err != nil {
		return fmt.Errorf("checkpoint: sync %s: %w", dir, err)
	}
	return nil
}

// Name is the file name of the checkpoint after update updates.
func Name(update int) string { return fmt.Sprintf("update-%06d%s", update, Ext) }

// List returns the checkpoint files of dir, by update, oldest first.
func List(dir string) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, fmt.Errorf("checkpoint: %w", err)
	}
	type item struct {
		n    int
		name string
	}
	var items []item
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !strings.HasPrefix(name, "update-") || !strings.HasSuffix(name, Ext) {
			continue
		}
		n, err := strconv.Atoi(strings.TrimSuffix(strings.TrimPrefix(name, "update-"), Ext))
		if err != nil {
			continue
		}
		items = append(items, item{n, name})
	}
	slices.SortFunc(items, func(a, b item) int { return a.n - b.n })
	out := make([]string, len(items))
	for i, it := range items {
		out[i] = filepath.Join(dir, it.name)
	}
	return out, nil
}

// Newest loads the newest readable checkpoint of dir (a damaged newer file
// is skipped and reported in skipped).
func Newest(dir string) (f *File, path string, skipped []error, err error) {
	paths, err := List(dir)
	if err != nil {
		return nil, "", nil, err
	}
	for i := len(paths) - 1; i >= 0; i-- {
		f, err := Load(paths[i])
		if err == nil {
			return f, paths[i], skipped, nil
		}
		skipped = append(skipped, err)
	}
	return nil, "", skipped, fmt.Errorf("checkpoint: no checkpoint in %s", dir)
}

// Resolve finds the checkpoint a user names: a file, or a folder (its newest
// checkpoint).
func Resolve(path string) (*File, string, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, "", fmt.Errorf("checkpoint: %w", err)
	}
	if st.IsDir() {
		f, p, _, err := Newest(path)
		return f, p, err
	}
	f, err := Load(path)
	return f, path, err
}
