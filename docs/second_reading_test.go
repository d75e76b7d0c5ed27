package docs

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// secondReadingHeader is the header row of the README's table of the
// second reading (issue 26), one row a set and a total.
const secondReadingHeader = "| set | files read | cases | translated | passed first time | engine defects found | scenarios still failing | peer misreadings |"

// ledgerTotals matches the figures of a ledger's totals line
// (docs/second-reading/set-NNN.md), e.g. "211 of 211 files read; 464 cases;
// 87 facts only; 375 translated; 368 passed first time; 0 engine defects;
// 6 peer misreadings".
var ledgerTotals = map[string]*regexp.Regexp{
	"files":       regexp.MustCompile(`(\d+) of \d+ files read`),
	"cases":       regexp.MustCompile(`(\d+) cases`),
	"translated":  regexp.MustCompile(`(\d+) translated`),
	"passed":      regexp.MustCompile(`(\d+) passed first time`),
	"defects":     regexp.MustCompile(`(\d+) engine defects?`),
	"misreadings": regexp.MustCompile(`(\d+) peer misreadings?`),
}

// secondReadingColumns is the order of the figures in a row.
var secondReadingColumns = []string{"files", "cases", "translated", "passed", "defects", "failing", "misreadings"}

// secondReadingTable builds the README's table from the ledgers' totals
// lines and the scenarios still parked in scenario/second-reading-failing.
func secondReadingTable(t *testing.T) string {
	t.Helper()
	ledgers, err := filepath.Glob(filepath.Join("second-reading", "set-*.md"))
	if err != nil || len(ledgers) == 0 {
		t.Fatalf("no ledgers in docs/second-reading (%v)", err)
	}
	var b strings.Builder
	b.WriteString(secondReadingHeader + "\n| --- | --- | --- | --- | --- | --- | --- | --- |\n")
	total := map[string]int{}
	var first, last int
	for _, ledger := range ledgers { // sorted by Glob: set-001 ... set-012
		set := strings.TrimSuffix(strings.TrimPrefix(filepath.Base(ledger), "set-"), ".md")
		body, err := os.ReadFile(ledger)
		if err != nil {
			t.Fatal(err)
		}
		line := ""
		for _, l := range strings.Split(string(body), "\n") {
			if strings.Contains(l, "Totals") {
				line = l
				break
			}
		}
		if line == "" {
			t.Fatalf("%s: no totals line", ledger)
		}
		row := map[string]int{}
		for name, re := range ledgerTotals {
			m := re.FindStringSubmatch(line)
			if m == nil {
				t.Fatalf("%s: the totals line gives no %s: %s", ledger, name, line)
			}
			row[name], _ = strconv.Atoi(m[1])
		}
		parked, err := filepath.Glob(filepath.Join(root, "scenario", "second-reading-failing", set, "*.yaml"))
		if err != nil {
			t.Fatal(err)
		}
		row["failing"] = len(parked)
		n, _ := strconv.Atoi(set)
		if first == 0 {
			first = n
		}
		last = n
		fmt.Fprintf(&b, "| %d |", n)
		for _, c := range secondReadingColumns {
			fmt.Fprintf(&b, " %s |", thousands(row[c]))
			total[c] += row[c]
		}
		b.WriteString("\n")
	}
	fmt.Fprintf(&b, "| %d–%d |", first, last)
	for _, c := range secondReadingColumns {
		fmt.Fprintf(&b, " %s |", thousands(total[c]))
	}
	b.WriteString("\n")
	return b.String()
}

// thousands writes n with commas between groups of three digits.
func thousands(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// TestReadmeSecondReadingTable: the README's table of the second reading
// gives what the ledgers' totals lines and the parked scenarios say. On a
// mismatch it prints the table to paste into the README.
func TestReadmeSecondReadingTable(t *testing.T) {
	want := secondReadingTable(t)
	b, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	readme := string(b)
	i := strings.Index(readme, secondReadingHeader)
	if i < 0 {
		t.Fatalf("README.md has no table headed %q; it should be:\n%s", secondReadingHeader, want)
	}
	got := readme[i:]
	if j := strings.Index(got, "\n\n"); j >= 0 {
		got = got[:j+1]
	}
	if got != want {
		t.Errorf("README.md's second-reading table is out of date; from the ledgers it is:\n%s", want)
	}
}

func TestThousands(t *testing.T) {
	for n, want := range map[int]string{0: "0", 999: "999", 1000: "1,000", 7098: "7,098", 1234567: "1,234,567"} {
		if got := thousands(n); got != want {
			t.Errorf("thousands(%d) = %q, want %q", n, got, want)
		}
	}
}
