package cards

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"strings"

	"github.com/lorcana-rl/lorcana/engine"
	"gopkg.in/yaml.v3"
)

// NamedInScenarios reads every scenario file (*.yaml, *.yml) under fsys and
// reports, for each card of defs, whether some file names it: a string
// value anywhere in the file equal to the card's full name (compared as
// Normalize does). Files are read in lexical order; a file that is not
// valid YAML is an error naming it.
func NamedInScenarios(fsys fs.FS, defs []engine.CardDef) ([]bool, error) {
	byName := make(map[string]engine.DefID, len(defs))
	for i := range defs {
		byName[Normalize(defs[i].FullName)] = defs[i].ID
	}
	named := make([]bool, len(defs))
	err := fs.WalkDir(fsys, ".", func(p string, e fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if e.IsDir() || !isScenarioFile(p) {
			return nil
		}
		data, err := fs.ReadFile(fsys, p)
		if err != nil {
			return err
		}
		return markNames(data, p, byName, named)
	})
	if err != nil {
		return nil, err
	}
	return named, nil
}

func isScenarioFile(p string) bool {
	ext := strings.ToLower(path.Ext(p))
	return ext == ".yaml" || ext == ".yml"
}

// markNames marks the cards named by the string values of every document
// in one file.
func markNames(data []byte, file string, byName map[string]engine.DefID, named []bool) error {
	dec := yaml.NewDecoder(bytes.NewReader(data))
	for {
		var doc yaml.Node
		err := dec.Decode(&doc)
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return fmt.Errorf("%s: invalid YAML: %w", file, err)
		}
		walkStrings(&doc, func(s string) {
			if id, ok := byName[Normalize(s)]; ok {
				named[id] = true
			}
		})
	}
}

func walkStrings(n *yaml.Node, fn func(string)) {
	if n.Kind == yaml.ScalarNode && n.Tag == "!!str" {
		fn(n.Value)
	}
	for _, c := range n.Content {
		walkStrings(c, fn)
	}
}
