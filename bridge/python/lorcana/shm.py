"""The shm transport's memory on the client's side: the file a server
allocates for a vector env's batch, mapped once; its arrays are numpy
views of it (read-only, overwritten by every reset and step). See "The shm
transport" in docs/bridge.md."""

import math
import mmap

import numpy as np


class ShmBatch:
    """The arrays of a group's shared memory file, described by make's
    ``shm`` reply: ``obs`` and ``final_obs`` (dicts of field -> [n, ...]),
    and the per-env results by name (``num_options``, ``to_play``,
    ``reward``, ``rewards``, ``terminated``, ``truncated``, ``winner``,
    ``turn``)."""

    def __init__(self, desc):
        with open(desc["path"], "rb") as f:  # OSError when not on this machine
            self._mm = mmap.mmap(f.fileno(), int(desc["size"]), access=mmap.ACCESS_READ)
        self.path = desc["path"]
        self.obs, self.final_obs, self.results = {}, {}, {}
        for name, a in desc["arrays"].items():
            shape = tuple(a["shape"])
            v = np.frombuffer(self._mm, dtype=np.dtype(a["dtype"]), count=math.prod(shape),
                              offset=int(a["offset"])).reshape(shape)
            prefix, _, field = name.partition(".")
            if prefix == "obs" and field:
                self.obs[field] = v
            elif prefix == "final_obs" and field:
                self.final_obs[field] = v
            else:
                self.results[name] = v

    def __getitem__(self, name):
        return self.results[name]

    def close(self):
        """Drops the views and unmaps the file (once no other view of it is
        alive; until then the memory stays mapped)."""
        self.obs, self.final_obs, self.results = {}, {}, {}
        if self._mm is not None:
            try:
                self._mm.close()
            except BufferError:  # the caller still holds arrays of it
                pass
            self._mm = None
