package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/lorcana-rl/lorcana/checkpoints"
	"github.com/lorcana-rl/lorcana/train/checkpoint"
	"github.com/lorcana-rl/lorcana/train/draft"
	"github.com/lorcana-rl/lorcana/train/export"
	"github.com/spf13/cobra"
)

func init() {
	moreCommands = append(moreCommands, func(a *app) *cobra.Command { return a.exportCmd() })
}

func (a *app) exportCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "export --checkpoint PATH --format npz|onnx|ckpt --out FILE",
		Short: "Write a trained network as numpy weights, an ONNX model or a bot checkpoint",
		Long: `export writes the network of a checkpoint (a file, or a training run's folder:
its newest checkpoint; "bot" is the shipped bot) for other frontends:

  npz   the weights as a numpy .npz archive, and FILE without its extension
        plus .json: the architecture (shapes, observation layout, formulas).
        bridge/python/lorcana/policy.py runs them in plain numpy.
  onnx  an ONNX model (IR 7, opset 13, free batch size) of the whole network;
        inputs are the compact observation the .json describes.
  ckpt  a checkpoint without the training state (a bot to ship).

--samples N also writes FILE without its extension plus .samples.npz: N
observations recorded from seeded games (full and compact) with the logits
and values the Go network computes on them, to check another
implementation against.

A PPO drafter's checkpoint (lorcana draft train; a draft-NNNNNN.ckpt or its
run's folder) exports the same way: onnx takes x (each pack slot's
features), mask and pool and gives logits and value; npz is its weights;
--samples records drafting decisions (docs/limited.md).`,
		Args: usageArgs(cobra.NoArgs),
		RunE: a.runExport,
	}
	f := cmd.Flags()
	f.String("checkpoint", "bot", "checkpoint file, run folder, or bot")
	f.String("format", "npz", "npz, onnx or ckpt")
	f.String("out", "", "output file")
	f.Int("samples", 0, "also write this many recorded observations with Go's outputs")
	f.Uint64("seed", 1, "seed of the games the samples come from")
	cmd.Long += envNote(f)
	return cmd
}

func (a *app) runExport(cmd *cobra.Command, _ []string) error {
	out := a.str("out")
	if out == "" {
		return a.usage("--out is required")
	}
	samples, err := a.int("samples")
	if err != nil {
		return err
	}
	seed, err := a.uint64("seed")
	if err != nil {
		return err
	}
	format := a.str("format")
	if format != "npz" && format != "onnx" && format != "ckpt" {
		return a.usage("--format %q: want npz, onnx or ckpt", format)
	}
	if p := a.str("checkpoint"); p != "bot" && draft.IsCheckpoint(p) {
		return a.exportDrafter(p, format, out, samples, seed)
	}
	var f *checkpoint.File
	if p := a.str("checkpoint"); p == "bot" {
		f, err = checkpoint.Decode(checkpoints.Bot)
	} else {
		f, _, err = checkpoint.Resolve(p)
	}
	if err != nil {
		return err
	}
	layout, err := f.Layout()
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
		return err
	}
	stem := strings.TrimSuffix(out, filepath.Ext(out))
	var written []string
	write := func(path string, data []byte) error {
		if err := os.WriteFile(path, data, 0o644); err != nil {
			return err
		}
		written = append(written, path)
		return nil
	}
	switch format {
	case "npz":
		var b bytes.Buffer
		if err := export.WriteNPZ(&b, export.Weights(f)); err != nil {
			return err
		}
		if err := write(out, b.Bytes()); err != nil {
			return err
		}
		if err := write(stem+".json", export.Describe(f, layout).JSON()); err != nil {
			return err
		}
	case "onnx":
		data, err := export.ONNX(f)
		if err != nil {
			return err
		}
		if err := write(out, data); err != nil {
			return err
		}
	case "ckpt":
		if err := checkpoint.Save(out, f.Bot()); err != nil {
			return err
		}
		written = append(written, out)
	}
	if samples > 0 {
		net, err := f.Net()
		if err != nil {
			return err
		}
		arrays, err := export.Samples(net, layout, samples, seed)
		if err != nil {
			return err
		}
		var b bytes.Buffer
		if err := export.WriteNPZ(&b, arrays); err != nil {
			return err
		}
		if err := write(stem+".samples.npz", b.Bytes()); err != nil {
			return err
		}
	}
	for _, p := range written {
		fmt.Fprintln(a.stdout, p)
	}
	return nil
}
