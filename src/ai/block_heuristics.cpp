#include "tricorne/ai/block_heuristics.h"

#include <algorithm>
#include <cmath>
#include <deque>
#include <filesystem>
#include <map>
#include <stdexcept>
#include <unordered_map>

#include "tricorne/ai/game_session_bot.h"
#include "tricorne/engine/data_location.h"
#include "tricorne/engine/json_reader.h"

namespace tricorne::ai {

using block::BattleAction;
using block::BattlePosition;
using block::BlockAction;
using block::BlockData;
using block::BlockGame;
using block::BlockState;
using block::Side;
using block::sideOfPlayer;
using block::UnitType;

namespace {

constexpr int kSchemaVersion = 1;
// A place no road reaches (Clinton's boxes, the eliminated): farther than any point of the map.
constexpr int kFar = 12;
// B11: below this British SP the American wins at once.
constexpr int kBritishCollapse = 25;
// The British SP above the collapse at which the evaluation begins to fear it.
constexpr int kCollapseMargin = 10;
// B9.9: a fort's garrison counted this much stronger against an attack.
constexpr double kFortFactor = 1.5;
// The road steps within which British SP counts as massed against their objective.
constexpr int kMassReach = 2;

struct WeightField {
    const char* key;
    double BlockWeights::*member;
    double min;
    double max;
};
constexpr WeightField kFields[] = {
    {"strength", &BlockWeights::strength, -100, 100},     {"britishCollapse", &BlockWeights::britishCollapse, -100, 100},
    {"objectiveHeld", &BlockWeights::objectiveHeld, -100, 100}, {"threat", &BlockWeights::threat, -100, 100},
    {"supply", &BlockWeights::supply, -100, 100},         {"turn", &BlockWeights::turn, -100, 100},
    {"massed", &BlockWeights::massed, -100, 100},         {"nearDecay", &BlockWeights::nearDecay, 0, 1},
    {"rolloutActions", &BlockWeights::rolloutActions, 1, 10000},
};

constexpr const char* kVictoryPoints[] = {kBlockTiconderoga, kBlockAlbany, kBlockBennington, kBlockManchester};

bool onBoard(const std::string& at) { return at != block::kEliminated && at != block::kUnplaced && at != block::kHidden; }

// A block that takes and holds ground: every type but leaders, Natives and Clinton (B11, A35).
bool holdsGround(const block::Block& b) { return b.type != UnitType::Leader && b.type != UnitType::Native && b.type != UnitType::Commander; }

std::uint64_t mix(std::uint64_t h, std::uint64_t v) {
    h ^= v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
    return h;
}
std::uint64_t mixText(std::uint64_t h, const std::string& text) {
    for (const char c : text) h = (h ^ static_cast<unsigned char>(c)) * 0x100000001b3ULL;
    return mix(h, text.size());
}

// The sum of the side's SP at each place, by place id.
std::map<std::string, int, std::less<>> spByPlace(const BlockState& s, Side side, bool groundOnly) {
    std::map<std::string, int, std::less<>> out;
    for (std::size_t i = 0; i < s.pieces.size(); ++i) {
        const auto& b = s.block(i);
        if (b.side != side || !onBoard(s.pieces[i].at)) continue;
        if (groundOnly && !holdsGround(b)) continue;
        out[s.pieces[i].at] += s.pieces[i].sp;
    }
    return out;
}

int spAt(const BlockState& s, const std::string& place, Side side) {
    int sp = 0;
    for (std::size_t i = 0; i < s.pieces.size(); ++i)
        if (s.pieces[i].at == place && s.block(i).side == side) sp += s.pieces[i].sp;
    return sp;
}

// The blocks moving on the current AP, the mover first (B6).
int movingSp(const BlockState& s) {
    if (!s.activation || s.activation->mover == block::kHidden) return 0;
    int sp = s.piece(s.activation->mover).sp;
    for (const auto& g : s.activation->group)
        if (g != block::kHidden) sp += s.piece(g).sp;
    return sp;
}

}  // namespace

std::optional<BlockWeights> loadBlockWeights(const std::string& path, core::DataErrors& errors) {
    const std::size_t before = errors.size();
    const auto json = core::data::readJsonFile(path, path, errors);
    if (!json) return std::nullopt;
    core::data::ReadContext ctx{path, &errors};
    const core::data::Node root(&*json, "", &ctx);
    if (!root.isObject()) {
        root.error("expected an object");
        return std::nullopt;
    }
    root.allowOnly({"schemaVersion", "about", "weights"});
    if (!core::data::checkSchemaVersion(root, kSchemaVersion)) return std::nullopt;
    BlockWeights w;
    const auto node = root.required("weights");
    if (!node.isObject()) {
        node.error("expected an object of weights");
        return std::nullopt;
    }
    std::vector<std::string_view> keys;
    for (const auto& f : kFields) keys.push_back(f.key);
    node.allowOnly(keys);
    for (const auto& f : kFields)
        if (const auto v = node.optional(f.key); v.present())
            if (const auto x = v.asNumber(f.min, f.max)) w.*f.member = *x;
    if (errors.size() != before) return std::nullopt;
    return w;
}

std::string blockWeightsPath(const std::string& dataDir) { return (std::filesystem::path(dataDir) / "ai" / "block.json").string(); }

// The road steps between every two points (B2), found once for a data set.
struct BlockHeuristics::Roads {
    const BlockData* data = nullptr;
    std::unordered_map<std::string, std::size_t> index;
    std::vector<std::vector<int>> steps;
    std::vector<std::size_t> victoryPoints;
    std::vector<std::size_t> supplySources[2];  // by side (B7)

