// Package bridge serves Lorcana environments over a socket, so that programs
// in other languages (the Python client in bridge/python) can drive them.
//
// A Server accepts connections on any net.Listener (TCP on loopback by
// default, or a Unix socket). Each connection starts with a hello that
// agrees on a protocol version, checks the optional token and negotiates
// compression; after it the client sends requests (make, reset, step,
// observe, legal, clone, serialize, restore, render, close, ping) and gets
// one reply per request, in order, with the request's id. The environments
// a connection makes belong to it alone and are closed with it.
//
// Batches travel in the replies, or for a client on the same machine
// through shared memory (the shm transport, shm.go): the VecEnv of an
// autoreset group encodes its observations straight into a file that the
// client maps once (a manual group's are copied in), and a step's reply is
// a few bytes.
//
// Frames and arrays are described in package bridge/wire; the protocol as a
// whole in docs/bridge.md. Bad input never stops the server: a malformed or
// mistyped request gets an error reply {code, message} and the connection
// goes on; only a frame that leaves the stream out of step (oversized,
// truncated), a failed handshake or a wrong token closes the connection,
// after the error reply.
package bridge
