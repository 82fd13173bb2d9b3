"""At the card's 1,000 objects: distinct counts and shares within 5% of what the card reports."""

from __future__ import annotations

from pathlib import Path

import pyarrow.compute as pc
import pyarrow.parquet as pq
import pytest

from gymkit.generate.writer import generate_snapshot

# (environment, collection, property) -> the card's distinct count at 1,000 objects
CARD_DISTINCT = {
    ("public-transit", "RidershipReports", "routeName"): 432,
    ("public-transit", "RidershipReports", "comparisonRouteName"): 424,
    ("public-transit", "RidershipReports", "boardings"): 850,
    ("public-transit", "RidershipReports", "serviceDate"): 489,
    ("tattoo-studios", "TattooArtists", "networkStartDate"): 835,
    ("nonprofits", "Charities", "annualOperatingBudgetUsd"): 1000,
    ("nonprofits", "GivingPrograms", "launchDate"): 729,
    ("nonprofits", "Donations", "campaignTitle"): 430,
    ("nonprofits", "Donations", "totalAmountUsd"): 987,
    ("surf-schools", "SurfInstructors", "hireDate"): 812,
    ("surf-schools", "SurfInstructors", "certificationExpiryDate"): 551,
    ("surf-schools", "LessonPrograms", "durationMinutes"): 91,
    ("surf-schools", "SurfEquipment", "replacementCost"): 994,
    ("surf-schools", "SurfEquipment", "weightKilograms"): 489,
    ("childcare", "ChildEnrollments", "centerName"): 440,
    ("childcare", "ChildEnrollments", "childAgeMonths"): 55,
    ("childcare", "ChildEnrollments", "startDate"): 155,
}


@pytest.fixture(scope="module")
def card_gym(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return generate_snapshot(
        tmp_path_factory.mktemp("card") / "snapshot", objects=1000, progress=False
    )


@pytest.mark.slow
@pytest.mark.parametrize("key", list(CARD_DISTINCT))
def test_distinct_counts_within_5_percent(card_gym: Path, key: tuple) -> None:
    env_id, coll, prop = key
    col = pq.read_table(card_gym / env_id / "objects" / f"{coll}.parquet", columns=[prop]).column(
        prop
    )
    got = len(pc.unique(col))
    assert abs(got - CARD_DISTINCT[key]) <= 0.05 * CARD_DISTINCT[key], (key, got)


@pytest.mark.slow
def test_card_totals(card_gym: Path) -> None:
    total = sum(pq.read_metadata(p).num_rows for p in card_gym.glob("*/objects/*.parquet"))
    assert total == 15000
    docs = sum(
        pq.read_metadata(p).num_rows * sum(1 for f in pq.read_schema(p) if f.name in _PROSE)
        for p in card_gym.glob("*/objects/*.parquet")
    )
    assert docs == 18000
    assert pq.read_metadata(card_gym / "query_sets.parquet").num_rows == 3
    sets = pq.read_table(card_gym / "query_sets.parquet").to_pylist()
    assert [s["num_queries"] for s in sets] == [250, 150, 130]


_PROSE = {
    "routeDescription",
    "artistProfile",
    "designDescription",
    "missionDescription",
    "campaignStory",
    "impactPlan",
    "programDescription",
    "donorMessage",
    "processingNotes",
    "waveConditions",
    "shoreAccess",
    "safetyConsiderations",
    "teachingApproach",
    "curriculum",
    "equipmentGuidance",
    "equipmentDescription",
    "careExperience",
}
