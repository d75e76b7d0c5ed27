package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/lorcana-rl/lorcana/train/draft"
	"github.com/lorcana-rl/lorcana/train/export"
)

// exportDrafter is lorcana export for a PPO drafter's checkpoint (package
// train/draft): onnx (inputs x, mask, pool; outputs logits, value), npz (the
// weights) or ckpt (without the optimiser's state); --samples N writes N
// recorded decisions with Go's outputs, as for the play network.
func (a *app) exportDrafter(path, format, out string, samples int, seed uint64, averageFrom int) error {
	var ck *draft.Checkpoint
	var err error
	if averageFrom >= 0 {
		if st, serr := os.Stat(path); serr != nil || !st.IsDir() {
			return a.usage("--average-from averages the checkpoints of a drafter run's folder; %s is not a folder", path)
		}
		ck, err = draft.AverageRun(path, averageFrom)
	} else {
		ck, _, err = draft.LoadCheckpoint(path)
	}
	if err != nil {
		return err
	}
	net, err := ck.Net()
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
		return err
	}
	var written []string
	write := func(p string, data []byte) error {
		if err := os.WriteFile(p, data, 0o644); err != nil {
			return err
		}
		written = append(written, p)
		return nil
	}
	switch format {
	case "onnx":
		data, err := export.DraftONNX(net)
		if err != nil {
			return err
		}
		if err := write(out, data); err != nil {
			return err
		}
	case "npz":
		var b bytes.Buffer
		if err := export.WriteNPZ(&b, export.DraftWeights(net)); err != nil {
			return err
		}
		if err := write(out, b.Bytes()); err != nil {
			return err
		}
	case "ckpt":
		if err := ck.Bot().Save(out); err != nil {
			return err
		}
		written = append(written, out)
	}
	if samples > 0 {
		defs, _, err := catalog()
		if err != nil {
			return err
		}
		arrays, err := export.DraftSamples(net, defs, samples, seed)
		if err != nil {
			return err
		}
		var b bytes.Buffer
		if err := export.WriteNPZ(&b, arrays); err != nil {
			return err
		}
		if err := write(strings.TrimSuffix(out, filepath.Ext(out))+".samples.npz", b.Bytes()); err != nil {
			return err
		}
	}
	for _, p := range written {
		fmt.Fprintln(a.stdout, p)
	}
	return nil
}
