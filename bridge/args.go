package bridge

import (
	"fmt"
	"math"
	"reflect"
	"strings"
	"sync"

	"github.com/lorcana-rl/lorcana/bridge/wire"
)

// Reading a request's args (docs/bridge.md, "Requests and replies" and
// "Numbers"). The args structs tag their fields `arg:"name"` or
// `arg:"name,required"`; a field is read by its Go type:
//
//   - integers (int, uint32, uint64) take any MessagePack integer encoding,
//     or a float with an integral value, that fits the field (an unsigned
//     field refuses negative numbers);
//   - float32 takes any integer or float encoding of a finite number within
//     float32's range (NaN and infinities are refused);
//   - bool, string, []byte (str or bin), []string, []int, []uint64 and
//     pointers to these (nil when absent);
//   - a type whose pointer is an argReader reads itself (wire.Ints).
//
// A nil value is the same as the key left out. Unknown keys, wrong types
// and missing required args are bad_request errors that name the arg.
// Reading allocates nothing but strings, slices and pointers.

// argReader is a type that reads its own arg.
type argReader interface{ Read(r *wire.Reader) error }

var argReaderType = reflect.TypeFor[argReader]()

// argField is one arg of an args struct.
type argField struct {
	name     string
	index    int
	required bool
}

// argFields lists the args of struct types, built once per type.
var argFields sync.Map // reflect.Type -> []argField

func fieldsOf(t reflect.Type) []argField {
	if fs, ok := argFields.Load(t); ok {
		return fs.([]argField)
	}
	var fs []argField
	for i := range t.NumField() {
		tag, ok := t.Field(i).Tag.Lookup("arg")
		if !ok {
			continue
		}
		name, opt, _ := strings.Cut(tag, ",")
		fs = append(fs, argField{name: name, index: i, required: opt == "required"})
	}
	argFields.Store(t, fs)
	return fs
}

// argError is a bad_request naming the command and the arg.
func argError(cmd, usage, format string, args ...any) *wire.Error {
	return wire.Errorf(wire.CodeBadRequest, "%s: %s (the args are %s)", cmd, fmt.Sprintf(format, args...), usage)
}

// readArgs reads raw (a MessagePack map already passed by wire.Check, or
// empty for no args) into v, a pointer to an args struct. Args left out
// keep v's values.
func readArgs(r *wire.Reader, cmd, usage string, raw []byte, v any) *wire.Error {
	s := reflect.ValueOf(v).Elem()
	fs := fieldsOf(s.Type())
	var seen uint64 // the fields given, by position in fs (at most 64)
	if len(raw) > 0 {
		r.Reset(raw)
		if !r.Nil() {
			var e *wire.Error
			if seen, e = readPairs(r, cmd, usage, s, fs); e != nil {
				return e
			}
		}
	}
	for j, f := range fs {
		if f.required && seen&(1<<j) == 0 {
			return argError(cmd, usage, "%s is missing", f.name)
		}
	}
	return nil
}

// readPairs reads the args map into s and says which fields were given.
func readPairs(r *wire.Reader, cmd, usage string, s reflect.Value, fs []argField) (seen uint64, e *wire.Error) {
	n, err := r.MapLen()
	if err != nil {
		return 0, argError(cmd, usage, "args must be a map: %v", err)
	}
	for range n {
		key, err := r.Str()
		if err != nil {
			return 0, argError(cmd, usage, "the args' keys must be strings: %v", err)
		}
		j := -1
		for k := range fs {
			if string(key) == fs[k].name {
				j = k
				break
			}
		}
		if j < 0 {
			return 0, argError(cmd, usage, "no arg %q", wire.Clip(string(key)))
		}
		if r.Nil() {
			continue
		}
		if err := readValue(r, s.Field(fs[j].index)); err != nil {
			return 0, argError(cmd, usage, "%s: %v", fs[j].name, err)
		}
		seen |= 1 << j
	}
	return seen, nil
}

// readValue reads the next value into v by v's type.
func readValue(r *wire.Reader, v reflect.Value) error {
	if v.CanAddr() && v.Addr().Type().Implements(argReaderType) {
		return v.Addr().Interface().(argReader).Read(r)
	}
	switch v.Kind() {
	case reflect.Int, reflect.Int64, reflect.Int32:
		x, err := r.Int()
		if err == nil && v.OverflowInt(x) {
			err = fmt.Errorf("%d is out of range", x)
		}
		v.SetInt(x)
		return err
	case reflect.Uint64, reflect.Uint32:
		x, err := r.Uint()
		if err == nil && v.OverflowUint(x) {
			err = fmt.Errorf("%d is out of range (at most %d)", x, uint64(1)<<v.Type().Bits()-1)
		}
		v.SetUint(x)
		return err
	case reflect.Float32:
		x, err := r.Float()
		if err == nil && math.Abs(x) > math.MaxFloat32 {
			err = fmt.Errorf("%g is out of float32's range", x)
		}
		v.SetFloat(x)
		return err
	case reflect.Bool:
		x, err := r.Bool()
		v.SetBool(x)
		return err
	case reflect.String:
		b, err := r.Str()
		v.SetString(string(b))
		return err
	case reflect.Pointer:
		p := reflect.New(v.Type().Elem())
		if err := readValue(r, p.Elem()); err != nil {
			return err
		}
		v.Set(p)
		return nil
	case reflect.Slice:
		if v.Type().Elem().Kind() == reflect.Uint8 {
			b, err := r.Str()
			v.SetBytes(b)
			return err
		}
		n, err := r.ArrayLen()
		if err != nil {
			return err
		}
		if r.MaxList > 0 && n > r.MaxList {
			return fmt.Errorf("%d elements: at most %d", n, r.MaxList)
		}
		v.Set(reflect.MakeSlice(v.Type(), n, n))
		for i := range n {
			if err := readValue(r, v.Index(i)); err != nil {
				return fmt.Errorf("element %d: %w", i, err)
			}
		}
		return nil
	}
	return fmt.Errorf("an arg of Go type %s (a bug in the server)", v.Type())
}
