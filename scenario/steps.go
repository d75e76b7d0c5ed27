package scenario

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
)

// refused is an action or answer the engine refused (or that could not be
// given because the decision it answers was over).
type refused struct {
	err     error
	changed string // inside expect_illegal: how the refusal changed the state
}

func (e *refused) Error() string { return "refused: " + e.err.Error() }

// apply sends one action to the engine.
func (r *runner) apply(a engine.Action) error {
	var before *engine.State
	if r.guard {
		before = r.st.Clone()
	}
	if err := r.st.Apply(a); err != nil {
		rf := &refused{err: err}
		if before != nil && !engine.Equal(before, r.st) {
			rf.changed = diffState(before, r.st)
			if rf.changed == "" {
				rf.changed = "the serialised states differ"
			}
		}
		return rf
	}
	return nil
}

// wantDecision says which pending decision each answer step answers.
var wantDecision = map[stepKind]engine.DecisionKind{
	stChoose: engine.DecChoose, stOption: engine.DecOption, stAmount: engine.DecAmount,
	stMay: engine.DecMay, stResolve: engine.DecBag, stOrder: engine.DecOrder, stName: engine.DecName,
	stPlayer: engine.DecOption,
}

var decisionWords = map[engine.DecisionKind]string{
	engine.DecChoose: "a choice of cards (choose)", engine.DecMay: "a \"may\" (may)",
	engine.DecOption: "a choice of options (choose: {option: N})", engine.DecAmount: "an amount (amount)",
	engine.DecBag: "which triggered ability resolves next (resolve)", engine.DecOrder: "an order of cards (order)",
	engine.DecName: "naming a card (name)", engine.DecAlter: "altering the opening hand",
	engine.DecSingers: "more singers (play ... sing)",
}

// playerWords is the pending choice of a player, which the engine asks as a
// choice of options ("chosen opponent", "chosen player": State.OptionPlayer).
const playerWords = "a choice of a player (choose_player)"

func (r *runner) describe(d engine.Decision) string {
	w := decisionWords[d.Kind]
	if r.choosingPlayer() {
		w = playerWords
	}
	return fmt.Sprintf("%s of p%d", w, d.Player+1)
}

// choosingPlayer reports whether the pending decision is a choice of a
// player (decision rule 11).
func (r *runner) choosingPlayer() bool {
	_, ok := r.st.OptionPlayer(0)
	return ok
}

// do performs one step other than expect and expect_illegal.
func (r *runner) do(st *step) error {
	s := r.st
	d := s.Pending()
	if d.Kind == engine.DecNone {
		return &refused{err: fmt.Errorf("the game is over")}
	}
	if st.kind.turnAction() {
		if d.Kind == engine.DecTurn {
			return r.turnAction(st, d.Player)
		}
		if r.guard {
			// Inside expect_illegal the active player attempts the turn
			// action anyway, and the engine must refuse it: no turn action
			// while another is under way or the bag is not empty (4.1.2,
			// 3.3.2.1, 6.3.2), nor outside the Main Phase (3.3.1).
			return r.turnAction(st, s.Active)
		}
		return &lineError{st.line, fmt.Sprintf("%s is a turn action, but %s is pending; a pending decision must be answered first", st.kind, r.describe(d))}
	}
	want := wantDecision[st.kind]
	wantWords := decisionWords[want]
	if st.kind == stPlayer {
		wantWords = playerWords
	}
	// a choice of a player is answered by choose_player alone, a choice of
	// options by choose: {option: N} alone
	if d.Kind != want || want == engine.DecOption && (st.kind == stPlayer) != r.choosingPlayer() {
		if d.Kind == engine.DecTurn {
			return &lineError{st.line, fmt.Sprintf("%s answers %s, but no decision is pending (p%d is to take a turn action)", st.kind, wantWords, d.Player+1)}
		}
		return &lineError{st.line, fmt.Sprintf("%s answers %s, but %s is pending", st.kind, wantWords, r.describe(d))}
	}
	p := d.Player
	switch st.kind {
	case stChoose:
		return r.choose(st)
	case stOption:
		return r.apply(engine.Action{Kind: engine.ActOption, Player: p, N: int16(st.n - 1)})
	case stAmount:
		return r.apply(engine.Action{Kind: engine.ActAmount, Player: p, N: int16(min(st.n, 1<<15-1))})
	case stMay:
		k := engine.ActNo
		if st.yes {
			k = engine.ActYes
		}
		return r.apply(engine.Action{Kind: k, Player: p})
	case stResolve:
		n, err := r.bagItem(st, p)
		if err != nil {
			return err
		}
		return r.apply(engine.Action{Kind: engine.ActPick, Player: p, N: int16(n)})
	case stOrder:
		return r.order(st)
	case stPlayer:
		return r.choosePlayer(st, d)
	case stName:
		ids, err := r.ix.LookupName(st.name)
		if err != nil {
			return &lineError{st.line, err.Error()}
		}
		return r.apply(engine.Action{Kind: engine.ActName, Player: p, N: int16(ids[0])})
	}
	return fmt.Errorf("unknown step %s", st.kind)
}

