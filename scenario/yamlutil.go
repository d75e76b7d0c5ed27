package scenario

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"
)

// Helpers for reading scenario files from yaml.Node trees, so that every
// error can name the line it is about and unknown keys are caught.

// lineError is an error in the scenario file at a line.
type lineError struct {
	line int
	msg  string
}

func (e *lineError) Error() string {
	if e.line > 0 {
		return fmt.Sprintf("line %d: %s", e.line, e.msg)
	}
	return e.msg
}

func errAt(n *yaml.Node, format string, args ...any) error {
	line := 0
	if n != nil {
		line = n.Line
	}
	return &lineError{line: line, msg: fmt.Sprintf(format, args...)}
}

// deref follows aliases.
func deref(n *yaml.Node) *yaml.Node {
	for n != nil && n.Kind == yaml.AliasNode {
		n = n.Alias
	}
	return n
}

// pair is one key and value of a mapping.
type pair struct {
	key string
	k   *yaml.Node
	v   *yaml.Node
}

// pairs reads a mapping. allowed, when not nil, lists the keys it may hold;
// any other key is an error naming it. Duplicate keys are errors too.
func pairs(n *yaml.Node, what string, allowed []string) ([]pair, error) {
	n = deref(n)
	if n == nil || n.Kind != yaml.MappingNode {
		return nil, errAt(n, "%s must be a mapping (key: value)", what)
	}
	var out []pair
	seen := map[string]bool{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := deref(n.Content[i]), deref(n.Content[i+1])
		if k.Kind != yaml.ScalarNode {
			return nil, errAt(k, "%s: keys must be plain words", what)
		}
		if k.Value == "<<" {
			return nil, errAt(k, "%s: merge keys (<<) are not supported", what)
		}
		if allowed != nil && !contains(allowed, k.Value) {
			return nil, errAt(k, "unknown key %q in %s%s", k.Value, what, suggestKey(k.Value, allowed))
		}
		if seen[k.Value] {
			return nil, errAt(k, "duplicate key %q in %s", k.Value, what)
		}
		seen[k.Value] = true
		out = append(out, pair{key: k.Value, k: k, v: v})
	}
	return out, nil
}

func contains(l []string, s string) bool {
	for _, x := range l {
		if x == s {
			return true
		}
	}
	return false
}

// suggestKey returns " (did you mean "x"?)" for a close allowed key, or the
// list of allowed keys.
func suggestKey(key string, allowed []string) string {
	best, bestD := "", 3
	for _, a := range allowed {
		if d := distance(strings.ToLower(key), a); d < bestD {
			best, bestD = a, d
		}
	}
	if best != "" {
		return fmt.Sprintf("; did you mean %q?", best)
	}
	l := append([]string(nil), allowed...)
	sort.Strings(l)
	return " (expected one of: " + strings.Join(l, ", ") + ")"
}

// distance is the Levenshtein distance of two short strings.
func distance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			c := 1
			if ra[i-1] == rb[j-1] {
				c = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+c)
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}

func isNull(n *yaml.Node) bool {
	n = deref(n)
	return n == nil || (n.Kind == yaml.ScalarNode && n.Tag == "!!null")
}

// str reads a non-empty scalar.
func str(n *yaml.Node, what string) (string, error) {
	n = deref(n)
	if n == nil || n.Kind != yaml.ScalarNode || isNull(n) || strings.TrimSpace(n.Value) == "" {
		return "", errAt(n, "%s must be a name or a word", what)
	}
	return n.Value, nil
}

// integer reads a whole number.
func integer(n *yaml.Node, what string) (int, error) {
	n = deref(n)
	if n != nil && n.Kind == yaml.ScalarNode && (n.Tag == "!!int" || n.Tag == "!!str") {
		if v, err := strconv.Atoi(strings.TrimPrefix(strings.TrimSpace(n.Value), "+")); err == nil {
			return v, nil
		}
	}
	return 0, errAt(n, "%s must be a whole number", what)
}

// count reads a whole number that is not negative.
func count(n *yaml.Node, what string) (int, error) {
	v, err := integer(n, what)
	if err == nil && v < 0 {
		err = errAt(n, "%s must not be negative", what)
	}
	return v, err
}

// boolean reads true/false (yes/no accepted).
func boolean(n *yaml.Node, what string) (bool, error) {
	n = deref(n)
	if n != nil && n.Kind == yaml.ScalarNode {
		switch strings.ToLower(n.Value) {
		case "true", "yes":
			return true, nil
		case "false", "no":
			return false, nil
		}
	}
	return false, errAt(n, "%s must be true or false", what)
}

// seq reads a sequence.
func seq(n *yaml.Node, what string) ([]*yaml.Node, error) {
	n = deref(n)
	if n == nil || n.Kind != yaml.SequenceNode {
		return nil, errAt(n, "%s must be a list [...]", what)
	}
	out := make([]*yaml.Node, len(n.Content))
	for i, c := range n.Content {
		out[i] = deref(c)
	}
	return out, nil
}

// player reads p1..p4 as 0..3.
func player(s string) (int, bool) {
	if len(s) == 2 && s[0] == 'p' && s[1] >= '1' && s[1] <= '4' {
		return int(s[1] - '1'), true
	}
	return 0, false
}

// playerOrNone reads p1..p4 or none (-1).
func playerOrNone(n *yaml.Node, what string) (int, error) {
	if isNull(n) {
		return -1, nil
	}
	s, err := str(n, what)
	if err != nil {
		return 0, err
	}
	if s == "none" {
		return -1, nil
	}
	if p, ok := player(s); ok {
		return p, nil
	}
	return 0, errAt(n, "%s must be p1, p2, p3, p4 or none, not %q", what, s)
}
