package scenario

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/lorcana-rl/lorcana/engine"
	"gopkg.in/yaml.v3"
)

// Scenario is one parsed scenario. Card names are checked against the
// catalogue when it runs.
type Scenario struct {
	Name  string   // the scenario's name
	File  string   // the file it came from
	Line  int      // the line it starts at
	Rules []string // the rules it illustrates

	setup setup
	steps []*step
}

// ref is a card reference as written: an id from setup or a card name.
type ref struct {
	text string
	line int
}

// cardSpec is a card placed by setup (hand, deck, discard, under, inkwell).
type cardSpec struct {
	ref      // the card's name
	id       string
	facedown bool // under: facedown (Boost, 8.4.1)
	exerted  bool // inkwell: exerted
}

type kwSpec struct {
	text     string
	kv       engine.KeywordValue
	hasValue bool
	line     int
}

type playSpec struct {
	cardSpec
	exerted, drying bool
	damage          int
	at              *ref
	under           []cardSpec
	keywords        []kwSpec
}

type playerSetup struct {
	given           bool
	lore            int
	ink, inkExerted int
	inkwell         []cardSpec // named ink cards, added to the fillers
	hand, discard   []cardSpec
	deckList        bool
	deck            []cardSpec // top first
	deckCount       int
	play            []playSpec
}

type setup struct {
	line      int
	turn      int
	firstTurn bool
	inked     bool
	seed      uint64
	bag       engine.BagModel // the extension key bag: the bag model (rule variant)
	players   []playerSetup
}

type stepKind uint8

const (
	stInk stepKind = iota
	stPlay
	stQuest
	stChallenge
	stMove
	stActivate
	stEndTurn
	stChoose
	stOption
	stAmount
	stMay
	stResolve
	stOrder
	stName
	stPlayer
	stExpect
	stIllegal
)

var stepKeys = []string{"ink", "play", "quest", "challenge", "move", "activate", "end_turn",
	"choose", "choose", "amount", "may", "resolve", "order", "name", "choose_player", "expect", "expect_illegal"}

func (k stepKind) String() string { return stepKeys[k] }

// turnAction reports whether a step is a turn action (rule 5).
func (k stepKind) turnAction() bool { return k <= stEndTurn }

// step is one step of a scenario.
type step struct {
	kind    stepKind
	line    int
	card    ref   // ink, play, quest, attacker, character, activate, resolve
	target  ref   // shift onto, defender, location
	shift   bool  // play with Shift onto target
	sing    []ref // play by singing
	refs    []ref // choose, order
	ability string
	n       int // option (from 1), amount, player (from 0)
	yes     bool
	name    string
	expect  *expectSpec
	inner   *step // expect_illegal
}

// ParseError is a scenario file that cannot be read: bad YAML, an unknown
// key, a value of the wrong kind.
type ParseError struct {
	File     string
	Line     int
	Scenario string // the scenario's name where known
	Msg      string
}

func (e *ParseError) Error() string {
	loc := e.File
	if e.Line > 0 {
		loc = fmt.Sprintf("%s:%d", e.File, e.Line)
	}
	if e.Scenario != "" {
		return fmt.Sprintf("%s: %q: %s", loc, e.Scenario, e.Msg)
	}
	return fmt.Sprintf("%s: %s", loc, e.Msg)
}

// ParseErrors lists the scenarios of a file that could not be read.
type ParseErrors []*ParseError

func (es ParseErrors) Error() string {
	s := make([]string, len(es))
	for i, e := range es {
		s[i] = e.Error()
	}
	return strings.Join(s, "\n")
}

// Parse reads the scenarios of a file: one, or several separated by "---".
// It returns the scenarios it could read and, if any could not be read, a
// ParseErrors naming each (a YAML syntax error ends the file there).
func Parse(r io.Reader, filename string) ([]Scenario, error) {
	dec := yaml.NewDecoder(r)
	var out []Scenario
	var errs ParseErrors
	for {
		var doc yaml.Node
		err := dec.Decode(&doc)
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			errs = append(errs, &ParseError{File: filename, Line: yamlErrLine(err), Msg: "invalid YAML: " + strings.TrimPrefix(err.Error(), "yaml: ")})
			break
		}
		n := &doc
		if n.Kind == yaml.DocumentNode {
			if len(n.Content) == 0 {
				continue
			}
			n = n.Content[0]
		}
		if isNull(n) {
			continue // an empty document
		}
		sc, err := parseScenario(n, filename)
		if err != nil {
			pe := &ParseError{File: filename, Line: n.Line, Scenario: sc.Name, Msg: err.Error()}
			var le *lineError
			if errors.As(err, &le) {
				pe.Line, pe.Msg = le.line, le.msg
			}
			errs = append(errs, pe)
			continue
		}
		out = append(out, sc)
	}
	if len(errs) > 0 {
		return out, errs
	}
	return out, nil
}

