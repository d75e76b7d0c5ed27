package env

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/decks/gen"
	"github.com/lorcana-rl/lorcana/engine"
)

// LoadDeck reads a generated deck by the name gen gives it (as eval
// prints held-out decks), the same deck as gen.Deck; a file of that name
// wins over the generator; a name that is neither is refused with a
// message saying what names work.
func TestLoadDeckGeneratedName(t *testing.T) {
	defs := cards.MustCatalog()
	pair := [2]engine.Ink{engine.Steel, engine.Amber}
	want, err := gen.Deck(defs, pair, 7502, 2)
	if err != nil {
		t.Fatal(err)
	}
	got, err := LoadDeck("random-steel-amber-s7502-2")
	if err != nil {
		t.Fatal(err)
	}
	if got.Name != want.Name || !slices.Equal(got.IDs(), want.IDs()) {
		t.Fatalf("LoadDeck gave %s %v, want %s %v", got.Name, got.IDs(), want.Name, want.IDs())
	}
	other, err := LoadDeck("random-amber-steel-s7502-2")
	if err != nil {
		t.Fatal(err)
	}
	if slices.Equal(other.IDs(), want.IDs()) {
		t.Fatal("the pair written the other way round gave the same deck")
	}

	// A decklist file of that name is read, not generated.
	dir := t.TempDir()
	file := filepath.Join(dir, "random-steel-amber-s7502-2")
	if err := os.WriteFile(file, []byte("60 Dalmatian Puppy - Tail Wagger\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
	fromFile, err := LoadDeck("random-steel-amber-s7502-2")
	if err != nil {
		t.Fatal(err)
	}
	if len(fromFile.Cards) != 1 {
		t.Fatalf("the file was not read: %d lines", len(fromFile.Cards))
	}

	for _, c := range []struct{ name, msg string }{
		{"random-amber-amber-s1-0", "nor a generated deck's name"},
		{"random-amber-steel-s1", "nor a generated deck's name"},
		{"no-such-deck", "no such file nor embedded deck"},
	} {
		if _, err := LoadDeck(c.name); err == nil || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("LoadDeck(%q): %v, want an error with %q", c.name, err, c.msg)
		}
	}
}
