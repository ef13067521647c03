#include "tricorne/series/rules/movement.h"

#include <algorithm>
#include <array>
#include <limits>
#include <memory>

#include "tricorne/series/rules/stacking.h"
#include "tricorne/series/rules/zoc.h"
#include "tricorne/engine/quoted.h"

namespace tricorne::core {

namespace {
constexpr int kUnreached = std::numeric_limits<int>::max();
}  // namespace

// The views one search reads, shared by the searches of one side's pieces.
struct ReachFinder::Views {
    // What a search of any piece of one side reads about the enemy in one state: his units and
    // leaders, the hexes next to his units, and his zones of control.
    struct EnemyView {
        ZocMap enemyZoc;
        std::vector<std::uint8_t> enemyUnits;    // enemy combat units per hex
        std::vector<std::uint8_t> enemyLeaders;  // enemy leaders per hex
        std::vector<std::uint8_t> nearEnemy;     // hexes adjacent to an enemy combat unit

        EnemyView(const GameState& s, Side side) : enemyZoc(zonesOfControl(s, enemyOf(side))) {
            const Map& map = *s.map;
            const auto n = static_cast<std::size_t>(map.hexCount());
            enemyUnits.assign(n, 0);
            enemyLeaders.assign(n, 0);
            nearEnemy.assign(n, 0);
            for (int i = 0; i < static_cast<int>(s.pieces.size()); ++i) {
                if (!s.onMap(i) || s.sideOf(i) == side) continue;
                const HexId hex = s.pieces[static_cast<std::size_t>(i)].hex;
                const auto idx = static_cast<std::size_t>(map.index(hex));
                if (s.isLeader(i)) {
                    ++enemyLeaders[idx];
                    continue;
                }
                ++enemyUnits[idx];
                for (HexId nb : neighbours(hex))
                    if (map.contains(nb)) nearEnemy[static_cast<std::size_t>(map.index(nb))] = 1;
            }
        }
        bool operator==(const EnemyView&) const = default;
    };
    // And about its own side: the friendly stacks (the mover included; see MoveContext::friendsAt).
    struct FriendView {
        std::vector<StackCount> friends;  // friendly stack per hex

        FriendView(const GameState& s, Side side) {
            const Map& map = *s.map;
            friends.assign(static_cast<std::size_t>(map.hexCount()), StackCount{});
            for (int i = 0; i < s.unitCount(); ++i) {
                if (!s.onMap(i) || s.sideOf(i) != side) continue;
                const auto idx = static_cast<std::size_t>(map.index(s.pieces[static_cast<std::size_t>(i)].hex));
                if (s.unitDef(i).isArtillery())
                    ++friends[idx].artillery;
                else
                    friends[idx].sp += stackingSp(s, i);
            }
        }
    };

    // What the map alone fixes, by map index: the hexes within two of the River Road (E3.8.2).
    struct MapView {
        std::vector<std::uint8_t> nearRiverRoad;

        explicit MapView(const Map& map) {
            const auto n = static_cast<std::size_t>(map.hexCount());
            nearRiverRoad.assign(n, 0);
            for (const auto& road : map.roads())
                if (road.name == "River Road")
                    for (HexId r : road.hexes)
                        for (HexId one : neighbours(r))
                            for (HexId two : neighbours(one))
                                for (HexId h : {r, one, two})
                                    if (map.contains(h)) nearRiverRoad[static_cast<std::size_t>(map.index(h))] = 1;
        }
    };

