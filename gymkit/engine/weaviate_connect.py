"""Connect to Weaviate from WEAVIATE_URL / WEAVIATE_API_KEY, failing fast with one line.

- A local or self-hosted instance: `WEAVIATE_URL=http://localhost:8080` (gRPC on
  WEAVIATE_GRPC_PORT, default 50051), through `weaviate.connect_to_custom`.
- Weaviate Cloud: `WEAVIATE_URL=https://<cluster>.weaviate.cloud` and WEAVIATE_API_KEY, through
  `weaviate.connect_to_weaviate_cloud`.
Timeouts are short (2 s to connect) so an unreachable URL is reported at once.
"""

from __future__ import annotations

import os
from urllib.parse import urlsplit

import weaviate
from weaviate.classes.init import AdditionalConfig, Auth, Timeout
from weaviate.exceptions import WeaviateBaseError

from gymkit.errors import GymError

CLOUD_HOST_SUFFIXES = (".weaviate.cloud", ".weaviate.network", ".weaviate.io")
DOCKER_HINT = "docker run -p 8080:8080 -p 50051:50051 cr.weaviate.io/semitechnologies/weaviate"


class WeaviateUnavailable(GymError):
    """Weaviate is not configured or not reachable; the message says which and how to fix it."""


def is_cloud(url: str) -> bool:
    host = (urlsplit(url if "://" in url else f"https://{url}").hostname or "").lower()
    return host.endswith(CLOUD_HOST_SUFFIXES)


def _first_line(e: BaseException) -> str:
    text = str(e).strip().splitlines()
    return text[0].strip() if text else type(e).__name__


def connect(
    url: str | None = None,
    api_key: str | None = None,
    grpc_port: int | None = None,
    init_timeout: float = 2.0,
    query_timeout: float = 60.0,
) -> weaviate.WeaviateClient:
    """A connected client for `url` (default $WEAVIATE_URL); WeaviateUnavailable otherwise."""
    url = (url or os.environ.get("WEAVIATE_URL") or "").strip()
    api_key = api_key if api_key is not None else os.environ.get("WEAVIATE_API_KEY") or None
    if not url:
        raise WeaviateUnavailable(
            f"WEAVIATE_URL is not set; start Weaviate ({DOCKER_HINT}) and set "
            "WEAVIATE_URL=http://localhost:8080, or point it at a Weaviate Cloud cluster with WEAVIATE_API_KEY"
        )
    config = AdditionalConfig(timeout=Timeout(init=init_timeout, query=query_timeout, insert=120))
    auth = Auth.api_key(api_key) if api_key else None
    try:
        if is_cloud(url):
            if auth is None:
                raise WeaviateUnavailable(
                    f"WEAVIATE_URL={url} is a Weaviate Cloud cluster: set WEAVIATE_API_KEY to its API key"
                )
            return weaviate.connect_to_weaviate_cloud(
                cluster_url=url, auth_credentials=auth, additional_config=config
            )
        parts = urlsplit(url if "://" in url else f"http://{url}")
        secure = parts.scheme == "https"
        host = parts.hostname or "localhost"
        port = parts.port or (443 if secure else 8080)
        grpc = grpc_port or int(os.environ.get("WEAVIATE_GRPC_PORT") or (443 if secure else 50051))
        return weaviate.connect_to_custom(
            http_host=host,
            http_port=port,
            http_secure=secure,
            grpc_host=host,
            grpc_port=grpc,
            grpc_secure=secure,
            auth_credentials=auth,
            additional_config=config,
        )
    except WeaviateUnavailable:
        raise
    except (WeaviateBaseError, OSError, ValueError) as e:
        raise WeaviateUnavailable(
            f"cannot reach Weaviate at {url} ({_first_line(e)}); start it ({DOCKER_HINT}) or fix WEAVIATE_URL / WEAVIATE_API_KEY"
        ) from None
