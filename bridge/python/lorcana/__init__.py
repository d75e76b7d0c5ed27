"""Python client of the Lorcana rules engine's bridge.

Environments over one protocol (docs/bridge.md):

- :class:`LorcanaAECEnv`: PettingZoo's AEC API, every seat an agent;
- :class:`LorcanaGymEnv`: Gymnasium's API, one seat against a built-in agent;
- :class:`LorcanaVectorEnv`: N games stepped in one round trip, autoreset;
- :class:`LorcanaDraftEnv`: a Draft pod (PettingZoo AEC), every seat that
  Python drafts an agent, rewards from the drafted decks' round robin;
- :class:`DeckBuildEnv`: Gymnasium's API, building a deck card by card.

Each starts a local ``lorcana serve`` process when given no address or
client, and stops it on close. :class:`Client` is the protocol's commands as
methods. Needs numpy and msgpack; zstandard (optional) adds compression.
"""

try:
    import msgpack  # noqa: F401
    import numpy  # noqa: F401
except ImportError as _e:  # say what to install, for the interpreter in use
    import sys as _sys
    raise ImportError(f"lorcana needs numpy and msgpack, and {_sys.executable} lacks one ({_e}): on Debian, "
                      "apt-get install python3-numpy python3-msgpack and use /usr/bin/python3; "
                      "elsewhere, pip install numpy msgpack") from _e

from .aec import HAVE_PETTINGZOO, LorcanaAECEnv  # noqa: E402
from .client import Client  # noqa: E402
from .deckbuild_env import DeckBuildEnv  # noqa: E402
from .draft import LorcanaDraftEnv  # noqa: E402
from .errors import ConnectionClosed, IncompatibleServer, LorcanaError, ServerError, Timeout
from .gym_env import LorcanaGymEnv
from .protocol import Connection, zstd_available
from .server import LocalServer, find_binary
from .vector import LorcanaVectorEnv

__all__ = [
    "Client", "Connection", "DeckBuildEnv", "ConnectionClosed", "HAVE_PETTINGZOO", "IncompatibleServer", "LocalServer",
    "LorcanaAECEnv", "LorcanaDraftEnv", "LorcanaError", "LorcanaGymEnv", "LorcanaVectorEnv", "ServerError",
    "Timeout", "find_binary", "zstd_available",
]
__version__ = "0.1.0"
