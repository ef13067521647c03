#!/usr/bin/env python3
"""Generate, check and picture data/maps/saratoga.json (Saratoga 1777 battlefield).

The JSON is the source of truth the game loads; this script holds the same map in a form
a person can review (terrain and relief as rows of letters, creeks as bank lines, roads as
hex paths) and regenerates the JSON from it.

  python3 tools/mapgen/saratoga_map.py            write data/maps/saratoga.json
  python3 tools/mapgen/saratoga_map.py --check    validate the JSON (exit 1 on any error)
  python3 tools/mapgen/saratoga_map.py --ascii    print the map as text, north at the top

Grid: hex XXYY, columns 01-25 west->east, rows 01-32 south->north, flat-topped hexes,
even columns half a hex north of odd ones ("even-north"). Stdlib only.
"""
import argparse
import json
import os
import sys

COLS, ROWS = 25, 32
HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_OUT = os.path.normpath(os.path.join(HERE, "..", "..", "data", "maps", "saratoga.json"))

# --------------------------------------------------------------------------- grid

def hid(c, r):
    return "%02d%02d" % (c, r)


def cr(h):
    return int(h[:2]), int(h[2:])


def on_map(c, r):
    return 1 <= c <= COLS and 1 <= r <= ROWS


def neighbours(h):
    """The six hexes touching h (even columns stand half a hex north)."""
    c, r = cr(h)
    lo, hi = (r, r + 1) if c % 2 == 0 else (r - 1, r)
    cand = [(c, r + 1), (c, r - 1), (c - 1, lo), (c - 1, hi), (c + 1, lo), (c + 1, hi)]
    return [hid(x, y) for x, y in cand if on_map(x, y)]


def adjacent(a, b):
    return b in neighbours(a)


def all_hexes():
    return [hid(c, r) for r in range(1, ROWS + 1) for c in range(1, COLS + 1)]


def side(a, b):
    return a + "/" + b


def key(s):
    """Order-free identity of a hexside string."""
    return frozenset(s.split("/"))


def hexes(text):
    return text.split()

# --------------------------------------------------------------------------- terrain
# Each line: row number, then the terrain letters of columns 01-25, then the relief.
# Terrain: C clear, F crops, O orchard, L light forest, H heavy forest, B farm buildings,
# W the Hudson. Relief: '.' high ground, 'f' river flats, 'v' valley floor, 'r' ravine
# floor, '~' river. A slope hexside is every side between high ground and low ground
# (f, v, r), the high hex first; a side between high ground and a ravine floor is also a
# ravine hexside (the steep side of the Great Ravine and of Mill Creek's lower valley).
ROWS_TEXT = """
cc 0000000001111111111222222  relief
cc 1234567890123456789012345
32 HHHLLHHLLLHHHLLHLLLCFWWWW  ...................ff~~~~
31 HHLLHHHLLHHHLLLLFCFCFWWWW  ...................ff~~~~
30 HHLLLHHLLHHHLLCOFBCCFWWWW  ...................ff~~~~
29 HHHLLLCCHHHLLHLLCFFCCWWWW  ...................ff~~~~
28 HHLLLLFCHCLLLHHLOLLFCWWWW  ...................ff~~~~
27 HHHLLLLLHCCHLLHHLLLCFWWWW  ...................ff~~~~
26 HHHHLLHHLLLHHHLLLHHCCWWWW  ...................ff~~~~
25 HHHLLHHHHLCLHHHLLHHFCWWWW  ...................ff~~~~
24 HHHHLHHHLCFLHHHHLHHFFWWWW  ...................ff~~~~
23 HHLHHHHLLLLHHHHHLLHCFWWWW  ...................ff~~~~
22 HHLLHLLLHHHHHHHHHLLCCWWWW  ...................ff~~~~
21 HHHHHHHHHHHHHHHHHLCCCWWWW  .........rr..rrr...ff~~~~
20 HHHHHHHHHHHHHHHHHHCCFWWWW  ......vrrrrrrrrrrr.ff~~~~
19 HHHHLHHHHHHHHHLHHHHCCWWWW  .....vvrr..rr...rrrff~~~~
18 HHHLHHHHHHLHHHCLHLCCCCWWW  .....v.............fff~~~
17 HHHLLLLHHOCLLCCHHHLLCFWWW  ....................ff~~~
16 HHLLCCLLCCCLLLLLHHLCCFWWW  ....................ff~~~
15 HHHLLHLHFBFLLLLHHHHHLCFWW  .....................ff~~
14 HHHHHHLHCFCLLLHHHHHLLCCWW  .....................ff~~
13 HHHHHHHHLLLLHHHHHHLLLLCCW  ......................ff~
12 HHHHHHHLCCLLHHHHHHLLLLCCW  ............vvr.......ff~
11 HHHLHHFFFFCHHHHLLLLLLLCCW  ............vvrrrrrrrrff~
10 HHHHCCFFBFCCHHHLLLLLLLCCW  .............vvrrrrrrrff~
09 LLLHHLHHHHFBFHHLLLLLLLCCW  .............vvrrr....ff~
08 LLLHHHHLHHFFCLCLLLCCCCCWW  .............v........f~~
07 LLHLLHHHHHHLLBFCCCLLLCCWW  ......................f~~
06 LLLCLLHHHHLLLCFCLCLLFCWWW  ....................ff~~~
05 LLLCLLLHHLLHHCOCCCLCFCWWW  ...................fff~~~
04 LHHLLLLHHLLLHCLLCLBBCFWWW  ...................fff~~~
03 LHHHLLCCLLHLCCLLCLLCCWWWW  ...................ff~~~~
02 LLHHLLFCLLHHLCLFFLLFCWWWW  ...................ff~~~~
01 LLLHHLLLLHHLLLLLFLLFCWWWW  ...................ff~~~~
"""
LEGEND = {"C": "clear", "F": "crops", "O": "orchard", "L": "light-forest",
          "H": "heavy-forest", "B": "farm-buildings", "W": "river"}


