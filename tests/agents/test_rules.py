"""The rules agent on hand-written commands across the card's five schemas and a made-up sixth."""

from __future__ import annotations

import datetime as dt

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gymkit.agents import get_agent
from gymkit.agents.base import Plan
from gymkit.agents.rules import RulesAgent
from gymkit.agents.rules._split import split_requests
from gymkit.call import canonical, check_call, parse_call
from tests.agents.rules_cases import CASES, call
from tests.agents.rules_cases_conversational import CONVERSATIONAL_CASES
from tests.agents.rules_fixtures import ENVIRONMENTS, FakeGym


@pytest.fixture(scope="module")
def agent() -> RulesAgent:
    return RulesAgent(gym=FakeGym())


def _canon(calls: list[dict]) -> list[str]:
    return sorted(repr(canonical(parse_call(c))) for c in calls)


@pytest.mark.parametrize(("env", "command", "expected"), CASES, ids=[c[1][:60] for c in CASES])
def test_plans_match_expected_calls(
    agent: RulesAgent, env: str, command: str, expected: list[dict]
) -> None:
    plan = agent.plan(command, ENVIRONMENTS[env])
    assert plan.error is None
    assert _canon(plan.calls) == _canon(expected), plan.trace


@pytest.mark.parametrize(("env", "command", "expected"), CASES, ids=[c[1][:60] for c in CASES])
def test_calls_fit_the_schema(
    agent: RulesAgent, env: str, command: str, expected: list[dict]
) -> None:
    for c in agent.plan(command, ENVIRONMENTS[env]).calls:
        issues = check_call(parse_call(c), ENVIRONMENTS[env])
        # B2 in a collection without prose: the card still wants the value in the search query
        assert [m for _, m in issues if "no searchable text" not in m] == []


def test_every_argument_is_traced_to_words_of_the_command(agent: RulesAgent) -> None:
    command = "Find ridership reports with no fewer than 300 boardings where some fare-equipment check did not pass"
    plan = agent.plan(command, ENVIRONMENTS["public-transit"])
    produced = {t["produced"] for t in plan.trace}
    assert "numeric_property_filters boardings >= 300" in produced
    assert any(p.startswith("boolean_array_property_filters fareEquipmentChecks") for p in produced)
    for t in plan.trace:
        assert t["call"] == 0
        for w in t["words"].split(", "):
            assert w in command


def test_registered_by_name() -> None:
    ag = get_agent("rules", gym=FakeGym())
    assert isinstance(ag, RulesAgent)
    assert (
        ag.plan("How many donations are there?", ENVIRONMENTS["nonprofits"]).calls[0][
            "collection_name"
        ]
        == "Donations"
    )


def test_knowledge_is_learned_once_per_environment() -> None:
    gym = FakeGym()
    ag = RulesAgent(gym=gym)
    ag.plan("Which campaigns are Active?", ENVIRONMENTS["nonprofits"])
    first = gym.calls
    ag.plan("Which campaigns are Paused?", ENVIRONMENTS["nonprofits"])
    assert first > 0 and gym.calls == first


def test_works_without_data(agent: RulesAgent) -> None:
    """Schema only (no gym): property words and comparisons still work."""
    plan = RulesAgent().plan("reports with more than 40 boardings", ENVIRONMENTS["public-transit"])
    assert _canon(plan.calls) == _canon([call("RidershipReports", "boardings > 40")])


@pytest.mark.parametrize(
    ("env", "command", "n"),
    [
        ("nonprofits", "Find active campaigns; also, how many donations exceed $100?", 2),
        (
            "public-transit",
            "List routes with departures at 7. Separately, what's the earliest service date?",
            2,
        ),
        ("nonprofits", "I'm preparing the board memo. Which charities are in Housing?", 1),
        ("nonprofits", "Show paused campaigns, and how many donations are under $20?", 2),
        (
            "nonprofits",
            "How many campaigns are paused and what share of them accept recurring gifts?",
            1,
        ),
        (
            "surf-schools",
            "Find beaches in West Bay and separately count instructors hired after 2020",
            2,
        ),
        (
            "tattoo-studios",
            "Which designs are 8.5 cm wide? Also, how many artists have over 12 years of "
            "experience? And what is the average years of experience?",
            3,
        ),
        (
            "childcare",
            "(1) Which staff have CPR? (2) List enrollments at Mallowmere House. No rush.",
            2,
        ),
    ],
)
def test_split_into_requests(agent: RulesAgent, env: str, command: str, n: int) -> None:
    assert len(agent.plan(command, ENVIRONMENTS[env]).calls) == n


