package cards

import (
	"fmt"
	"slices"
	"strings"

	"github.com/lorcana-rl/lorcana/engine"
)

// Rarity is the rarity symbol printed on one printing of a card. The same
// card may have several printings of different rarities (a common and its
// enchanted reprint), so a rarity belongs to a Printing, not to a card.
type Rarity uint8

const (
	Common Rarity = iota + 1
	Uncommon
	Rare
	SuperRare
	Legendary
	Epic      // sets 9 on: alternate-art foil reprints numbered after the base set
	Iconic    // sets 9 on: the rarest alternate-art reprints
	Enchanted // alternate-art foil reprints numbered after the base set
	Promo     // promo sets
	Challenge // Disney Lorcana Challenge event printings
	D23       // D23 Expo collector's set
	D100      // Disney100 printings
)

var rarityNames = [...]string{
	Common: "common", Uncommon: "uncommon", Rare: "rare", SuperRare: "super_rare",
	Legendary: "legendary", Epic: "epic", Iconic: "iconic", Enchanted: "enchanted",
	Promo: "promo", Challenge: "challenge", D23: "d23", D100: "d100",
}

// NumRarities bounds the rarities: every Rarity is below it.
const NumRarities = D100 + 1

// String is the catalogue's spelling ("super_rare").
func (r Rarity) String() string {
	if r > 0 && int(r) < len(rarityNames) {
		return rarityNames[r]
	}
	return fmt.Sprintf("rarity(%d)", uint8(r))
}

// Label is the rarity as a player says it ("super rare").
func (r Rarity) Label() string { return strings.ReplaceAll(r.String(), "_", " ") }

// ParseRarity reads a rarity by its catalogue spelling, ignoring case and
// taking a space or a dash for the underscore ("Super Rare").
func ParseRarity(s string) (Rarity, bool) {
	k := strings.NewReplacer(" ", "_", "-", "_").Replace(strings.ToLower(strings.TrimSpace(s)))
	for r := Common; r < NumRarities; r++ {
		if rarityNames[r] == k {
			return r, true
		}
	}
	return 0, false
}

// SetPrinting is one printing of a set: where it is printed, the card it is
// and its rarity.
type SetPrinting struct {
	Printing
	Card   engine.DefID
	Rarity Rarity
}

// SetPrintings lists every printing of a set ("5", "P1"), by collector
// number: each card printed in the set once per printing, reprints of older
// cards (set 9's) under the set's own numbers. Nil for a set with none.
func SetPrintings(set string) []SetPrinting {
	c, err := load()
	if err != nil {
		return nil
	}
	return slices.Clone(c.bySet[set])
}

// RarityOf is the rarity of a printing.
func RarityOf(p Printing) (Rarity, bool) {
	c, err := load()
	if err != nil {
		return 0, false
	}
	id, ok := c.byPrint[p]
	if !ok {
		return 0, false
	}
	for i, q := range c.printings[id] {
		if q == p {
			return c.rarities[id][i], true
		}
	}
	return 0, false
}

// Sets lists the set codes of every printing, in set order (main sets by
// number, then the promo sets).
func Sets() []string {
	c, err := load()
	if err != nil {
		return nil
	}
	return slices.Clone(c.sets)
}
