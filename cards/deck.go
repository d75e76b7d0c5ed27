package cards

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/lorcana-rl/lorcana/engine"
)

// MaxLineCount is the largest count one decklist line may give.
const MaxLineCount = 999

// Deck is a parsed decklist: each distinct card once, with its count, in the
// order the list first names it.
type Deck struct {
	Name  string
	Cards []DeckLine
}

// DeckLine is one card of a deck and how many copies of it the deck holds.
type DeckLine struct {
	Count int
	Def   engine.DefID
}

// LineError is a problem with one line of a decklist.
type LineError struct {
	Line int // 1-based line number
	Err  error
}

func (e *LineError) Error() string { return fmt.Sprintf("line %d: %v", e.Line, e.Err) }
func (e *LineError) Unwrap() error { return e.Err }

// ErrEmptyDeck is returned (wrapped) for a decklist that names no cards.
var ErrEmptyDeck = errors.New("the decklist names no cards")

// ParseDeck reads a decklist in the usual text form: one card a line as
// "COUNT Full Name" (or "COUNTx Full Name"), '#' starting a comment anywhere
// on a line, blank lines ignored. Names are matched with ix.Lookup, so case,
// typographic quotes, dashes and spacing do not matter. A card named on
// several lines has its counts added up.
//
// Every bad line is reported: the error joins one *LineError per line
// ("line 12: no card named ...; did you mean ...?"). A list with no cards
// gives an error wrapping ErrEmptyDeck.
func ParseDeck(r io.Reader, name string, ix *Index) (*Deck, error) {
	return ParseDeckLimited(r, name, ix, DeckLimits{})
}

// DeckLimits bound what ParseDeckLimited reads, for decklists from
// untrusted sources (the bridge's clients): a list that passes one is
// refused as soon as it does, before the cards are looked up further. A
// zero field is no bound.
type DeckLimits struct {
	Bytes     int // the list's size in bytes
	Lines     int // its lines, blank and comment lines included
	LineCount int // the count of one line (the copies it adds)
	Cards     int // the cards of the deck, over all lines
	BadLines  int // stop at this many bad lines (each costs a "did you mean" search)
}

// ErrDeckLimit is wrapped by the error of a decklist over a DeckLimits
// bound.
var ErrDeckLimit = errors.New("the decklist is over a limit")

// ParseDeckLimited is ParseDeck within lim. A bound passed is an error
// wrapping ErrDeckLimit that says which; BadLines stops reading at that
// many bad lines, and the error then joins those lines and ErrStoppedEarly.
func ParseDeckLimited(r io.Reader, name string, ix *Index, lim DeckLimits) (*Deck, error) {
	if ix == nil {
		return nil, errors.New("cards: ParseDeck needs an index")
	}
	if lim.Bytes > 0 {
		r = &limitedReader{r: r, n: int64(lim.Bytes)}
	}
	d := &Deck{Name: name}
	at := map[engine.DefID]int{} // card -> position in d.Cards
	var errs []error
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 4096), 1<<20)
	line, total := 0, 0
	for sc.Scan() {
		line++
		if lim.Lines > 0 && line > lim.Lines {
			return nil, fmt.Errorf("%w: more than %d lines", ErrDeckLimit, lim.Lines)
		}
		if lim.BadLines > 0 && len(errs) >= lim.BadLines {
			errs = append(errs, ErrStoppedEarly)
			break
		}
		text := sc.Text()
		if line == 1 {
			text = strings.TrimPrefix(text, "\ufeff") // byte order mark
		}
		if !utf8.ValidString(text) {
			errs = append(errs, &LineError{line, errors.New("not valid UTF-8 text")})
			continue
		}
		if i := strings.IndexByte(text, '#'); i >= 0 {
			text = text[:i]
		}
		text = strings.TrimSpace(text)
		if text == "" {
			continue
		}
		count, cardName, err := splitDeckLine(text)
		if err != nil {
			errs = append(errs, &LineError{line, err})
			continue
		}
		if lim.LineCount > 0 && count > lim.LineCount {
			return nil, fmt.Errorf("%w: line %d: count %d is over %d copies", ErrDeckLimit, line, count, lim.LineCount)
		}
		if total += count; lim.Cards > 0 && total > lim.Cards {
			return nil, fmt.Errorf("%w: more than %d cards (at line %d)", ErrDeckLimit, lim.Cards, line)
		}
		id, err := ix.Lookup(cardName)
		if err != nil {
			errs = append(errs, &LineError{line, err})
			continue
		}
		if k, ok := at[id]; ok {
			d.Cards[k].Count += count
			continue
		}
		at[id] = len(d.Cards)
		d.Cards = append(d.Cards, DeckLine{Count: count, Def: id})
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, errOverBytes) {
			return nil, fmt.Errorf("%w: more than %d bytes", ErrDeckLimit, lim.Bytes)
		}
		if errors.Is(err, bufio.ErrTooLong) {
			err = fmt.Errorf("line %d is too long", line+1)
		}
		return nil, fmt.Errorf("reading decklist: %w", err)
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	if len(d.Cards) == 0 {
		return nil, ErrEmptyDeck
	}
	return d, nil
}

