// The counter sheet of a volume: combat units and leaders with their printed values.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "tricorne/engine/data_error.h"
#include "tricorne/series/hex.h"

namespace tricorne::core {

enum class Side : std::uint8_t { American, British };
inline constexpr std::array<Side, 2> kSides = {Side::American, Side::British};
std::string_view sideId(Side s);    // "american"
std::string_view sideName(Side s);  // "American"
// The possessive of a name as English writes it: "Morgan's", "British Grenadiers'".
inline std::string possessive(const std::string& name) { return name + (!name.empty() && name.back() == 's' ? "'" : "'s"); }
std::optional<Side> sideFromId(std::string_view id);
inline Side enemyOf(Side s) { return s == Side::American ? Side::British : Side::American; }

enum class UnitType : std::uint8_t { Infantry, LightInfantry, Rifle, Militia, Artillery, Mounted, Indian, Engineer };
std::string_view unitTypeId(UnitType t);
std::string_view unitTypeName(UnitType t);

enum class RifleMark : std::uint8_t { None, White, Black };  // 3.1: white R gives the enemy a DRM
enum class MaKind : std::uint8_t { Normal, Bracketed, WhiteBox };  // E3.1 "(3)", E3.8.2 white box
enum class Command : std::uint8_t { All, Germans, Militia };  // E3.4.2, E3.4.3

struct Formation {
    std::string id;
    Side side = Side::American;
    std::string name;
    std::string colour;      // "#rrggbb", the counter's background
    std::string textColour;  // "#rrggbb"
};

// Where a counter is printed to start in the Campaign (2.2).
struct CampaignStart {
    bool notUsed = false;
    std::optional<HexId> hex;  // at start, or the entry hex of a reinforcement
    int turn = 0;              // 0: at start; otherwise the turn of entry
};

struct UnitFace {
    int sp = 0;
    int fireSp = 0;  // musket/rifle units (3.1): the rifle fire value; otherwise equal to sp
    int morale = 0;
};

struct UnitDef {
    std::string id, name, shortName;
    Side side = Side::American;
    std::string formation;
    UnitType type = UnitType::Infantry;
    std::string nation;
    RifleMark rifle = RifleMark::None;
    bool lightInfantry = false;
    bool militia = false;
    bool mounted = false;
    bool musketRifle = false;
    bool demiLeader = false;
    int steps = 1;
    UnitFace full;
    std::optional<UnitFace> reduced;
    int ma = 0;
    MaKind maKind = MaKind::Normal;
    bool heavyArtillery = false;
    int artilleryRange = 0;  // 0 for non-artillery
    CampaignStart campaign;
    bool reconstructed = false;

    bool isArtillery() const { return type == UnitType::Artillery; }
    bool isRifle() const { return rifle != RifleMark::None; }
};

struct LeaderFace {
    std::string name, rank;
    int seniority = 0;  // 1 is the most senior
    int closeCombatDrm = 0;
    int leadershipDrm = 0;
    int ma = 0;
    int casualtyAm = 0;          // Army Morale lost with this face (player aid)
    int casualtyOpponentAm = 0;  // Army Morale the enemy gains (player aid)
    double casualtyVp = 0;       // VP to the enemy for this face
};

struct LeaderDef {
    std::string id;
    Side side = Side::American;
    std::string formation;
    LeaderFace front;
    std::optional<LeaderFace> back;  // Burgoyne's back is Hamilton (E3.5)
    Command commands = Command::All;
    int casualtyAm = 0;
    double casualtyVp = 0;
    CampaignStart campaign;
    bool reconstructed = false;
};

class CounterSet {
public:
    const std::string& volume() const { return m_volume; }
    const std::vector<UnitDef>& units() const { return m_units; }
    const std::vector<LeaderDef>& leaders() const { return m_leaders; }
    const std::map<std::string, Formation>& formations() const { return m_formations; }

    const UnitDef* unit(const std::string& id) const;
    const LeaderDef* leader(const std::string& id) const;
    const Formation* formation(const std::string& id) const;
    bool contains(const std::string& id) const { return unit(id) || leader(id); }
    // The index of a unit or leader among the pieces: units in counter-sheet order, then leaders.
    std::optional<int> pieceIndex(const std::string& id) const;
    std::optional<Side> sideOf(const std::string& id) const;

private:
    friend Loaded<CounterSet> loadCounters(const std::string& path, const std::string& displayPath);
    std::string m_volume;
    std::vector<UnitDef> m_units;
    std::vector<LeaderDef> m_leaders;
    std::map<std::string, Formation> m_formations;
    std::unordered_map<std::string, std::size_t> m_unitIndex, m_leaderIndex;  // by id
};

Loaded<CounterSet> loadCounters(const std::string& path, const std::string& displayPath);

}  // namespace tricorne::core
