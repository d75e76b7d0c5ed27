package engine

import (
	"fmt"
)

// Variant is a way to play (10).
type Variant uint8

const (
	Standard Variant = iota
	PackRush         // 10.2
)

// Config is everything that defines a game besides the seed.
type Config struct {
	Players int       // 2 to 4 (1.3.1, 9)
	Decks   [][]DefID // one deck per player
	// StartingPlayer is fixed when >= 0; -1 draws it from the seed (2.2.1.1).
	StartingPlayer int
	Variant        Variant
	// TurnLimit ends the game as truncated after this many turns (0: none).
	TurnLimit int
	// DecisionLimit ends the game as stalled after this many decisions
	// (0: a default of 20,000), so no game can run forever (6.1.10).
	DecisionLimit int
	// SkipAlter skips the alter-hand decisions of the setup stage (2.2.2).
	SkipAlter bool
	// Log keeps the event log in the state.
	Log bool
	// InkwellStart puts N cards from each deck into the inkwell before
	// drawing (Pack Rush's 2 marketing cards, 10.2.2); 0 for none.
	InkwellStart int
	// Bag is how triggered abilities waiting to resolve are resolved: the
	// Lorcana bag (7.7.4, the default) or a rule variant (BagModel).
	Bag BagModel
}

// Game is the immutable part of a game: card definitions and configuration.
// One Game serves any number of states, concurrently.
type Game struct {
	Defs   []CardDef
	Config Config

	defStatics    []staticKinds // per def: the kinds of its static effects
	defKeywords   []keywordSet  // per def: the keywords its static effects grant or take away
	defKwOthers   []keywordSet  // per def: those its static effects grant to or take from other cards
	defWillpower  []bool        // per def: a static effect of it modifies willpower
	staticKinds   staticKinds   // the kinds of every def's static effects
	trigEvents    []eventKinds  // per def: the events its triggered abilities working in play wait for
	zoneEvents    []eventKinds  // per def: the events of its triggers working outside play
	anyStatics    bool
	anyZoneTrig   bool
	anyMustChoose bool
	anyRedirect   bool // some card puts damage dealt to another on itself (6.5.7.2 may ask)
	anyUseFree    bool // some card lets abilities be used for free (6.1.7.1)
	anyCantPlay   bool // some card's static stops opponents playing cards (1.2.2)
	anyInkable    bool // some card's static makes cards count as having the inkwell symbol (5.2.3)
	// anyGrantedTrig: some granted ability is a triggered ability (emit
	// looks for them); anyGrantEffect: some effect grants an ability for a
	// duration (Effects of kind StGrantAbility).
	anyGrantedTrig bool
	grantedEvents  eventKinds // the events of every granted triggered ability
	anyGrantEffect bool
	// granted lists the activated abilities statics grant (GrantBase+k).
	granted   []*Ability
	grantedBy []string // the story name of the static granting each
	grants    []bool   // per def: has a static that grants an ability
	// nameReps lists one definition per distinct card name, in DefID order:
	// the answers to "name a card" (ActName).
	nameReps  []DefID
	repByName map[string]DefID
	// defNameReps, per def: the representatives (nameReps) of its name and
	// of its other names (AltNames), so that listing the names in a game
	// needs no lower-casing.
	defNameReps [][]DefID
	loreToWin   int16
	handSize    int
	observer    Observer // WithObserver; nil: none
	bag         bagRules // Config.Bag's rules
}