// choosePlayer answers a choice of a player: the option that stands for the
// player named. A player of the scenario who can't be chosen is an illegal
// answer (decision rule 6); a player the scenario doesn't have is an error.
func (r *runner) choosePlayer(st *step, d engine.Decision) error {
	if st.n >= len(r.st.Players) {
		return &lineError{st.line, fmt.Sprintf("choose_player: p%d is not a player of this scenario", st.n+1)}
	}
	var cands []string
	for n := 0; n < d.Max; n++ {
		p, ok := r.st.OptionPlayer(n)
		if !ok {
			break
		}
		if int(p) == st.n {
			return r.apply(engine.Action{Kind: engine.ActOption, Player: d.Player, N: int16(n)})
		}
		cands = append(cands, pname(int(p)))
	}
	return &refused{err: fmt.Errorf("p%d can't be chosen (the players that can: %s)", st.n+1, strings.Join(cands, ", "))}
}

// turnAction performs a turn action of player p.
func (r *runner) turnAction(st *step, p uint8) error {
	s := r.st
	pl := &s.Players[p]
	chars := r.playOf(int(p), engine.TypeCharacter)
	a := engine.Action{Player: p, Card: engine.NoCard, Target: engine.NoCard}
	var err error
	switch st.kind {
	case stInk, stPlay:
		a.Kind = engine.ActInk
		if st.kind == stPlay {
			a.Kind = engine.ActPlay
		}
		if a.Card, err = r.pick(st.card, pl.Hand, nil, anyCopy); err != nil {
			// a card inked from the discard (YouCanInkFromDiscard): looked
			// for there only when the hand has no such card
			c, err2 := r.pick(st.card, pl.Discard, nil, anyCopy)
			if st.kind != stInk || err2 != nil {
				return err
			}
			a.Card = c
		}
		switch {
		case st.shift:
			a.Kind = engine.ActShift
			a.Target, err = r.pick(st.target, chars, nil, unique)
		case st.sing != nil:
			a.Kind = engine.ActSing
			a.Target, err = r.pick(st.sing[0], chars, nil, unique)
		}
	case stQuest:
		a.Kind = engine.ActQuest
		a.Card, err = r.pick(st.card, chars, nil, unique)
	case stChallenge:
		a.Kind = engine.ActChallenge
		if a.Card, err = r.pick(st.card, chars, nil, unique); err != nil {
			return err
		}
		var opp []engine.CardID
		for q := range s.Players {
			if q != int(p) {
				opp = append(opp, s.Players[q].Play...)
			}
		}
		a.Target, err = r.pick(st.target, opp, nil, unique)
	case stMove:
		a.Kind = engine.ActMove
		if a.Card, err = r.pick(st.card, chars, nil, unique); err != nil {
			return err
		}
		a.Target, err = r.pick(st.target, r.playOf(int(p), engine.TypeLocation), nil, unique)
	case stActivate:
		a.Kind = engine.ActActivate
		if a.Card, err = r.pick(st.card, pl.Play, nil, unique); err != nil {
			return err
		}
		a.Ab, err = abilityIndex(s, a.Card, st.ability, st.line)
	case stEndTurn:
		a.Kind = engine.ActEndTurn
	}
	if err != nil {
		return err
	}
	if err := r.apply(a); err != nil {
		return err
	}
	if st.sing == nil {
		return nil
	}
	// Sing Together: the engine asks for each further singer; the step
	// names all of them (8.12.1), so once they are given the singing is
	// done, and a list whose costs stay below N is refused (8.12.2).
	used := []engine.CardID{a.Target}
	for _, x := range st.sing[1:] {
		d := r.st.Pending()
		cands := chars
		if d.Kind == engine.DecSingers {
			cands = r.candidates()
		}
		id, err := r.pick(x, cands, used, unique)
		if err != nil {
			return err
		}
		used = append(used, id)
		if err := r.apply(engine.Action{Kind: engine.ActChoose, Player: d.Player, Card: id}); err != nil {
			return err
		}
	}
	return r.singersDone()
}

