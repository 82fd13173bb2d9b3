"""The `openai` agent: function calling over any OpenAI-compatible chat-completions server.

One tool, `query_database`, whose parameters are `gymkit.call.tool_schema()`; each tool call of
the model's answer is one sub-query. `revise` sends the results back as tool results (the card's
B6 and B7 retry cases) and takes the model's new tool calls, if any, as the new plan.

Configuration: `model=` (the CLI's --model, else $OPENAI_MODEL), `base_url=` (else
$OPENAI_BASE_URL, else https://api.openai.com/v1), `api_key=` (else $OPENAI_API_KEY; local
servers such as Ollama, vLLM and llama.cpp need none). Responses are cached on disk under the
workspace (`<workspace>/cache/llm/`), so a rerun makes no request and costs nothing.

What the scorer receives. A tool call's arguments that parse as a JSON object are kept as that
dict, even when they do not fit the schema (unknown property, wrong operator): the scorer
validates and scores them. Arguments that are not valid JSON are kept as the raw string, which
`gymkit.call.parse_call` rejects (CallError), so they score as invalid calls; a call of another
tool name becomes `{"__invalid__": <raw arguments>, "__error__": <why>}`, which it rejects too.
Nothing a model answers makes `plan` raise; a transport failure after retries is `Plan.error`.

Answers. With `answer=True` the agent gets a last turn after its final calls ran: the calls and
their results go back as tool results, with no tool offered, and the model's reply is the
final answer (`gymkit.scoring.answers` checks it against the reference results).

Trials. With `trial=N` (set by `gymkit run --trials`) responses are cached under
`<cache>/trial-N/`, so each trial is its own sample and still resumes without new requests.

Usage (`Plan.usage`): prompt_tokens, completion_tokens, total_tokens (as the server reported
them, also for cached responses), requests, cached_requests, http_attempts, seconds. A revised
plan's usage counts its own (second) request only: the run loop adds the two turns up.
"""

from __future__ import annotations

import json
import logging
import os
import threading
from pathlib import Path
from typing import Any

from gymkit.agents._llm_cache import ResponseCache
from gymkit.agents._llm_http import ChatClient, ChatError, ChatResponse
from gymkit.agents._llm_prompt import (
    TOOL_NAME,
    is_empty,
    result_content,
    system_prompt,
    tool_definition,
)
from gymkit.agents.base import Plan, register
from gymkit.call import CallError, check_call, parse_call
from gymkit.errors import GymError, StopRun
from gymkit.schema import Environment

log = logging.getLogger(__name__)

DEFAULT_BASE_URL = "https://api.openai.com/v1"
USAGE_KEYS = ("prompt_tokens", "completion_tokens", "total_tokens")
REVISE_WHEN = ("empty", "always", "never")
ANSWER_PROMPT = (
    "Answer my request in one or two sentences from these results: state the numbers, dates "
    "and values they hold, and how many records were found."
)


class AgentConfigError(GymError):
    """An LLM agent that cannot be created as configured (no model, no API key, bad option)."""


def parse_arguments(raw: Any) -> tuple[Any, str | None]:
    """A tool call's arguments as the call to keep, and what is wrong with them (or None).

    A JSON object becomes a dict; anything else stays the raw string, which parse_call rejects.
    """
    if isinstance(raw, dict):  # some servers (Ollama) send the object itself
        return raw, None
    if raw is None:
        return "", "the tool call has no arguments"
    if not isinstance(raw, str):
        return json.dumps(raw), f"arguments are a {type(raw).__name__}, not a JSON object"
    try:
        value = json.loads(raw)
    except json.JSONDecodeError as e:
        return raw, f"arguments are not valid JSON: {e}"
    if isinstance(value, str):  # JSON-encoded twice
        try:
            inner = json.loads(value)
        except json.JSONDecodeError:
            inner = None
        if isinstance(inner, dict):
            return inner, None
    if isinstance(value, dict):
        return value, None
    return raw, f"arguments are a JSON {type(value).__name__}, not an object"


def default_cache_dir(gym: Any) -> Path:
    """<workspace>/cache/llm: the gym's workspace, else the one `gymkit.workspace` finds."""
    ws = getattr(gym, "workspace", None)
    cache = getattr(ws, "cache", None)
    if isinstance(cache, (str, Path)):
        return Path(cache) / "llm"
    from gymkit.workspace import find_workspace

    return find_workspace().root / "cache" / "llm"


