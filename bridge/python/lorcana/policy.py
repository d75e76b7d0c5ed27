"""Reference inference of an exported Lorcana policy in plain numpy.

``lorcana export --format npz --out bot.npz`` writes the weights (bot.npz)
and the architecture (bot.json); :func:`load` reads both, and
:class:`Policy` computes the same logits and values as the Go network
(train/model) on the same observations:

>>> pol = load("bot.npz")
>>> a = pol.act(obs, info["action_mask"])   # LorcanaGymEnv, LorcanaVectorEnv
>>> a = pol.act(env.observe(agent))         # LorcanaAECEnv ({"observation", "action_mask"})
>>> c = pol.compact(obs, mask)              # full observation arrays -> compact ones
>>> logits, value = pol.forward(**c)        # batched: leading axis N

A full observation is a dict of the encode.Obs arrays (``card_index``,
``cards``, ``globals``, ``options``, ``option_refs``), with or without a
leading batch axis, as the bridge's environments return them (the default
fields; ``fields=`` must keep these), and its mask: the envs' ``info
["action_mask"]``, the AEC observation's ``"action_mask"``, or a ``mask``
entry of the dict (encode.Obs, the samples of ``lorcana export``).
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


def _with_mask(obs, mask):
    """The observation dict and its mask, from the forms the envs give."""
    if not isinstance(obs, dict):
        raise TypeError(f"observation: want a dict of arrays, not {type(obs).__name__}")
    if "observation" in obs and "action_mask" in obs:  # LorcanaAECEnv
        if mask is None:
            mask = obs["action_mask"]
        obs = obs["observation"]
    if mask is None:
        mask = obs.get("mask")
    if mask is None:
        raise ValueError("no mask: pass the env's info[\"action_mask\"] as mask (or env.action_masks())")
    missing = [k for k in _INPUTS if k != "mask" and k not in obs]
    if missing:
        raise ValueError(f"observation lacks {missing}: the policy reads {list(_INPUTS[:-1])} "
                         "(make the env with those fields)")
    mask = np.asarray(mask)
    if mask.ndim != np.ndim(obs["card_index"]):
        raise ValueError(f"mask of shape {mask.shape} for observations of card_index {np.shape(obs['card_index'])}")
    return obs, mask


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

    def compact(self, obs, mask=None):
        """Cuts full observations (a dict of encode.Obs arrays, batched or
        not, and their mask: see the module's doc) down to the network's
        inputs, batched."""
        obs, mask = _with_mask(obs, mask)
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
            "mask": (mask[None] if single else mask)[:, :k].astype(np.float32),
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

    def act(self, obs, mask=None):
        """The most likely legal option: an int for one observation, an
        int array [N] for a batch (a vector env's). obs and mask as the
        envs return them (see the module's doc):

        - LorcanaGymEnv: ``act(obs, info["action_mask"])``;
        - LorcanaVectorEnv: ``act(obs, info["action_mask"])`` -> actions;
        - LorcanaAECEnv: ``act(env.observe(agent))`` or ``act(obs)`` of
          ``env.last()``.
        """
        obs, mask = _with_mask(obs, mask)
        c = self.compact(obs, mask)
        logits, _ = self.forward(**c)
        best = np.argmax(logits, axis=1)
        if not c["mask"][np.arange(len(best)), best].all():
            raise ValueError("act: an observation with no legal option (its mask is all 0: the game is over)")
        return int(best[0]) if np.ndim(obs["card_index"]) == 1 else best.astype(np.int64)