# Fixed course of the Hudson: in each row, every column from this one east is river.
RIVER_FROM = [(3, 22), (6, 23), (8, 24), (13, 25), (15, 24), (18, 23), (32, 22)]


def river_from(row):
    for last_row, col in RIVER_FROM:
        if row <= last_row:
            return col
    raise ValueError(row)


def parse_rows(text, which):
    """Row number -> letters; column 1 (terrain) or 2 (relief). 'cc' lines are rulers."""
    return {int(l.split()[0]): l.split()[which] for l in text.strip().splitlines() if l[0] != "c"}

# --------------------------------------------------------------------------- creeks
# A creek is the line between its left bank and its right bank (facing downstream).
# ("E", {col: r}) flows east between rows r and r+1 of each column;
# ("S", {row: c}) flows south and ("N", {row: c}) north between columns c and c+1 of each row;
# ("left", "...") / ("right", "...") add single bank hexes where two reaches meet.
STREAMS = [
    {"name": "Great Ravine", "label": "1220", "segments": [
        ("E", {5: 18, 6: 18, 7: 19, 8: 19, 9: 19, 10: 20, 11: 20, 12: 19, 13: 19, 14: 20,
               15: 20, 16: 20, 17: 19, 18: 19, 19: 19, 20: 18, 21: 19})],
     "reason": "West-centre to the Hudson north of Freeman's Farm; mouth 2019/2119 (E3.2)."},
    {"name": "Mill Creek", "label": "1911", "segments": [
        ("S", {16: 12, 15: 12, 14: 12, 13: 12, 12: 12}),
        ("right", "1211"),
        ("E", {13: 11, 14: 11, 15: 11, 16: 10, 17: 10, 18: 10, 19: 10, 20: 10, 21: 10,
               22: 10, 23: 10, 24: 10})],
     "reason": "South by Freeman's Farm (E10.2.1), east under Bemis Heights to 2410/2411."},
    {"name": "Middle Branch", "label": "0611", "segments": [
        ("E", {1: 12, 2: 12, 3: 11, 4: 11, 5: 10, 6: 10, 7: 11, 8: 11, 9: 11, 10: 11,
               11: 11, 12: 11})],
     "reason": "From the west edge between Barber's and Freeman's farms, ford at 1011 (E3.5.2.3)."},
    {"name": "South Branch", "label": "0508", "segments": [
        ("E", {c: 7 for c in range(1, 13)}),
        ("E", {13: 8}),
        ("N", {9: 13, 10: 13, 11: 13}),
        ("right", "1408")],
     "reason": "South of row 1108-0808 to the west edge (E10.2.2), then north to Mill Creek."},
]
FORDS = ["1011/1012", "1309/1408"]   # where the Neilson road crosses the branches

