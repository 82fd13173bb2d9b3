"""The learned offline agent (`ranker`): a schema-linked plan ranker, weights from generated sets."""

from gymkit.agents.base import register
from gymkit.agents.ranker.agent import MAX_COMMAND_CHARS, RankerAgent

__all__ = ["MAX_COMMAND_CHARS", "RankerAgent", "make_ranker_agent"]


@register("ranker")
def make_ranker_agent(gym=None, **options) -> RankerAgent:
    """The registered factory: `get_agent("ranker", gym=gym)`."""
    return RankerAgent(gym=gym, **options)
