// Package wire is the bridge protocol's framing and value encoding, shared by
// the server (package bridge) and Go clients (package bridge/client).
//
// A connection carries frames in both directions. A frame is a 4-byte
// little-endian header followed by a payload: the low 31 bits of the header
// are the payload's length in bytes, and the top bit says the payload is
// zstd-compressed (only once both sides agreed on it in the handshake). A
// payload is one MessagePack map. Arrays travel as maps {"dtype", "shape",
// "data"} with the elements as raw little-endian bytes, so numpy reads them
// with frombuffer and no copy. docs/bridge.md is the full protocol.
package wire