# --------------------------------------------------------------------------- routes
RIVER_ROAD = [
    hexes("2032 2031 2030 2029 2028 2027 2026 2025 2024 2023 2022 2021 2020 2019"),
    hexes("2119 2218 2217 2216 2215 2315 2314 2413 2412 2411"),
    hexes("2410 2409 2309 2308 2307 2206 2106 2005 2004 2003 2103 2102 2101"),
]
ROADS = [
    {"name": "Quaker Springs Road", "hexes": hexes(
        "2217 2117 2016 1916 1816 1716 1616 1516 1416 1317 1216 1116 1015 "
        "0916 0816 0716 0616 0516 0416 0316 0216 0116"),
     "reason": "River Road up by the 1416 entry (E8.3.1) to Freeman's Farm and west past Fraser."},
    {"name": "Neilson Farm Road", "hexes": hexes(
        "2004 1905 1805 1706 1606 1507 1407 1408 1309 1209 1110 1111 1011 1012 1013 1014 1015"),
     "reason": "Bemis Tavern, Fort Neilson, Chatfield Farm, the 1011 ford, Freeman's Farm."},
]
TRAILS = [
    {"name": "Trail (3rd edition)", "hexes": hexes("2413 2313 2212 2112 2012"),
     "source": "rulebook Introduction (new trail, hexes 2413 to 2012)"},
    {"name": "Heights Trail", "hexes": hexes("2012 1913 1813 1714 1715 1716"),
     "reason": "Carries the 2413-2012 trail on to the Quaker Springs Road."},
    {"name": "Fraser's Route", "hexes": hexes(
        "1830 1730 1629 1529 1428 1328 1227 1127 1026 0926 0825 0725 0624 0524 0423 0422 "
        "0421 0420 0419 0418 0417 0416"),
     "reason": "Fraser's column, 19 Sept: round the head of the Great Ravine to the west heights."},
    {"name": "Hamilton's Route", "hexes": hexes(
        "1830 1829 1729 1628 1528 1427 1426 1425 1424 1324 1323 1322 1321 1320 1319 1218 "
        "1118 1017 1016"),
     "reason": "Hamilton's column, 19 Sept: across the Great Ravine to Freeman's Farm."},
    {"name": "Sword's House Lane", "hexes": hexes("2029 1930 1830"),
     "reason": "Joins Sword's House to the River Road (von Riedesel's column)."},
    {"name": "Barber Farm Lane",
     "hexes": hexes("1011 0911 0910 0810 0710 0610 0510 0409 0309 0208 0108"),
     "reason": "West from the Middle Branch ford across the Barber wheatfield (7 Oct line)."},
    {"name": "Neilson West Trail", "hexes": hexes(
        "1406 1306 1206 1106 1006 0906 0806 0706 0606 0506 0405 0305 0205 0105"),
     "reason": "West out of the camp by Fort Neilson toward the American left flank."},
]

