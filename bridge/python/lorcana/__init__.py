"""Python client of the Lorcana rules engine's bridge.

Three environments over one protocol (docs/bridge.md):

- :class:`LorcanaAECEnv`: PettingZoo's AEC API, every seat an agent;
- :class:`LorcanaGymEnv`: Gymnasium's API, one seat against a built-in agent;
- :class:`LorcanaVectorEnv`: N games stepped in one round trip, autoreset.

Each starts a local ``lorcana serve`` process when given no address or
client, and stops it on close. :class:`Client` is the protocol's commands as
methods. Needs numpy and msgpack; zstandard (optional) adds compression.
"""

from .aec import HAVE_PETTINGZOO, LorcanaAECEnv
from .client import Client
from .errors import ConnectionClosed, LorcanaError, ServerError, Timeout
from .gym_env import LorcanaGymEnv
from .protocol import Connection, zstd_available
from .server import LocalServer, find_binary
from .vector import LorcanaVectorEnv

__all__ = [
    "Client", "Connection", "ConnectionClosed", "HAVE_PETTINGZOO", "LocalServer",
    "LorcanaAECEnv", "LorcanaError", "LorcanaGymEnv", "LorcanaVectorEnv", "ServerError",
    "Timeout", "find_binary", "zstd_available",
]
__version__ = "0.1.0"
