"""Roles of a user's properties: inferred from the objects, printed, overridable.

Weaviate's schema gives a type (text, int, number, ...) but not the gym's role. For each text
property the importer looks at the values:
- prose (searchable_text, what a search reads): free text of a sentence or more (at least
  PROSE_WORDS words, or PROSE_SENTENCE_WORDS words ending in . ! or ?) in at least
  PROSE_SHARE of the records, and mostly distinct (at least PROSE_DISTINCT of them), so even
  one-sentence descriptions are searchable. A property Weaviate tokenizes as `field` is never
  prose unless the user says so. A text property that misses one of the two shares but holds
  sentences in at least PROSE_NEAR of its records and as many distinct values (a scope of work
  whose 1,400 records repeat 731 texts) stays whole-value text, with a warning naming both
  shares and the flag that makes it prose.
- identifier: unique short text (every record has a value, all distinct). One per collection:
  when several qualify, one whose values are not another collection's identifiers, then one
  whose name ends in name, title, code or id, then the first in the schema.
- reference to C: at least REFERENCE_SHARE of the distinct values are C's identifiers.
- text: anything else (categories, tags, free labels), filtered by whole value.
A number is int when declared int, or when declared number but every value is written as an
integer (`7`, not `7.0`: JSON and CSV integers, Parquet integer columns); otherwise number. A
running Weaviate returns every `number` as a float, so its declared numbers stay number.
A collection holding a reference is transactional, otherwise knowledge_base.
Overrides (`--role Coll.prop=ROLE`, or a roles file) win; a property left as something other
than prose while it looks like prose gets a warning, since no search would read it.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path

from gymkit.schema import (
    Collection,
    DeclaredCollection,
    DeclaredProperty,
    Environment,
    Property,
)
from gymkit.sources.imports._objects import ImportProblem
from gymkit.words import plural

PROSE_WORDS = 6
PROSE_SENTENCE_WORDS = 3
PROSE_SHARE = 0.6
PROSE_DISTINCT = 0.6
PROSE_NEAR = 0.25  # sentences and distinct values in this share of the records: a warning
REFERENCE_SHARE = 0.9
TEXT_ROLES = ("prose", "identifier", "reference", "text")
NUMBER_ROLES = ("int", "number")
KINDS = ("knowledge_base", "transactional")
_ID_HINT = re.compile(r"(name|title|code|id|key|number|sku)$", re.IGNORECASE)
_ROLE_ALIASES = {
    "searchable": "prose",
    "searchable_text": "prose",
    "filterable": "text",
    "filterable_text": "text",
    "category": "text",
    "id": "identifier",
}


@dataclass
class Role:
    """The role chosen for one property, and why (printed for the user to confirm)."""

    collection: str
    prop: str
    data_type: str  # declared (Weaviate's name)
    role: str | None  # prose/identifier/reference/text, int/number, skip; None: by type
    references: str | None = None
    why: str = ""
    source: str = "inferred"  # inferred, override, schema

    @property
    def gym_type(self) -> str:
        t = self.data_type
        if t == "text":
            return "searchable_text" if self.role == "prose" else "filterable_text"
        if t in ("number", "int"):
            return self.role or t
        if t in ("number[]", "int[]"):
            return f"{self.role or t[:-2]}_array"
        return t[:-2] + "_array" if t.endswith("[]") else t


def read_overrides(flags: list[str] | None, path: Path | None) -> dict[str, str]:
    """{"Coll.prop": role, "Coll": kind} from `--role` flags and a JSON or YAML roles file.

    The file maps either "Coll.prop" to a role, or a collection to {prop: role} (and an
    optional "kind"). Flags win over the file.
    """
    out: dict[str, str] = {}
    if path is not None:
        if not path.is_file():
            raise ImportProblem(f"{path}: roles file is missing")
        text = path.read_text(encoding="utf-8")
        try:
            if path.suffix in (".yaml", ".yml"):
                import yaml

                data = yaml.safe_load(text)
            else:
                data = json.loads(text)
        except Exception as e:  # json and yaml raise their own error types
            raise ImportProblem(
                f"{path}: not valid {path.suffix.lstrip('.').upper()} ({e})"
            ) from None
        if not isinstance(data, dict):
            raise ImportProblem(f"{path}: expected a mapping of Collection.property to role")
        for key, value in data.items():
            if isinstance(value, dict):
                for prop, role in value.items():
                    out[str(key) if prop == "kind" else f"{key}.{prop}"] = str(role)
            else:
                out[str(key)] = str(value)
    for flag in flags or []:
        key, sep, role = flag.partition("=")
        if not sep or not key.strip() or not role.strip():
            raise ImportProblem(
                f"--role {flag}: expected COLLECTION.PROPERTY=ROLE, e.g. Books.blurb=prose"
            )
        out[key.strip()] = role.strip()
    return {k: _ROLE_ALIASES.get(v.lower(), v) for k, v in out.items()}


def skipped(overrides: dict[str, str]) -> set[str]:
    return {k for k, v in overrides.items() if v == "skip"}


@dataclass
class _TextStats:
    n: int
    distinct: int
    sentences: int
    mean_words: float
    min_words: int
    max_words: int

    @property
    def prose(self) -> bool:
        return (
            self.n > 0
            and self.sentences >= PROSE_SHARE * self.n
            and self.distinct >= PROSE_DISTINCT * self.n
        )

    @property
    def near_prose(self) -> bool:
        """Free text by the numbers, though not both of prose's shares: sentences and distinct
        values in at least PROSE_NEAR of the records each."""
        return (
            not self.prose
            and self.n > 0
            and self.sentences >= PROSE_NEAR * self.n
            and self.distinct >= PROSE_NEAR * self.n
        )

    def describe(self) -> str:
        return (
            f"{self.min_words} to {self.max_words} words (mean {self.mean_words:.0f}), "
            f"{self.distinct} distinct of {self.n}"
        )

    def shares(self) -> str:
        """Both of prose's tests with their thresholds: what decided, for the user to read."""
        return (
            f"sentences in {plural(self.sentences, 'record')} of {self.n} "
            f"({self.sentences / self.n:.0%}, prose needs {PROSE_SHARE:.0%}), "
            f"{self.distinct} distinct of {self.n} "
            f"({self.distinct / self.n:.0%}, prose needs {PROSE_DISTINCT:.0%})"
        )