# --------------------------------------------------------------------------- places
RB = "rulebook "
PLACES = [   # hex, name, kind, source (the rule naming the hex), reason (what is reconstructed)
    ("2004", "Bemis Tavern", "tavern", "E2.1, E6.1", None),
    ("1407", "Fort Neilson", "fort", "E2.1, E6.1, E7.8", None),
    ("2410", "River Road gate", "label", "E3.5.2.1, E3.2", "Name: where the road passes the line."),
    ("2309", "American river works", "fort", None, "The line closes the road under the bluff."),
    ("2019", "Bateaux landing and baggage", "landing", "E2.2, E3.8.2, E6.3", None),
    ("1830", "Sword's House", "house", "E3.5", "Name: Burgoyne's camp of 18 Sept."),
    ("1015", "Freeman's Farm", "farm", "E2.5, E9.4", None),
    ("1016", "Balcarres Redoubt", "redoubt", None, "Built on Freeman's Farm after 19 Sept."),
    ("0714", "Breymann Redoubt", "redoubt", None, "By the Next Day hexes 0714-0813 (E5.1)."),
    ("1920", "Great Redoubt", "redoubt", "E5.1, E7.4.1", "Name: the heights over the river flats."),
    ("1518", "British Headquarters", "hq", "E6.3", None),
    ("1011", "Middle Branch ford", "label", "E3.5.2.3", None),
    ("1111", "Chatfield Ridge", "label", "E9.1", "Name: the decisive hex on the Chatfield side."),
    ("0616", "Fraser's Camp", "label", "E9.1", "Name: the decisive hex held by Fraser's wing."),
    ("1209", "Chatfield Farm", "farm", None, "American outpost farm between the branches."),
    ("0910", "Barber Farm", "farm", None, "The wheatfield of the 7 Oct British line (E5.1)."),
    ("1904", "Woodworth Farm", "farm", None, "Gates' headquarters above Bemis Tavern."),
    ("1805", "Bemis Heights", "label", None, "The American camp."),
]
ENTRY_HEXES = [   # hex, label, side, scenario (None: campaign), source
    ("2031", "B", "british", None, "E3.8.1"),
    ("2019", "Bateaux", "british", None, "E3.8.2"),
    ("2101", "Albany", "american", "next-day", "E5.2, E7.5"),
    ("1416", "FF", "british", "freemans-farm", "E8.3.1"),
    ("1309", "FF", "american", "freemans-farm", "E8.3.2"),
]

# --------------------------------------------------------------------------- areas
GARRISON = hexes("2207 2108 2008 1807 1707 1508 1407 1406")
# Yellow dots, from the Hudson at the River Road gate west along the bluffs, then south.
LINE = hexes("2410 2409 2309 2208 2207 2108 2008 1908 1807 1707 1607 1508 1407 1406 "
             "1405 1404 1304 1303 1302 1301")
WORKS_UNTIL = "1405"   # fieldworks on the outer faces of the line from the river to here
CAMP_SEED = "2004"
OBJECTIVE = hexes("1015 1016 1014 0916 0915 1116 1115 1114 1013 0914")

# --------------------------------------------------------------------------- build

def stream_banks(stream):
    left, right = set(), set()
    for kind, spec in stream["segments"]:
        if kind in ("left", "right"):
            (left if kind == "left" else right).update(spec.split())
            continue
        for a, b in spec.items():   # two hexes deep, so a one-hex step still joins up
            if kind == "E":     # a column, b the row below the creek
                lft, rgt = [(a, b + 1), (a, b + 2)], [(a, b), (a, b - 1)]
            elif kind == "S":   # a row, b the column west of the creek
                lft, rgt = [(b + 1, a), (b + 2, a)], [(b, a), (b - 1, a)]
            else:               # "N"
                lft, rgt = [(b, a), (b - 1, a)], [(b + 1, a), (b + 2, a)]
            left.update(hid(*x) for x in lft); right.update(hid(*x) for x in rgt)
    return left, right


def shares_vertex(s, t):
    u = key(s) | key(t)
    if len(u) != 3:
        return False
    a, b, c = sorted(u)
    return adjacent(a, b) and adjacent(b, c) and adjacent(a, c)


def chain_order(sides, start_near):
    """Order hexsides along the line they form, starting at the end nearest start_near."""
    nbr = {s: [t for t in sides if t != s and shares_vertex(s, t)] for s in sides}
    ends = [s for s in sides if len(nbr[s]) <= 1] or sorted(sides)
    c0, r0 = cr(start_near)
    def dist(s):
        return min(abs(cr(h)[0] - c0) + abs(cr(h)[1] - r0) for h in s.split("/"))
    cur = min(sorted(ends), key=dist)
    out, seen = [cur], {cur}
    while True:
        nxt = [t for t in nbr[cur] if t not in seen]
        if not nxt:
            break
        cur = sorted(nxt)[0]
        out.append(cur); seen.add(cur)
    return out


def stream_sides(stream):
    left, right = stream_banks(stream)
    sides = sorted(side(a, b) for a in left for b in right if adjacent(a, b))
    first = stream["segments"][0]
    if first[0] == "E":
        c = min(first[1]); start = hid(c, first[1][c])
    else:
        r = max(first[1]); start = hid(first[1][r], r)
    return chain_order(sides, start)


