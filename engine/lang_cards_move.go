package engine

// Builders for effects that move characters to a location as they resolve
// ("move a character of yours to a location for free"): not the move turn
// action (4.7.3), so no move cost applies; see moveByEffect.

// MoveThemTo moves the characters chosen into slot to the location loc
// selects (a chosen location of yours, or the trigger's location), for
// free: "move them to a location for free".
func MoveThemTo(slot int, loc Sel) Step {
	st := cardStep(OpMoveTo, loc)
	st.Movers = uint8(slot)
	return st
}

// MoveThisTo moves this character to the location loc selects, for free:
// "this character may move there for free".
func MoveThisTo(loc Sel) Step {
	st := cardStep(OpMoveTo, loc)
	st.Movers = MoverSelf
	return st
}

// YourLocation is "a location of yours", the destination of a move chosen
// as the effect resolves (4.7.1: only to your locations).
func YourLocation() Sel { return Chosen(LocationsF().Yours()) }