// yamlErrLine finds "line N" in a yaml.v3 error message.
func yamlErrLine(err error) int {
	msg := err.Error()
	if i := strings.Index(msg, "line "); i >= 0 {
		j := i + 5
		for j < len(msg) && msg[j] >= '0' && msg[j] <= '9' {
			j++
		}
		if n, e := strconv.Atoi(msg[i+5 : j]); e == nil {
			return n
		}
	}
	return 0
}

func parseScenario(n *yaml.Node, file string) (Scenario, error) {
	sc := Scenario{File: file, Line: n.Line}
	ps, err := pairs(n, "a scenario", []string{"name", "rules", "setup", "steps"})
	if err != nil {
		return sc, err
	}
	// read the name first so that errors can name the scenario
	for _, p := range ps {
		if p.key == "name" {
			if sc.Name, err = str(p.v, "name"); err != nil {
				return sc, err
			}
		}
	}
	var haveSetup, haveSteps bool
	for _, p := range ps {
		switch p.key {
		case "rules":
			items, err := seq(p.v, "rules")
			if err != nil {
				return sc, err
			}
			for _, it := range items {
				s, err := str(it, "a rule number")
				if err != nil {
					return sc, err
				}
				sc.Rules = append(sc.Rules, s)
			}
		case "setup":
			haveSetup = true
			if sc.setup, err = parseSetup(p.v); err != nil {
				return sc, err
			}
		case "steps":
			haveSteps = true
			if isNull(p.v) {
				continue
			}
			items, err := seq(p.v, "steps")
			if err != nil {
				return sc, err
			}
			for _, it := range items {
				st, err := parseStep(it, true)
				if err != nil {
					return sc, err
				}
				sc.steps = append(sc.steps, st)
			}
		}
	}
	if !haveSetup {
		return sc, errAt(n, "the scenario has no setup")
	}
	if !haveSteps {
		return sc, errAt(n, "the scenario has no steps")
	}
	if sc.Name == "" {
		sc.Name = fmt.Sprintf("scenario at line %d", n.Line)
	}
	return sc, nil
}

var reservedIDs = []string{"p1", "p2", "p3", "p4", "bag", "pending", "turn", "winner", "none"}

func parseSetup(n *yaml.Node) (setup, error) {
	su := setup{line: n.Line}
	ps, err := pairs(n, "setup", []string{"turn", "first_turn", "seed", "inked_this_turn", "bag", "p1", "p2", "p3", "p4"})
	if err != nil {
		return su, err
	}
	nplayers := 2
	for _, p := range ps {
		if i, ok := player(p.key); ok && i+1 > nplayers {
			nplayers = i + 1
		}
	}
	su.players = make([]playerSetup, nplayers)
	ids := map[string]int{}
	for _, p := range ps {
		switch p.key {
		case "turn":
			s, err := str(p.v, "turn")
			if err != nil {
				return su, err
			}
			t, ok := player(s)
			if !ok || t >= nplayers {
				return su, errAt(p.v, "turn must name a player of the scenario (p1..p%d), not %q", nplayers, s)
			}
			su.turn = t
		case "first_turn":
			if su.firstTurn, err = boolean(p.v, "first_turn"); err != nil {
				return su, err
			}
		case "inked_this_turn":
			if su.inked, err = boolean(p.v, "inked_this_turn"); err != nil {
				return su, err
			}
		case "seed":
			v, err := count(p.v, "seed")
			if err != nil {
				return su, err
			}
			su.seed = uint64(v)
		case "bag":
			s, err := str(p.v, "bag")
			if err != nil {
				return su, err
			}
			if su.bag, err = engine.ParseBagModel(s); err != nil {
				return su, errAt(p.v, "bag must be one of %s, not %q", strings.Join(engine.BagModels(), ", "), s)
			}
		default:
			i, _ := player(p.key)
			if su.players[i], err = parsePlayerSetup(p.v, p.key, ids); err != nil {
				return su, err
			}
		}
	}
	return su, nil
}

