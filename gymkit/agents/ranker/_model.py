"""The learned weights: one logistic model per decision family, read from a small JSON file.

A family (`split`, `collection`, `filter`, `bool`, `agg`, `group`, `search`) scores a
candidate as the logistic of its bias plus the weights of its features. The weights are
learned by `gymkit.agents.ranker.train.fit` from generated query sets over invented schemas
(scikit-learn's logistic regression); applying them needs no library beyond the standard one.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from pathlib import Path

from gymkit.errors import GymError

MODEL_FILE = Path(__file__).with_name("model.json")
FAMILIES = ("split", "collection", "filter", "bool", "agg", "group", "search", "shape", "combine")
MODEL_FORMAT = 1
DEFAULT_THRESHOLD = 0.3  # a part is chosen above this score, unless the model's meta says


@dataclass
class Family:
    bias: float
    weights: dict[str, float]

    def raw(self, feats: dict[str, float]) -> float:
        w = self.weights
        return self.bias + sum(w.get(k, 0.0) * v for k, v in feats.items() if v)

    def prob(self, feats: dict[str, float]) -> float:
        z = self.raw(feats)
        return 1.0 / (1.0 + math.exp(-z)) if z > -60 else 0.0

    def strongest(self, feats: dict[str, float], n: int = 4) -> dict[str, float]:
        """The features that moved the score most, each with its contribution (for the trace),
        strongest first."""
        parts = [(k, round(self.weights.get(k, 0.0) * v, 3)) for k, v in feats.items() if v]
        parts = [p for p in parts if p[1]]
        return dict(sorted(parts, key=lambda p: (-abs(p[1]), p[0]))[:n])


@dataclass
class Model:
    families: dict[str, Family]
    meta: dict

    def __getitem__(self, family: str) -> Family:
        return self.families.get(family) or Family(0.0, {})

    def to_json(self) -> str:
        data = {
            "format": MODEL_FORMAT,
            "meta": self.meta,
            "families": {
                name: {"bias": f.bias, "weights": dict(sorted(f.weights.items()))}
                for name, f in sorted(self.families.items())
            },
        }
        return json.dumps(data, indent=0, sort_keys=False, ensure_ascii=True) + "\n"

    def threshold(self, family: str) -> float:
        """The score above which a part of `family` is chosen (the model's `thresholds`)."""
        return float((self.meta.get("thresholds") or {}).get(family, DEFAULT_THRESHOLD))

    def features(self) -> list[str]:
        return sorted({k for f in self.families.values() for k in f.weights})


def load(path: str | Path = MODEL_FILE) -> Model:
    """The model in `path`; a missing or damaged file is one line naming it and the fix."""
    path = Path(path)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise GymError(
            f"{path}: the ranker's model file is missing; build it with `make ranker-model`"
        ) from None
    except (OSError, ValueError) as e:
        raise GymError(f"{path}: the ranker's model file cannot be read ({e})") from None
    if not isinstance(data, dict) or data.get("format") != MODEL_FORMAT:
        raise GymError(
            f"{path}: not a ranker model of format {MODEL_FORMAT}; rebuild it with `make ranker-model`"
        )
    fams = {
        name: Family(float(f["bias"]), {k: float(v) for k, v in f["weights"].items()})
        for name, f in data.get("families", {}).items()
    }
    return Model(fams, data.get("meta", {}))