// singersDone answers "no more singers" after the singers a play step
// lists: legal once their total reaches the Sing Together cost, refused while
// it is below.
func (r *runner) singersDone() error {
	d := r.st.Pending()
	if d.Kind != engine.DecSingers {
		return nil
	}
	if d.Min > 0 {
		return &refused{err: errors.New("the singers' costs together are below the Sing Together cost (8.12.2)")}
	}
	return r.apply(engine.Action{Kind: engine.ActDone, Player: d.Player})
}

// candidates lists the cards the pending decision may choose.
func (r *runner) candidates() []engine.CardID {
	var l []engine.CardID
	for _, a := range r.st.Legal(nil) {
		if a.Kind == engine.ActChoose {
			l = append(l, a.Card)
		}
	}
	return l
}

// frameKey identifies the step of the resolution stack a choice belongs to.
type frameKey struct {
	depth int
	kind  engine.FrameKind
	pc    int8
	def   engine.DefID
	ab    uint8
	src   engine.Ref
	who   uint8 // the deciding player: a step done player by player (6.7.6) asks each one in turn
	done  int16 // what the step did so far: a step that chooses again after doing part of it ("discard until they have 3", 4 cards at a time) asks a new choice
	// bag: the triggered abilities waiting; the next of several identical
	// ones, picked at once once the others are gone (decision rule 4), asks
	// its own choice with one fewer in the bag
	bag int
}

func (r *runner) frameKey() frameKey {
	st := r.st.Stack
	if len(st) == 0 {
		return frameKey{}
	}
	f := &st[len(st)-1]
	return frameKey{len(st), f.Kind, f.PC, f.Def, f.Ab, f.Source, r.st.Pending().Player, f.Done, len(r.st.Bag)}
}

// choiceKey identifies the pending choice of cards: the frame step it
// belongs to and how far it has got. A pick that continues the choice
// leaves the step and takes it further; a pick that completes it moves on
// to another step, or to another choice of the same step (the next of
// several identical triggers, decision rule 4), which starts afresh. What
// else a pick changes doesn't matter: a trigger it adds (Vanish, 8.14.1;
// "whenever chosen") waits in the bag until the effect has resolved
// (8.14.2, 7.7.3.1), so the choice of a set goes on (6.7.3).
type choiceKey struct {
	step     frameKey // with bag zero: the bag isn't part of the choice
	progress int
}

func (r *runner) choiceKey() choiceKey {
	k := r.frameKey()
	if len(r.st.Stack) == 0 {
		return choiceKey{step: k}
	}
	k.bag = 0
	return choiceKey{step: k, progress: choiceProgress(&r.st.Stack[len(r.st.Stack)-1])}
}

// choiceProgress grows with each card a frame's choice takes, however the
// frame records it: picks in Pick and the slots (an effect's choice, cards
// exerted or banished for a cost), a count up in Cursor ("any number",
// "discard until", a look split) or down in Num (a Shift cost's discards,
// the cards readied under a ready cap).
func choiceProgress(f *engine.Frame) int {
	n := int(f.Pick.N) + int(f.Cursor) - int(f.Num)
	for k := range f.Slots {
		n += int(f.Slots[k].N)
	}
	return n
}

// choosing reports whether the choice last seen as at is still pending
// and has taken the card picked since.
func (r *runner) choosing(at choiceKey) bool {
	if r.st.Pending().Kind != engine.DecChoose {
		return false
	}
	now := r.choiceKey()
	return now.step == at.step && now.progress > at.progress
}