    std::shared_ptr<const MapView> map;
    std::shared_ptr<const EnemyView> enemy;
    std::shared_ptr<const FriendView> friends;
};

namespace {
using Views = ReachFinder::Views;
using EnemyView = Views::EnemyView;
using FriendView = Views::FriendView;
using MapView = Views::MapView;

// What a search reads of the data: its address and content hash, and the parts it reads.
struct DataKey {
    const DataSet* data = nullptr;
    std::uint64_t hash = 0;
    const Map* map = nullptr;
    const CounterSet* counters = nullptr;
    const RulesData* volume = nullptr;
    bool operator==(const DataKey&) const = default;
};
DataKey dataKeyOf(const GameState& s) { return {s.data, s.data ? s.data->contentHash : 0, s.map, s.counters, s.volume}; }

// The views of the last state searched, for each side: a move is searched by the player and
// walked again when applied, and the moves of a Movement Phase change only the moving side's
// pieces. A view is kept only while everything it was made from is the same: the data (its
// address and content hash), and for a side's view of the enemy the side, the enemy's pieces
// and the ammunition paid in the close combat under way (E7.2: a depleted unit's ZOC), for
// its view of its own stacks its own pieces. A view of the enemy made again that reads the
// same as the one kept is the one kept (a search's determinizations place the same enemy
// counters differently within his stacks), so that the searches kept below know it. (A
// ReachFinder asks once for all the pieces of one state.)
Views viewsOf(const GameState& s, Side side) {
    struct SideMemo {
        DataKey key;
        std::vector<Piece> pieces;
        std::vector<int> ammoPaid;
        std::shared_ptr<const EnemyView> enemy;
        std::shared_ptr<const FriendView> friends;
    };
    thread_local std::pair<DataKey, std::shared_ptr<const MapView>> mapMemo;
    thread_local std::array<SideMemo, 2> sideMemos;
    const DataKey key = dataKeyOf(s);
    if (!mapMemo.second || !(mapMemo.first == key)) mapMemo = {key, std::make_shared<const MapView>(*s.map)};
    SideMemo& m = sideMemos[static_cast<std::size_t>(side)];
    bool enemySame = m.enemy && m.key == key && m.pieces.size() == s.pieces.size() && m.ammoPaid == s.combat.ammoPaid;
    bool friendsSame = m.friends && m.key == key && m.pieces.size() == s.pieces.size();
    for (std::size_t i = 0; i < s.pieces.size() && (enemySame || friendsSame); ++i) {
        if (m.pieces[i] == s.pieces[i]) continue;
        (s.sideOf(static_cast<int>(i)) == side ? friendsSame : enemySame) = false;
    }
    if (!enemySame) {
        auto enemy = std::make_shared<const EnemyView>(s, side);
        if (!(m.enemy && m.key == key && *m.enemy == *enemy)) m.enemy = std::move(enemy);
    }
    if (!friendsSame) m.friends = std::make_shared<const FriendView>(s, side);
    if (!enemySame || !friendsSame) {
        m.key = key;
        m.pieces = s.pieces;
        m.ammoPaid = s.combat.ammoPaid;
    }
    return {mapMemo.second, m.enemy, m.friends};
}

// Everything one search needs about the map around a moving piece.
struct MoveContext {
    const GameState& state;
    const Map& map;
    const MovementCosts& costs;
    int piece;
    Side side;
    bool leader, artillery, mounted, strategic;
    HexId start;
    Views views;
    const EnemyView* enemy;     // views.enemy and views.friends, as the steps read them
    const FriendView* friends;
    StackCount own;                          // what the mover adds

    // `v`: viewsOf(s, the piece's side).
    MoveContext(const GameState& s, int p, bool strat, Views v)
        : state(s), map(*s.map), costs(*s.volume->movement), piece(p), side(s.sideOf(p)), leader(s.isLeader(p)),
          artillery(!leader && s.unitDef(p).isArtillery()), mounted(!leader && s.unitDef(p).mounted), strategic(strat),
          start(s.pieces[static_cast<std::size_t>(p)].hex), views(std::move(v)), enemy(views.enemy.get()), friends(views.friends.get()) {
        if (!leader) {
            if (artillery)
                own.artillery = 1;
            else
                own.sp = stackingSp(s, p);
            whiteBox = s.unitDef(p).maKind == MaKind::WhiteBox && s.hasRule("E3.8.2");
        }
        bounds = s.volumeRules->moveBounds(s, p);
    }

    std::size_t idx(HexId h) const { return static_cast<std::size_t>(map.index(h)); }

    bool whiteBox = false;                              // E3.8.2: kept near the River Road
    MoveBounds bounds;                                  // where the volume's rules keep the piece
    bool boundsBar(HexId h) const {
        if (!bounds.any()) return false;
        for (const auto* within : bounds.within)
            if (!(*within)[idx(h)]) return true;
        return std::find(bounds.barred.begin(), bounds.barred.end(), h) != bounds.barred.end();
    }
    // 8.31 binds units; leaders are none (3.1).
    bool zocAt(HexId h) const { return !leader && enemy->enemyZoc.zoc[idx(h)]; }
    bool rifleZocAt(HexId h) const { return !leader && enemy->enemyZoc.rifleZoc[idx(h)]; }
    // The friendly stack in `h` without the mover, who stands only on its start hex.
    StackCount friendsAt(HexId h) const {
        StackCount f = friends->friends[idx(h)];
        if (h == start) f = {f.sp - own.sp, f.artillery - own.artillery};
        return f;
    }
    // The stack in `h` with the mover in it, and whether it is over the limits (7.2; leaders count nothing, 7.1).
    StackCount stackWith(HexId h) const {
        const StackCount f = friendsAt(h);
        return {f.sp + own.sp, f.artillery + own.artillery};
    }
    bool stackBars(HexId h) const { return !leader && overstacked(stackWith(h)); }

