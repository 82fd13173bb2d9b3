"""Training data for the ranker: invented schemas (invent) and the corpus built on them (corpus)."""
