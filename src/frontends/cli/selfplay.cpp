#include "selfplay.h"

#include <ctime>

#include "tricorne/series/game/game.h"
#include "tricorne/series/game/save.h"

namespace tricorne::cli {

using namespace tricorne::core;

namespace {
double cpuNow() { return static_cast<double>(std::clock()) / CLOCKS_PER_SEC; }

// An action the rules must refuse, tried on the live state: refused, and nothing changed.
void probe(GameState& state, const Action& illegal, std::uint64_t game, SelfplayResult& out, std::ostream& err) {
    const std::uint64_t before = stateHash(state);
    const auto r = core::apply(state, illegal);
    ++out.probes;
    if (r.ok()) {
        ++out.violations;
        err << "game " << game << ": an illegal action was played: " << describe(illegal) << "\n";
    } else if (stateHash(state) != before) {
        ++out.violations;
        err << "game " << game << ": refusing " << describe(illegal) << " (" << r.error << ") changed the state\n";
    }
}
}  // namespace

SelfplayResult runSelfplay(const DataSet& data, const SelfplayRun& run, std::ostream& err) {
    SelfplayResult out;
    const double started = cpuNow();
    for (std::uint64_t g = 0; g < run.games; ++g) {
        auto state = newGame(data, run.scenario, run.options, run.seed + g, out.error);
        if (!state) return out;
        Rng policy(run.seed * 1000003 + g);
        std::uint64_t played = 0;
        while (!isTerminal(*state)) {
            if (played == run.maxActions) {
                ++out.violations;
                err << "game " << g << ": not over after " << played << " actions\n";
                break;
            }
            const Action a = policyAction(*state, policy, run.policy);
            if (run.policy == Policy::Edge)
                for (const Action& illegal : illegalNeighbours(*state, a)) probe(*state, illegal, g, out, err);
            auto r = core::apply(*state, a);
            if (!r.ok()) {
                ++out.violations;
                err << "game " << g << ": a legal action was refused: " << describe(a) << ": " << r.error << "\n";
                break;
            }
            ++played;
            for (const auto& broken : checkInvariants(*state)) {
                ++out.violations;
                err << "game " << g << " after " << describe(a) << ": " << broken << "\n";
            }
        }
        out.actions += played;
        ++out.games;
        const auto& o = state->outcome;
        out.endings[o.winner ? std::string(sideName(*o.winner)) + " " + o.level : "no winner decided (" + o.rule + ")"]++;
    }
    out.cpuSeconds = cpuNow() - started;
    return out;
}

std::vector<std::map<std::string, std::string>> optionSets(const Scenario& scenario) {
    std::vector<std::string> variants = {"none"};
    for (const auto& v : scenario.variants) variants.push_back(v.id);
    std::vector<std::string> options;
    for (const auto& o : scenario.options) options.push_back(o.id);
    std::vector<std::map<std::string, std::string>> out;
    for (const auto& variant : variants)
        for (std::uint32_t mask = 0; mask < (1u << options.size()); ++mask) {
            std::map<std::string, std::string> set;
            if (variant != "none") set["variant"] = variant;
            for (std::size_t i = 0; i < options.size(); ++i)
                if (mask & (1u << i)) set[options[i]] = "on";
            out.push_back(std::move(set));
        }
    return out;
}

std::string describeOptions(const std::map<std::string, std::string>& options) {
    std::string out;
    for (const auto& [name, value] : options) out += (out.empty() ? "" : " ") + name + "=" + value;
    return out.empty() ? "defaults" : out;
}

}  // namespace tricorne::cli
