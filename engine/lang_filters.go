package engine

// Filters: which cards a selector, a condition or a count looks at
// (owner, type, classification, name, cost, strength, state, zone).
// Each method returns a modified copy: Chars().Opposing().IsDamaged().

// Chars selects characters in play; Items, Locations, Cards likewise.
func Chars() Filter { return Filter{Types: Characters} }

// LocationsF selects locations (5.6).
func LocationsF() Filter { return Filter{Types: Locations} }

// AnyCard selects cards of every type; narrow it with the methods below.
func AnyCard() Filter { return Filter{} }

// Yours keeps the cards of the ability's controller.
func (f Filter) Yours() Filter { f.Owner = Yours; return f }

// Opposing keeps the opponents' cards.
func (f Filter) Opposing() Filter { f.Owner = Opposing; return f }

// Theirs keeps the cards of the player "they" name in an effect: the
// chosen opponent, or the opponent whose part of "each opponent chooses one
// of their characters" it is (EachOpponent). Effect steps only.
func (f Filter) Theirs() Filter { f.Owner = Theirs; return f }

// Others leaves out the source itself ("your other characters").
func (f Filter) Others() Filter { f.Other = true; return f }

// IsExerted keeps exerted cards.
func (f Filter) IsExerted() Filter { f.Exerted = Yes; return f }

// IsReady keeps ready cards.
func (f Filter) IsReady() Filter { f.Exerted = No; return f }

// IsDamaged keeps cards with damage (1.9.2).
func (f Filter) IsDamaged() Filter { f.Damaged = Yes; return f }

// IsUndamaged keeps cards with no damage.
func (f Filter) IsUndamaged() Filter { f.Damaged = No; return f }

// Named keeps cards with this name (5.2.3; alternate names included).
func (f Filter) Named(n string) Filter { f.Name = n; return f }

// CostAtMost is "with cost N or less".
func (f Filter) CostAtMost(n int) Filter { f.Cost = AtMost(int8(n)); return f }

// CostAtLeast is "with cost N or more".
func (f Filter) CostAtLeast(n int) Filter {
	f.Cost = AtLeast(int8(n))
	return f
}

// StrengthAtMost is "with N {S} or less" (current strength, 6.6).
func (f Filter) StrengthAtMost(n int) Filter { f.Strength = AtMost(int8(n)); return f }

// StrengthAtLeast is "with N {S} or more".
func (f Filter) StrengthAtLeast(n int) Filter { f.Strength = AtLeast(int8(n)); return f }

// WillpowerAtLeast is "with N {W} or more": current willpower in play (6.6),
// printed willpower elsewhere (e.g. a character card of willpower 4 or higher in the
// discard).
func (f Filter) WillpowerAtLeast(n int) Filter { f.Willpower = AtLeast(int8(n)); return f }

// WithKeyword keeps cards that have keyword k now (printed or granted).
func (f Filter) WithKeyword(k Keyword) Filter { f.Keyword = k; return f }

// WithoutKeyword keeps cards that don't have keyword k now, printed or
// granted ("each opposing character without Evasive"). Tug-of-War.
func (f Filter) WithoutKeyword(k Keyword) Filter { f.NoKeyword = k; return f }

// WithInkwellSymbol keeps cards with the inkwell symbol {C} (5.2.3): printed,
// or counted as having it by a static ability (CountAsInkable); "a card
// with {C}". Stitch - Experiment 626.
func (f Filter) WithInkwellSymbol() Filter { f.Inkable = Yes; return f }

// InZoneOf looks in zone z instead of play ("in your discard", "in your hand").
func (f Filter) InZoneOf(z Zone) Filter { f.Zone, f.InZone = z, true; return f }

