package human

import (
	"bytes"
	"context"
	"errors"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/decks"
	"github.com/lorcana-rl/lorcana/engine"
)

// newState starts a game of the reference decks and plays it with the
// first legal action until seat must take a turn action.
func newState(t *testing.T) *engine.State {
	t.Helper()
	defs := cards.MustCatalog()
	ix, err := cards.NewIndex(defs)
	if err != nil {
		t.Fatal(err)
	}
	n1, n2 := decks.Default()
	var ds [][]engine.DefID
	for _, n := range []string{n1, n2} {
		d, err := decks.Load(n, ix)
		if err != nil {
			t.Fatal(err)
		}
		ds = append(ds, d.IDs())
	}
	g, err := engine.NewGame(defs, engine.Config{Players: 2, StartingPlayer: 0, Log: true, Decks: ds})
	if err != nil {
		t.Fatal(err)
	}
	s := g.NewState(7)
	for i := 0; s.Pending().Kind != engine.DecTurn; i++ {
		if i > 100 {
			t.Fatal("no turn decision after 100 answers")
		}
		if err := s.Apply(s.Legal(nil)[0]); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

func TestAnswer(t *testing.T) {
	texts := []string{"inks Stitch - New Dog", "plays Stitch - New Dog (1 ink)", "plays Mickey Mouse - True Friend (3 ink)", "ends the turn"}
	h := &Human{}
	tests := []struct {
		in      string
		kind    answerKind
		n       int
		matches []int
		msg     string // a part of the message
	}{
		{in: "2", kind: answerOption, n: 1},
		{in: "  4 ", kind: answerOption, n: 3},
		{in: "", msg: "The line is empty: type a number from 1 to 4"},
		{in: "   ", msg: "The line is empty"},
		{in: "0", msg: "There is no option 0: type a number from 1 to 4"},
		{in: "5", msg: "There is no option 5"},
		{in: "-1", msg: "There is no option -1"},
		{in: "99999999999999999999999", msg: "There is no option 99999999999999999999999"},
		{in: "board", kind: answerBoard},
		{in: "BOARD", kind: answerBoard},
		{in: "log", kind: answerLog},
		{in: "help", msg: "concede the game"},
		{in: "?", msg: "Type the number of an option"},
		{in: "concede", kind: answerConcede},
		{in: "quit", kind: answerQuit},
		{in: "stitch", kind: answerMatches, matches: []int{0, 1}},
		{in: "mickey", kind: answerOption, n: 2}, // the only option that has it
		{in: "x", msg: "\"x\" is neither an option's number nor a command"},
		{in: "hello", msg: "\"hello\" is neither"},
		{in: "1.5", msg: "\"1.5\" is neither"},
		{in: "bad\x1b[2Jinput", msg: "\"bad?[2Jinput\""},
		{in: strings.Repeat("z", 100), msg: strings.Repeat("z", 40) + "...\""},
	}
	for _, tc := range tests {
		r := h.answer(tc.in, texts)
		if r.kind != tc.kind {
			t.Errorf("%q: kind %d, want %d (%s)", tc.in, r.kind, tc.kind, r.msg)
			continue
		}
		if r.kind == answerOption && r.n != tc.n {
			t.Errorf("%q: option %d, want %d", tc.in, r.n, tc.n)
		}
		if tc.matches != nil && !equal(r.matches, tc.matches) {
			t.Errorf("%q: matches %v, want %v", tc.in, r.matches, tc.matches)
		}
		if !strings.Contains(r.msg, tc.msg) {
			t.Errorf("%q: message %q, want it to contain %q", tc.in, r.msg, tc.msg)
		}
		if strings.ContainsRune(r.msg, 0x1b) {
			t.Errorf("%q: the message echoes a control character: %q", tc.in, r.msg)
		}
	}
	if r := h.answer("", texts[:1]); !strings.Contains(r.msg, "type 1 to take the only option") {
		t.Errorf("one option: %q", r.msg)
	}
}

func equal(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// ask runs Ask on s with input typed; it returns the result and the output.
func ask(t *testing.T, ctx context.Context, s *engine.State, input io.Reader) (engine.Action, error, string) {
	t.Helper()
	var out bytes.Buffer
	h := New(int(s.Pending().Player), NewInput(input), &out)
	a, err := h.Ask(ctx, s, s.Legal(nil))
	return a, err, out.String()
}

func TestAskReasksOnBadInput(t *testing.T) {
	s := newState(t)
	legal := s.Legal(nil)
	if len(legal) < 2 {
		t.Fatalf("want at least two options, have %d", len(legal))
	}
	input := "\nfoo\n0\n999\n" + strings.Repeat("x", MaxLine+10) + "\nhelp\nboard\nlog\nconcede\nno\n2\n"
	a, err, out := ask(t, context.Background(), s, strings.NewReader(input))
	if err != nil {
		t.Fatalf("Ask: %v\n%s", err, out)
	}
	if a != legal[1] {
		t.Errorf("chose %v, want option 2 %v", a, legal[1])
	}
	for _, want := range []string{
		"to act: player 1 (you): a turn action",
		"  1. " + Option(s, legal[0], 0),
		"The line is empty",
		"\"foo\" is neither an option's number nor a command",
		"There is no option 0",
		"There is no option 999",
		"the line is longer than 1024 characters",
		"concede the game (asks first)",
		"Concede the game?",
		"Not conceded.",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the output has no %q:\n%s", want, out)
		}
	}
	if got := strings.Count(out, "Your choice"); got != 10 {
		t.Errorf("asked %d times, want 10 (once a line, not for the answer to the concession question)", got)
	}
}

func TestAskConcede(t *testing.T) {
	s := newState(t)
	a, err, out := ask(t, context.Background(), s, strings.NewReader("concede\nyes\n"))
	if err != nil {
		t.Fatalf("Ask: %v\n%s", err, out)
	}
	if a.Kind != engine.ActConcede || a.Player != s.Pending().Player {
		t.Errorf("got %v, want player 1's concession", a)
	}
	if err := s.Apply(a); err != nil || s.Winner != 1 {
		t.Errorf("applying the concession: %v, winner %d", err, s.Winner)
	}
}

func TestAskQuits(t *testing.T) {
	s := newState(t)
	blocked, w := io.Pipe()
	defer w.Close()
	cancelled, cancel := context.WithCancel(context.Background())
	time.AfterFunc(50*time.Millisecond, cancel)
	tests := []struct {
		name  string
		ctx   context.Context
		input io.Reader
		cause string
	}{
		{"end of input", context.Background(), strings.NewReader(""), "Ctrl-D"},
		{"end after bad lines", context.Background(), strings.NewReader("x\n\n"), "Ctrl-D"},
		{"end while conceding", context.Background(), strings.NewReader("concede\n"), "Ctrl-D"},
		{"quit", context.Background(), strings.NewReader("quit\n"), "quit"},
		{"cancelled while waiting", cancelled, blocked, "context canceled"},
	}
	for _, tc := range tests {
		a, err, out := ask(t, tc.ctx, s, tc.input)
		if !errors.Is(err, ErrQuit) || !strings.Contains(err.Error(), tc.cause) {
			t.Errorf("%s: got %v, %v; want ErrQuit (%s)\n%s", tc.name, a, err, tc.cause, out)
		}
	}
}

func TestInputLastLineWithoutEnd(t *testing.T) {
	in := NewInput(strings.NewReader("1\r\n2"))
	for _, want := range []string{"1", "2"} {
		got, err := in.Next(context.Background())
		if err != nil || got != want {
			t.Fatalf("got %q, %v; want %q", got, err, want)
		}
	}
	for range 2 {
		if _, err := in.Next(context.Background()); !errors.Is(err, ErrQuit) {
			t.Fatalf("after the end: %v, want ErrQuit", err)
		}
	}
}

func TestOptionWords(t *testing.T) {
	s := newState(t)
	for _, a := range s.Legal(nil) {
		o := Option(s, a, 0)
		if o == "" || strings.HasPrefix(o, "player") || strings.HasPrefix(o, ":") {
			t.Errorf("%v: option text %q", a, o)
		}
	}
	if o := Option(s, engine.Action{Kind: engine.ActEndTurn}, 0); o != "ends the turn" {
		t.Errorf("end turn: %q", o)
	}
	if o := Option(s, engine.Action{Kind: engine.ActYes}, 0); o != "yes" {
		t.Errorf("yes: %q", o)
	}
}

// twoCopies is player 1's main phase with two copies of Mickey Mouse - True
// Friend in hand, and Stitch - New Dog in play.
func twoCopies(t *testing.T) *engine.State {
	t.Helper()
	defs := cards.MustCatalog()
	ix, err := cards.NewIndex(defs)
	if err != nil {
		t.Fatal(err)
	}
	id := ix.MustLookup
	g, err := engine.NewGame(defs, engine.Config{Players: 2, Decks: [][]engine.DefID{nil, nil}})
	if err != nil {
		t.Fatal(err)
	}
	s := g.EmptyState(1)
	s.AddCard(0, id("Mickey Mouse - True Friend"), engine.ZoneHand)
	s.AddCard(0, id("Mickey Mouse - True Friend"), engine.ZoneHand)
	if _, err := s.PlaceInPlay(0, id("Stitch - New Dog"), engine.Placement{}); err != nil {
		t.Fatal(err)
	}
	for p := uint8(0); p < 2; p++ {
		s.SetInk(p, id("Develop Your Brain"), 1, 0)
		s.AddCard(p, id("Pumbaa - Friendly Warthog"), engine.ZoneDeck)
	}
	s.Begin(0, false, false)
	return s
}

func TestAskMergesIdenticalOptions(t *testing.T) {
	s := twoCopies(t)
	legal := s.Legal(nil)
	_, err, out := ask(t, context.Background(), s, strings.NewReader("quit\n"))
	if !errors.Is(err, ErrQuit) {
		t.Fatal(err)
	}
	inks := 0
	for _, a := range legal {
		if a.Kind == engine.ActInk {
			inks++
		}
	}
	if inks != 2 {
		t.Fatalf("%d ink actions, want one a copy", inks)
	}
	if n := strings.Count(out, ". inks Mickey Mouse - True Friend\n"); n != 1 {
		t.Errorf("the two copies' ink options are listed %d times, want once:\n%s", n, out)
	}
}

func TestAskInfo(t *testing.T) {
	s := twoCopies(t)
	input := "? 1\ninfo stitch\n?mickey\ninfo zzzz\ninfo 99\nends\n"
	a, err, out := ask(t, context.Background(), s, strings.NewReader(input))
	if err != nil {
		t.Fatalf("Ask: %v\n%s", err, out)
	}
	if a.Kind != engine.ActEndTurn {
		t.Errorf("\"ends\" (the only option that has it) chose %v, want the end of the turn", a)
	}
	for _, want := range []string{
		"Mickey Mouse - True Friend (yours, in the hand; character, cost 3, inkable; S3 W3 L2",
		"Stitch - New Dog (yours, in play; character, cost 1",
		"  now: Stitch - New Dog  S2 W2 L1",
		"No card you can see has \"zzzz\"",
		"There is no option 99",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the output has no %q:\n%s", want, out)
		}
	}
	if n := strings.Count(out, "Mickey Mouse - True Friend (yours, in the hand;"); n != 2 {
		t.Errorf("Mickey described %d times, want twice (once for ? 1, once for ?mickey: one a card, not a copy)", n)
	}
}

func TestPromptWithOneOption(t *testing.T) {
	texts := []string{"yes, it enters play exerted", "no, it enters play ready"}
	h := &Human{}
	if r := h.answer("no", texts); r.kind != answerOption || r.n != 1 {
		t.Errorf("\"no\": %+v, want option 2", r)
	}
	if r := h.answer("yes", texts); r.kind != answerOption || r.n != 0 {
		t.Errorf("\"yes\": %+v, want option 1", r)
	}
	if got := numbers(1); got != "1" {
		t.Errorf("one option reads %q", got)
	}
}
