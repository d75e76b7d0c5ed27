package human

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/render"
)

// MaxOptions is how many options a decision lists at once; the rest are
// found by typing part of their text.
const MaxOptions = 40

// logLines is how many of the last lines of the game log "log" prints.
const logLines = 60

// Human is one seat played by a person. Give every action of the game to
// Observe (so that it can show what happened), and ask it the seat's
// decisions with Ask.
type Human struct {
	seat   int
	in     *Input
	out    io.Writer
	log    bytes.Buffer   // the game as the seat sees it
	logger *render.Logger // writes log
	shown  int            // bytes of log already shown
}

// New returns the person at seat (0 for player 1), reading answers from in
// and writing to out. Several seats may share one Input (a hot-seat game).
func New(seat int, in *Input, out io.Writer) *Human {
	h := &Human{seat: seat, in: in, out: out}
	h.logger = &render.Logger{W: &h.log, Viewer: seat}
	return h
}

// Seat is the seat the person plays.
func (h *Human) Seat() int { return h.seat }

// Observe takes note of action a, about to be applied to s (any seat's).
func (h *Human) Observe(s *engine.State, a engine.Action) { h.logger.Action(s, a) }

// End shows what happened since the last decision and the final board;
// the caller says how the game ended.
func (h *Human) End(s *engine.State) {
	h.logger.Applied(s)
	h.showNews()
	fmt.Fprintln(h.out)
	// the board without its last line, "game over: ...": the caller says
	// how the game ended, once
	var b strings.Builder
	render.Board(&b, s, h.seat)
	board := strings.TrimSuffix(b.String(), "\n")
	if i := strings.LastIndexByte(board, '\n'); i >= 0 && strings.HasPrefix(board[i+1:], "game over:") {
		board = board[:i]
	}
	fmt.Fprintln(h.out, board)
}

// showNews prints the log written since it was last shown: the opponents'
// actions and what they caused.
func (h *Human) showNews() {
	if h.log.Len() > h.shown {
		h.out.Write(h.log.Bytes()[h.shown:])
		h.shown = h.log.Len()
	}
}

// Ask shows the board and the decision pending in s (the seat's) with the
// legal options, and returns the action the person chose: one of legal, or
// a concession (engine.ActConcede). It returns an error wrapping ErrQuit
// when the person leaves (end of input, ctx done, or "quit").
func (h *Human) Ask(ctx context.Context, s *engine.State, legal []engine.Action) (engine.Action, error) {
	if len(legal) == 0 {
		return engine.Action{}, errors.New("human: no legal option to choose from")
	}
	h.logger.Applied(s)
	h.showNews()
	fmt.Fprintln(h.out)
	render.Board(h.out, s, h.seat)
	// Identical options (two copies of a card in hand to ink) are one
	// choice: each distinct text is listed once, for its first action.
	var texts []string
	var first []int // the action of each text
	for i, a := range legal {
		t := Option(s, a, h.seat)
		if !slices.Contains(texts, t) {
			texts = append(texts, t)
			first = append(first, i)
		}
	}
	h.list(texts, nil)
	for {
		fmt.Fprintf(h.out, "Your choice (%s, or board, log, info, help, concede): ", numbers(len(texts)))
		text, err := h.in.Next(ctx)
		if errors.Is(err, ErrQuit) {
			fmt.Fprintln(h.out)
			return engine.Action{}, err
		}
		if err != nil {
			fmt.Fprintf(h.out, "%v. Type %s.\n", err, numbers(len(texts)))
			continue
		}
		if arg, ok := infoArg(text); ok {
			h.info(s, arg, legal, first)
			continue
		}
		r := h.answer(text, texts)
		switch r.kind {
		case answerOption:
			return legal[first[r.n]], nil
		case answerQuit:
			return engine.Action{}, fmt.Errorf("%w: quit", ErrQuit)
		case answerBoard:
			render.Board(h.out, s, h.seat)
			h.list(texts, nil)
		case answerLog:
			h.printLog()
		case answerConcede:
			fmt.Fprint(h.out, "Concede the game? Type yes to concede, anything else to go on: ")
			text, err := h.in.Next(ctx)
			if errors.Is(err, ErrQuit) {
				fmt.Fprintln(h.out)
				return engine.Action{}, err
			}
			if err == nil && isYes(text) {
				return engine.Action{Kind: engine.ActConcede, Player: uint8(h.seat)}, nil
			}
			fmt.Fprintln(h.out, "Not conceded.")
		case answerMatches:
			fmt.Fprintf(h.out, "%d options match %q:\n", len(r.matches), Echo(text))
			h.list(texts, r.matches)
		default:
			fmt.Fprintln(h.out, r.msg)
		}
	}
}

