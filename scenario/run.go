package scenario

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime/debug"
	"slices"
	"strings"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
)

// Failure is a scenario that did not pass: where, and what was expected
// against what happened.
type Failure struct {
	File     string
	Scenario string
	Step     int // the step that failed, from 1; 0 for the setup
	Line     int // the line of the step (or of the problem in it)
	Msg      string
}

func (f *Failure) Error() string {
	loc := f.File
	if f.Line > 0 {
		loc = fmt.Sprintf("%s:%d", f.File, f.Line)
	}
	where := "setup"
	if f.Step > 0 {
		where = fmt.Sprintf("step %d", f.Step)
	}
	return fmt.Sprintf("%s: %q: %s: %s", loc, f.Scenario, where, f.Msg)
}

// Run plays the scenario against the card definitions (as cards.Catalog
// returns them) and name index (nil: one is built from defs). It returns
// nil when every step and expectation holds, and otherwise a *Failure (or
// an error about defs themselves). It never panics: a panic in the engine is
// reported as a Failure.
func (sc *Scenario) Run(defs []engine.CardDef, ix *cards.Index) error {
	e, err := newEnv(defs, ix)
	if err != nil {
		return err
	}
	return e.run(sc)
}

func (e *env) run(sc *Scenario) (err error) {
	r := &runner{env: e, sc: sc}
	stepNo, line := 0, sc.setup.line
	fail := func(err error) *Failure {
		f := &Failure{File: sc.File, Scenario: sc.Name, Step: stepNo, Line: line, Msg: err.Error()}
		var le *lineError
		if errors.As(err, &le) {
			if le.line > 0 {
				f.Line = le.line
			}
			f.Msg = le.msg
		}
		return f
	}
	defer func() {
		if v := recover(); v != nil {
			err = fail(fmt.Errorf("panic: %v (at %s)", v, panicFrame(debug.Stack())))
		}
	}()
	if err := r.build(); err != nil {
		return fail(err)
	}
	for i, st := range sc.steps {
		stepNo, line = i+1, st.line
		switch st.kind {
		case stExpect:
			bad, err := r.check(st.expect)
			if err != nil {
				return fail(err)
			}
			if len(bad) > 0 {
				return fail(errors.New(strings.Join(bad, "; ")))
			}
		case stIllegal:
			orig := r.st.Clone()
			r.guard = true
			err := r.do(st.inner)
			r.guard = false
			var rf *refused
			switch {
			case err == nil:
				return fail(fmt.Errorf("expected %s to be refused, but it was accepted", st.inner.kind))
			case !errors.As(err, &rf):
				return fail(err)
			case rf.changed != "":
				return fail(fmt.Errorf("%s was refused (%v), but the refusal changed the state: %s", st.inner.kind, rf.err, rf.changed))
			}
			r.st = orig // undo any answers given before the refused one
		default:
			if err := r.do(st); err != nil {
				var rf *refused
				if errors.As(err, &rf) {
					return fail(fmt.Errorf("%s: expected it to be accepted, but it was %v", st.kind, err))
				}
				return fail(err)
			}
		}
	}
	return nil
}

// panicFrame finds the function and line that panicked in a stack trace.
func panicFrame(stack []byte) string {
	lines := strings.Split(string(stack), "\n")
	start := 0
	for i, l := range lines {
		if strings.HasPrefix(l, "panic(") {
			start = i + 2
			break
		}
	}
	for i := start; i+1 < len(lines); i++ {
		l := lines[i]
		if l == "" || strings.HasPrefix(l, "\t") || strings.HasPrefix(l, "runtime.") || strings.HasPrefix(l, "panic(") {
			continue
		}
		fn := l
		if j := strings.LastIndexByte(fn, '('); j > 0 {
			fn = fn[:j]
		}
		loc := strings.TrimSpace(lines[i+1])
		if j := strings.LastIndex(loc, " +0x"); j > 0 {
			loc = loc[:j]
		}
		return fn + " " + filepath.Base(filepath.Dir(loc)) + "/" + filepath.Base(loc)
	}
	return "unknown"
}

// Run runs every scenario in the given files and folders (recursively,
// *.yaml and *.yml, in sorted order) against the card catalogue. It writes
// one line per failing scenario to w, then "N passed, N failed". A file that
// cannot be read or parsed counts as a failure (one per unreadable
// scenario); err is for problems with paths or the catalogue.
func Run(paths []string, w io.Writer) (passed, failed int, err error) {
	files, err := collect(paths)
	if err != nil {
		return 0, 0, err
	}
	defs, err := cards.Catalog()
	if err != nil {
		return 0, 0, err
	}
	e, err := newEnv(defs, nil)
	if err != nil {
		return 0, 0, err
	}
	for _, f := range files {
		p, n := e.runFile(f, w)
		passed += p
		failed += n
	}
	fmt.Fprintf(w, "%d passed, %d failed\n", passed, failed)
	return passed, failed, nil
}

// runFile runs the scenarios of one file.
func (e *env) runFile(file string, w io.Writer) (passed, failed int) {
	report := func(err error) {
		failed++
		fmt.Fprintln(w, "FAIL "+oneLine(err.Error()))
	}
	data, err := os.ReadFile(file)
	if err != nil {
		report(err)
		return
	}
	scs, err := Parse(bytes.NewReader(data), file)
	var pe ParseErrors
	if errors.As(err, &pe) {
		for _, x := range pe {
			report(x)
		}
	} else if err != nil {
		report(err)
	}
	for i := range scs {
		if err := e.run(&scs[i]); err != nil {
			report(err)
		} else {
			passed++
		}
	}
	return passed, failed
}

func oneLine(s string) string {
	return strings.Join(strings.Fields(strings.ReplaceAll(s, "\n", " ")), " ")
}

// collect lists the scenario files under the given paths.
func collect(paths []string) ([]string, error) {
	var files []string
	for _, p := range paths {
		info, err := os.Stat(p)
		if err != nil {
			return nil, err
		}
		if !info.IsDir() {
			files = append(files, p)
			continue
		}
		var found []string
		err = filepath.WalkDir(p, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if !d.IsDir() && (strings.HasSuffix(path, ".yaml") || strings.HasSuffix(path, ".yml")) {
				found = append(found, path)
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
		slices.Sort(found)
		files = append(files, found...)
	}
	return files, nil
}