func parsePlayerSetup(n *yaml.Node, who string, ids map[string]int) (playerSetup, error) {
	ps := playerSetup{given: true, deckCount: 20}
	if isNull(n) {
		return ps, nil
	}
	kv, err := pairs(n, "setup of "+who, []string{"lore", "ink", "inkwell", "ink_exerted", "hand", "deck", "discard", "play"})
	if err != nil {
		return ps, err
	}
	for _, p := range kv {
		what := who + "." + p.key
		switch p.key {
		case "lore":
			ps.lore, err = count(p.v, what)
		case "ink":
			ps.ink, err = count(p.v, what)
		case "ink_exerted":
			ps.inkExerted, err = count(p.v, what)
		case "inkwell":
			ps.inkwell, err = cardList(p.v, what, ids, "exerted")
		case "hand":
			ps.hand, err = cardList(p.v, what, ids)
		case "discard":
			ps.discard, err = cardList(p.v, what, ids)
		case "deck":
			if deref(p.v).Kind == yaml.ScalarNode && !isNull(p.v) {
				ps.deckCount, err = count(p.v, what)
			} else {
				ps.deckList = true
				ps.deck, err = cardList(p.v, what, ids)
			}
		case "play":
			ps.play, err = parsePlay(p.v, what, ids)
		}
		if err != nil {
			return ps, err
		}
	}
	return ps, nil
}

// cardList reads [NAME or {card: NAME, id: label}, ...]; extra names the
// further keys an entry may have in this list (facedown under a card,
// exerted in the inkwell).
func cardList(n *yaml.Node, what string, ids map[string]int, extra ...string) ([]cardSpec, error) {
	if isNull(n) {
		return nil, nil
	}
	items, err := seq(n, what)
	if err != nil {
		return nil, err
	}
	out := make([]cardSpec, 0, len(items))
	for _, it := range items {
		if it.Kind == yaml.MappingNode {
			kv, err := pairs(it, "a card of "+what, append([]string{"card", "id"}, extra...))
			if err != nil {
				return nil, err
			}
			c, err := cardFields(it, kv, ids)
			if err != nil {
				return nil, err
			}
			for _, p := range kv {
				switch p.key {
				case "facedown":
					c.facedown, err = boolean(p.v, what+".facedown")
				case "exerted":
					c.exerted, err = boolean(p.v, what+".exerted")
				}
				if err != nil {
					return nil, err
				}
			}
			out = append(out, c)
			continue
		}
		s, err := str(it, "a card in "+what)
		if err != nil {
			return nil, err
		}
		out = append(out, cardSpec{ref: ref{s, it.Line}})
	}
	return out, nil
}

// cardFields reads the card and id keys of a card entry.
func cardFields(n *yaml.Node, kv []pair, ids map[string]int) (cardSpec, error) {
	var c cardSpec
	for _, p := range kv {
		var err error
		switch p.key {
		case "card":
			var s string
			s, err = str(p.v, "card")
			c.ref = ref{s, p.v.Line}
		case "id":
			if c.id, err = str(p.v, "id"); err != nil {
				break
			}
			if contains(reservedIDs, c.id) {
				err = errAt(p.v, "id %q is a reserved word in expect; choose another", c.id)
			} else if l, dup := ids[c.id]; dup {
				err = errAt(p.v, "id %q is already used at line %d", c.id, l)
			}
			ids[c.id] = p.v.Line
		}
		if err != nil {
			return c, err
		}
	}
	if c.text == "" {
		return c, errAt(n, "a card entry needs card: NAME")
	}
	return c, nil
}

