//go:build !(linux || darwin || freebsd || netbsd || openbsd || dragonfly)

package bridge

import (
	"fmt"
	"runtime"
)

// shmSupported says whether this platform can map shared memory files: the
// hello never offers the shm transport here.
const shmSupported = false

type shmFile struct {
	path string
	mem  []byte
}

func createShm(size int) (*shmFile, error) {
	return nil, fmt.Errorf("shared memory: not supported on %s", runtime.GOOS)
}

func (s *shmFile) remove() {}
func (s *shmFile) close()  {}