// choose answers a choice of cards: one pick per card, then Done where the
// choice ("up to") is still open. The list is one choice of a set (spec
// decision rule 7): a card listed after the choice is over is one too many.
func (r *runner) choose(st *step) error {
	d := r.st.Pending()
	if len(st.refs) == 0 {
		return r.apply(engine.Action{Kind: engine.ActDone, Player: d.Player})
	}
	var used []engine.CardID
	var at choiceKey // before the last pick
	for i, x := range st.refs {
		d := r.st.Pending()
		if i > 0 && !r.choosing(at) {
			return &refused{err: fmt.Errorf("the choice took %d card(s); %q is one too many", i, x.text)}
		}
		id, err := r.pick(x, r.candidates(), used, sameState)
		if err != nil {
			return err
		}
		used = append(used, id)
		at = r.choiceKey()
		if err := r.apply(engine.Action{Kind: engine.ActChoose, Player: d.Player, Card: id}); err != nil {
			return err
		}
	}
	if r.choosing(at) {
		d := r.st.Pending()
		if d.Min > 0 {
			return &refused{err: fmt.Errorf("the choice needs %d more card(s) than the %d listed", d.Min, len(st.refs))}
		}
		return r.apply(engine.Action{Kind: engine.ActDone, Player: d.Player})
	}
	return nil
}

// order answers an "in any order" placement: one pick per card, top to
// bottom. The engine places the last card itself, so a listed card left
// over when the decision is over must be that card.
func (r *runner) order(st *step) error {
	key := r.frameKey()
	all := r.candidates()
	var used []engine.CardID
	for i, x := range st.refs {
		d := r.st.Pending()
		if i > 0 && (d.Kind != engine.DecOrder || r.frameKey() != key) {
			var left []engine.CardID
			for _, id := range all {
				if !slices.Contains(used, id) {
					left = append(left, id)
				}
			}
			if len(st.refs)-i > len(left) {
				return &refused{err: fmt.Errorf("%d card(s) were ordered; %q is one too many", len(all), x.text)}
			}
			id, err := r.pick(x, left, used, sameState)
			if err != nil {
				return err
			}
			if !slices.Contains(left, id) {
				return &refused{err: fmt.Errorf("%q is not among the cards being ordered", x.text)}
			}
			used = append(used, id)
			continue
		}
		id, err := r.pick(x, r.candidates(), used, sameState)
		if err != nil {
			return err
		}
		used = append(used, id)
		if err := r.apply(engine.Action{Kind: engine.ActChoose, Player: d.Player, Card: id}); err != nil {
			return err
		}
	}
	return nil
}

// bagItem finds the triggered ability a resolve step picks.
func (r *runner) bagItem(st *step, p uint8) (int, error) {
	s := r.st
	id, isID := r.ids[st.card.text]
	var def engine.DefID
	if !isID {
		var err error
		if def, err = r.lookup(st.card); err != nil {
			return 0, err
		}
	}
	abName := cards.Normalize(st.ability)
	var match []int
	var inBag []string // the names of the card's abilities in the bag
	for i, it := range s.Bag {
		srcDef := it.Def
		if int(it.Source.ID) < len(s.Cards) {
			srcDef = s.Cards[it.Source.ID].Def
		}
		if isID && it.Source.ID != id || !isID && it.Def != def && srcDef != def {
			continue
		}
		if name := r.abilityName(it); st.ability != "" && cards.Normalize(name) != abName {
			inBag = append(inBag, fmt.Sprintf("%q", name))
			continue
		}
		match = append(match, i)
	}
	if len(match) == 0 && len(inBag) > 0 && !r.anAbilityName(abName) {
		return 0, &lineError{st.line, fmt.Sprintf("resolve: no ability is named %q (%s has %s in the bag)", st.ability, st.card.text, strings.Join(inBag, ", "))}
	}
	// Under a bag model other than Lorcana's, only the abilities at the
	// level of the bag frame being resolved can be picked now (their
	// BagItem.Level is the frame's Num); the others wait.
	level, levels := uint8(0), false
	if n := len(s.Stack); n > 0 && s.Stack[n-1].Kind == engine.FrBag {
		level, levels = uint8(s.Stack[n-1].Num), true
	}
	var mine, waiting []int
	for _, i := range match {
		if s.Bag[i].Player == p {
			if levels && s.Bag[i].Level != level {
				waiting = append(waiting, i)
				continue
			}
			mine = append(mine, i)
		}
	}
	if len(mine) == 0 && len(waiting) > 0 {
		return waiting[0], nil // waiting at another level: the engine refuses it
	}
	switch {
	case len(mine) == 0 && len(match) > 0:
		return match[0], nil // another player's: the engine refuses it
	case len(mine) == 0:
		if !isID {
			if _, err := r.pick(st.card, nil, nil, anyCopy); err != nil {
				return 0, err
			}
		}
		return -1, nil // not in the bag: the engine refuses it
	}
	first := s.Bag[mine[0]]
	for _, i := range mine[1:] {
		if it := s.Bag[i]; it.Def != first.Def || it.Ab != first.Ab {
			return 0, &lineError{st.line, fmt.Sprintf("resolve: %q has several different abilities in the bag (%q, %q); name the ability",
				st.card.text, r.abilityName(first), r.abilityName(it))}
		}
	}
	return mine[0], nil
}