def flood_camp(terrain, line):
    line_set = set(line)
    seen, todo = {CAMP_SEED}, [CAMP_SEED]
    while todo:
        h = todo.pop()
        for n in neighbours(h):
            if n not in seen and n not in line_set and terrain[n] != "W":
                seen.add(n); todo.append(n)
    return seen | line_set


def hex_terrain(rows):
    return {hid(c, r): rows[r][c - 1] for r in rows for c in range(1, COLS + 1)}


def build():
    trows, rrows = parse_rows(ROWS_TEXT, 1), parse_rows(ROWS_TEXT, 2)
    terrain, relief = hex_terrain(trows), hex_terrain(rrows)
    assert all((terrain[h] == "W") == (relief[h] == "~") for h in terrain), "relief vs river"
    slope, ravine = [], []
    for h in all_hexes():
        if relief[h] != ".":
            continue
        for n in neighbours(h):
            if relief[n] in "fvr":
                slope.append(side(h, n))
                if relief[n] == "r":
                    ravine.append(side(h, n))
    fords = {key(f) for f in FORDS}
    creek, waterways = [], []
    for s in STREAMS:
        sides = stream_sides(s)
        creek += [x for x in sides if key(x) not in fords]
        waterways.append({"name": s["name"], "hexsides": sides, "label": s["label"],
                          "provenance": "reconstructed", "reason": s["reason"]})
    camp = flood_camp(terrain, LINE)
    works = []
    for h in LINE[:LINE.index(WORKS_UNTIL) + 1]:
        for n in neighbours(h):
            if terrain[n] != "W" and n not in camp:
                works.append(side(h, n))
    places = []
    for h, name, kind, src, reason in PLACES:
        p = {"hex": h, "name": name, "kind": kind}
        p.update({"source": RB + src} if src else {})
        p.update({"provenance": "reconstructed", "reason": reason} if reason else {})
        places.append(p)
    roads = [{"name": "River Road", "hexes": part, "source": RB + "E3.2, E3.8.1, E5.2",
              "provenance": "reconstructed",
              "reason": "On the flats along the Hudson; split where it does not cross the creek "
                        "hexsides 2019/2119 and 2410/2411 (E3.2)."} for part in RIVER_ROAD]
    roads += [dict(r, provenance="reconstructed") for r in ROADS]
    trails = [dict(t) if "source" in t else dict(t, provenance="reconstructed") for t in TRAILS]
    return {
        "schemaVersion": 1,
        "id": "saratoga",
        "name": "Saratoga 1777",
        "provenance": "reconstructed",
        "reason": "The printed GMT map is not in the rule text; rebuilt around every hex the "
                  "rules name, on the battlefield's historical geography "
                  "(tools/mapgen/saratoga_map.py, docs/data-provenance.md).",
        "grid": {"columns": COLS, "rows": ROWS, "columnOffset": "even-north", "hexYards": 200},
        "terrainLegend": LEGEND,
        "terrain": {"%02d" % r: trows[r] for r in range(ROWS, 0, -1)},
        "hexsides": {"slope": sorted(slope), "creek": creek, "ford": list(FORDS),
                     "ravine": sorted(ravine), "fieldworks": works},
        "roads": roads,
        "trails": trails,
        "waterways": waterways,
        "places": places,
        "areas": {
            "bemisHeightsLine": {"hexes": LINE, "source": RB + "E3.5.1",
                                 "provenance": "reconstructed",
                                 "reason": "Course between the named garrison hexes (E3.6.1), "
                                           "the river gate 2410 and the west face of the camp."},
            "bemisHeightsCamp": {"hexes": sorted(camp), "source": RB + "E3.5.1",
                                 "provenance": "reconstructed",
                                 "reason": "Every hex on or behind the line: the line and all "
                                           "land it encloses with the Hudson and the south edge."},
            "garrison": {"hexes": GARRISON, "source": RB + "E3.6.1"},
            "freemansFarmObjective": {"hexes": OBJECTIVE, "source": RB + "E2.5",
                                      "provenance": "reconstructed",
                                      "reason": "1015 and its six neighbours; the three more (1114 "
                                                "1013 0914) close the shape to the south."},
        },
        "entryHexes": [dict([("hex", h), ("label", lb), ("side", sd)]
                            + ([("scenario", sc)] if sc else []) + [("source", RB + src)])
                       for h, lb, sd, sc, src in ENTRY_HEXES],
    }

