package engine_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestAbilityLanguageGuideListsEveryBuilder keeps docs/ability-language.md
// complete: every exported word of the ability language (the functions,
// methods and variables of engine/lang_*.go) has a row in the guide, written
// `Name` or `Receiver.Name`.
func TestAbilityLanguageGuideListsEveryBuilder(t *testing.T) {
	guide, err := os.ReadFile(filepath.Join("..", "docs", "ability-language.md"))
	if err != nil {
		t.Fatalf("the guide: %v", err)
	}
	files, err := filepath.Glob("lang_*.go")
	if err != nil || len(files) == 0 {
		t.Fatalf("no lang_*.go files (%v)", err)
	}
	fset := token.NewFileSet()
	words := 0
	for _, fn := range files {
		if strings.HasSuffix(fn, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, fn, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range exportedWords(f) {
			words++
			if !strings.Contains(string(guide), "`"+w+"`") {
				t.Errorf("%s: %s is not in docs/ability-language.md (add a row to its concept's table, with a card that uses it)", fn, w)
			}
		}
	}
	if words < 100 {
		t.Errorf("found only %d words in lang_*.go: the parse is broken", words)
	}
}

// exportedWords lists a file's exported functions (methods as
// Receiver.Name) and package-level variables.
func exportedWords(f *ast.File) []string {
	var out []string
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if !d.Name.IsExported() {
				continue
			}
			name := d.Name.Name
			if d.Recv != nil {
				t := d.Recv.List[0].Type
				if s, ok := t.(*ast.StarExpr); ok {
					t = s.X
				}
				if id, ok := t.(*ast.Ident); ok {
					name = id.Name + "." + name
				}
			}
			out = append(out, name)
		case *ast.GenDecl:
			if d.Tok != token.VAR {
				continue
			}
			for _, s := range d.Specs {
				for _, n := range s.(*ast.ValueSpec).Names {
					if n.IsExported() {
						out = append(out, n.Name)
					}
				}
			}
		}
	}
	return out
}