func parsePlay(n *yaml.Node, what string, ids map[string]int) ([]playSpec, error) {
	if isNull(n) {
		return nil, nil
	}
	items, err := seq(n, what)
	if err != nil {
		return nil, err
	}
	var out []playSpec
	for _, it := range items {
		if it.Kind != yaml.MappingNode {
			s, err := str(it, "a card in "+what)
			if err != nil {
				return nil, err
			}
			out = append(out, playSpec{cardSpec: cardSpec{ref: ref{s, it.Line}}})
			continue
		}
		kv, err := pairs(it, "a card of "+what, []string{"card", "id", "exerted", "damage", "drying", "at", "under", "keywords"})
		if err != nil {
			return nil, err
		}
		var ps playSpec
		if ps.cardSpec, err = cardFields(it, kv, ids); err != nil {
			return nil, err
		}
		for _, p := range kv {
			switch p.key {
			case "exerted":
				ps.exerted, err = boolean(p.v, "exerted")
			case "drying":
				ps.drying, err = boolean(p.v, "drying")
			case "damage":
				ps.damage, err = count(p.v, "damage")
			case "at":
				var s string
				if s, err = str(p.v, "at"); err == nil {
					ps.at = &ref{s, p.v.Line}
				}
			case "under":
				ps.under, err = cardList(p.v, "under", ids, "facedown")
			case "keywords":
				ps.keywords, err = keywordList(p.v, "keywords")
			}
			if err != nil {
				return nil, err
			}
		}
		out = append(out, ps)
	}
	return out, nil
}

func keywordList(n *yaml.Node, what string) ([]kwSpec, error) {
	items, err := seq(n, what)
	if err != nil {
		return nil, err
	}
	var out []kwSpec
	for _, it := range items {
		s, err := str(it, "a keyword")
		if err != nil {
			return nil, err
		}
		k, err := parseKeyword(s)
		if err != nil {
			return nil, errAt(it, "%v", err)
		}
		k.line = it.Line
		out = append(out, k)
	}
	return out, nil
}

// parseKeyword reads a keyword as written on cards: "Evasive", "Resist +2",
// "Singer 5", "Sing Together 8".
func parseKeyword(s string) (kwSpec, error) {
	t := strings.TrimSpace(s)
	if k, ok := engine.ParseKeyword(t); ok {
		return kwSpec{text: t, kv: engine.KeywordValue{Keyword: k}}, nil
	}
	if i := strings.LastIndexByte(t, ' '); i > 0 {
		num := strings.TrimPrefix(strings.TrimSpace(t[i+1:]), "+")
		if v, err := strconv.Atoi(num); err == nil {
			if k, ok := engine.ParseKeyword(t[:i]); ok {
				if !k.HasValue() {
					return kwSpec{}, fmt.Errorf("keyword %q: %s has no value", s, k)
				}
				if v < 0 || v > 127 {
					return kwSpec{}, fmt.Errorf("keyword %q: value out of range", s)
				}
				return kwSpec{text: t, kv: engine.KeywordValue{Keyword: k, Value: int8(v)}, hasValue: true}, nil
			}
		}
	}
	return kwSpec{}, fmt.Errorf("unknown keyword %q (write it as on cards: \"Evasive\", \"Resist +2\", \"Singer 5\")", s)
}

