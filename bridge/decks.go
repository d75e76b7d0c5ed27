package bridge

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"

	"github.com/lorcana-rl/lorcana/bridge/wire"
	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/decks"
)

// The decks a client may give make (docs/bridge.md, "make" and "Threat
// model"): an embedded deck by name, a decklist's text, or, only when the
// operator passed a folder (Options.DeckDir), the name of a decklist file
// inside it. No other file of the server's machine is ever opened, and a
// parse error repeats at most one line, clipped, of a decklist the client
// sent itself (none of a file's).

// The bounds on a decklist, text or file (docs/bridge.md, "Threat
// model"), checked while it is read, before anything is built from it.
// Lorcana's formats set a least size (60 cards; 40 or 35 in Limited, CR
// 1.10.1) and copy limits (4 of a full name, or the card's own: at most
// 99), but no greatest size: Options.MaxDeckCards bounds that.
const (
	maxDeckBytes  = 64 << 10 // a 60-card list is about 1.5 KB
	maxDeckLines  = 1024
	maxLineCopies = 99 // the largest copy limit of any card (CR 1.10.1.1; Dalmatian Puppy)
	maxBadLines   = 3  // reading stops there: each costs a "did you mean" search
	// DefaultMaxDeckCards is Options.MaxDeckCards' default.
	DefaultMaxDeckCards = 100
)

// deckLimits are the bounds of the server's decklists.
func (s *Server) deckLimits() cards.DeckLimits {
	return cards.DeckLimits{Bytes: maxDeckBytes, Lines: maxDeckLines, LineCount: min(maxLineCopies, s.opts.MaxDeckCards),
		Cards: s.opts.MaxDeckCards, BadLines: maxBadLines}
}

// deckDir is the operator's folder of decklist files, opened as an
// os.Root: a name resolves inside it or not at all (no "..", absolute path
// or symbolic link leads out). A symbolic link is followed when it is
// relative and stays inside; an absolute one is refused even when it
// points inside (os.Root resolves no absolute link), as docs/bridge.md
// says. Files are opened without blocking and read only when regular.
type deckDir struct{ root *os.Root }

func openDeckDir(path string) (*deckDir, error) {
	r, err := os.OpenRoot(path)
	if err != nil {
		return nil, fmt.Errorf("bridge: deck folder (--deck-dir): %w", err)
	}
	return &deckDir{r}, nil
}

// loadDeck reads one entry of make's decks (env.Config.LoadDeck): decklist
// text when it has a line break, else an embedded deck's name, else a file
// under the deck folder.
func (s *Server) loadDeck(entry string, ix *cards.Index) (*cards.Deck, error) {
	if strings.ContainsAny(entry, "\n\r") {
		if len(entry) > maxDeckBytes {
			return nil, fmt.Errorf("deck text: %s", deckLimitError(fmt.Errorf("%w: %d bytes, more than %d", cards.ErrDeckLimit, len(entry), maxDeckBytes)))
		}
		d, err := cards.ParseDeckLimited(strings.NewReader(entry), "decklist", ix, s.deckLimits())
		if err != nil {
			return nil, fmt.Errorf("deck text: %s", deckTextError(err))
		}
		return d, nil
	}
	if b, err := decks.Bytes(entry); err == nil {
		name := strings.TrimSuffix(entry, ".txt")
		d, err := cards.ParseDeck(strings.NewReader(string(b)), name, ix)
		if err != nil {
			return nil, fmt.Errorf("deck %s: %w", name, err) // an embedded deck: our own text
		}
		return d, nil
	}
	if s.decks == nil {
		return nil, fmt.Errorf("no deck named %q (the decks are %s); send a decklist's text (lines \"COUNT Card Name\", with a line break), "+
			"or ask the operator for --deck-dir to name files", wire.Clip(entry), strings.Join(decks.Names(), ", "))
	}
	return s.decks.load(entry, ix, s.deckLimits())
}

// load reads the decklist file name under the folder.
func (d *deckDir) load(name string, ix *cards.Index, lim cards.DeckLimits) (*cards.Deck, error) {
	q := wire.Clip(name)
	slashed := filepath.ToSlash(name)
	if name == "" || filepath.IsAbs(name) || strings.HasPrefix(slashed, "/") || slices.Contains(strings.Split(slashed, "/"), "..") ||
		strings.ContainsRune(name, 0) {
		return nil, fmt.Errorf("deck file %q: give a name relative to the deck folder, without ..", q)
	}
	// Without blocking: a FIFO would wait for a writer; the file is then
	// refused unless it is regular.
	f, err := d.root.OpenFile(name, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, fmt.Errorf("no deck named %q, nor a file of that name in the deck folder (the embedded decks are %s)", q, strings.Join(decks.Names(), ", "))
		}
		return nil, fmt.Errorf("deck file %q: refused: it must be a readable file inside the deck folder", q)
	}
	defer f.Close()
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() || fi.Size() > int64(lim.Bytes) {
		return nil, fmt.Errorf("deck file %q: refused: it must be a regular file of at most %d bytes", q, lim.Bytes)
	}
	base := name[strings.LastIndexAny(name, `/\`)+1:]
	dk, err := cards.ParseDeckLimited(f, strings.TrimSuffix(base, ".txt"), ix, lim)
	if err != nil {
		return nil, fmt.Errorf("deck file %q: %s", q, deckFileError(err))
	}
	return dk, nil
}

// lineErrors are the bad lines of a ParseDeck error.
func lineErrors(err error) []*cards.LineError {
	var out []*cards.LineError
	errs := []error{err}
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		errs = j.Unwrap()
	}
	for _, e := range errs {
		var le *cards.LineError
		if errors.As(e, &le) {
			out = append(out, le)
		}
	}
	return out
}

// deckTextError is a ParseDeck error of text the client sent: its first
// bad line, clipped, and how many more there are.
func deckTextError(err error) string {
	if errors.Is(err, cards.ErrDeckLimit) {
		return deckLimitError(err)
	}
	les := lineErrors(err)
	if len(les) == 0 {
		return wire.Clip(err.Error())
	}
	return wire.Clip(les[0].Error()) + moreBadLines(err, les)
}

// deckLimitError says which bound a decklist passed (its message names
// line numbers and counts only).
func deckLimitError(err error) string {
	msg := err.Error()
	if strings.Contains(msg, "cards (at line") {
		msg += " (the server's limit, lorcana serve --max-deck-cards)"
	}
	return msg + "; the server's decklist limits are in docs/bridge.md, \"Threat model\""
}

// moreBadLines says how many more bad lines there are, or that reading
// stopped.
func moreBadLines(err error, les []*cards.LineError) string {
	switch {
	case errors.Is(err, cards.ErrStoppedEarly):
		return fmt.Sprintf(" (%d bad lines; reading stopped there)", len(les))
	case len(les) > 1:
		return fmt.Sprintf(" (and %d more bad lines)", len(les)-1)
	}
	return ""
}

// deckFileError is a ParseDeck error of a file: line numbers only, none of
// the file's text.
func deckFileError(err error) string {
	if errors.Is(err, cards.ErrDeckLimit) {
		return deckLimitError(err)
	}
	les := lineErrors(err)
	if len(les) == 0 {
		if errors.Is(err, cards.ErrEmptyDeck) {
			return cards.ErrEmptyDeck.Error()
		}
		return "not a decklist"
	}
	return fmt.Sprintf("line %d is not a deck line \"COUNT Card Name\" of a known card", les[0].Line) + moreBadLines(err, les)
}
