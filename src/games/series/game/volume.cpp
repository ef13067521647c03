#include "tricorne/series/volume.h"

#include <map>
#include <mutex>

#include "tricorne/series/game/game.h"
#include "tricorne/series/rules/victory.h"

namespace tricorne::core {

void Volume::endOfGameVictory(GameState& s, Events& events) const {
    awardEndOfGameVp(s, events);
    // 4: the side with more victory points wins a Marginal victory; with a tie, no side wins.
    const auto vp = s.vpHalves;
    if (vp[0] != vp[1])
        declareVictory(s, vp[0] > vp[1] ? Side::American : Side::British, "marginal", vpScore(vp), "4", events);
    else
        declareNoWinner(s, vpScore(vp), "4");
}

std::optional<Side> Volume::endOfTurnWinner(const GameState& s) const {
    // Played on a copy, so the state asked of stays as it is.
    GameState ended = s;
    Events ignored;
    endOfTurnVictory(ended, ignored);
    return ended.outcome.over ? ended.outcome.winner : std::nullopt;
}

void Volume::awardEndOfGameVp(GameState& s, Events& events) const { s.vpHalves = finalVpHalves(s, &events); }

std::array<int, 2> Volume::finalVpHalves(const GameState& s, Events* events) const { return seriesFinalVpHalves(s, events); }

const Volume& seriesRulesAlone() {
    static const Volume kSeries;
    return kSeries;
}

namespace {
std::mutex& registryMutex() {
    static std::mutex m;
    return m;
}
std::map<std::string, const Volume*>& registry() {
    static std::map<std::string, const Volume*> volumes;
    return volumes;
}
}  // namespace

void registerVolume(const std::string& id, const Volume& volume) {
    const std::lock_guard lock(registryMutex());
    registry()[id] = &volume;
}

const Volume* findVolume(const std::string& id) {
    const std::lock_guard lock(registryMutex());
    const auto it = registry().find(id);
    return it == registry().end() ? nullptr : it->second;
}

}  // namespace tricorne::core
