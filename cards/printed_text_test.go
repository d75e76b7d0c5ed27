package cards

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// printedTextFile finds the reference card data beside the project (a
// folder shared/ next to the checkout or above it, read-only, or where
// LORCANA_SHARED points); users don't have it, and the test skips then.
func printedTextFile() string {
	if d := os.Getenv("LORCANA_SHARED"); d != "" {
		return filepath.Join(d, "cards", "cards.json")
	}
	dir := ".."
	for range 4 {
		dir = filepath.Join(dir, "..")
		p := filepath.Join(dir, "shared", "cards", "cards.json")
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	return filepath.Join("..", "..", "shared", "cards", "cards.json")
}

// quoteWords is the shortest quotation that counts as copied text.
const quoteWords = 7

// The printed rules text of the cards stays out of the project: the engine
// words each ability itself (Ability.Describe). No quotation of seven words
// or more in the project's docs, Go sources or scenario files is a passage
// of a card's printed text (card and story names, which are facts, aside).
func TestNoPrintedTextQuoted(t *testing.T) {
	b, err := os.ReadFile(printedTextFile())
	if err != nil {
		t.Skipf("no reference card data (%v)", err)
	}
	var printed []struct {
		FullName       string `json:"fullName"`
		RulesText      string `json:"rulesText"`
		NamedAbilities []struct {
			Name string `json:"name"`
		} `json:"namedAbilities"`
	}
	if err := json.Unmarshal(b, &printed); err != nil {
		t.Fatal(err)
	}
	// Card names and story names are facts (they name the card and its
	// abilities in the engine's output), not rules text.
	names := map[string]bool{}
	var all strings.Builder
	for _, c := range printed {
		names[normalizeText(c.FullName)] = true
		for _, a := range c.NamedAbilities {
			names[normalizeText(a.Name)] = true
		}
		all.WriteString(normalizeText(c.RulesText))
		all.WriteString(" | ")
	}
	corpus := all.String()
	quote := regexp.MustCompile(`["“]([^"”\n]{20,})["”]`)
	var found []string
	root := ".."
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if n := d.Name(); n == ".git" || n == "testdata" && !strings.HasPrefix(path, filepath.Join(root, "scenario")) || n == "node_modules" {
				return filepath.SkipDir
			}
			return nil
		}
		if ext := filepath.Ext(path); ext != ".go" && ext != ".md" && ext != ".yaml" || strings.HasSuffix(path, "printed_text_test.go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for i, line := range strings.Split(string(src), "\n") {
			for _, m := range quote.FindAllStringSubmatch(line, -1) {
				n := normalizeText(m[1])
				if len(strings.Fields(n)) >= quoteWords && !names[n] && strings.Contains(corpus, n) {
					found = append(found, fmt.Sprintf("%s:%d: %q", path, i+1, m[1]))
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(found)
	for _, f := range found {
		t.Error("printed card text quoted:", f)
	}
}

// normalizeText lower-cases s and keeps only letters, digits and single
// spaces, so that punctuation and typographic quotes don't hide a copy.
func normalizeText(s string) string {
	s = strings.ToLower(strings.ReplaceAll(s, "’", "'"))
	var b strings.Builder
	space := false
	for _, r := range s {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
			if space && b.Len() > 0 {
				b.WriteByte(' ')
			}
			space = false
			b.WriteRune(r)
		case r == '\'':
		default:
			space = true
		}
	}
	return b.String()
}
