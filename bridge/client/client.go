// Package client is a Go client of the bridge protocol (docs/bridge.md):
// it dials a server, says hello and sends requests. The server's tests and
// benchmarks use it; Go programs can drive a server in another process
// with it.
package client

import (
	"errors"
	"fmt"
	"net"
	"time"

	"github.com/lorcana-rl/lorcana/bridge/wire"
	"github.com/vmihailenco/msgpack/v5"
)

// Options are a client's settings.
type Options struct {
	Token    string
	Zstd     bool          // ask for compression
	Timeout  time.Duration // per request (default 60s); negative: none
	MaxFrame int           // default wire.DefaultMaxFrame
	// Transports to ask for beyond the socket ("shm"); the hello's reply
	// (Hello["transports"]) says which the server agreed to.
	Transports []string
}

// Client is one connection to a server. It is not safe for concurrent use.
type Client struct {
	nc     net.Conn
	fr     *wire.Framer
	out    wire.Buffer
	enc    *msgpack.Encoder
	nextID uint64
	opts   Options
	// Hello is the server's answer to the handshake.
	Hello map[string]any
}

// Dial connects to a server at addr on network ("tcp" or "unix") and says
// hello.
func Dial(network, addr string, o Options) (*Client, error) {
	if o.Timeout == 0 {
		o.Timeout = 60 * time.Second
	}
	nc, err := net.DialTimeout(network, addr, 10*time.Second)
	if err != nil {
		return nil, err
	}
	c := New(nc, o)
	args := map[string]any{"versions": []int{wire.Version}, "client": "lorcana-go"}
	if o.Token != "" {
		args["token"] = o.Token
	}
	if o.Zstd {
		args["compression"] = []string{"zstd"}
	}
	if len(o.Transports) > 0 {
		args["transports"] = o.Transports
	}
	if err := c.Call("hello", args, &c.Hello); err != nil {
		nc.Close()
		return nil, err
	}
	if v, ok := c.Hello["version"]; !ok || fmt.Sprint(v) != fmt.Sprint(wire.Version) {
		nc.Close()
		return nil, fmt.Errorf("client: the server speaks protocol version %v; this client speaks %d (docs/bridge.md, \"Versions\")", v, wire.Version)
	}
	if c.Hello["compression"] == "zstd" {
		if err := c.fr.EnableZstd(0); err != nil {
			nc.Close()
			return nil, err
		}
	}
	return c, nil
}

// New wraps a connection without a handshake (to test servers with bad
// handshakes).
func New(nc net.Conn, o Options) *Client {
	c := &Client{nc: nc, fr: wire.NewFramer(nc, o.MaxFrame), opts: o}
	c.enc = msgpack.NewEncoder(&c.out)
	c.enc.UseCompactInts(true)
	return c
}

// Close closes the connection.
func (c *Client) Close() error {
	c.fr.Close()
	return c.nc.Close()
}

// Conn is the underlying connection.
func (c *Client) Conn() net.Conn { return c.nc }

// Reply is a reply's envelope.
type Reply struct {
	ID     *uint64            `msgpack:"id"`
	OK     bool               `msgpack:"ok"`
	Result msgpack.RawMessage `msgpack:"result"`
	Error  *wire.Error        `msgpack:"error"`
}

// Call sends cmd with args and decodes the result into result (if not
// nil). A server error is returned as *wire.Error.
func (c *Client) Call(cmd string, args any, result any) error {
	raw, err := c.CallRaw(cmd, args)
	if err != nil || result == nil {
		return err
	}
	return msgpack.Unmarshal(raw, result)
}

// CallRaw sends cmd with args and returns the result's MessagePack bytes,
// valid until the next call.
func (c *Client) CallRaw(cmd string, args any) ([]byte, error) {
	c.nextID++
	c.out.Reset()
	c.enc.EncodeMapLen(3)
	c.enc.EncodeString("id")
	c.enc.EncodeUint(c.nextID)
	c.enc.EncodeString("cmd")
	c.enc.EncodeString(cmd)
	c.enc.EncodeString("args")
	if err := c.enc.Encode(args); err != nil {
		return nil, err
	}
	if err := c.SendFrame(c.out.B); err != nil {
		return nil, err
	}
	r, err := c.Receive()
	if err != nil {
		return nil, err
	}
	if r.ID != nil && *r.ID != c.nextID {
		return nil, fmt.Errorf("client: reply to request %d, want %d", *r.ID, c.nextID)
	}
	if !r.OK {
		if r.Error == nil {
			return nil, errors.New("client: error reply without an error")
		}
		return nil, r.Error
	}
	return r.Result, nil
}

func (c *Client) deadline() {
	if c.opts.Timeout > 0 {
		c.nc.SetDeadline(time.Now().Add(c.opts.Timeout))
	} else {
		c.nc.SetDeadline(time.Time{})
	}
}

// SendFrame sends a frame built in a wire.Buffer (header room first).
func (c *Client) SendFrame(frame []byte) error {
	c.deadline()
	return c.fr.Write(frame)
}

// Receive reads one reply.
func (c *Client) Receive() (*Reply, error) {
	c.deadline()
	payload, err := c.fr.Read()
	if err != nil {
		return nil, err
	}
	var r Reply
	if err := msgpack.Unmarshal(payload, &r); err != nil {
		return nil, fmt.Errorf("client: bad reply: %w", err)
	}
	return &r, nil
}
