package build

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/lorcana-rl/lorcana/cards/internal/schema"
)

// The rules text of a printing is read only to learn facts: which keywords
// are printed in its text box (and their numbers), the Shift variant, and
// whether the card has any text besides keywords. None of it is copied into
// the catalogue.

// normQuotes replaces typographic apostrophes and quotes with ASCII ones.
var normQuotes = strings.NewReplacer(
	"\u2019", "'", "\u2018", "'", "\u201c", `"`, "\u201d", `"`,
).Replace

// textKeyword is a keyword printed at the start of a text-box line.
type textKeyword struct {
	Name     string // engine spelling: "Sing Together"
	Value    int
	HasValue bool
	Shift    *schema.Shift // for Shift variants
}

// keywordLine is the keyword prefix of one text-box line.
type keywordLine struct {
	Keywords []textKeyword
	// Pure is true when the line holds nothing but keywords and
	// parenthesised reminders (a reminder-only line is pure too).
	Pure bool
}

// parseKeywordLine reads the keywords at the start of a line:
//
//	<Evasive> (reminder)
//	<Bodyguard>, <Support> (reminder)
//	<Challenger> +2 (reminder)
//	<Shift> 5 {I} (reminder)
//	<Puppy <Shift>> 3 (reminder)
//	<Universal <Shift>> 4 (reminder)
//	<Shift: Discard an action card> (reminder)
//	<Sing Together> 7 (reminder)Effect...
//	(reminder only)
//
// A keyword must be followed by its number, a comma, a reminder or the end
// of the line; "<Shift> a character ..." is an effect, not a keyword.
func parseKeywordLine(line string) (keywordLine, error) {
	var kl keywordLine
	s := strings.TrimSpace(line)
	sawParen := false
	for s != "" {
		switch {
		case s[0] == '(':
			end := matchParen(s)
			if end < 0 {
				return kl, fmt.Errorf("unbalanced reminder in %q", line)
			}
			s = strings.TrimSpace(s[end+1:])
			sawParen = true
		case s[0] == ',' && len(kl.Keywords) > 0 && !sawParen:
			s = strings.TrimSpace(s[1:])
		case s[0] == '<' && !sawParen:
			kw, rest, ok, err := parseKeywordItem(s)
			if err != nil {
				return kl, fmt.Errorf("%v in %q", err, line)
			}
			if !ok {
				return kl, nil
			}
			kl.Keywords = append(kl.Keywords, kw)
			s = strings.TrimSpace(rest)
		default:
			return kl, nil // effect text follows
		}
	}
	kl.Pure = true
	return kl, nil
}

func matchParen(s string) int {
	depth := 0
	for i, r := range s {
		switch r {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				return i
			}
		}
	}
	return -1
}

// keywordNames maps printed keyword names to their engine spelling.
var keywordNames = map[string]string{
	"alert": "Alert", "bodyguard": "Bodyguard", "boost": "Boost",
	"challenger": "Challenger", "evasive": "Evasive", "reckless": "Reckless",
	"resist": "Resist", "rush": "Rush", "shift": "Shift", "singer": "Singer",
	"sing together": "Sing Together", "support": "Support", "vanish": "Vanish",
	"ward": "Ward",
}

// keywordHasValue lists the keywords written with a number.
var keywordHasValue = map[string]bool{
	"Boost": true, "Challenger": true, "Resist": true, "Shift": true,
	"Singer": true, "Sing Together": true,
}

// canonicalKeyword maps a data-file keyword ("sing_together") or a printed
// one ("Sing Together") to the engine spelling.
func canonicalKeyword(s string) (string, bool) {
	n, ok := keywordNames[strings.ToLower(strings.ReplaceAll(strings.TrimSpace(s), "_", " "))]
	return n, ok
}

