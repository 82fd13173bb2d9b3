"""Whether this machine can build gymkit's C modules (setup.py): the tests that check they
were built skip, with this reason, where it cannot."""

from __future__ import annotations

import shutil
import sysconfig

NO_COMPILER = "no C compiler: gymkit uses its Python and numpy code"


def c_compiler() -> str | None:
    """The path of the C compiler Python builds extensions with, or None."""
    return shutil.which((sysconfig.get_config_var("CC") or "cc").split()[0])
