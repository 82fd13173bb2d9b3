"""Readings of the rules agent (issue #42), on an invented permit office loaded into a real gym
(built here, not one of the five environments):
- a flag named and then given its value ('passed false', 'passed is false', 'passed = false',
  'passed is not true') is false, though the flag's name is itself an outcome word;
- a text array's item of several words said verbatim ('IRC R602.3', 'NEC 210.8') is that
  array's CONTAINS value, not search words: when the array has too many items for a vocabulary,
  and when its few items hold words the parser keeps whole or reads as numbers."""

from __future__ import annotations

import json

import pytest

from gymkit.agents.rules import RulesAgent
from gymkit.call import canonical, check_call, parse_call
from gymkit.gym import open_gym
from gymkit.prepare import prepare
from gymkit.schema import Collection, Environment, Property, write_schema
from gymkit.sources.imports import finish_snapshot

ENV = "permit-office"
SECTIONS = [f"IRC R{600 + i // 3}.{i % 3 + 1}" for i in range(60)] + ["NEC 210.8", "IPC 405.3"]
WORK = ["solar panels", "Level 2 charger", "roof repair", "deck build"]
INSPECTORS = ["Dara Quill", "Omar Fenn", "Lise Marrow", "Tove Brann"]


def _environment() -> Environment:
    def p(name: str, type_: str, desc: str, ident: bool = False) -> Property:
        return Property(name=name, type=type_, description=desc, is_identifier=ident)

    return Environment(
        id=ENV,
        name="Permit Office",
        description="A city's building permits and their inspections.",
        collections=[
            Collection(
                name="Inspections",
                kind="knowledge_base",
                description="Site inspections of permitted building work.",
                properties=[
                    p("inspectionCode", "filterable_text", "The inspection's code.", True),
                    p("passed", "boolean", "Whether the inspection passed."),
                    p("codeSections", "text_array", "The building code sections cited."),
                    p("workTypes", "text_array", "The kinds of work inspected."),
                    p("inspectorName", "filterable_text", "The inspector who visited."),
                    p("findings", "searchable_text", "What the inspector found on site."),
                    p("score", "int", "The inspection score out of 100."),
                ],
            )
        ],
    )


def _rows() -> list[dict]:
    notes = ["Framing nails spaced too far.", "Clean install, labels in place.", "Stair rise off."]
    return [
        {
            "uuid": f"00000000-0000-4000-8000-{i:012d}",
            "inspectionCode": f"INS-{i:04d}",
            "passed": i % 3 != 0,
            "codeSections": [SECTIONS[i % len(SECTIONS)], SECTIONS[(i * 7) % len(SECTIONS)]],
            "workTypes": [WORK[i % len(WORK)]],
            "inspectorName": INSPECTORS[i % len(INSPECTORS)],
            "findings": notes[i % len(notes)],
            "score": 50 + i % 50,
        }
        for i in range(1, 241)
    ]


@pytest.fixture(scope="module")
def gym(tmp_path_factory: pytest.TempPathFactory):
    import pyarrow as pa
    import pyarrow.parquet as pq

    from gymkit.layout import arrow_type

    root = tmp_path_factory.mktemp("permits")
    env = _environment()
    folder = root / "snap" / ENV
    (folder / "objects").mkdir(parents=True)
    write_schema(env, folder / "schema.json")
    coll = env.collections[0]
    schema = pa.schema(
        [pa.field("uuid", pa.string())]
        + [pa.field(p.name, arrow_type(p.type)) for p in coll.properties]
    )
    pq.write_table(
        pa.Table.from_pylist(_rows(), schema=schema), folder / "objects" / "Inspections.parquet"
    )
    finish_snapshot(root / "snap", changed=[ENV])
    prepare(source=str(root / "snap"), workspace=root / "ws", progress=False)
    with open_gym(root / "ws") as g:
        yield g


@pytest.fixture(scope="module")
def agent(gym) -> RulesAgent:
    return RulesAgent(gym=gym)


def _where(*filters: tuple[str, str, str, object]) -> dict:
    call: dict = {"collection_name": "Inspections"}
    for list_name, prop, op, value in filters:
        key = "values" if isinstance(value, list) else "value"
        call.setdefault(list_name, []).append({"property_name": prop, "operator": op, key: value})
    return call


