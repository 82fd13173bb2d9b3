"""The `query_database` call model: the one shared type of gymkit.

model (the pydantic types and parsing), dates (the one date parser), like (the one LIKE
pattern type), checks (validation against a schema), render (the card's SQL-like form),
canonical (plan equality), build (call entries from properties, the LLM tool schema).
"""

from gymkit.call.build import (  # noqa: F401
    aggregation_entry,
    filter_entry,
    tool_schema,
)
from gymkit.call.canonical import (  # noqa: F401
    FALSE,
    TRUE,
    AndedFilter,
    CanonicalBool,
    CanonicalCall,
    CanonicalFilter,
    anded_filters,
    canonical,
    canonical_aggregation,
    canonical_filter,
    canonical_tree,
    canonical_value,
    group_key,
    plan_matches,
)
from gymkit.call.checks import (  # noqa: F401
    check_call,
    like_pattern_problem,
    validate_call,
)
from gymkit.call.dates import (  # noqa: F401
    parse_date,
)
from gymkit.call.like import LikePattern  # noqa: F401
from gymkit.call.model import (  # noqa: F401
    AGGREGATION_LIST_OF_TYPE,
    AGGREGATION_LISTS,
    ARRAY_OPS,
    BOOLEAN_METRICS,
    BOOLEAN_OPS,
    DATE_METRICS,
    FILTER_LIST_OF_TYPE,
    FILTER_LISTS,
    NUMERIC_METRICS,
    NUMERIC_OPS,
    TEXT_METRICS,
    TEXT_OPS,
    AggregationItem,
    BooleanAggregation,
    BooleanArrayFilter,
    BooleanFilter,
    Call,
    CallError,
    DateAggregation,
    DateArrayFilter,
    DateFilter,
    FilterItem,
    FilterLeaf,
    FilterTree,
    Number,
    NumericAggregation,
    NumericArrayFilter,
    NumericFilter,
    TextAggregation,
    TextArrayFilter,
    TextFilter,
    parse_call,
    parse_calls,
)
from gymkit.call.render import (  # noqa: F401
    render_sql,
    sql_literal,
)
