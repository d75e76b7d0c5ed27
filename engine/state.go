package engine

import "unsafe"

// Card is one card instance in a game: plain data, indexed by CardID.
type Card struct {
	Def    DefID
	Owner  uint8
	Zone   Zone
	Gen    uint16 // bumped each time the card changes zones (7.1.6)
	Flags  CardFlags
	Damage int16
	At     CardID // the location a character is at, or NoCard
	Under  CardID // for ZoneUnder: the card this one is under
	Seq    uint32 // order of entering its current zone ("in the order they entered play")
	// Seen: the players (a bit each) who know this card's identity while it
	// is in a private place (7.1.3) because an effect showed it to them: a
	// hand or the top of a deck looked at, or a hand revealed (6.1.14). The
	// card keeps it as it moves without being shuffled; shuffling its deck
	// clears it (7.2.2: the order is unknown again).
	Seen uint8
}

// CardFlags are the states of a card (5.1).
type CardFlags uint16

const (
	FlagExerted      CardFlags = 1 << iota // 5.1.1.2
	FlagDrying                             // 5.1.1.11: entered play this turn of its player
	FlagFaceDown                           // 5.1.1.10 (Boost, facedown cards under)
	FlagRevealed                           // shown to all players by an effect (6.1.14)
	FlagBoosted                            // Boost used this turn (8.4.1 once per turn)
	FlagSingDry                            // shifted onto a dry character this turn: may sing (8.10.5)
	FlagToDeckBottom                       // an action in play goes to the bottom of its deck, not the discard, when it has resolved
	FlagSinging                            // exerted to sing the song now being played (5.4.4.2, 8.12): "the characters that sang this song"
	FlagPicked                             // picked by the "any number of" choice of the ability now resolving (Step.AnyNumber), or acted on by its MarkPicked step; cleared as it ends
	// FlagSang: one of the characters that sang the last song sung
	// (5.4.4.2, 8.12.1), kept after the song has resolved (FlagSinging is
	// not) so that an ability triggered by the singing finds "those
	// characters" as it resolves from the bag; cleared when the next song
	// is sung.
	FlagSang
	// FlagChoseExerted: its player chose to have it enter play exerted
	// (FrEnterExerted answered yes: Bodyguard's 8.3.2, or "this character
	// may enter play exerted to [effect]", MayEnterExertedTo); cleared
	// when it leaves play.
	FlagChoseExerted
)

// Player is one player's part of the state.
type Player struct {
	Lore    int16
	InkUsed int16 // exerted cards in the inkwell; ink cards are interchangeable
	Inked   int8  // cards put into the inkwell with the ink turn action this turn (4.2.3)
	Out     bool  // left the game (lost, conceded: 9.2.3)
	Altered bool  // has taken the alter-hand decision (2.2.2)

	// Zones as ordered lists of card ids. The deck's top card is the last.
	Deck    []CardID
	Hand    []CardID
	Play    []CardID
	Inkwell []CardID
	Discard []CardID
}

// InkReady is the ready ink the player has.
func (p *Player) InkReady() int { return len(p.Inkwell) - int(p.InkUsed) }

// Phase is where the turn is (3).
type Phase uint8

const (
	PhaseSetup Phase = iota // 2.2: altering hands
	PhaseStart              // 3.2
	PhaseMain               // 3.3
	PhaseEnd                // 3.4
	PhaseOver               // the game has ended
)

var phaseNames = [...]string{"setup", "start", "main", "end", "over"}

func (p Phase) String() string { return phaseNames[p] }