class OpenAIAgent:
    """Plans with a chat model's tool calls; thread-safe, `concurrency` requests in flight."""

    name = "openai"

    def __init__(
        self,
        gym: Any = None,
        model: str | None = None,
        base_url: str | None = None,
        api_key: str | None = None,
        concurrency: int = 4,
        timeout: float = 60,
        max_retries: int = 4,
        cache_dir: str | Path | None = None,
        cache: bool = True,
        temperature: float | None = 0.0,
        tool_choice: str = "required",
        inline_schema: bool = False,
        revise_when: str = "empty",
        backoff_base: float = 0.5,
        backoff_cap: float = 30.0,
        answer: bool = False,
        trial: int | None = None,
    ):
        self.gym = gym
        self.answers = bool(answer)
        self.trial = trial
        self.model = model or os.environ.get("OPENAI_MODEL") or ""
        if not self.model:
            raise AgentConfigError(
                "openai agent: no model; pass --model (e.g. gpt-4o-mini, or the model name a "
                "local server serves) or set OPENAI_MODEL"
            )
        self.base_url = (base_url or os.environ.get("OPENAI_BASE_URL") or DEFAULT_BASE_URL).rstrip(
            "/"
        )
        key = api_key if api_key is not None else os.environ.get("OPENAI_API_KEY")
        if not key and "api.openai.com" in self.base_url:
            raise AgentConfigError(
                f"openai agent: no API key for {self.base_url}; set OPENAI_API_KEY, or set "
                "OPENAI_BASE_URL to a local server (Ollama, vLLM, llama.cpp)"
            )
        if revise_when not in REVISE_WHEN:
            raise AgentConfigError(
                f"openai agent: revise_when={revise_when!r}; use one of {', '.join(REVISE_WHEN)}"
            )
        self.concurrency = max(1, int(concurrency))
        self.temperature = temperature
        self.tool_choice = tool_choice
        self.revise_when = revise_when
        self.inline_schema = inline_schema
        self.cache_dir = Path(cache_dir) if cache_dir else default_cache_dir(gym)
        if trial is not None:
            self.cache_dir = self.cache_dir / f"trial-{int(trial)}"
        self.client = ChatClient(
            self.base_url,
            self.model,
            api_key=key,
            timeout=timeout,
            max_retries=max_retries,
            cache=ResponseCache(self.cache_dir) if cache else None,
            concurrency=self.concurrency,
            backoff_base=backoff_base,
            backoff_cap=backoff_cap,
        )
        self._prompts: dict[str, str] = {}
        self._compat = False  # set once a server refused tool_choice="required" or `$defs`
        self._lock = threading.Lock()

    def __repr__(self) -> str:
        return f"OpenAIAgent(model={self.model!r}, base_url={self.base_url!r})"

    def close(self) -> None:
        self.client.close()

    # -- the two turns -----------------------------------------------------------------------

    def plan(self, command: str, environment: Environment) -> Plan:
        """The model's tool calls for the command; Plan.error on a transport failure."""
        try:
            messages = self._first_messages(command, environment)
        except StopRun:  # a damaged gym, a stop: the run stops
            raise
        except Exception as e:  # the gym could not describe the environment
            return Plan(error=self.client.scrub(f"building the prompt: {type(e).__name__}: {e}"))
        plan, status = self._turn(messages, environment, self.tool_choice, turn=1)
        if status == 400 and not self._compat:
            # Some servers reject tool_choice="required" or `$defs` in a tool schema: ask once
            # with tool_choice="auto" and an inlined schema; keep that mode if it works.
            retry, status = self._turn(messages, environment, "auto", turn=1, compat=True)
            if status is None:
                with self._lock:
                    if not self._compat:
                        log.warning(
                            "openai agent: %s refused the request (%s); using tool_choice=auto "
                            "and an inlined tool schema from now on",
                            self.base_url,
                            plan.error,
                        )
                    self._compat = True
                return retry
        return plan

    def revise(
        self, command: str, environment: Environment, plan: Plan, results: list[Any]
    ) -> Plan | None:
        """A second turn with the results as tool results: the model's new calls, or None.

        With revise_when="empty" (the default) it asks only when a call failed or found
        nothing, the B6/B7 situation; "always" asks every time, "never" never.
        """
        if not plan.calls or plan.error or self.revise_when == "never":
            return None
        if self.revise_when == "empty" and not any(
            is_empty(results[i] if i < len(results) else None) for i in range(len(plan.calls))
        ):
            return None
        try:
            messages = self._messages_with_results(command, environment, plan, results)
        except StopRun:  # a damaged gym, a stop: the run stops
            raise
        except Exception as e:
            log.warning("openai agent: no revise turn, building the prompt failed: %s", e)
            return None
        revised, _ = self._turn(messages, environment, "auto", turn=2)
        if revised.error:
            log.warning("openai agent: revise turn failed, keeping the plan: %s", revised.error)
            return None
        return revised if revised.calls else None

    def answer(
        self, command: str, environment: Environment, plan: Plan, results: list[Any]
    ) -> tuple[str | None, dict]:
        """The last turn (with answer=True): the model's words from its calls' results."""
        if not self.answers or not plan.calls or plan.error:
            return None, {}
        try:
            messages = self._messages_with_results(command, environment, plan, results)
        except StopRun:  # a damaged gym, a stop: the run stops
            raise
        except Exception as e:
            return None, {"answer_error": f"building the prompt: {type(e).__name__}"}
        messages.append({"role": "user", "content": ANSWER_PROMPT})
        body: dict = {
            "model": self.model,
            "messages": messages,
            "tools": [tool_definition(inline=self.inline_schema or self._compat)],
            "tool_choice": "none",
        }
        if self.temperature is not None:
            body["temperature"] = self.temperature
        try:
            response = self.client.complete(body)
        except StopRun:  # a damaged gym, a stop: the run stops
            raise
        except Exception as e:  # no answer is this query's answer, never a crash
            return None, {"answer_error": self.client.scrub(f"{type(e).__name__}: {e}")}
        data = response.data
        raw = data.get("usage") if isinstance(data.get("usage"), dict) else {}
        usage = {k: int(raw.get(k) or 0) for k in USAGE_KEYS}
        usage.update(requests=1, cached_requests=int(response.cached))
        try:
            content = data["choices"][0]["message"].get("content")
        except (KeyError, IndexError, TypeError, AttributeError):
            content = None
        return (content.strip() or None) if isinstance(content, str) else None, usage

    # -- helpers -----------------------------------------------------------------------------

    def _messages_with_results(
        self, command: str, environment: Environment, plan: Plan, results: list[Any]
    ) -> list[dict]:
        """The first turn's messages, the plan's tool calls, and their results as tool results."""
        messages = self._first_messages(command, environment)
        tool_calls = self._assistant_tool_calls(plan)
        messages.append({"role": "assistant", "content": "", "tool_calls": tool_calls})
        for i, tc in enumerate(tool_calls):
            result = results[i] if i < len(results) else None
            messages.append(
                {"role": "tool", "tool_call_id": tc["id"], "content": result_content(result)}
            )
        return messages

    def _system_prompt(self, environment: Environment) -> str:
        with self._lock:
            if environment.id not in self._prompts:
                self._prompts[environment.id] = system_prompt(environment, self.gym)
            return self._prompts[environment.id]

    def _first_messages(self, command: str, environment: Environment) -> list[dict]:
        return [
            {"role": "system", "content": self._system_prompt(environment)},
            {"role": "user", "content": command},
        ]

    @staticmethod
    def _assistant_tool_calls(plan: Plan) -> list[dict]:
        """The first turn's tool calls, as the model sent them (from the trace) or rebuilt."""
        traced = [t for t in plan.trace if isinstance(t, dict) and "tool_call_id" in t]
        use_trace = len(traced) == len(plan.calls)
        out = []
        for i, call in enumerate(plan.calls):
            if use_trace:
                tid, args = str(traced[i]["tool_call_id"]), traced[i].get("arguments")
            else:
                tid, args = f"call_{i}", None
            if not isinstance(args, str):
                args = call if isinstance(call, str) else json.dumps(call, ensure_ascii=False)
            out.append(
                {"id": tid, "type": "function", "function": {"name": TOOL_NAME, "arguments": args}}
            )
        return out

    def _turn(
        self,
        messages: list[dict],
        environment: Environment,
        tool_choice: str,
        turn: int,
        compat: bool = False,
    ) -> tuple[Plan, int | None]:
        """One request: its plan, and the HTTP status when the server refused it."""
        compat = compat or self._compat
        body: dict = {
            "model": self.model,
            "messages": messages,
            "tools": [tool_definition(inline=self.inline_schema or compat)],
            "tool_choice": "auto" if compat else tool_choice,
        }
        if self.temperature is not None:
            body["temperature"] = self.temperature
        try:
            response = self.client.complete(body)
        except ChatError as e:
            return Plan(error=str(e), usage={"requests": 1}), e.status
        except StopRun:  # a damaged gym, a stop: the run stops
            raise
        except Exception as e:  # never raise out of plan; never leak the key
            error = self.client.scrub(f"{type(e).__name__}: {e}")
            return Plan(error=error, usage={"requests": 1}), None
        try:
            return self._plan_from(response, environment, turn), None
        except StopRun:  # a damaged gym, a stop: the run stops
            raise
        except Exception as e:  # a response of an unexpected shape is this query's error
            error = self.client.scrub(f"unreadable response ({type(e).__name__}: {e})")
            return Plan(error=error), None

    def _plan_from(self, response: ChatResponse, environment: Environment, turn: int) -> Plan:
        data = response.data
        raw_usage = data.get("usage") if isinstance(data.get("usage"), dict) else {}
        usage = {k: int(raw_usage.get(k) or 0) for k in USAGE_KEYS}
        if not usage["total_tokens"]:
            usage["total_tokens"] = usage["prompt_tokens"] + usage["completion_tokens"]
        usage.update(
            requests=1,
            cached_requests=int(response.cached),
            http_attempts=response.attempts,
            seconds=round(response.seconds, 3),
        )
        choices = data.get("choices")
        message = choices[0].get("message") if isinstance(choices, list) and choices else None
        if not isinstance(message, dict):
            return Plan(
                error=f"the server's response has no message: {str(data)[:200]}", usage=usage
            )
        tool_calls = message.get("tool_calls") or []
        if not tool_calls and isinstance(message.get("function_call"), dict):  # legacy form
            tool_calls = [{"id": "call_0", "function": message["function_call"]}]
        calls: list[Any] = []
        trace: list[dict] = []
        for i, tc in enumerate(tool_calls if isinstance(tool_calls, list) else []):
            call, step = _tool_call_entry(i, tc, environment, turn)
            calls.append(call)
            trace.append(step)
        error = None
        if not calls and turn == 1:
            text = message.get("content") or ""
            error = f"the model answered without calling {TOOL_NAME}" + (
                f": {text[:200]!r}" if text else ""
            )
        return Plan(calls=calls, error=error, trace=trace, usage=usage)


