package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
)

// readParts reads the JSON parts of a run played in ranges (--games-from,
// --games-to) from files (- for stdin; each may hold several, one after
// another), strictly: an unknown field is an error. names[i] says where
// parts[i] came from ("FILE (part N)"), for --merge's errors.
func readParts[T any](stdin io.Reader, files []string) (parts []*T, names []string, err error) {
	for _, f := range files {
		var r io.Reader = stdin
		if f != "-" {
			fh, err := os.Open(f)
			if err != nil {
				return nil, nil, fmt.Errorf("--merge: %w", err)
			}
			defer fh.Close()
			r = fh
		}
		dec := json.NewDecoder(r)
		dec.DisallowUnknownFields()
		for n := 1; ; n++ {
			p := new(T)
			if err := dec.Decode(p); errors.Is(err, io.EOF) {
				break
			} else if err != nil {
				return nil, nil, fmt.Errorf("--merge %s: part %d: %w", f, n, err)
			}
			parts = append(parts, p)
			names = append(names, fmt.Sprintf("%s (part %d)", f, n))
		}
	}
	if len(parts) == 0 {
		return nil, nil, fmt.Errorf("--merge: no parts in %v", files)
	}
	return parts, names, nil
}
