package scenario

import (
	"fmt"
	"reflect"

	"github.com/lorcana-rl/lorcana/engine"
)

// diffState compares the exported fields of two states and describes the
// first difference, or returns "" when they are equal. Nil and empty slices
// are equal; unexported fields (scratch buffers) are ignored.
func diffState(a, b *engine.State) string {
	return diffValue(reflect.ValueOf(a).Elem(), reflect.ValueOf(b).Elem(), "state", 0)
}

func diffValue(a, b reflect.Value, path string, depth int) string {
	if depth > 32 {
		return ""
	}
	switch a.Kind() {
	case reflect.Struct:
		t := a.Type()
		for i := 0; i < t.NumField(); i++ {
			if !t.Field(i).IsExported() {
				continue
			}
			if d := diffValue(a.Field(i), b.Field(i), path+"."+t.Field(i).Name, depth+1); d != "" {
				return d
			}
		}
	case reflect.Slice, reflect.Array:
		if a.Len() != b.Len() {
			return fmt.Sprintf("%s has %d elements before and %d after", path, a.Len(), b.Len())
		}
		for i := 0; i < a.Len(); i++ {
			if d := diffValue(a.Index(i), b.Index(i), fmt.Sprintf("%s[%d]", path, i), depth+1); d != "" {
				return d
			}
		}
	case reflect.Pointer, reflect.Interface:
		if a.IsNil() || b.IsNil() {
			if a.IsNil() != b.IsNil() {
				return path + " changed"
			}
			return ""
		}
		return diffValue(a.Elem(), b.Elem(), path, depth+1)
	case reflect.Map:
		if a.Len() != b.Len() {
			return fmt.Sprintf("%s has %d entries before and %d after", path, a.Len(), b.Len())
		}
		it := a.MapRange()
		for it.Next() {
			bv := b.MapIndex(it.Key())
			if !bv.IsValid() {
				return fmt.Sprintf("%s[%v] removed", path, it.Key())
			}
			if d := diffValue(it.Value(), bv, fmt.Sprintf("%s[%v]", path, it.Key()), depth+1); d != "" {
				return d
			}
		}
	case reflect.Func, reflect.Chan, reflect.UnsafePointer:
	default:
		if !a.Equal(b) {
			return fmt.Sprintf("%s: %v before, %v after", path, a, b)
		}
	}
	return ""
}
