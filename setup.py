"""The compiled part of gymkit (optional: without a C compiler the Python code does the same)."""

from setuptools import Extension, setup

setup(
    ext_modules=[
        # no fused multiply-add: the index's weights are numpy's to the bit
        Extension(
            "gymkit.engine._bm25_c",
            ["gymkit/engine/_bm25_c.c"],
            optional=True,
            extra_compile_args=["-ffp-contract=off"],
        ),
        Extension("gymkit.generate._prose_c", ["gymkit/generate/_prose_c.c"], optional=True),
    ]
)
