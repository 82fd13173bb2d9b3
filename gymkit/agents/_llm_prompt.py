"""What an LLM agent is told: the `query_database` tool, the system prompt, the tool results.

The tool's parameters are `gymkit.call.tool_schema()` (generated from the call model, so the
tool cannot drift from what the scorer parses). The system prompt is built from the
environment's schema, value examples from the gym (`Gym.distinct_values`), and the card's rules
(AND of filters, the `filter_tree` OR construct, exact values vs search, LIKE with `*`).
"""

from __future__ import annotations

import json
from typing import Any

from gymkit.call import (
    ARRAY_OPS,
    BOOLEAN_METRICS,
    BOOLEAN_OPS,
    DATE_METRICS,
    NUMERIC_METRICS,
    NUMERIC_OPS,
    TEXT_METRICS,
    TEXT_OPS,
    tool_schema,
)
from gymkit.schema import Collection, Environment, Property

TOOL_NAME = "query_database"
TOOL_DESCRIPTION = (
    "Query one collection of the database: an optional relevance search over its prose "
    "(search_query), filters that are all AND-ed, optional aggregations (statistics instead of "
    "records) and an optional group-by. Call it once per independent sub-query."
)
MAX_LISTED_VALUES = 30  # a text property with at most this many distinct values is listed whole
MAX_LISTED_NUMBERS = 12  # a numeric or date property with at most this many is listed whole


def inline_refs(schema: dict, max_depth: int = 2) -> dict:
    """The schema with every `$ref` to `$defs` inlined, for servers that reject `$defs`.

    The filter tree is recursive; past `max_depth` nestings of one definition it becomes a plain
    `{"type": "object"}`.
    """
    defs = schema.get("$defs", {})

    def resolve(node: Any, stack: tuple[str, ...]) -> Any:
        if isinstance(node, list):
            return [resolve(x, stack) for x in node]
        if not isinstance(node, dict):
            return node
        ref = node.get("$ref")
        if isinstance(ref, str) and ref.startswith("#/$defs/"):
            name = ref.rsplit("/", 1)[1]
            if stack.count(name) >= max_depth or name not in defs:
                return {"type": "object"}
            rest = {k: resolve(v, stack) for k, v in node.items() if k != "$ref"}
            return {**resolve(defs[name], (*stack, name)), **rest}
        return {k: resolve(v, stack) for k, v in node.items() if k != "$defs"}

    return resolve(schema, ())


def tool_definition(inline: bool = False) -> dict:
    """The chat-completions `tools` entry for query_database."""
    params = tool_schema()
    if inline:
        params = inline_refs(params)
    return {
        "type": "function",
        "function": {"name": TOOL_NAME, "description": TOOL_DESCRIPTION, "parameters": params},
    }


RULES = f"""\
Rules for query_database calls:
- Make one call per independent sub-query. A request that asks two or three separate things \
gets two or three calls in the same turn; calls never depend on each other's results.
- collection_name is one of the collections below. Set only the arguments you need.
- All filters of a call are combined with AND. Put each filter in the list for its property's \
type: text_property_filters (text), numeric_property_filters (int, number), \
date_property_filters, boolean_property_filters, array_property_filters (text arrays), \
numeric_array_property_filters (int and number arrays), boolean_array_property_filters, \
date_array_property_filters. Scalar filters take "value"; array filters take "values" with \
CONTAINS_ANY (has any of them) or CONTAINS_ALL (has all of them).
- Operators: text {", ".join(TEXT_OPS)}; numbers and dates {", ".join(NUMERIC_OPS)}; booleans \
{", ".join(BOOLEAN_OPS)}; arrays {", ".join(ARRAY_OPS)}. Dates are YYYY-MM-DD.
- Exact values: when the request names the property that holds a value, or only one property \
holds values of that form (a code like RID-00042), filter on it with "=" and the value \
verbatim. Leave search_query out unless the request also asks about a topic.
- When a value could be held by several properties, or may appear inside longer text, do not \
filter on it: put the value verbatim in search_query.
- "Starts with" is LIKE with the text followed by * (e.g. "Morr*").
- Records involving a value in either of two properties: use filter_tree \
{{"combine": "OR", "filters": [one "=" filter per property]}}; it is AND-ed with the other \
filters.
- Vague or descriptive topics go in search_query (a short phrase); never use "=" for them. \
search_query searches the collection's prose properties.
- Values of categories and tags must be spelled exactly as listed below.
- Statistics (how many, average, total, most common, earliest, ...) are aggregations; a call \
with aggregations returns only the statistics. Metrics: numbers {", ".join(NUMERIC_METRICS)}; \
text {", ".join(TEXT_METRICS)} (TOP_OCCURRENCES takes top_occurrences_limit); booleans \
{", ".join(BOOLEAN_METRICS)}; dates {", ".join(DATE_METRICS)}. Aggregate the property the \
request names (COUNT of records: the identifier property). groupby_property groups every \
aggregation of the call ("per category", "for each").
- After a call returns nothing: if the request named the property holding the exact value, the \
value is simply absent; keep the filter and do not call again. If the value could be held \
elsewhere or inside longer text, drop that filter and search for the value verbatim.
"""


