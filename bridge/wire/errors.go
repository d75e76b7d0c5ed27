package wire

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// Code is a machine-readable error code; every error reply carries one and
// a message for people.
type Code string

// The error codes (docs/bridge.md lists when each is sent).
const (
	CodeBadFrame       Code = "bad_frame"       // not a frame, or not a MessagePack map
	CodeFrameTooLarge  Code = "frame_too_large" // over the frame limit
	CodeHandshake      Code = "handshake"       // hello missing, repeated or malformed; no common version
	CodeUnauthorized   Code = "unauthorized"    // wrong token
	CodeUnknownCommand Code = "unknown_command" // no such command
	CodeBadRequest     Code = "bad_request"     // missing, unknown or mistyped arguments
	CodeNoSuchEnv      Code = "no_such_env"     // env handle not open on this connection
	CodeIllegalAction  Code = "illegal_action"  // action out of range or not legal now
	CodeGameOver       Code = "game_over"       // action for a finished game
	CodeLimit          Code = "limit"           // a server limit (envs, connections)
	CodeShuttingDown   Code = "shutting_down"   // the server is stopping
	CodeInternal       Code = "internal"        // a bug in the server; please report it
)

// Codes are all the error codes.
var Codes = []Code{CodeBadFrame, CodeFrameTooLarge, CodeHandshake, CodeUnauthorized, CodeUnknownCommand, CodeBadRequest,
	CodeNoSuchEnv, CodeIllegalAction, CodeGameOver, CodeLimit, CodeShuttingDown, CodeInternal}

// Error is a structured error sent in a reply as {"code", "message"}.
type Error struct {
	Code    Code   `msgpack:"code"`
	Message string `msgpack:"message"`
}

func (e *Error) Error() string { return string(e.Code) + ": " + e.Message }

// Errorf returns an *Error with the code and a formatted message.
func Errorf(code Code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// MaxEcho is the most bytes of a client's input an error message repeats.
const MaxEcho = 200

// Clip is s cut to at most MaxEcho bytes (at a rune boundary) with "…"
// when it was longer: every error message that repeats input repeats it
// clipped, so that a huge input never makes a huge error.
func Clip(s string) string { return clip(s, MaxEcho) }

// MaxMessage is the longest error message sent: longer ones are clipped
// (a last guard; the messages clip what they echo).
const MaxMessage = 4 << 10

// ClipMessage is msg cut to at most MaxMessage bytes, with "…".
func ClipMessage(msg string) string { return clip(msg, MaxMessage) }

func clip(s string, max int) string {
	// A MessagePack str is UTF-8: a client's bytes that are not (a
	// snapshot's config, a name) are echoed with U+FFFD in their place,
	// so the reply stays valid for every client's decoder.
	if !utf8.ValidString(s) {
		s = strings.ToValidUTF8(s, "\uFFFD")
	}
	if len(s) <= max {
		return s
	}
	n := max
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "…"
}