def test_split_without_knowledge() -> None:
    assert split_requests("Find X; also find Y. Separately, count Z.") == [
        "Find X",
        "find Y",
        "count Z",
    ]


# ---- values as people write them ---------------------------------------------------------


@settings(max_examples=60, deadline=None)
@given(
    n=st.integers(min_value=0, max_value=9_999_999),
    op=st.sampled_from(
        [
            ("more than", ">"),
            ("at least", ">="),
            ("under", "<"),
            ("no more than", "<="),
            ("exactly", "="),
            ("exceeding", ">"),
            ("below", "<"),
            ("up to", "<="),
            ("no fewer than", ">="),
            ("over", ">"),
        ]
    ),
)
def test_numbers_with_commas_and_comparisons(n: int, op: tuple[str, str]) -> None:
    ag = RulesAgent(gym=FakeGym())
    plan = ag.plan(
        f"ridership reports with {op[0]} {n:,} boardings", ENVIRONMENTS["public-transit"]
    )
    assert _canon(plan.calls) == _canon([call("RidershipReports", f"boardings {op[1]} {n}")])


@settings(max_examples=60, deadline=None)
@given(
    d=st.dates(min_value=dt.date(2000, 1, 1), max_value=dt.date(2099, 12, 31)),
    form=st.sampled_from(
        [
            "{d:%B} {d.day}, {d.year}",
            "{d.day} {d:%B} {d.year}",
            "{d:%b} {d.day}th, {d.year}",
            "{d:%Y-%m-%d}",
            "{d:%m/%d/%Y}",
        ]
    ),
)
def test_dates_in_english_and_iso_forms(d: dt.date, form: str) -> None:
    ag = RulesAgent(gym=FakeGym())
    said = form.format(d=d)
    plan = ag.plan(f"instructors hired before {said}", ENVIRONMENTS["surf-schools"])
    assert _canon(plan.calls) == _canon([call("SurfInstructors", f'hireDate < "{d.isoformat()}"')])


# ---- edge_case_1 behaviours --------------------------------------------------------------


@pytest.mark.parametrize(
    ("command", "value_filter"),
    [
        ("Show the ridership report with report code 'RID-00213'", "eq"),  # B1
        ("show me rid-00213 please", "eq"),  # B3, casual
        ('Find ridership reports involving "Kestrelwick Crosstown"', "none"),  # B2: two properties
        ("Which ridership reports start with RID-0021?", "like"),  # B4
        ("How many ridership reports involve Tidewater Shuttle?", "or"),  # B8
        (
            "Find reports whose route is 'Tidewater Shuttle' with more than 900 boardings",
            "eq",
        ),  # B5
    ],
)
def test_exact_values_filter_or_search(agent: RulesAgent, command: str, value_filter: str) -> None:
    c = agent.plan(command, ENVIRONMENTS["public-transit"]).calls[0]
    text = c.get("text_property_filters", [])
    if value_filter == "eq":
        assert any(f["operator"] == "=" for f in text) and "search_query" not in c
    elif value_filter == "like":
        assert text == [{"property_name": "reportCode", "operator": "LIKE", "value": "RID-0021*"}]
    elif value_filter == "or":
        assert c["filter_tree"]["combine"] == "OR"
        assert {f["property_name"] for f in c["filter_tree"]["filters"]} == {
            "routeName",
            "comparisonRouteName",
        }
    else:
        assert text == [] and "Kestrelwick Crosstown" in c["search_query"]


def test_vague_term_is_never_an_equality(agent: RulesAgent) -> None:
    """B9: a descriptive word is searched, not filtered with =."""
    c = agent.plan("How many routes are scenic?", ENVIRONMENTS["public-transit"]).calls[0]
    assert "scenic" in c["search_query"] and "text_property_filters" not in c


def test_value_cited_in_prose_is_searched() -> None:
    """Donation notes cite their campaign's title: without the property named, search for it."""
    ag = RulesAgent(gym=FakeGym())
    env = ENVIRONMENTS["nonprofits"]
    c = ag.plan("donations for Gullhaven Senior Shoreline Renewal", env).calls[0]
    assert (
        "Gullhaven Senior Shoreline Renewal" in c["search_query"]
        and "text_property_filters" not in c
    )
    c = ag.plan("donations to the campaign 'Gullhaven Senior Shoreline Renewal'", env).calls[0]
    assert c["text_property_filters"] == [
        {
            "property_name": "campaignTitle",
            "operator": "=",
            "value": "Gullhaven Senior Shoreline Renewal",
        }
    ]


