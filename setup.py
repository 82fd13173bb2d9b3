"""The compiled part of gymkit (optional: without a C compiler the Python code does the same)."""

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension("gymkit.engine._bm25_c", ["gymkit/engine/_bm25_c.c"], optional=True),
        Extension("gymkit.generate._prose_c", ["gymkit/generate/_prose_c.c"], optional=True),
    ]
)
