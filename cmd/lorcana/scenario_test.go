package main

import (
	"path/filepath"
	"strings"
	"testing"
)

func TestScenarioRun(t *testing.T) {
	code, _, errs := lorcana(t, "scenario", "run", filepath.Join(t.TempDir(), "missing"))
	if code != 1 || !strings.Contains(errs, "missing") {
		t.Errorf("missing path: exit %d %q", code, errs)
	}
	if code, _, _ = lorcana(t, "scenario", "run"); code != 2 {
		t.Errorf("no paths: exit %d", code)
	}
}
