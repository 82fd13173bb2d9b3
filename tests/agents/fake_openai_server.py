"""A real HTTP server on 127.0.0.1 speaking chat-completions, with scripted answers, for tests.

    with FakeOpenAI() as server:
        server.push(tool_call_response([{"collection_name": "Charities"}]))
        agent = OpenAIAgent(model="fake", base_url=server.base_url, api_key="sk-test")

Each POST to /v1/chat/completions takes the next scripted `Reply` (or dict, sent as a 200 JSON
body); when the script is empty, `handler(request_body)` answers, else a 500. Every request is
recorded (path, headers, parsed body, arrival time) in `server.requests`.
"""

from __future__ import annotations

import json
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Reply:
    """One scripted answer: a status, a body (dict as JSON, str or bytes as is), headers, a delay."""

    status: int = 200
    body: Any = None
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0
    trickle: float = 0.0  # seconds between the body's bytes (a server that answers too slowly)


def tool_call_response(
    arguments: list[Any],
    usage: tuple[int, int] = (100, 20),
    names: list[str] | None = None,
    content: str | None = None,
) -> dict:
    """A chat completion whose message calls tools; dict arguments are JSON-encoded, str sent as is."""
    tool_calls = []
    for i, args in enumerate(arguments):
        tool_calls.append(
            {
                "id": f"call_{i}_{abs(hash(json.dumps(args, default=str))) % 10**6}",
                "type": "function",
                "function": {
                    "name": names[i] if names else "query_database",
                    "arguments": args if isinstance(args, str) else json.dumps(args),
                },
            }
        )
    message: dict = {"role": "assistant", "content": content}
    if tool_calls:
        message["tool_calls"] = tool_calls
    return {
        "id": "chatcmpl-fake",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": "fake-model",
        "choices": [
            {
                "index": 0,
                "message": message,
                "finish_reason": "tool_calls" if tool_calls else "stop",
            }
        ],
        "usage": {
            "prompt_tokens": usage[0],
            "completion_tokens": usage[1],
            "total_tokens": usage[0] + usage[1],
        },
    }


def text_response(text: str, usage: tuple[int, int] = (100, 5)) -> dict:
    """A chat completion that answers in prose and calls no tool."""
    return tool_call_response([], usage=usage, content=text)


class FakeOpenAI:
    """A ThreadingHTTPServer on an ephemeral port of 127.0.0.1, run in a daemon thread."""

    def __init__(self, handler: Callable[[dict], Reply | dict] | None = None):
        self.handler = handler
        self.requests: list[dict] = []
        self._script: deque[Reply | dict] = deque()
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler_class())
        self._server.daemon_threads = True
        self._thread = threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True
        )

    @property
    def base_url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}/v1"

    def push(self, *replies: Reply | dict) -> None:
        with self._lock:
            self._script.extend(replies)

    def __enter__(self) -> FakeOpenAI:
        self._thread.start()
        return self

    def __exit__(self, *exc: Any) -> None:
        self._stop.set()  # wakes handlers sleeping in a delay
        self._server.shutdown()
        self._server.server_close()

    def _next_reply(self, body: dict) -> Reply:
        with self._lock:
            reply = self._script.popleft() if self._script else None
        if reply is None and self.handler is not None:
            reply = self.handler(body)
        if reply is None:
            reply = Reply(500, {"error": {"message": "fake server: no scripted reply left"}})
        return reply if isinstance(reply, Reply) else Reply(200, reply)

    def _handler_class(self) -> type[BaseHTTPRequestHandler]:
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: Any) -> None:  # keep test output quiet
                pass

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(length)
                try:
                    body = json.loads(raw)
                except ValueError:
                    body = {"__raw__": raw.decode("utf-8", "replace")}
                with server._lock:
                    server.requests.append(
                        {
                            "path": self.path,
                            "headers": dict(self.headers),
                            "body": body,
                            "time": time.monotonic(),
                        }
                    )
                if self.path.rstrip("/") != "/v1/chat/completions":
                    self._send(Reply(404, {"error": {"message": f"no route {self.path}"}}))
                    return
                reply = server._next_reply(body)
                if reply.delay and server._stop.wait(reply.delay):
                    return
                self._send(reply)

            def _send(self, reply: Reply) -> None:
                if isinstance(reply.body, bytes):
                    data = reply.body
                else:
                    text = reply.body if isinstance(reply.body, str) else json.dumps(reply.body)
                    data = text.encode("utf-8")
                try:
                    self.send_response(reply.status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    for k, v in reply.headers.items():
                        self.send_header(k, v)
                    self.end_headers()
                    if not reply.trickle:
                        self.wfile.write(data)
                        return
                    for i in range(len(data)):
                        self.wfile.write(data[i : i + 1])
                        self.wfile.flush()
                        if server._stop.wait(reply.trickle):
                            return
                except (BrokenPipeError, ConnectionResetError):  # the client timed out and left
                    pass

        return Handler
