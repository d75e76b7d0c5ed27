package engine

// The data of a Filter: which cards an ability's words pick (5.1, 6.1.3).
// lang_filters.go builds filters, match.go tests cards against them and
// describe_filters.go words them.

// TypeMask is a set of card types; 0 means any type.
type TypeMask uint8

const (
	Characters TypeMask = 1 << TypeCharacter
	Actions    TypeMask = 1 << TypeAction
	Items      TypeMask = 1 << TypeItem
	Locations  TypeMask = 1 << TypeLocation
)

// Has reports whether the mask admits a type (an empty mask admits all).
func (m TypeMask) Has(t CardType) bool { return m == 0 || m&(1<<t) != 0 }

// Tri is a three-valued test: don't care, must be, must not be.
type Tri uint8

const (
	Either Tri = iota
	Yes
	No
)

// Range bounds a number; the zero value admits every number.
type Range struct {
	Min, Max       int8
	HasMin, HasMax bool
}

// AtMost and AtLeast build ranges.
func AtMost(n int8) Range  { return Range{Max: n, HasMax: true} }
func AtLeast(n int8) Range { return Range{Min: n, HasMin: true} }

// Admits reports whether v is within the range.
func (r Range) Admits(v int) bool {
	return (!r.HasMin || v >= int(r.Min)) && (!r.HasMax || v <= int(r.Max))
}

// Filter selects cards: the "limiters" of a requirement (6.1.3.1) and the
// groups of "each" and "all" effects. The zero value selects every card in
// play.
type Filter struct {
	Zone    Zone // ZonePlay unless InZone
	InZone  bool
	Owner   Owner
	Types   TypeMask
	Classes ClassSet // has any of these
	NoClass ClassSet // has none of these
	// ClassTypes limits Classes and NoClass to the cards of these types;
	// cards of Types' other types match without them: "an item card or a
	// Robot character card" (OrCardsOf). 0: every type.
	ClassTypes TypeMask
	Name       string // named (5.2.6)
	// NameNot: not named Name ("your characters not named Mor'du").
	NameNot bool
	// NameTypes limits Name (and NameNot) to the cards of these types; cards
	// of the filter's other types match without it: "a Toy character card or
	// a location card named Andy's Room" (OrNamedCardsOf). 0: every type.
	NameTypes TypeMask
	Other     bool // not the source (6.1.6)
	NotSlot   int8 // not the card(s) chosen into this slot+1 (0: none)
	// InSlot: one of the cards chosen into slot InSlot-1 by an earlier step,
	// still the same object (7.1.6): "one of those cards" after "chooses 3
	// of their characters". 0: no test.
	InSlot     int8
	ShiftFor   int8 // a character the card chosen into this slot+1 may be shifted onto (8.10.1; 0: none)
	Exerted    Tri
	Damaged    Tri
	Drying     Tri
	Cost       Range
	Strength   Range
	Willpower  Range
	Keyword    Keyword // has this keyword
	NoKeyword  Keyword
	AtLocation Tri  // at a location
	Here       bool // at this location (the source)
	Inkable    Tri
	Sang       bool // sang the song now being played ("each character that sang this song", 8.12.1)
	// SangLast: sang the last song sung, still after it resolved ("ready
	// those characters" in a "whenever your characters sing a song"
	// ability, 5.4.4.2, 8.12.1): FlagSang.
	SangLast bool
	// Challenged: was challenged this turn ("chosen character who was
	// challenged this turn", 4.6.4): a TurnRecord ChallengedRecord.
	Challenged bool
	// ChallengingA: is the challenging character of the current challenge,
	// against a card of these types ("while challenging a location",
	// 4.6.4.5 to 4.6.7); 0: no test.
	ChallengingA TypeMask
	// SameName: has the same name as the card chosen into slot SameName-1
	// by an earlier step ("all other opposing characters with the same
	// name", 5.2.3: the name without the version; alternate names match).
	// 0: no test.
	// SameNameNamed (5): the name the player named by the effect's
	// NameACard step instead of a slot's card.
	SameName int8
	// Than compares a characteristic of the card (ThanMine; StatCost: its
	// cost) with one of another card (ThanTheirs), read as the filter is
	// checked (6.1.3.1): "with cost equal to or less than this character's
	// {S}", "with less {S} than that character". ThanNone: no test.
	Than       ThanRef
	ThanMine   Stat
	ThanTheirs Stat
	ThanLess   bool // strictly less; otherwise equal to or less
	// ThanPlus is added to the other card's value before comparing ("with
	// cost up to 2 more than the banished character").
	ThanPlus int8
	// NotEvOther: not the trigger event's other card ("deal the same
	// amount of damage to another chosen character" after "whenever this
	// character deals damage to another character", 6.1.6).
	NotEvOther bool
	// CardUnder: has a card under it (Yes) or none (No), in a stack (5.1.1.7:
	// Shift, 8.10; Boost, 8.4): "your characters that have a card under
	// them".
	CardUnder Tri
	// Inks: has any of these inks (5.2.5; a card of two inks has both):
	// "your other Amber characters". 0: no test.
	Inks InkSet
	// BeingChallenged: is (Yes) or isn't (No) the character being
	// challenged in the challenge in progress (4.6.4 to 4.6.7): "can't be
	// dealt damage unless they're being challenged".
	BeingChallenged Tri
	// HadUnder: a card that left play and had a card under it as it left
	// (6.7.7: its last known information, LastKnown.Under): "if that
	// character had a card under them".
	HadUnder bool
	// OrZone, with HasOrZone: the filter's cards are in Zone or in OrZone
	// ("from your hand or discard"): one choice among the cards of both
	// zones, not a choice of zone first (6.1.3.1 limiters). Only with
	// InZone, off play.
	OrZone    Zone
	HasOrZone bool
}

// zones lists the zones a filter's cards are in: play unless InZone, its
// Zone, then its OrZone if any.
func (f *Filter) zones() (zs [2]Zone, n int) {
	if !f.InZone {
		return [2]Zone{ZonePlay}, 1
	}
	zs[0], n = f.Zone, 1
	if f.HasOrZone {
		zs[1], n = f.OrZone, 2
	}
	return zs, n
}

// admitsZone reports whether a card in zone z can meet the filter.
func (f *Filter) admitsZone(z Zone) bool {
	if !f.InZone {
		return z == ZonePlay
	}
	return z == f.Zone || f.HasOrZone && z == f.OrZone
}

// SameNameNamed is the Filter.SameName value "with the name the player
// named" (OpNameCard, the frame's Named), not a slot's card.
const SameNameNamed int8 = 5

// SameNameSource is the Filter.SameName value "with the same name as this
// character": the ability's source, the card that has the ability.
const SameNameSource int8 = 6

// ThanRef says which card a Filter's Than compares with.
type ThanRef int8

const (
	ThanNone   ThanRef = iota
	ThanSource         // this card, the ability's source
	// ThanSlot + k: the card chosen into slot k by an earlier step, with its
	// last known values once it has left play (6.7.7).
	ThanSlot
)