def _plans_as(agent: RulesAgent, gym, command: str, expected: dict) -> None:
    env = gym.environment(ENV)
    plan = agent.plan(command, env)
    assert plan.error is None, plan.error
    assert [check_call(parse_call(c), env) for c in plan.calls] == [[]]
    got = [canonical(parse_call(c)) for c in plan.calls]
    assert got == [canonical(parse_call(expected))], json.dumps(plan.trace, indent=1)


FALSE = ("boolean_property_filters", "passed", "=", False)
TRUE = ("boolean_property_filters", "passed", "=", True)


@pytest.mark.parametrize(
    ("command", "flag"),
    [
        ("List the inspections with passed false.", FALSE),
        ("Show the inspections where passed is false.", FALSE),
        ("Which inspections have passed = false?", FALSE),
        ("Inspections whose passed is not true, please.", FALSE),
        ("Find inspections with passed set to false.", FALSE),
        ("List the inspections with passed true.", TRUE),
        ("List the inspections that passed.", TRUE),  # the name alone: its own outcome
        ("List the inspections that did not pass.", FALSE),
    ],
)
def test_a_flag_named_then_given_its_value(agent, gym, command: str, flag) -> None:
    _plans_as(agent, gym, command, _where(flag))


def test_a_named_flag_false_beside_another_condition(agent, gym) -> None:
    _plans_as(
        agent,
        gym,
        "Inspections where passed is false and the score is above 80.",
        _where(FALSE, ("numeric_property_filters", "score", ">", 80)),
    )


SECTION = "array_property_filters"


@pytest.mark.parametrize(
    ("command", "expected"),
    [
        # 62 distinct items: too many for a vocabulary, found in the data verbatim
        (
            "List the inspections whose code sections include IRC R602.3.",
            _where((SECTION, "codeSections", "CONTAINS_ANY", ["IRC R602.3"])),
        ),
        (
            "Which inspections cite IRC R602.3 or NEC 210.8 in their code sections?",
            _where((SECTION, "codeSections", "CONTAINS_ANY", ["IRC R602.3", "NEC 210.8"])),
        ),
        (
            "Inspections citing both irc r602.3 and NEC 210.8",  # case aside: as the data writes it
            _where((SECTION, "codeSections", "CONTAINS_ALL", ["IRC R602.3", "NEC 210.8"])),
        ),
        (
            'Inspections with "IPC 405.3" among their code sections',
            _where((SECTION, "codeSections", "CONTAINS_ANY", ["IPC 405.3"])),
        ),
        (
            "Inspections citing NEC 210.8 with passed false",
            _where((SECTION, "codeSections", "CONTAINS_ANY", ["NEC 210.8"]), FALSE),
        ),
        # four items: a vocabulary, whose 'Level 2' the parser would read as a number
        (
            "Which inspections covered a Level 2 charger?",
            _where((SECTION, "workTypes", "CONTAINS_ANY", ["Level 2 charger"])),
        ),
        (
            "Inspections of solar panels with a score under 60",  # a plain item, as before
            _where(
                (SECTION, "workTypes", "CONTAINS_ANY", ["solar panels"]),
                ("numeric_property_filters", "score", "<", 60),
            ),
        ),
    ],
)
def test_an_array_item_of_several_words_is_the_arrays_value(
    agent, gym, command: str, expected: dict
) -> None:
    _plans_as(agent, gym, command, expected)


def test_an_item_that_is_not_in_the_data_is_still_searched(agent, gym) -> None:
    env = gym.environment(ENV)
    plan = agent.plan("Inspections about IRC R999.9 violations", env)
    calls = [parse_call(c) for c in plan.calls]
    assert not any(c.array_property_filters for c in calls)


def test_the_knowledge_holds_only_items_the_words_cannot_match(agent, gym) -> None:
    know = agent.knowledge(gym.environment(ENV))
    assert know.items.get("irc r602.3") == [("Inspections", "codeSections")]
    assert know.items.get("level 2 charger") == [("Inspections", "workTypes")]
    assert know.items.get("solar panels") is None  # the vocabulary matches it word by word
    assert know.item_first.get("irc") == 2
