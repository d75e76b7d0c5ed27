//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package bridge

import (
	"fmt"
	"os"
	"syscall"
)

// shmSupported says whether this platform can map shared memory files.
const shmSupported = true

// shmFile is a file mapped into memory, shared with a client process that
// maps it too: the shm transport's buffers.
type shmFile struct {
	path    string
	mem     []byte
	removed bool
}

// shmDir is where the files go: /dev/shm (memory, never written to disk)
// when it is there, else the temporary folder.
func shmDir() string {
	if st, err := os.Stat("/dev/shm"); err == nil && st.IsDir() {
		return "/dev/shm"
	}
	return os.TempDir()
}

// createShm makes a file of size bytes, readable and writable by this user
// only, and maps it.
func createShm(size int) (*shmFile, error) {
	f, err := os.CreateTemp(shmDir(), "lorcana-bridge-*")
	if err != nil {
		return nil, fmt.Errorf("shared memory: %w", err)
	}
	defer f.Close()
	s := &shmFile{path: f.Name()}
	if err := f.Truncate(int64(size)); err != nil {
		s.remove()
		return nil, fmt.Errorf("shared memory: %d bytes: %w", size, err)
	}
	mem, err := syscall.Mmap(int(f.Fd()), 0, size, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_SHARED)
	if err != nil {
		s.remove()
		return nil, fmt.Errorf("shared memory: map %d bytes: %w", size, err)
	}
	s.mem = mem
	return s, nil
}

// remove removes the file's name; the memory stays mapped (here and in the
// client) until unmapped.
func (s *shmFile) remove() {
	if !s.removed {
		os.Remove(s.path)
		s.removed = true
	}
}

// close removes the file and unmaps it; nothing may use the memory after.
func (s *shmFile) close() {
	s.remove()
	if s.mem != nil {
		syscall.Munmap(s.mem)
		s.mem = nil
	}
}