def _fmt(v: Any) -> str:
    return json.dumps(v, ensure_ascii=False) if isinstance(v, str) else str(v)


def property_values(gym: Any, environment: Environment, coll: Collection, prop: Property) -> str:
    """What values the property holds, from the gym: all of them when few, else a range or examples."""
    if gym is None or prop.searchable:
        return ""
    if prop.kind == "boolean":
        return "true or false"
    if prop.kind in ("numeric", "date"):
        vals = sorted(
            (v if prop.kind == "numeric" else str(v))
            for v in gym.distinct_values(environment.id, coll.name, prop.name, limit=100_000)
        )
        if not vals:
            return ""
        if len(vals) <= MAX_LISTED_NUMBERS:
            return "values: " + ", ".join(_fmt(v) for v in vals)
        return f"{_fmt(vals[0])} to {_fmt(vals[-1])} ({len(vals)} distinct)"
    vals = gym.distinct_values(environment.id, coll.name, prop.name, limit=MAX_LISTED_VALUES + 1)
    if not vals:
        return ""
    if prop.is_identifier or prop.references or len(vals) > MAX_LISTED_VALUES:
        return "e.g. " + ", ".join(_fmt(v) for v in vals[:3])
    return "values: " + ", ".join(_fmt(v) for v in sorted(vals, key=str))


def describe_property(gym: Any, environment: Environment, coll: Collection, prop: Property) -> str:
    role = ""
    if prop.is_identifier:
        role = ", identifier (unique per record)"
    elif prop.references:
        role = f", holds a {prop.references} identifier"
    elif prop.searchable:
        role = ", prose searched by search_query"
    line = f"- {prop.name} ({prop.type}{role})"
    if prop.description:
        line += f": {prop.description}"
    if values := property_values(gym, environment, coll, prop):
        line += f" [{values}]"
    return line


def system_prompt(environment: Environment, gym: Any = None) -> str:
    """The system prompt for one environment: the task, the rules, every collection and property."""
    parts = [
        f"You answer requests about the {environment.name} database by calling the {TOOL_NAME} "
        "tool. Do not answer in prose; call the tool."
    ]
    if environment.description:
        parts.append(f"The database: {environment.description}")
    parts.append(RULES.strip())
    parts.append("Collections:")
    for coll in environment.collections:
        head = f"## {coll.name} ({coll.kind})"
        if coll.description:
            head += f": {coll.description}"
        lines = [head] + [describe_property(gym, environment, coll, p) for p in coll.properties]
        parts.append("\n".join(lines))
    return "\n\n".join(parts)


def _kind_value(result: Any) -> tuple[str | None, Any]:
    if isinstance(result, dict):
        return result.get("kind"), result.get("value")
    return getattr(result, "kind", None), getattr(result, "value", None)


def result_error(result: Any) -> str | None:
    """Why a call has no result (an exception, an error string, None), or None when it has one."""
    if result is None:
        return "the call was not executed"
    if isinstance(result, BaseException):
        return f"{type(result).__name__}: {result}"
    if isinstance(result, str):
        return result
    if isinstance(result, dict) and result.get("error"):
        return str(result["error"])
    return None


def is_empty(result: Any) -> bool:
    """True for an error, a retrieval with no records, an empty group-by, or counts all zero."""
    if result_error(result) is not None:
        return True
    kind, value = _kind_value(result)
    if kind in ("retrieval", "groupby"):
        return not value
    if kind == "aggregation" and isinstance(value, dict):
        counts = [v for k, v in value.items() if str(k).startswith("COUNT(")]
        return bool(counts) and all(c == 0 for c in counts)
    return False


def result_content(result: Any, max_chars: int = 2000) -> str:
    """A tool result as the model sees it: counts and a few values, as compact JSON."""
    if (err := result_error(result)) is not None:
        out: dict = {"error": err}
    else:
        kind, value = _kind_value(result)
        if kind == "retrieval" and isinstance(value, list):
            out = {"records_found": len(value), "first_ids": value[:5]}
        elif kind == "groupby" and isinstance(value, dict):
            out = {"groups": len(value), "first_groups": dict(list(value.items())[:5])}
        elif kind == "aggregation":
            out = {"aggregations": value}
        else:
            out = {"result": value if value is not None else result}
    text = json.dumps(out, ensure_ascii=False, default=str)
    return text if len(text) <= max_chars else text[: max_chars - 3] + "..."
