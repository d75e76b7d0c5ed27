package bridge

import (
	"net"

	"golang.org/x/sys/unix"
)

// peerGone reports whether the client closed its side of the connection,
// even with requests of it still unread (poll's POLLRDHUP): the server then
// cuts short the request it is computing (docs/bridge.md, "Limits").
func peerGone(nc net.Conn) bool {
	gone := false
	onFD(nc, func(fd uintptr) {
		fds := []unix.PollFd{{Fd: int32(fd), Events: unix.POLLRDHUP}}
		if n, err := unix.Poll(fds, 0); err == nil && n > 0 {
			gone = fds[0].Revents&(unix.POLLRDHUP|unix.POLLHUP|unix.POLLERR) != 0
		}
	})
	return gone
}