// OrInZoneOf widens a filter of cards in one zone (InZoneOf, InHand) to a
// second one: "a [card] from your hand or discard" is one choice among the
// cards of both zones (6.1.3.1), not a choice of zone first. Prince John -
// Gold Lover.
func (f Filter) OrInZoneOf(z Zone) Filter {
	if !f.InZone {
		f = f.InHand()
	}
	f.OrZone, f.HasOrZone = z, true
	return f
}

// AtThisLocation keeps characters at the source location ("characters here", 5.6.2);
// on a character, "here" is the location that character is at (Moana - Born
// Leader's "all other characters here", 4.7), and nothing while it is at none.
func (f Filter) AtThisLocation() Filter { f.Here = true; return f }

// OfType keeps cards of the given types (Characters|Items, ...).
func (f Filter) OfType(t TypeMask) Filter { f.Types = t; return f }

// Class narrows to cards with any of the named classifications; an unknown
// name panics at start-up (a definition error, caught by the card tests).
func (f Filter) Class(names ...string) Filter {
	f.Classes |= classesNamed(names)
	return f
}

// classesNamed is the set of the named classifications; an unknown name
// panics at start-up (a definition error, caught by the card tests).
func classesNamed(names []string) ClassSet {
	var set ClassSet
	for _, n := range names {
		c, ok := ParseClass(n)
		if !ok {
			panic("engine: unknown classification " + n)
		}
		set = set.With(c)
	}
	return set
}

// OrCardsOf widens a filter to "[f] or a [t] card": cards of types t match
// too, without f's classifications, which keep limiting f's own types ("an
// item card or a Robot character card" is
// CharacterCards().Class("Robot").OrCardsOf(Items), Hiro Hamada - Robotics
// Prodigy); its keyword limiters too ("chosen character with Bodyguard or
// item": Chars().WithKeyword(Bodyguard).OrCardsOf(Items), Wipe Out!); f's
// other limiters (owner, zone, cost, ...) apply to both. t
// must be types f doesn't already select (a definition error otherwise).
func (f Filter) OrCardsOf(t TypeMask) Filter {
	if f.Types&t != 0 || f.ClassTypes != 0 {
		panic("engine: OrCardsOf adds card types the filter doesn't select, once")
	}
	f.ClassTypes = f.Types
	f.Types |= t
	return f
}

// NotNamed keeps cards without this name (5.2.3; alternate names count):
// "your characters not named Mor'du".
func (f Filter) NotNamed(n string) Filter { f.Name, f.NameNot = n, true; return f }

// OrNamedCardsOf widens a filter to "[f] or a [t] card named [name]": cards
// of types t match too when they have that name (5.2.3), without f's
// classifications, which keep limiting f's own types; f's other limiters
// (owner, zone, cost, ...) apply to both. "A Toy character card or a
// location card named Andy's Room" is
// CharacterCards().Class("Toy").OrNamedCardsOf(Locations, "Andy's Room"). t
// must be types f doesn't already select, and f must have no name or
// OrCardsOf of its own (a definition error otherwise).
func (f Filter) OrNamedCardsOf(t TypeMask, name string) Filter {
	if f.Types&t != 0 || f.ClassTypes != 0 || f.Name != "" {
		panic("engine: OrNamedCardsOf adds card types the filter doesn't select, once, to a filter without a name")
	}
	f.ClassTypes = f.Types
	f.Types |= t
	f.Name, f.NameTypes = name, t
	return f
}

// NotClass narrows to cards with none of the named classifications (5.2.7):
// "an action that isn't a song" is ActionsF().NotClass("Song"). An unknown
// name panics at start-up, as for Class. Pete - Pirate Scoundrel.
func (f Filter) NotClass(names ...string) Filter {
	f.NoClass |= classesNamed(names)
	return f
}

// WithCardUnder keeps cards in play that have a card under them (5.1.1.7:
// in a stack, by Shift 8.10 or Boost 8.4): "your Floodborn characters that
// have a card under them". Hiro Hamada - Armor Designer.
func (f Filter) WithCardUnder() Filter { f.CardUnder = Yes; return f }

