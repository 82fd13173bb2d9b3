"""Word classes of general English, so that weights learned on some words carry to their
synonyms: a weight learned for `more` in 'more than 5' is a weight of the class `gt` too, which
'exceeding 5' and 'upwards of 5' share. Classes, not rules: what a class means for a decision is
learned. Nothing here knows a schema; every word is ordinary English.
"""

from __future__ import annotations

# one class per line: its name, then its words and two-word phrases (joined by '_')
_CLASSES = """
neg      not no non without never none nor neither isn't aren't wasn't weren't doesn't don't didn't hasn't haven't lacking lacks missing absent excluding except unless false fail fails failed failing failure unsuccessful invalid negative
pos      yes true pass passes passed passing successful valid positive confirmed ok okay present with
gt       more over above greater higher exceeding exceeds exceed beyond bigger larger longer heavier older later after past surpassing upwards more_than greater_than higher_than above_than larger_than
lt       less under below fewer lower smaller shorter lighter younger earlier before prior beneath less_than fewer_than lower_than under_than smaller_than
incl     least most inclusive minimum maximum or_more or_less or_fewer or_higher or_lower or_later or_earlier or_above or_below or_over or_under and_up and_above and_over up_to at_most at_least no_more no_less no_fewer not_more not_less until through since onward onwards from
eq       exactly equal equals equalling precisely is of at on dated same
between  between within range ranging inclusive from to through
avg      average mean typical avg typically usual
total    total sum combined overall altogether aggregate cumulative summed
lowest   lowest smallest minimum min least fewest cheapest shortest lightest earliest first oldest youngest
highest  highest largest maximum max most biggest greatest longest heaviest latest last newest recent
median   median middle midpoint
count    many number count counts counting tally how_many number_of count_of
distinct different distinct unique various separate kinds types varieties
top      common frequent frequently popular top often usual commonest appear appears recurring leading
share    share percentage percent proportion fraction rate ratio portion
group    by per each every across breakdown broken split grouped group for_each per_each by_each each_of
list     list show find get give fetch pull display return retrieve see bring look
any      any either or one some anything
all      all both every each together and
like_pre starts start starting begin begins beginning prefix prefixed initial opening leading
like_suf ends end ending suffix closing finishing
like_in  contains contain containing including include includes has have having mention mentions mentioning within inside part anywhere somewhere word
search   about regarding concerning describing described description related relating mentions mentioning discussing discusses talks talking themed topic topics involving like similar
when     when date dated day time year month week
"""


def _parse() -> tuple[dict[str, list[str]], dict[tuple[str, str], list[str]]]:
    words: dict[str, list[str]] = {}
    pairs: dict[tuple[str, str], list[str]] = {}
    for line in _CLASSES.strip().splitlines():
        name, *items = line.split()
        for item in items:
            if "_" in item:
                a, b = item.split("_", 1)
                pairs.setdefault((a, b), []).append(name)
            else:
                words.setdefault(item, []).append(name)
    return words, pairs


WORD_CLASSES, PAIR_CLASSES = _parse()


def classes(forms: list[str], i: int) -> list[str]:
    """The classes of the word at i, and of the pair it closes (`at least` at 'least')."""
    out = list(WORD_CLASSES.get(forms[i], ()))
    if i > 0:
        out += PAIR_CLASSES.get((forms[i - 1], forms[i]), ())
    if forms[i].startswith(("un", "non")) and len(forms[i]) > 5:
        out.append("neg")
    return out
