"""Invented identifiers in the card's style: two-part place names, person names, and codes.

Why: knowledge_base identifiers must be unique, pronounceable and clearly synthetic
("Morrowfen Link", "Maren Voss"), deterministic for a seed, and scale to a million per
collection. A name is a mixed-radix number over word lists; unique numbers give unique names.
"""

from __future__ import annotations

import numpy as np


def _words(text: str) -> list[str]:
    return text.split()


PRE = _words(
    "Morrow Kestrel Tern Moss Gull Moor Hearth Mere Tallow Marsh Mallow Tansy Salt Ember "
    "Heron Briar Alder Wren Cinder Thistle Bramble Fern Linden Rowan Sorrel Cobble Quill Ash "
    "Birch Clover Dune Elder Fallow Hazel Ivy Lark Maple Nettle Otter Pebble Reed Sedge "
    "Sparrow Teal Umber Willow Yarrow Amber Copper Dapple Finch Gorse Holly Juniper Kettle "
    "Mist Oak Pine Raven Thorn Flint Plover Sable Tide Wold Brine Cress Drift"
)
SUF = _words(
    "fen wick glass bell wake pan vale mere light silk spindle haven ford brook hollow moor "
    "field stead croft gate ridge wood combe shaw thorpe ley worth holm dale fold hurst leigh "
    "well water side crest reach march mouth"
)
FIRST = _words(
    "Maren Oren Mira Tavin Merrith Orren Lysa Corin Davra Elin Fennick Galen Hesper Ilsa Jory "
    "Kael Liora Nessa Odile Perrin Rhea Soren Talia Ulric Vesna Wyn Ysolde Zev Anselm Brisa "
    "Calla Dorian Faye Garnet Hollis Isra Jessamy Kestra Lorne Mabry Niall Orla Rowe Sabine "
    "Thea Verity Wilder Yara Arlo Bexley Cato Delphine Emrys Florin Greer Hale Ines Jarek "
    "Keir Linnea Noor Osric Petra Riven Tamsin Una Vaughn Willa Aster Bram Cosima Dace Eira "
    "Idris Lucan Mireille Nico Sorcha Tobin Vela"
)
LAST_A = _words(
    "Dov Har Kell Mor Ash Bren Cal Dar Fen Gar Hol Lin Mar Nor Pen Quen Ros Sel Tam Vor Wes "
    "Yar Bel Cor"
)
LAST_B = _words("ren row ley wick sby ton more vale ick ell den mark ford ane ett holt")
LAST_ONE = _words(
    "Voss Pell Rell Vale Sable Crane Hart Lowe Quist Dunmore Strand Ashby Tull Brook Fairn "
    "Greave Hollin Marr Penhale Rook"
)
LAST = tuple(dict.fromkeys(LAST_ONE + [a + b for a in LAST_A for b in LAST_B]))

COMPOUND = tuple(dict.fromkeys(p + s for p in PRE for s in SUF if not p.lower().endswith(s)))

# Second and later words per style (the card's examples in comments).
WORDS = {
    # Morrowfen Link, Kestrelwick Crosstown
    "route": (
        "Link Crosstown Express Line Connector Limited Circulator Shuttle Rapid Loop Flyer Local Runner Corridor",
    ),
    # The Lantern Moth, Saltglass Leviathan
    "design": (
        "Moth Leviathan Serpent Peony Raven Koi Dagger Rose Swallow Compass Lantern Stag Owl Hydrangea Tiger Crane Wolf Lotus Heart Anchor Comet Fox Hare Phoenix Thistle Skull Sparrow Viper Orchid Whale",
    ),
    # Mosswake Watershed Circle, Hearthpan Community Table
    "charity": (
        "Watershed Community Literacy Harvest Shelter Health Youth Neighborhood River Family Elder Meadow Commons Learning",
        "Circle Table Alliance Trust Collective Fund Network Guild Society Coalition Partnership Foundation",
    ),
    # Moorbell School Pantry Lift, Gullhaven Senior Shoreline Renewal
    "campaign": (
        "School Senior Family Youth Harbor Village Neighbor Library Riverside Hillside Community Student",
        "Pantry Shoreline Garden Clinic Shelter Orchard Reading Kitchen Playground Wetland Warmth Bookshelf Water Roof",
        "Lift Renewal Drive Appeal Boost Push Fund Project Rally Restoration Challenge Effort",
    ),
    # Merevale Glasswing Ledger, Tallowmere Toolshare Circle
    "program": (
        "Glasswing Toolshare Lanternfold Seedkeep Threadline Hearthstone Cornerstone Wellspring Keystone Harborlight Fieldnote Brightwater",
        "Ledger Circle Fund Pledge Commons Table Match Gift Promise Share",
    ),
    # Morrowglass Strand, Ternwick Cove
    "beach": ("Strand Cove Point Sands Beach Bay Reef Break Shoal Inlet Spit Landing",),
    # Marshlight Ledger, Ternsilk Compass
    "lesson": (
        "Ledger Compass Primer Drift Session Circuit Course Track Method Series Academy Clinic",
    ),
    # Morrowspindle, Ternwick Splay
    "asset": ("Splay Glide Runner Fin Edge Skiff Carve Dart Ripple Keel Quiver Rail",),
    # Mallowmere House, Tansybell House
    "center": ("House Nest Cottage Garden Hall Lodge Corner Haven Den Grove",),
}


