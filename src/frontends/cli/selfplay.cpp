#include "selfplay.h"

#include <ctime>

namespace tricorne::cli {

namespace {
double cpuNow() { return static_cast<double>(std::clock()) / CLOCKS_PER_SEC; }
}  // namespace

SelfplayResult runSelfplay(const engine::GameDriver& game, const SelfplayRun& run, std::ostream& err) {
    SelfplayResult out;
    const double started = cpuNow();
    for (std::uint64_t g = 0; g < run.games; ++g) {
        auto session = game.start(run.scenario, run.options, run.seed + g, out.error);
        if (!session) return out;
        core::Rng policy(run.seed * 1000003 + g);
        std::uint64_t played = 0;
        while (!session->isTerminal()) {
            if (played == run.maxActions) {
                ++out.violations;
                err << "game " << g << ": not over after " << played << " actions\n";
                break;
            }
            const engine::RandomStep step = session->randomStep(run.policy, policy);
            out.probes += step.probes;
            for (const auto& failure : step.probeFailures) {
                ++out.violations;
                err << "game " << g << ": " << failure << "\n";
            }
            if (!step.applied.ok()) {
                ++out.violations;
                err << "game " << g << ": a legal action was refused: " << step.described << ": " << step.applied.refusal << "\n";
                break;
            }
            ++played;
            for (const auto& broken : session->invariants()) {
                ++out.violations;
                err << "game " << g << " after " << session->lastDescribed() << ": " << broken << "\n";
            }
        }
        out.actions += played;
        ++out.games;
        out.endings[session->ending()]++;
    }
    out.cpuSeconds = cpuNow() - started;
    return out;
}

std::string describeOptions(const engine::Options& options) {
    std::string out;
    for (const auto& [name, value] : options) out += (out.empty() ? "" : " ") + name + "=" + value;
    return out.empty() ? "defaults" : out;
}

}  // namespace tricorne::cli
