package bridge

import (
	"os"
	"syscall"
)

// reserve allocates the file's size on its file system now, so that a full
// /dev/shm (64 MiB in a default container) is an error here rather than a
// SIGBUS when the memory is first written.
func reserve(f *os.File, size int) error {
	return syscall.Fallocate(int(f.Fd()), 0, 0, int64(size))
}