def test_revise_keeps_an_equality_lookup_after_zero_results(agent: RulesAgent) -> None:
    """B6: the value is not in the data; the = filter on the named property stays."""
    env = ENVIRONMENTS["public-transit"]
    command = "Show the ridership report with report code RID-09999"
    seed = Plan(
        calls=[
            {
                "collection_name": "RidershipReports",
                "text_property_filters": [
                    {"property_name": "reportCode", "operator": "=", "value": "RID-09999"}
                ],
            }
        ]
    )
    revised = agent.revise(command, env, seed, [[]])
    assert revised is None or _canon(revised.calls) == _canon(seed.calls)


def test_revise_moves_a_wrongly_filtered_value_into_the_search(agent: RulesAgent) -> None:
    """B7: a filter on the wrong property found nothing; drop it and search for the value."""
    env = ENVIRONMENTS["public-transit"]
    command = "Find ridership reports involving Kestrelwick Crosstown"
    seed = Plan(
        calls=[
            {
                "collection_name": "RidershipReports",
                "text_property_filters": [
                    {
                        "property_name": "routeName",
                        "operator": "=",
                        "value": "Kestrelwick Crosstown",
                    }
                ],
            }
        ]
    )
    revised = agent.revise(command, env, seed, [[]])
    assert revised is not None
    c = revised.calls[0]
    assert "text_property_filters" not in c and "Kestrelwick Crosstown" in c["search_query"]
    assert (
        agent.revise(command, env, seed, [["some-uuid"]]) is None
    )  # results found: nothing to revise


# ---- on a real DuckDB gym ----------------------------------------------------------------


@pytest.fixture(scope="module")
def tiny_gym(tmp_path_factory):
    """The tiny handmade snapshot loaded into a real gym.duckdb (distinct values from DuckDB)."""
    from gymkit.gym import open_gym
    from gymkit.prepare import prepare
    from tests.tiny_snapshot import write_tiny_snapshot

    root = tmp_path_factory.mktemp("rules-tiny")
    snapshot = write_tiny_snapshot(root / "snapshot")
    prepare(source=str(snapshot), workspace=root / "ws")
    gym = open_gym(root / "ws")
    yield gym
    gym.close()


def test_plans_execute_on_a_real_gym(tiny_gym) -> None:
    from tests.tiny_snapshot import ENV_ID, object_uuid

    agent = get_agent("rules", gym=tiny_gym)
    env = tiny_gym.environment(ENV_ID)
    plan = agent.plan(
        "Show gadgets tagged red weighing over 100 grams built before 2024-02-01", env
    )
    assert len(plan.calls) == 1
    result = tiny_gym.execute(ENV_ID, plan.calls[0])
    assert sorted(result.value) == sorted(
        object_uuid("Gadgets", n) for n in ("Alpha_One", "Gamma's Three")
    )

    plan = agent.plan("How many repairs were for Alpha_One?", env)
    assert plan.calls[0]["text_property_filters"] == [
        {"property_name": "gadgetName", "operator": "=", "value": "Alpha_One"}
    ]
    assert tiny_gym.execute(ENV_ID, plan.calls[0]).value == {"COUNT(repairCode)": 2}

    plan = agent.plan("What is the total repair cost for repairs costing at least $15?", env)
    assert tiny_gym.execute(ENV_ID, plan.calls[0]).value == {"SUM(cost)": 55.5}


@pytest.mark.parametrize(
    ("env", "command", "expected"),
    CONVERSATIONAL_CASES,
    ids=[c[1][:60] for c in CONVERSATIONAL_CASES],
)
def test_conversational_plans_match_expected_calls(
    agent: RulesAgent, env: str, command: str, expected: list[dict]
) -> None:
    """Scenes, hedges, pronouns and numbered asks: the same calls as the plain request."""
    plan = agent.plan(command, ENVIRONMENTS[env])
    assert plan.error is None
    assert _canon(plan.calls) == _canon(expected), plan.trace
    for c in plan.calls:
        issues = check_call(parse_call(c), ENVIRONMENTS[env])
        assert [m for _, m in issues if "no searchable text" not in m] == []


