#include "tricorne/series/game/series_game.h"

#include "tricorne/engine/game_driver.h"

#include <algorithm>
#include <set>

#include "tricorne/series/game/random_play.h"
#include "tricorne/series/rules/intelligence.h"

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

Side sideOfPlayer(int player) { return player == 0 ? Side::American : Side::British; }

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

std::vector<std::string> SeriesGame::invariants(const GameState& state) const { return checkInvariants(state); }

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
    if (s.phase == Phase::Setup && d.player != Player::Chance)
        out += " (" + std::string(sideName(d.player == Player::American ? Side::American : Side::British)) + ")";
    else if (s.phase != Phase::Initiative && s.phase != Phase::GameOver)
        out += " (" + std::string(sideName(s.phasing())) + ")";
    out += "\nwaiting for: " + std::string(playerId(d.player)) + " — " + d.prompt + " (" + d.rule + ")";
    return out;
}

std::string SeriesGame::details(const GameState& s) const {
    return "Army Morale: American " + std::to_string(s.armyMorale[0]) + ", British " + std::to_string(s.armyMorale[1]) + "; momentum chits: American " +
           std::to_string(s.momentum[0]) + ", British " + std::to_string(s.momentum[1]) + ", pool " + std::to_string(5 - s.momentum[0] - s.momentum[1]);
}

}  // namespace tricorne::core