// parseKeywordItem reads one "<...>" keyword with its number. ok is false
// when the text is not a keyword item (an effect that starts with one).
func parseKeywordItem(s string) (kw textKeyword, rest string, ok bool, err error) {
	var inner string
	switch {
	case strings.HasPrefix(s, "<Shift:"):
		end := strings.IndexByte(s, '>')
		if end < 0 {
			return kw, "", false, fmt.Errorf("unterminated keyword")
		}
		d, err := parseDiscard(strings.TrimSpace(s[len("<Shift:"):end]))
		if err != nil {
			return kw, "", false, err
		}
		kw = textKeyword{Name: "Shift", Shift: &schema.Shift{Kind: schema.ShiftDiscard, Discard: d}}
		return kw, s[end+1:], true, nil
	case strings.Contains(s, " <Shift>>") && strings.Index(s, " <Shift>>") < strings.IndexByte(s, '>'):
		// "<Puppy <Shift>> 3" or "<Universal <Shift>> 4"
		i := strings.Index(s, " <Shift>>")
		qual := s[1:i]
		kw = textKeyword{Name: "Shift"}
		if strings.EqualFold(qual, "Universal") {
			kw.Shift = &schema.Shift{Kind: schema.ShiftUniversal}
		} else {
			kw.Shift = &schema.Shift{Kind: schema.ShiftClassification, Class: qual}
		}
		rest = s[i+len(" <Shift>>"):]
	default:
		end := strings.IndexByte(s, '>')
		if end < 0 {
			return kw, "", false, fmt.Errorf("unterminated keyword")
		}
		inner = s[1:end]
		name, known := canonicalKeyword(inner)
		if !known {
			return kw, "", false, fmt.Errorf("unknown keyword <%s>", inner)
		}
		kw = textKeyword{Name: name}
		if name == "Shift" {
			kw.Shift = &schema.Shift{Kind: schema.ShiftName}
		}
		rest = s[end+1:]
	}
	// Number: " 4", " +2", " 4 {I}".
	if keywordHasValue[kw.Name] {
		t := strings.TrimPrefix(rest, " ")
		t = strings.TrimPrefix(t, "+")
		j := 0
		for j < len(t) && t[j] >= '0' && t[j] <= '9' {
			j++
		}
		if j == 0 {
			return kw, "", false, nil // "<Shift> a character ..." is an effect
		}
		kw.Value, _ = strconv.Atoi(t[:j])
		kw.HasValue = true
		rest = strings.TrimPrefix(t[j:], " {I}")
		if kw.Shift != nil {
			kw.Shift.Cost = kw.Value
		}
	}
	r := strings.TrimLeft(rest, " ")
	if r != "" && r[0] != '(' && r[0] != ',' {
		return kw, "", false, nil
	}
	return kw, rest, true, nil
}

// parseDiscard reads "Discard an action card", "Discard a song card",
// "Discard 2 cards", "Discard a character card".
func parseDiscard(s string) (*schema.Discard, error) {
	what, ok := strings.CutPrefix(s, "Discard ")
	if !ok {
		return nil, fmt.Errorf("unknown Shift cost %q", s)
	}
	words := strings.Fields(what)
	if len(words) < 2 {
		return nil, fmt.Errorf("unknown Shift cost %q", s)
	}
	count := 1
	if n, err := strconv.Atoi(words[0]); err == nil {
		count = n
	} else if words[0] != "a" && words[0] != "an" {
		return nil, fmt.Errorf("unknown Shift cost %q", s)
	}
	d := &schema.Discard{Count: count}
	switch strings.Join(words[1:], " ") {
	case "card", "cards":
	case "action card", "action cards":
		d.Type = "action"
	case "song card", "song cards":
		d.Type, d.Song = "action", true
	case "character card", "character cards":
		d.Type = "character"
	case "item card", "item cards":
		d.Type = "item"
	case "location card", "location cards":
		d.Type = "location"
	default:
		return nil, fmt.Errorf("unknown Shift cost %q", s)
	}
	return d, nil
}

// textBox is what the generator learns from a printing's rules text.
type textBox struct {
	Keywords []textKeyword // keywords printed at the start of lines
	// Other holds the lines that are not keywords or reminders; they are
	// read only for their story names (see storyNameOf) and never stored.
	Other []string
}

func readTextBox(rules string) (textBox, error) {
	var tb textBox
	for _, line := range strings.Split(normQuotes(rules), "\n") {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		kl, err := parseKeywordLine(line)
		if err != nil {
			return tb, err
		}
		tb.Keywords = append(tb.Keywords, kl.Keywords...)
		if !kl.Pure {
			tb.Other = append(tb.Other, line)
		}
	}
	return tb, nil
}

func (tb textBox) keyword(name string) (textKeyword, bool) {
	for _, k := range tb.Keywords {
		if k.Name == name {
			return k, true
		}
	}
	return textKeyword{}, false
}

// storyNameOf returns the story name at the start of a text line: the
// leading words without lowercase letters, up to a cost symbol or dash,
// without a trailing ink number ("GROUNDED 3 {I} ..." is "GROUNDED"). It is
// empty for an unnamed ability or a bullet line.
func storyNameOf(line string) string {
	if strings.HasPrefix(line, "\u2022") || strings.HasPrefix(line, "-") || strings.HasPrefix(line, "(") {
		return ""
	}
	var words []string
	for _, w := range strings.Fields(line) {
		if strings.ContainsAny(w, "abcdefghijklmnopqrstuvwxyz{") || w == "\u2014" || w == "-" {
			break
		}
		words = append(words, w)
	}
	for len(words) > 0 {
		if _, err := strconv.Atoi(words[len(words)-1]); err != nil {
			break
		}
		words = words[:len(words)-1]
	}
	return strings.Join(words, " ")
}