// NewGame builds a game from card definitions and a configuration. The
// definitions' abilities are indexed; defs must not be modified afterwards.
func NewGame(defs []CardDef, cfg Config) (*Game, error) {
	if cfg.Players == 0 {
		cfg.Players = 2
	}
	if cfg.Players < 2 || cfg.Players > 4 {
		return nil, fmt.Errorf("engine: %d players: a game has 2 to 4 players (1.3.1)", cfg.Players)
	}
	if cfg.Decks != nil && len(cfg.Decks) != cfg.Players {
		return nil, fmt.Errorf("engine: %d decks for %d players", len(cfg.Decks), cfg.Players)
	}
	if cfg.StartingPlayer >= cfg.Players {
		return nil, fmt.Errorf("engine: starting player %d out of range", cfg.StartingPlayer)
	}
	if cfg.DecisionLimit == 0 {
		cfg.DecisionLimit = 20000
	}
	if cfg.Bag >= numBagModels {
		return nil, fmt.Errorf("engine: %v: unknown bag model", cfg.Bag)
	}
	g := &Game{Defs: defs, Config: cfg, loreToWin: 20, handSize: 7, bag: bagModelRules[cfg.Bag]}
	if cfg.Variant == PackRush {
		g.loreToWin, g.handSize = 15, 5 // 10.2.3, 10.2.4
	}
	if err := checkDecks(defs, cfg.Decks); err != nil {
		return nil, err
	}
	g.defStatics = make([]staticKinds, len(defs))
	g.defKeywords = make([]keywordSet, len(defs))
	g.defKwOthers = make([]keywordSet, len(defs))
	g.defWillpower = make([]bool, len(defs))
	g.trigEvents = make([]eventKinds, len(defs))
	g.zoneEvents = make([]eventKinds, len(defs))
	g.grants = make([]bool, len(defs))
	for i := range defs {
		d := &defs[i]
		if d.ID != DefID(i) {
			d.ID = DefID(i)
		}
		for j, a := range d.Abilities {
			if a.index != uint8(j) || a.def != d.ID {
				a.index = uint8(j) // definitions built by hand; the catalogue binds its own
				a.def = d.ID
			}
			if err := checkAbility(d, a); err != nil {
				return nil, err
			}
			if err := g.registerGrantSteps(d, a); err != nil {
				return nil, err
			}
			switch a.Kind {
			case Static:
				g.defStatics[i] |= kindsOf(a)
				g.staticKinds |= kindsOf(a)
				g.anyStatics = true
				for k := range a.Statics {
					if a.Statics[k].Kind >= 64 { // staticKinds holds a bit per kind
						return nil, fmt.Errorf("engine: %s: static kind %d doesn't fit the kind set", d.FullName, a.Statics[k].Kind)
					}
					if a.Statics[k].Kind == StModify && a.Statics[k].Stat == StatWillpower {
						g.defWillpower[i] = true
					}
					if kd := a.Statics[k].Kind; kd == StKeyword || kd == StLoseKeyword {
						g.defKeywords[i] |= keywordBit(a.Statics[k].Keyword)
						if !a.Statics[k].Self {
							g.defKwOthers[i] |= keywordBit(a.Statics[k].Keyword)
						}
					}
					switch a.Statics[k].Kind {
					case StMustChoose:
						g.anyMustChoose = true
					case StRedirectDamage:
						g.anyRedirect = true
					case StUseFree:
						g.anyUseFree = true
					case StCantPlay:
						g.anyCantPlay = true
					case StInkable:
						g.anyInkable = true
					case StGrantAbility:
						if a.Statics[k].Grant == nil {
							return nil, fmt.Errorf("engine: %s, %s: a granted ability is missing", d.FullName, a.Name)
						}
						if err := g.registerGrant(d, a.Name, a.Statics[k].Grant); err != nil {
							return nil, err
						}
						g.grants[i] = true
					}
				}
			case Triggered:
				if a.Trigger.Event == EvNone {
					continue
				}
				if a.Trigger.Event >= 64 || a.Trigger.Or >= 64 { // eventKinds holds a bit per kind
					return nil, fmt.Errorf("engine: %s: event kind %d doesn't fit the event set", d.FullName, max(a.Trigger.Event, a.Trigger.Or))
				}
				if a.Trigger.InZone && a.Trigger.FromZone != ZonePlay {
					g.zoneEvents[i] |= eventsOf(a)
					g.anyZoneTrig = true
				} else {
					g.trigEvents[i] |= eventsOf(a)
				}
			}
		}
	}
	g.nameReps, g.repByName = buildNameReps(defs)
	g.defNameReps = buildDefNameReps(defs, g.repByName)
	return g, nil
}

// checkDecks refuses a deck naming a card outside defs or one the engine
// does not implement.
func checkDecks(defs []CardDef, decks [][]DefID) error {
	for i, d := range decks {
		for _, id := range d {
			if int(id) >= len(defs) {
				return fmt.Errorf("engine: deck %d names unknown card %d", i+1, id)
			}
			if !defs[id].Implemented {
				return fmt.Errorf("engine: deck %d: %s has abilities that are not implemented yet", i+1, defs[id].FullName)
			}
		}
	}
	return nil
}

// WithDecks returns a game like g with other decks, one per player. It
// shares g's definitions and the tables NewGame built from them (they do
// not depend on the decks), so a pool of decks plays any pairing without
// indexing the catalogue again. The decks are checked as NewGame checks
// them.
func (g *Game) WithDecks(decks [][]DefID) (*Game, error) {
	if len(decks) != g.Config.Players {
		return nil, fmt.Errorf("engine: %d decks for %d players", len(decks), g.Config.Players)
	}
	if err := checkDecks(g.Defs, decks); err != nil {
		return nil, err
	}
	c := *g
	c.Config.Decks = decks
	return &c, nil
}

