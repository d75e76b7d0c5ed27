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

    def __reduce__(self):  # pickled as itself (a Dask worker's error reaches the client so)
        return type(self), (self.code, self.message, self.cmd)


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

    def __reduce__(self):
        return type(self), (self.args[0], self.server_version)


class WorkerLost(LorcanaError):
    """A Dask worker that held environments of a :class:`DaskVectorEnv`
    stopped answering (its process or machine gone): those games are lost
    and the vector env is closed. ``worker`` is its address, ``envs`` the
    (first, stop) range of the envs it held."""

    def __init__(self, message, worker=None, envs=None):
        self.worker, self.envs = worker, envs
        super().__init__(message)

    def __reduce__(self):
        return type(self), (self.args[0], self.worker, self.envs)
