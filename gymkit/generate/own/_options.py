"""What a generated set holds besides its size and seed: `gymkit env queries` flags.

- classes (`--classes "numeric filter,text aggregation"`): the operator classes a query may
  hold, in the card's names (or the older ones, `gymkit.call.vocabulary`); every class of a
  query must be among them, so `multi-query` must be named for queries of several sub-queries.
- explicit_share (`--explicit-share 0.5`): the share of explicit commands (the card's coin is
  0.45), the rest conversational.
- exclude (`--exclude Collection.property`): properties no plan and no edge case uses; they stay
  in the environment (its schema, its objects, the agents' view).
- edge (`--edge N`): how many edge_case_1 cases (default: every case the data allows); fewer are
  chosen across the behaviours, more are derived by further rounds of the same recipe.
The defaults are the set `gymkit env queries NAME` has always written, byte for byte.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from gymkit.call.vocabulary import CLASSES, SEARCH, operator_class
from gymkit.errors import GymError
from gymkit.generate.objects import CollectionData, EnvData
from gymkit.generate.own._blueprint import Derived

EXPLICIT_SHARE = 0.45  # the card's coin: 113 explicit of 250


class GenerationError(GymError, ValueError):
    """A query set that cannot be generated; the message names the environment and the fix."""


@dataclass(frozen=True)
class Options:
    classes: tuple[str, ...] = ()  # empty: every class the schema allows
    explicit_share: float = EXPLICIT_SHARE
    exclude: tuple[str, ...] = ()  # "Collection.property"
    edge: int | None = None  # None: every case the data allows

    @classmethod
    def of(
        cls,
        classes: str | Iterable[str] | None = None,
        explicit_share: float | None = None,
        exclude: Iterable[str] | None = None,
        edge: int | None = None,
    ) -> Options:
        """Options from flag values: classes as one comma-separated string or a list."""
        if isinstance(classes, str):
            classes = classes.split(",")
        names = tuple(dict.fromkeys(c.strip() for c in classes or () if c.strip()))
        unknown = [c for c in names if operator_class(c) not in CLASSES]
        if unknown:
            raise GenerationError(
                f"--classes {', '.join(unknown)}: not an operator class; use the card's names: "
                + ", ".join(c for c in CLASSES if c != SEARCH)
            )
        published = tuple(dict.fromkeys(operator_class(c) for c in names))
        if SEARCH in published:
            raise GenerationError(
                "--classes search query: a generated search would have no labelled set; label "
                "searches with notebooks/label_searches.ipynb instead"
            )
        share = EXPLICIT_SHARE if explicit_share is None else float(explicit_share)
        if not 0 <= share <= 1:
            raise GenerationError(f"--explicit-share {share}: give a share from 0 to 1")
        if edge is not None and edge < 0:
            raise GenerationError(f"--edge {edge}: give 0 or more edge cases")
        keys = tuple(dict.fromkeys(k.strip() for k in exclude or () if k.strip()))
        return cls(published, share, keys, edge)

    @property
    def default(self) -> bool:
        return self == Options()

    def allowed(self, supported: list[str], environment: str) -> list[str]:
        """The classes the set may hold: the schema's, narrowed to the chosen ones (a chosen
        class the schema does not allow is an error naming the ones it does)."""
        if not self.classes:
            return supported
        missing = [c for c in self.classes if c not in supported]
        if missing:
            raise GenerationError(
                f"--classes {', '.join(missing)}: {environment}'s schema allows no such query "
                f"(it allows {', '.join(supported)})"
            )
        return [c for c in supported if c in self.classes]

    def describe(self) -> str:
        """The options that differ from the defaults, as flags (for the summary line)."""
        out = []
        if self.classes:
            out.append(f'--classes "{",".join(self.classes)}"')
        if self.explicit_share != EXPLICIT_SHARE:
            out.append(f"--explicit-share {self.explicit_share:g}")
        out += [f"--exclude {k}" for k in self.exclude]
        if self.edge is not None:
            out.append(f"--edge {self.edge}")
        return " ".join(out)


def without(derived: Derived, exclude: tuple[str, ...]) -> Derived:
    """The derived blueprint without the excluded properties (the environment keeps them): no
    plan or edge case of the set uses them. GenerationError names a property that is not there
    or that cannot be left out (a collection's identifier, which counts and names its records)."""
    if not exclude:
        return derived
    env = derived.env
    drop: dict[str, set[str]] = {}
    for key in exclude:
        coll_name, _, prop_name = key.partition(".")
        coll = env.collection(coll_name)
        if coll is None:
            raise GenerationError(
                f"--exclude {key}: {env.id} has no collection {coll_name!r} "
                f"(it has {', '.join(c.name for c in env.collections)}); give Collection.property"
            )
        prop = coll.prop(prop_name)
        if prop is None:
            raise GenerationError(
                f"--exclude {key}: {coll_name} has no property {prop_name!r} "
                f"(it has {', '.join(p.name for p in coll.properties)})"
            )
        if prop.is_identifier:
            raise GenerationError(
                f"--exclude {key}: {prop_name} is {coll_name}'s identifier, which names and "
                "counts its records; it cannot be left out"
            )
        drop.setdefault(coll_name, set()).add(prop_name)
    colls, data = [], {}
    for cb in derived.blueprint.collections:
        kept = tuple(p for p in cb.properties if p.name not in drop.get(cb.name, set()))
        cb2 = replace(cb, properties=kept)
        colls.append(cb2)
        cd = derived.data.collections[cb.name]
        data[cb.name] = CollectionData(cb2, cd.identifiers, cd.uuids, cd.table)
    bp = replace(derived.blueprint, collections=tuple(colls))
    return Derived(env, bp, EnvData(bp, data), derived.objects_dir)
