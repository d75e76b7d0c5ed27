package cards

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/lorcana-rl/lorcana/cards/internal/build"
)

// TestRegenerate re-runs the generator on the printings list, where it is
// available, and checks that the committed catalogue and decision log are
// what it writes.
func TestRegenerate(t *testing.T) {
	in := filepath.Join("..", "..", "shared", "cards", "cards.json")
	data, err := os.ReadFile(in)
	if os.IsNotExist(err) {
		t.Skipf("%s not present", in)
	}
	if err != nil {
		t.Fatal(err)
	}
	res, err := build.Generate(data)
	if err != nil {
		t.Fatal(err)
	}
	// Write to a temporary file as the generator would, then compare.
	out := filepath.Join(t.TempDir(), "catalog.json")
	if err := os.WriteFile(out, res.Catalog, 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, catalogJSON) {
		t.Error("catalog.json is stale: run go generate ./cards")
	}
	dec, err := os.ReadFile("CATALOG_DECISIONS.md")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(res.Decisions, dec) {
		t.Error("CATALOG_DECISIONS.md is stale: run go generate ./cards")
	}
	again, err := build.Generate(data)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(again.Catalog, res.Catalog) || !bytes.Equal(again.Decisions, res.Decisions) {
		t.Error("generator output is not deterministic")
	}
}
