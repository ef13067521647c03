// Every refusal the player sees names its rule: whatever answer is refused, in any scenario
// and at any step, the core's reason begins with the section that forbids it.
#include <gtest/gtest.h>

#include <regex>
#include <set>
#include <string>
#include <vector>

#include "data_test_support.h"
#include "tricorne/series/game/game.h"
#include "tricorne/series/game/random_play.h"

using namespace tricorne::core;
using tricorne::test::realData;

namespace {
constexpr int kActions = 400;  // every phase of the first turns
constexpr std::size_t kEarlier = 12;

// "9.2: ...", "12.23 step 2: ...", "E7.5.1: ...", "13.1 '*': ...", "12.12, 12.13: ...".
bool namesItsRule(const std::string& refusal) {
    static const std::regex kSection(R"(^E?\d+(\.\d+)*( step \d+| '\*'| [A-Z]+)?(, E?\d+(\.\d+)*)*: .+)");
    return std::regex_match(refusal, kSection);
}

// Plays `scenario` with `policy` to its end; at each choice tries the illegal neighbours of
// the action chosen and every answer given earlier in the game that is not legal now.
std::set<std::string> unnamedRefusals(const std::string& scenario, const std::map<std::string, std::string>& options, Policy policy,
                                      std::uint64_t seed, int& tried) {
    std::set<std::string> unnamed;
    std::string error;
    auto s = newGame(realData(), scenario, options, seed, error);
    EXPECT_TRUE(s) << error;
    if (!s) return unnamed;
    Rng rng(seed);
    std::vector<Action> earlier;
    for (int actions = 0; !isTerminal(*s) && actions < kActions; ++actions) {
        const Action chosen = policyAction(*s, rng, policy);
        const auto legal = legalActions(*s);
        std::vector<Action> illegal = illegalNeighbours(*s, chosen);
        for (const Action& a : earlier)
            if (std::find(legal.begin(), legal.end(), a) == legal.end()) illegal.push_back(a);
        for (const Action& a : illegal) {
            GameState copy = *s;
            const ApplyResult r = apply(copy, a);
            if (r.ok()) continue;
            ++tried;
            if (!namesItsRule(r.error)) unnamed.insert(describe(a) + " -> " + r.error);
        }
        // The answers given last, of whatever kind.
        earlier.push_back(chosen);
        if (earlier.size() > kEarlier) earlier.erase(earlier.begin());
        EXPECT_TRUE(apply(*s, chosen).ok());
    }
    return unnamed;
}
}  // namespace

TEST(Refusals, Rule5_EveryRefusalNamesTheSectionThatForbidsIt) {
    EXPECT_TRUE(namesItsRule("12.23 step 2: the lead unit is chosen by its owner"));
    EXPECT_TRUE(namesItsRule("E7.5.1: the note is made once"));
    EXPECT_FALSE(namesItsRule("no-such-counter is not a counter"));
    int tried = 0;
    std::set<std::string> unnamed;
    const std::vector<std::pair<std::string, std::map<std::string, std::string>>> games = {
        {"campaign", {}}, {"campaign", {{"limited-intelligence", "on"}}}, {"freemans-farm", {}}, {"next-day", {{"secret-commitment", "on"}}}};
    for (const auto& [scenario, options] : games)
        for (Policy policy : {Policy::Random, Policy::Edge})
            for (const auto& u : unnamedRefusals(scenario, options, policy, 11, tried)) unnamed.insert(u);
    EXPECT_GT(tried, 3000);
    for (const auto& u : unnamed) ADD_FAILURE() << u;
}
