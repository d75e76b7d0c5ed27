"""A server process shared by a test module, and helpers."""

import numpy as np

import lorcana

_server = None


def server():
    """The module's server (started on first use; LORCANA_BIN or a build)."""
    global _server
    if _server is None or not _server.alive:
        _server = lorcana.LocalServer()
    return _server


def stop_server():
    global _server
    if _server is not None:
        _server.close()
        _server = None


def client(**kw):
    return lorcana.Client(server().address, **kw)


def pick(rng, mask):
    """A uniformly random legal action of a mask."""
    legal = np.flatnonzero(mask)
    assert len(legal) > 0, "no legal action"
    return int(rng.choice(legal))