def _text_stats(values: list) -> _TextStats:
    vals = [v for v in values if v is not None]
    words = [len(v.split()) for v in vals]
    sentences = sum(
        1
        for v, w in zip(vals, words)
        if w >= PROSE_WORDS or (w >= PROSE_SENTENCE_WORDS and v.rstrip()[-1:] in ".!?")
    )
    return _TextStats(
        n=len(vals),
        distinct=len(set(vals)),
        sentences=sentences,
        mean_words=sum(words) / len(words) if words else 0.0,
        min_words=min(words, default=0),
        max_words=max(words, default=0),
    )


def _check_override(c: str, prop_type: str, role: str, where: str) -> None:
    allowed = (
        TEXT_ROLES
        if prop_type == "text"
        else NUMBER_ROLES
        if prop_type in ("int", "number", "int[]", "number[]")
        else ()
    )
    base = role.split(":", 1)[0]
    if base not in allowed:
        raise ImportProblem(
            f"{where}: role {role!r} does not fit {c} ({prop_type}); "
            + (f"use one of {', '.join(allowed)} or skip" if allowed else "only skip applies")
        )


def _identifier_candidates(
    c: DeclaredCollection, roles: dict, stats: dict, columns: dict
) -> list[DeclaredProperty]:
    """Unique short text: every record has a value, all distinct, not prose."""
    out = []
    for p in c.properties:
        key = f"{c.name}.{p.name}"
        st = stats.get(key)
        if p.data_type != "text" or roles[key].role is not None or st is None:
            continue
        unique = 0 < st.n == len(columns[c.name][p.name]) and st.distinct == st.n
        if unique and st.mean_words <= PROSE_WORDS:
            out.append(p)
    return out


