// E7.5.1 (option): the secret commitment of the Next Day's turn-3 militia.
#include "tricorne/saratoga/secret_commitment.h"

#include <algorithm>

#include "tricorne/series/rules/army_morale.h"
#include "tricorne/series/rules/leaders.h"

namespace tricorne::core::saratoga {

namespace {
constexpr const char* kOption = "secret-commitment";

std::string nameOf(const GameState& s, int piece) {
    if (s.isLeader(piece)) return leaderFace(s, piece).name;
    const UnitDef& u = s.unitDef(piece);
    return u.shortName.empty() ? u.name : u.shortName;
}
}  // namespace

std::vector<int> committableMilitia(const GameState& s) {
    std::vector<int> out;
    const nlohmann::json* effects = s.optionEffects(kOption);
    if (!effects) return out;
    for (const auto& id : effects->value("units", std::vector<std::string>{}))
        if (auto p = s.pieceIndex(id)) out.push_back(*p);
    return out;
}

int militiaTurn(const GameState& s) {
    const auto militia = committableMilitia(s);
    for (const auto& r : s.scenario->reinforcements)
        if (!militia.empty() && std::find(r.counters.begin(), r.counters.end(), s.pieceId(militia.front())) != r.counters.end()) return r.turn;
    return 0;
}

std::string militiaNames(const GameState& s) {
    const auto militia = committableMilitia(s);
    std::string out;
    for (std::size_t i = 0; i < militia.size(); ++i)
        out += (i == 0 ? "" : i + 1 == militia.size() ? " and " : ", ") + nameOf(s, militia[i]);
    return out;
}

std::optional<SecretNote> militiaNote(const GameState& s) {
    const auto militia = committableMilitia(s);
    if (militia.empty()) return std::nullopt;
    const std::string names = militiaNames(s);
    const std::string turn = std::to_string(militiaTurn(s));
    SecretNote note;
    note.rule = "E7.5.1";
    note.writer = Side::American;
    note.pieces = militia;
    note.turn = militiaTurn(s);
    note.asked = "The American player notes in secret whether " + names + " come on turn " + turn + " (E7.5.1).";
    note.made = "The American note on " + names + " is made; it is revealed at the start of the American half of turn " + turn + " (E7.5.1).";
    note.secrecy = "Your note is secret: the British player will not see it until it is revealed at the start of the American half of turn " + turn + " (E7.5.1).";
    // Militia that come enter at their reinforcement hex, where their counters wait.
    const std::string entry = s.pieces[static_cast<std::size_t>(militia.front())].hex.str();
    note.choices = {{Commit{true}, "They come, for 1 Army Morale",
                     names + " enter at " + entry + " on turn " + turn + ", and 1 Army Morale is surrendered when they are placed (E7.5.1)"},
                    {Commit{false}, "They do not come", names + " are not used: they never enter and are worth no victory points (E7.5.1)"}};
    return note;
}

bool commitmentDue(const GameState& s) { return !s.militiaCommitted && !committableMilitia(s).empty(); }

std::string misplacedCommitment(const GameState& s) {
    if (committableMilitia(s).empty()) return "E7.5.1: the secret commitment of the militia is not played in this game";
    if (s.militiaCommitted) return "E7.5.1: the American player notes once, at the start of the game, whether the militia come";
    return "E7.5.1: the note is the American player's, made once the set-up is done";
}

std::string applyCommitment(GameState& s, const Action& action, std::vector<Event>& events) {
    const auto* commit = std::get_if<Commit>(&action);
    if (!commit) return "E7.5.1: the American player first notes in secret whether " + militiaNames(s) + " come";
    s.militiaCommitted = commit->use;
    // The event says that a note was made, never what it says.
    events.push_back({"E7.5.1", "The American player notes in secret whether " + militiaNames(s) + " come on turn " +
                                    std::to_string(militiaTurn(s)) + "; the note is revealed at the start of the American half of that turn",
                      {}});
    return "";
}

void revealCommitment(GameState& s, std::vector<Event>& events) {
    if (!s.militiaCommitted || s.militiaRevealed || s.phasing() != Side::American || s.turn < militiaTurn(s)) return;
    s.militiaRevealed = true;
    const auto militia = committableMilitia(s);
    if (*s.militiaCommitted) {
        events.push_back({"E7.5.1", "The American note is revealed: " + militiaNames(s) + " come; 1 Army Morale is surrendered when they are placed", {}});
        return;
    }
    // Not used: they stay off the map for good, neither eliminated nor worth victory points.
    for (int p : militia)
        if (s.pieces[static_cast<std::size_t>(p)].location == Location::TurnTrack) s.pieces[static_cast<std::size_t>(p)].location = Location::NotInPlay;
    events.push_back({"E7.5.1", "The American note is revealed: " + militiaNames(s) + " do not come and are not used", {}});
}

void payForCommittedMilitia(GameState& s, std::vector<Event>& events) {
    if (!s.militiaCommitted.value_or(false) || s.militiaPaidFor) return;
    const auto militia = committableMilitia(s);
    if (std::none_of(militia.begin(), militia.end(), [&](int p) { return s.onMap(p); })) return;
    s.militiaPaidFor = true;
    // The Army Morale adjustment chart's entry for the militia placed.
    adjustArmyMorale(s, Side::American, armyMoraleAdjustment(s, "next-day-militia-reinforcement"), "E7.5.1",
                     "the militia committed in secret are placed", events);
}

}  // namespace tricorne::core::saratoga
