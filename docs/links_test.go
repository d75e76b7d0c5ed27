// Package docs holds the repository's documentation; its tests check that
// the README and the pages here hold together: every relative link
// resolves inside the repository, and the README stays a newcomer's page.
package docs

import (
	"bufio"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// root is the repository's root, seen from this package's folder.
const root = ".."

// readmeMaxLines is the README's length limit (issue 28): the page a
// newcomer reads; figures, studies and history live in docs/.
const readmeMaxLines = 250

// link matches a Markdown link or image, [text](target) or ![alt](target),
// capturing the target up to a space or the closing parenthesis.
var link = regexp.MustCompile(`!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)`)

// markdownFiles is the README and every Markdown file under docs/, sorted.
func markdownFiles(t *testing.T) []string {
	t.Helper()
	files := []string{filepath.Join(root, "README.md")}
	err := filepath.WalkDir(".", func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && strings.HasSuffix(path, ".md") {
			files = append(files, path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// docLinks returns the link targets of a Markdown text with their line
// numbers, outside fenced code blocks and inline code spans.
func docLinks(text string) (targets []string, lines []int) {
	fenced := false
	sc := bufio.NewScanner(strings.NewReader(text))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if strings.HasPrefix(strings.TrimSpace(line), "```") {
			fenced = !fenced
			continue
		}
		if fenced {
			continue
		}
		for _, m := range link.FindAllStringSubmatch(withoutCodeSpans(line), -1) {
			targets = append(targets, m[1])
			lines = append(lines, n)
		}
	}
	return targets, lines
}

// withoutCodeSpans blanks the text between backquotes, where brackets and
// parentheses are code, not links.
func withoutCodeSpans(line string) string {
	parts := strings.Split(line, "`")
	for i := 1; i < len(parts); i += 2 {
		parts[i] = ""
	}
	return strings.Join(parts, "``")
}

// headingAnchors returns the anchors GitHub gives a Markdown text's
// headings: lower case, punctuation dropped, spaces as dashes.
func headingAnchors(text string) map[string]bool {
	anchors := map[string]bool{}
	fenced := false
	for _, line := range strings.Split(text, "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "```") {
			fenced = !fenced
		}
		if fenced || !strings.HasPrefix(line, "#") {
			continue
		}
		anchors[anchorOf(strings.TrimLeft(line, "# "))] = true
	}
	return anchors
}

// anchorOf is GitHub's anchor of a heading's text.
func anchorOf(heading string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(strings.TrimSpace(heading)) {
		switch {
		case r == ' ':
			b.WriteByte('-')
		case r == '-' || r == '_' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r > 127:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// TestRelativeLinksResolve checks every link of the README and of docs/:
// a relative one names a file or folder of the repository (and, with
// #anchor into a Markdown file, one of its headings); none leaves the
// repository, as a clone has nothing beside it.
func TestRelativeLinksResolve(t *testing.T) {
	rootAbs, err := filepath.Abs(root)
	if err != nil {
		t.Fatal(err)
	}
	for _, file := range markdownFiles(t) {
		b, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		targets, lines := docLinks(string(b))
		for i, target := range targets {
			where := file + ":" + strconv.Itoa(lines[i])
			if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
				continue // an address outside: not checked here
			}
			path, anchor, _ := strings.Cut(target, "#")
			dest := file
			if path != "" {
				dest = filepath.Join(filepath.Dir(file), filepath.FromSlash(path))
			}
			abs, err := filepath.Abs(dest)
			if err != nil {
				t.Fatal(err)
			}
			if rel, err := filepath.Rel(rootAbs, abs); err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
				t.Errorf("%s: %s points outside the repository", where, target)
				continue
			}
			if strings.HasPrefix(filepath.ToSlash(mustRel(t, rootAbs, abs)), "shared/") {
				t.Errorf("%s: %s points at shared/, which a clone does not have", where, target)
				continue
			}
			if _, err := os.Stat(dest); err != nil {
				t.Errorf("%s: %s: no such file", where, target)
				continue
			}
			if anchor == "" || !strings.HasSuffix(dest, ".md") {
				continue
			}
			body, err := os.ReadFile(dest)
			if err != nil {
				t.Fatal(err)
			}
			if !headingAnchors(string(body))[anchor] {
				t.Errorf("%s: %s: no heading with the anchor #%s", where, target, anchor)
			}
		}
	}
}

// TestLinkCheckFindsBrokenLinks: the checker's parts find what they must,
// so that TestRelativeLinksResolve can fail.
func TestLinkCheckFindsBrokenLinks(t *testing.T) {
	text := "see [a](a.md#x-y), ![img](p.png) and `[code](not.md)`\n```\n[fenced](no.md)\n```\n## X y\n"
	targets, lines := docLinks(text)
	if got := strings.Join(targets, " "); got != "a.md#x-y p.png" || lines[0] != 1 {
		t.Errorf("links %q at %v, want a.md#x-y p.png on line 1", got, lines)
	}
	if a := headingAnchors(text); !a["x-y"] || len(a) != 1 {
		t.Errorf("anchors %v, want x-y", a)
	}
	for heading, want := range map[string]string{
		"In the terminal":                   "in-the-terminal",
		"Granted abilities, revealed hands": "granted-abilities-revealed-hands",
		"Train, evaluate, rank":             "train-evaluate-rank",
	} {
		if got := anchorOf(heading); got != want {
			t.Errorf("anchorOf(%q) = %q, want %q", heading, got, want)
		}
	}
}

// TestReadmeIsShort holds the README to a newcomer's page.
func TestReadmeIsShort(t *testing.T) {
	b, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(b), "\n"); n > readmeMaxLines {
		t.Errorf("README.md has %d lines, more than %d: move figures, studies and history to docs/", n, readmeMaxLines)
	}
}

func mustRel(t *testing.T, base, target string) string {
	t.Helper()
	rel, err := filepath.Rel(base, target)
	if err != nil {
		t.Fatal(err)
	}
	return rel
}