    int between(const std::string& from, const std::string& to) const {
        const auto b = index.find(to);
        if (b == index.end()) return kFar;
        const auto a = index.find(from);
        if (a != index.end()) return steps[a->second][b->second];
        // B4: a box's blocks enter at its entry points.
        int best = kFar;
        if (const block::Box* box = data->map.box(from))
            for (const auto& p : box->entersAt)
                if (const auto e = index.find(p); e != index.end()) best = std::min(best, 1 + steps[e->second][b->second]);
        return best;
    }
    int toAny(const std::string& from, const std::vector<std::size_t>& targets) const {
        int best = kFar;
        if (const auto a = index.find(from); a != index.end()) {
            for (const std::size_t t : targets) best = std::min(best, steps[a->second][t]);
            return best;
        }
        for (const std::size_t t : targets) best = std::min(best, between(from, data->map.points[t].id));
        return best;
    }
};

const BlockHeuristics::Roads& BlockHeuristics::roads(const BlockData& data) const {
    if (m_roads && m_roads->data == &data) return *m_roads;
    auto r = std::make_shared<Roads>();
    r->data = &data;
    const auto& points = data.map.points;
    const std::size_t n = points.size();
    for (std::size_t k = 0; k < n; ++k) r->index[points[k].id] = k;
    r->steps.assign(n, std::vector<int>(n, kFar));
    for (std::size_t from = 0; from < n; ++from) {
        auto& row = r->steps[from];
        row[from] = 0;
        std::deque<std::size_t> frontier{from};
        while (!frontier.empty()) {
            const std::size_t k = frontier.front();
            frontier.pop_front();
            for (const auto& next : data.map.neighbours(points[k].id)) {
                const auto it = r->index.find(next);
                if (it == r->index.end() || row[it->second] <= row[k] + 1) continue;
                row[it->second] = row[k] + 1;
                frontier.push_back(it->second);
            }
        }
    }
    for (const char* id : kVictoryPoints)
        if (const auto it = r->index.find(id); it != r->index.end()) r->victoryPoints.push_back(it->second);
    for (std::size_t k = 0; k < n; ++k)
        if (points[k].supplySource) r->supplySources[sideIndex(*points[k].supplySource)].push_back(k);
    m_roads = r;
    return *m_roads;
}

int BlockHeuristics::distance(const BlockData& data, const std::string& from, const std::string& to) const { return roads(data).between(from, to); }

std::string BlockHeuristics::britishObjective(const BlockGame& game, const BlockState& s) const {
    // B11: Ft. Ticonderoga is in both winning sets.
    if (!block::britishHolds(s, kBlockTiconderoga)) return kBlockTiconderoga;
    const Roads& r = roads(game.data());
    std::string biggest;
    int most = 0;
    for (const auto& [at, sp] : spByPlace(s, Side::British, true))
        if (sp > most) {
            most = sp;
            biggest = at;
        }
    std::string best;
    int bestSteps = kFar + 1;
    for (const char* id : {kBlockAlbany, kBlockBennington, kBlockManchester}) {
        if (block::britishHolds(s, id)) continue;
        const int steps = biggest.empty() ? kFar : r.between(biggest, id);
        if (steps < bestSteps) {
            bestSteps = steps;
            best = id;
        }
    }
    return best;
}

double BlockHeuristics::britishMass(const BlockGame& game, const BlockState& s) const {
    const std::string target = britishObjective(game, s);
    if (target.empty()) return 1.0;
    const Roads& r = roads(game.data());
    double mass = 0;
    for (const auto& [at, sp] : spByPlace(s, Side::British, true))
        if (const int d = r.between(at, target); d <= kMassReach) mass += sp * std::pow(m_weights.nearDecay, d);
    const block::Point* point = game.data().map.point(target);
    const double defence = spAt(s, target, Side::American) * ((point && point->fortified) ? kFortFactor : 1.0);
    return (mass - defence) / (mass + defence + 1.0);
}

double BlockHeuristics::evaluate(const BlockGame& game, const BlockState& s) const {
    const BlockData& data = game.data();
    const Roads& r = roads(data);
    const auto& w = m_weights;
    // B3: the share of each side's full SP kept.
    int full[2] = {0, 0}, kept[2] = {0, 0};
    for (std::size_t i = 0; i < s.pieces.size(); ++i) {
        const auto& b = s.block(i);
        if (b.type == UnitType::Commander) continue;
        full[sideIndex(b.side)] += b.sp;
        if (s.pieces[i].at != block::kEliminated) kept[sideIndex(b.side)] += s.pieces[i].sp;
    }
    auto share = [&](int k) { return full[k] > 0 ? static_cast<double>(kept[k]) / full[k] : 0.0; };
    const double strength = share(0) - share(1);
    // B11: the American wins when the British SP falls below 25.
    const double collapse = std::clamp(static_cast<double>(kBritishCollapse + kCollapseMargin - block::britishSp(s)) / kCollapseMargin, 0.0, 1.0);
    // B11: Ft. Ticonderoga with Albany, or with Bennington and Manchester.
    auto held = [&](const char* id) { return block::britishHolds(s, id) ? 1.0 : 0.0; };
    const double tic = held(kBlockTiconderoga);
    const double progress = std::max((tic + held(kBlockAlbany)) / 2.0, (tic + held(kBlockBennington) + held(kBlockManchester)) / 3.0);
    // The SP near each victory point, each road step farther weighing less.
    double threat = 0;
    const auto british = spByPlace(s, Side::British, true);
    const auto american = spByPlace(s, Side::American, true);
    for (const std::size_t v : r.victoryPoints) {
        const std::string& id = data.map.points[v].id;
        auto near = [&](const std::map<std::string, int, std::less<>>& sp) {
            double total = 0;
            for (const auto& [at, x] : sp) {
                const int d = r.between(at, id);
                if (d < kFar) total += x * std::pow(w.nearDecay, d);
            }
            return total;
        };
        const double br = near(british), am = near(american);
        threat += (br - am) / (br + am + 1.0);
    }
    if (!r.victoryPoints.empty()) threat /= static_cast<double>(r.victoryPoints.size());
    const double massed = britishMass(game, s);
    // B7: the share of each side's SP on the map out of supply (Native blocks never are).
    double outShare[2] = {0, 0};
    for (const Side side : {Side::American, Side::British}) {
        const auto supplied = block::suppliedPoints(s, side);
        int out = 0, onMap = 0;
        for (std::size_t i = 0; i < s.pieces.size(); ++i) {
            const auto& b = s.block(i);
            if (b.side != side || b.type == UnitType::Native) continue;
            const auto it = r.index.find(s.pieces[i].at);
            if (it == r.index.end()) continue;
            onMap += s.pieces[i].sp;
            if (!supplied[it->second]) out += s.pieces[i].sp;
        }
        outShare[sideIndex(side)] = onMap > 0 ? static_cast<double>(out) / onMap : 0.0;
    }
    // B5: 24 turns; the American wins when they run out.
    const double turnShare = std::clamp((s.turn - 1) / 23.0, 0.0, 1.0);
    const double sum = w.strength * strength + w.britishCollapse * collapse - w.objectiveHeld * progress - w.threat * threat +
                       w.supply * (outShare[1] - outShare[0]) + w.turn * turnShare - w.massed * massed;
    return std::tanh(sum);
}

std::vector<double> BlockHeuristics::priors(const BlockGame& game, const BlockState& s, const std::vector<BlockAction>& actions) const {
    using K = BlockAction::Kind;
    const BlockData& data = game.data();
    const Roads& r = roads(data);
    std::vector<double> out(actions.size(), 1.0);
    const int who = game.toMove(s);
    if (who < 0) return out;
    const Side side = sideOfPlayer(who);
    const Side enemy = enemyOf(side);

    // Where the side's movement heads: the British for the victory points they lack (B11), the
    // American for the one the British are nearest, to stand there or strike first.
    auto targetFrom = [&](const std::string& from) {
        std::size_t best = r.victoryPoints.empty() ? 0 : r.victoryPoints.front();
        double bestScore = -1e9;
        for (const std::size_t v : r.victoryPoints) {
            const std::string& id = data.map.points[v].id;
            double score = -r.between(from, id);
            if (side == Side::British) {
                if (block::britishHolds(s, id)) score -= 20;
            } else {
                int nearest = kFar;
                for (std::size_t i = 0; i < s.pieces.size(); ++i)
                    if (s.block(i).side == Side::British && holdsGround(s.block(i)) && onBoard(s.pieces[i].at))
                        nearest = std::min(nearest, r.between(s.pieces[i].at, id));
                score -= 2.0 * nearest;
            }
            if (score > bestScore) {
                bestScore = score;
                best = v;
            }
        }
        return data.map.points.empty() ? std::string() : data.map.points[best].id;
    };

    std::vector<bool> supplied;  // B7: found at the first step weighed
    std::string target;          // the steps of one move all start from the same point
    for (std::size_t k = 0; k < actions.size(); ++k) {
        const BlockAction& a = actions[k];
        double& p = out[k];
        switch (a.kind) {
        case K::Step: {
            if (!s.activation) break;
            const std::string& from = s.activation->path.empty() ? a.at : s.activation->path.back();
            const int enemySp = spAt(s, a.at, enemy);
            if (enemySp > 0) {
                // B9: attack with superiority, the side's blocks already there fighting with the
                // movers; a fort (B9.9) and a crossing (B9.8) favour the defender.
                const block::Point* point = data.map.point(a.at);
                const block::Connection* road = data.map.connection(from, a.at);
                double defence = enemySp * ((point && point->fortified) ? kFortFactor : 1.0) * ((road && road->crossesWater()) ? 1.3 : 1.0);
                const double ratio = (movingSp(s) + spAt(s, a.at, side)) / std::max(0.5, defence);
                p = ratio >= 2.0 ? 4.0 : ratio >= 1.3 ? 2.5 : ratio >= 0.9 ? 0.8 : 0.1;
                break;
            }
            if (target.empty()) target = targetFrom(from);
            const int gain = r.between(from, target) - r.between(a.at, target);
            p = gain > 0 ? 3.0 : gain == 0 ? 0.8 : 0.3;
            // B7: a point whose line to the side's sources is cut costs double next turn.
            if (supplied.empty()) supplied = block::suppliedPoints(s, side);
            if (const auto it = r.index.find(a.at); it != r.index.end() && !supplied[it->second]) p *= 0.4;
            break;
        }
        case K::Stop: {
            // A victory point reached is a place to stand.
            const bool onVictoryPoint = s.activation && !s.activation->path.empty() &&
                                        std::find(std::begin(kVictoryPoints), std::end(kVictoryPoints), s.activation->path.back()) != std::end(kVictoryPoints);
            // B6: an activation that never left its point spent its AP for nothing.
            const bool moved = s.activation && s.activation->path.size() > 1;
            p = !moved ? 0.05 : onVictoryPoint ? 1.5 : 0.4;
            break;
        }
        case K::Activate: {
            const block::Block& b = s.block(s.indexOf(a.block));
            const std::string& at = s.piece(a.block).at;
            int companions = 0;
            for (std::size_t i = 0; i < s.pieces.size(); ++i)
                if (s.pieces[i].at == at && s.block(i).side == side && !s.pieces[i].moved && s.block(i).id != a.block) ++companions;
            p = b.isLeader() ? 1.0 + std::min(companions, b.groupLimit) / 2.0 : 0.6 + s.piece(a.block).sp / 4.0;
            if (!b.isLeader() && companions > 0) p *= 0.5;  // better moved by a leader's group
            if (data.map.box(at)) p *= 1.5;                 // B4: arrivals march to the war
            break;
        }
        case K::ForceMarch: {
            // B12.2: a point nearer the goal, worth 1 AP and a chance of attrition; it ends the normal moves (A42).
            const std::string& from = s.piece(a.block).at;
            const std::string goal = targetFrom(from);  // each leader marches from his own point
            p = r.between(from, goal) > r.between(a.at, goal) ? 0.9 : 0.1;
            break;
        }
        case K::ActivateNatives: p = 1.2; break;
        case K::Take: {
            // B6: a leader's group filled before it steps off, the strongest units first.
            p = 5.0 + s.piece(a.block).sp / 2.0;
            break;
        }
        case K::Drop: p = 0.2; break;
        case K::Release: {
            // B12.1: out of the box to stay as a garrison where the leader stands on a victory point (A43).
            const std::string& at = s.piece(a.block).at;
            const bool victoryPoint = std::find(std::begin(kVictoryPoints), std::end(kVictoryPoints), at) != std::end(kVictoryPoints);
            bool garrisoned = false;
            for (std::size_t i = 0; i < s.pieces.size(); ++i)
                garrisoned = garrisoned || (s.pieces[i].at == at && s.block(i).side == side && s.pieces[i].heldBy.empty() && !s.block(i).isLeader());
            p = victoryPoint && !garrisoned ? 1.5 : 0.1;
            break;
        }
        case K::EndMovement: p = s.activation ? 0.2 : (s.ap[sideIndex(side)] > 0 ? 0.15 : 1.0); break;
        case K::Clinton: p = 0.8; break;  // B8: four regulars away from the front if the die is even
        case K::Retreat: {
            // B10: toward the side's supply sources, away from the enemy.
            p = 1.0 / (1.0 + r.toAny(a.at, r.supplySources[sideIndex(side)]));
            if (spAt(s, a.at, side) > 0) p *= 1.5;
            break;
        }
        case K::PlaceMilitia: {
            // B4: militia at the victory points and in the British path.
            int nearest = kFar;
            for (std::size_t i = 0; i < s.pieces.size(); ++i)
                if (s.block(i).side == Side::British && onBoard(s.pieces[i].at)) nearest = std::min(nearest, r.between(s.pieces[i].at, a.at));
            const bool victoryPoint = std::find(std::begin(kVictoryPoints), std::end(kVictoryPoints), a.at) != std::end(kVictoryPoints);
            p = 1.0 + (victoryPoint ? 2.0 : 0.0) + 2.0 / (1.0 + nearest);
            break;
        }
        case K::ReturnFromHudson: {
            const bool victoryPoint = std::find(std::begin(kVictoryPoints), std::end(kVictoryPoints), a.at) != std::end(kVictoryPoints);
            p = victoryPoint ? 2.0 : 1.0;
            break;
        }
        case K::Battle: {
            if (!a.battle || !s.battle) break;
            const block::Battle& b = *s.battle;
            const BattleAction& ba = *a.battle;
            using BK = BattleAction::Kind;
            auto boardSp = [&](Side of) {
                int sp = 0;
                for (const auto& f : b.fighters)
                    if (f.side == of && !f.eliminated && !f.left) sp += f.sp;
                return sp;
            };
            auto heldBy = [&](Side of, BattlePosition pos, int except) {
                int n = 0;
                for (std::size_t i = 0; i < b.fighters.size(); ++i) {
                    const auto& f = b.fighters[i];
                    if (static_cast<int>(i) != except && f.side == of && !f.eliminated && !f.left && f.deployed && f.position == pos) ++n;
                }
                return n;
            };
            switch (ba.kind) {
            case BK::Fire: p = 4.0; break;
            case BK::Move: p = 0.15; break;
            case BK::EndTurn: p = 0.2; break;
            case BK::Deploy: p = ba.position == BattlePosition::Reserve ? 0.3 : 1.0 / (1.0 + heldBy(side, ba.position, -1)); break;
            case BK::Hit: {
                // B9.6: the strongest block takes the hit, never the last one holding a position (B9.11).
                const auto& f = b.fighters[static_cast<std::size_t>(ba.fighter)];
                const bool last = f.position != BattlePosition::Reserve && f.sp <= 1 && heldBy(f.side, f.position, ba.fighter) == 0;
                p = last ? 0.05 : 0.5 + f.sp;
                break;
            }
            case BK::Withdraw:
            case BK::Continue: {
                // B9.10: stay while the board favours the side, withdraw when it does not.
                const double ratio = (boardSp(side) + 0.5) / (boardSp(enemyOf(side)) + 0.5);
                const bool stay = ratio >= 0.7;
                p = (ba.kind == BK::Continue) == stay ? 3.0 : 0.3;
                break;
            }
            default: break;
            }
            break;
        }
        default: break;
        }
    }
    return out;
}

std::optional<BlockAction> BlockHeuristics::rolloutAction(const BlockGame& game, const BlockState& s, core::Rng& rng) const {
    const auto legal = game.legalActions(s);
    if (legal.empty()) return std::nullopt;
    if (legal.size() == 1) return legal.front();
    const auto weights = priors(game, s, legal);
    double total = 0;
    for (const double w : weights) total += std::max(0.0, w);
    if (total <= 0) return std::nullopt;
    // A draw in [0, total) by the bot's generator, in steps of 2^-32 of the total.
    double x = total * static_cast<double>(rng.next() >> 32) / 4294967296.0;
    for (std::size_t i = 0; i < legal.size(); ++i) {
        x -= std::max(0.0, weights[i]);
        if (x < 0) return legal[i];
    }
    return legal.back();
}

bool BlockHeuristics::cutRollout(const BlockGame&, const BlockState& s, int played) const {
    // The horizon: the next turn's AP dice (B5), or the weights' number of actions.
    return played >= static_cast<int>(m_weights.rolloutActions) || (played > 0 && s.step == block::Step::ApRoll);
}

std::uint64_t BlockHeuristics::actionKey(const BlockAction& a) const {
    std::uint64_t h = mix(0xcbf29ce484222325ULL, static_cast<std::uint64_t>(a.kind));
    h = mixText(h, a.block);
    h = mixText(h, a.at);
    h = mix(h, static_cast<std::uint64_t>(a.die));
    if (a.battle) {
        h = mix(h, 1 + static_cast<std::uint64_t>(a.battle->kind));
        h = mix(h, static_cast<std::uint64_t>(a.battle->fighter + 1));
        h = mix(h, static_cast<std::uint64_t>(a.battle->position));
        for (const int f : a.battle->faces) h = mix(h, static_cast<std::uint64_t>(f));
    }
    return h;
}

std::unique_ptr<SessionBot> makeBlockSessionBot(const BotSpec& spec) {
    if (spec.kind == BotKind::Random) return makeGameSessionBot<BlockGame, BlockHeuristics>(spec);
    const std::string path = spec.weightsPath.empty() ? blockWeightsPath(core::findDataDir("")) : spec.weightsPath;
    core::DataErrors errors;
    const auto weights = loadBlockWeights(path, errors);
    if (!weights) throw std::runtime_error(errors.empty() ? path + ": the weights do not load" : errors.front().str());
    return std::make_unique<GameSessionBot<BlockGame, BlockHeuristics>>(spec, BlockHeuristics(*weights));
}

}  // namespace tricorne::ai
