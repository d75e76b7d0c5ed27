package engine

// Filters: which cards a selector, a condition or a count looks at
// (owner, type, classification, name, cost, strength, state, zone).
// Each method returns a modified copy: Chars().Opposing().IsDamaged().

// Chars selects characters in play; Items, Locations, Cards likewise.
func Chars() Filter { return Filter{Types: Characters} }

func LocationsF() Filter { return Filter{Types: Locations} }

func AnyCard() Filter { return Filter{} }

func (f Filter) Yours() Filter { f.Owner = Yours; return f }

func (f Filter) Opposing() Filter { f.Owner = Opposing; return f }

func (f Filter) Others() Filter { f.Other = true; return f }

func (f Filter) IsExerted() Filter { f.Exerted = Yes; return f }

func (f Filter) IsReady() Filter { f.Exerted = No; return f }

func (f Filter) IsDamaged() Filter { f.Damaged = Yes; return f }

func (f Filter) IsUndamaged() Filter { f.Damaged = No; return f }

func (f Filter) Named(n string) Filter { f.Name = n; return f }

func (f Filter) CostAtMost(n int) Filter { f.Cost = AtMost(int8(n)); return f }

func (f Filter) CostAtLeast(n int) Filter {
	f.Cost = AtLeast(int8(n))
	return f
}

func (f Filter) StrengthAtMost(n int) Filter { f.Strength = AtMost(int8(n)); return f }

func (f Filter) StrengthAtLeast(n int) Filter { f.Strength = AtLeast(int8(n)); return f }

func (f Filter) WithKeyword(k Keyword) Filter { f.Keyword = k; return f }

func (f Filter) InZoneOf(z Zone) Filter { f.Zone, f.InZone = z, true; return f }

func (f Filter) AtThisLocation() Filter { f.Here = true; return f }

func (f Filter) OfType(t TypeMask) Filter { f.Types = t; return f }

// Class narrows to cards with any of the named classifications; an unknown
// name panics at start-up (a definition error, caught by the card tests).
func (f Filter) Class(names ...string) Filter {
	for _, n := range names {
		c, ok := ParseClass(n)
		if !ok {
			panic("engine: unknown classification " + n)
		}
		f.Classes = f.Classes.With(c)
	}
	return f
}

// More filters.
func ItemsF() Filter { return Filter{Types: Items} }

func ActionsF() Filter { return Filter{Types: Actions} }

// InHand narrows a filter to cards in their player's hand.
func (f Filter) InHand() Filter { f.Zone, f.InZone = ZoneHand, true; return f }

// SongCards selects song cards (5.4.4.1): actions with the Song
// classification.
func SongCards() Filter { return Filter{Types: Actions}.Class("Song") }

// CharacterCards selects character cards (in whatever zone the step looks).
func CharacterCards() Filter { return Filter{Types: Characters} }

// CharacterCardsInDiscard selects character cards in your discard.
func CharacterCardsInDiscard() Filter { return Filter{Types: Characters}.InZoneOf(ZoneDiscard) }

// NonCharacterCards selects the cards that aren't characters.
func NonCharacterCards() Filter { return Filter{Types: Actions | Items | Locations} }

// CardsInOpponentsHands counts the cards in opponents' hands ("for each
// card in your opponents' hands").
func CardsInOpponentsHands() Filter { return AnyCard().InHand().Opposing() }

// CardsInYourHand counts the cards in your hand.
func CardsInYourHand() Filter { return AnyCard().InHand().Yours() }

// CharsOrLocations selects characters and locations ("chosen characters
// and/or locations").
func CharsOrLocations() Filter { return Filter{Types: Characters | Locations} }

// ThatSang narrows a filter to the characters exerted to sing the song now
// being played: "each character that sang this song" (5.4.4.2, 8.12.1).
func (f Filter) ThatSang() Filter { f.Sang = true; return f }
