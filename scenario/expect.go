package scenario

import (
	"fmt"
	"slices"
	"strings"

	"github.com/lorcana-rl/lorcana/engine"
	"gopkg.in/yaml.v3"
)

// countOrNames is an expectation on a zone: a count, or a multiset of names.
type countOrNames struct {
	list  bool
	count int
	names []ref
}

type playerExpect struct {
	p                         int
	line                      int
	lore, deck, inkwell, inkR *int
	hand, discard, play       *countOrNames
	deckTop, deckBottom       []ref // top first; the last of deckBottom is the bottom card
}

type cardExpect struct {
	ref                       ref
	zone                      string
	zoneLine                  int
	damage                    *int
	exerted, drying           *bool
	atSet                     bool
	at                        *ref // nil: at no location
	strength, willpower, lore *int
	keywords                  []kwSpec
	noKeywords                []kwSpec      // keywords it must not have (any value where none is given)
	under                     *countOrNames // the cards under it, names top first
	facedown                  *bool
}

type expectSpec struct {
	players []playerExpect
	cards   []cardExpect
	bag     *int
	pending *int // -1: none
	turn    *int
	winner  *int // -1: none
}

// expectKeys are the keys of expect other than cards.
var expectKeys = []string{"p1", "p2", "p3", "p4", "bag", "pending", "turn", "winner"}

var zoneWords = []string{"hand", "deck", "play", "inkwell", "discard", "under"}

func intPtr(n *yaml.Node, what string) (*int, error) {
	v, err := count(n, what)
	return &v, err
}

func parseExpect(n *yaml.Node) (*expectSpec, error) {
	kv, err := pairs(n, "expect", nil)
	if err != nil {
		return nil, err
	}
	e := &expectSpec{}
	for _, p := range kv {
		if i, ok := player(p.key); ok {
			pe, err := parsePlayerExpect(p.v, i)
			if err != nil {
				return nil, err
			}
			e.players = append(e.players, pe)
			continue
		}
		switch p.key {
		case "bag":
			e.bag, err = intPtr(p.v, "bag")
		case "turn", "pending", "winner":
			var v int
			if v, err = playerOrNone(p.v, p.key); err != nil {
				break
			}
			switch {
			case p.key == "pending":
				e.pending = &v
			case v < 0 && p.key == "turn":
				err = errAt(p.v, "turn must be a player")
			case p.key == "turn":
				e.turn = &v
			default:
				e.winner = &v
			}
		default:
			if hint := suggestKey(p.key, expectKeys); deref(p.v).Kind != yaml.MappingNode && strings.HasPrefix(hint, ";") {
				return nil, errAt(p.k, "unknown key %q in expect%s", p.key, hint)
			}
			var ce cardExpect
			ce, err = parseCardExpect(p.v, ref{p.key, p.k.Line})
			e.cards = append(e.cards, ce)
		}
		if err != nil {
			return nil, err
		}
	}
	return e, nil
}

func parsePlayerExpect(n *yaml.Node, i int) (playerExpect, error) {
	pe := playerExpect{p: i, line: n.Line}
	who := fmt.Sprintf("p%d", i+1)
	kv, err := pairs(n, "expect of "+who, []string{"lore", "hand", "deck", "deck_top", "deck_bottom", "discard", "inkwell", "ink_ready", "play"})
	if err != nil {
		return pe, err
	}
	for _, p := range kv {
		what := who + "." + p.key
		switch p.key {
		case "lore":
			pe.lore, err = intPtr(p.v, what)
		case "deck":
			pe.deck, err = intPtr(p.v, what)
		case "inkwell":
			pe.inkwell, err = intPtr(p.v, what)
		case "ink_ready":
			pe.inkR, err = intPtr(p.v, what)
		case "hand":
			pe.hand, err = parseCountOrNames(p.v, what)
		case "discard":
			pe.discard, err = parseCountOrNames(p.v, what)
		case "play":
			pe.play, err = parseCountOrNames(p.v, what)
		case "deck_top":
			pe.deckTop, err = refList(p.v, what)
		case "deck_bottom":
			pe.deckBottom, err = refList(p.v, what)
		}
		if err != nil {
			return pe, err
		}
	}
	return pe, nil
}

