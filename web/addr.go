package web

import (
	"fmt"
	"net"
	"net/url"
	"slices"
)

// MinTokenLength is the shortest token the server takes: a token guards
// every game and record on a network address, so it must not be one a
// person or a script could guess (16 random hex digits are 64 bits).
const MinTokenLength = 16

// CheckToken refuses a token shorter than MinTokenLength ("" is no token).
func CheckToken(token string) error {
	if token != "" && len(token) < MinTokenLength {
		return fmt.Errorf("%d characters: want at least %d (for example the output of: openssl rand -hex 16)", len(token), MinTokenLength)
	}
	return nil
}

// PageURLs are the addresses to print for a server listening on listen
// (the address asked for: HOST:PORT) and bound to bound (its listener's,
// for the port): listen's host when it names one, else, for a wildcard
// (0.0.0.0, ::, none), the machine's own addresses, which other machines
// can open (loopback last, link-local left out; only IPv4 for 0.0.0.0).
// Each carries ?token= when there is a token, for the first load.
func PageURLs(listen string, bound net.Addr, token string) []string {
	host, _, err := net.SplitHostPort(listen)
	if err != nil {
		host = ""
	}
	_, port, err := net.SplitHostPort(bound.String())
	if err != nil {
		port = "0"
	}
	var ifs []net.Addr
	if ip := net.ParseIP(host); host == "" || ip != nil && ip.IsUnspecified() {
		ifs, _ = net.InterfaceAddrs() // none on error: loopback is printed
	}
	return pageURLs(host, port, token, ifs)
}

// pageURLs is PageURLs with the machine's interface addresses given.
func pageURLs(host, port, token string, ifs []net.Addr) []string {
	suffix := "/"
	if token != "" {
		suffix += "?token=" + url.QueryEscape(token)
	}
	page := func(h string) string { return "http://" + net.JoinHostPort(h, port) + suffix }
	ip := net.ParseIP(host)
	if host != "" && (ip == nil || !ip.IsUnspecified()) {
		return []string{page(host)}
	}
	v4only := ip != nil && ip.To4() != nil // 0.0.0.0
	var v4, v6, loop4, loop6 []string
	for _, a := range ifs {
		n, ok := a.(*net.IPNet)
		if !ok || n.IP.IsLinkLocalUnicast() || n.IP.IsUnspecified() || n.IP.IsMulticast() {
			continue
		}
		four := n.IP.To4() != nil
		switch {
		case v4only && !four:
		case n.IP.IsLoopback() && four:
			loop4 = append(loop4, page(n.IP.String()))
		case n.IP.IsLoopback():
			loop6 = append(loop6, page(n.IP.String()))
		case four:
			v4 = append(v4, page(n.IP.String()))
		default:
			v6 = append(v6, page(n.IP.String()))
		}
	}
	if len(loop4)+len(loop6) == 0 {
		loop4 = append(loop4, page("127.0.0.1"))
	}
	return slices.Concat(v4, v6, loop4, loop6)
}
