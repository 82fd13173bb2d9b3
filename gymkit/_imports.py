"""Import-time costs gymkit avoids: what a page of reports or a notebook kernel never uses."""

from __future__ import annotations

import sys


def skip_iri_grammar() -> None:
    """Leave out rfc3987_syntax (installed with Jupyter), unless something imported it already.

    jsonschema, imported by Altair (and by nbformat in `gymkit report`), builds that package's
    IRI grammar at import when it is installed: about 3 s of CPU in every process, the report's
    kernels included, for the "iri" format checks only, which neither Altair's chart validation
    (the Vega-Lite schema has "uri" formats, checked as before) nor nbformat's use.
    """
    if "jsonschema" not in sys.modules:
        sys.modules.setdefault("rfc3987_syntax", None)