def infer_roles(
    declared: list[DeclaredCollection],
    columns: dict[str, dict[str, list]],
    overrides: dict[str, str],
    warnings: list[str],
) -> tuple[list[Role], dict[str, str]]:
    """Every property's role and every collection's kind (see the module docstring)."""
    names = {c.name for c in declared}
    props = {f"{c.name}.{p.name}": (c, p) for c in declared for p in c.properties}
    for key, role in overrides.items():
        if role == "skip":
            continue
        if "." not in key:
            if key not in names:
                raise ImportProblem(
                    f"role for {key}: no such collection (collections: {', '.join(sorted(names))})"
                )
            if role not in KINDS:
                raise ImportProblem(
                    f"role for {key}: {role!r} is not a collection kind ({', '.join(KINDS)})"
                )
            continue
        if key not in props:
            raise ImportProblem(f"role for {key}: no such property in the schema")
        _check_override(key, props[key][1].data_type, role, f"role for {key}")

    roles: dict[str, Role] = {}
    stats: dict[str, _TextStats] = {}
    for c in declared:
        for p in c.properties:
            key = f"{c.name}.{p.name}"
            r = Role(c.name, p.name, p.data_type, None)
            vals = columns[c.name][p.name]
            if p.data_type in ("int", "number", "int[]", "number[]"):
                flat = [
                    x for v in vals if v is not None for x in (v if isinstance(v, list) else [v])
                ]
                whole = all(isinstance(x, int) for x in flat)
                if p.gym_type is not None:
                    r.role, r.source, r.why = (
                        ("number" if "number" in p.gym_type else "int"),
                        "schema",
                        "as declared",
                    )
                elif p.data_type.startswith("int"):
                    r.role, r.why = "int", "declared int"
                elif flat and whole:
                    r.role, r.why = (
                        "int",
                        f"declared number, every value an integer ({len(flat)} values)",
                    )
                else:
                    r.role, r.why = "number", "declared number" + ("" if flat else ", no values")
            elif p.data_type == "text":
                stats[key] = _text_stats(vals)
                r.why = stats[key].describe()
            roles[key] = r

    # text roles: prose first, then identifiers (which references need), then references
    for c in declared:
        for p in c.properties:
            key = f"{c.name}.{p.name}"
            if p.data_type != "text":
                continue
            r, st = roles[key], stats[key]
            if p.gym_type is not None:  # gymkit's own schema says it
                r.source = "schema"
                r.role = (
                    "prose"
                    if p.gym_type == "searchable_text"
                    else "identifier"
                    if p.is_identifier
                    else "reference"
                    if p.references
                    else "text"
                )
                r.references = p.references
            elif st.prose and p.tokenization != "field" and p.index_searchable is not False:
                r.role = "prose"
                r.why += f", sentences in {st.sentences} of {st.n}"
    id_values: dict[str, set] = {}
    cands = {c.name: _identifier_candidates(c, roles, stats, columns) for c in declared}
    cand_values = {c.name: [set(columns[c.name][p.name]) for p in cands[c.name]] for c in declared}
    for c in declared:
        forced = [p for p in c.properties if overrides.get(f"{c.name}.{p.name}") == "identifier"]
        declared_id = [p for p in c.properties if p.gym_type and p.is_identifier]
        if forced or declared_id:
            chosen = (forced or declared_id)[0]
        elif cands[c.name]:
            others = [v for o, vs in cand_values.items() if o != c.name for v in vs]
            chosen = min(
                cands[c.name],
                key=lambda p: (
                    any(set(columns[c.name][p.name]) <= ov for ov in others),  # noqa: B023
                    not _ID_HINT.search(p.name),
                    c.properties.index(p),  # noqa: B023
                ),
            )
        else:
            continue
        r = roles[f"{c.name}.{chosen.name}"]
        if r.source != "schema":
            r.role = "identifier"
            r.why = "unique short text, " + r.why
        id_values[c.name] = {v for v in columns[c.name][chosen.name] if v is not None}
    for c in declared:
        for p in c.properties:
            key = f"{c.name}.{p.name}"
            r = roles[key]
            if p.data_type != "text" or r.role is not None:
                continue
            vals = {v for v in columns[c.name][p.name] if v is not None}
            best = None
            for other, ids in id_values.items():
                if other == c.name or not vals or not ids:
                    continue
                share = len(vals & ids) / len(vals)
                if share >= REFERENCE_SHARE and (best is None or share > best[1]):
                    best = (other, share)
            if best:
                r.role, r.references = "reference", best[0]
                r.why = f"{len(vals & id_values[best[0]])} of {len(vals)} distinct values are {best[0]} identifiers"
            else:
                r.role = "text"

    # overrides win
    for key, role in overrides.items():
        if "." not in key or role == "skip" or key not in roles:
            continue
        r = roles[key]
        base, _, target = role.partition(":")
        if base == "identifier":
            for other in roles.values():  # one identifier per collection
                if (
                    other.collection == r.collection
                    and other.role == "identifier"
                    and other is not r
                ):
                    other.role, other.why = "text", "another property is the identifier"
        if base == "reference":
            target = target or r.references or ""
            if target not in names or target == r.collection:
                raise ImportProblem(
                    f"role for {key}: say which collection it references, e.g. {key}=reference:{next(iter(sorted(names - {r.collection})), 'Other')}"
                )
            r.references = target
        elif r.data_type == "text":
            r.references = None
        r.role, r.source = base, "override"
    for key, r in roles.items():
        if r.role == "int" and r.data_type in ("number", "number[]"):
            c_name, p_name = key.split(".", 1)
            vals = columns[c_name][p_name]
            flat = [x for v in vals if v is not None for x in (v if isinstance(v, list) else [v])]
            odd = next((x for x in flat if not float(x).is_integer()), None)
            if odd is not None:
                raise ImportProblem(
                    f"role for {key}: int, but it holds {odd!r}, not a whole number; keep it number"
                )
        st = stats.get(key)
        if st is not None and st.prose and r.role != "prose":
            how = (
                "your override"
                if r.source == "override"
                else "the schema"
                if r.source == "schema"
                else "Weaviate's field tokenization"
            )
            warnings.append(
                f"{key} looks like prose ({st.describe()}) but is {r.role} by {how}: no search reads it; "
                f"if it is free text, use --role {key}=prose"
            )
        elif st is not None and st.near_prose and r.role == "text" and r.source == "inferred":
            warnings.append(
                f"{key} may be free text, taken as whole-value text: {st.shares()}; "
                f"if agents should search it, use --role {key}=prose"
            )
    kinds: dict[str, str] = {}
    for c in declared:
        if c.name in overrides:
            kinds[c.name] = overrides[c.name]
        elif c.kind in KINDS:
            kinds[c.name] = c.kind
        else:
            has_ref = any(r.role == "reference" for r in roles.values() if r.collection == c.name)
            kinds[c.name] = "transactional" if has_ref else "knowledge_base"
    return list(roles.values()), kinds


