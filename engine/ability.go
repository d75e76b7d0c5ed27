package engine

// AbilityKind tells how an ability works (6.1.1, 1.6.1).
type AbilityKind uint8

const (
	Triggered AbilityKind = iota // 6.2
	Activated                    // 6.3
	Static                       // 6.4
)

// Ability is one ability of a card, written in the ability language. It is
// an immutable definition shared by every game.
type Ability struct {
	Kind AbilityKind
	Name string // story name (5.2.8); keyword abilities carry the keyword's name
}
