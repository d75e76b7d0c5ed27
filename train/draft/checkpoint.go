package draft

import (
	"bytes"
	"encoding/binary"
	"encoding/gob"
	"errors"
	"fmt"
	"hash/crc32"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/lorcana-rl/lorcana/train/checkpoint"
)

const magic = "lorcana-draft-checkpoint 1\n"

// Checkpoint is what a drafter checkpoint holds: the network, and the
// training state of the run that made it.
type Checkpoint struct {
	Arch   Arch
	Params []Param

	Update  int     // PPO updates done
	Pods    int64   // pods drafted
	Picks   int64   // the learner's picks trained on
	Seconds float64 // training time so far
	Config  string  // the run's configuration, YAML (Config.YAML)
	Adam    *AdamState
	// Averaged says which checkpoints' weights these are the mean of
	// (AverageRun), empty for a checkpoint of one update.
	Averaged string
}

// AdamState is the optimiser's state.
type AdamState struct {
	Step int
	M, V [][]float32
}

// Net is the checkpoint's network, checked.
func (c *Checkpoint) Net() (*Net, error) {
	n := &Net{Arch: c.Arch, Params: c.Params}
	if err := n.Check(); err != nil {
		return nil, fmt.Errorf("draft checkpoint: %w", err)
	}
	return n, nil
}

// Encode returns c in the checkpoint format: a magic line, the body's
// length, the body (gob) and its CRC-32.
func (c *Checkpoint) Encode() ([]byte, error) {
	var body bytes.Buffer
	if err := gob.NewEncoder(&body).Encode(c); err != nil {
		return nil, fmt.Errorf("draft checkpoint: encode: %w", err)
	}
	out := make([]byte, 0, len(magic)+12+body.Len())
	out = append(out, magic...)
	out = binary.LittleEndian.AppendUint64(out, uint64(body.Len()))
	out = append(out, body.Bytes()...)
	return binary.LittleEndian.AppendUint32(out, crc32.ChecksumIEEE(body.Bytes())), nil
}

// DecodeCheckpoint reads a checkpoint, refusing a truncated or damaged one
// and one whose network does not check.
func DecodeCheckpoint(data []byte) (*Checkpoint, error) {
	if !bytes.HasPrefix(data, []byte(magic)) {
		return nil, errors.New("draft checkpoint: not a drafter checkpoint file")
	}
	data = data[len(magic):]
	if len(data) < 12 {
		return nil, errors.New("draft checkpoint: file is truncated")
	}
	n := binary.LittleEndian.Uint64(data)
	if uint64(len(data)-12) != n {
		return nil, fmt.Errorf("draft checkpoint: file is truncated or has extra bytes (%d bytes of body, header says %d)", len(data)-12, n)
	}
	body := data[8 : 8+n]
	if crc32.ChecksumIEEE(body) != binary.LittleEndian.Uint32(data[8+n:]) {
		return nil, errors.New("draft checkpoint: checksum mismatch (damaged file)")
	}
	c := &Checkpoint{}
	if err := gob.NewDecoder(bytes.NewReader(body)).Decode(c); err != nil {
		return nil, fmt.Errorf("draft checkpoint: decode: %w", err)
	}
	c.widen()
	if _, err := c.Net(); err != nil {
		return nil, err
	}
	return c, nil
}

// widen reads a checkpoint of the first networks, whose input had no
// rating features (InFeaturesV1 per pack card): their first layer gets zero
// weights for the rating features (and the optimiser's moments zeros), so
// that the network computes what it computed. Any other shape is left for
// Net to check.
func (c *Checkpoint) widen() {
	if len(c.Params) <= pW1 {
		return
	}
	w := &c.Params[pW1]
	if w.Name != ParamNames[pW1] || len(w.Shape) != 2 || w.Shape[0] != InFeaturesV1 || len(w.Data) != InFeaturesV1*w.Shape[1] {
		return
	}
	extra := RatingFeatures * w.Shape[1]
	w.Data = append(w.Data, make([]float32, extra)...)
	w.Shape = []int{InFeatures, w.Shape[1]}
	if a := c.Adam; a != nil {
		for _, m := range [][][]float32{a.M, a.V} {
			if len(m) > pW1 && len(m[pW1]) == InFeaturesV1*w.Shape[1] {
				m[pW1] = append(m[pW1], make([]float32, extra)...)
			}
		}
	}
}

// Save writes c to path atomically (checkpoint.WriteAtomic).
func (c *Checkpoint) Save(path string) error {
	data, err := c.Encode()
	if err != nil {
		return err
	}
	return checkpoint.WriteAtomic(path, data)
}