// ErrStoppedEarly ends the errors of a decklist whose reading stopped at
// DeckLimits.BadLines bad lines.
var ErrStoppedEarly = errors.New("stopped reading at this many bad lines")

var errOverBytes = errors.New("over the byte limit")

// limitedReader reads at most n bytes of r and fails with errOverBytes
// after them (io.LimitReader would end the list silently).
type limitedReader struct {
	r io.Reader
	n int64
}

func (l *limitedReader) Read(p []byte) (int, error) {
	if l.n <= 0 {
		// One more byte tells a list of exactly n bytes from a longer one.
		var b [1]byte
		if k, _ := l.r.Read(b[:]); k > 0 {
			return 0, errOverBytes
		}
		return 0, io.EOF
	}
	if int64(len(p)) > l.n {
		p = p[:l.n]
	}
	k, err := l.r.Read(p)
	l.n -= int64(k)
	return k, err
}

// splitDeckLine splits "4 Name" or "4x Name" into its count and name.
func splitDeckLine(text string) (int, string, error) {
	end := strings.IndexFunc(text, unicode.IsSpace)
	if end < 0 {
		if _, err := strconv.Atoi(strings.TrimSuffix(strings.ToLower(text), "x")); err == nil {
			return 0, "", fmt.Errorf("%q: a count with no card name", text)
		}
		return 0, "", fmt.Errorf("%q: expected COUNT and a card name, like \"4 Mickey Mouse - True Friend\"", text)
	}
	tok, rest := text[:end], strings.TrimSpace(text[end:])
	if (strings.HasPrefix(rest, "x ") || strings.HasPrefix(rest, "X ")) && strings.TrimLeft(tok, "0123456789") == "" {
		rest = strings.TrimSpace(rest[2:]) // "4 x Name"
	}
	num := strings.TrimSuffix(strings.TrimSuffix(tok, "x"), "X")
	if num == "" || strings.TrimLeft(num, "+-0123456789") != "" {
		return 0, "", fmt.Errorf("%q: a line starts with the number of copies, like \"4 Mickey Mouse - True Friend\"", text)
	}
	n, err := strconv.Atoi(num)
	switch {
	case err != nil && errors.Is(err, strconv.ErrRange), err == nil && n > MaxLineCount:
		return 0, "", fmt.Errorf("count %s is too large (at most %d)", num, MaxLineCount)
	case err != nil:
		return 0, "", fmt.Errorf("bad count %q", tok)
	case n < 1:
		return 0, "", fmt.Errorf("count %d: a card's count must be at least 1", n)
	}
	return n, rest, nil
}

// Len is the number of cards in the deck.
func (d *Deck) Len() int {
	n := 0
	for _, l := range d.Cards {
		n += l.Count
	}
	return n
}

// IDs lists the deck card by card (each line's card Count times), in the
// order of the list: the form engine.Config.Decks takes.
func (d *Deck) IDs() []engine.DefID {
	out := make([]engine.DefID, 0, d.Len())
	for _, l := range d.Cards {
		for range l.Count {
			out = append(out, l.Def)
		}
	}
	return out
}

// Format is a deck-building format.
type Format uint8

const (
	CoreConstructed Format = iota // 1.10.1.1
	Limited                       // 1.10.1.2 (sealed)
	Draft                         // 1.10.1.2 (draft)
)

func (f Format) String() string {
	switch f {
	case CoreConstructed:
		return "core"
	case Limited:
		return "limited"
	case Draft:
		return "draft"
	}
	return "unknown"
}

// ParseFormat reads a format name: "core" (or "core-constructed",
// "constructed"), "limited" (or "sealed") or "draft".
func ParseFormat(s string) (Format, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "core", "core-constructed", "core constructed", "constructed":
		return CoreConstructed, nil
	case "limited", "sealed":
		return Limited, nil
	case "draft":
		return Draft, nil
	}
	return 0, fmt.Errorf("unknown deck format %q (want core, limited or draft)", s)
}

// ProblemKind classifies a Problem.
type ProblemKind uint8

const (
	ProblemSize           ProblemKind = iota // too few cards
	ProblemInks                              // too many inks
	ProblemCopies                            // too many copies of a full name
	ProblemUnknownCard                       // a DefID outside the definitions
	ProblemNotImplemented                    // legal, but the engine can't play the card yet
	ProblemNotInPool                         // Limited: more copies than the player's pool holds (1.10.1)
)

