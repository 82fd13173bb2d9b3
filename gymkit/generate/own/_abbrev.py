"""Abbreviations of a schema's names and terse descriptions, expanded into plain words.

Why (issue 42): an export's names and labels are shorthand (`svc_dt`, "In-svc date", "Frt chg",
`reinsp_req`, "Seal #s"); a command written from them half-expanded ("in-svc date", "dist
code", "a telem") reads as a raw name. A token is expanded, in this order,
- by a context rule (`no` last is "number"; `min` first "minimum"; `dist` "distance" for a
  number, else "district"; `cond` "condition" unless a conductivity unit follows; `orig`
  "origin" before a place, else "original"; `cap` "capacity" when it leads ...);
- by the table (`ABBREVIATIONS`: common abbreviations of records, engineering, logistics,
  education, health and commerce schemas) or as an acronym (`ACRONYMS`);
- by word-part rules: a plural `s` on a known abbreviation (chks: checks, rdgs: readings), a
  prefix before one (reinsp: reinspection, preinsp: pre-inspection), the records' own noun
  abbreviated (wb in Waybills: waybill; mv in Moves: move) or its initials (wo in WorkOrders:
  work order); hyphenated parts one by one (in-svc: in-service).
`unclear` names what is still not plain English afterwards (`_english.is_word`): the writer
avoids a property whose every wording holds such a fragment.
"""

from __future__ import annotations

import re
from contextvars import ContextVar

from gymkit.generate.own._english import is_word

# The acronyms the environment's own name spells (`car-parks`: CP is a car park), set while a
# schema's commands are written (`_phrases.schema_words`).
ENV_ACRONYMS: ContextVar[tuple[tuple[str, str], ...]] = ContextVar("env_acronyms", default=())


def env_acronyms(name: str) -> dict[str, str]:
    """The initials of each run of two or three full words of an environment's name, as those
    words, singular ("car-parks": {"cp": "car park"}; "mobile-library": {"ml": ...})."""
    words = [w for w in re.split(r"[^A-Za-z]+", name.lower()) if w]
    out: dict[str, str] = {}
    for size in (2, 3):
        for i in range(len(words) - size + 1):
            run = words[i : i + size]
            if all(len(w) >= 3 and is_word(w) for w in run) and not run[-1].endswith("ing"):
                last = run[-1][:-1] if run[-1].endswith("s") and is_word(run[-1][:-1]) else run[-1]
                out.setdefault("".join(w[0] for w in run), " ".join([*run[:-1], last]))
    return out