# --------------------------------------------------------------------------- JSON text

def dump(obj, indent=0):
    """2-space JSON; lists of short strings packed several to a line."""
    pad, pad2 = "  " * indent, "  " * (indent + 1)
    if isinstance(obj, dict):
        if not obj:
            return "{}"
        items = ["%s%s: %s" % (pad2, json.dumps(k), dump(v, indent + 1)) for k, v in obj.items()]
        return "{\n" + ",\n".join(items) + "\n" + pad + "}"
    if isinstance(obj, list):
        if not obj:
            return "[]"
        if all(isinstance(x, str) and len(x) <= 12 for x in obj):
            lines, cur = [], ""
            for x in obj:
                piece = json.dumps(x)
                if cur and len(pad2) + len(cur) + len(piece) + 2 > 96:
                    lines.append(cur + ","); cur = ""
                cur = cur + ", " + piece if cur else piece
            lines.append(cur)
            if len(lines) == 1 and len(pad) + len(lines[0]) < 90:
                return "[" + lines[0] + "]"
            return "[\n" + "\n".join(pad2 + l for l in lines) + "\n" + pad + "]"
        return "[\n" + ",\n".join(pad2 + dump(x, indent + 1) for x in obj) + "\n" + pad + "]"
    return json.dumps(obj, ensure_ascii=False)

# --------------------------------------------------------------------------- check
SETUP_HEXES = hexes(
    "0405 0409 0510 0610 0711 0812 0911 0912 0813 0714 1015 1415 1417 1517 1518 1918 1920 "
    "2019 2016 2117 2214 1106 1309 1505 2004 2210 1108 1911 2410 2101 1519 1118 1016 0916 "
    "0715 0717 0516 0415 0517 0416 0316 1213 1113 1110 1012 0913 1416 1111 0616 1830 2031")
NOT_IN_CAMP = hexes("1911 1106 1108 1309")
REQUIRED_PLACES = {"2004": "tavern", "1407": "fort", "2019": "landing", "1015": "farm",
                   "1518": "hq", "1920": "redoubt"}
REQUIRED_ENTRIES = [("2031", "british", None), ("2101", "american", "next-day"),
                    ("1416", "british", "freemans-farm"), ("1309", "american", "freemans-farm")]


