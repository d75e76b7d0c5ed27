//go:build unix

package bridge

import (
	"net"
	"syscall"
)

// onFD runs f with nc's file descriptor; it reports false, running
// nothing, where nc has none (a pipe in a test, say).
func onFD(nc net.Conn, f func(fd uintptr)) bool {
	sc, ok := nc.(syscall.Conn)
	if !ok {
		return false
	}
	rc, err := sc.SyscallConn()
	if err != nil {
		return false
	}
	return rc.Control(f) == nil
}