// NewState starts a game: cards are created, decks shuffled, opening hands
// drawn (2.2.1); the state stops at the first decision (altering hands, or
// the starting player's first turn action).
func (g *Game) NewState(seed uint64) *State {
	s := new(State)
	g.ResetState(s, seed)
	return s
}

// ResetState starts a new game of g in s, as NewState does, reusing s's
// buffers: resetting a state that has held a game of the same size
// allocates nothing. s may have belonged to any game; nothing of its
// previous game remains.
func (g *Game) ResetState(s *State, seed uint64) {
	b := s.buffers()
	*s = State{game: g, Winner: -1, Turn: 1, Attacker: NoCard, Defender: NoCard, RNG: NewRNG(seed)}
	s.Left, s.Bag, s.Stack, s.Effects = b.left[:0], b.bag[:0], b.stack[:0], b.effects[:0]
	s.Floating, s.Turnly, s.Log, s.Damagers = b.floating[:0], b.turnly[:0], b.log[:0], b.damagers[:0]
	s.scratch, s.legalBuf, s.block = b.scratch[:0], b.legal[:0], b.block
	s.Players = s.playerList(b.players, g.Config.Players)
	clear(s.Players)
	var own [4]int32
	n := 0
	for p, d := range g.Config.Decks {
		own[p] = int32(len(d))
		n += len(d)
	}
	s.layout(n, own, nil)
	for p, d := range g.Config.Decks {
		pl := &s.Players[p]
		for _, def := range d {
			pl.Deck = append(pl.Deck, CardID(len(s.Cards)))
			s.Cards = append(s.Cards, Card{Def: def, Owner: uint8(p), Zone: ZoneDeck, At: NoCard, Under: NoCard})
		}
	}
	// 2.2.1.1: the starting player.
	if g.Config.StartingPlayer >= 0 {
		s.Starting = uint8(g.Config.StartingPlayer)
	} else {
		s.Starting = uint8(s.RNG.Intn(len(s.Players)))
	}
	s.Active = s.Starting
	// 2.2.1.2: shuffle; 10.2.2: Pack Rush inkwell; 2.2.1.4: opening hands.
	for p := range s.Players {
		s.RNG.Shuffle(s.Players[p].Deck)
		for i := 0; i < g.Config.InkwellStart; i++ {
			if id, ok := s.topOfDeck(uint8(p)); ok {
				s.moveCard(id, ZoneInkwell, uint8(p))
			}
		}
		for i := 0; i < g.handSize; i++ {
			s.draw(uint8(p))
		}
	}
	s.Phase = PhaseSetup
	if g.Config.SkipAlter {
		s.beginGame()
	} else {
		s.Stack = append(s.Stack, Frame{Kind: FrAlter, Player: s.Starting})
	}
	s.run()
}

// EmptyState returns a state with the game's players and no cards, for
// building positions by hand (scenarios, tests).
func (g *Game) EmptyState(seed uint64) *State {
	s := &State{game: g, Winner: -1, Turn: 1, Attacker: NoCard, Defender: NoCard}
	s.RNG = NewRNG(seed)
	s.Players = s.playerList(nil, g.Config.Players)
	return s
}

// AddCard creates a card owned by player p in zone z (at the top of a deck)
// and returns it. It is for building positions; it triggers nothing.
func (s *State) AddCard(p uint8, def DefID, z Zone) CardID {
	id := CardID(len(s.Cards))
	s.reserve(len(s.Cards) + 1)
	s.Cards = append(s.Cards, Card{Def: def, Owner: p, Zone: z, At: NoCard, Under: NoCard})
	s.Seq++
	s.Cards[id].Seq = s.Seq
	if l := s.zoneList(p, z); l != nil {
		*l = append(*l, id)
	}
	switch z {
	case ZonePlay:
		s.enteredPlay(def)
	case ZoneDiscard:
		s.enteredDiscard(def)
	}
	return id
}

// reserve makes room for n cards in the card list and in every zone list of
// every player, laying everything out anew (with room to grow while
// positions are built) when there is not.
func (s *State) reserve(n int) {
	room := s.block != nil && cap(s.Cards) >= n
	for p := range s.Players {
		room = room && int(s.room[p]) >= n
	}
	if room {
		return
	}
	n += 8
	cards, players := s.Cards, append([]Player(nil), s.Players...)
	s.block = nil // the old one still holds cards and lists being copied
	var own [4]int32
	for p := range s.Players {
		own[p] = int32(n)
	}
	s.layout(n, own, players)
	s.Cards = append(s.Cards, cards...)
}
