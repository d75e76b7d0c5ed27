package engine

// Builders used by the set-1 cards of batch a: compositions of the ability
// language's Ops, Filters and Conds.

// SongCards selects song cards (5.4.4.1): actions with the Song
// classification.
func SongCards() Filter { return Filter{Types: Actions}.Class("Song") }

// CharacterCards selects character cards (in whatever zone the step looks).
func CharacterCards() Filter { return Filter{Types: Characters} }

// MayRevealFromLook is "you may reveal a [filter] card and put it into your
// hand" among the cards looked at: asked as a "may" (6.1.4), then the card
// is chosen.
func MayRevealFromLook(f Filter) Step {
	s := TakeFromLook(1, f)
	s.UpTo = false
	s.May = true
	s.Text = "you may reveal a " + f.describe(false) + " among them and put it into your hand"
	return s
}

// TopOrBottom is "put it on either the top or the bottom of your deck" for
// the card(s) looked at by an earlier step: a choice of two options (6.1.5,
// "[A] or [B]"), top first. at is the index this group's first step will
// have in its ability.
func TopOrBottom(at int) []Step {
	choose := Step{Op: OpChooseOption, Options: []int8{int8(at + 1), int8(at + 3)}, Slot: 0xFF}
	top := RestOnTop()
	skip := Step{Op: OpJump, Jump: int8(at + 4), Slot: 0xFF}
	bottom := RestOnBottom()
	return []Step{choose, top, skip, bottom}
}

// SelfGetsFor is "this character gets +N [stat] for each [filter]" (6.1.8:
// counted continuously as the static ability applies).
func SelfGetsFor(stat Stat, n int, f Filter) StaticEffect {
	return StaticEffect{Kind: StModify, Self: true, Stat: stat, Amount: Num{N: int8(n), Kind: NumCount, Filter: f}}
}

// PayLess is "you pay N {I} less to play [filter]" (4.3.6) while the source
// is in play; f should select cards in hand.
func PayLess(n int, f Filter) StaticEffect {
	return StaticEffect{Kind: StCostLess, Amount: Num{N: int8(n)}, CostFilter: f}
}

// PayLessForThis is "if [cond], you pay N {I} less to play this character":
// a self-referential cost reduction that functions from the hand (6.1.12,
// 4.3.6). self names the card for the rendered description.
func PayLessForThis(name string, n int, c Cond, self Filter) *Ability {
	a := StaticOf(name, PayLess(n, self.InZoneOf(ZoneHand)))
	a.If = &c
	a.FromZone, a.InZone = ZoneHand, true
	return a
}

// WhenChallengesAndIsBanished is "when this character challenges and is
// banished": banished in a challenge during its player's own turn, when
// only that player's characters challenge (4.6.1). In its steps,
// TriggerOther is the challenged character (the one whose damage banished
// it, 1.8.1.4).
func WhenChallengesAndIsBanished(name string, steps ...Step) *Ability {
	return Whenever(name, EvBanished, steps...).During(DuringYourTurn()).InChallenge()
}
