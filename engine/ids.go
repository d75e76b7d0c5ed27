package engine

// CardID indexes State.Cards: one instance per physical card in the game.
type CardID uint16

// NoCard is the absent card.
const NoCard CardID = 0xFFFF

// Ref names a card as it is now: a card that changes zones becomes a new card
// (7.1.6), which bumps its generation, so a Ref taken before the move no
// longer resolves to it. "That card" references are Refs.
type Ref struct {
	ID  CardID
	Gen uint16
}

// NoRef is the absent reference.
var NoRef = Ref{ID: NoCard}

// Valid reports whether the reference names a card.
func (r Ref) Valid() bool { return r.ID != NoCard }

// Zone is where a card is (7).
type Zone uint8

const (
	ZoneDeck Zone = iota
	ZoneHand
	ZonePlay
	ZoneInkwell
	ZoneDiscard
	ZoneUnder // under another card in a stack (5.1.1.5)
	ZoneOut   // removed from the game (a player who left, 9.2.3)
	NumZones
)

var zoneNames = [...]string{"deck", "hand", "play", "inkwell", "discard", "under", "out"}

func (z Zone) String() string {
	if z < NumZones {
		return zoneNames[z]
	}
	return "unknown"
}

// ParseZone reads a zone name.
func ParseZone(s string) (Zone, bool) {
	for i, n := range zoneNames {
		if n == s {
			return Zone(i), true
		}
	}
	return 0, false
}

// Public reports whether the zone is public (7.1.2).
func (z Zone) Public() bool { return z == ZonePlay || z == ZoneDiscard || z == ZoneUnder }
