//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package bridge

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
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

// shmPrefix starts the name of every file; the server's process id
// follows, then "-" and a random part.
const shmPrefix = "lorcana-bridge-"

// sweepOnce removes, before the first file is made, the files left by
// servers that were killed between a make and the client's next request.
var sweepOnce sync.Once

// sweepShm removes the files in dir of servers whose process is gone.
func sweepShm(dir string) {
	names, _ := filepath.Glob(filepath.Join(dir, shmPrefix+"*"))
	for _, name := range names {
		rest := strings.TrimPrefix(filepath.Base(name), shmPrefix)
		pid, err := strconv.Atoi(rest[:max(strings.IndexByte(rest, '-'), 0)])
		if err != nil || pid <= 0 || pid == os.Getpid() {
			continue
		}
		if err := syscall.Kill(pid, 0); errors.Is(err, syscall.ESRCH) {
			os.Remove(name)
		}
	}
}

// createShm makes a file of size bytes, readable and writable by this user
// only, and maps it.
func createShm(size int) (*shmFile, error) {
	dir := shmDir()
	sweepOnce.Do(func() { sweepShm(dir) })
	f, err := os.CreateTemp(dir, fmt.Sprintf("%s%d-*", shmPrefix, os.Getpid()))
	if err != nil {
		return nil, fmt.Errorf("shared memory: %w", err)
	}
	defer f.Close()
	s := &shmFile{path: f.Name()}
	if err := reserve(f, size); err != nil {
		s.remove()
		return nil, fmt.Errorf("shared memory: %d bytes in %s: %w", size, filepath.Dir(s.path), err)
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