def check(m):
    errs = []
    err = errs.append
    g = m.get("grid", {})
    if (g.get("columns"), g.get("rows"), g.get("columnOffset")) != (COLS, ROWS, "even-north"):
        err("grid must be 25 x 32, even-north")
    rows = m["terrain"]
    if sorted(rows) != ["%02d" % r for r in range(1, ROWS + 1)]:
        err("terrain must have rows 01-32")
    terr = {}
    for k, s in rows.items():
        if len(s) != COLS or any(ch not in m["terrainLegend"] for ch in s):
            err("terrain row %s: want 25 legend letters, got %r" % (k, s))
        for c, ch in enumerate(s, 1):
            terr[hid(c, int(k))] = ch
    for h in all_hexes():
        c, r = cr(h)
        if (terr.get(h) == "W") != (c >= river_from(r)):
            err("%s: river course differs from the fixed Hudson" % h)
    land = {h for h, t in terr.items() if t != "W"}
    hs = m["hexsides"]
    seen = {}
    for kind, lst in hs.items():
        for s in lst:
            a, b = s.split("/")
            if not (a in terr and b in terr and adjacent(a, b)):
                err("%s %s: not two adjacent hexes" % (kind, s))
            elif a not in land or b not in land:
                err("%s %s: touches the river" % (kind, s))
            if (kind, key(s)) in seen:
                err("%s %s listed twice" % (kind, s))
            seen[(kind, key(s))] = s
    creek = {key(s) for s in hs["creek"]}
    ford = {key(s) for s in hs["ford"]}
    if creek & ford:
        err("hexsides both creek and ford: %s" % sorted("/".join(sorted(x)) for x in creek & ford))
    areas = m["areas"]
    camp = set(areas["bemisHeightsCamp"]["hexes"])
    line = areas["bemisHeightsLine"]["hexes"]
    for s in hs["fieldworks"]:
        if s.split("/")[0] not in camp:
            err("fieldworks %s: symbol hex (first) is not in the camp" % s)
    for kind in ("roads", "trails"):
        for rt in m[kind]:
            hx = rt["hexes"]
            for h in hx:
                if h not in land:
                    err("%s %s: %s is not land" % (kind, rt["name"], h))
            for a, b in zip(hx, hx[1:]):
                if not adjacent(a, b):
                    err("%s %s: %s-%s not adjacent" % (kind, rt["name"], a, b))
                if key(side(a, b)) in (key("2019/2119"), key("2410/2411")) and kind == "roads":
                    err("road %s crosses %s/%s (E3.2)" % (rt["name"], a, b))
    for s in ("2019/2119", "2410/2411"):
        if key(s) not in creek:
            err("%s must be a creek hexside (E3.2)" % s)
    river_road = [h for rt in m["roads"] if rt["name"] == "River Road" for h in rt["hexes"]]
    for h in hexes("2031 2019 2119 2411 2410 2004 2101"):
        if h not in river_road:
            err("River Road must pass %s" % h)
    if not any(t["hexes"][0] == "2413" and t["hexes"][-1] == "2012" for t in m["trails"]):
        err("no trail from 2413 to 2012")
    crossings = {key(side(a, b)) for rt in m["roads"] + m["trails"]
                 for a, b in zip(rt["hexes"], rt["hexes"][1:])}
    f1011 = [f for f in ford if "1011" in f]
    if not f1011:
        err("no ford hexside at 1011")
    elif not any(f in crossings for f in f1011):
        err("no road or trail crosses the 1011 ford")
    for w in m["waterways"]:
        sides = w["hexsides"]
        for s, t in zip(sides, sides[1:]):
            if not shares_vertex(s, t):
                err("waterway %s broken between %s and %s" % (w["name"], s, t))
        for s in sides:
            if key(s) not in creek | ford:
                err("waterway %s: %s is neither creek nor ford" % (w["name"], s))
    places = {}
    for p in m["places"]:
        places.setdefault(p["hex"], []).append(p["kind"])
    named = list(REQUIRED_PLACES.items()) + [(h, None) for h in ("1830", "1111", "0616", "1011")]
    for h, kind in named:
        if h not in places or kind and kind not in places[h]:
            err("no place%s at %s" % (" of kind " + kind if kind else "", h))
    for h, sd, sc in REQUIRED_ENTRIES:
        if not any(e["hex"] == h and e["side"] == sd and e.get("scenario") == sc
                   for e in m["entryHexes"]):
            err("entry hex %s (%s, %s) missing" % (h, sd, sc))
    if not any(e["hex"] == "2031" and e.get("label") == "B" for e in m["entryHexes"]):
        err("2031 must be entry hex B")
    if terr["1407"] != "B" or terr["1015"] != "B":
        err("1407 and 1015 must be farm buildings")
    if terr["2004"] not in "CFB":
        err("2004 Bemis Tavern must be clear or farm")
    for h in SETUP_HEXES + [p["hex"] for p in m["places"]] + [e["hex"] for e in m["entryHexes"]]:
        if h not in land:
            err("setup, place or entry hex %s is not land" % h)
    north = [h for h in land if 8 <= cr(h)[0] <= 21 and 24 <= cr(h)[1] <= 31]
    if len(north) < 20:
        err("fewer than 20 land hexes in rows 24-31, columns 08-21")
    gar = areas["garrison"]["hexes"]
    if sorted(gar) != sorted(GARRISON):
        err("garrison hexes differ from E3.6.1")
    for a, b in zip(line, line[1:]):
        if not adjacent(a, b):
            err("Bemis Heights Line broken between %s and %s" % (a, b))
    must = set(gar) | set(line) | {"2410", "2309"}
    must |= {h for h in land if 14 <= cr(h)[0] <= 24 and cr(h)[1] <= 6}
    for h in sorted(must - camp):
        err("camp must include %s" % h)
    for h in NOT_IN_CAMP:
        if h in camp:
            err("camp must not include %s" % h)
    # the camp must be closed: stepping off it without crossing the line is impossible
    for h in camp - set(line):
        for n in neighbours(h):
            if n in land and n not in camp:
                err("camp leaks from %s to %s (not through the line)" % (h, n))
    obj = areas["freemansFarmObjective"]["hexes"]
    if len(set(obj)) != 10 or not set(neighbours("1015") + ["1015"]) <= set(obj):
        err("objective must be 10 hexes: 1015, its 6 neighbours and 3 more")
    for h in obj:
        if not any(adjacent(h, o) for o in obj if o != h):
            err("objective hex %s is detached" % h)
    stats = {k: len(v) for k, v in hs.items()}
    return errs, stats

