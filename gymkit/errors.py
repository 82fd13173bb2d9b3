"""The base of gymkit's own errors: the CLI prints these as one message, never a traceback."""


class GymError(Exception):
    """An error a user can act on; its message names the thing, the place and the fix."""


class StopRun(GymError):
    """Raised while a query is being answered by something no agent caused (a damaged gym, a
    stop request): the run stops, and it is never stored as the query's error."""


class StorageError(StopRun):
    """A gym or store file that is damaged or cannot be read (corrupt blocks, an IO error, a
    missing table): never an agent's invalid call. Its message names the file and the fix."""


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
