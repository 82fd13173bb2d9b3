"""The base of gymkit's own errors: the CLI prints these as one message, never a traceback."""


class GymError(Exception):
    """An error a user can act on; its message names the thing, the place and the fix."""


def one_line_in_notebooks() -> None:
    """In an IPython kernel, show a GymError as one line (`GymError: message`), as the CLI
    does, instead of a traceback through gymkit's code (papermill then reports that line)."""
    try:
        from IPython import get_ipython
    except ImportError:
        return
    shell = get_ipython()
    if shell is None:
        return

    def show(shell, etype, value, tb, tb_offset=None) -> list[str]:
        stb = [f"{etype.__name__}: {value}"]
        shell._showtraceback(etype, value, stb)  # the kernel sends this as the cell's error
        return stb

    shell.set_custom_exc((GymError,), show)