# --------------------------------------------------------------------------- ascii

def ascii_map(m):
    terr = {hid(c, int(k)): ch for k, s in m["terrain"].items() for c, ch in enumerate(s, 1)}
    mark = {}   # later marks win: entry > place > road > trail > line dot
    for ch, hx in ((":", m["areas"]["bemisHeightsLine"]["hexes"]),
                   ("-", [h for t in m["trails"] for h in t["hexes"]]),
                   ("=", [h for r in m["roads"] for h in r["hexes"]]),
                   ("*", [p["hex"] for p in m["places"]]),
                   (">", [e["hex"] for e in m["entryHexes"]])):
        mark.update((h, ch) for h in hx)
    hs = m["hexsides"]
    water = {h for k in ("creek", "ford") for s in hs[k] for h in s.split("/")}
    fordh = {h for s in hs["ford"] for h in s.split("/")}
    high = {s.split("/")[0] for s in hs["slope"]}
    low = {s.split("/")[1] for s in hs["slope"]}
    works = {s.split("/")[0] for s in hs["fieldworks"]}
    ravine = {h for s in hs["ravine"] for h in s.split("/")}
    out = ["North at the top; even columns stand half a hex north of odd ones.",
           "Terrain (C clear F crops O orchard L light H heavy B farm W river)",
           "  after each letter: > entry  * place  = road  - trail  : Bemis Heights Line",
           "Features: ^ top of slope  v foot of slope  ~ creek bank  + ford  # fieldworks  "
           "! ravine side",
           "      " + "".join("%-3d" % c for c in range(1, COLS + 1))]
    for r in range(ROWS, 0, -1):
        a = b = ""
        for c in range(1, COLS + 1):
            h = hid(c, r)
            a += terr[h] + mark.get(h, " ") + " "
            f = ("+" if h in fordh else "~" if h in water else " ")
            g = ("#" if h in works else "!" if h in ravine else "^" if h in high
                 else "v" if h in low else ".")
            b += ("W  " if terr[h] == "W" else g + f + " ")
        out.append("%02d  %s   %s" % (r, a, b))
    return "\n".join(out)

# --------------------------------------------------------------------------- main

def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="validate the JSON file")
    ap.add_argument("--ascii", action="store_true", help="print the JSON file as text")
    ap.add_argument("--file", default=DEFAULT_OUT, help="map JSON (default %(default)s)")
    args = ap.parse_args()
    if args.check or args.ascii:
        with open(args.file, encoding="utf-8") as f:
            m = json.load(f)
        if args.ascii:
            print(ascii_map(m))
        if args.check:
            errs, stats = check(m)
            for e in errs:
                print("ERROR:", e)
            print("hexsides: " + ", ".join("%s %d" % kv for kv in stats.items()))
            if dump(build()) + "\n" != open(args.file, encoding="utf-8").read():
                print("NOTE: the file differs from what this script generates (hand edits?)")
            print("roads %d, trails %d, places %d, camp %d hexes: %s" % (
                len(m["roads"]), len(m["trails"]), len(m["places"]),
                len(m["areas"]["bemisHeightsCamp"]["hexes"]),
                "FAILED (%d errors)" % len(errs) if errs else "OK"))
            return 1 if errs else 0
        return 0
    m = build()
    errs = check(m)[0]
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    os.makedirs(os.path.dirname(args.file), exist_ok=True)
    with open(args.file, "w", encoding="utf-8") as f:
        f.write(dump(m) + "\n")
    print("wrote %s%s" % (args.file, " with %d errors" % len(errs) if errs else ""))
    return 1 if errs else 0


if __name__ == "__main__":
    sys.exit(main())
