"""Shared set-up of the environments: the client, the make request."""

import numpy as np

from .client import Client

FIELDS = ("card_index", "cards", "globals", "options", "option_refs", "option_cards")


def open_client(client, address, token, compression, timeout, server_binary):
    """The client to use and whether the environment owns it."""
    if client is not None:
        return client, False
    return Client(address, token=token, compression=compression, timeout=timeout,
                  server_binary=server_binary), True


def make_args(fields, **config):
    """make's arguments: None values left out, the mask always sent."""
    args = {k: v for k, v in config.items() if v is not None}
    if fields is not None:
        args["fields"] = sorted(set(fields) | {"mask"})
    return args


def split_obs(obs, row=None):
    """The observation dict (fields other than the mask) and the mask, of
    row row of a batch (or the whole batch if row is None)."""
    if row is None:
        mask = obs["mask"]
        return {k: v for k, v in obs.items() if k != "mask"}, mask
    return {k: v[row] for k, v in obs.items() if k != "mask"}, obs["mask"][row]


def zero_mask(n):
    return np.zeros(n, dtype=np.int8)