// CheckpointName is the file name of the checkpoint after update updates.
func CheckpointName(update int) string { return fmt.Sprintf("draft-%06d.ckpt", update) }

// LoadCheckpoint reads a checkpoint file, or the newest of a run's folder.
func LoadCheckpoint(path string) (*Checkpoint, string, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, "", fmt.Errorf("draft checkpoint: %w", err)
	}
	if st.IsDir() {
		if path, err = newest(path); err != nil {
			return nil, "", err
		}
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, "", fmt.Errorf("draft checkpoint: %w", err)
	}
	c, err := DecodeCheckpoint(data)
	if err != nil {
		return nil, "", fmt.Errorf("%s: %w", path, err)
	}
	return c, path, nil
}

// newest is the checkpoint of dir with the most updates.
func newest(dir string) (string, error) {
	updates, names, err := runCheckpoints(dir)
	if err != nil {
		return "", err
	}
	if len(names) == 0 {
		return "", fmt.Errorf("draft checkpoint: no drafter checkpoint (draft-NNNNNN.ckpt) in %s", dir)
	}
	best := 0
	for i, u := range updates {
		if u > updates[best] {
			best = i
		}
	}
	return filepath.Join(dir, names[best]), nil
}

// runCheckpoints lists the checkpoints of a run's folder (draft-NNNNNN.ckpt)
// and their updates, in the folder's (name) order.
func runCheckpoints(dir string) (updates []int, names []string, err error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, nil, fmt.Errorf("draft checkpoint: %w", err)
	}
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !strings.HasPrefix(name, "draft-") || !strings.HasSuffix(name, ".ckpt") {
			continue
		}
		if n, err := strconv.Atoi(strings.TrimSuffix(strings.TrimPrefix(name, "draft-"), ".ckpt")); err == nil {
			updates, names = append(updates, n), append(names, name)
		}
	}
	return updates, names, nil
}

// AverageRun returns the mean of the weights of the checkpoints of a run's
// folder from update from on (an average of the policies PPO went through,
// which evens out the noise of its last updates), with the newest one's
// record (updates, pods, configuration) and no optimiser state. A folder
// without such checkpoints, or checkpoints of other shapes, is an error.
func AverageRun(dir string, from int) (*Checkpoint, error) {
	updates, names, err := runCheckpoints(dir)
	if err != nil {
		return nil, err
	}
	var avg *Checkpoint
	n, first, last := 0, 0, -1
	for i, name := range names {
		if updates[i] < from {
			continue
		}
		ck, _, err := LoadCheckpoint(filepath.Join(dir, name))
		if err != nil {
			return nil, err
		}
		if avg == nil {
			avg = ck.Bot()
			first = updates[i]
		} else {
			if ck.Arch != avg.Arch {
				return nil, fmt.Errorf("draft checkpoint: %s has sizes %+v, %s %+v: not one run", name, ck.Arch, names[0], avg.Arch)
			}
			for k := range avg.Params {
				for j, v := range ck.Params[k].Data {
					avg.Params[k].Data[j] += v
				}
			}
			first = min(first, updates[i])
		}
		if updates[i] > last {
			last = updates[i]
			avg.Update, avg.Pods, avg.Picks, avg.Seconds, avg.Config = ck.Update, ck.Pods, ck.Picks, ck.Seconds, ck.Config
		}
		n++
	}
	if n == 0 {
		return nil, fmt.Errorf("draft checkpoint: no checkpoint of update %d or later in %s", from, dir)
	}
	for k := range avg.Params {
		for j := range avg.Params[k].Data {
			avg.Params[k].Data[j] /= float32(n)
		}
	}
	avg.Averaged = fmt.Sprintf("the mean of the weights of %d checkpoints, updates %d to %d", n, first, last)
	return avg, nil
}

// IsCheckpoint says whether path is a drafter checkpoint file (by its
// magic line) or a folder holding one: what a command that takes either
// network's checkpoints looks at to tell them apart.
func IsCheckpoint(path string) bool {
	st, err := os.Stat(path)
	if err != nil {
		return false
	}
	if st.IsDir() {
		_, err := newest(path)
		return err == nil
	}
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	head := make([]byte, len(magic))
	n, _ := f.Read(head)
	return string(head[:n]) == magic
}

// Bot returns the checkpoint without its training state (the optimiser),
// what ships; the configuration stays as the record of how it was trained.
func (c *Checkpoint) Bot() *Checkpoint {
	b := *c
	b.Adam = nil
	return &b
}
