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
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
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
	bar := progressbar.NewOptions(len(todo), progressbar.OptionSetDescription("mutants"),
		progressbar.OptionSetWriter(os.Stderr), progressbar.OptionShowCount())
	var results []result
	for _, b := range todo {
		results = append(results, mutate(b, tmp, timeout))
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

// mutantSource returns the builder's file with its body replaced, and says
// what the mutation is.
func mutantSource(b builder) ([]byte, string, bool) {
	fd := b.decl
	if fd.Type.Results == nil || len(fd.Type.Results.List) != 1 || len(fd.Type.Results.List[0].Names) > 1 {
		return nil, "", false
	}
	res := exprText(b.src, fd.Type.Results.List[0].Type)
	var body, what string
	switch {
	case fd.Recv != nil && exprText(b.src, fd.Recv.List[0].Type) == res && len(fd.Recv.List[0].Names) == 1 && fd.Recv.List[0].Names[0].Name != "_":
		body = "{ return " + fd.Recv.List[0].Names[0].Name + " }"
		what = "returns its receiver unchanged"
	case res == "*Ability":
		args, ok := callArgs(fd)
		if !ok {
			return nil, "", false
		}
		orig := "mutantOriginal" + fd.Name.Name
		body = "{ a := " + orig + "(" + args + "); a.Steps, a.Statics = nil, nil; return a }"
		what = "the ability loses its effects"
		// keep the original under another name, after the file
		tail := "\nfunc " + orig + string(b.src[fd.Type.Params.Pos()-1:fd.Type.End()-1]) + " " +
			string(b.src[fd.Body.Pos()-1:fd.Body.End()-1]) + "\n"
		out := replaceBody(b.src, fd, body)
		return append(out, tail...), what, true
	default:
		body = "{ var zero " + res + "; return zero }"
		what = "returns the zero " + res
	}
	return replaceBody(b.src, fd, body), what, true
}

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

func mutate(b builder, tmp string, timeout time.Duration) result {
	r := result{Builder: b.Name, File: b.File}
	src, what, ok := mutantSource(b)
	if !ok {
		r.Outcome, r.Detail = "skipped", "no mutation for this signature"
		return r
	}
	r.Mutation = what
	abs, _ := filepath.Abs(b.File)
	mut := filepath.Join(tmp, "mutant.go")
	overlay := filepath.Join(tmp, "overlay.json")
	bin := filepath.Join(tmp, "lorcana")
	ov, _ := json.Marshal(map[string]map[string]string{"Replace": {abs: mut}})
	if err := os.WriteFile(mut, src, 0o644); err != nil {
		r.Outcome, r.Detail = "build-failed", err.Error()
		return r
	}
	if err := os.WriteFile(overlay, ov, 0o644); err != nil {
		r.Outcome, r.Detail = "build-failed", err.Error()
		return r
	}
	build := exec.Command("go", "build", "-overlay", overlay, "-o", bin, "./cmd/lorcana")
	if out, err := build.CombinedOutput(); err != nil {
		r.Outcome, r.Detail = "build-failed", firstLine(string(out))
		return r
	}
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	out, err := exec.CommandContext(ctx, bin, "scenario", "run", "scenario/testdata").CombinedOutput()
	m := summary.FindSubmatch(out)
	switch {
	case ctx.Err() != nil:
		r.Outcome, r.Detail = "killed", "scenario run timed out"
	case m != nil && string(m[2]) != "0":
		r.Outcome, r.Detail = "killed", string(m[2])+" scenarios failed"
	case m == nil && err != nil:
		r.Outcome, r.Detail = "killed", "refused or crashed: "+firstLine(string(out))
	default:
		r.Outcome, r.Detail = "survived", "every scenario passed"
	}
	return r
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
