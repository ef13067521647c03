#include <array>
#include <regex>
#include <set>

#include "tricorne/engine/json_reader.h"
#include "tricorne/series/hex_node.h"
#include "tricorne/series/counters.h"
#include "tricorne/engine/quoted.h"

namespace tricorne::core {

namespace {
constexpr std::array<std::string_view, 8> kUnitTypeIds = {"infantry", "light-infantry", "rifle", "militia",
                                                          "artillery", "mounted", "indian", "engineer"};
constexpr std::array<std::string_view, 8> kUnitTypeNames = {"Infantry", "Light infantry", "Rifles", "Militia",
                                                            "Artillery", "Mounted", "Indians", "Engineers"};
}  // namespace

std::string_view sideId(Side s) { return s == Side::American ? "american" : "british"; }
std::string_view sideName(Side s) { return s == Side::American ? "American" : "British"; }
std::optional<Side> sideFromId(std::string_view id) {
    if (id == "american") return Side::American;
    if (id == "british") return Side::British;
    return std::nullopt;
}
std::string_view unitTypeId(UnitType t) { return kUnitTypeIds[static_cast<int>(t)]; }
std::string_view unitTypeName(UnitType t) { return kUnitTypeNames[static_cast<int>(t)]; }

const UnitDef* CounterSet::unit(const std::string& id) const {
    auto it = m_unitIndex.find(id);
    return it == m_unitIndex.end() ? nullptr : &m_units[it->second];
}
const LeaderDef* CounterSet::leader(const std::string& id) const {
    auto it = m_leaderIndex.find(id);
    return it == m_leaderIndex.end() ? nullptr : &m_leaders[it->second];
}
const Formation* CounterSet::formation(const std::string& id) const {
    auto it = m_formations.find(id);
    return it == m_formations.end() ? nullptr : &it->second;
}
std::optional<int> CounterSet::pieceIndex(const std::string& id) const {
    if (auto it = m_unitIndex.find(id); it != m_unitIndex.end()) return static_cast<int>(it->second);
    if (auto it = m_leaderIndex.find(id); it != m_leaderIndex.end()) return static_cast<int>(m_units.size() + it->second);
    return std::nullopt;
}
std::optional<Side> CounterSet::sideOf(const std::string& id) const {
    if (auto u = unit(id)) return u->side;
    if (auto l = leader(id)) return l->side;
    return std::nullopt;
}

namespace {
using data::Node;

std::optional<Side> readSide(const Node& n) {
    auto s = n.asEnum({"american", "british"});
    return s ? sideFromId(*s) : std::nullopt;
}

bool isColour(const std::string& s) { return std::regex_match(s, std::regex("#[0-9a-fA-F]{6}")); }

CampaignStart readCampaign(const Node& n) {
    CampaignStart c;
    if (!n.present()) return c;
    n.allowOnly({"hex", "turn", "notUsed", "source"});
    if (auto notUsed = n.optional("notUsed").asBool(); notUsed && *notUsed) {
        c.notUsed = true;
        return c;
    }
    c.hex = readHex(n.required("hex"));
    c.turn = n.optional("turn").asInt(1, 99).value_or(0);
    return c;
}

bool isReconstructed(const Node& n) { return n.optional("provenance").asString().value_or("") == "reconstructed"; }

UnitFace readFace(const Node& n, bool musketRifle) {
    UnitFace f;
    n.allowOnly({"sp", "morale", "fireSp"});
    f.sp = n.required("sp").asInt(0, 20).value_or(0);
    f.morale = n.required("morale").asInt(-5, 5).value_or(0);
    if (musketRifle)
        f.fireSp = n.required("fireSp").asInt(0, 20).value_or(0);
    else
        f.fireSp = n.optional("fireSp").asInt(0, 20).value_or(f.sp);
    return f;
}

UnitDef readUnit(const Node& n, const CounterSet& set) {
    UnitDef u;
    n.allowOnly({"id", "name", "shortName", "altNames", "side", "formation", "type", "nation", "rifle", "lightInfantry", "militia",
                 "mounted", "musketRifle", "demiLeader", "steps", "full", "reduced", "ma", "maKind", "artillery", "campaign",
                 "optionalRule", "replaces", "source", "provenance", "reason"});
    u.id = n.required("id").asString().value_or("");
    u.name = n.required("name").asString().value_or("");
    u.shortName = n.optional("shortName").asString().value_or(u.name);
    u.side = readSide(n.required("side")).value_or(Side::American);
    u.formation = n.required("formation").asString().value_or("");
    if (!u.formation.empty()) {
        if (const Formation* f = set.formation(u.formation); !f)
            n.optional("formation").error(quotedValue(u.formation) + " is not a formation of this counter sheet");
        else if (f->side != u.side)
            n.optional("formation").error("formation \"" + u.formation + "\" belongs to the other side");
    }
    if (auto type = n.required("type").asEnum({kUnitTypeIds.begin(), kUnitTypeIds.end()}))
        for (std::size_t i = 0; i < kUnitTypeIds.size(); ++i)
            if (kUnitTypeIds[i] == *type) u.type = static_cast<UnitType>(i);
    u.nation = n.optional("nation").asString().value_or("");
    if (auto rifle = n.optional("rifle").asEnum({"white", "black"})) u.rifle = *rifle == "white" ? RifleMark::White : RifleMark::Black;
    u.lightInfantry = n.optional("lightInfantry").asBool().value_or(u.type == UnitType::LightInfantry);
    u.militia = n.optional("militia").asBool().value_or(u.type == UnitType::Militia);
    u.mounted = n.optional("mounted").asBool().value_or(u.type == UnitType::Mounted);
    u.musketRifle = n.optional("musketRifle").asBool().value_or(false);
    u.demiLeader = n.optional("demiLeader").asBool().value_or(false);
    u.steps = n.required("steps").asInt(1, 2).value_or(1);
    u.full = readFace(n.required("full"), u.musketRifle);
    auto reduced = n.optional("reduced");
    if (u.steps == 2) {
        if (!reduced.present())
            n.error("a two-step unit needs a \"reduced\" side");
        else
            u.reduced = readFace(reduced, u.musketRifle);
    } else if (reduced.present()) {
        reduced.error("a one-step unit has no reduced side");
    }
    u.ma = n.required("ma").asInt(0, 20).value_or(0);
    if (auto kind = n.optional("maKind").asEnum({"normal", "bracketed", "white-box"}))
        u.maKind = *kind == "bracketed" ? MaKind::Bracketed : *kind == "white-box" ? MaKind::WhiteBox : MaKind::Normal;
    auto artillery = n.optional("artillery");
    if (u.type == UnitType::Artillery) {
        if (!artillery.present()) n.error("an artillery unit needs \"artillery\": {\"weight\", \"range\"}");
        artillery.allowOnly({"weight", "range"});
        u.heavyArtillery = artillery.required("weight").asEnum({"light", "heavy"}).value_or("light") == "heavy";
        u.artilleryRange = artillery.required("range").asInt(1, 10).value_or(3);
    } else if (artillery.present()) {
        artillery.error("only artillery units have artillery values");
    }
    u.campaign = readCampaign(n.required("campaign"));
    u.reconstructed = isReconstructed(n);
    return u;
}

LeaderFace readLeaderFace(const Node& n) {
    LeaderFace f;
    f.name = n.required("name").asString().value_or("");
    f.rank = n.optional("rank").asString().value_or("");
    f.seniority = n.required("seniority").asInt(1, 99).value_or(99);
    f.closeCombatDrm = n.required("closeCombatDrm").asInt(-5, 5).value_or(0);
    f.leadershipDrm = n.required("leadershipDrm").asInt(-5, 5).value_or(0);
    f.ma = n.required("ma").asInt(0, 20).value_or(0);
    return f;
}

LeaderDef readLeader(const Node& n) {
    LeaderDef l;
    n.allowOnly({"id", "side", "formation", "name", "rank", "seniority", "closeCombatDrm", "leadershipDrm", "ma", "back", "commands",
                 "casualty", "campaign", "source", "provenance", "reason"});
    l.id = n.required("id").asString().value_or("");
    l.side = readSide(n.required("side")).value_or(Side::American);
    l.formation = n.optional("formation").asString().value_or("");
    l.front = readLeaderFace(n);
    if (auto back = n.optional("back"); back.present()) {
        back.allowOnly({"name", "rank", "seniority", "closeCombatDrm", "leadershipDrm", "ma", "casualty", "source"});
        l.back = readLeaderFace(back);
        // E3.5: Hamilton is rated on his own; a back without its casualty row keeps the front's.
        auto backCasualty = back.optional("casualty");
        backCasualty.allowOnly({"am", "opponentAm", "vp", "provenance", "reason"});
        l.back->casualtyAm = backCasualty.present() ? backCasualty.required("am").asInt(0, 20).value_or(0) : -1;
        l.back->casualtyOpponentAm = backCasualty.present() ? backCasualty.required("opponentAm").asInt(0, 20).value_or(0) : -1;
        l.back->casualtyVp = backCasualty.present() ? backCasualty.required("vp").asNumber(0, 20).value_or(0) : -1;
    }
    if (auto cmd = n.optional("commands").asEnum({"all", "germans", "militia"}))
        l.commands = *cmd == "germans" ? Command::Germans : *cmd == "militia" ? Command::Militia : Command::All;
    auto casualty = n.required("casualty");
    casualty.allowOnly({"am", "opponentAm", "vp", "source", "note"});
    l.casualtyAm = casualty.required("am").asInt(0, 20).value_or(0);
    l.casualtyVp = casualty.required("vp").asNumber(0, 20).value_or(0);
    l.front.casualtyAm = l.casualtyAm;
    l.front.casualtyOpponentAm = casualty.required("opponentAm").asInt(0, 20).value_or(0);
    l.front.casualtyVp = l.casualtyVp;
    if (l.back && l.back->casualtyAm < 0) {
        l.back->casualtyAm = l.casualtyAm;
        l.back->casualtyOpponentAm = l.front.casualtyOpponentAm;
        l.back->casualtyVp = l.casualtyVp;
    }
    l.campaign = readCampaign(n.required("campaign"));
    l.reconstructed = isReconstructed(n);
    return l;
}
}  // namespace

Loaded<CounterSet> loadCounters(const std::string& path, const std::string& displayPath) {
    Loaded<CounterSet> out;
    auto json = data::readJsonFile(path, displayPath, out.errors);
    if (!json) return out;
    data::ReadContext ctx{displayPath, &out.errors};
    Node root(&*json, "", &ctx);
    if (!data::checkSchemaVersion(root, 1)) return out;
    CounterSet set;
    root.allowOnly({"schemaVersion", "volume", "source", "formations", "units", "leaders"});
    set.m_volume = root.required("volume").asString().value_or("");
    root.required("formations").forEachMember([&](const std::string& key, const Node& n) {
        Formation f;
        f.id = key;
        n.allowOnly({"side", "name", "colour", "textColour", "source", "provenance", "reason"});
        f.side = readSide(n.required("side")).value_or(Side::American);
        f.name = n.required("name").asString().value_or("");
        f.colour = n.required("colour").asString().value_or("#808080");
        f.textColour = n.optional("textColour").asString().value_or("#000000");
        if (!isColour(f.colour)) n.optional("colour").error(quotedValue(f.colour) + " is not a colour #rrggbb");
        if (!isColour(f.textColour)) n.optional("textColour").error(quotedValue(f.textColour) + " is not a colour #rrggbb");
        set.m_formations[key] = f;
    });
    std::set<std::string> ids;
    auto checkId = [&](const Node& n, const std::string& id, Side side) {
        if (id.empty()) return false;
        if (!ids.insert(id).second) {
            n.optional("id").error("id " + quotedValue(id) + " is used twice");
            return false;
        }
        const std::string prefix = side == Side::American ? "am-" : "br-";
        if (id.rfind(prefix, 0) != 0) n.optional("id").error("id " + quotedValue(id) + " of a " + std::string(sideId(side)) + " counter must start with " + quotedValue(prefix));
        return true;
    };
    root.required("units").forEach([&](const Node& n) {
        UnitDef u = readUnit(n, set);
        if (checkId(n, u.id, u.side)) {
            set.m_unitIndex[u.id] = set.m_units.size();
            set.m_units.push_back(std::move(u));
        }
    });
    root.required("leaders").forEach([&](const Node& n) {
        LeaderDef l = readLeader(n);
        if (checkId(n, l.id, l.side)) {
            set.m_leaderIndex[l.id] = set.m_leaders.size();
            set.m_leaders.push_back(std::move(l));
        }
    });
    if (out.errors.empty()) out.value = std::move(set);
    return out;
}

}  // namespace tricorne::core
