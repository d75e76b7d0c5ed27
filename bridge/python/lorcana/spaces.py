"""Gymnasium's spaces when gymnasium is importable, else small stand-ins
with the same names and the parts of their API the environments use
(shape, dtype, n, sample, contains, seed)."""

import numpy as np

try:
    from gymnasium.spaces import Box, Dict, Discrete, MultiDiscrete  # noqa: F401
    HAVE_GYMNASIUM = True
except ImportError:
    HAVE_GYMNASIUM = False

    class Space:
        def __init__(self, shape=None, dtype=None, seed=None):
            self.shape = None if shape is None else tuple(shape)
            self.dtype = None if dtype is None else np.dtype(dtype)
            self.np_random = np.random.default_rng(seed)

        def seed(self, seed=None):
            self.np_random = np.random.default_rng(seed)
            return [seed]

    class Box(Space):
        def __init__(self, low, high, shape, dtype=np.float32, seed=None):
            super().__init__(shape, dtype, seed)
            self.low = np.full(self.shape, low, dtype=self.dtype)
            self.high = np.full(self.shape, high, dtype=self.dtype)

        def sample(self):
            if self.dtype.kind == "f":
                lo = np.maximum(self.low, -1e6)
                hi = np.minimum(self.high, 1e6)
                return self.np_random.uniform(lo, hi).astype(self.dtype)
            return self.np_random.integers(self.low, self.high.astype(np.int64) + 1).astype(self.dtype)

        def contains(self, x):
            x = np.asarray(x)
            return x.shape == self.shape and np.can_cast(x.dtype, self.dtype) and bool(
                np.all(x >= self.low) and np.all(x <= self.high))

        def __repr__(self):
            return f"Box({self.shape}, {self.dtype})"

    class Discrete(Space):
        def __init__(self, n, seed=None, start=0):
            super().__init__((), np.int64, seed)
            self.n, self.start = int(n), int(start)

        def sample(self, mask=None):
            if mask is not None:
                legal = np.flatnonzero(np.asarray(mask))
                if len(legal) == 0:
                    return self.start
                return int(self.start + self.np_random.choice(legal))
            return int(self.start + self.np_random.integers(self.n))

        def contains(self, x):
            try:
                x = int(x)
            except (TypeError, ValueError):
                return False
            return self.start <= x < self.start + self.n

        def __repr__(self):
            return f"Discrete({self.n})"

    class MultiDiscrete(Space):
        def __init__(self, nvec, dtype=np.int64, seed=None):
            self.nvec = np.asarray(nvec, dtype=dtype)
            super().__init__(self.nvec.shape, dtype, seed)

        def sample(self):
            return self.np_random.integers(0, self.nvec).astype(self.dtype)

        def contains(self, x):
            x = np.asarray(x)
            return x.shape == self.shape and bool(np.all((x >= 0) & (x < self.nvec)))

        def __repr__(self):
            return f"MultiDiscrete({self.nvec})"

    class Dict(Space):
        def __init__(self, spaces, seed=None):
            super().__init__(None, None, seed)
            self.spaces = dict(spaces)

        def __getitem__(self, key):
            return self.spaces[key]

        def keys(self):
            return self.spaces.keys()

        def items(self):
            return self.spaces.items()

        def sample(self):
            return {k: s.sample() for k, s in self.spaces.items()}

        def contains(self, x):
            return isinstance(x, dict) and x.keys() == self.spaces.keys() and all(
                s.contains(x[k]) for k, s in self.spaces.items())

        def seed(self, seed=None):
            for i, s in enumerate(self.spaces.values()):
                s.seed(None if seed is None else seed + i)
            return [seed]

        def __repr__(self):
            return "Dict(" + ", ".join(f"{k}: {s}" for k, s in self.spaces.items()) + ")"


_BOUNDS = {"card_index": (0, None), "option_refs": (-1, None), "option_cards": (0, None)}


def field_space(name, dtype, shape, num_card_index=None, batch=None):
    """The Box of one observation field."""
    shape = tuple(shape) if batch is None else (batch, *shape)
    dtype = np.dtype(dtype)
    if name == "mask":
        return Box(0, 1, shape, np.int8)
    if dtype.kind == "f":
        return Box(-np.inf, np.inf, shape, np.float32)
    low, _ = _BOUNDS.get(name, (np.iinfo(dtype).min, None))
    high = np.iinfo(dtype).max
    if name in ("card_index", "option_cards") and num_card_index:
        high = num_card_index - 1
    return Box(low, high, shape, dtype)


def observation_space(info, batch=None, with_mask=False):
    """A Dict of the observation fields described by make's result."""
    fields = {}
    for name, d in info["observation"].items():
        if name == "mask" and not with_mask:
            continue
        fields[name] = field_space(name, d["dtype"], d["shape"], info.get("num_card_index"), batch)
    return Dict(fields)
