package build

import (
	"reflect"
	"testing"

	"github.com/lorcana-rl/lorcana/cards/internal/schema"
)

// The lines below are made-up text in the shape of a text box; no printed
// card text is copied into the project.

func TestParseKeywordLine(t *testing.T) {
	tests := []struct {
		line string
		want []textKeyword
		pure bool
	}{
		{"<Evasive> (reminder.)", []textKeyword{{Name: "Evasive"}}, true},
		{"<Evasive>", []textKeyword{{Name: "Evasive"}}, true},
		{"<Bodyguard>, <Support> (reminder.)", []textKeyword{{Name: "Bodyguard"}, {Name: "Support"}}, true},
		{"<Challenger> +3 (reminder.)", []textKeyword{{Name: "Challenger", Value: 3, HasValue: true}}, true},
		{"<Resist> +1 (reminder.)", []textKeyword{{Name: "Resist", Value: 1, HasValue: true}}, true},
		{"<Singer> 6 (reminder.)", []textKeyword{{Name: "Singer", Value: 6, HasValue: true}}, true},
		{"<Boost> 2 {I} (reminder.)", []textKeyword{{Name: "Boost", Value: 2, HasValue: true}}, true},
		{"<Sing Together> 9 (reminder.)Effect text.", []textKeyword{{Name: "Sing Together", Value: 9, HasValue: true}}, false},
		{"<Shift> 5 {I} (reminder.)", []textKeyword{{Name: "Shift", Value: 5, HasValue: true,
			Shift: &schema.Shift{Kind: schema.ShiftName, Cost: 5}}}, true},
		{"<Shift> 2", []textKeyword{{Name: "Shift", Value: 2, HasValue: true,
			Shift: &schema.Shift{Kind: schema.ShiftName, Cost: 2}}}, true},
		{"<Puppy <Shift>> 3 (reminder.)", []textKeyword{{Name: "Shift", Value: 3, HasValue: true,
			Shift: &schema.Shift{Kind: schema.ShiftClassification, Cost: 3, Class: "Puppy"}}}, true},
		{"<Universal <Shift>> 4 (reminder.)", []textKeyword{{Name: "Shift", Value: 4, HasValue: true,
			Shift: &schema.Shift{Kind: schema.ShiftUniversal, Cost: 4}}}, true},
		{"<Shift: Discard a song card> (reminder.)", []textKeyword{{Name: "Shift",
			Shift: &schema.Shift{Kind: schema.ShiftDiscard, Discard: &schema.Discard{Count: 1, Type: "action", Song: true}}}}, true},
		{"<Shift: Discard 2 cards> (reminder.)(another.)", []textKeyword{{Name: "Shift",
			Shift: &schema.Shift{Kind: schema.ShiftDiscard, Discard: &schema.Discard{Count: 2}}}}, true},
		{"(reminder only.)", nil, true},
		{"<Shift> a card from somewhere.", nil, false},
		{"STORY NAME Your things gain <Rush>.", nil, false},
		{"Effect that mentions <Evasive>.", nil, false},
	}
	for _, tt := range tests {
		got, err := parseKeywordLine(tt.line)
		if err != nil {
			t.Errorf("%q: %v", tt.line, err)
			continue
		}
		if !reflect.DeepEqual(got.Keywords, tt.want) || got.Pure != tt.pure {
			t.Errorf("%q: got %+v pure=%v, want %+v pure=%v", tt.line, got.Keywords, got.Pure, tt.want, tt.pure)
		}
	}
	for _, bad := range []string{"<Flying> (reminder.)", "<Shift: Pay a toll> (reminder.)", "<Evasive> (unclosed"} {
		if _, err := parseKeywordLine(bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}

func TestParseDiscard(t *testing.T) {
	tests := map[string]schema.Discard{
		"Discard an action card":   {Count: 1, Type: "action"},
		"Discard a song card":      {Count: 1, Type: "action", Song: true},
		"Discard 2 cards":          {Count: 2},
		"Discard a character card": {Count: 1, Type: "character"},
		"Discard an item card":     {Count: 1, Type: "item"},
		"Discard a location card":  {Count: 1, Type: "location"},
	}
	for in, want := range tests {
		got, err := parseDiscard(in)
		if err != nil || *got != want {
			t.Errorf("parseDiscard(%q) = %+v, %v; want %+v", in, got, err, want)
		}
	}
}

func TestStoryNameOf(t *testing.T) {
	tests := map[string]string{
		"STORY NAME Effect text.":         "STORY NAME",
		"WHAT'S THIS? Effect text.":       "WHAT'S THIS?",
		"I SAY SO! Effect text.":          "I SAY SO!",
		"TOLL 2 {I} - Effect text.":       "TOLL",
		"NAME {E} \u2014 Effect text.":    "NAME",
		"Your things get +1.":             "",
		"\u2022 Option text.":             "",
		"(A reminder in parentheses.)":    "",
		"ALL CAPS NAME ONLY":              "ALL CAPS NAME ONLY",
		"COUNT 3 - Effect with a number.": "COUNT",
	}
	for in, want := range tests {
		if got := storyNameOf(in); got != want {
			t.Errorf("storyNameOf(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestChoosePrinting(t *testing.T) {
	g := []*rawCard{
		{Set: "P1", Number: 3},
		{Set: "2", Number: 50},
		{Set: "9", Number: 220},
		{Set: "10", Number: 7},
		{Set: "10", Number: 5},
		{Set: "D23", Number: 1},
	}
	if got, _ := choosePrinting(g); got != g[4] {
		t.Errorf("chose %s, want 10/5", got.code())
	}
	promo := []*rawCard{{Set: "P2", Number: 9}, {Set: "C1", Number: 1}}
	if got, _ := choosePrinting(promo); got != promo[0] {
		t.Errorf("chose %s, want the first printing", got.code())
	}
}