func parseCountOrNames(n *yaml.Node, what string) (*countOrNames, error) {
	if deref(n).Kind == yaml.SequenceNode {
		l, err := refList(n, what)
		return &countOrNames{list: true, names: l}, err
	}
	c, err := count(n, what)
	if err != nil {
		return nil, errAt(n, "%s must be a count or a list of names", what)
	}
	return &countOrNames{count: c}, nil
}

func parseCardExpect(n *yaml.Node, r ref) (cardExpect, error) {
	ce := cardExpect{ref: r}
	kv, err := pairs(n, fmt.Sprintf("expect of %q (a card; players are p1..p4)", r.text),
		[]string{"zone", "damage", "exerted", "drying", "at", "strength", "willpower", "lore", "keywords", "no_keywords", "under", "facedown"})
	if err != nil {
		return ce, err
	}
	boolPtr := func(n *yaml.Node, what string) (*bool, error) {
		b, err := boolean(n, what)
		return &b, err
	}
	numPtr := func(n *yaml.Node, what string) (*int, error) {
		v, err := integer(n, what)
		return &v, err
	}
	for _, p := range kv {
		what := r.text + "." + p.key
		switch p.key {
		case "zone":
			if ce.zone, err = str(p.v, what); err == nil && !contains(zoneWords, ce.zone) {
				err = errAt(p.v, "%s must be one of %s, not %q", what, strings.Join(zoneWords, ", "), ce.zone)
			}
			ce.zoneLine = p.v.Line
		case "damage":
			ce.damage, err = intPtr(p.v, what)
		case "exerted":
			ce.exerted, err = boolPtr(p.v, what)
		case "drying":
			ce.drying, err = boolPtr(p.v, what)
		case "at":
			ce.atSet = true
			if !isNull(p.v) {
				var a ref
				a, err = refOf(p.v, what)
				ce.at = &a
			}
		case "strength":
			ce.strength, err = numPtr(p.v, what)
		case "willpower":
			ce.willpower, err = numPtr(p.v, what)
		case "lore":
			ce.lore, err = numPtr(p.v, what)
		case "keywords":
			ce.keywords, err = keywordList(p.v, what)
		case "no_keywords":
			ce.noKeywords, err = keywordList(p.v, what)
		case "under":
			ce.under, err = parseCountOrNames(p.v, what)
		case "facedown":
			ce.facedown, err = boolPtr(p.v, what)
		}
		if err != nil {
			return ce, err
		}
	}
	return ce, nil
}

func pname(p int) string {
	if p < 0 {
		return "none"
	}
	return fmt.Sprintf("p%d", p+1)
}