    bool strategicHex(HexId h) const { return costs.hex[static_cast<std::size_t>(map.terrain(h))].strategic; }
};

struct StepResult {
    int costHalves = 0;
    bool stop = false;   // 8.31: entering an enemy ZOC ends the move
    bool legal = true;
};

// A refused step. The words are built only when a player will read them (checkMove), not
// for each of the thousands of neighbours a search tries and drops.
template <class Words>
StepResult refused(std::string* why, Words words) {
    if (why) *why = words();
    return {0, false, false};
}

// The cost of one step from `from` into its neighbour `to` in direction `dir`, or why it
// may not be taken (into `why`, when given).
StepResult step(const MoveContext& c, HexId from, Direction dir, HexId to, std::string* why) {
    StepResult r;
    if (!c.map.contains(to)) return refused(why, [&] { return "9.3: " + to.str() + " is off the map"; });
    const Terrain terrain = c.map.terrain(to);
    const auto& hexEffect = c.costs.hex[static_cast<std::size_t>(terrain)];
    if (hexEffect.prohibited) return refused(why, [&] { return "9.3: " + to.str() + " is prohibited terrain (" + std::string(terrainName(terrain)) + ")"; });
    if (c.enemy->enemyUnits[c.idx(to)]) return refused(why, [&] { return "9.3: " + to.str() + " is occupied by the enemy"; });
    if (c.leader && c.enemy->enemyLeaders[c.idx(to)]) return refused(why, [&] { return "9.3: " + to.str() + " is occupied by an enemy leader"; });
    const HexsideFeatures& side = c.map.side(from, dir);
    const bool alongRoad = side.road, alongTrail = side.trail;
    if (side.ravine && (c.artillery || c.mounted) && c.costs.ravineBarsArtilleryAndMounted && !alongRoad && !alongTrail)
        return refused(why, [&] { return "9.4: artillery and mounted units cross a ravine only by road or trail (" + from.str() + "/" + to.str() + ")"; });
    // 7.2: a unit may never move through a hex in excess of the stacking limits.
    if (c.stackBars(to)) return refused(why, [&] { return stackingLimitText("7.2", to, c.stackWith(to)); });
    // 9.2: the volume's rules may keep the piece within bounds (E3.5.1, E10.2, E7.8).
    if (c.boundsBar(to)) return refused(why, [&] { return c.state.volumeRules->moveBoundsRefusal(c.state, c.piece, to); });
    // E3.8.2: white-box units never go more than two hexes from the River Road.
    if (c.whiteBox && !c.views.map->nearRiverRoad[c.idx(to)]) return refused(why, [&] { return "E3.8.2: " + to.str() + " is more than two hexes from the River Road"; });
    if (c.strategic) {
        // 9.5: the whole move stays on terrain that allows strategic movement.
        const bool hexOk = alongRoad || alongTrail || c.strategicHex(to);
        bool sideOk = alongRoad || alongTrail;
        if (!sideOk) {
            sideOk = (!side.creek || c.costs.creekStrategic) && (!side.ford || c.costs.fordStrategic) &&
                     (!side.ravine || c.costs.ravineStrategic) && (!side.slope || c.costs.slopeStrategic) &&
                     (!side.fieldworks || c.costs.fieldworksStrategic);
        }
        if (!hexOk || !sideOk) return refused(why, [&] { return "9.5: strategic movement cannot enter " + to.str() + " from " + from.str(); });
        // 9.51: never adjacent to the enemy during a strategic move.
        if (c.enemy->nearEnemy[c.idx(to)]) return refused(why, [&] { return "9.51: strategic movement may not move adjacent to enemy units (" + to.str() + ")"; });
    }
    if (alongRoad) {
        // 9.4: along a road the road rate replaces hex and hexside costs.
        r.costHalves = c.costs.roadHalves;
    } else {
        r.costHalves = alongTrail ? c.costs.trailHalves : hexEffect.mpTimes2;
        const bool creekish = side.creek || side.ford;
        const int creekHalves = side.creek ? c.costs.creekHalves : side.ford ? c.costs.fordHalves : 0;
        const bool up = side.upSlopeAcross;
        if (side.ravine)
            r.costHalves += c.costs.ravineHalves + creekHalves;  // the ravine's cost stands for its slope
        else if (side.slope && creekish)
            r.costHalves += up ? c.costs.upSlopeCreekHalves : c.costs.downSlopeCreekHalves;  // 9.4 combined kinds
        else if (side.slope)
            r.costHalves += up ? c.costs.upSlopeHalves : c.costs.downSlopeHalves;
        else
            r.costHalves += creekHalves;
        if (side.fieldworks && !side.fieldworksHere) r.costHalves += c.costs.fieldworksIntoHalves;  // into fieldworks
    }
    if (!c.leader) {
        // 8.31: +1 MP to enter or to leave an enemy rifle unit's ZOC.
        if (c.rifleZocAt(to)) r.costHalves += 2;
        if (c.rifleZocAt(from)) r.costHalves += 2;
    }
    r.stop = c.zocAt(to);
    return r;
}

bool isPinned(const GameState& s, int piece) { return s.pieces[static_cast<std::size_t>(piece)].pin != 0; }

// 9.5, 13.3, E3.9.2: strategic movement is never for disrupted units or leaders, nor in moderate fog.
bool strategicBarred(const GameState& s, int piece) {
    const bool disrupted = !s.isLeader(piece) && s.pieces[static_cast<std::size_t>(piece)].status == Status::Disrupted;
    const Piece& p = s.pieces[static_cast<std::size_t>(piece)];
    // E3.9.2: none in moderate fog; E7.5, E8.3.4: none on the turn of arrival.
    return disrupted || s.isLeader(piece) || s.weather == Weather::ModerateFog || (p.enteredThisPhase && p.noStrategicOnEntry);
}

// 9.5, 9.51: strategic movement starts on qualifying terrain (or a road or trail) and not
// adjacent to the enemy. Asked before a search is set up, as it often refuses.
bool strategicStartRefused(const GameState& s, int piece) {
    const HexId start = s.pieces[static_cast<std::size_t>(piece)].hex;
    if (adjacentEnemyUnits(s, start, s.sideOf(piece)) > 0) return true;
    if (s.volume->movement->hex[static_cast<std::size_t>(s.map->terrain(start))].strategic) return false;
    for (Direction d : kDirections)
        if (s.map->contains(neighbour(start, d)) && (s.map->side(start, d).road || s.map->side(start, d).trail)) return false;
    return true;
}
}  // namespace

int adjacentEnemyUnits(const GameState& state, HexId hex, Side side) {
    int count = 0;
    for (int i = 0; i < state.unitCount(); ++i) {
        if (!state.onMap(i) || state.sideOf(i) == side) continue;
        if (distance(state.pieces[static_cast<std::size_t>(i)].hex, hex) == 1) ++count;
    }
    return count;
}

std::vector<int> adjacentEnemyUnitsByHex(const GameState& state, Side side) {
    std::vector<int> out(static_cast<std::size_t>(state.map->hexCount()), 0);
    for (int i = 0; i < state.unitCount(); ++i) {
        if (!state.onMap(i) || state.sideOf(i) == side) continue;
        for (HexId nb : neighbours(state.pieces[static_cast<std::size_t>(i)].hex))
            if (state.map->contains(nb)) ++out[static_cast<std::size_t>(state.map->index(nb))];
    }
    return out;
}

namespace {
// Why the piece may not move this phase, or nullopt; the words only when `explain` (else empty).
std::optional<std::string> moveRefusal(const GameState& state, int piece, bool explain) {
    auto no = [explain](auto words) -> std::optional<std::string> { return explain ? std::string(words()) : std::string(); };
    const Piece& p = state.pieces[static_cast<std::size_t>(piece)];
    if (state.phase != Phase::Movement || state.step != Step::Moving) return no([] { return "9.2: units move only in their Movement Phase"; });
    if (state.sideOf(piece) != state.phasing()) return no([] { return "9.2: only the phasing player moves"; });
    if (p.location != Location::Map) return no([&] { return "9.2: " + state.pieceId(piece) + " is not on the map"; });
    if (p.moved) return no([&] { return "9.2: " + state.pieceId(piece) + " has already moved this phase"; });
    if (auto held = state.volumeRules->moveRefusal(state, piece)) return held;  // E8.1, E8.1.1, E7.8
    if (state.isLeader(piece)) return std::nullopt;
    const UnitDef& def = state.unitDef(piece);
    if (p.status == Status::Shattered) return no([] { return "13.4: shattered units may not move"; });
    if (p.withdrawal) return no([] { return "12.43: units under a withdrawal marker may not move"; });
    if (def.maKind == MaKind::Bracketed && state.hasRule("E3.1") && !p.forcedFromStart)
        return no([] { return "E3.1: American artillery may not move unless forced from its at-start hex"; });
    // E7.4.1 (option): the heavy battery is dug into battery and bound by E3.1 until forced out.
    if (const auto* dug = state.optionEffects("blomfield-dug-in"); dug && dug->value("unit", std::string{}) == def.id && !p.forcedFromStart)
        return no([&] { return "E7.4.1: " + def.name + " is dug into battery and may not move unless forced from its hex (E3.1)"; });
    if (def.ma == 0) return no([&] { return "9.2: " + def.id + " has no movement allowance"; });
    // E3.8.2: the turn-5 reinforcements come by bateaux and cannot move on arrival.
    if (def.maKind == MaKind::WhiteBox && p.enteredThisPhase && state.hasRule("E3.8.2"))
        return no([] { return "E3.8.2: arriving by bateaux, it cannot move this turn"; });
    return std::nullopt;
}
}  // namespace

std::optional<std::string> cannotMove(const GameState& state, int piece) { return moveRefusal(state, piece, true); }

bool mayMove(const GameState& state, int piece) { return !moveRefusal(state, piece, false); }

int movementAllowanceHalves(const GameState& state, int piece, bool strategic) {
    int ma = 0;
    if (state.isLeader(piece)) {
        const LeaderDef& l = state.leaderDef(piece);
        ma = state.pieces[static_cast<std::size_t>(piece)].flipped && l.back ? l.back->ma : l.front.ma;
    } else {
        ma = state.unitDef(piece).ma;
    }
    // E8.3.4: a reinforcement entering at a blocked entry's hex has paid that hex's cost.
    return std::max(0, ma * 2 * (strategic ? 2 : 1) - state.pieces[static_cast<std::size_t>(piece)].entryCostHalves);  // 9.5: twice the printed allowance
}

std::vector<Reach> reachableHexes(const GameState& state, int piece, bool strategic) { return ReachFinder(state)(piece, strategic); }

ReachFinder::ReachFinder(const GameState& state, bool reuse) : m_state(state), m_reuse(reuse) {}

ReachFinder::~ReachFinder() = default;

const ReachFinder::Views& ReachFinder::views(Side side) const {
    auto& v = m_views[static_cast<std::size_t>(side)];
    if (!v) v = std::make_unique<Views>(viewsOf(m_state, side));
    return *v;
}

namespace {
// A piece's last search, with all it read: the search's steps (step above) read the data, the
// piece, its allowance, the enemy's view, and of its own side's stacks and the volume's bounds
// only whether they bar the hexes it tried to enter. A search of the same piece, in the same
// data, with the same enemy, whose hexes tried are barred as they were then, takes every step
// the same way and finds the same hexes by the same paths: a Movement Phase's moves change the
// stacks of two hexes each, and seldom so that they bar another piece's way.
struct ReachMemo {
    struct Tried {
        int hex;           // map index
        bool stackBars;    // MoveContext::stackBars
        bool boundsBar;    // MoveContext::boundsBar
    };
    bool kept = false;
    DataKey data;
    const Scenario* scenario = nullptr;
    Piece piece;
    int allowance = 0;
    bool whiteBox = false;
    std::shared_ptr<const EnemyView> enemy;
    std::vector<Tried> tried;
    std::vector<Reach> found;  // before the restrictions on where a move ends

