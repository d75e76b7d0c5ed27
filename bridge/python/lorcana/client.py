"""The commands of the bridge as methods: one Client per connection."""

from .protocol import Connection
from .server import LocalServer


class Client:
    """A connection to a Lorcana server, and the server process itself when
    no address is given (it is stopped by :meth:`close`).

    Every method sends one request and returns the server's result: a dict
    whose arrays are numpy arrays. Errors of the server raise
    :class:`lorcana.ServerError` with its code and message. ``shm`` asks
    the server for the shared memory transport (vector envs use it).
    """

    def __init__(self, address=None, token=None, compression=None, timeout=60.0,
                 server_binary=None, shm=True):
        self.server = None
        if address is None:
            self.server = LocalServer(server_binary, token=token)
            address = self.server.address
        try:
            self.conn = Connection(address, token=token, compression=compression, timeout=timeout, shm=shm)
        except BaseException:
            if self.server:
                self.server.close()
            raise
        self.hello = self.conn.hello

    def call(self, cmd, **args):
        return self.conn.call(cmd, {k: v for k, v in args.items() if v is not None})

    def make(self, num_envs=1, **config):
        """Opens num_envs environments of one configuration (see make in
        docs/bridge.md) and returns their description, "env" the handle."""
        return self.call("make", num_envs=num_envs, **config)

    def reset(self, env, seed=None, seeds=None, envs=None):
        return self.call("reset", env=env, seed=seed, seeds=seeds, envs=envs)

    def step(self, env, actions, envs=None):
        return self.call("step", env=env, actions=actions, envs=envs)

    def observe(self, env, player=None, envs=None):
        return self.call("observe", env=env, player=player, envs=envs)

    def legal(self, env, index=0):
        return self.call("legal", env=env, index=index)

    def render(self, env, index=0, view=None):
        """The board of env index as text: view a seat (what that player
        may see) or "full"/None (every card)."""
        return self.call("render", env=env, index=index, view=view)["text"]

    def serialize(self, env, index=0):
        return self.call("serialize", env=env, index=index)["state"]

    def restore(self, env, state, index=0):
        return self.call("restore", env=env, index=index, state=bytes(state))

    def clone(self, env, index=0):
        return self.call("clone", env=env, index=index)

    def close_env(self, env):
        return self.call("close", env=env)

    def ping(self):
        return self.call("ping")

    def close(self):
        """Closes the connection and stops the server this client started."""
        try:
            self.conn.close()
        finally:
            if self.server is not None:
                self.server.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