// State is a game in progress. It is plain data: every field is a value or a
// slice of values, so Clone is a copy and Serialize/Restore are exact.
type State struct {
	game *Game

	Cards   []Card
	Players []Player

	Turn     int16 // turn number, from 1
	Active   uint8 // the active player (1.3.4)
	Starting uint8 // the starting player (2.1.3)
	Phase    Phase
	Winner   int8 // -1 while none; -2 for a draw
	Result   Result
	Seq      uint32 // counter for Card.Seq

	RNG RNG

	// The characters in the current challenge (4.6.2), or NoCard.
	Attacker, Defender CardID
	// BagTurn is the player now resolving the bag (7.7.4).
	BagTurn uint8
	// damagers: who damaged what since the last game state check (1.8.1.4).
	Damagers []Damager

	Bag      []BagItem
	Stack    []Frame
	Effects  []Effect     // effects in force with a duration (6.4.2)
	Floating []Floating   // floating and delayed triggered abilities (6.2.7)
	Turnly   []TurnRecord // once-per-turn bookkeeping (6.1.13.2)
	// Left holds the last known values of cards that left play while the
	// current turn action's effects and triggers resolve (6.7.7).
	Left []LastKnown

	// Log holds the events of the game when Game.Config.Log is set.
	Log []Event

	Decisions int32    // decisions applied (for limits and stats)
	resolving int      // index of the frame performing a step (transient, for 6.7.8.1)
	room      [4]int32 // room in each player's zone lists as laid out by a clone (0: unknown)
	// playKinds and playKeywords hold at least the static kinds and the
	// keywords granted or taken away of every card in play (derived, not
	// serialised: a card entering play adds its definition's, and the start
	// of a turn and a restore recompute them), so a question about static
	// abilities skips the cards in play when none of them can answer it.
	playKinds    staticKinds
	playKeywords keywordSet // the keywords they grant to or take from other cards
	// playWillpower: whether a card in play may have a static ability that
	// modifies willpower (derived the same way).
	playWillpower bool
	// discardEvents holds at least the events that the triggered abilities
	// of cards in discards wait for (derived the same way).
	discardEvents eventKinds
	scratch       []CardID
	// kwDepth: how deep KeywordValue is nested in itself, through statics
	// whose filters test keywords (always 0 between calls).
	kwDepth  uint8
	legalBuf []Action
	block    []CardID  // one allocation: the cards, then the zone lists' room (layout)
	inline   [2]Player // the players of a two-player game
}

// Result says how the game ended.
type Result uint8

const (
	ResultNone      Result = iota
	ResultLore             // 20 lore (1.8.1.1)
	ResultDeckOut          // ended a turn with an empty deck (1.8.1.2)
	ResultConcede          // 2.3.3.4
	ResultLastStand        // last player remaining (1.8.1.3)
	ResultTurnLimit        // truncated at the configured turn limit
	ResultStalled          // truncated: a loop or decision limit
)

var resultNames = [...]string{"none", "lore", "deck-out", "concede", "last-player", "turn-limit", "stalled"}

func (r Result) String() string { return resultNames[r] }

// Game returns the game definition the state belongs to.
func (s *State) Game() *Game { return s.game }

// Over reports whether the game has ended.
func (s *State) Over() bool { return s.Phase == PhaseOver }

// Truncated reports whether the game ended without a winner by a limit.
func (s *State) Truncated() bool {
	return s.Result == ResultTurnLimit || s.Result == ResultStalled
}

// Def returns the definition of a card instance.
func (s *State) Def(id CardID) *CardDef { return &s.game.Defs[s.Cards[id].Def] }

// RefOf names a card as it is now.
func (s *State) RefOf(id CardID) Ref { return Ref{ID: id, Gen: s.Cards[id].Gen} }

// Resolve returns the card a reference names, or NoCard if it has since
// changed zones (7.1.6).
func (s *State) Resolve(r Ref) CardID {
	if r.ID == NoCard || int(r.ID) >= len(s.Cards) || s.Cards[r.ID].Gen != r.Gen {
		return NoCard
	}
	return r.ID
}

// InPlay reports whether a card is in play (5.1.1.8): faceup in the Play zone
// with nothing on top.
func (s *State) InPlay(id CardID) bool { return id != NoCard && s.Cards[id].Zone == ZonePlay }

// Clone returns a deep copy that shares only the immutable Game.
func (s *State) Clone() *State {
	c := new(State)
	s.CloneInto(c)
	return c
}

// CloneInto copies s into dst, reusing dst's buffers where they are large
// enough, so cloning into a scratch state repeatedly allocates nothing. dst
// shares nothing with s but the Game.
func (s *State) CloneInto(dst *State) {
	b := dst.buffers()
	*dst = *s
	dst.Left = append(b.left[:0], s.Left...)
	dst.Bag = append(b.bag[:0], s.Bag...)
	dst.Stack = append(b.stack[:0], s.Stack...)
	dst.Effects = append(b.effects[:0], s.Effects...)
	dst.Floating = append(b.floating[:0], s.Floating...)
	dst.Turnly = append(b.turnly[:0], s.Turnly...)
	dst.Log = append(b.log[:0], s.Log...)
	dst.Damagers = append(b.damagers[:0], s.Damagers...)
	dst.scratch = b.scratch
	dst.legalBuf = b.legal // never the source's: the two may be used concurrently
	dst.block = b.block
	// A player's zones only ever hold that player's own cards, so each zone
	// has room for as many cards as the player owns.
	own := s.room
	if own[0] == 0 {
		for i := range s.Cards {
			own[s.Cards[i].Owner&3]++
		}
		for i := range s.Players {
			if c := int32(cap(s.Players[i].Deck)); c > own[i] && c-own[i] <= 8 {
				own[i] = c // keep a position builder's room to grow
			}
		}
	}
	dst.Players = dst.playerList(b.players, len(s.Players))
	for i := range s.Players {
		dst.Players[i] = s.Players[i]
	}
	dst.layout(len(s.Cards), own, s.Players)
	dst.Cards = append(dst.Cards, s.Cards...)
}

