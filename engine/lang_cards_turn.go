package engine

// Builders for the later-set cards written to test the turn rules (sections
// 3 and 4): compositions of the ability language's triggers.

// AtEndOfTheTurn is "at the end of the turn" (3.4.1.1): it happens at the end
// of every player's turn, not only its controller's. Written as a delayed
// trigger by an action ("at the end of the turn, banish them", 6.2.7.2) it
// happens at the end of the turn it was created in.
func AtEndOfTheTurn(name string, steps ...Step) *Ability {
	a := newAbility(Triggered, name, steps)
	a.Trigger = Trigger{Event: EvTurnEnd, Subject: Filter{Owner: AnyOwner}}
	return a
}
