"""The offline rule-based agent (`rules`): natural language -> query_database calls, no model."""

from gymkit.agents.base import register
from gymkit.agents.rules.agent import MAX_COMMAND_CHARS, RulesAgent

__all__ = ["MAX_COMMAND_CHARS", "RulesAgent", "make_rules_agent"]


@register("rules")
def make_rules_agent(gym=None, **options) -> RulesAgent:
    """The registered factory: `get_agent("rules", gym=gym)`."""
    return RulesAgent(gym=gym, **options)
