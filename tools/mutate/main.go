package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/schollz/progressbar/v3"
)

// builder is one exported function or method of the ability language.
type builder struct {
	Name string `json:"name"` // Name or Receiver.Name
	File string `json:"file"`
	decl *ast.FuncDecl
	src  []byte
}

// result is what one mutant did to the scenarios.
type result struct {
	Builder  string `json:"builder"`
	File     string `json:"file"`
	Mutation string `json:"mutation"`
	Outcome  string `json:"outcome"` // killed, survived, build-failed, skipped
	Detail   string `json:"detail"`  // e.g. "12 scenarios failed" or the load error
}

func main() {
	since := flag.String("since", "", "only builders that did not exist at this git revision")
	only := flag.String("only", "", "comma-separated builder names (Name or Receiver.Name)")
	asJSON := flag.Bool("json", false, "print the results as JSON")
	timeout := flag.Duration("timeout", 5*time.Minute, "limit for one mutant's scenario run")
	flag.Parse()
	if err := run(*since, *only, *asJSON, *timeout); err != nil {
		fmt.Fprintln(os.Stderr, "mutate:", err)
		os.Exit(1)
	}
}

func run(since, only string, asJSON bool, timeout time.Duration) error {
	if _, err := os.Stat("engine"); err != nil {
		return errors.New("run it from the module root (no engine/ folder here)")
	}
	all, err := builders("engine")
	if err != nil {
		return err
	}
	todo := all
	if since != "" {
		old, err := namesAt(since)
		if err != nil {
			return err
		}
		todo = slices.DeleteFunc(slices.Clone(all), func(b builder) bool { return old[b.Name] })
	}
	if only != "" {
		want := map[string]bool{}
		for _, n := range strings.Split(only, ",") {
			want[strings.TrimSpace(n)] = true
		}
		todo = slices.DeleteFunc(slices.Clone(todo), func(b builder) bool { return !want[b.Name] })
	}
	if len(todo) == 0 {
		return errors.New("no builder to mutate")
	}
	tmp, err := os.MkdirTemp("", "mutate")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	// One build holds every mutant, each switched on by LORCANA_MUTANT=k.
	bin, results, err := buildMutants(todo, tmp)
	if err != nil {
		return err
	}
	bar := progressbar.NewOptions(len(todo), progressbar.OptionSetDescription("mutants"),
		progressbar.OptionSetWriter(os.Stderr), progressbar.OptionShowCount())
	if err := check(bin, "0", timeout); err != "" {
		return fmt.Errorf("the build with no mutant switched on fails its scenarios: %s", err)
	}
	if err := goTests(bin, "0", timeout); err != "" {
		return fmt.Errorf("the build with no mutant switched on fails the engine's tests: %s", err)
	}
	for k := range results {
		if results[k].Outcome == "" {
			results[k] = runMutant(results[k], bin, k+1, timeout)
		}
		bar.Add(1)
	}
	fmt.Fprintln(os.Stderr)
	if asJSON {
		enc := json.NewEncoder(os.Stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(results)
	}
	counts := map[string]int{}
	fmt.Println("| builder | mutation | outcome | detail |")
	fmt.Println("| --- | --- | --- | --- |")
	for _, r := range results {
		counts[r.Outcome]++
		fmt.Printf("| `%s` | %s | %s | %s |\n", r.Builder, r.Mutation, r.Outcome, r.Detail)
	}
	fmt.Printf("\n%d mutants: %d killed, %d survived, %d build-failed, %d skipped\n", len(results),
		counts["killed"], counts["survived"], counts["build-failed"], counts["skipped"])
	return nil
}

// builders lists the exported functions and methods of dir/lang_*.go.
func builders(dir string) ([]builder, error) {
	files, err := filepath.Glob(filepath.Join(dir, "lang_*.go"))
	if err != nil {
		return nil, err
	}
	var out []builder
	for _, fn := range files {
		if strings.HasSuffix(fn, "_test.go") {
			continue
		}
		src, err := os.ReadFile(fn)
		if err != nil {
			return nil, err
		}
		f, err := parser.ParseFile(token.NewFileSet(), fn, src, 0)
		if err != nil {
			return nil, err
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || !fd.Name.IsExported() || fd.Body == nil {
				continue
			}
			out = append(out, builder{Name: funcName(fd), File: fn, decl: fd, src: src})
		}
	}
	return out, nil
}

func funcName(fd *ast.FuncDecl) string {
	if fd.Recv == nil {
		return fd.Name.Name
	}
	return typeName(fd.Recv.List[0].Type) + "." + fd.Name.Name
}

func typeName(e ast.Expr) string {
	if s, ok := e.(*ast.StarExpr); ok {
		e = s.X
	}
	if id, ok := e.(*ast.Ident); ok {
		return id.Name
	}
	return "?"
}

var funcLine = regexp.MustCompile(`(?m)^func (?:\([a-z]+ \*?([A-Za-z]+)\) )?([A-Z][A-Za-z0-9_]*)\(`)

// namesAt lists the builder names of engine/*.go at a git revision (the
// language moved between files over time, so every engine file is read).
func namesAt(rev string) (map[string]bool, error) {
	out, err := exec.Command("git", "grep", "-h", "^func ", rev, "--", "engine/*.go").Output()
	if err != nil {
		return nil, fmt.Errorf("git grep at %s: %v", rev, err)
	}
	names := map[string]bool{}
	for _, m := range funcLine.FindAllStringSubmatch(string(out), -1) {
		if m[1] != "" {
			names[m[1]+"."+m[2]] = true
		} else {
			names[m[2]] = true
		}
	}
	return names, nil
}

// mutantBody returns the builder's body with a mutation guarded by
// mutantIs(k) in front of it, code to append to the file, and what the
// mutation is.
func mutantBody(b builder, k int) (body, tail, what string, ok bool) {
	fd := b.decl
	if fd.Type.Results == nil || len(fd.Type.Results.List) != 1 || len(fd.Type.Results.List[0].Names) > 1 {
		return "", "", "", false
	}
	res := exprText(b.src, fd.Type.Results.List[0].Type)
	orig := string(b.src[fd.Body.Pos() : fd.Body.End()-2]) // the body without its braces
	guard := fmt.Sprintf("if mutantIs(%d) ", k)
	switch {
	case fd.Recv != nil && exprText(b.src, fd.Recv.List[0].Type) == res && len(fd.Recv.List[0].Names) == 1 && fd.Recv.List[0].Names[0].Name != "_":
		return "{ " + guard + "{ return " + fd.Recv.List[0].Names[0].Name + " }\n" + orig + "}", "", "returns its receiver unchanged", true
	case res == "*Ability":
		args, ok := callArgs(fd)
		if !ok {
			return "", "", "", false
		}
		name := "mutantOriginal" + fd.Name.Name
		// the original is kept under another name, after the file
		tail = "\nfunc " + name + string(b.src[fd.Type.Params.Pos()-1:fd.Type.End()-1]) + " " +
			string(b.src[fd.Body.Pos()-1:fd.Body.End()-1]) + "\n"
		body = "{ mutantA := " + name + "(" + args + "); " + guard + "{ mutantA.Steps, mutantA.Statics = nil, nil }; return mutantA }"
		return body, tail, "the ability loses its effects", true
	case res == "Step":
		// a zero Step is refused when the catalogue loads, which would kill
		// the mutant without any scenario checking what the step does
		return "{ " + guard + "{ return mutantNoop() }\n" + orig + "}", "", "the step does nothing (draws 0 cards)", true
	case res == "[]Step":
		args, ok := callArgs(fd)
		if !ok {
			return "", "", "", false
		}
		name := "mutantOriginal" + fd.Name.Name
		tail = "\nfunc " + name + string(b.src[fd.Type.Params.Pos()-1:fd.Type.End()-1]) + " " +
			string(b.src[fd.Body.Pos()-1:fd.Body.End()-1]) + "\n"
		body = "{ mutantSteps := " + name + "(" + args + "); " + guard + "{ for i := range mutantSteps { mutantSteps[i] = mutantNoop() } }; return mutantSteps }"
		return body, tail, "each step does nothing (draws 0 cards)", true
	default:
		return "{ " + guard + "{ var zero " + res + "; return zero }\n" + orig + "}", "", "returns the zero " + res, true
	}
}

// buildMutants builds the CLI once with every builder's mutation in it,
// mutant k (from 1) switched on by the environment variable LORCANA_MUTANT=k;
// results[k-1] is already final for a builder with no mutation.
func buildMutants(todo []builder, tmp string) (string, []result, error) {
	results := make([]result, len(todo))
	type edit struct {
		start, end int
		body       string
	}
	edits := map[string][]edit{}
	tails := map[string]string{}
	src := map[string][]byte{}
	for k, b := range todo {
		results[k] = result{Builder: b.Name, File: b.File}
		body, tail, what, ok := mutantBody(b, k+1)
		if !ok {
			results[k].Outcome, results[k].Detail = "skipped", "no mutation for this signature"
			continue
		}
		results[k].Mutation = what
		edits[b.File] = append(edits[b.File], edit{int(b.decl.Body.Pos()) - 1, int(b.decl.Body.End()) - 1, body})
		tails[b.File] += tail
		src[b.File] = b.src
	}
	replace := map[string]string{}
	for i, file := range slices.Sorted(maps.Keys(edits)) {
		es := edits[file]
		slices.SortFunc(es, func(a, b edit) int { return b.start - a.start }) // last first
		out := slices.Clone(src[file])
		for _, e := range es {
			out = append(out[:e.start:e.start], append([]byte(e.body), out[e.end:]...)...)
		}
		out = append(out, tails[file]...)
		mut := filepath.Join(tmp, fmt.Sprintf("mutant%d.go", i))
		if err := os.WriteFile(mut, out, 0o644); err != nil {
			return "", nil, err
		}
		abs, _ := filepath.Abs(file)
		replace[abs] = mut
	}
	// mutantIs reads LORCANA_MUTANT once, before any card is defined.
	sw := filepath.Join(tmp, "mutant_switch.go")
	if err := os.WriteFile(sw, []byte(mutantSwitch), 0o644); err != nil {
		return "", nil, err
	}
	abs, _ := filepath.Abs(filepath.Join("engine", "zz_mutant_switch.go"))
	replace[abs] = sw
	ov, _ := json.Marshal(map[string]map[string]string{"Replace": replace})
	overlay := filepath.Join(tmp, "overlay.json")
	if err := os.WriteFile(overlay, ov, 0o644); err != nil {
		return "", nil, err
	}
	bin := filepath.Join(tmp, "lorcana")
	if out, err := exec.Command("go", "build", "-overlay", overlay, "-o", bin, "./cmd/lorcana").CombinedOutput(); err != nil {
		return "", nil, fmt.Errorf("building the mutants: %s", compileError(string(out)))
	}
	// the engine's Go tests, for what no scenario can see (a revealed hand)
	if out, err := exec.Command("go", "test", "-c", "-overlay", overlay, "-o", bin+".engine.test", "./engine").CombinedOutput(); err != nil {
		return "", nil, fmt.Errorf("building the engine tests with the mutants: %s", firstLine(string(out)))
	}
	return bin, results, nil
}

const mutantSwitch = `package engine

import (
	"os"
	"strconv"
)

var mutantOn, _ = strconv.Atoi(os.Getenv("LORCANA_MUTANT"))

func mutantIs(k int) bool { return mutantOn == k }

func mutantNoop() Step { return playerStep(OpDraw, TgtYou, 0) }
`

func exprText(src []byte, e ast.Expr) string { return string(src[e.Pos()-1 : e.End()-1]) }

// callArgs is the argument list that passes fd's parameters on.
func callArgs(fd *ast.FuncDecl) (string, bool) {
	var args []string
	for _, p := range fd.Type.Params.List {
		_, variadic := p.Type.(*ast.Ellipsis)
		for _, n := range p.Names {
			if n.Name == "_" {
				return "", false
			}
			if variadic {
				args = append(args, n.Name+"...")
			} else {
				args = append(args, n.Name)
			}
		}
	}
	return strings.Join(args, ", "), true
}

func replaceBody(src []byte, fd *ast.FuncDecl, body string) []byte {
	var out bytes.Buffer
	out.Write(src[:fd.Body.Pos()-1])
	out.WriteString(body)
	out.Write(src[fd.Body.End()-1:])
	return out.Bytes()
}

var summary = regexp.MustCompile(`(?m)^(\d+) passed, (\d+) failed`)

// runMutant runs every scenario with mutant k switched on.
func runMutant(r result, bin string, k int, timeout time.Duration) result {
	if d := check(bin, strconv.Itoa(k), timeout); d != "" {
		r.Outcome, r.Detail = "killed", d
	} else if d := goTests(bin, strconv.Itoa(k), timeout); d != "" {
		r.Outcome, r.Detail = "killed", "every scenario passed; "+d
	} else {
		r.Outcome, r.Detail = "survived", "every scenario and engine test passed"
	}
	return r
}

// goTests runs the engine's Go tests with LORCANA_MUTANT=k (only for a
// mutant every scenario let through) and says which failed, or "".
func goTests(bin, k string, timeout time.Duration) string {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	test, _ := filepath.Abs(bin + ".engine.test")
	cmd := exec.CommandContext(ctx, test, "-test.short")
	cmd.Dir = "engine"
	cmd.Env = append(os.Environ(), "LORCANA_MUTANT="+k)
	out, err := cmd.CombinedOutput()
	if err == nil {
		return ""
	}
	var failed []string
	for _, m := range failLine.FindAllSubmatch(out, -1) {
		failed = append(failed, string(m[1]))
	}
	if len(failed) == 0 {
		return "engine tests failed: " + firstLine(string(out))
	}
	if len(failed) > 3 {
		failed = append(failed[:3], "...")
	}
	return "engine tests failed: " + strings.Join(failed, ", ")
}

var failLine = regexp.MustCompile(`(?m)^--- FAIL: (\S+)`)

// check runs every scenario file with LORCANA_MUTANT=k and says how they
// failed, or "" when all passed.
func check(bin, k string, timeout time.Duration) string {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, "scenario", "run", "scenario/testdata")
	cmd.Env = append(os.Environ(), "LORCANA_MUTANT="+k)
	out, err := cmd.CombinedOutput()
	m := summary.FindSubmatch(out)
	switch {
	case ctx.Err() != nil:
		return "scenario run timed out"
	case m != nil && string(m[2]) != "0":
		return string(m[2]) + " scenarios failed"
	case m == nil && err != nil:
		return "refused or crashed: " + firstLine(string(out))
	}
	return ""
}

// compileError is the first line of a build's output that is not a "#"
// package header: the first compiler error.
func compileError(out string) string {
	for _, l := range strings.Split(out, "\n") {
		if l != "" && !strings.HasPrefix(l, "#") {
			return firstLine(l)
		}
	}
	return firstLine(out)
}

func firstLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	if len(s) > 160 {
		s = s[:160] + "..."
	}
	return strings.ReplaceAll(s, "|", "/")
}