// Problem is one reason a deck can't be used: a rule of the format it breaks,
// or a card the engine doesn't implement yet.
type Problem struct {
	Kind    ProblemKind
	Rule    string       // the rule broken ("1.10.1.1"), empty for ProblemNotImplemented
	Card    engine.DefID // the card concerned, for ProblemCopies, ProblemUnknownCard and ProblemNotImplemented
	Message string
}

func (p Problem) String() string { return p.Message }

// Rules reports whether the problem is a deck-building rule broken (as
// opposed to a card not implemented yet).
func (p Problem) Rules() bool { return p.Kind != ProblemNotImplemented }

// Check lists the deck's problems in the given format, with defs indexed by
// DefID (Catalog's definitions):
//
//   - Core Constructed (1.10.1.1): at least 60 cards; at most two inks,
//     counted over every card (a dual-ink card counts both); at most 4 copies
//     of a full name, or the card's own limit where it sets one.
//   - Limited (1.10.1.2): at least 40 cards (Sealed) or 35 (Draft); any
//     inks and copies.
//
// Then one problem for each card not Implemented yet. Nil means the deck is
// legal and playable.
func (d *Deck) Check(defs []engine.CardDef, format Format) []Problem {
	var out []Problem
	rule, least := "1.10.1.1", 60
	switch format {
	case Limited:
		rule, least = "1.10.1.2", 40
	case Draft:
		rule, least = "1.10.1.2", 35
	}
	if n := d.Len(); n < least {
		out = append(out, Problem{Kind: ProblemSize, Rule: rule, Message: fmt.Sprintf(
			"%d cards: a %s deck has at least %d (%s)", n, formatTitle(format), least, rule)})
	}
	var inks engine.InkSet
	copies := map[string]int{}
	var order []string
	def := map[string]*engine.CardDef{}
	for _, l := range d.Cards {
		if int(l.Def) >= len(defs) {
			out = append(out, Problem{Kind: ProblemUnknownCard, Card: l.Def, Message: fmt.Sprintf("card %d is not in the catalogue", l.Def)})
			continue
		}
		c := &defs[l.Def]
		inks |= c.Inks
		k := Normalize(c.FullName)
		if _, seen := copies[k]; !seen {
			order = append(order, k)
			def[k] = c
		}
		copies[k] += l.Count
	}
	if format == CoreConstructed {
		if n := inks.Count(); n > 2 {
			out = append(out, Problem{Kind: ProblemInks, Rule: rule, Message: fmt.Sprintf(
				"%d inks (%s): a Core Constructed deck has at most 2 (%s)", n, InkNames(inks), rule)})
		}
		for _, k := range order {
			c := def[k]
			limit := 4
			if c.MaxCopies > 0 {
				limit = int(c.MaxCopies)
			}
			if copies[k] > limit {
				out = append(out, Problem{Kind: ProblemCopies, Rule: rule, Card: c.ID, Message: fmt.Sprintf(
					"%d copies of %s: at most %d (%s)", copies[k], c.FullName, limit, rule)})
			}
		}
	}
	for _, l := range d.Cards {
		if int(l.Def) < len(defs) && !defs[l.Def].Implemented {
			c := &defs[l.Def]
			msg := fmt.Sprintf("%s is not implemented yet", c.FullName)
			if len(c.StoryNames) > 0 {
				msg += fmt.Sprintf(" (abilities: %s)", strings.Join(c.StoryNames, ", "))
			}
			out = append(out, Problem{Kind: ProblemNotImplemented, Card: l.Def, Message: msg})
		}
	}
	return out
}

// Inks is the set of inks over every card of the deck.
func (d *Deck) Inks(defs []engine.CardDef) engine.InkSet {
	var s engine.InkSet
	for _, l := range d.Cards {
		if int(l.Def) < len(defs) {
			s |= defs[l.Def].Inks
		}
	}
	return s
}

// InkNames writes an ink set as "amber/amethyst".
func InkNames(s engine.InkSet) string {
	var names []string
	for i := engine.Ink(0); i < engine.NumInks; i++ {
		if s.Has(i) {
			names = append(names, i.String())
		}
	}
	if len(names) == 0 {
		return "no ink"
	}
	return strings.Join(names, "/")
}

func formatTitle(f Format) string {
	switch f {
	case Limited:
		return "Limited"
	case Draft:
		return "Limited (Draft)"
	}
	return "Core Constructed"
}

// WriteDeck writes a deck in the text form ParseDeck reads.
func WriteDeck(w io.Writer, d *Deck, defs []engine.CardDef) error {
	bw := bufio.NewWriter(w)
	if d.Name != "" {
		fmt.Fprintf(bw, "# %s\n", d.Name)
	}
	for _, l := range d.Cards {
		name := fmt.Sprintf("card %d", l.Def)
		if int(l.Def) < len(defs) {
			name = defs[l.Def].FullName
		}
		fmt.Fprintf(bw, "%d %s\n", l.Count, name)
	}
	return bw.Flush()
}
