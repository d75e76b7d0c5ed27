//go:build darwin || freebsd || netbsd || openbsd || dragonfly

package bridge

import "os"

// reserve sets the file's size (these systems have no /dev/shm: the file
// is in the temporary folder, on disk).
func reserve(f *os.File, size int) error { return f.Truncate(int64(size)) }