// NotBeingChallenged keeps the characters that aren't the one being
// challenged in the challenge in progress (4.6.4 to 4.6.7), every character
// when no challenge is: "your other Hero characters can't be dealt damage
// unless they're being challenged". Hercules - Mighty Leader.
func (f Filter) NotBeingChallenged() Filter { f.BeingChallenged = No; return f }

// IsBeingChallenged keeps the character being challenged in the challenge
// in progress (4.6.4 to 4.6.7), none when no challenge is: "while being
// challenged, your other characters gain ..." gives it to each of them only
// while it is the one challenged. Captain Amelia - Commander of the Legacy.
func (f Filter) IsBeingChallenged() Filter { f.BeingChallenged = Yes; return f }

// HadCardUnder keeps the cards that left play with a card under them
// (6.7.7: their last known information), looked for where they went ("if
// that character had a card under them": `InZoneOf(ZoneDiscard)` after a
// banish); a card still in play never matches. Time to Go!
func (f Filter) HadCardUnder() Filter { f.HadUnder = true; return f }

// OfInk narrows a filter to cards of any of the given inks (5.2.5; a card
// of two inks is of both): "your other Amber characters".
func (f Filter) OfInk(inks ...Ink) Filter {
	for _, i := range inks {
		f.Inks = f.Inks.With(i)
	}
	return f
}

// ItemsF selects items (5.5).
func ItemsF() Filter { return Filter{Types: Items} }

// ActionsF selects action cards (5.4).
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

// ShiftTargetFor narrows a filter to the characters the card chosen into
// slot by an earlier step may be shifted onto (8.10.1): its player's
// characters in play with the name (or classification) its Shift needs,
// any of them for Universal Shift; none when that card has no Shift. "You
// may play or shift a Robot character for free" (Syndrome - Out for
// Revenge): the character to shift onto is chosen with it, then
// PlayThatForFree.
func (f Filter) ShiftTargetFor(slot int) Filter { f.ShiftFor = int8(slot + 1); return f }

// NotChosenIn narrows a filter to cards other than the one(s) chosen into
// slot by an earlier step: "another chosen character" after "chosen
// character of yours" (6.1.3). Teeth and Ambitions.
func (f Filter) NotChosenIn(slot int) Filter { f.NotSlot = int8(slot + 1); return f }

// WasChallengedThisTurn narrows a filter to the characters that were
// challenged this turn, by any player (4.6.4): "chosen character who was
// challenged this turn". Last Stand.
func (f Filter) WasChallengedThisTurn() Filter { f.Challenged = true; return f }

// WhileChallengingA narrows a filter to the character challenging a card of
// types t in the challenge now under way: "your characters get +3 {S}
// while challenging a location this turn" (4.6.4.5, 4.6.7). Written on a
// continuous effect (Continuously), it applies to each character as it
// challenges. Olympus Would Be That Way.
func (f Filter) WhileChallengingA(t TypeMask) Filter { f.ChallengingA = t; return f }

// NotEventOther leaves out the trigger event's other card: "deal the same
// amount of damage to another chosen character" after "whenever this
// character deals damage to another character" can't choose the character
// already dealt damage (6.1.6: "another" is a card not already selected by
// the ability). Namaari - Heir of Fang.
func (f Filter) NotEventOther() Filter { f.NotEvOther = true; return f }

// ThatSang narrows a filter to the characters exerted to sing the song now
// being played: "each character that sang this song" (5.4.4.2, 8.12.1).
func (f Filter) ThatSang() Filter { f.Sang = true; return f }

// ThoseThatSang narrows a filter to "those characters" in an ability
// triggered by the singing of a song (WheneverYourCharactersSing): the
// characters exerted to sing it (5.4.4.2, 8.12.1: one, or all the singers
// of Sing Together), found as the ability resolves from the bag after the
// song has resolved. Only such an ability may use it (checked at load): a
// song can be sung only as a turn action (4.3, 5.4.4.2), so none is sung
// between the song and its triggers. Alma Madrigal - Accepting
// Grandmother.
func (f Filter) ThoseThatSang() Filter { f.SangLast = true; return f }

