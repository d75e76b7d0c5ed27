// Package schema defines the JSON form of the card catalogue
// (cards/catalog.json), shared by the generator and the cards package.
//
// The catalogue holds facts only: names, set and number, type, inks, cost,
// characteristics, keywords with their values, Shift details and story names.
// It never holds printed rules text.
package schema

import (
	"strconv"
	"strings"
)

// Card is one distinct card (one full name) of the catalogue.
type Card struct {
	Set      string   `json:"set"`    // set code of the authoritative printing
	Number   int      `json:"number"` // collector number of that printing
	Name     string   `json:"name"`
	Version  string   `json:"version,omitempty"`
	FullName string   `json:"fullName"`
	AltNames []string `json:"altNames,omitempty"`

	Type      string   `json:"type"` // character, action, item, location
	Inks      []string `json:"inks"`
	Cost      int      `json:"cost"`
	Inkable   bool     `json:"inkable"`
	Classes   []string `json:"classes,omitempty"`
	Strength  *int     `json:"strength,omitempty"`
	Willpower *int     `json:"willpower,omitempty"`
	Lore      *int     `json:"lore,omitempty"`
	MoveCost  *int     `json:"moveCost,omitempty"`

	Keywords     []Keyword `json:"keywords,omitempty"`
	Shift        *Shift    `json:"shift,omitempty"`
	SingTogether int       `json:"singTogether,omitempty"`
	MaxCopies    int       `json:"maxCopies,omitempty"` // 0: the usual 4

	StoryNames []string `json:"storyNames,omitempty"`
	// Vanilla is true when all the card's text is keywords (and their
	// reminders): no named abilities and no other rules text.
	Vanilla bool `json:"vanilla"`
	// Printings lists every printing as "set/number", in set order.
	Printings []string `json:"printings"`
	// Rarities gives each printing's rarity, in the order of Printings
	// (common, uncommon, rare, super_rare, legendary, epic, iconic,
	// enchanted, promo, challenge, d23, d100): boosters are drawn by it.
	Rarities []string `json:"rarities"`
}

// Keyword is a printed keyword ability. Names are written as printed
// ("Sing Together"); Value is the number (Challenger +2 is 2), 0 if none.
type Keyword struct {
	Keyword string `json:"keyword"`
	Value   int    `json:"value,omitempty"`
}

// Shift kinds.
const (
	ShiftName           = "name"           // Shift N
	ShiftClassification = "classification" // [Classification] Shift N
	ShiftUniversal      = "universal"      // Universal Shift N
	ShiftDiscard        = "discard"        // Shift: Discard ...
)

// Shift describes the card's Shift ability.
type Shift struct {
	Kind    string   `json:"kind"`
	Cost    int      `json:"cost,omitempty"`
	Class   string   `json:"class,omitempty"` // for ShiftClassification
	Discard *Discard `json:"discard,omitempty"`
}

// Discard is a "discard N cards [of a type]" cost. Type is empty for cards
// of any type; a song card is Type "action" with Song set.
type Discard struct {
	Count int    `json:"count"`
	Type  string `json:"type,omitempty"`
	Song  bool   `json:"song,omitempty"`
}

// PromoSets lists the non-main set codes in catalogue order; they sort after
// the main sets "1", "2", ...
var PromoSets = []string{"P1", "P2", "P3", "C1", "C2", "D23", "DIS"}

// IsMainSet reports whether a set code is a main set ("1", "2", ...).
func IsMainSet(set string) bool {
	n, err := strconv.Atoi(set)
	return err == nil && n > 0 && strconv.Itoa(n) == set
}

// SetRank orders set codes: main sets by number, then the promo sets in
// PromoSets order, then any other code.
func SetRank(set string) int {
	if IsMainSet(set) {
		n, _ := strconv.Atoi(set)
		return n
	}
	for i, p := range PromoSets {
		if strings.EqualFold(p, set) {
			return 1000 + i
		}
	}
	return 2000
}

// ComparePrintings orders printings by set rank, set code, then number.
func ComparePrintings(setA string, numA int, setB string, numB int) int {
	if ra, rb := SetRank(setA), SetRank(setB); ra != rb {
		return ra - rb
	}
	if c := strings.Compare(setA, setB); c != 0 {
		return c
	}
	return numA - numB
}

// PrintingCode writes a printing as "set/number".
func PrintingCode(set string, number int) string {
	return set + "/" + strconv.Itoa(number)
}

// ParsePrintingCode reads "set/number".
func ParsePrintingCode(s string) (set string, number int, ok bool) {
	set, num, found := strings.Cut(s, "/")
	if !found || set == "" {
		return "", 0, false
	}
	n, err := strconv.Atoi(num)
	if err != nil {
		return "", 0, false
	}
	return set, n, true
}