@settings(max_examples=80, deadline=None)
@given(
    n=st.integers(min_value=1, max_value=22),
    scene=st.sampled_from(
        ["", "I'm planning next month's roster. ", "A family emailed asking about care. "]
    ),
    form=st.sampled_from(
        [
            ("staff with {n} years of experience or fewer", "<="),
            ("staff with {n} or fewer years of experience", "<="),
            ("staff with {n} years of experience or more", ">="),
            ("staff whose years of experience came in above {n}", ">"),
            ("staff with a minimum of {n} years of experience", ">="),
            ("staff with above a total of {n} years of experience", ">"),
            ("staff with {n}+ years of experience", ">="),
            ("staff with at most {n} years of experience", "<="),
        ]
    ),
)
def test_comparison_wording_after_a_scene(n: int, scene: str, form: tuple[str, str]) -> None:
    """'or fewer' / 'or more' after the property's words, a scene before: never an '='."""
    ag = RulesAgent(gym=FakeGym())
    plan = ag.plan(f"{scene}Which are the {form[0].format(n=n)}?", ENVIRONMENTS["childcare"])
    expected = [call("ChildcareStaff", f"yearsOfExperience {form[1]} {n}")]
    assert _canon(plan.calls) == _canon(expected), plan.trace


_ASKS = [
    ("the lowest boardings on any report", call("RidershipReports", "MIN(boardings)")),
    ("the latest service date", call("RidershipReports", "LATEST(serviceDate)")),
    (
        "how many reports had over 2,000 boardings",
        call("RidershipReports", "boardings > 2000", "COUNT(reportCode)"),
    ),
    (
        "the routes with a departure at 23",
        call("TransitRoutes", "scheduledDepartureHours ANY [23]"),
    ),
    ("the average boardings per report", call("RidershipReports", "MEAN(boardings)")),
]


@settings(max_examples=60, deadline=None)
@given(
    picks=st.lists(st.sampled_from(range(len(_ASKS))), min_size=2, max_size=3, unique=True),
    lead=st.sampled_from(["I need {w} numbers for the deck: ", "{W} quick questions: "]),
    numbered=st.booleans(),
)
def test_counted_and_numbered_asks_stay_separate(
    picks: list[int], lead: str, numbered: bool
) -> None:
    """'Three numbers: A, B, and C' and '(1) A (2) B' are as many requests as items."""
    words = {2: "two", 3: "three"}[len(picks)]
    asks = [_ASKS[i][0] for i in picks]
    if numbered:
        body = " ".join(f"({k}) {a}" for k, a in enumerate(asks, 1))
    else:
        body = ", ".join(asks[:-1]) + (", and " if len(asks) > 2 else " and ") + asks[-1]
    command = lead.format(w=words, W=words.capitalize()) + body + "."
    plan = RulesAgent(gym=FakeGym()).plan(command, ENVIRONMENTS["public-transit"])
    assert _canon(plan.calls) == _canon([_ASKS[i][1] for i in picks]), command


@pytest.mark.parametrize(
    ("env", "command", "query"),
    [
        ("childcare", "Which daycare centers are music-oriented?", "music-oriented"),
        ("surf-schools", "Find beginner-friendly beaches.", "beginner-friendly"),
        ("nonprofits", "find Saltwhisper", "Saltwhisper"),
        ("nonprofits", "Could you look up Saltwhisper for me?", "Saltwhisper"),
    ],
)
def test_vague_compounds_and_lone_names_are_searched_verbatim(
    agent: RulesAgent, env: str, command: str, query: str
) -> None:
    """B9: 'music-oriented' is a description, searched whole and never filtered; a lone
    unknown name after 'find' / 'look up' is searched as said."""
    (c,) = agent.plan(command, ENVIRONMENTS[env]).calls
    assert c.get("search_query") == query
    assert not any(k.endswith("_filters") for k in c)


def test_paraphrased_status_values_match_the_vocabulary(agent: RulesAgent) -> None:
    """'on pause' is the status 'Paused': a value said in its base form, learned from the data."""
    (c,) = agent.plan("Which campaigns are on pause?", ENVIRONMENTS["nonprofits"]).calls
    assert c["text_property_filters"] == [
        {"property_name": "campaignStatus", "operator": "=", "value": "Paused"}
    ]
