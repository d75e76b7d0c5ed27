// Command mutate is the ability language's mutation check: it breaks each
// builder of engine/lang_*.go on purpose, one at a time, rebuilds the CLI with
// the broken builder (through `go build -overlay`, so the source tree is never
// touched) and runs every scenario file. A builder is "killed" when some
// scenario then fails or the catalogue refuses to load, and "survived" when
// every scenario still passes: no scenario checks what the builder does.
//
// How a builder is broken depends on what it returns:
//
//   - a method that returns its receiver's type (Filter.Opposing,
//     Step.Optional, Ability.Once, Cond.AndWhile) returns the receiver
//     unchanged: the modifier is dropped;
//   - an ability constructor (*Ability) builds the ability and then drops
//     its effects (Steps and Statics);
//   - anything else returns the zero value of its type (an empty Step,
//     Filter, Cond, StaticEffect, a nil slice).
//
// Usage (from the module root; it needs the Go toolchain):
//
//	go run ./tools/mutate                      # every builder
//	go run ./tools/mutate --since a7df304      # builders new since a commit
//	go run ./tools/mutate --only Deal,Banish   # just these
//	go run ./tools/mutate --json > mutants.json
//
// Each mutant costs one build and one scenario run (tens of seconds on a
// small machine); a progress bar shows the way.
package main
