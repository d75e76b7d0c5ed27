package engine

import "fmt"

// illegal explains why something is not allowed: the rule and the reason.
// The zero value means it is allowed. It is a value, so checking legality
// allocates nothing.
type illegal struct {
	Rule string
	Why  string
}

func (i illegal) ok() bool { return i.Rule == "" }

var allowed illegal

// IllegalError is the error Apply returns for an illegal action or answer.
// The state is left untouched.
type IllegalError struct {
	Action Action
	Rule   string // the rule that forbids it, e.g. "4.2.3"
	Reason string
}

func (e *IllegalError) Error() string {
	if e.Rule == "" {
		return fmt.Sprintf("illegal %s: %s", e.Action.Kind, e.Reason)
	}
	return fmt.Sprintf("illegal %s (rule %s): %s", e.Action.Kind, e.Rule, e.Reason)
}
