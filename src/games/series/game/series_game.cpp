#include "tricorne/series/game/series_game.h"

#include "tricorne/engine/game_driver.h"

#include <sys/resource.h>
#include <time.h>

#include <algorithm>
#include <chrono>
#include <ostream>
#include <set>

#include "tricorne/series/game/random_play.h"
#include "tricorne/engine/json_text.h"
#include "tricorne/series/rules/combat_declaration.h"
#include "tricorne/series/rules/intelligence.h"
#include "tricorne/series/rules/los.h"
#include "tricorne/series/rules/movement.h"

static_assert(tricorne::engine::Game<tricorne::core::SeriesGame>);
static_assert(tricorne::engine::Recorded<tricorne::core::SeriesGame>);

namespace tricorne::core {

namespace {
engine::Applied applied(ApplyResult r) {
    engine::Applied out;
    out.refusal = std::move(r.error);
    out.events.reserve(r.events.size());
    for (auto& e : r.events) out.events.push_back({std::move(e.rule), std::move(e.text)});
    return out;
}

// Counters every player has seen named in the open: declared fires and close combats, the
// combat's leads, results and checks waiting, the queues of rally and placement.
std::set<int> namedInTheOpen(const GameState& s) {
    std::set<int> out;
    for (const auto& f : s.fires) {
        out.insert(f.firers.begin(), f.firers.end());
        out.insert(f.target);
    }
    for (const auto& o : s.fireOutcomes) out.insert(o.target);
    for (const auto& c : s.combats) out.insert(c.attackers.begin(), c.attackers.end());
    out.insert(s.combat.attackerLead);
    out.insert(s.combat.defenderLead);
    for (const auto& r : s.retreats) out.insert(r.unit);
    for (const auto& m : s.moraleChecks) out.insert(m.unit);
    out.insert(s.rallyQueue.begin(), s.rallyQueue.end());
    out.insert(s.placementQueue.begin(), s.placementQueue.end());
    out.insert(s.combat.noCheck.begin(), s.combat.noCheck.end());
    out.insert(s.combat.ammoPaid.begin(), s.combat.ammoPaid.end());
    return out;
}

// The unseen counters drawn into the stacks they hide in: each stack's top counter stays on
// top (the stack is drawn bottom first in counter order), so only counters below it may go there.
bool placeUnseen(const SeriesView& view, GameState& s, Rng& rng) {
    std::vector<std::pair<int, HexId>> stacks;  // (top counter, hex)
    for (const auto& [hex, count] : view.unseenIn) stacks.push_back({stackIn(view.state, hex).back(), hex});
    std::sort(stacks.begin(), stacks.end());
    std::vector<int> pool = view.unseen;
    for (const auto& [top, hex] : stacks) {
        for (int n = view.unseenIn.at(hex); n > 0; --n) {
            std::vector<std::size_t> fits;
            for (std::size_t i = 0; i < pool.size(); ++i)
                if (pool[i] < top) fits.push_back(i);
            if (fits.empty()) return false;
            const std::size_t pick = fits[static_cast<std::size_t>(rng.below(static_cast<int>(fits.size())))];
            s.pieces[static_cast<std::size_t>(pool[pick])].hex = hex;
            pool.erase(pool.begin() + static_cast<long>(pick));
        }
    }
    return pool.empty();
}
}  // namespace

Side sideOfPlayer(int player) { return player == 0 ? Side::American : Side::British; }

bool SeriesView::operator==(const SeriesView& o) const {
    return player == o.player && unseen == o.unseen && unseenIn == o.unseenIn && tacticHidden == o.tacticHidden && noteHidden == o.noteHidden &&
           stateHash(state) == stateHash(o.state);
}

std::optional<GameState> SeriesGame::initialState(const std::string& scenario, const engine::Options& options, std::uint64_t seed,
                                                  std::string& error) const {
    return newGame(*m_data, scenario, options, seed, error);
}

engine::Applied SeriesGame::apply(GameState& state, const Action& action) const { return applied(core::apply(state, action)); }

int SeriesGame::toMove(const GameState& state) const {
    switch (decision(state).player) {
        case Player::American: return 0;
        case Player::British: return 1;
        case Player::Chance: return engine::kChance;
        case Player::None: break;
    }
    return engine::kTerminal;
}

std::vector<double> SeriesGame::returns(const GameState& state) const {
    if (!state.outcome.over || !state.outcome.winner) return {0.0, 0.0};
    return *state.outcome.winner == Side::American ? std::vector<double>{1.0, -1.0} : std::vector<double>{-1.0, 1.0};
}

SeriesView SeriesGame::view(const GameState& s, int player) const {
    SeriesView v;
    v.player = player;
    v.state = s;
    // 2.3: the dice are rolled when the rules call for them; no player knows them before.
    v.state.rng = Rng();
    const Side side = sideOfPlayer(player);
    // 12.61: the tactics are revealed together: the defender does not see the attacker's first.
    if (tacticUnrevealed(s) && side != s.phasing()) {
        v.state.combat.attackerTactic.clear();
        v.tacticHidden = true;
    }
    // E7.5.1: the British player sees that the note is made, not what it says.
    if (noteUnrevealed(s) && side == Side::British) {
        v.state.militiaCommitted = false;
        v.noteHidden = true;
    }
    // 7.42, E3.7: below the top counter, an enemy stack not examined shows only its height.
    if (!limitedIntelligence(s)) return v;
    const std::set<int> named = namedInTheOpen(s);
    std::set<HexId> hexes;
    for (int p = 0; p < static_cast<int>(s.pieces.size()); ++p)
        if (s.onMap(p)) hexes.insert(s.pieces[static_cast<std::size_t>(p)].hex);
    for (HexId hex : hexes) {
        if (stackKnown(s, side, hex)) continue;
        const auto stack = stackIn(s, hex);
        for (std::size_t i = 0; i + 1 < stack.size(); ++i) {
            if (named.count(stack[i])) continue;
            v.unseen.push_back(stack[i]);
            v.state.pieces[static_cast<std::size_t>(stack[i])].hex = HexId{};
            ++v.unseenIn[hex];
        }
    }
    std::sort(v.unseen.begin(), v.unseen.end());
    return v;
}

GameState SeriesGame::determinize(const SeriesView& view, Rng& rng) const {
    GameState s = view.state;
    s.rng = Rng(rng.next());
    if (view.tacticHidden) {
        // 12.61: one of the tactics the attacker could have chosen, as the rules list them.
        GameState asked = s;
        asked.combat.stage = CombatStage::AttackerTactic;
        std::vector<std::string> tactics;
        for (const auto& a : core::legalActions(asked))
            if (const auto* t = std::get_if<ChooseTactic>(&a)) tactics.push_back(t->tactic);
        if (!tactics.empty()) s.combat.attackerTactic = tactics[static_cast<std::size_t>(rng.below(static_cast<int>(tactics.size())))];
    }
    // E7.5.1: the note says either.
    if (view.noteHidden) s.militiaCommitted = rng.below(2) == 0;
    if (view.unseen.empty()) return s;
    // 7.42: the unseen counters spread over the stacks that hide them; a draw that breaks a rule
    // every state keeps (stacking, 7.3) is drawn again, the last draw kept if none keeps them.
    constexpr int kDraws = 64;
    GameState drawn = s;
    for (int i = 0; i < kDraws; ++i) {
        drawn = s;
        if (placeUnseen(view, drawn, rng) && checkInvariants(drawn).empty() && this->view(drawn, view.player) == view) break;
    }
    return drawn;
}

nlohmann::json SeriesGame::viewToJson(const SeriesView& view) const {
    nlohmann::json j = core::stateToJson(view.state);
    // The view's hash would be of a state no one holds: it is no save's hash.
    j.erase("hash");
    j["player"] = std::string(sideId(sideOfPlayer(view.player)));
    std::set<std::string> unseenIds;
    for (int p : view.unseen) unseenIds.insert(view.state.pieceId(p));
    auto& pieces = j["pieces"];
    pieces.erase(std::remove_if(pieces.begin(), pieces.end(), [&](const nlohmann::json& e) { return unseenIds.count(e["id"].get<std::string>()) > 0; }),
                 pieces.end());
    j["unseen"] = nlohmann::json::object();
    for (const auto& [hex, count] : view.unseenIn) j["unseen"][hex.str()] = count;
    return j;
}

bool SeriesGame::hasScenario(const std::string& scenario) const {
    return m_data->scenario(scenario) != nullptr || m_data->brokenScenarios.count(scenario) > 0;
}

engine::Applied SeriesGame::record(Game& match, const Action& action) const { return applied(match.apply(action)); }

bool SeriesGame::isLiveChance(const nlohmann::json& json) const {
    return json.is_object() && json.size() == 1 && json.contains("type") && json["type"] == "roll";
}

engine::Applied SeriesGame::rollLive(Game& match) const { return applied(match.rollDie(entropyDice())); }

std::vector<std::string> SeriesGame::scenarios() const {
    std::vector<std::string> out;
    for (const auto& s : m_data->scenarios) out.push_back(s.id);
    return out;
}

std::vector<engine::Options> SeriesGame::optionSets(const std::string& scenario) const {
    const Scenario* s = m_data->scenario(scenario);
    return s ? core::optionSets(*s) : std::vector<engine::Options>{};
}

namespace {
constexpr Policy kPolicies[] = {Policy::Random, Policy::Decline, Policy::Take, Policy::Edge};
}  // namespace

std::vector<std::string> SeriesGame::policies() const {
    std::vector<std::string> out;
    for (Policy p : kPolicies) out.emplace_back(policyName(p));
    return out;
}

Action SeriesGame::randomAction(const GameState& state, std::size_t policy, Rng& rng) const { return policyAction(state, rng, kPolicies[policy]); }

std::vector<Action> SeriesGame::illegalNeighbours(const GameState& state, const Action& action, std::size_t policy) const {
    return kPolicies[policy] == Policy::Edge ? core::illegalNeighbours(state, action) : std::vector<Action>{};
}

// The rules' invariants, and every move search kept for this state against a fresh one (9.2):
// the soak and the arena check after each action that what the searches keep stays exact.
std::vector<std::string> SeriesGame::invariants(const GameState& state) const {
    auto out = checkInvariants(state);
    for (auto& differs : checkKeptSearches(state)) out.push_back(std::move(differs));
    return out;
}

std::string SeriesGame::ending(const GameState& state) const {
    const auto& o = state.outcome;
    return o.winner ? std::string(sideName(*o.winner)) + " " + o.level : "no winner decided (" + o.rule + ")";
}

std::vector<engine::Options> optionSets(const Scenario& scenario) {
    std::vector<std::string> variants = {"none"};
    for (const auto& v : scenario.variants) variants.push_back(v.id);
    std::vector<std::string> options;
    for (const auto& o : scenario.options) options.push_back(o.id);
    std::vector<engine::Options> out;
    for (const auto& variant : variants)
        for (std::uint32_t mask = 0; mask < (1u << options.size()); ++mask) {
            engine::Options set;
            if (variant != "none") set["variant"] = variant;
            for (std::size_t i = 0; i < options.size(); ++i)
                if (mask & (1u << i)) set[options[i]] = "on";
            out.push_back(std::move(set));
        }
    return out;
}

std::string SeriesGame::summary(const GameState& s) const {
    const Decision d = decision(s);
    std::string out = std::string(s.scenario->name) + ", turn " + std::to_string(s.turn) + ": " + std::string(phaseName(s.phase));
    // The set-up belongs to no player turn: it is headed by whoever places or notes now.
    if (const auto placer = sideOf(d.player); s.phase == Phase::Setup && placer)
        out += " (" + std::string(sideName(*placer)) + ")";
    else if (s.phase != Phase::Initiative && s.phase != Phase::GameOver)
        out += " (" + std::string(sideName(s.phasing())) + ")";
    out += "\nwaiting for: " + std::string(playerId(d.player)) + " — " + d.prompt + " (" + d.rule + ")";
    return out;
}

std::string SeriesGame::details(const GameState& s) const {
    return "Army Morale: American " + std::to_string(s.armyMorale[0]) + ", British " + std::to_string(s.armyMorale[1]) + "; momentum chits: American " +
           std::to_string(s.momentum[0]) + ", British " + std::to_string(s.momentum[1]) + ", pool " + std::to_string(5 - s.momentum[0] - s.momentum[1]);
}

namespace {

// This process's CPU time: one core's work, whatever else the machine is running.
double cpuSeconds() {
    timespec t{};
    ::clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) / 1e9;
}

// A close combat front reached deterministically: the first declaration (12.21, before any
// attack is declared) of the random Campaign games from seed 1 on where at least four units
// may attack, from three hexes or more, against two enemy hexes or more.
std::optional<GameState> closeCombatFront(const DataSet& data) {
    std::string error;
    for (std::uint64_t seed = 1; seed <= 100; ++seed) {
        auto s = newGame(data, "campaign", {}, seed, error);
        if (!s) return std::nullopt;
        Rng policy(seed + 17);
        while (!core::isTerminal(*s)) {
            if (s->step == Step::DeclareCombats && s->combats.empty()) {
                int units = 0;
                std::set<HexId> from, against;
                for (int u = 0; u < s->unitCount(); ++u) {
                    if (!mayAttack(*s, u)) continue;
                    ++units;
                    from.insert(s->pieces[static_cast<std::size_t>(u)].hex);
                    for (HexId h : attackableHexes(*s, u)) against.insert(h);
                }
                if (units >= 4 && from.size() >= 3 && against.size() >= 2) return s;
            }
            core::apply(*s, core::randomAction(*s, policy));
        }
    }
    return std::nullopt;
}
}  // namespace

