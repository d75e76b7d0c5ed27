"""Shared set-up of the environments: the client, the make request."""

import numpy as np

from .client import Client
from .errors import LorcanaError, ServerError
from .shm import ShmBatch

FIELDS = ("card_index", "cards", "globals", "options", "option_refs", "option_cards")


def open_client(client, address, token, compression, timeout, server_binary):
    """The client to use and whether the environment owns it."""
    if client is not None:
        return client, False
    return Client(address, token=token, compression=compression, timeout=timeout,
                  server_binary=server_binary), True


def make_args(fields, layout="packed", **config):
    """make's arguments: None values left out, the mask always sent, the
    packed layout unless told otherwise (the environments make it dense)."""
    args = {k: v for k, v in config.items() if v is not None}
    args["layout"] = layout
    if fields is not None:
        args["fields"] = sorted(set(fields) | {"mask"})
    return args


def make_group(client, num_envs, args, transport):
    """Makes num_envs environments with make's args on transport ("shm",
    "socket", or None: shm when the server agrees, else the socket) and
    returns (make's result, the mapped ShmBatch or None)."""
    if transport not in (None, "socket", "shm"):
        raise ValueError(f"transport {transport!r}: want None, 'socket' or 'shm'")
    if transport is None and "shm" not in client.conn.transports:
        transport = "socket"
    try:
        info = client.make(num_envs, transport=transport or "shm", **args)
    except ServerError:
        if transport == "shm":
            raise
        # no room for the shared memory (limit), or another error that the
        # socket's make reports the same way
        return client.make(num_envs, transport="socket", **args), None
    if info.get("transport") != "shm":
        return info, None
    try:
        return info, ShmBatch(info["shm"])
    except OSError as e:  # the server is not on this machine after all
        client.close_env(info["env"])
        if transport == "shm":
            raise LorcanaError(f"cannot map the server's shared memory {info['shm']['path']}: {e}") from e
        return client.make(num_envs, transport="socket", **args), None


def shm_rows(shm, n=1, copy=True):
    """A reset/step result of the first n envs read from the shared memory
    (copies unless copy is False), as the socket's result."""
    rows = lambda d: {k: v[:n].copy() if copy else v[:n] for k, v in d.items()}  # noqa: E731
    r = rows(shm.results)
    r["obs"] = rows(shm.obs)
    return r


def split_obs(obs, row=None):
    """The observation dict (fields other than the mask) and the mask, of
    row row of a batch (or the whole batch if row is None)."""
    if row is None:
        mask = obs["mask"]
        return {k: v for k, v in obs.items() if k != "mask"}, mask
    return {k: v[row] for k, v in obs.items() if k != "mask"}, obs["mask"][row]


def zero_mask(n):
    return np.zeros(n, dtype=np.int8)


def densify(p, spec):
    """The dense observation arrays [m, ...] of a batch sent in the packed
    layout (docs/bridge.md): rows left out are zero (option_refs -1), the
    mask is 1 for the first option_rows options."""
    orows = p["option_rows"]
    m = len(orows)
    R, F = spec["card_rows"], spec["card_features"]
    K, H, NR = spec["options"], spec["option_features"], spec["option_refs"]
    out = {}
    if "card_rows" in p:
        env_of = np.repeat(np.arange(m), p["card_rows"])
        rows = p["card_row"]
        if "card_index" in p:
            a = np.zeros((m, R), dtype=np.int32)
            a[env_of, rows] = p["card_index"]
            out["card_index"] = a
        if "cards" in p:
            a = np.zeros((m, R, F), dtype=np.float32)
            a[env_of, rows] = p["cards"]
            out["cards"] = a
    if "globals" in p:
        out["globals"] = p["globals"]
    total = int(orows.sum())
    oenv = np.repeat(np.arange(m), orows)
    opos = np.arange(total) - np.repeat(np.cumsum(orows) - orows, orows)
    for name, width, fill, dtype in (("options", H, 0, np.float32), ("option_refs", NR, -1, np.int32),
                                     ("option_cards", NR, 0, np.int32)):
        if name in p:
            a = np.full((m, K, width), fill, dtype=dtype)
            a[oenv, opos] = p[name]
            out[name] = a
    out["mask"] = (np.arange(K)[None, :] < orows[:, None]).astype(np.int8)
    return out


def dense_result(r, spec):
    """A reset/step/observe result with its observations made dense when
    they came packed (a shm reply, {"shm": rounds}, as it is)."""
    if "obs" in r and "option_rows" in r["obs"]:
        r["obs"] = densify(r["obs"], spec)
        if "final_obs" in r and len(r.get("final_envs", ())):
            r["final_obs"] = densify(r["final_obs"], spec)
    return r


class StandIn:
    """What the stand-ins for gymnasium's and pettingzoo's base classes share
    when those libraries are not installed: unwrapped and use as a context
    manager (closing on exit)."""

    metadata = {}

    @property
    def unwrapped(self):
        return self

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def state_option(seed, options):
    """The saved game reset(options={"state": ...}) asks for, or None.

    options is None or a dict; keys other than "state" are ignored, as
    Gymnasium's and PettingZoo's tools pass options of their own to every
    environment (pettingzoo.test.api_test resets with {"options": 1})."""
    if options is None:
        return None
    if not isinstance(options, dict):
        raise ValueError(f"reset options {options!r}: want a dict (or None)")
    state = options.get("state")
    if state is None:
        return None
    if not isinstance(state, (bytes, bytearray, memoryview)):
        raise ValueError(f"reset options[\"state\"]: want bytes from serialize(), not {type(state).__name__}")
    if seed is not None:
        raise ValueError("reset: give a seed or options[\"state\"], not both")
    return state


ILLEGAL_ACTIONS = ("lose", "raise")


def check_illegal_action(policy):
    """Validates the illegal_action option of an environment."""
    if policy not in ILLEGAL_ACTIONS:
        raise ValueError(f"illegal_action {policy!r}: want \"lose\" (the player who sent it loses the game) "
                         f"or \"raise\" (step raises ServerError \"illegal_action\" and nothing changes)")
    return policy


def legal_index(action, mask):
    """The option index of an action, or None when it is not a legal one
    (out of range or masked off). An action that is not an integer at all
    raises ValueError whatever the policy: that is a bug in the caller."""
    a = np.asarray(action)
    if a.shape != () or a.dtype.kind not in "iub":
        if a.shape == () and a.dtype.kind == "f" and float(a).is_integer():
            a = a.astype(np.int64)
        else:
            raise ValueError(f"action {action!r}: want one integer, the index of a legal option")
    i = int(a)
    if 0 <= i < len(mask) and mask[i]:
        return i
    return None


def render_text(client, env, mode, view=None):
    """Renders env as text for a render_mode: None renders nothing, "human"
    prints the text, any other mode returns it. view: a seat (what that
    player may see) or None/"full" (every card)."""
    if mode is None:
        return None
    text = client.render(env, view=view)
    if mode == "human":
        print(text)
        return None
    return text


def close_group(env):
    """Closes an environment's group on the server (if the connection is
    still up), unmaps its shared memory, and closes the connection when the
    environment owns it. The three environments' close() share it."""
    try:
        if not env._client.conn.closed:
            env._client.close_env(env._env)
    finally:
        if env._shm is not None:
            env._shm.close()
        if env._owns:
            env._client.close()
