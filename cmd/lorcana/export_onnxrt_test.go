package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/checkpoints"
	"github.com/lorcana-rl/lorcana/train/draft"
)

// TestExportRunsInOnnxruntime: each shipped bot (2, 3 and 4 players)
// exported as ONNX runs in a real runtime (npm's onnxruntime-node, driven by node through
// tools/onnxrt/check.mjs) and gives the logits and values the Go network
// recorded with --samples, to 1e-5. It skips where node or the package is
// missing (.ci/run installs them: npm ci in tools/onnxrt).
func TestExportRunsInOnnxruntime(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node is not installed (Debian: apt-get install nodejs npm; then npm ci in tools/onnxrt)")
	}
	tool, err := filepath.Abs(filepath.Join("..", "..", "tools", "onnxrt"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(tool, "node_modules", "onnxruntime-node", "package.json")); err != nil {
		t.Skipf("onnxruntime-node is not installed: run npm ci in %s", tool)
	}
	dir := t.TempDir()
	for _, bot := range checkpoints.Bots {
		model := filepath.Join(dir, bot.Name+".onnx")
		if code, _, errs := lorcana(t, "export", "--checkpoint", bot.Name, "--format", "onnx", "--out", model, "--samples", "24", "--seed", "5"); code != 0 {
			t.Fatalf("export %s: exit %d: %s", bot.Name, code, errs)
		}
		samples := filepath.Join(dir, bot.Name+".samples.npz")
		out, err := exec.Command(node, filepath.Join(tool, "check.mjs"), model, samples).CombinedOutput()
		if err != nil {
			t.Fatalf("%s: onnxruntime does not reproduce Go: %v\n%s", bot.Name, err, out)
		}
		t.Logf("%s (%d players): %s", bot.Name, bot.Players, strings.TrimSpace(string(out)))
	}
}

// TestDraftExportRunsInOnnxruntime: a PPO drafter's checkpoint exported as
// ONNX runs in onnxruntime and gives the logits and values Go recorded on
// drafting decisions, to 1e-5 (skips as TestExportRunsInOnnxruntime).
func TestDraftExportRunsInOnnxruntime(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node is not installed (Debian: apt-get install nodejs npm; then npm ci in tools/onnxrt)")
	}
	tool, err := filepath.Abs(filepath.Join("..", "..", "tools", "onnxrt"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(tool, "node_modules", "onnxruntime-node", "package.json")); err != nil {
		t.Skipf("onnxruntime-node is not installed: run npm ci in %s", tool)
	}
	dir := t.TempDir()
	net, err := draft.NewNet(draft.DefaultArch, 3)
	if err != nil {
		t.Fatal(err)
	}
	ckpt := filepath.Join(dir, draft.CheckpointName(1))
	if err := (&draft.Checkpoint{Arch: net.Arch, Params: net.Params}).Save(ckpt); err != nil {
		t.Fatal(err)
	}
	model := filepath.Join(dir, "drafter.onnx")
	if code, _, errs := lorcana(t, "export", "--checkpoint", dir, "--format", "onnx", "--out", model, "--samples", "24", "--seed", "5"); code != 0 {
		t.Fatalf("export: exit %d: %s", code, errs)
	}
	out, err := exec.Command(node, filepath.Join(tool, "check.mjs"), model, filepath.Join(dir, "drafter.samples.npz")).CombinedOutput()
	if err != nil {
		t.Fatalf("onnxruntime does not reproduce Go: %v\n%s", err, out)
	}
	t.Logf("%s", strings.TrimSpace(string(out)))
}