def _parts(style: str, extended: bool) -> list[tuple[str, ...]]:
    if style == "person":
        parts = [tuple(FIRST), LAST]
        return parts + [LAST] if extended else parts
    words = [tuple(w.split()) for w in WORDS[style]]
    if style == "asset":  # a single compound, or a compound and a word
        words = [("", *words[0])]
    head = [COMPOUND, COMPOUND] if extended else [COMPOUND]
    return head + words


def _render(style: str, pieces: list[str]) -> str:
    if style == "person":
        return pieces[0] + " " + "-".join(pieces[1:])
    out = " ".join(p for p in pieces if p)
    return out


def capacity(style: str, extended: bool = False) -> int:
    return int(np.prod([len(p) for p in _parts(style, extended)], dtype=np.float64))


# The card's own example identifiers: a faithful mirror holds them, so that requests written
# from the card ("the route Morrowfen Link") find their records.
CARD_EXAMPLES: dict[tuple[str, str], tuple[str, ...]] = {
    ("public-transit", "TransitRoutes"): ("Morrowfen Link", "Kestrelwick Crosstown"),
    ("tattoo-studios", "TattooArtists"): ("Maren Voss", "Oren Pell"),
    ("tattoo-studios", "TattooDesigns"): ("The Lantern Moth", "Saltglass Leviathan"),
    ("nonprofits", "Charities"): ("Mosswake Watershed Circle", "Hearthpan Community Table"),
    ("nonprofits", "Campaigns"): (
        "Moorbell School Pantry Lift",
        "Gullhaven Senior Shoreline Renewal",
    ),
    ("nonprofits", "GivingPrograms"): ("Merevale Glasswing Ledger", "Tallowmere Toolshare Circle"),
    ("surf-schools", "SurfBeaches"): ("Morrowglass Strand", "Ternwick Cove"),
    ("surf-schools", "SurfInstructors"): ("Merrith Vale", "Orren Sable"),
    ("surf-schools", "LessonPrograms"): ("Marshlight Ledger", "Ternsilk Compass"),
    ("surf-schools", "SurfEquipment"): ("Morrowspindle", "Ternwick Splay"),
    ("childcare", "DaycareCenters"): ("Mallowmere House", "Tansybell House"),
    ("childcare", "ChildcareStaff"): ("Mira Dovren", "Tavin Rell"),
}


def invent_names(
    style: str, n: int, rng: np.random.Generator, include: tuple[str, ...] = ()
) -> list[str]:
    """n unique invented names of a style, deterministic for the generator's state.

    `include` names (the card's examples) are among them, at seeded positions.
    """
    include = tuple(dict.fromkeys(include))[:n]
    if include:
        rest = [x for x in invent_names(style, n + len(include), rng) if x not in include]
        rest = rest[: n - len(include)]
        for name in include:
            rest.insert(int(rng.integers(0, len(rest) + 1)), name)
        return rest
    extended = capacity(style) < 4 * n
    parts = _parts(style, extended)
    sizes = [len(p) for p in parts]
    total = int(np.prod(sizes, dtype=np.float64))
    seen: dict[str, None] = {}
    while len(seen) < n:
        need = n - len(seen)
        draws = rng.integers(0, total, size=need + need // 4 + 16, dtype=np.int64)
        for number in draws.tolist():
            pieces, code = [], number
            for size, words in zip(reversed(sizes), reversed(parts)):
                code, r = divmod(code, size)
                pieces.append(words[r])
            name = _render(style, pieces[::-1])
            if style == "design" and number % 3 == 0:  # The Lantern Moth, Saltglass Leviathan
                name = "The " + name
            if name not in seen:
                seen[name] = None
                if len(seen) == n:
                    break
    return list(seen)


def codes(prefix: str, n: int) -> list[str]:
    """RID-00001 .. in order: transactional identifiers."""
    width = max(5, len(str(n)))
    return [f"{prefix}-{i:0{width}d}" for i in range(1, n + 1)]
