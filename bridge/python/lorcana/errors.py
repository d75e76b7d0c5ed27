"""Exceptions of the Lorcana client."""


class LorcanaError(Exception):
    """Base class of the client's errors."""


class ServerError(LorcanaError):
    """An error reply of the server: ``code`` (machine-readable, see
    docs/bridge.md) and ``message`` (for people)."""

    def __init__(self, code, message, cmd=None):
        self.code = code
        self.message = message
        self.cmd = cmd
        super().__init__(f"{code}: {message}")


class ConnectionClosed(LorcanaError):
    """The server closed the connection or died."""


class Timeout(LorcanaError):
    """The server did not answer in time."""
