package web

import (
	"fmt"
	"net"
	"slices"
	"strings"
	"testing"
)

// TestTokenLength: a token anyone could guess is refused.
func TestTokenLength(t *testing.T) {
	for _, tc := range []struct {
		token string
		ok    bool
	}{
		{"", true}, {"ab", false}, {"s3cret", false}, {testToken[:MinTokenLength-1], false},
		{testToken[:MinTokenLength], true}, {testToken, true},
	} {
		err := CheckToken(tc.token)
		if (err == nil) != tc.ok {
			t.Errorf("CheckToken(%q) = %v", tc.token, err)
		}
		if err != nil && !strings.Contains(err.Error(), fmt.Sprintf("at least %d", MinTokenLength)) {
			t.Errorf("CheckToken(%q) = %v: the error does not say the minimum", tc.token, err)
		}
		if _, err := New(Options{Token: tc.token}); (err == nil) != tc.ok {
			t.Errorf("New with token %q: %v", tc.token, err)
		}
	}
}

// TestPageURLs: the addresses printed are ones a browser can open: a
// wildcard address lists the machine's addresses (loopback last,
// link-local left out, IPv4 only for 0.0.0.0), never [::] or 0.0.0.0.
func TestPageURLs(t *testing.T) {
	ifs := []net.Addr{
		&net.IPNet{IP: net.ParseIP("127.0.0.1"), Mask: net.CIDRMask(8, 32)},
		&net.IPNet{IP: net.ParseIP("192.168.1.5"), Mask: net.CIDRMask(24, 32)},
		&net.IPNet{IP: net.ParseIP("::1"), Mask: net.CIDRMask(128, 128)},
		&net.IPNet{IP: net.ParseIP("fe80::1"), Mask: net.CIDRMask(64, 128)},
		&net.IPNet{IP: net.ParseIP("169.254.3.4"), Mask: net.CIDRMask(16, 32)},
		&net.IPNet{IP: net.ParseIP("2001:db8::5"), Mask: net.CIDRMask(64, 128)},
		&net.IPNet{IP: net.ParseIP("10.0.0.2"), Mask: net.CIDRMask(8, 32)},
	}
	tok := "?token=a%2Bb%26c"
	for _, tc := range []struct {
		host, token string
		want        []string
	}{
		{"127.0.0.1", "", []string{"http://127.0.0.1:8080/"}},
		{"localhost", "", []string{"http://localhost:8080/"}},
		{"::1", "", []string{"http://[::1]:8080/"}},
		{"192.168.1.5", "a+b&c", []string{"http://192.168.1.5:8080/" + tok}},
		{"0.0.0.0", "a+b&c", []string{"http://192.168.1.5:8080/" + tok, "http://10.0.0.2:8080/" + tok, "http://127.0.0.1:8080/" + tok}},
		{"::", "", []string{"http://192.168.1.5:8080/", "http://10.0.0.2:8080/", "http://[2001:db8::5]:8080/", "http://127.0.0.1:8080/", "http://[::1]:8080/"}},
		{"", "", []string{"http://192.168.1.5:8080/", "http://10.0.0.2:8080/", "http://[2001:db8::5]:8080/", "http://127.0.0.1:8080/", "http://[::1]:8080/"}},
	} {
		if got := pageURLs(tc.host, "8080", tc.token, ifs); !slices.Equal(got, tc.want) {
			t.Errorf("pageURLs(%q):\n got %q\nwant %q", tc.host, got, tc.want)
		}
	}
	// A machine with no address but loopback still gets one to open.
	if got := pageURLs("0.0.0.0", "80", "", nil); !slices.Equal(got, []string{"http://127.0.0.1:80/"}) {
		t.Errorf("no interfaces: %q", got)
	}
	// The exported one, on this machine.
	ln, err := net.Listen("tcp", "0.0.0.0:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	urls := PageURLs("0.0.0.0:0", ln.Addr(), testToken)
	if len(urls) == 0 {
		t.Fatal("no address printed")
	}
	for _, u := range urls {
		if strings.Contains(u, "[::]") || strings.Contains(u, "0.0.0.0") || !strings.HasSuffix(u, "/?token="+testToken) {
			t.Errorf("%q: a wildcard address, or not the page with the token", u)
		}
	}
}