# Common abbreviations of records and engineering schemas, any domain (lowercase token -> words).
ABBREVIATIONS: dict[str, str] = {
    "abbr": "abbreviation", "acad": "academic", "accs": "accessories", "acct": "account",
    "accts": "accounts", "accy": "accessory", "acq": "acquisition", "actv": "active",
    "addl": "additional", "addr": "address", "adj": "adjusted", "affil": "affiliation",
    "agcy": "agency", "agcys": "agencies", "agmt": "agreement", "agt": "agent",
    "alloc": "allocation", "amb": "ambient", "amt": "amount", "anal": "analysis", "anl": "annual",
    "appl": "application", "approv": "approval", "approx": "approximate", "apprv": "approval",
    "appt": "appointment", "appts": "appointments", "arr": "arrival", "arrv": "arrival",
    "asgn": "assignment", "assgn": "assignment", "assn": "association", "assoc": "association",
    "asst": "assistant", "attn": "attention", "atty": "attorney", "auth": "authorization",
    "avail": "available", "avg": "average", "avl": "available", "bal": "balance", "batt": "battery",
    "bdrm": "bedroom", "bgt": "budget", "bk": "book", "bkg": "booking", "bldg": "building",
    "blk": "block",
    "blt": "built", "brk": "brake", "brkr": "breaker", "btch": "batch", "calc": "calculated",
    "capy": "capacity", "cat": "category", "catg": "category", "cd": "code",
    "cert": "certification", "certs": "certifications", "chg": "charge", "chk": "check",
    "cand": "candidate", "chkd": "checked", "circ": "circulation", "cko": "checkout",
    "clm": "claim", "cln": "clean", "cls": "class", "cmt": "comment",
    "cmts": "comments", "cnt": "count", "cntry": "country", "coll": "collection",
    "conc": "concentration", "cond": "conductivity", "config": "configuration",
    "consgn": "consignment", "contr": "contract", "coord": "coordinator", "corp": "corporate",
    "crs": "course", "ct": "count", "ctg": "category", "ctry": "country",
    "curr": "current", "cust": "customer", "custs": "customers", "cxl": "cancelled",
    "cyc": "cycle", "cyl": "cylinder",
    "deliv": "delivery", "depr": "depreciation", "dept": "department", "depts": "departments",
    "desc": "description", "descr": "description", "dest": "destination", "dia": "diameter",
    "diag": "diagnosis", "disc": "discount", "disch": "discharge", "diss": "dissolved",
    "div": "division",
    "dlvry": "delivery", "dmg": "damage", "dob": "date of birth", "doc": "document",
    "docs": "documents", "drv": "driver", "dt": "date", "dts": "dates", "dur": "duration",
    "dwg": "drawing", "dx": "diagnosis", "dy": "day", "dys": "days", "eff": "effective",
    "elev": "elevation", "elig": "eligible", "emp": "employee", "emps": "employees",
    "engr": "engineer", "enr": "enrollment", "enrl": "enrollment", "env": "environment",
    "eqp": "equipment", "eqpt": "equipment", "equip": "equipment", "err": "error", "evt": "event",
    "exch": "exchange", "excl": "excluded", "fac": "facility", "flg": "flag", "flt": "flight",
    "fmt": "format", "fname": "first name", "freq": "frequency", "frt": "freight", "fwd": "forward",
    "govt": "government", "grd": "grade", "grp": "group", "hh": "household", "hist": "history",
    "hosp": "hospital", "hr": "hour", "hrly": "hourly", "hrs": "hours", "ht": "height",
    "hum": "humidity", "hwy": "highway", "hzmt": "hazmat", "img": "image", "incl": "included",
    "indiv": "individual", "info": "information", "init": "initials", "ins": "insurance",
    "insp": "inspection", "insps": "inspections", "instr": "instructor", "intl": "international",
    "invc": "invoice", "itm": "item", "lang": "language", "langs": "languages", "lat": "latitude",
    "lbl": "label", "len": "length", "lic": "license", "lim": "limit", "lmt": "limit",
    "lname": "last name", "lng": "longitude", "loc": "location", "lon": "longitude", "lst": "last",
    "ltr": "letter", "lvl": "level", "maint": "maintenance", "matl": "material", "max": "maximum",
    "mbr": "member", "mdl": "model", "meas": "measured", "mech": "mechanic", "memb": "member",
    "meth": "method", "mfd": "manufactured", "mfr": "manufacturer", "mgmt": "management",
    "mgr": "manager", "mins": "minutes",
    "misc": "miscellaneous", "mkt": "market", "mktg": "marketing", "mo": "month", "mos": "months",
    "msg": "message", "mtg": "meeting", "mth": "month", "mthly": "monthly", "mths": "months",
    "mtr": "meter", "mvmt": "movement", "natl": "national", "nbr": "number", "neg": "negative",
    "nm": "name", "notif": "notification", "nr": "number", "num": "number", "obs": "observation",
    "odo": "odometer",
    "ofc": "office", "opr": "operator", "ops": "operations", "ord": "order", "ords": "orders",
    "org": "organization", "oth": "other", "pax": "passengers", "pcl": "parcel", "pcls": "parcels",
    "pct": "percent",
    "perf": "performance", "perm": "permit", "phn": "phone", "pkg": "package", "pmt": "payment",
    "plnt": "plant", "pno": "piano", "pnt": "point", "pos": "position", "prc": "price",
    "precip": "precipitation", "pref": "preferred",
    "pres": "pressure", "prev": "previous", "pri": "priority", "prim": "primary",
    "prio": "priority", "prj": "project", "prod": "product", "prog": "program", "proj": "project",
    "prov": "provider", "provs": "providers", "psn": "position", "ptnr": "partner",
    "purch": "purchase", "purp": "purpose", "qlty": "quality", "qtr": "quarter", "qty": "quantity",
    "rcpt": "receipt",
    "rcv": "received", "rcvd": "received", "rdg": "reading", "recd": "received", "recv": "received",
    "ref": "reference", "reg": "registration", "regn": "region", "rem": "remaining",
    "reord": "reorder", "repl": "replacement", "req": "request", "reqs": "requests",
    "resp": "response", "rm": "room", "rmk": "remark", "rnd": "round", "rpr": "repair",
    "rpt": "report", "rptg": "reporting", "rqst": "request", "rsn": "reason", "rsvn": "reservation",
    "rte": "route", "rtg": "rating", "rtn": "return",
    "sal": "salary", "sch": "school", "schd": "scheduled", "sched": "scheduled", "sec": "seconds",
    "scr": "score", "secs": "seconds", "sect": "section", "seq": "sequence", "ser": "serial",
    "sess": "session", "sev": "severity", "sft": "shift", "shpt": "shipment", "smpl": "sample",
    "smpls": "samples", "spc": "space", "spcl": "special", "spcs": "spaces",
    "spd": "speed", "spec": "specialty", "specs": "specialties", "src": "source", "stat": "status",
    "std": "standard", "stg": "stage", "stk": "stock", "stn": "station", "stor": "storage",
    "sts": "status", "subj": "subject", "supv": "supervisor", "susp": "suspended",
    "svc": "service", "svcs": "services", "svy": "survey", "svyd": "surveyed", "sys": "system",
    "tbl": "table",
    "tchr": "teacher", "tech": "technician", "techs": "technicians", "telem": "telematics",
    "temp": "temperature", "tgt": "target", "thk": "thickness", "tkt": "ticket", "tot": "total",
    "trk": "track", "trl": "trailer", "trng": "training", "trtmt": "treatment", "ttl": "total",
    "turb": "turbidity", "txn": "transaction", "txns": "transactions", "typ": "type",
    "uom": "unit of measure", "upd": "updated", "usr": "user", "util": "utilization",
    "val": "value", "vchr": "voucher", "veh": "vehicle", "vehs": "vehicles", "vend": "vendor",
    "ver": "version", "vis": "visit", "vndr": "vendor", "vnu": "venue", "vol": "volume",
    "vst": "visit",
    "warr": "warranty", "wgt": "weight", "wh": "warehouse", "whl": "wheel", "whse": "warehouse",
    "wid": "width", "wk": "week", "wkly": "weekly", "wks": "weeks", "wksp": "workshop",
    "wo": "work order",
    "wrk": "work", "wt": "weight", "xfer": "transfer", "yld": "yield", "yr": "year",
    "yrly": "yearly", "yrs": "years", "zn": "zone",
    # general health and commerce clippings (added after reading v12; v13 measures them)
    "ln": "line", "rx": "prescription", "hx": "history", "tx": "treatment",
    "vacc": "vaccination",
}  # fmt: skip
# Tokens written in capitals (or their own case) wherever they appear.
ACRONYMS: dict[str, str] = {
    a.lower(): a
    for a in (
        "ID", "IDs", "QA", "QC", "USD", "EUR", "GBP", "NTU", "CFU", "LIMS", "GPS", "VIN", "SKU",
        "ETA", "URL", "IP", "HVAC", "DTC", "DTCs", "CO2", "kWh", "PSI", "RPM", "MPH", "KPH",
        "EV", "ZIP", "UTC", "MRN", "CSAT", "NPS", "SLA", "KPI", "API", "BMI", "ADA", "OSHA", "ISO",
        "PO", "pH", "GPA", "SSN", "EIN", "IBAN", "UPC", "MSRP", "ROI", "BOL", "IMO", "RTK",
        "QSO", "GSM", "GC", "OK", "MMSI", "ICAO", "IATA", "NDC", "CPT", "ICD", "HS",
    )
}  # fmt: skip
PREFIXES = ("re", "pre", "non", "sub", "co")  # a prefix before a known abbreviation
_PLACES = {"stn", "station", "city", "port", "country", "ctry", "airport", "state", "zip", "loc"}
_PLACES |= {"location", "addr", "address", "site", "yard", "region", "terminal", "code", "cd"}
_CONDUCTIVITY = {"us", "uscm", "ms", "mscm", "siemens"}
_LENGTHS = {"m", "km", "mi", "ft", "yd", "cm", "mm", "miles", "meters", "metres"}