    bool holds(const MoveContext& c, const DataKey& key, int allowanceNow) const {
        if (!kept || !(data == key) || scenario != c.state.scenario || allowance != allowanceNow || whiteBox != c.whiteBox || enemy != c.views.enemy ||
            !(piece == c.state.pieces[static_cast<std::size_t>(c.piece)]))
            return false;
        for (const Tried& t : tried) {
            const HexId h = c.map.hexAt(t.hex);
            if (c.stackBars(h) != t.stackBars || c.boundsBar(h) != t.boundsBar) return false;
        }
        return true;
    }
};

// Each thread's last kReachMemos searches of each piece, strategic and not, by piece * 2 +
// strategic: a tree search lists the moves of states along several lines of play in turn.
constexpr std::size_t kReachMemos = 4;
struct ReachMemos {
    std::array<ReachMemo, kReachMemos> entries;
    std::size_t next = 0;  // the one made longest ago
};
std::vector<ReachMemos>& reachMemos(std::size_t pieces) {
    thread_local std::vector<ReachMemos> memos;
    if (memos.size() < pieces * 2) memos.resize(pieces * 2);
    return memos;
}

// Dijkstra over the piece's steps from its start hex: every hex it may reach within its
// allowance, with the cheapest path, in map order; `tried` gets each hex a step was tried into.
std::vector<Reach> search(const MoveContext& c, int allowance, std::vector<ReachMemo::Tried>& tried) {
    const GameState& state = c.state;
    const Piece& p = state.pieces[static_cast<std::size_t>(c.piece)];
    const HexId start = c.start;
    const bool disrupted = !c.leader && p.status == Status::Disrupted;
    std::vector<Reach> out;
    tried.clear();
    const auto n = static_cast<std::size_t>(state.map->hexCount());
    struct Found {
        int best = kUnreached;
        int parent = -1;
        bool stop = false;   // 8.31: the move ends here
        bool tried = false;  // a step was tried into it
    };
    std::vector<Found> found(n);
    // Dijkstra with a bucket queue: costs are small whole numbers of half MPs. Each bucket is a
    // list threaded through one vector, first in, first out.
    struct Queued {
        int hex, next;
    };
    std::vector<Queued> queued;
    queued.reserve(4 * 64);
    std::vector<int> head(static_cast<std::size_t>(allowance) + 1, -1), tail(head);
    auto enqueue = [&](int cost, int hex) {
        const int e = static_cast<int>(queued.size());
        queued.push_back({hex, -1});
        auto& last = tail[static_cast<std::size_t>(cost)];
        (last < 0 ? head[static_cast<std::size_t>(cost)] : queued[static_cast<std::size_t>(last)].next) = e;
        last = e;
    };
    std::vector<int> reached;  // map indices, as first reached
    found[c.idx(start)].best = 0;
    enqueue(0, state.map->index(start));
    const bool oneHexOnly = disrupted;  // 13.3
    for (int cost = 0; cost <= allowance; ++cost) {
        for (int e = head[static_cast<std::size_t>(cost)]; e != -1; e = queued[static_cast<std::size_t>(e)].next) {
            const int at = queued[static_cast<std::size_t>(e)].hex;
            const Found& here = found[static_cast<std::size_t>(at)];
            if (here.best != cost) continue;
            const HexId from = state.map->hexAt(at);
            if (from != start && (here.stop || oneHexOnly)) continue;
            for (Direction d : kDirections) {
                const HexId to = neighbour(from, d);
                if (!state.map->contains(to) || to == start) continue;
                Found& there = found[c.idx(to)];
                if (!there.tried) {
                    there.tried = true;
                    tried.push_back({static_cast<int>(c.idx(to)), c.stackBars(to), c.boundsBar(to)});
                }
                const StepResult r = step(c, from, d, to, nullptr);
                if (!r.legal) continue;
                int total = cost + r.costHalves;
                // 9.2 NOTE: a unit may always move one hex, unless it paid to enter (E8.3.4).
                if (from == start && total > allowance && p.entryCostHalves == 0) total = allowance;
                if (total > allowance || total >= there.best) continue;
                if (there.best == kUnreached) reached.push_back(static_cast<int>(c.idx(to)));
                there = {total, at, r.stop, true};  // tried just above
                enqueue(total, state.map->index(to));
            }
        }
    }
    // In map order, as the players and tests have always seen them.
    std::sort(reached.begin(), reached.end());
    out.reserve(reached.size());
    for (const int i : reached) {
        Reach r{state.map->hexAt(i), found[static_cast<std::size_t>(i)].best, {}, c.strategic};
        std::size_t length = 0;
        for (int at = i; at != -1; at = found[static_cast<std::size_t>(at)].parent) ++length;
        r.path.resize(length);
        for (int at = i; at != -1; at = found[static_cast<std::size_t>(at)].parent) r.path[--length] = state.map->hexAt(at);
        out.push_back(std::move(r));
    }
    return out;
}

// The restrictions on where a move may end, on the hexes the search reached.
std::vector<Reach> endRestrictions(const GameState& state, int piece, std::vector<Reach> out) {
    const Piece& p = state.pieces[static_cast<std::size_t>(piece)];
    const HexId start = p.hex;
    const bool disrupted = !state.isLeader(piece) && p.status == Status::Disrupted;
    const Side side = state.sideOf(piece);
    if (disrupted) {
        // 13.3: never adjacent to the enemy; from an adjacent start, away from as many as possible.
        const int now = adjacentEnemyUnits(state, start, side);
        int fewest = now;
        for (const auto& r : out) fewest = std::min(fewest, adjacentEnemyUnits(state, r.hex, side));
        std::erase_if(out, [&](const Reach& r) {
            const int adj = adjacentEnemyUnits(state, r.hex, side);
            return now == 0 ? adj > 0 : (fewest >= now || adj > fewest);
        });
    }
    // The volume's rules may bar where a move ends (E3.4.2: von Riedesel ends only among Germans).
    if (const auto refused = state.volumeRules->moveEndsRefused(state, piece)) {
        if (!refused->empty()) std::erase_if(out, [&](const Reach& r) { return std::find(refused->begin(), refused->end(), r.hex) != refused->end(); });
    } else {
        std::erase_if(out, [&](const Reach& r) { return state.volumeRules->moveEndRefusal(state, piece, r.hex).has_value(); });
    }
    if (!state.isLeader(piece) && isPinned(state, piece)) {
        // 9.3: pinned units may move only to end the phase away from every enemy unit.
        std::erase_if(out, [&](const Reach& r) { return adjacentEnemyUnits(state, r.hex, side) > 0; });
    }
    return out;
}
}  // namespace

std::vector<Reach> ReachFinder::operator()(int piece, bool strategic) const { return *find(piece, strategic, true); }

std::optional<std::vector<Reach>> ReachFinder::kept(int piece, bool strategic) const { return find(piece, strategic, false); }

std::optional<std::vector<Reach>> ReachFinder::find(int piece, bool strategic, bool searchIfNotKept) const {
    const GameState& state = m_state;
    std::vector<Reach> out;
    if (!mayMove(state, piece)) return searchIfNotKept ? std::optional(out) : std::nullopt;
    const Piece& p = state.pieces[static_cast<std::size_t>(piece)];
    if (strategic && (strategicBarred(state, piece) || strategicStartRefused(state, piece))) return searchIfNotKept ? std::optional(out) : std::nullopt;
    MoveContext c(state, piece, strategic, views(state.sideOf(piece)));
    const int allowance = movementAllowanceHalves(state, piece, strategic);
    if (!m_reuse) {
        if (!searchIfNotKept) return std::nullopt;
        std::vector<ReachMemo::Tried> tried;
        return endRestrictions(state, piece, search(c, allowance, tried));
    }
    const DataKey dataKey = dataKeyOf(state);
    ReachMemos& memos = reachMemos(state.pieces.size())[static_cast<std::size_t>(piece) * 2 + (strategic ? 1 : 0)];
    const auto held = std::find_if(memos.entries.begin(), memos.entries.end(), [&](const ReachMemo& m) { return m.holds(c, dataKey, allowance); });
    if (held != memos.entries.end()) {
        out = held->found;
    } else if (!searchIfNotKept) {
        return std::nullopt;
    } else {
        ReachMemo& memo = memos.entries[memos.next];
        memos.next = (memos.next + 1) % kReachMemos;
        memo.kept = false;
        out = search(c, allowance, memo.tried);
        memo.kept = true;
        memo.data = dataKey;
        memo.scenario = state.scenario;
        memo.piece = p;
        memo.allowance = allowance;
        memo.whiteBox = c.whiteBox;
        memo.enemy = c.views.enemy;
        memo.found = out;
    }
    return endRestrictions(state, piece, std::move(out));
}

std::vector<std::string> checkKeptSearches(const GameState& state) {
    std::vector<std::string> out;
    const ReachFinder kept(state), fresh(state, false);
    for (int i = 0; i < static_cast<int>(state.pieces.size()); ++i)
        for (bool strategic : {false, true}) {
            const auto given = kept.kept(i, strategic);
            if (!given) continue;
            const auto found = fresh(i, strategic);
            if (*given != found)
                out.push_back("9.2: the move search kept for " + state.pieceId(i) + (strategic ? " (strategic, 9.5)" : "") + " gives " +
                              std::to_string(given->size()) + " hexes where a fresh one gives " + std::to_string(found.size()) +
                              (given->size() == found.size() ? " with other costs or paths" : ""));
        }
    return out;
}

std::optional<std::string> checkMove(const GameState& state, const Move& move, int* spentHalves) {
    auto piece = state.pieceIndex(move.unit);
    if (!piece) return "9.2: there is no counter " + quotedValue(move.unit);
    if (auto why = cannotMove(state, *piece)) return why;
    const Piece& p = state.pieces[static_cast<std::size_t>(*piece)];
    if (move.path.size() < 2) return "9.2: a move needs the start hex and at least one hex entered";
    if (move.path.front() != p.hex) return "9.2: the path must start at " + p.hex.str() + ", where " + move.unit + " stands";
    const HexId dest = move.path.back();
    if (move.strategic && p.enteredThisPhase && p.noStrategicOnEntry)
        return std::string(p.entryCostHalves > 0 ? "E8.3.4" : "E7.5") + ": " + move.unit + " arrived this turn and cannot use strategic movement";
    // 9.51: a unit beginning adjacent to the enemy is refused for where it starts, whatever its path.
    if (move.strategic && !state.isLeader(*piece) && adjacentEnemyUnits(state, p.hex, state.sideOf(*piece)) > 0)
        return "9.51: " + move.unit + " begins adjacent to an enemy unit and may not use strategic movement";
    // Walk the given path step by step, so the error names the first rule it breaks.
    MoveContext c(state, *piece, move.strategic, viewsOf(state, state.sideOf(*piece)));
    const int allowance = movementAllowanceHalves(state, *piece, move.strategic);
    int spent = 0;
    for (std::size_t i = 1; i < move.path.size(); ++i) {
        const HexId from = move.path[i - 1], to = move.path[i];
        if (!adjacent(from, to)) return "9.2: " + from.str() + " and " + to.str() + " are not adjacent";
        if (i > 1 && state.pieces[static_cast<std::size_t>(*piece)].status == Status::Disrupted)
            return "13.3: disrupted units may move only one hex";
        std::string why;
        const StepResult r = step(c, from, *directionTo(from, to), to, &why);
        if (!r.legal) return why;
        spent += r.costHalves;
        if (spent > allowance && !(i == 1 && move.path.size() == 2 && p.entryCostHalves == 0))
            return "9.2: the move costs more than the movement allowance of " + std::to_string(allowance / 2) + (allowance % 2 ? ".5" : "") + " MP";
        if (r.stop && i + 1 < move.path.size()) return "8.31: entering an enemy ZOC at " + to.str() + " ends movement";
        if (std::count(move.path.begin(), move.path.begin() + static_cast<std::ptrdiff_t>(i), to)) return "9.2: the path enters " + to.str() + " twice";
    }
    if (spentHalves) *spentHalves = std::min(spent, allowance);  // 9.2 NOTE: the one-hex move spends the whole allowance
    if (auto why = state.volumeRules->moveEndRefusal(state, *piece, dest)) return why;  // E3.4.2
    // A path that passes every step is one the search would find, at no greater cost: what
    // remains is where a move may begin (9.5) and end (13.3, 9.3).
    bool reachable = !(move.strategic && (strategicBarred(state, *piece) || strategicStartRefused(state, *piece)));
    if (reachable && !state.isLeader(*piece) && p.status == Status::Disrupted) {
        // 13.3: the end depends on every hex the unit could reach: one hex away, a short search.
        const auto reach = reachableHexes(state, *piece, move.strategic);
        reachable = std::any_of(reach.begin(), reach.end(), [&](const Reach& r) { return r.hex == dest; });
    } else if (reachable && !state.isLeader(*piece) && isPinned(state, *piece)) {
        reachable = adjacentEnemyUnits(state, dest, state.sideOf(*piece)) == 0;  // 9.3
    }
    if (!reachable) {
        if (p.status == Status::Disrupted) return "13.3: a disrupted unit may not end adjacent to the enemy, and must move away from as many enemy units as it can";
        if (p.pin) return "9.3: a pinned unit may move only to a hex not adjacent to any enemy unit";
        if (move.strategic) return "9.5: " + dest.str() + " cannot be reached by strategic movement";
        return "9.2: " + dest.str() + " cannot be reached";
    }
    return std::nullopt;
}

std::vector<int> disruptedUnitsThatMustMove(const GameState& state) {
    std::vector<int> out;
    const ReachFinder reach(state);
    for (int i = 0; i < state.unitCount(); ++i) {
        const Piece& p = state.pieces[static_cast<std::size_t>(i)];
        if (!state.onMap(i) || state.sideOf(i) != state.phasing() || p.moved || p.status != Status::Disrupted) continue;
        if (adjacentEnemyUnits(state, p.hex, state.sideOf(i)) == 0) continue;
        if (!reach(i, false).empty()) out.push_back(i);  // 13.3: must use its one-hex move to get away
    }
    return out;
}

}  // namespace tricorne::core