// list prints the options numbered (those of only, if not nil), at most
// MaxOptions of them.
func (h *Human) list(texts []string, only []int) {
	if only == nil {
		only = make([]int, len(texts))
		for i := range only {
			only[i] = i
		}
	}
	width := len(strconv.Itoa(len(texts)))
	for k, i := range only {
		if k == MaxOptions {
			fmt.Fprintf(h.out, "  ... and %d more: type part of a name to list the options that have it\n", len(only)-k)
			break
		}
		fmt.Fprintf(h.out, "  %*d. %s\n", width, i+1, texts[i])
	}
}

func (h *Human) printLog() {
	h.showNews() // nothing new can be there, but keep shown in step
	lines := strings.Split(strings.TrimRight(h.log.String(), "\n"), "\n")
	if len(lines) == 1 && lines[0] == "" {
		fmt.Fprintln(h.out, "Nothing has happened yet.")
		return
	}
	if len(lines) > logLines {
		fmt.Fprintf(h.out, "(the last %d lines of %d)\n", logLines, len(lines))
		lines = lines[len(lines)-logLines:]
	}
	fmt.Fprintln(h.out, strings.Join(lines, "\n"))
}

// Help is what the command help prints.
const Help = `Type the number of an option and press Enter to take it.
Type part of an option's text (a card's name) to take the only option that has
it, or to list the options that have it.
Commands:
  board    show the board again, with the options
  log      show the last lines of the game's log
  info N   (or ? N) describe the card of option N: its facts and abilities
  info X   (or ? X) describe the cards you can see whose name has X: in your
           hand, in play, in a discard pile, under a card
  help     show this help
  concede  concede the game (asks first)
  quit     leave the game without finishing it (as Ctrl-D or Ctrl-C do)
Leaving saves the record written so far when the game is recorded (--record).`

type answerKind int

const (
	answerBad answerKind = iota // msg says what was wrong
	answerOption
	answerBoard
	answerLog
	answerConcede
	answerQuit
	answerMatches
)

type answer struct {
	kind    answerKind
	n       int   // answerOption: the index of the option
	matches []int // answerMatches: the options whose text has the input
	msg     string
}

// answer reads one line of input against the options texts. Help is
// answered here (its message is the help).
func (h *Human) answer(text string, texts []string) answer {
	t := strings.TrimSpace(text)
	rangeMsg := fmt.Sprintf("type a number from 1 to %d, or help", len(texts))
	if len(texts) == 1 {
		rangeMsg = "type 1 to take the only option, or help"
	}
	if t == "" {
		return answer{msg: "The line is empty: " + rangeMsg + "."}
	}
	if allDigits(t) {
		n, err := strconv.Atoi(t)
		if err != nil || n < 1 || n > len(texts) {
			return answer{msg: fmt.Sprintf("There is no option %s: %s.", Echo(t), rangeMsg)}
		}
		return answer{kind: answerOption, n: n - 1}
	}
	switch strings.ToLower(t) {
	case "board", "b":
		return answer{kind: answerBoard}
	case "log", "l":
		return answer{kind: answerLog}
	case "help", "h", "?", "info":
		return answer{msg: Help}
	case "concede":
		return answer{kind: answerConcede}
	case "quit", "exit":
		return answer{kind: answerQuit}
	}
	if strings.HasPrefix(t, "-") && allDigits(t[1:]) {
		return answer{msg: fmt.Sprintf("There is no option %s: %s.", Echo(t), rangeMsg)}
	}
	low := strings.ToLower(t)
	var m []int
	for i, s := range texts { // "yes", "no": an option's first words
		if ls := strings.ToLower(s); ls == low || strings.HasPrefix(ls, low+",") || strings.HasPrefix(ls, low+":") {
			m = append(m, i)
		}
	}
	if len(m) == 1 {
		return answer{kind: answerOption, n: m[0]}
	}
	m = m[:0]
	if len([]rune(low)) >= 2 {
		for i, s := range texts {
			if strings.Contains(strings.ToLower(s), low) {
				m = append(m, i)
			}
		}
	}
	if len(m) == 1 {
		return answer{kind: answerOption, n: m[0]} // the only option that has the text
	}
	if len(m) > 1 {
		return answer{kind: answerMatches, matches: m}
	}
	return answer{msg: fmt.Sprintf("%q is neither an option's number nor a command: %s.", Echo(t), rangeMsg)}
}

