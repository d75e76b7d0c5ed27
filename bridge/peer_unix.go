//go:build unix && !linux

package bridge

import (
	"net"
	"syscall"
)

// peerGone reports whether the client closed the connection: a peek that
// reads end of stream. Unlike Linux's POLLRDHUP, it cannot see past
// requests of the client still unread, so then the request in progress
// runs to its time limit.
func peerGone(nc net.Conn) bool {
	gone := false
	onFD(nc, func(fd uintptr) {
		var b [1]byte
		n, _, err := syscall.Recvfrom(int(fd), b[:], syscall.MSG_PEEK|syscall.MSG_DONTWAIT)
		gone = n == 0 && err == nil
	})
	return gone
}
