"""Reference inference of an exported Lorcana policy in plain numpy.

``lorcana export --format npz --out bot.npz`` writes the weights (bot.npz)
and the architecture (bot.json); :func:`load` reads both, and
:class:`Policy` computes the same logits and values as the Go network
(train/model) on the same observations:

>>> pol = load("bot.npz")
>>> c = pol.compact(obs)             # full observation arrays -> compact ones
>>> logits, value = pol.forward(**c)  # batched: leading axis N

A full observation is a dict of the encode.Obs arrays (``card_index``,
``cards``, ``globals``, ``options``, ``option_refs``, ``mask``) with or
without a leading batch axis, as the bridge's environments return them.
The network reads a compact form: the first rows of each card-table section
and the first options (bot.json's ``layout``). Illegal options get
``mask_penalty`` (1e9) subtracted, never -inf. Computation is in float64;
the Go network computes in float32 (agreement to about 1e-5).
"""

import json
import os

import numpy as np

__all__ = ["Policy", "load"]

_INPUTS = ("card_index", "cards", "globals", "options", "option_refs", "mask")


def load(npz_path, json_path=None):
    """Reads an exported policy: the .npz weights and the .json architecture
    (by default the .npz path with .json instead)."""
    if json_path is None:
        json_path = os.path.splitext(npz_path)[0] + ".json"
    with open(json_path) as f:
        arch = json.load(f)
    with np.load(npz_path) as z:
        weights = {name: z[name] for name in z.files}
    return Policy(arch, weights)


class Policy:
    """An exported network: ``arch`` is the parsed .json, ``weights`` maps
    each parameter name to its float32 array."""

    def __init__(self, arch, weights):
        if arch.get("format") != "lorcana-policy":
            raise ValueError("not a lorcana policy description")
        self.arch = arch
        self.dims = arch["dims"]
        self.mask_penalty = float(arch["mask_penalty"])
        for p in arch["params"]:
            w = weights.get(p["name"])
            if w is None or list(w.shape) != list(p["shape"]):
                raise ValueError(f"weight {p['name']}: shape {None if w is None else w.shape}, want {p['shape']}")
        self.w = {k: np.asarray(v, dtype=np.float64) for k, v in weights.items()}
        lay = arch["layout"]
        self._row_map = np.full(lay["spec_card_rows"] + 1, -1, dtype=np.int64)  # last entry: ref -1
        for s in lay["sections"]:
            self._row_map[s["From"]:s["From"] + s["rows"]] = np.arange(s["To"], s["To"] + s["rows"])
        self._sections = lay["sections"]
        self._options = lay["keep"]["options"]

    def compact(self, obs):
        """Cuts full observations (a dict of encode.Obs arrays, batched or
        not) down to the network's inputs, batched."""
        single = np.ndim(obs["card_index"]) == 1
        get = (lambda k: np.asarray(obs[k])[None]) if single else (lambda k: np.asarray(obs[k]))
        ci, cards = get("card_index"), get("cards")
        n = ci.shape[0]
        if cards.ndim == 2:  # flat rows: [N, R*F]
            cards = cards.reshape(n, ci.shape[1], -1)
        rows = np.concatenate([np.arange(s["From"], s["From"] + s["rows"]) for s in self._sections])
        k = self._options
        options = get("options").reshape(n, -1, self.dims["option_features"])
        refs = get("option_refs").reshape(n, -1, 2)[:, :k]
        refs = self._row_map[np.where(refs < 0, -1, refs)]  # -1 reads the last entry (-1)
        return {
            "card_index": ci[:, rows].astype(np.int32),
            "cards": cards[:, rows].astype(np.float32),
            "globals": get("globals").astype(np.float32),
            "options": options[:, :k].astype(np.float32),
            "option_refs": refs.astype(np.int32),
            "mask": get("mask")[:, :k].astype(np.float32),
        }

    def forward(self, card_index, cards, globals, options, option_refs, mask):
        """Logits [N, K] and values [N] of compact observations."""
        w = self.w
        relu = lambda x: np.maximum(x, 0.0)
        card_index = np.asarray(card_index)
        present = (card_index > 0).astype(np.float64)
        e = relu(np.asarray(cards, np.float64) @ w["card_w"] + w["card_embed"][card_index] + w["card_b"])
        e = e * present[..., None]
        parts, start = [], 0
        for n in self.dims["zones"]:
            total = e[:, start:start + n].sum(axis=1)
            count = np.maximum(present[:, start:start + n].sum(axis=1), 1.0)
            parts.append(total / count[:, None])
            start += n
        parts.append(np.asarray(globals, np.float64))
        x = np.concatenate(parts, axis=1)
        s = relu(x @ w["trunk_w"] + w["trunk_b"])
        s = relu(s @ w["trunk2_w"] + w["trunk2_b"])
        zero = np.zeros((e.shape[0], 1, w["opt_src"].shape[1]))
        src = np.concatenate([e @ w["opt_src"], zero], axis=1)
        tgt = np.concatenate([e @ w["opt_tgt"], zero], axis=1)
        refs = np.asarray(option_refs)
        rows = e.shape[1]
        refs = np.where(refs < 0, rows, refs)
        b = np.arange(e.shape[0])[:, None]
        h = np.asarray(options, np.float64) @ w["opt_w"] + src[b, refs[..., 0]] + tgt[b, refs[..., 1]]
        h = relu(h + (s @ w["opt_state"])[:, None, :] + w["opt_b"])
        logits = h @ w["opt_out"] + (np.asarray(mask, np.float64) - 1.0) * self.mask_penalty
        value = s @ w["value_w"] + w["value_b"]
        return logits, value

    def act(self, obs):
        """The most likely legal option of one full observation."""
        logits, _ = self.forward(**self.compact(obs))
        return int(np.argmax(logits[0]))