// stateBuffers are the buffers of a state kept over a clone or a reset.
type stateBuffers struct {
	left     []LastKnown
	bag      []BagItem
	stack    []Frame
	effects  []Effect
	floating []Floating
	turnly   []TurnRecord
	log      []Event
	damagers []Damager
	scratch  []CardID
	legal    []Action
	block    []CardID
	players  []Player
}

func (s *State) buffers() stateBuffers {
	return stateBuffers{s.Left, s.Bag, s.Stack, s.Effects, s.Floating, s.Turnly, s.Log, s.Damagers,
		s.scratch, s.legalBuf, s.block, s.Players}
}

// playerList returns n players' records on the state's own storage: the
// inline array for two players, else buf when it fits.
func (s *State) playerList(buf []Player, n int) []Player {
	if n <= len(s.inline) {
		return s.inline[:n:n]
	}
	if cap(buf) >= n && (len(buf) == 0 || &buf[0] != &s.inline[0]) {
		return buf[:n]
	}
	return make([]Player, n)
}

// cardWords is the size of a Card in CardIDs: cards and zone lists share one
// allocation, the cards first.
const cardWords = (int(unsafe.Sizeof(Card{})) + 1) / 2

// layout gives the state room for n cards and, for each player p, room for
// own[p] cards in each of their five zone lists, all on one allocation
// (s.block, reused when large enough). The zone lists take the contents of
// src's (nil: empty); the card list is left empty for the caller to fill.
func (s *State) layout(n int, own [4]int32, src []Player) {
	need := 0
	for p := range s.Players {
		need += 5 * int(own[p])
	}
	total := (n*cardWords + need + 3) &^ 3 // whole 8-byte words: aligned for Card
	if cap(s.block) < total {
		s.block = make([]CardID, total)
	}
	s.block = s.block[:total]
	if n > 0 {
		// The block holds no pointers, nor does Card: the cards are a view
		// of its first n*cardWords entries.
		s.Cards = unsafe.Slice((*Card)(unsafe.Pointer(&s.block[0])), n)[:0]
	} else {
		s.Cards = nil
	}
	back := s.block[n*cardWords:]
	base := 0
	var none Player
	for p := range s.Players {
		from := &none
		if src != nil {
			from = &src[p]
		}
		layoutZones(&s.Players[p], from, back, base, int(own[p]))
		base += 5 * int(own[p])
	}
	s.room = own
}

// layoutZones gives a player's zone lists their places on the backing array
// from base (room for n cards each), copying the lists of src.
func layoutZones(dst, src *Player, back []CardID, base, n int) {
	dst.Deck = carve(back, base, n, src.Deck)
	dst.Hand = carve(back, base+n, n, src.Hand)
	dst.Play = carve(back, base+2*n, n, src.Play)
	dst.Inkwell = carve(back, base+3*n, n, src.Inkwell)
	dst.Discard = carve(back, base+4*n, n, src.Discard)
}

func carve(back []CardID, at, n int, src []CardID) []CardID {
	z := back[at : at : at+n]
	return append(z, src...)
}

// zoneList returns the list a zone is kept in for a player (nil for zones
// without a list).
func (s *State) zoneList(p uint8, z Zone) *[]CardID {
	pl := &s.Players[p]
	switch z {
	case ZoneDeck:
		return &pl.Deck
	case ZoneHand:
		return &pl.Hand
	case ZonePlay:
		return &pl.Play
	case ZoneInkwell:
		return &pl.Inkwell
	case ZoneDiscard:
		return &pl.Discard
	}
	return nil
}

// Opponents reports whether players a and b are opponents (1.3.5).
func (s *State) Opponents(a, b uint8) bool { return a != b }

// NumPlayers is the number of players that started the game.
func (s *State) NumPlayers() int { return len(s.Players) }

// nextPlayer returns the next player in turn order after p who is still in
// the game (2.1.3, 9.2.1).
func (s *State) nextPlayer(p uint8) uint8 {
	n := uint8(len(s.Players))
	for i := uint8(1); i <= n; i++ {
		q := (p + i) % n
		if !s.Players[q].Out {
			return q
		}
	}
	return p
}
