package decks

import (
	"bytes"
	"cmp"
	"embed"
	"fmt"
	"io"
	"io/fs"
	"slices"
	"strconv"
	"strings"

	"github.com/lorcana-rl/lorcana/cards"
)

//go:embed *.txt
var files embed.FS

const ext = ".txt"

// Names lists the embedded decks by name (the file name without ".txt"),
// in set order ("set4-..." before "set10-..."), then by name.
func Names() []string {
	entries, err := fs.ReadDir(files, ".")
	if err != nil {
		return nil
	}
	var out []string
	for _, e := range entries {
		if n, ok := strings.CutSuffix(e.Name(), ext); ok && !e.IsDir() {
			out = append(out, n)
		}
	}
	slices.SortFunc(out, func(a, b string) int {
		return cmp.Or(cmp.Compare(setOf(a), setOf(b)), cmp.Compare(a, b))
	})
	return out
}

// setOf is the set number a deck's name starts with ("set12-..."), or 0.
func setOf(name string) int {
	rest, ok := strings.CutPrefix(name, "set")
	if !ok {
		return 0
	}
	num, _, _ := strings.Cut(rest, "-")
	n, err := strconv.Atoi(num)
	if err != nil {
		return 0
	}
	return n
}

// Default returns the names of the two decks used when none are given.
func Default() (string, string) { return "set1-amber-amethyst", "set1-emerald-sapphire" }

// Bytes returns the text of an embedded decklist. The name may carry the
// ".txt" suffix.
func Bytes(name string) ([]byte, error) {
	n := strings.TrimSuffix(name, ext)
	if n == "" || strings.ContainsAny(n, `/\`) {
		return nil, unknown(name)
	}
	b, err := files.ReadFile(n + ext)
	if err != nil {
		return nil, unknown(name)
	}
	return b, nil
}

// Open returns a reader over an embedded decklist.
func Open(name string) (io.Reader, error) {
	b, err := Bytes(name)
	if err != nil {
		return nil, err
	}
	return bytes.NewReader(b), nil
}

// Load parses an embedded decklist with the given index (cards.DefaultIndex
// when nil). The deck is named after the list.
func Load(name string, ix *cards.Index) (*cards.Deck, error) {
	r, err := Open(name)
	if err != nil {
		return nil, err
	}
	if ix == nil {
		if ix, err = cards.DefaultIndex(); err != nil {
			return nil, err
		}
	}
	d, err := cards.ParseDeck(r, strings.TrimSuffix(name, ext), ix)
	if err != nil {
		return nil, fmt.Errorf("deck %s: %w", name, err)
	}
	return d, nil
}

func unknown(name string) error {
	return fmt.Errorf("no embedded deck named %q (there are %s)", name, strings.Join(Names(), ", "))
}
