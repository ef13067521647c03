// The Defensive Artillery Fire Phase (11) and the Rifle Fire Phase (10): declaring fire,
// the to-hit and damage rolls, and 10.4's simultaneous results.
#include <algorithm>

#include "../game/sequence.h"
#include "tricorne/series/rules/fire.h"
#include "tricorne/series/rules/results.h"

namespace tricorne::core::detail {

namespace {
Fire asFire(const GameState& s, const FireDeclaration& d) {
    Fire f{{}, s.pieceId(d.target)};
    for (int i : d.firers) f.firers.push_back(s.pieceId(i));
    return f;
}

void resetFireMarks(GameState& s) {
    for (auto& p : s.pieces) p.fired = p.targeted = false;
    s.fires.clear();
    s.fireOutcomes.clear();
    s.fireIndex = 0;
    s.fireHit = false;
    s.fireCommitment.reset();
}

void beginResolving(GameState& s, int index) {
    s.fireIndex = index;
    s.fireHit = false;
    s.toHitRollsLeft = previewFire(s, asFire(s, s.fires[static_cast<std::size_t>(index)])).rolls;
    s.step = Step::FireRoll;
}

// 10.5: firing units lose their first fire, hit or miss.
void spendFirstFire(GameState& s, const FireDeclaration& d) {
    for (int i : d.firers) s.pieces[static_cast<std::size_t>(i)].firstFire = false;
}

// 10.4: every rifle result at once, then the non-phasing player's retreats before the phasing player's.
void applyRifleOutcomes(GameState& s, Events& events) {
    for (const auto& o : s.fireOutcomes) {
        applyFireResult(s, o.target, o.result, "10.4", events);
        if (s.step == Step::Over) return;
    }
    s.fireOutcomes.clear();
    const Side first = enemyOf(s.phasing());
    std::stable_partition(s.retreats.begin(), s.retreats.end(), [&](const RetreatOrder& r) { return s.sideOf(r.unit) == first; });
    processPendingResults(s, events);
}

void nextRifleFire(GameState& s, Events& events) {
    if (s.fireIndex + 1 < static_cast<int>(s.fires.size()))
        beginResolving(s, s.fireIndex + 1);
    else
        applyRifleOutcomes(s, events);
}

// Moves past declaring sides that have nothing to fire.
void advanceRifleDeclaration(GameState& s, Events& events) {
    while (s.step == Step::RifleDeclare && !anyLegalFire(s)) {
        if (s.rifleDeclaring == 0) {
            s.rifleDeclaring = 1;
            continue;
        }
        if (s.fires.empty())
            finishPhase(s, events);
        else
            beginResolving(s, 0);
    }
}

std::string declare(GameState& s, const Fire& fire, bool artillery, Events& events) {
    if (auto why = checkFire(s, fire)) return *why;
    FireDeclaration d;
    d.artillery = artillery;
    d.target = *s.pieceIndex(fire.target);
    d.side = enemyOf(s.sideOf(d.target));
    for (const auto& id : fire.firers) {
        const int f = *s.pieceIndex(id);
        d.firers.push_back(f);
        s.pieces[static_cast<std::size_t>(f)].fired = true;
        s.volumeRules->onFire(s, f, events);
    }
    s.pieces[static_cast<std::size_t>(d.target)].targeted = true;
    // 7.42: the fire on the examined hex is made.
    if (s.fireCommitment == s.pieces[static_cast<std::size_t>(d.target)].hex) s.fireCommitment.reset();
    const FirePreview p = previewFire(s, fire);
    std::string text = describe(fire) + ": " + std::to_string(p.sp) + " SP at range " + std::to_string(p.range) + ", to hit " +
                       std::to_string(p.toHit);
    for (const auto& drm : p.drms) text += ", " + std::string(drm.drm > 0 ? "+" : "") + std::to_string(drm.drm) + " " + drm.text + " (" + drm.rule + ")";
    events.push_back({artillery ? "11.2" : "10.2", text, {s.pieces[static_cast<std::size_t>(d.target)].hex}});
    s.fires.push_back(d);
    if (artillery) beginResolving(s, static_cast<int>(s.fires.size()) - 1);
    return "";
}

std::string rollForFire(GameState& s, int die, Events& events) {
    if (die < 0 || die > 9) return "2.3: a die reads 0 to 9";
    const FireDeclaration d = s.fires[static_cast<std::size_t>(s.fireIndex)];
    const Fire fire = asFire(s, d);
    const FirePreview p = previewFire(s, fire);
    const HexId at = s.pieces[static_cast<std::size_t>(d.target)].hex;
    const std::string procedure = d.artillery ? "11.3" : "10.3";
    if (!s.fireHit) {
        const int total = die + p.totalDrm;
        const bool hit = total >= p.toHit;
        --s.toHitRollsLeft;
        events.push_back({procedure, "To hit " + std::to_string(p.toHit) + ": die " + std::to_string(die) + (p.totalDrm ? (p.totalDrm > 0 ? " +" : " ") + std::to_string(p.totalDrm) : "") +
                                         " = " + std::to_string(total) + (hit ? ": hit" : ": miss"),
                          {at}});
        if (hit) {
            s.fireHit = true;
            return "";
        }
        if (s.toHitRollsLeft > 0) {
            events.push_back({"10.7", "The Jaegers roll again at the same target", {at}});
            return "";
        }
        spendFirstFire(s, d);
        if (d.artillery)
            processPendingResults(s, events);
        else
            nextRifleFire(s, events);
        return "";
    }
    // 10.3, 11.3 step 3: an unmodified roll on the damage table.
    const auto& table = d.artillery ? *s.series->artilleryDamage : *s.series->rifleDamage;
    const std::string result = table.results[static_cast<std::size_t>(die)];
    events.push_back({procedure, std::string(d.artillery ? "Artillery" : "Rifle") + " Fire Damage Table, die " + std::to_string(die) + ": " + result, {at}});
    spendFirstFire(s, d);
    if (d.artillery) {
        applyFireResult(s, d.target, result, "11.3", events);
        if (s.step != Step::Over) processPendingResults(s, events);
    } else {
        s.fireOutcomes.push_back({d.target, result});
        nextRifleFire(s, events);
    }
    return "";
}
}  // namespace

void startArtilleryFire(GameState& s, Events& events) {
    resetFireMarks(s);
    s.step = Step::ArtilleryFire;
    // 11.1: fire is voluntary; with no battery able to fire there is nothing to decide.
    if (!anyLegalFire(s)) finishPhase(s, events);
}

void startRifleFire(GameState& s, Events& events) {
    resetFireMarks(s);
    s.rifleDeclaring = 0;
    s.step = Step::RifleDeclare;
    advanceRifleDeclaration(s, events);
}

std::vector<Action> fireActions(const GameState& s) {
    std::vector<Action> out;
    if (s.step == Step::FireRoll) {
        for (int v = 0; v < 10; ++v) out.push_back(RollDie{v});
        return out;
    }
    for (auto& f : legalFires(s)) out.push_back(std::move(f));
    if (!s.fireCommitment) out.push_back(EndPhase{});  // 7.42: the examined hex must be fired on
    return out;
}

std::string applyFire(GameState& s, const Action& action, Events& events) {
    if (s.step == Step::FireRoll) return rollForFire(s, std::get<RollDie>(action).value, events);
    const bool artillery = s.step == Step::ArtilleryFire;
    if (const auto* fire = std::get_if<Fire>(&action)) {
        auto error = declare(s, *fire, artillery, events);
        if (error.empty() && !artillery) advanceRifleDeclaration(s, events);
        return error;
    }
    if (std::holds_alternative<EndPhase>(action)) {
        if (s.fireCommitment) return "7.42: the stack examined in " + s.fireCommitment->str() + " must be fired on before the fire ends";
        if (artillery) {
            finishPhase(s, events);
        } else if (s.rifleDeclaring == 0) {
            s.rifleDeclaring = 1;
            advanceRifleDeclaration(s, events);
        } else if (s.fires.empty()) {
            finishPhase(s, events);
        } else {
            beginResolving(s, 0);
        }
        return "";
    }
    return artillery ? "11.1: the non-phasing player fires artillery or ends the phase" : "10.2: declare rifle fire or pass";
}

}  // namespace tricorne::core::detail