func allDigits(t string) bool {
	if t == "" {
		return false
	}
	for _, r := range t {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

func isYes(t string) bool {
	switch strings.ToLower(strings.TrimSpace(t)) {
	case "y", "yes":
		return true
	}
	return false
}

// Echo makes input safe to show back: control and other unprintable
// characters become '?', and it is cut to 40 characters.
func Echo(t string) string {
	const max = 40
	var b strings.Builder
	n := 0
	for _, r := range t {
		if n == max {
			b.WriteString("...")
			break
		}
		if !unicode.IsPrint(r) {
			r = '?'
		}
		b.WriteRune(r)
		n++
	}
	return b.String()
}

// Option describes legal action a as an option for viewer, in the words of
// render.Action without the player ("plays Stitch - New Dog (2 ink)").
func Option(s *engine.State, a engine.Action, viewer int) string {
	t := render.Action(s, a, viewer)
	who := render.Player(viewer, a.Player)
	if rest, ok := strings.CutPrefix(t, who); ok {
		t = strings.TrimLeft(rest, " :")
	}
	return t
}

// numbers says which numbers answer n options: "1 to 7", or "1" alone.
func numbers(n int) string {
	if n == 1 {
		return "1"
	}
	return fmt.Sprintf("1 to %d", n)
}

// infoArg reads the commands "info X" and "? X": ok, and X.
func infoArg(text string) (string, bool) {
	t := strings.TrimSpace(text)
	for _, c := range []string{"info ", "? ", "?"} {
		if len(t) > len(c) && strings.EqualFold(t[:len(c)], c) {
			return strings.TrimSpace(t[len(c):]), true
		}
	}
	return "", false
}

// maxInfo is how many cards one "info" describes.
const maxInfo = 6

// info describes cards: the card of option arg (a number; first maps the
// options listed to legal), or the cards the seat can see whose name has
// arg, wherever they are.
func (h *Human) info(s *engine.State, arg string, legal []engine.Action, first []int) {
	if allDigits(arg) {
		n, err := strconv.Atoi(arg)
		if err != nil || n < 1 || n > len(first) {
			fmt.Fprintf(h.out, "There is no option %s: info takes an option's number (1 to %d) or part of a card's name.\n", Echo(arg), len(first))
			return
		}
		a := legal[first[n-1]]
		id := a.Card
		if !cardOK(s, id) || a.Kind == engine.ActChallenge {
			id = a.Target // "challenges X with Y": X is what the option is about
		}
		if a.Kind == engine.ActName {
			if defs := s.Game().Defs; int(a.N) >= 0 && int(a.N) < len(defs) {
				render.Describe(h.out, &defs[a.N], "the card named")
				return
			}
		}
		if !cardOK(s, id) || render.Name(s, h.seat, id) == "a hidden card" {
			fmt.Fprintf(h.out, "Option %d is about no card you can see: try info and part of a name.\n", n)
			return
		}
		h.describe(s, id)
		return
	}
	low := strings.ToLower(arg)
	var shown []engine.DefID
	for i := range s.Cards {
		id := engine.CardID(i)
		c := &s.Cards[i]
		if c.Zone != engine.ZoneHand && c.Zone != engine.ZonePlay && c.Zone != engine.ZoneDiscard && c.Zone != engine.ZoneUnder {
			continue
		}
		if render.Name(s, h.seat, id) == "a hidden card" || !strings.Contains(strings.ToLower(s.Def(id).FullName), low) {
			continue
		}
		if slices.Contains(shown, c.Def) {
			continue // one description a card, not one a copy
		}
		if len(shown) == maxInfo {
			fmt.Fprintf(h.out, "(more cards have %q: type more of the name)\n", Echo(arg))
			return
		}
		shown = append(shown, c.Def)
		h.describe(s, id)
	}
	if len(shown) == 0 {
		fmt.Fprintf(h.out, "No card you can see has %q in its name (hand, play, discard piles, under cards).\n", Echo(arg))
	}
}

func cardOK(s *engine.State, id engine.CardID) bool {
	return id != engine.NoCard && int(id) < len(s.Cards)
}

// describe writes card id's full description, saying where it is.
func (h *Human) describe(s *engine.State, id engine.CardID) {
	c := &s.Cards[id]
	where := "in " + c.Zone.String()
	switch c.Zone {
	case engine.ZoneHand:
		where = "in the hand"
	case engine.ZoneUnder:
		where = "under " + render.Name(s, h.seat, c.Under)
	}
	if int(c.Owner) == h.seat {
		where = "yours, " + where
	} else {
		where = render.Player(h.seat, c.Owner) + "'s, " + where
	}
	render.Describe(h.out, s.Def(id), where)
	if c.Zone == engine.ZonePlay {
		fmt.Fprintf(h.out, "  now: %s\n", render.CardLine(s, h.seat, id))
	}
}
