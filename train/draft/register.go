package draft

import (
	"fmt"
	"os"
	"path/filepath"
	"sync"

	"github.com/lorcana-rl/lorcana/checkpoints"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/limited"
)

func init() {
	limited.RegisterDrafter("ppo", "ppo[:PATH]", func(arg string, defs []engine.CardDef, seed uint64) (limited.Drafter, error) {
		net, err := shipped()
		if arg != "" {
			net, err = loadNet(arg)
		}
		if err != nil {
			return nil, err
		}
		return NewDrafter(net, defs, false, seed)
	})
}

// shipped is the network of the shipped drafter (checkpoints.Draft).
var shipped = sync.OnceValues(func() (*Net, error) {
	ck, err := DecodeCheckpoint(checkpoints.Draft)
	if err != nil {
		return nil, fmt.Errorf("the shipped drafter (%s): %w", checkpoints.DraftFile, err)
	}
	return ck.Net()
})

// nets caches the networks the ppo drafter loaded, by file, size and time
// (a pod makes a drafter per seat, a comparison one per seat of each pod).
var nets struct {
	sync.Mutex
	m map[string]*Net
}

// loadNet reads the network of a checkpoint file or a run's folder (its
// newest checkpoint).
func loadNet(path string) (*Net, error) {
	if st, err := os.Stat(path); err == nil && st.IsDir() {
		p, err := newest(path)
		if err != nil {
			return nil, err
		}
		path = p
	}
	st, err := os.Stat(path)
	if err != nil {
		return nil, fmt.Errorf("draft checkpoint: %w", err)
	}
	abs, _ := filepath.Abs(path)
	key := fmt.Sprintf("%s|%d|%d", abs, st.Size(), st.ModTime().UnixNano())
	nets.Lock()
	defer nets.Unlock()
	if n := nets.m[key]; n != nil {
		return n, nil
	}
	ck, _, err := LoadCheckpoint(path)
	if err != nil {
		return nil, err
	}
	n, err := ck.Net()
	if err != nil {
		return nil, err
	}
	if nets.m == nil {
		nets.m = map[string]*Net{}
	}
	nets.m[key] = n
	return n, nil
}
