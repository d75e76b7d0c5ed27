package engine

import "strings"

// CardType is the type of a card (5.3 to 5.6).
type CardType uint8

const (
	TypeCharacter CardType = iota
	TypeAction
	TypeItem
	TypeLocation
)

var cardTypeNames = [...]string{"character", "action", "item", "location"}

func (t CardType) String() string {
	if int(t) < len(cardTypeNames) {
		return cardTypeNames[t]
	}
	return "unknown"
}

// Ink is one ink type (5.2.5); InkSet is a set of them.
type Ink uint8

const (
	Amber Ink = iota
	Amethyst
	Emerald
	Ruby
	Sapphire
	Steel
	NumInks
)

var inkNames = [...]string{"amber", "amethyst", "emerald", "ruby", "sapphire", "steel"}

func (i Ink) String() string {
	if i < NumInks {
		return inkNames[i]
	}
	return "unknown"
}

// ParseInk reads an ink name (case-insensitive).
func ParseInk(s string) (Ink, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	for i, n := range inkNames {
		if n == s {
			return Ink(i), true
		}
	}
	return 0, false
}

// InkSet is a bit set of inks.
type InkSet uint8

func (s InkSet) Has(i Ink) bool    { return s&(1<<i) != 0 }
func (s InkSet) With(i Ink) InkSet { return s | 1<<i }
func (s InkSet) Count() int {
	n := 0
	for i := Ink(0); i < NumInks; i++ {
		if s.Has(i) {
			n++
		}
	}
	return n
}

// Class is a classification (5.2.7). Classifications are indexed by the
// order of ClassNames; a ClassSet is a bit set of them.
type Class uint8

// ClassNames lists every classification printed on a card, including
// "Song" (5.4.4.1). Their order is the bit order of ClassSet and never changes
// (it is part of the observation encoding).
var ClassNames = [...]string{
	"Storyborn", "Dreamborn", "Floodborn", "Hero", "Villain", "Ally", "Princess",
	"Prince", "Queen", "King", "Song", "Alien", "Broom", "Captain", "Deity",
	"Detective", "Dinosaur", "Dragon", "Fairy", "Gargoyle", "Ghost", "Giant",
	"Hunny", "Hyena", "Illusion", "Inventor", "Knight", "Madrigal", "Mentor",
	"Monster", "Musketeer", "Pirate", "Puppy", "Racer", "Robot", "Seven Dwarfs",
	"Sorcerer", "Super", "Tigger", "Titan", "Toy", "Whisper",
	"Colossus", "Entangled",
}

// Well-known classifications referenced by the rules.
const (
	ClassStoryborn Class = 0
	ClassDreamborn Class = 1
	ClassFloodborn Class = 2
	ClassSong      Class = 10
)

// ParseClass finds a classification by name (case-insensitive).
func ParseClass(s string) (Class, bool) {
	for i, n := range ClassNames {
		if strings.EqualFold(n, strings.TrimSpace(s)) {
			return Class(i), true
		}
	}
	return 0, false
}

func (c Class) String() string {
	if int(c) < len(ClassNames) {
		return ClassNames[c]
	}
	return "unknown"
}

// ClassSet is a bit set of classifications.
type ClassSet uint64

func (s ClassSet) Has(c Class) bool      { return s&(1<<c) != 0 }
func (s ClassSet) With(c Class) ClassSet { return s | 1<<c }

// Keyword is a keyword ability (8.1.1).
type Keyword uint8

const (
	NoKeyword Keyword = iota
	Alert
	Bodyguard
	Boost
	Challenger
	Evasive
	Reckless
	Resist
	Rush
	Shift
	Singer
	SingTogether
	Support
	Vanish
	Ward
	NumKeywords
)

var keywordNames = [...]string{"", "Alert", "Bodyguard", "Boost", "Challenger", "Evasive",
	"Reckless", "Resist", "Rush", "Shift", "Singer", "Sing Together", "Support", "Vanish", "Ward"}