def _tool_call_entry(i: int, tc: Any, environment: Environment, turn: int) -> tuple[Any, dict]:
    """One tool call as the call to keep (see the module docstring) and its trace entry."""
    tc = tc if isinstance(tc, dict) else {}
    fn = tc.get("function") if isinstance(tc.get("function"), dict) else {}
    raw = fn.get("arguments")
    raw_text = raw if isinstance(raw, str) else json.dumps(raw)
    call, problem = parse_arguments(raw)
    if fn.get("name") != TOOL_NAME:
        problem = f"the model called {fn.get('name')!r}, not {TOOL_NAME}"
        call = {"__invalid__": raw_text, "__error__": problem}
    elif problem is None:
        problem = _schema_problem(call, environment)
    step = {"turn": turn, "tool_call_id": str(tc.get("id") or f"call_{i}"), "arguments": raw_text}
    if problem:
        step["problem"] = problem
    return call, step


def _schema_problem(call: Any, environment: Environment) -> str | None:
    """Why a parsed call does not fit the schema (for the trace; the call is kept as it is)."""
    try:
        issues = check_call(parse_call(call), environment)
    except CallError as e:
        return str(e)
    return "; ".join(f"{f}: {m}" for f, m in issues) or None


@register("openai")
def make_openai_agent(
    gym: Any = None,
    model: str | None = None,
    base_url: str | None = None,
    api_key: str | None = None,
    concurrency: int = 4,
    timeout: float = 60,
    max_retries: int = 4,
    cache_dir: str | Path | None = None,
    **options: Any,
) -> OpenAIAgent:
    """The `openai` agent; extra options: cache, temperature, tool_choice, inline_schema,
    revise_when, backoff_base, backoff_cap, answer, trial (others are ignored)."""
    known = {
        "cache",
        "temperature",
        "tool_choice",
        "inline_schema",
        "revise_when",
        "backoff_base",
        "backoff_cap",
        "answer",
        "trial",
    }
    return OpenAIAgent(
        gym=gym,
        model=model,
        base_url=base_url,
        api_key=api_key,
        concurrency=concurrency,
        timeout=timeout,
        max_retries=max_retries,
        cache_dir=cache_dir,
        **{k: v for k, v in options.items() if k in known},
    )
