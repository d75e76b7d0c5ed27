package limited

import (
	"errors"
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/engine"
)

// lastDrafter picks the last card of the pack (a registered kind for the test).
type lastDrafter struct{}

func (lastDrafter) Choose(o *Observation) int { return len(o.Pack) - 1 }

func TestRegisterDrafter(t *testing.T) {
	var gotArg string
	RegisterDrafter("test-last", "test-last[:ARG]", func(arg string, _ []engine.CardDef, _ uint64) (Drafter, error) {
		gotArg = arg
		if arg == "bad" {
			return nil, errors.New("no such thing")
		}
		return lastDrafter{}, nil
	})
	for _, tc := range []struct {
		name, arg, err string
	}{
		{"test-last", "", ""},
		{" test-last: x ", "x", ""},
		{"test-last:bad", "bad", `drafter "test-last:bad": no such thing`},
		{"test-lastx", "", `unknown drafter "test-lastx" (known: heuristic, `},
	} {
		gotArg = ""
		d, err := NewDrafter(tc.name, nil, 1)
		switch {
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("%q: error %v, want %q", tc.name, err, tc.err)
		case tc.err == "" && err != nil:
			t.Errorf("%q: %v", tc.name, err)
		case tc.err == "" && (d != lastDrafter{} || gotArg != tc.arg):
			t.Errorf("%q: drafter %T with argument %q, want the registered one with %q", tc.name, d, gotArg, tc.arg)
		}
	}
	if !strings.HasSuffix(strings.Join(DrafterNames, ","), ",test-last[:ARG]") {
		t.Errorf("DrafterNames %v does not end with the registered kind", DrafterNames)
	}
	for _, kind := range []string{"test-last", "heuristic"} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("registering %q again did not panic", kind)
				}
			}()
			RegisterDrafter(kind, kind, nil)
		}()
	}
}