// check evaluates an expectation and returns every mismatch, or a scenario
// error (an unknown name).
func (r *runner) check(e *expectSpec) ([]string, error) {
	s := r.st
	var bad []string
	mism := func(what string, want, got any) {
		bad = append(bad, fmt.Sprintf("%s: expected %v, got %v", what, want, got))
	}
	for _, pe := range e.players {
		if pe.p >= len(s.Players) {
			return nil, &lineError{pe.line, fmt.Sprintf("p%d is not a player of this scenario", pe.p+1)}
		}
		pl := &s.Players[pe.p]
		who := pname(pe.p)
		intCheck := func(what string, want *int, got int) {
			if want != nil && *want != got {
				mism(who+"."+what, *want, got)
			}
		}
		intCheck("lore", pe.lore, int(pl.Lore))
		intCheck("deck", pe.deck, len(pl.Deck))
		intCheck("inkwell", pe.inkwell, len(pl.Inkwell))
		intCheck("ink_ready", pe.inkR, pl.InkReady())
		for _, z := range []struct {
			what string
			want *countOrNames
			ids  []engine.CardID
		}{{"hand", pe.hand, pl.Hand}, {"discard", pe.discard, pl.Discard}, {"play", pe.play, pl.Play}} {
			if z.want == nil {
				continue
			}
			if !z.want.list {
				intCheck(z.what, &z.want.count, len(z.ids))
				continue
			}
			var want, got []string
			for _, n := range z.want.names {
				def, err := r.lookup(n)
				if err != nil {
					return nil, err
				}
				want = append(want, r.defs[def].FullName)
			}
			for _, id := range z.ids {
				got = append(got, s.Def(id).FullName)
			}
			slices.Sort(want)
			slices.Sort(got)
			if !slices.Equal(want, got) {
				mism(who+"."+z.what, quoted(want), quoted(got))
			}
		}
		// the deck's top card is the list's last
		top := slices.Clone(pl.Deck)
		slices.Reverse(top)
		if err := r.checkOrder(who+".deck_top", pe.deckTop, top, topOf, &bad); err != nil {
			return nil, err
		}
		if err := r.checkOrder(who+".deck_bottom", pe.deckBottom, top, bottomOf, &bad); err != nil {
			return nil, err
		}
	}
	for i := range e.cards {
		msgs, err := r.checkCard(&e.cards[i])
		if err != nil {
			return nil, err
		}
		bad = append(bad, msgs...)
	}
	if e.bag != nil && *e.bag != len(s.Bag) {
		mism("bag", *e.bag, len(s.Bag))
	}
	if e.pending != nil {
		d := s.Pending()
		got := -1
		if d.Kind != engine.DecTurn && d.Kind != engine.DecNone {
			got = int(d.Player)
		}
		if got != *e.pending {
			g := pname(got)
			if got >= 0 {
				g += " (" + d.Kind.String() + ")"
			}
			mism("pending", pname(*e.pending), g)
		}
	}
	if e.turn != nil && *e.turn != int(s.Active) {
		mism("turn", pname(*e.turn), pname(int(s.Active)))
	}
	if e.winner != nil && *e.winner != int(s.Winner) {
		g := pname(int(s.Winner))
		if s.Winner == -2 {
			g = "draw"
		}
		mism("winner", pname(*e.winner), g)
	}
	return bad, nil
}

// part says which cards of a pile an ordered list of names is about.
type part uint8

const (
	allOf    part = iota // every card (under a card)
	topOf                // the first ones (deck_top)
	bottomOf             // the last ones (deck_bottom)
)

// checkOrder compares names, in order, with the cards of ids (top first)
// that p says; a mismatch is added to bad. An unknown name is an error in
// the scenario.
func (r *runner) checkOrder(what string, names []ref, ids []engine.CardID, p part, bad *[]string) error {
	if names == nil {
		return nil
	}
	want := make([]string, len(names))
	for i, n := range names {
		def, err := r.lookup(n)
		if err != nil {
			return err
		}
		want[i] = r.defs[def].FullName
	}
	if len(ids) > len(want) {
		switch p {
		case topOf:
			ids = ids[:len(want)]
		case bottomOf:
			ids = ids[len(ids)-len(want):]
		}
	}
	got := make([]string, len(ids))
	for i, id := range ids {
		got[i] = r.st.Def(id).FullName
	}
	if !slices.Equal(want, got) {
		*bad = append(*bad, fmt.Sprintf("%s: expected %s, got %s", what, quoted(want), quoted(got)))
	}
	return nil
}

func quoted(l []string) string {
	q := make([]string, len(l))
	for i, s := range l {
		q[i] = fmt.Sprintf("%q", s)
	}
	return "[" + strings.Join(q, ", ") + "]"
}

