package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"

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
its newest checkpoint; "bot", "ffa3" and "ffa4" are the shipped 2-, 3- and
4-player bots) for other frontends:

  npz   the weights as a numpy .npz archive, and FILE without its extension
        plus .json: the architecture (shapes, observation layout, formulas).
        bridge/python/lorcana/policy.py runs them in plain numpy.
  onnx  an ONNX model (IR 7, opset 13, free batch size) of the whole network;
        inputs are the compact observation the .json describes.
  ckpt  a checkpoint without the training state (a bot to ship), with the
        record of its training phases (lorcana history).

--phases FILE (with --format ckpt) replaces that record with the phases a
YAML file lists, for weights trained before checkpoints kept one: a list of
{config: FILES, updates: N, env_steps: N, seconds: S, note: TEXT}, each
phase's decks those its configuration files (comma separated, as --config
takes them) give with this build's catalogue. checkpoints/bot-phases.yaml
is the shipped bot's.

--samples N also writes FILE without its extension plus .samples.npz: N
observations recorded from seeded games (full and compact) with the logits
and values the Go network computes on them, to check another
implementation against.

A PPO drafter's checkpoint (lorcana draft train; a draft-NNNNNN.ckpt or its
run's folder) exports the same way: onnx takes x (each pack slot's
features), mask and pool and gives logits and value; npz is its weights;
--samples records drafting decisions (docs/drafter-ppo.md). --average-from U
(a drafter run's folder only) exports the mean of the weights of the run's
checkpoints from update U on.`,
		Args: usageArgs(cobra.NoArgs),
		RunE: a.runExport,
	}
	f := cmd.Flags()
	f.String("checkpoint", "bot", "checkpoint file, run folder, or bot, ffa3, ffa4 (the shipped bots)")
	f.String("format", "npz", "npz, onnx or ckpt")
	f.String("out", "", "output file")
	f.Int("samples", 0, "also write this many recorded observations with Go's outputs")
	f.Uint64("seed", 1, "seed of the games the samples come from")
	f.String("phases", "", "with --format ckpt: a YAML file of the training phases to record")
	f.Int("average-from", -1, "a drafter run's folder: export the mean of the weights of its checkpoints from this update on (-1: the newest alone)")
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
	phases := a.str("phases")
	if phases != "" && format != "ckpt" {
		return a.usage("--phases is read with --format ckpt only")
	}
	if p := a.str("checkpoint"); p != "bot" && draft.IsCheckpoint(p) {
		if phases != "" {
			return a.usage("--phases records the play network's training phases, not a drafter's")
		}
		averageFrom, err := a.int("average-from")
		if err != nil {
			return err
		}
		return a.exportDrafter(p, format, out, samples, seed, averageFrom)
	}
	if avg, err := a.int("average-from"); err != nil {
		return err
	} else if avg >= 0 {
		return a.usage("--average-from averages a drafter run's checkpoints, not the play network's")
	}
	f, err := loadCheckpointArg(a.str("checkpoint"))
	if err != nil {
		return err
	}
	if phases != "" {
		if f.History, err = readPhases(phases); err != nil {
			return a.usage("%v", err)
		}
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
