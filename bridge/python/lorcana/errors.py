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


class IncompatibleServer(LorcanaError):
    """The server speaks another protocol version than this client
    (docs/bridge.md, "Versions"). ``server_version`` is the server's
    version when it said, else None."""

    def __init__(self, message, server_version=None):
        self.server_version = server_version
        super().__init__(message)
