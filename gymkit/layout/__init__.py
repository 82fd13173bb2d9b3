"""The card's folder layout, the one home every reader and writer speaks (design.md).

File and set names (`_names`), the Arrow schema of every file and the ask_mode fingerprint
(`_arrow`), what a snapshot folder says of its environments and sets (`_folders`), the layout in
DuckDB (`_tables`) and the dataset card's `configs:` block (`card`). It sits below
`gymkit.sources` (the hub, a folder, the importer) and `gymkit.generate` (the generator), which
all read and write through it.
"""

from gymkit.layout._arrow import (
    ARROW_ITEM,
    ARROW_SCALAR,
    ASK_SCHEMA,
    EDGE_SCHEMA,
    ENV_SCHEMA,
    EXPECT,
    GROUNDS,
    PARQUET_OPTIONS,
    SEARCH_SCHEMA,
    SETS_SCHEMA,
    arrow_type,
    queries_fingerprint,
)
from gymkit.layout._folders import (
    derive_environments,
    derive_query_sets,
    environment_ids,
    environment_row,
    read_json_field,
)
from gymkit.layout._names import (
    ENVIRONMENTS,
    QUERY_FILES,
    QUERY_SET_ALIASES,
    QUERY_SETS,
    SETS,
)
from gymkit.layout._tables import (
    GROUND_ENTRIES,
    GROUND_IDS,
    GROUND_LISTS,
    GROUND_QUERIES,
    SQL_TYPES,
    create_object_tables,
    create_object_view,
    create_object_views,
    has_table,
    qident,
    qliteral,
    set_rows_table,
    table_name,
)
from gymkit.layout.card import (
    CARD,
    DEFAULT_CONFIG,
    SPLIT,
    card_configs,
    card_required_configs,
    collection_config,
    dataset_configs,
    missing_configs,
    write_dataset_card,
)

__all__ = [
    "CARD",
    "DEFAULT_CONFIG",
    "SPLIT",
    "card_configs",
    "card_required_configs",
    "collection_config",
    "dataset_configs",
    "missing_configs",
    "write_dataset_card",
    "ARROW_ITEM",
    "ARROW_SCALAR",
    "ASK_SCHEMA",
    "EDGE_SCHEMA",
    "ENVIRONMENTS",
    "ENV_SCHEMA",
    "EXPECT",
    "GROUNDS",
    "PARQUET_OPTIONS",
    "QUERY_FILES",
    "QUERY_SETS",
    "QUERY_SET_ALIASES",
    "SEARCH_SCHEMA",
    "SETS",
    "SETS_SCHEMA",
    "GROUND_ENTRIES",
    "GROUND_IDS",
    "GROUND_LISTS",
    "GROUND_QUERIES",
    "SQL_TYPES",
    "arrow_type",
    "create_object_tables",
    "create_object_view",
    "create_object_views",
    "derive_environments",
    "derive_query_sets",
    "has_table",
    "environment_ids",
    "environment_row",
    "qident",
    "qliteral",
    "set_rows_table",
    "queries_fingerprint",
    "read_json_field",
    "table_name",
]
