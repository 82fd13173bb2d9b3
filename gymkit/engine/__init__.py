"""Engines execute query_database calls: DuckDB (default) and Weaviate."""