// anAbilityName reports whether a normalised name names some ability of the
// game: a story name of a card, a keyword ability, or a granting ability's
// (or action's) name. A name that names none is an error in the scenario,
// not an illegal answer.
func (r *runner) anAbilityName(name string) bool {
	for i := range r.defs {
		for _, a := range r.defs[i].Abilities {
			if a != nil && a.Name != "" && cards.Normalize(a.Name) == name {
				return true
			}
		}
	}
	if _, ok := engine.ParseKeyword(name); ok {
		return true
	}
	g := r.st.Game()
	for ab := engine.GrantBase; g.Granted(ab) != nil; ab++ {
		if cards.Normalize(g.GrantedBy(ab)) == name {
			return true
		}
	}
	return false
}

// abilityName is the name a resolve step gives a triggered ability in the
// bag: its story name; a built-in keyword ability (Support, Vanish) by its
// keyword; a trigger created by an effect (6.2.7) by the story name of the
// ability that created it; an ability a card has only because a static
// grants it, or a trigger it created, by the granting ability's story name
// (scenarios.md decision rule 10).
func (r *runner) abilityName(it engine.BagItem) string {
	if a := engine.KeywordAbility(it.Ab); a != nil {
		return a.Name
	}
	if by := r.st.Game().GrantedBy(it.Ab); by != "" {
		return by
	}
	if int(it.Def) < len(r.defs) && int(it.Ab) < len(r.defs[it.Def].Abilities) {
		return r.defs[it.Def].Abilities[it.Ab].Name
	}
	return ""
}

// abilityIndex finds the activated ability an activate step names.
// An ability a static grants to the card now (6.4.1) counts too; it is
// named by the story name of the static that grants it.
func abilityIndex(s *engine.State, id engine.CardID, name string, line int) (uint8, error) {
	d := s.Def(id)
	granted := s.GrantedTo(id, nil)
	g := s.Game()
	if name == "" {
		var found []uint8
		var names []string
		for i, a := range d.Abilities {
			if a.Kind == engine.Activated {
				found = append(found, uint8(i))
				names = append(names, fmt.Sprintf("%q", a.Name))
			}
		}
		if _, ok := d.PrintedKeyword(engine.Boost); ok {
			found = append(found, engine.BoostAbility)
			names = append(names, `"Boost"`)
		}
		for _, ab := range granted {
			found = append(found, ab)
			names = append(names, fmt.Sprintf("%q (granted)", g.GrantedBy(ab)))
		}
		switch len(found) {
		case 1:
			return found[0], nil
		case 0:
			return 0, &lineError{line, fmt.Sprintf("%s has no activated ability", d.FullName)}
		}
		return 0, &lineError{line, fmt.Sprintf("%s has %d activated abilities (%s); name one with ability:", d.FullName, len(found), strings.Join(names, ", "))}
	}
	want := cards.Normalize(name)
	if want == "boost" {
		return engine.BoostAbility, nil
	}
	other := -1
	var names []string
	for i, a := range d.Abilities {
		if cards.Normalize(a.Name) == want {
			if a.Kind == engine.Activated {
				return uint8(i), nil
			}
			other = i
		}
		if a.Name != "" {
			names = append(names, fmt.Sprintf("%q", a.Name))
		}
	}
	// A card may be granted an ability by its own static of that name
	// (Aladdin - Barreling Through grants it to every Reckless character of
	// yours, himself included): the granted activated ability comes first.
	for _, ab := range granted {
		if cards.Normalize(g.GrantedBy(ab)) == want {
			return ab, nil
		}
	}
	if other >= 0 {
		return uint8(other), nil // not an activated ability: the engine refuses it
	}
	// an ability some static of the game grants, not to this card now:
	// the engine refuses it (6.4.1)
	for ab := engine.GrantBase; g.Granted(ab) != nil; ab++ {
		if cards.Normalize(g.GrantedBy(ab)) == want {
			return ab, nil
		}
	}
	if len(names) == 0 {
		names = []string{"none"}
	}
	return 0, &lineError{line, fmt.Sprintf("%s has no ability named %q (its named abilities: %s)", d.FullName, name, strings.Join(names, ", "))}
}