func (k Keyword) String() string {
	if k < NumKeywords {
		return keywordNames[k]
	}
	return "unknown"
}

// ParseKeyword reads a keyword name as printed ("Sing Together", "sing_together").
func ParseKeyword(s string) (Keyword, bool) {
	s = strings.ReplaceAll(strings.TrimSpace(s), "_", " ")
	for i := Keyword(1); i < NumKeywords; i++ {
		if strings.EqualFold(keywordNames[i], s) {
			return i, true
		}
	}
	return NoKeyword, false
}

// Stacks reports whether the keyword is a +N keyword that stacks (8.1.2).
func (k Keyword) Stacks() bool { return k == Challenger || k == Resist }

// HasValue reports whether the keyword is written with a number.
func (k Keyword) HasValue() bool {
	switch k {
	case Boost, Challenger, Resist, Shift, Singer, SingTogether:
		return true
	}
	return false
}

// KeywordValue is a printed keyword with its number (0 where it has none).
type KeywordValue struct {
	Keyword Keyword
	Value   int8
}

// ShiftKind tells which variant of Shift a card has (8.10.8).
type ShiftKind uint8

const (
	ShiftNone           ShiftKind = iota
	ShiftName                     // Shift N: onto a character with the same name (8.10.1)
	ShiftClassification           // [Classification] Shift N (8.10.8.1)
	ShiftUniversal                // Universal Shift N (8.10.8.2)
	ShiftDiscard                  // Shift: discard cards instead of paying ink
)

// DefID indexes Game.Defs.
type DefID uint16

// CardDef is everything the game knows about a card: its printed facts from
// the catalogue, and the abilities written for it in the ability language.
// Definitions are immutable once a Game is built and shared by every state.
type CardDef struct {
	ID       DefID
	Name     string   // name line (5.2.6)
	Version  string   // version (5.3.6.1); empty for actions and items
	FullName string   // "Name - Version", or Name
	AltNames []string // other names on the name line (5.2.6.1)
	Set      string   // set code of the authoritative printing
	Number   int      // collector number of that printing

	Type      CardType
	Inks      InkSet
	Cost      int8
	Inkable   bool
	Classes   ClassSet
	Strength  int8
	Willpower int8
	Lore      int8
	MoveCost  int8 // locations only

	Keywords []KeywordValue // printed keywords

	// Shift details where the card has Shift (8.10).
	ShiftKind    ShiftKind
	ShiftCost    int8
	ShiftClass   Class       // for ShiftClassification
	ShiftDiscard DiscardCost // for ShiftDiscard

	SingTogether int8 // Sing Together N, 0 if none (8.12)
	MaxCopies    int8 // deck limit by full name; 0 means the usual 4

	// StoryNames lists the story names of the card's named abilities, as
	// printed. Abilities holds the implemented abilities; a card whose named
	// abilities are not all implemented is not Implemented.
	StoryNames  []string
	Abilities   []*Ability
	Implemented bool
}

// DiscardCost is a "discard N cards [of a type]" payment (alternate Shift costs).
type DiscardCost struct {
	Count   int8
	AnyType bool
	Type    CardType
	Song    bool // "a song card"
}

// IsSong reports whether the card is a song (5.4.4.1).
func (d *CardDef) IsSong() bool { return d.Type == TypeAction && d.Classes.Has(ClassSong) }

// PrintedKeyword returns the printed value of a keyword and whether it is printed.
func (d *CardDef) PrintedKeyword(k Keyword) (int8, bool) {
	for _, kv := range d.Keywords {
		if kv.Keyword == k {
			return kv.Value, true
		}
	}
	return 0, false
}

// HasName reports whether the card has the given name on its name line,
// counting alternate names (5.2.6, 5.2.6.1). Comparison ignores case.
func (d *CardDef) HasName(name string) bool {
	if strings.EqualFold(d.Name, name) {
		return true
	}
	for _, n := range d.AltNames {
		if strings.EqualFold(n, name) {
			return true
		}
	}
	return false
}