// checkCard evaluates the expectation on one card.
func (r *runner) checkCard(ce *cardExpect) ([]string, error) {
	s := r.st
	id, err := r.expectCard(ce.ref)
	if err != nil {
		if _, isID := r.ids[ce.ref.text]; !isID {
			if hint := suggestKey(ce.ref.text, expectKeys); strings.HasPrefix(hint, ";") {
				return nil, &lineError{ce.ref.line, fmt.Sprintf("unknown key %q in expect%s (or it is a card: %v)", ce.ref.text, hint, err)}
			}
		}
		return nil, err
	}
	if id == engine.NoCard {
		return []string{fmt.Sprintf("%s: expected a card named so in play, a hand, a discard or under a card; there is none", ce.ref.text)}, nil
	}
	c := &s.Cards[id]
	var bad []string
	name := ce.ref.text
	mism := func(what string, want, got any) {
		bad = append(bad, fmt.Sprintf("%s.%s: expected %v, got %v", name, what, want, got))
	}
	if ce.zone != "" && ce.zone != c.Zone.String() {
		mism("zone", ce.zone, c.Zone)
	}
	if ce.damage != nil && *ce.damage != int(c.Damage) {
		mism("damage", *ce.damage, c.Damage)
	}
	if ce.exerted != nil {
		// an ink card's state is its place among the exerted ones (1.7.3)
		got := c.Flags&engine.FlagExerted != 0 || s.InkExerted(id)
		if *ce.exerted != got {
			mism("exerted", *ce.exerted, got)
		}
	}
	if ce.facedown != nil && *ce.facedown != (c.Flags&engine.FlagFaceDown != 0) {
		mism("facedown", *ce.facedown, c.Flags&engine.FlagFaceDown != 0)
	}
	if ce.under != nil {
		under := r.underOf(id)
		if !ce.under.list {
			if len(under) != ce.under.count {
				mism("under", ce.under.count, len(under))
			}
		} else if err := r.checkOrder(name+".under", ce.under.names, under, allOf, &bad); err != nil {
			return nil, err
		}
	}
	if ce.drying != nil && *ce.drying != (c.Flags&engine.FlagDrying != 0) {
		mism("drying", *ce.drying, c.Flags&engine.FlagDrying != 0)
	}
	if ce.atSet {
		want := engine.NoCard
		if ce.at != nil {
			if want, err = r.expectCard(*ce.at); err != nil {
				return nil, err
			}
			if want == engine.NoCard {
				return nil, &lineError{ce.at.line, fmt.Sprintf("%s.at: no location %q", name, ce.at.text)}
			}
		}
		if want != c.At {
			mism("at", r.cardName(want), r.cardName(c.At))
		}
	}
	for _, st := range []struct {
		what string
		want *int
		stat func(engine.CardID) int
	}{{"strength", ce.strength, s.Strength}, {"willpower", ce.willpower, s.Willpower}, {"lore", ce.lore, s.Lore}} {
		if st.want != nil {
			if got := st.stat(id); got != *st.want {
				mism(st.what, *st.want, got)
			}
		}
	}
	for _, k := range ce.keywords {
		v, has := s.KeywordValue(id, k.kv.Keyword)
		switch {
		case !has:
			bad = append(bad, fmt.Sprintf("%s.keywords: expected %s, it does not have %s", name, k.text, k.kv.Keyword))
		case k.hasValue && v != int(k.kv.Value):
			bad = append(bad, fmt.Sprintf("%s.keywords: expected %s, got %s", name, k.text, kwText(k.kv.Keyword, v)))
		}
	}
	for _, k := range ce.noKeywords {
		// a keyword written without its number matches any value
		if v, has := s.KeywordValue(id, k.kv.Keyword); has && (!k.hasValue || v == int(k.kv.Value)) {
			bad = append(bad, fmt.Sprintf("%s.no_keywords: expected it not to have %s, it has %s", name, k.text, kwShown(k.kv.Keyword, v)))
		}
	}
	return bad, nil
}

// kwShown writes a keyword a card has as on cards: with its value where it
// has one.
func kwShown(k engine.Keyword, v int) string {
	if !k.HasValue() {
		return k.String()
	}
	return kwText(k, v)
}

func kwText(k engine.Keyword, v int) string {
	if k.Stacks() {
		return fmt.Sprintf("%s +%d", k, v)
	}
	return fmt.Sprintf("%s %d", k, v)
}

// cardName names a card for messages.
func (r *runner) cardName(id engine.CardID) string {
	if id == engine.NoCard {
		return "null"
	}
	for label, x := range r.ids {
		if x == id {
			return label
		}
	}
	return fmt.Sprintf("%q", r.st.Def(id).FullName)
}