def build_environment(
    env_id: str,
    name: str,
    description: str,
    declared: list[DeclaredCollection],
    roles: list[Role],
    kinds: dict[str, str],
) -> Environment:
    by_key = {f"{r.collection}.{r.prop}": r for r in roles}
    collections = []
    for c in declared:
        props = []
        for p in c.properties:
            r = by_key[f"{c.name}.{p.name}"]
            props.append(
                Property(
                    name=p.name,
                    type=r.gym_type,  # type: ignore[arg-type]
                    description=p.description,
                    is_identifier=r.role == "identifier",
                    references=r.references if r.role == "reference" else None,
                    display=p.display,
                    synonyms=list(p.synonyms),
                )
            )
        collections.append(
            Collection(  # type: ignore[arg-type]
                name=c.name,
                kind=kinds[c.name],
                description=c.description,
                properties=props,
                display=c.display,
            )
        )
    return Environment(id=env_id, name=name, description=description, collections=collections)


def roles_table(env: Environment, roles: list[Role], counts: dict[str, int]) -> list[str]:
    """The lines `gymkit env import` prints: each collection, each property's type and role."""
    by_key = {f"{r.collection}.{r.prop}": r for r in roles}
    lines = []
    for c in env.collections:
        lines.append(f"  {c.name} ({c.kind}, {plural(counts.get(c.name, 0), 'object')})")
        width = max((len(p.name) for p in c.properties), default=8)
        for p in c.properties:
            r = by_key[f"{c.name}.{p.name}"]
            role = {
                "prose": "prose (searchable)",
                "identifier": "identifier",
                "reference": f"reference to {r.references}",
                "text": "text (whole values)",
            }.get(r.role or "", "")
            mark = {"override": " [override]", "schema": " [schema]"}.get(r.source, "")
            lines.append(f"    {p.name:<{width}}  {p.type:<15}  {role:<28} {r.why}{mark}".rstrip())
        if not c.searchable_properties:
            lines.append(
                f"    (no prose: a search on {c.name} matches whole values of its text properties)"
            )
    return lines
