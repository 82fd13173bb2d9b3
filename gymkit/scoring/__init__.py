"""Scoring: plan match, result match, error labels and summaries, per query set."""