// parseStep reads one step; top is false inside expect_illegal.
func parseStep(n *yaml.Node, top bool) (*step, error) {
	n = deref(n)
	if n.Kind != yaml.MappingNode || len(n.Content) != 2 {
		return nil, errAt(n, "a step must be a mapping with exactly one key, like quest: REF")
	}
	kv, err := pairs(n, "a step", stepKeys)
	if err != nil {
		return nil, err
	}
	p := kv[0]
	st := &step{line: p.k.Line}
	v := p.v
	switch p.key {
	case "ink", "quest":
		st.kind = stInk
		if p.key == "quest" {
			st.kind = stQuest
		}
		st.card, err = refOf(v, p.key)
	case "play":
		st.kind = stPlay
		if deref(v).Kind != yaml.MappingNode {
			st.card, err = refOf(v, "play")
			break
		}
		var m []pair
		if m, err = pairs(v, "play", []string{"card", "shift", "sing"}); err != nil {
			break
		}
		for _, q := range m {
			switch q.key {
			case "card":
				st.card, err = refOf(q.v, "play.card")
			case "shift":
				st.shift = true
				st.target, err = refOf(q.v, "play.shift")
			case "sing":
				st.sing, err = refList(q.v, "play.sing")
				if err == nil && len(st.sing) == 0 {
					err = errAt(q.v, "play.sing needs at least one singer")
				}
			}
			if err != nil {
				break
			}
		}
		if err == nil && st.card.text == "" {
			err = errAt(v, "play needs card: REF")
		} else if err == nil && st.shift && st.sing != nil {
			err = errAt(v, "play cannot both shift and sing")
		}
	case "challenge":
		st.kind = stChallenge
		st.card, st.target, err = twoRefs(v, "challenge", "attacker", "defender")
	case "move":
		st.kind = stMove
		st.card, st.target, err = twoRefs(v, "move", "character", "to")
	case "activate", "resolve":
		st.kind = stActivate
		if p.key == "resolve" {
			st.kind = stResolve
			if deref(v).Kind != yaml.MappingNode {
				st.card, err = refOf(v, "resolve")
				break
			}
		}
		var m []pair
		if m, err = pairs(v, p.key, []string{"card", "ability"}); err != nil {
			break
		}
		for _, q := range m {
			if q.key == "card" {
				st.card, err = refOf(q.v, p.key+".card")
			} else {
				st.ability, err = str(q.v, p.key+".ability")
			}
			if err != nil {
				break
			}
		}
		if err == nil && st.card.text == "" {
			err = errAt(v, "%s needs card: REF", p.key)
		}
	case "end_turn":
		st.kind = stEndTurn
		var b bool
		if b, err = boolean(v, "end_turn"); err == nil && !b {
			err = errAt(v, "write end_turn: true")
		}
	case "choose":
		st.kind = stChoose
		if deref(v).Kind == yaml.MappingNode {
			st.kind = stOption
			var m []pair
			if m, err = pairs(v, "choose", []string{"option"}); err == nil {
				if len(m) == 0 {
					err = errAt(v, "write choose: {option: N}")
				} else if st.n, err = integer(m[0].v, "option"); err == nil && st.n < 1 {
					err = errAt(m[0].v, "options are numbered from 1")
				}
			}
			break
		}
		st.refs, err = refList(v, "choose")
	case "order":
		st.kind = stOrder
		st.refs, err = refList(v, "order")
	case "amount":
		st.kind = stAmount
		st.n, err = count(v, "amount")
	case "may":
		st.kind = stMay
		st.yes, err = boolean(v, "may")
	case "name":
		st.kind = stName
		st.name, err = str(v, "name")
	case "choose_player":
		st.kind = stPlayer
		var s string
		if s, err = str(v, "choose_player"); err == nil {
			var ok bool
			if st.n, ok = player(s); !ok {
				err = errAt(v, "choose_player must be p1, p2, p3 or p4, not %q", s)
			}
		}
	case "expect":
		if !top {
			return nil, errAt(p.k, "expect cannot be inside expect_illegal")
		}
		st.kind = stExpect
		st.expect, err = parseExpect(v)
	case "expect_illegal":
		if !top {
			return nil, errAt(p.k, "expect_illegal cannot be nested")
		}
		st.kind = stIllegal
		st.inner, err = parseStep(v, false)
	}
	if err != nil {
		return nil, err
	}
	return st, nil
}

func refOf(n *yaml.Node, what string) (ref, error) {
	s, err := str(n, what)
	return ref{s, deref(n).Line}, err
}

func refList(n *yaml.Node, what string) ([]ref, error) {
	items, err := seq(n, what)
	if err != nil {
		return nil, err
	}
	out := make([]ref, 0, len(items))
	for _, it := range items {
		r, err := refOf(it, "a card in "+what)
		if err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, nil
}

// twoRefs reads {a: REF, b: REF} with both keys required.
func twoRefs(n *yaml.Node, what, a, b string) (ref, ref, error) {
	var ra, rb ref
	m, err := pairs(n, what, []string{a, b})
	if err != nil {
		return ra, rb, err
	}
	for _, p := range m {
		r, err := refOf(p.v, what+"."+p.key)
		if err != nil {
			return ra, rb, err
		}
		if p.key == a {
			ra = r
		} else {
			rb = r
		}
	}
	if ra.text == "" || rb.text == "" {
		return ra, rb, errAt(n, "write %s: {%s: REF, %s: REF}", what, a, b)
	}
	return ra, rb, nil
}