std::string SeriesGame::bench(std::ostream& out, std::ostream& notes, bool quick) const {
    const DataSet& data = *m_data;
    std::string error;
    auto start = newGame(data, "campaign", {}, 1, error);
    if (!start) return error;
    // The Campaign opens with the fog roll (E3.9.1); a clear turn puts the British in motion.
    if (start->step == Step::FogRoll) core::apply(*start, RollDie{9});
    using Clock = std::chrono::steady_clock;
    // reachable_hexes_us: the median of many single queries for one unit at the Campaign start.
    // Searches of one state share what they read of the map, so the queries alternate with a
    // state where another unit has moved: each is a first search of its state.
    {
        const int piece = *start->pieceIndex("br-24th");
        GameState moved = *start;
        for (const auto& a : core::legalActions(*start))
            if (const auto* m = std::get_if<Move>(&a); m && m->unit != "br-24th") {
                core::apply(moved, a);
                break;
            }
        std::vector<double> samples;
        std::size_t sink = 0;
        for (int i = 0; i < (quick ? 2 : 2000); ++i) {
            const GameState& s = i % 2 ? moved : *start;
            const auto t0 = Clock::now();
            sink += reachableHexes(s, piece, false).size();
            samples.push_back(std::chrono::duration<double, std::micro>(Clock::now() - t0).count());
        }
        std::nth_element(samples.begin(), samples.begin() + static_cast<long>(samples.size() / 2), samples.end());
        out << "reachable_hexes_us: " << static_cast<double>(static_cast<int>(samples[samples.size() / 2] * 10)) / 10 << " us\n";
        if (sink == 0) notes << "bench: br-24th reaches no hex\n";
    }
    // los_query_us and los_battery_us: one LOS query, and every hex within range 4 of a battery.
    {
        const HexId battery = *HexId::parse("1928");
        std::vector<HexId> targets;
        for (HexId h : start->map->allHexes())
            if (distance(h, battery) >= 2 && distance(h, battery) <= 4) targets.push_back(h);
        std::vector<double> query, sweep;
        int clear = 0;
        for (int round = 0; round < (quick ? 1 : 200); ++round) {
            const auto t0 = Clock::now();
            for (HexId t : targets) clear += lineOfSight(*start, battery, t).clear ? 1 : 0;
            const double us = std::chrono::duration<double, std::micro>(Clock::now() - t0).count();
            sweep.push_back(us);
            query.push_back(us / static_cast<double>(targets.size()));
        }
        auto median = [](std::vector<double>& v) {
            std::nth_element(v.begin(), v.begin() + static_cast<long>(v.size() / 2), v.end());
            return static_cast<double>(static_cast<int>(v[v.size() / 2] * 100)) / 100;
        };
        out << "los_query_us: " << median(query) << " us\n";
        out << "los_battery_us: " << median(sweep) << " us\n";
        if (clear == 0) notes << "bench: no line of sight was clear\n";
    }
    // random_campaign_games_per_s: whole random Campaign games, as selfplay plays them, per
    // second of this process's CPU time: one core's rate, however busy the machine is.
    {
        const double t0 = cpuSeconds();
        int games = 0;
        while (games < (quick ? 1 : 5) || (!quick && cpuSeconds() - t0 < 2.0)) {
            GameState s = *start;
            Rng policy(static_cast<std::uint64_t>(games) + 17);
            while (!core::isTerminal(s)) core::apply(s, core::randomAction(s, policy));
            ++games;
        }
        const double seconds = cpuSeconds() - t0;
        out << "random_campaign_games_per_s: " << static_cast<double>(static_cast<int>(games / seconds * 10)) / 10 << " games/s\n";
    }
    // legal_actions_close_combat_us: every attack and Diversion of a close combat front checked
    // against 12.12-12.15 and the Pinned Unit Cases, as legalActions lists them.
    {
        const auto front = closeCombatFront(data);
        if (!front) return "bench: no random Campaign game reached a close combat front";
        std::vector<double> samples;
        std::size_t sink = 0;
        for (int i = 0; i < (quick ? 1 : 500); ++i) {
            const auto t0 = Clock::now();
            sink += core::legalActions(*front).size();
            samples.push_back(std::chrono::duration<double, std::micro>(Clock::now() - t0).count());
        }
        std::nth_element(samples.begin(), samples.begin() + static_cast<long>(samples.size() / 2), samples.end());
        out << "legal_actions_close_combat_us: " << static_cast<double>(static_cast<int>(samples[samples.size() / 2] * 10)) / 10 << " us\n";
        if (sink == 0) notes << "bench: the close combat front has no legal action\n";
    }
    // save_load_verify_ms: a finished random Campaign game written as save text, parsed,
    // replayed action by action and checked against its state hash (the file itself is not
    // written: a disk's fsync would be measured, not Tricorne).
    {
        auto game = Game::start(data, "campaign", {}, 1, error);
        if (!game) return error;
        game->apply(RollDie{9});
        Rng policy(17);
        while (!core::isTerminal(game->state())) game->apply(core::randomAction(game->state(), policy));
        std::vector<double> samples;
        for (int i = 0; i < (quick ? 1 : 7); ++i) {
            const auto t0 = Clock::now();
            const std::string text = saveJson(*game).dump(1);
            auto json = parseJsonText(text, error);
            auto loaded = json ? loadSave(data, *json, error) : std::nullopt;
            samples.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
            if (!loaded) return "bench: the finished game does not reload: " + error;
        }
        std::nth_element(samples.begin(), samples.begin() + static_cast<long>(samples.size() / 2), samples.end());
        out << "save_load_verify_ms: " << static_cast<double>(static_cast<int>(samples[samples.size() / 2] * 10)) / 10 << " ms\n";
    }
    // parse_1mib_ms: a 1 MiB save whose action list is 170,000 empty objects, the shape a
    // parse once took quadratic time on, parsed and refused at its first action.
    {
        auto game = Game::start(data, "campaign", {}, 1, error);
        if (!game) return error;
        std::string text = saveJson(*game).dump();
        const std::string head = "\"actions\":[";
        const auto at = text.find(head);
        if (at == std::string::npos) return "bench: a save has no action list";
        std::string filler;
        while (text.size() + filler.size() < 1024 * 1024) filler += "{},";
        text.insert(at + head.size(), filler.substr(0, filler.size() - (text[at + head.size()] == ']' ? 1 : 0)));
        std::vector<double> samples;
        for (int i = 0; i < (quick ? 1 : 5); ++i) {
            const auto t0 = Clock::now();
            auto json = parseJsonText(text, error);
            const bool loaded = json && loadSave(data, *json, error);
            samples.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
            if (loaded) return "bench: a save of empty actions was loaded";
        }
        std::nth_element(samples.begin(), samples.begin() + static_cast<long>(samples.size() / 2), samples.end());
        out << "parse_1mib_ms: " << static_cast<double>(static_cast<int>(samples[samples.size() / 2] * 10)) / 10 << " ms\n";
    }
    return {};
}

}  // namespace tricorne::core
