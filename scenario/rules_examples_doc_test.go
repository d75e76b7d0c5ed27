package scenario

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// docs/rules-examples.md names, for each worked Example of the
// Comprehensive Rules, the scenario files that turn it into a test: every
// file it names exists, and every row of its covered table names one.
func TestRulesExamplesDoc(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("..", "docs", "rules-examples.md"))
	if err != nil {
		t.Fatal(err)
	}
	doc := string(b)
	covered, _, ok := strings.Cut(doc[strings.Index(doc, "## Covered"):], "## Not covered")
	if !ok {
		t.Fatal("no covered and not-covered sections")
	}
	path := regexp.MustCompile(`(?:rules|set\d+)/[A-Za-z0-9_.*'-]+\.yaml`)
	rows := 0
	for _, line := range strings.Split(covered, "\n") {
		if !strings.HasPrefix(line, "| ") || strings.HasPrefix(line, "| Rule") || strings.HasPrefix(line, "| ---") {
			continue
		}
		rows++
		paths := path.FindAllString(line, -1)
		if len(paths) == 0 {
			t.Errorf("a covered row names no scenario: %s", line)
		}
		for _, p := range paths {
			m, err := filepath.Glob(filepath.Join("testdata", p))
			if err != nil || len(m) == 0 {
				t.Errorf("%s: no such scenario file (row %q)", p, line)
			}
		}
	}
	if rows < 50 {
		t.Errorf("%d covered rows", rows)
	}
}