// AtALocation narrows a filter to characters at a location ("chosen
// character of yours at a location", 4.7).
func (f Filter) AtALocation() Filter { f.AtLocation = Yes; return f }

// NotAtALocation keeps characters that aren't at a location (4.7).
func (f Filter) NotAtALocation() Filter { f.AtLocation = No; return f }

// SameNameAs narrows a filter to cards with the same name as the card
// chosen into slot by an earlier step: "exert chosen opposing character and
// all other opposing characters with the same name" (5.2.3: the name
// without its version). Alice - Tea Alchemist.
func (f Filter) SameNameAs(slot int) Filter { f.SameName = int8(slot + 1); return f }

// SameNameAsThis narrows a filter to cards with the same name as this
// character, the card that has the ability (5.2.3: the name without its
// version; alternate names match): "play a character with the same name as
// this character for free", an ability a location grants to the characters
// there. Bad-Anon - Villain Support Center.
func (f Filter) SameNameAsThis() Filter { f.SameName = SameNameSource; return f }

// WithTheNamedName narrows a filter to cards with the name the player named
// by an earlier NameACard step of the effect: "return all character cards
// with that name from your discard" (5.2.3: the name without its version;
// alternate names match). Blast from Your Past.
func (f Filter) WithTheNamedName() Filter { f.SameName = SameNameNamed; return f }

// CostAtMostThis is "with cost equal to or less than this character's
// [stat]", the source's stat with its modifiers read as the choice is made
// (6.1.3.1, 6.6). Magica De Spell - Thieving Sorceress.
func (f Filter) CostAtMostThis(st Stat) Filter {
	f.Than, f.ThanMine, f.ThanTheirs, f.ThanLess = ThanSource, StatCost, st, false
	return f
}

// StrengthAtMostThis is "with {S} equal to or less than this character's
// {S}", read with its modifiers as the effect resolves (6.6), or, once it has
// left play, "the {S} he had in play" (its last known value, 6.7.7).
// Wreck-it Ralph - Raging Wrecker.
func (f Filter) StrengthAtMostThis() Filter {
	f.Than, f.ThanMine, f.ThanTheirs, f.ThanLess = ThanSource, StatStrength, StatStrength, false
	return f
}

// CostUpToMoreThan is "with cost up to N more than" the card chosen into
// slot by an earlier step (or paid for a cost, PaidSlot): printed costs,
// that card's last known one once it has left play (6.7.7). "Play a
// character with cost up to 2 more than the banished character for free" is
// PlayForFree(CharacterCards().CostUpToMoreThan(PaidSlot, 2)). Retro
// Evolution Device.
func (f Filter) CostUpToMoreThan(slot, n int) Filter {
	f = f.CostAtMostOf(slot)
	f.ThanPlus = int8(n)
	return f
}

// CostAtMostOf is "with the same cost or less" than the card chosen into
// slot by an earlier step ("return chosen character of yours to your hand
// to play a character with the same cost or less for free"): printed costs
// compared, that card's last known one once it has left play (6.7.7).
// Bibbidi Bobbidi Boo.
func (f Filter) CostAtMostOf(slot int) Filter {
	f.Than, f.ThanMine, f.ThanTheirs, f.ThanLess = ThanSlot+ThanRef(slot), StatCost, StatCost, false
	return f
}

// LessThan is "with less [stat] than that character": the card chosen into
// slot by an earlier step, with its last known value if it has left play
// (6.7.7). Divebomb.
func (f Filter) LessThan(st Stat, slot int) Filter {
	f.Than, f.ThanMine, f.ThanTheirs, f.ThanLess = ThanSlot+ThanRef(slot), st, st, true
	return f
}
