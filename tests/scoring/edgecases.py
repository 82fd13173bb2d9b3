"""edge_case_1 rows for the tiny gym, one per behaviour, with relevant_ids computed from the data."""

from __future__ import annotations

from tinygym import TinyGym


def add_edge_cases(gym: TinyGym) -> dict[str, dict]:
    items, orders = gym.objects["Items"], gym.objects["Orders"]
    name = items[0]["itemName"]
    cited = orders[0]["itemName"]
    both = [o for o in orders if cited in (o["itemName"], o["altItemName"])]
    rows = {
        "B1": gym.add_edge(
            "b1",
            behavior="B1",
            value=name,
            relevant_ids=[items[0]["uuid"]],
            expect={"value_filter": "eq", "value_properties": ["itemName"], "query_null": True},
        ),
        "B4": gym.add_edge(
            "b4",
            behavior="B4",
            value="Item Bi",
            relevant_ids=[i["uuid"] for i in items if i["itemName"].startswith("Item Bi")],
            expect={"value_filter": "like_prefix", "value_properties": ["itemName"]},
        ),
        "B5": gym.add_edge(
            "b5",
            behavior="B5",
            value=name,
            relevant_ids=[items[0]["uuid"]],
            expect={
                "value_filter": "eq",
                "value_properties": ["itemName"],
                "other_filters": [{"property_name": "price", "operator": ">", "value": 1}],
            },
        ),
        "B2": gym.add_edge(
            "b2",
            behavior="B2",
            collection="Orders",
            value=cited,
            relevant_ids=sorted(
                {
                    o["uuid"]
                    for o in orders
                    if cited in (o["itemName"], o["altItemName"]) or cited in o["notes"]
                }
            ),
            expect={
                "value_filter": "none",
                "value_properties": ["itemName", "altItemName"],
                "query_contains": [cited],
            },
        ),
        "B8": gym.add_edge(
            "b8",
            behavior="B8",
            node="aggregate",
            collection="Orders",
            value=cited,
            relevant_ids=sorted(o["uuid"] for o in both),
            expect={
                "value_filter": "or_eq",
                "value_properties": ["itemName", "altItemName"],
                "combine": "OR",
            },
        ),
        "B9": gym.add_edge(
            "b9",
            behavior="B9",
            node="aggregate",
            value="Lantern",
            expect={"value_filter": "no_eq", "value_properties": []},
        ),
        "B6": gym.add_edge(
            "b6",
            behavior="B6",
            node="retry",
            value="Item Zed 99",
            expect={"value_filter": "eq", "value_properties": ["itemName"], "retry": "keep"},
            seed_output={
                "collection": "Items",
                "search_query": None,
                "filters": [{"property_name": "itemName", "operator": "=", "value": "Item Zed 99"}],
            },
        ),
        "B7": gym.add_edge(
            "b7",
            behavior="B7",
            node="retry",
            collection="Orders",
            value=cited,
            relevant_ids=sorted(
                {
                    o["uuid"]
                    for o in orders
                    if cited in (o["itemName"], o["altItemName"]) or cited in o["notes"]
                }
            ),
            expect={
                "value_filter": "none",
                "value_properties": ["itemName", "altItemName"],
                "query_contains": [cited],
                "retry": "move_to_query",
            },
            seed_output={
                "collection": "Orders",
                "search_query": None,
                "filters": [{"property_name": "altItemName", "operator": "=", "value": cited}],
            },
        ),
        "B2-no-prose": gym.add_edge(
            "b2-no-prose",
            behavior="B2",
            collection="Reports",
            value=cited,
            relevant_ids=sorted(
                r["uuid"]
                for r in gym.objects["Reports"]
                if cited in (r["itemName"], r["altItemName"])
            ),
            expect={"value_filter": "none", "query_contains": [cited]},
        ),
    }
    return rows