def name_tokens(name: str) -> list[str]:
    """A name's words, lowercase: snake_case, kebab-case, camelCase, digits and capitals apart
    (fee_total_usd -> fee total usd; qaScorePct -> qa score pct; HTTPStatus -> http status)."""
    out = []
    for part in re.split(r"[\W_]+", name):
        out += re.findall(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|\d+", part)
    return [t.lower() for t in out if t]


def initials(phrase: str) -> str:
    return "".join(w[0] for w in phrase.lower().split() if w)


def abbreviates(short: str, word: str) -> bool:
    """Whether `short` is an abbreviation of `word`: its letters in order, the first first
    (pts: patients, appts: appointments, wb: waybill)."""
    if not short or not word or short[0] != word[0] or len(short) >= len(word):
        return False
    rest = iter(word[1:])
    return all(ch in rest for ch in short[1:])


def _table(low: str) -> str:
    """The table's words for a token, with a plural `s` or a prefix taken apart; "" if none."""
    if low in ACRONYMS:
        return ACRONYMS[low]
    if low in ABBREVIATIONS:
        return ABBREVIATIONS[low]
    if low.endswith("s") and low[:-1] in ABBREVIATIONS and not is_word(low):
        words = ABBREVIATIONS[low[:-1]].split(" ")
        last = words[-1]
        if not last.endswith("s"):
            if last.endswith("y") and last[-2:-1] not in "aeiou":
                last = last[:-1] + "ies"
            elif last.endswith(("ch", "sh", "x", "z", "s")):
                last += "es"  # btchs: batches, not "batchs"
            else:
                last += "s"
        return " ".join([*words[:-1], last])
    for prefix in PREFIXES:
        rest = low[len(prefix) :]
        if low.startswith(prefix) and len(rest) >= 3 and rest in ABBREVIATIONS and not is_word(low):
            word = ABBREVIATIONS[rest]
            joint = "" if prefix in ("re", "sub", "co") or is_word(prefix + word) else "-"
            return prefix + joint + word
    return ""


def expand(
    tokens: list[str],
    numeric: bool = False,
    record: str = "",
    acronyms: frozenset = frozenset(),
    kept: frozenset = frozenset(),
) -> list[str]:
    """Tokens with their abbreviations expanded, in context (the module's rules): `numeric` says
    the property is a number, `record` names its records ("waybill"), `acronyms` the tokens its
    description writes in capitals, `kept` those it is nothing but (STD, SEC: the user's own
    acronym, which the table's word for the letters may not fit: standard, seconds)."""
    out: list[str] = []
    n = len(tokens)
    lows = [t.lower().rstrip(".") for t in tokens]
    head = record.lower().split()[-1] if record else ""
    named = dict(ENV_ACRONYMS.get())  # CPReg in `car-parks`: car parks, never "CPs"
    for i, t in enumerate(tokens):
        low = lows[i]
        nxt = lows[i + 1] if i + 1 < n else ""
        prev = lows[i - 1] if i else ""
        if "-" in low.strip("-") and not re.fullmatch(r"[\d-]+", low):  # in-svc: in-service
            parts = [p for p in low.split("-")]
            out.append("-".join(" ".join(expand([p], numeric)) if p else p for p in parts))
            continue
        word = ""
        if low in named and not is_word(low):
            word = named[low]
        elif low.endswith("s") and low[:-1] in named and not is_word(low):
            word = named[low[:-1]] + "s"
        rec = record.lower()
        theirs = bool(rec) and (low == initials(rec) or abbreviates(low, rec.split()[-1]))
        spelled = low in acronyms and low not in ACRONYMS and len(low) <= 5 and not theirs
        if not word and spelled and low not in _UNIT_LETTERS and initials(_table(low)) != low:
            # written in capitals: an acronym, kept as written unless the table's words are its
            # initials (WO: work order; HR is heart rate here, not "hour")
            word = t if sum(c.isupper() for c in t) >= 2 else low.upper()
        if not word:
            word = own_noun(low, head, nxt) if not (numeric and n == 1) else ""
        if not word and low in kept and low not in ACRONYMS and len(low) <= 5:
            word = (
                low.upper()
            )  # written in capitals (STD, SEC): the user's acronym, not the table's
        lead = i == 0 and n > 1 and len(low) >= 2 and low.isalpha() and not is_word(low)
        lead = lead and low not in _UNIT_TOKENS
        if not word and lead and len(head) > len(low) + 1 and abbreviates(low, head):
            word = head  # `BkStat` in Bkgs, `bkRef` to Bkgs: the booking's, before the table's book
        if not word:
            word = _context(low, prev, nxt, i, n, numeric)
        if not word:
            word = _table(low)
            one = _singular(word)  # accsTags: accessory tags, a modifier's plural
            modifier = nxt and nxt not in _KEEP_PLURAL and word not in _TIMES
            if modifier and word.endswith("s") and not word.endswith("ics"):  # not telematic
                word = one if is_word(one.split()[-1]) else word
        if not word and record and not is_word(low) and len(low) >= 2:
            rec = record.lower()
            if low == initials(rec) and " " in rec:
                word = rec  # wo in WorkOrders: work order
            elif abbreviates(low, rec.split()[-1]):
                word = rec.split()[-1]  # wb in Waybills: waybill
        if not word and low in acronyms:
            word = low.upper()  # an acronym its description writes in capitals (STCC)
        if not word:
            word = t if sum(c.isupper() for c in t) >= 2 else low  # SpO2, GVWR as written
        out += word.split(" ")
    text = " ".join(out)
    # two fixed turns of phrase: "years experience" -> "years of experience", "year established"
    text = re.sub(r"\byears experience\b", "years of experience", text)
    text = re.sub(r"\bestablished year\b", "year established", text)
    return text.split(" ") if text else []


# A type prefix of a naming habit ("Hungarian" names: strCity, dblRushFee, blnUrgent, nSeats,
# bStanding, dDate, arrLevelsOk), by the property's kind: left out of the words (n: "number of").
TYPE_PREFIXES = {
    "text": {"str", "txt", "sz", "s", "arr", "lst"},
    "numeric": {"int", "dbl", "flt", "dec", "lng", "n", "i", "f", "d", "num", "arr", "lst"},
    "boolean": {"b", "bln", "bool", "arr", "lst"},
    "date": {"d", "dt", "dte", "arr", "lst"},
}
# Suffixes run into a word in a lowercase name (tastingid, orderno, regdt): split off.
GLUED = ("id", "no", "nr", "num", "cd", "dt", "cnt", "amt", "qty")


def strip_type_prefix(tokens: list[str], kind: str) -> list[str]:
    """A name's tokens without a type prefix of its kind (strCity -> city, nSeats -> number of
    seats); as they were when nothing follows the prefix or it is not one of the kind's."""
    if len(tokens) < 2 or tokens[0] not in TYPE_PREFIXES.get(kind, ()):
        return tokens
    if tokens[0] in ("n", "num") and kind == "numeric" and tokens[1].endswith("s"):
        return ["number", "of", *tokens[1:]]  # nQuiltsMade: number of quilts made
    return tokens[1:]


def unglue(tokens: list[str]) -> list[str]:
    """Lowercase runs split where a known suffix ends a word (tastingid -> tasting id)."""
    out = []
    for t in tokens:
        for suffix in GLUED:
            rest = t[: -len(suffix)]
            if t.endswith(suffix) and len(rest) >= 3 and not is_word(t) and is_word(rest):
                out += [rest, suffix]
                break
        else:
            out.append(t)
    return out


_UNIT_LETTERS = {"c", "f", "l", "ml", "kg", "km", "mm", "cm", "hz", "db"}
_UNIT_TOKENS = _LENGTHS | {"t", "kg", "g", "lb", "lbs", "l", "gal", "tons", "ml"}


def own_noun(low: str, head: str, nxt: str = "") -> str:
    """The records' own noun when a token begins it (inc in Incidents: incident; bat in Batches:
    batch; cap in Captures: capture), even when the token is also a word or an abbreviation of
    another; "" otherwise (and before a unit: capTons is a capacity)."""
    if not head or len(low) < 3 or len(head) <= len(low) or nxt in _UNIT_TOKENS:
        return ""
    return head if head.startswith(low) and low.isalpha() else ""


def _context(low: str, prev: str, nxt: str, i: int, n: int, numeric: bool) -> str:
    """A token whose words depend on its neighbours or the property's type ("" if none does)."""
    if low == "no" and i == n - 1 and n > 1:
        return "number"
    if low == "nos" and i == n - 1 and n > 1:
        return "numbers"  # deckNos: deck numbers
    if low == "pt" and i and prev not in ("new", "per"):
        return "point"  # reorder pt, set pt
    if low == "rt" and prev in ("hrly", "hourly", "daily", "dly", "unit", "tax", "pay"):
        return "rate"  # hrly_rt
    if low == "min" and i == 0 and n > 1:
        return "minimum"
    if low == "exp":
        if prev in ("yrs", "yr", "years", "year"):
            return "experience"
        return "expiry" if nxt in ("dt", "date", "dts", "dates") else "exp"
    if low == "est":
        return "established" if nxt in ("yr", "year", "dt", "date") else "estimated"
    if low == "dist":
        return "distance" if numeric or nxt in _LENGTHS else "district"
    if low == "cond":
        return "conductivity" if nxt in _CONDUCTIVITY else "condition"
    if low == "orig":
        return "origin" if nxt in _PLACES or n == 1 else "original"
    if low == "cap" and (i == 0 or nxt in ("tons", "t", "kg", "lb", "lbs", "l", "gal")):
        return "capacity"
    return ""


_KEEP_PLURAL = {"of", "per", "in", "on", "at", "to", "exp", "experience", "since", "left", "used"}
_KEEP_PLURAL |= {"out", "up", "off", "down", "back", "away", "or", "and"}  # members out
_TIMES = {"years", "hours", "days", "months", "weeks", "minutes", "seconds", "passengers"}


def _singular(phrase: str) -> str:
    head, _, last = phrase.rpartition(" ")
    if last.endswith("ies") and len(last) > 4:
        last = last[:-3] + "y"
    elif last.endswith(("sses", "ches", "shes", "xes")):
        last = last[:-2]
    elif last.endswith("s") and not last.endswith(("ss", "us", "is")):
        last = last[:-1]
    return f"{head} {last}".strip()


def known(word: str) -> bool:
    """Whether a lowercase word is plain English or a word of the table's expansions."""
    return word in _EXPANDED or is_word(word)


def unclear(words: list[str]) -> list[str]:
    """The words of a phrase that are not plain English: lowercase fragments no table expanded
    and no word list holds ("dem", "eot"); acronyms, units, numbers and codes pass."""
    out = []
    for w in words:
        bare = w.strip("().,;:'\"")
        if not bare or not re.search(r"[a-z]", bare) or re.search(r"[A-Z]", bare):
            continue  # acronyms (GVWR, kWh, pH, DTCs), numbers, symbols
        if re.search(r"\d", bare) or bare in _UNIT_WORDS:
            continue
        if not known(bare.lower()):
            out.append(bare)
    return out


_UNIT_WORDS = {"km", "m", "cm", "mm", "kg", "g", "lb", "mi", "mL", "t", "°C", "°F", "%"}
_EXPANDED = frozenset(w for v in ABBREVIATIONS.values() for w in re.split(r"[ -]", v))
