#include "chart_pages.h"

#include <algorithm>

#include "counter_text.h"
#include "game_controller.h"
#include "map_legend.h"
#include "tricorne/series/rules/army_morale.h"
#include "tricorne/series/rules/close_combat.h"
#include "tricorne/series/rules/fire.h"

namespace tricorne::app::charts {

namespace {
using nlohmann::json;

QString tr(const char* text) { return QCoreApplication::translate("Charts", text); }
QString qs(const std::string& s) { return QString::fromStdString(s).toHtmlEscaped(); }
std::string str(const json& j, const char* key) { return j.contains(key) && j[key].is_string() ? j[key].get<std::string>() : std::string(); }

const QString kMarked = QStringLiteral("#f6e3a0");   // the current combat's column or the fire's row
const QString kCrossed = QStringLiteral("#e2b84a");  // where a marked row meets a marked column
const QString kRolled = QStringLiteral("#c0392b");   // the row rolled

// The tag every value that the rulebook does not print carries (docs/data-provenance.md).
QString reconstructedTag() {
    return QStringLiteral("<span style=\"background:#6b3a10;color:#fff4d0;font-size:small\">&nbsp;%1&nbsp;</span>").arg(tr("reconstructed"));
}
bool reconstructed(const json& j) { return str(j, "provenance") == "reconstructed"; }
// The banner over a chart that is reconstructed as a whole, with the reason.
QString provenanceBanner(const json& j) {
    if (!reconstructed(j)) return {};
    return QStringLiteral("<p style=\"background:#fbeed2;border:1px solid #6b3a10;padding:4px\">%1 %2</p>")
        .arg(reconstructedTag(), tr("Not printed in the rulebook text; rebuilt as follows. %1").arg(qs(str(j, "reason"))));
}
QString notes(const json& j, const char* key = "notes") {
    if (!j.contains(key) || !j[key].is_array()) return {};
    QString out = QStringLiteral("<ul>");
    for (const auto& n : j[key])
        if (n.is_string()) out += QStringLiteral("<li>%1</li>").arg(qs(n.get<std::string>()));
    return out + QStringLiteral("</ul>");
}
QString heading(Chart chart) { return QStringLiteral("<h2>%1</h2>").arg(title(chart).toHtmlEscaped()); }
QString cellStyle(bool row, bool column) {
    if (row && column) return QStringLiteral(" style=\"background:%1;font-weight:bold\"").arg(kCrossed);
    if (row || column) return QStringLiteral(" style=\"background:%1\"").arg(kMarked);
    return {};
}
const QString kTable = QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\" style=\"border-collapse:collapse;border-color:#8a7e66\">");

const core::RulesData& seriesOf(const core::DataSet& data, const core::GameState* s) { return s ? *s->series : data.rules.at("series"); }
const core::Scenario* scenarioOf(const core::DataSet& data, const core::GameState* s) {
    return s ? s->scenario : data.scenarios.empty() ? nullptr : &data.scenarios.front();
}
const core::RulesData* volumeOf(const core::DataSet& data, const core::GameState* s) {
    if (s) return s->volume;
    const core::Scenario* scenario = scenarioOf(data, s);
    const auto it = scenario ? data.rules.find(scenario->countersId) : data.rules.end();
    return it == data.rules.end() ? nullptr : &it->second;
}
bool combatInHand(const core::GameState& s) { return s.phase == core::Phase::CloseCombat && s.combat.index >= 0 && s.combat.index < static_cast<int>(s.combats.size()); }
// 12.61: both tactics are known once the defender has chosen too.
bool tacticsRevealed(const core::GameState& s) { return s.combat.stage > core::CombatStage::DefenderTactic && !s.combat.attackerTactic.empty(); }

QString tacticName(const core::TacticalMatrix& m, const std::string& id) {
    const int i = m.indexOf(id);
    return i < 0 ? qs(id) : qs(m.tactics[static_cast<std::size_t>(i)].name);
}
QString tacticNames(const core::TacticalMatrix& m, const std::vector<std::string>& ids) {
    QStringList out;
    for (const auto& id : ids) out << tacticName(m, id);
    return out.isEmpty() ? tr("none") : out.join(QStringLiteral(", "));
}

QString rollLabel(int roll, const core::CloseCombatTable& t) {
    if (roll == t.clampLow) return tr("%1 or less").arg(counter_text::signedNumber(roll));
    if (roll == t.clampHigh) return tr("%1 or more").arg(roll);
    return counter_text::signedNumber(roll);
}

QString closeCombatPage(const core::DataSet& data, const core::GameState* s) {
    const core::RulesData& series = seriesOf(data, s);
    const core::CloseCombatTable& t = *series.closeCombat;
    const json& raw = series.raw["closeCombatTable"];
    const auto marks = s ? closeCombatMarks(*s) : std::nullopt;
    QString html = heading(Chart::CloseCombatTable);
    if (marks) {
        html += QStringLiteral("<p><b>%1</b> %2</p>")
                    .arg(tr("Combat %1:").arg(s->combat.index + 1),
                         tr("odds column %1, DRM %2; the die (0-9) reaches the rows from %3 to %4.")
                             .arg(qs(marks->column), counter_text::signedNumber(marks->drm), counter_text::signedNumber(marks->rows.front()), counter_text::signedNumber(marks->rows.back())));
        if (!marks->tacticsKnown && !s->combat.noCombat)
            html += QStringLiteral("<p><i>%1</i></p>").arg(tr("The tactics' DRM is added once both sides have chosen (12.61)."));
        if (marks->rolledRow) html += QStringLiteral("<p><b style=\"color:%1\">%2</b></p>").arg(kRolled, tr("Rolled: %1, row %2.").arg(s->combat.total).arg(counter_text::signedNumber(*marks->rolledRow)));
    }
    html += kTable + QStringLiteral("<tr><th>%1</th>").arg(tr("Die"));
    for (const auto& c : t.columns) html += QStringLiteral("<th%1>%2</th>").arg(cellStyle(false, marks && marks->column == c), qs(c));
    html += QStringLiteral("</tr>");
    for (std::size_t r = 0; r < t.rolls.size(); ++r) {
        const int roll = t.rolls[r];
        const bool rowMarked = marks && std::find(marks->rows.begin(), marks->rows.end(), roll) != marks->rows.end();
        const bool rolled = marks && marks->rolledRow == roll;
        html += QStringLiteral("<tr><th%1>%2</th>").arg(rolled ? QStringLiteral(" style=\"background:%1;color:white\"").arg(kRolled) : cellStyle(rowMarked, false), rollLabel(roll, t));
        for (std::size_t c = 0; c < t.columns.size(); ++c)
            html += QStringLiteral("<td align=\"center\"%1>%2</td>").arg(cellStyle(rowMarked, marks && marks->column == t.columns[c]), qs(t.results[r][c]));
        html += QStringLiteral("</tr>");
    }
    html += QStringLiteral("</table><p>%1</p><ul>").arg(tr("Results are attacker/defender (13.1):"));
    for (auto it = raw["codes"].begin(); it != raw["codes"].end(); ++it)
        html += QStringLiteral("<li><b>%1</b> %2</li>").arg(qs(it.key()), qs(it.value().get<std::string>()));
    html += QStringLiteral("</ul>") + notes(raw);
    if (raw.contains("leaderCasualtyExactRoll")) html += QStringLiteral("<p>%1 (13.1)</p>").arg(qs(str(raw["leaderCasualtyExactRoll"], "text")));
    return html;
}

QString tacticalMatrixPage(const core::DataSet& data, const core::GameState* s) {
    const core::RulesData& series = seriesOf(data, s);
    const core::TacticalMatrix& m = *series.tactics;
    const json& raw = series.raw["tacticalMatrix"];
    const auto marks = s ? tacticsMarks(*s) : std::nullopt;
    const auto has = [](const std::vector<std::string>& ids, const std::string& id) { return std::find(ids.begin(), ids.end(), id) != ids.end(); };
    QString html = heading(Chart::TacticalMatrix);
    html += QStringLiteral("<p>%1</p>").arg(tr("Rows: the defender's tactic; columns: the attacker's. A number is added to the close combat die; NC is No Combat (12.23 step 4)."));
    if (marks) {
        html += QStringLiteral("<p><b>%1</b> %2<br><b>%3</b> %4</p>")
                    .arg(tr("The attacker may choose (12.63):"), tacticNames(m, marks->attacker), tr("The defender may choose (12.63):"), tacticNames(m, marks->defender));
        if (!marks->attackerChosen.empty())
            html += QStringLiteral("<p><b>%1</b></p>").arg(tr("Chosen: the attacker %1, the defender %2 (12.61).").arg(tacticName(m, marks->attackerChosen), tacticName(m, marks->defenderChosen)));
        else
            html += QStringLiteral("<p><i>%1</i></p>").arg(tr("The tactics chosen stay hidden until both sides have chosen (12.61)."));
    }
    html += kTable + QStringLiteral("<tr><th>%1</th>").arg(tr("Defender \u2193 / Attacker \u2192"));
    for (const auto& a : m.tactics) html += QStringLiteral("<th%1>%2</th>").arg(cellStyle(false, marks && has(marks->attacker, a.id)), qs(a.name));
    html += QStringLiteral("</tr>");
    for (std::size_t d = 0; d < m.tactics.size(); ++d) {
        const bool rowMarked = marks && has(marks->defender, m.tactics[d].id);
        html += QStringLiteral("<tr><th%1>%2</th>").arg(cellStyle(rowMarked, false), qs(m.tactics[d].name));
        for (std::size_t a = 0; a < m.tactics.size(); ++a) {
            const auto& cell = m.cells[d][a];
            const bool chosen = marks && marks->defenderChosen == m.tactics[d].id && marks->attackerChosen == m.tactics[a].id;
            const QString style = chosen ? QStringLiteral(" style=\"background:%1;color:white;font-weight:bold\"").arg(kRolled)
                                         : cellStyle(rowMarked, marks && has(marks->attacker, m.tactics[a].id));
            html += QStringLiteral("<td align=\"center\"%1>%2</td>").arg(style, cell ? counter_text::signedNumber(*cell) : QStringLiteral("NC"));
        }
        html += QStringLiteral("</tr>");
    }
    html += QStringLiteral("</table><p><b>%1</b></p><ul>").arg(tr("Who may choose each tactic"));
    for (const auto& t : raw["tactics"]) {
        const std::string req = str(t, "requires");
        const QString need = req == "leader" ? tr("a leader in the combat") : req == "leader-and-open-flank" ? tr("a leader and an open flank") : tr("any combat");
        html += QStringLiteral("<li><b>%1</b> (%2): %3%4</li>").arg(qs(str(t, "name")), qs(str(t, "rule")), need,
                                                                   t.contains("restriction") ? QStringLiteral(". ") + qs(str(t, "restriction")) : QString());
    }
    html += QStringLiteral("</ul><p>%1 (12.65)</p>").arg(qs(str(raw["illegalTactic"], "text")));
    html += QStringLiteral("<p>%1</p><p>%2</p>").arg(qs(str(raw, "leaderEligibility")), qs(str(raw, "openFlank")));
    return html;
}

QString drmEntries(const json& list, const std::vector<std::string>& applied) {
    QString html = kTable + QStringLiteral("<tr><th>DRM</th><th>%1</th><th>%2</th></tr>").arg(tr("When"), tr("Rule"));
    for (const auto& e : list) {
        const QString drm = e["drm"].is_number_integer() ? counter_text::signedNumber(e["drm"].get<int>()) : tr("varies");
        const bool on = std::find(applied.begin(), applied.end(), str(e, "id")) != applied.end();
        html += QStringLiteral("<tr%1><td align=\"center\">%2</td><td>%3%4</td><td>%5</td></tr>")
                    .arg(on ? QStringLiteral(" style=\"background:%1\"").arg(kMarked) : QString(), drm, qs(str(e, "text")),
                         reconstructed(e) ? QStringLiteral(" ") + reconstructedTag() : QString(), qs(str(e, "rule")));
    }
    return html + QStringLiteral("</table>");
}

QString toHitPage(const core::DataSet& data, const core::GameState* s) {
    const core::RulesData& series = seriesOf(data, s);
    const core::ToHitTable& t = *series.toHit;
    const json& raw = series.raw["rangedFireToHit"];
    const auto marks = s ? fireMarks(*s) : std::nullopt;
    QString html = heading(Chart::ToHitTable) + provenanceBanner(raw);
    if (marks)
        html += QStringLiteral("<p><b>%1</b></p>")
                    .arg(tr("This fire: %1 SP at range %2: hits on %3 or more, with DRM %4 (10.3, 11.3).").arg(marks->sp).arg(marks->range).arg(marks->toHit).arg(counter_text::signedNumber(marks->totalDrm)));
    html += QStringLiteral("<p>%1</p>").arg(tr("One die (0-9) plus the DRMs; a hit when it reaches the number."));
    html += kTable + QStringLiteral("<tr><th>%1</th>").arg(tr("SPs firing \u2193 / range \u2192"));
    for (int range : t.ranges) html += QStringLiteral("<th%1>%2</th>").arg(cellStyle(false, marks && marks->range == range)).arg(range);
    html += QStringLiteral("</tr>");
    for (std::size_t r = 0; r < t.rows.size(); ++r) {
        const auto& row = t.rows[r];
        const bool rowMarked = marks && marks->sp >= row.minSp && (row.maxSp == 0 || marks->sp <= row.maxSp);
        const QString label = row.maxSp == 0 ? tr("%1 or more").arg(row.minSp) : row.minSp == row.maxSp ? QString::number(row.minSp) : QStringLiteral("%1-%2").arg(row.minSp).arg(row.maxSp);
        html += QStringLiteral("<tr><th%1>%2</th>").arg(cellStyle(rowMarked, false), label);
        for (std::size_t c = 0; c < t.ranges.size(); ++c)
            html += QStringLiteral("<td align=\"center\"%1>%2</td>").arg(cellStyle(rowMarked, marks && marks->range == t.ranges[c])).arg(t.toHit[r][c]);
        html += QStringLiteral("</tr>");
    }
    html += QStringLiteral("</table>") + notes(raw);
    std::vector<std::string> applied;
    html += QStringLiteral("<h3>%1</h3>").arg(tr("Ranged fire DRMs (10.5, 10.3, 11.3)")) + drmEntries(series.raw["rangedFireDrms"], applied) + notes(series.raw, "rangedFireDrmNotes");
    return html;
}

QString damagePage(const core::DataSet& data, const core::GameState* s) {
    const core::RulesData& series = seriesOf(data, s);
    const auto marks = s ? fireMarks(*s) : std::nullopt;
    QString html = heading(Chart::FireDamageTables);
    if (marks)
        html += QStringLiteral("<p><b>%1</b></p>").arg(marks->damageTable == "artilleryFireDamage" ? tr("This fire rolls on the Artillery Fire Damage Table (11.3).")
                                                                                                   : tr("This fire rolls on the Rifle Fire Damage Table (10.3)."));
    const std::pair<const char*, QString> tables[] = {{"rifleFireDamage", tr("Rifle (10.3)")}, {"artilleryFireDamage", tr("Artillery (11.3)")}};
    for (const auto& [key, name] : tables) html += provenanceBanner(series.raw[key]).replace(QStringLiteral("Not printed"), name + QStringLiteral(": not printed"));
    html += QStringLiteral("<p>%1</p>").arg(tr("One die (0-9), unmodified, once the fire has hit."));
    html += kTable + QStringLiteral("<tr><th>%1</th>").arg(tr("Die"));
    for (const auto& [key, name] : tables) html += QStringLiteral("<th%1>%2</th>").arg(cellStyle(false, marks && marks->damageTable == key), name);
    html += QStringLiteral("</tr>");
    const core::DamageTable* damage[] = {&*series.rifleDamage, &*series.artilleryDamage};
    for (std::size_t die = 0; die < damage[0]->results.size(); ++die) {
        html += QStringLiteral("<tr><th>%1</th>").arg(die);
        for (std::size_t i = 0; i < 2; ++i)
            html += QStringLiteral("<td align=\"center\"%1>%2</td>").arg(cellStyle(false, marks && marks->damageTable == tables[i].first), qs(damage[i]->results.at(die)));
        html += QStringLiteral("</tr>");
    }
    html += QStringLiteral("</table><ul>");
    const json& codes = series.raw["rifleFireDamage"]["codes"];
    for (auto it = codes.begin(); it != codes.end(); ++it)
        if (it.key() != "grammar") html += QStringLiteral("<li><b>%1</b> %2</li>").arg(qs(it.key()), qs(it.value().get<std::string>()));
    return html + QStringLiteral("</ul>");
}

QString terrainName(const std::string& id) {
    QString name = QString::fromStdString(id).replace(QLatin1Char('-'), QLatin1Char(' '));
    if (!name.isEmpty()) name[0] = name[0].toUpper();
    return name.toHtmlEscaped();
}
QString yesNo(const json& j, const char* key) { return j.contains(key) && j[key].is_boolean() ? (j[key].get<bool>() ? tr("yes") : tr("no")) : QStringLiteral("\u2014"); }
QString mpText(const json& j) {
    if (!j.contains("mp") || j["mp"].is_null()) return tr("prohibited");
    const double mp = j["mp"].get<double>();
    const QString n = mp == 0.5 ? QStringLiteral("\u00bd") : QString::number(mp);
    const std::string kind = str(j, "mpKind");
    return kind == "rate" ? tr("%1 a hex along it").arg(n) : kind == "added" ? tr("+%1").arg(n) : n;
}
// The DRMs a terrain entry names, from the series' DRM charts.
QString drmsOf(const json& ids, const json& list) {
    QStringList out;
    for (const auto& id : ids)
        for (const auto& e : list)
            if (str(e, "id") == id.get<std::string>())
                out << QStringLiteral("%1 %2").arg(e["drm"].is_number_integer() ? counter_text::signedNumber(e["drm"].get<int>()) : tr("varies"), qs(str(e, "rule")));
    return out.isEmpty() ? QStringLiteral("\u2014") : out.join(QStringLiteral("<br>"));
}

QString terrainPage(const core::DataSet& data, const core::GameState* s) {
    const core::RulesData* volume = volumeOf(data, s);
    if (!volume || !volume->raw.contains("terrainEffects")) return heading(Chart::TerrainEffects);
    const json& tec = volume->raw["terrainEffects"];
    const json& series = seriesOf(data, s).raw;
    QString html = heading(Chart::TerrainEffects) + provenanceBanner(tec);
    html += QStringLiteral("<h3>%1</h3>").arg(tr("Hexes (9.2, 8.1, 11.42)")) + kTable;
    html += QStringLiteral("<tr><th>%1</th><th>MP</th><th>%2</th><th>%3</th><th>%4</th><th>%5</th><th>%6</th><th></th></tr>")
                .arg(tr("Terrain"), tr("Strategic (9.5)"), tr("Blocks LOS"), tr("ZOC extends in (8.1)"), tr("Target's fire DRM"), tr("Rule"));
    for (const auto& h : tec["hexes"])
        html += QStringLiteral("<tr><td>%1</td><td align=\"center\">%2</td><td align=\"center\">%3</td><td align=\"center\">%4</td><td align=\"center\">%5</td><td>%6</td><td>%7</td><td>%8</td></tr>")
                    .arg(terrainName(str(h, "terrain")), mpText(h), yesNo(h, "strategic"), yesNo(h, "blocksLos"), yesNo(h, "zocInto"),
                         drmsOf(h["fire"], series["rangedFireDrms"]), qs(str(h, "rule")), reconstructed(h) ? reconstructedTag() : QString());
    html += QStringLiteral("</table><h3>%1</h3>").arg(tr("Hexsides (9.4)")) + kTable;
    html += QStringLiteral("<tr><th>%1</th><th>MP</th><th>%2</th><th>%3</th><th>%4</th><th>%5</th><th>%6</th><th></th></tr>")
                .arg(tr("Feature"), tr("Strategic (9.5)"), tr("ZOC extends across (8.1)"), tr("Close combat DRM"), tr("Target's fire DRM"), tr("Rule"));
    for (const auto& h : tec["hexsides"])
        html += QStringLiteral("<tr><td>%1</td><td align=\"center\">%2</td><td align=\"center\">%3</td><td align=\"center\">%4</td><td>%5</td><td>%6</td><td>%7</td><td>%8</td></tr>")
                    .arg(terrainName(str(h, "feature")), mpText(h), yesNo(h, "strategic"), yesNo(h, "zocInto"), drmsOf(h["closeCombat"], series["closeCombatDrms"]),
                         drmsOf(h["fire"], series["rangedFireDrms"]), qs(str(h, "rule")), reconstructed(h) ? reconstructedTag() : QString());
    return html + QStringLiteral("</table>") + notes(tec);
}

QString drmChartPage(const core::DataSet& data, const core::GameState* s) {
    const core::RulesData& series = seriesOf(data, s);
    std::vector<std::string> applied;
    QString html = heading(Chart::CloseCombatDrms);
    if (s && combatInHand(*s)) {
        const core::CombatPreview p = core::previewCloseCombat(*s, s->combat.index);
        for (const auto& d : p.drms) applied.push_back(d.id);
        html += QStringLiteral("<p><b>%1</b></p>").arg(tr("Combat %1: the entries that apply are marked; they total %2 before the tactics.").arg(s->combat.index + 1).arg(counter_text::signedNumber(p.totalDrm)));
    }
    json attacker = json::array(), defender = json::array();
    for (const auto& e : series.raw["closeCombatDrms"]) (str(e, "side") == "defender" ? defender : attacker).push_back(e);
    html += QStringLiteral("<h3>%1</h3>").arg(tr("In the attacker's favour (added)")) + drmEntries(attacker, applied);
    html += QStringLiteral("<h3>%1</h3>").arg(tr("In the defender's favour (subtracted)")) + drmEntries(defender, applied);
    return html + notes(series.raw, "closeCombatDrmNotes");
}

QString armyMoralePage(const core::DataSet& data, const core::GameState* s) {
    const core::RulesData& series = seriesOf(data, s);
    const json& raw = series.raw["armyMoraleLevels"];
    QString html = heading(Chart::ArmyMorale) + provenanceBanner(raw);
    if (s) {
        QStringList now;
        for (core::Side side : core::kSides)
            now << tr("%1 %2 (%3)").arg(GameController::playerName(core::playerOf(side))).arg(s->armyMorale[static_cast<std::size_t>(side)]).arg(qs(core::armyMoraleLevel(*s, side).name));
        html += QStringLiteral("<p><b>%1</b> %2</p>").arg(tr("Now:"), now.join(QStringLiteral(", ")));
    }
    html += kTable + QStringLiteral("<tr><th>%1</th><th>%2</th><th>%3</th><th>%4</th><th>%5</th></tr>")
                         .arg(tr("Level"), tr("Army Morale"), tr("Initiative DRM (6.1)"), tr("Morale modifier (15.32)"), tr("Rule"));
    for (const auto& l : raw["levels"]) {
        QStringList sides;
        if (s)
            for (core::Side side : core::kSides)
                if (core::armyMoraleLevel(*s, side).id == str(l, "id")) sides << GameController::playerName(core::playerOf(side));
        const auto number = [&](const char* key) { return l[key].is_number_integer() ? counter_text::signedNumber(l[key].get<int>()) : QStringLiteral("\u2014"); };
        html += QStringLiteral("<tr%1><td><b>%2</b>%3</td><td align=\"center\">%4-%5</td><td align=\"center\">%6</td><td align=\"center\">%7</td><td>%8</td></tr>")
                    .arg(sides.isEmpty() ? QString() : QStringLiteral(" style=\"background:%1\"").arg(kMarked), qs(str(l, "name")),
                         sides.isEmpty() ? QString() : QStringLiteral(" \u2190 ") + sides.join(QStringLiteral(", ")))
                    .arg(l["min"].get<int>())
                    .arg(l["max"].get<int>())
                    .arg(number("initiativeDrm"), number("moraleModifier"), qs(str(l, "rule")) + (l.contains("effect") ? QStringLiteral(": ") + qs(str(l, "effect")) : QString()));
    }
    html += QStringLiteral("</table>") + notes(raw);
    html += QStringLiteral("<h3>%1</h3>").arg(tr("What changes Army Morale (16.1)")) + kTable;
    html += QStringLiteral("<tr><th>%1</th><th>AM</th><th>%2</th></tr>").arg(tr("Event"), tr("Rule"));
    for (const auto& a : series.raw["armyMoraleAdjustments"]) {
        const QString am = a["am"].is_number_integer() ? counter_text::signedNumber(a["am"].get<int>()) : tr("varies");
        const QString whose = str(a, "side") == "opponent" ? tr(" to the opponent") : QString();
        html += QStringLiteral("<tr><td>%1%2</td><td align=\"center\">%3%4</td><td>%5</td></tr>")
                    .arg(qs(str(a, "event")), reconstructed(a) ? QStringLiteral(" ") + reconstructedTag() : QString(), am, whose, qs(str(a, "rule")));
    }
    return html + QStringLiteral("</table>") + notes(series.raw, "armyMoraleAdjustmentNotes");
}

QString fogPage(const core::DataSet& data, const core::GameState* s) {
    const core::RulesData* volume = volumeOf(data, s);
    QString html = heading(Chart::Fog);
    if (!volume || !volume->raw.contains("fogTable")) return html + QStringLiteral("<p>%1</p>").arg(tr("This volume has no fog table."));
    const json& fog = volume->raw["fogTable"];
    html += provenanceBanner(fog);
    if (s) {
        const bool used = s->hasRule(str(fog, "rule"));
        html += QStringLiteral("<p><b>%1</b></p>").arg(used ? tr("Weather on turn %1: %2.").arg(s->turn).arg(s->weather == core::Weather::Clear ? tr("clear")
                                                                                                                 : s->weather == core::Weather::ModerateFog ? tr("moderate fog") : tr("dense fog"))
                                                            : tr("Fog is not rolled in this scenario."));
    }
    html += QStringLiteral("<p>%1</p>").arg(tr("On turns 1 and 2, one die (0-9), modified: a roll below 0 is dense fog."));
    html += kTable + QStringLiteral("<tr><th>%1</th><th>%2</th></tr>").arg(tr("Die"), tr("Weather"));
    const json& results = fog["results"];
    for (std::size_t i = 0; i < results.size();) {
        std::size_t j = i;
        while (j + 1 < results.size() && results[j + 1] == results[i]) ++j;
        html += QStringLiteral("<tr><td align=\"center\">%1</td><td>%2</td></tr>").arg(i == j ? QString::number(i) : QStringLiteral("%1-%2").arg(i).arg(j), qs(results[i].get<std::string>()));
        i = j + 1;
    }
    html += QStringLiteral("</table><ul>");
    for (auto it = fog["effects"].begin(); it != fog["effects"].end(); ++it) html += QStringLiteral("<li><b>%1</b>: %2</li>").arg(qs(it.key()), qs(it.value().get<std::string>()));
    html += QStringLiteral("</ul><p>%1</p>").arg(tr("Turn 2 (E3.9.3): after dense fog on turn 1 the roll takes \u22121; after a clear turn 1 turn 2 is clear."));
    return html + notes(fog);
}

QString scenarioSection(const core::DataSet& data, const core::Scenario& scenario, bool withRules) {
    const auto texts = data.texts.find(scenario.countersId);
    QString html = QStringLiteral("<h3>%1</h3><p>%2</p>").arg(qs(scenario.name), tr("Turns %1 to %2.").arg(scenario.firstTurn).arg(scenario.lastTurn));
    if (texts == data.texts.end()) return html;
    html += QStringLiteral("<h4>%1</h4><ul>").arg(tr("Victory conditions"));
    if (const auto v = texts->second.victory.find(scenario.id); v != texts->second.victory.end())
        for (const auto& e : v->second) html += QStringLiteral("<li><b>%1 %2.</b> %3</li>").arg(qs(e.rule), qs(e.title), qs(e.text));
    html += QStringLiteral("</ul>");
    if (!withRules) return html;
    html += QStringLiteral("<h4>%1</h4><ul>").arg(tr("Special rules in force"));
    for (const auto& rule : scenario.specialRules)
        if (const core::RuleText* t = texts->second.section(rule)) html += QStringLiteral("<li><b>%1 %2.</b> %3</li>").arg(qs(t->rule), qs(t->title), qs(t->text));
    html += QStringLiteral("</ul>");
    if (!scenario.variants.empty() || !scenario.options.empty()) {
        html += QStringLiteral("<h4>%1</h4><ul>").arg(tr("Variants and options (chosen at New Game)"));
        for (const auto* list : {&scenario.variants, &scenario.options})
            for (const auto& c : *list) html += QStringLiteral("<li><b>%1 %2.</b> %3</li>").arg(qs(c.rule), qs(c.title), qs(c.description));
        html += QStringLiteral("</ul>");
    }
    return html;
}

QString scenarioPage(const core::DataSet& data, const core::GameState* s) {
    QString html = heading(Chart::Scenario);
    const auto texts = s ? data.texts.find(s->scenario->countersId) : data.texts.begin();
    if (texts != data.texts.end())
        html += QStringLiteral("<p><i>%1</i></p>").arg(tr("In brief, in our own words: the exclusive rulebook's text is the authority."));
    if (s) return html + scenarioSection(data, *s->scenario, true);
    for (const auto& scenario : data.scenarios) html += scenarioSection(data, scenario, false);
    return html;
}
}  // namespace

std::vector<ChartEntry> all() {
    std::vector<ChartEntry> out;
    for (Chart c : {Chart::CloseCombatTable, Chart::TacticalMatrix, Chart::CloseCombatDrms, Chart::ToHitTable, Chart::FireDamageTables, Chart::TerrainEffects,
                    Chart::ArmyMorale, Chart::Fog, Chart::Scenario, Chart::MapLegend, Chart::CounterAnatomy})
        out.push_back({c, title(c)});
    return out;
}

QString title(Chart chart) {
    switch (chart) {
        case Chart::CloseCombatTable: return tr("Close Combat Table (12.23)");
        case Chart::TacticalMatrix: return tr("Tactical Matrix (12.6)");
        case Chart::ToHitTable: return tr("Ranged Fire To-Hit Table (10.3, 11.3)");
        case Chart::FireDamageTables: return tr("Fire Damage Tables (10.3, 11.3)");
        case Chart::TerrainEffects: return tr("Terrain Effects Chart (9.4)");
        case Chart::CloseCombatDrms: return tr("Close Combat DRMs (12.23 step 3)");
        case Chart::ArmyMorale: return tr("Army Morale (16)");
        case Chart::Fog: return tr("Fog Table (E3.9)");
        case Chart::Scenario: return tr("Victory Conditions and Special Rules");
        case Chart::MapLegend: return tr("Map Legend");
        case Chart::CounterAnatomy: return tr("Counter Anatomy (2.2)");
    }
    return {};
}

QString id(Chart chart) {
    static const char* const kIds[] = {"close-combat-table", "tactical-matrix", "to-hit-table", "fire-damage-tables", "terrain-effects", "close-combat-drms",
                                       "army-morale", "fog", "scenario", "map-legend", "counter-anatomy"};
    return QString::fromLatin1(kIds[static_cast<int>(chart)]);
}

std::optional<Chart> fromId(const QString& name) {
    for (const auto& entry : all())
        if (id(entry.chart) == name) return entry.chart;
    return std::nullopt;
}

Chart forDecision(const core::GameState& s) {
    switch (s.step) {
        case core::Step::FogRoll: return Chart::Fog;
        case core::Step::MomentumFirst:
        case core::Step::MomentumSecond:
        case core::Step::InitiativeRoll:
        case core::Step::RallyRoll:
        case core::Step::MoraleCheckRoll: return Chart::ArmyMorale;
        case core::Step::Moving:
        case core::Step::PlacePiece: return Chart::TerrainEffects;
        case core::Step::ArtilleryFire:
        case core::Step::RifleDeclare: return Chart::ToHitTable;
        case core::Step::FireRoll: return s.fireHit ? Chart::FireDamageTables : Chart::ToHitTable;
        case core::Step::ChooseTactic: return Chart::TacticalMatrix;
        case core::Step::DeclareCombats: return Chart::CloseCombatDrms;
        case core::Step::ChooseCombat:
        case core::Step::ChooseLead:
        case core::Step::WithdrawalChoice:
        case core::Step::CombatRoll:
        case core::Step::CombatReroll:
        case core::Step::ChooseCapture:
        case core::Step::ChooseSecondStep:
        case core::Step::AdvanceAfterCombat: return Chart::CloseCombatTable;
        case core::Step::ChooseLeaderCasualty:
        case core::Step::ChooseRetreat: return s.phase == core::Phase::CloseCombat ? Chart::CloseCombatTable : Chart::FireDamageTables;
        default: return Chart::Scenario;
    }
}

std::optional<CloseCombatMarks> closeCombatMarks(const core::GameState& s) {
    if (!combatInHand(s)) return std::nullopt;
    const core::CombatPreview p = core::previewCloseCombat(s, s.combat.index);
    const core::CloseCombatTable& t = *s.series->closeCombat;
    CloseCombatMarks m;
    m.column = p.odds.column;
    m.drm = p.totalDrm;
    if (tacticsRevealed(s) && !s.combat.noCombat) {
        const auto legal = [](const std::vector<std::string>& ids, const std::string& id) { return std::find(ids.begin(), ids.end(), id) != ids.end(); };
        // 12.23 step 4: as the core reveals them, each checked against its side's eligible tactics (12.65).
        const auto tactics = core::tacticsDrm(s, s.combat.attackerTactic, legal(p.attackerTactics, s.combat.attackerTactic), s.combat.defenderTactic,
                                              legal(p.defenderTactics, s.combat.defenderTactic));
        m.tacticsKnown = true;
        m.drm += tactics.value_or(0);
    }
    for (int die = 0; die <= 9; ++die) {
        const int row = std::clamp(die + m.drm, t.clampLow, t.clampHigh);
        if (m.rows.empty() || m.rows.back() != row) m.rows.push_back(row);
    }
    if (s.combat.die >= 0 && s.combat.stage >= core::CombatStage::Reroll) m.rolledRow = std::clamp(s.combat.total, t.clampLow, t.clampHigh);
    return m;
}

std::optional<TacticsMarks> tacticsMarks(const core::GameState& s) {
    if (!combatInHand(s)) return std::nullopt;
    const core::CombatPreview p = core::previewCloseCombat(s, s.combat.index);
    TacticsMarks m{p.attackerTactics, p.defenderTactics, {}, {}};
    if (tacticsRevealed(s)) {
        m.attackerChosen = s.combat.attackerTactic;
        m.defenderChosen = s.combat.defenderTactic;
    }
    return m;
}

std::optional<FireMarks> fireMarks(const core::GameState& s) {
    if (s.step != core::Step::FireRoll || s.fireIndex < 0 || s.fireIndex >= static_cast<int>(s.fires.size())) return std::nullopt;
    const core::FireDeclaration& d = s.fires[static_cast<std::size_t>(s.fireIndex)];
    core::Fire fire;
    for (int f : d.firers) fire.firers.push_back(s.pieceId(f));
    fire.target = s.pieceId(d.target);
    const core::FirePreview p = core::previewFire(s, fire);
    return FireMarks{p.sp, p.range, p.toHit, p.totalDrm, p.damageTable, s.fireHit};
}

QString html(Chart chart, const core::DataSet& data, const core::GameState* state) {
    switch (chart) {
        case Chart::CloseCombatTable: return closeCombatPage(data, state);
        case Chart::TacticalMatrix: return tacticalMatrixPage(data, state);
        case Chart::ToHitTable: return toHitPage(data, state);
        case Chart::FireDamageTables: return damagePage(data, state);
        case Chart::TerrainEffects: return terrainPage(data, state);
        case Chart::CloseCombatDrms: return drmChartPage(data, state);
        case Chart::ArmyMorale: return armyMoralePage(data, state);
        case Chart::Fog: return fogPage(data, state);
        case Chart::Scenario: return scenarioPage(data, state);
        case Chart::MapLegend:
        case Chart::CounterAnatomy: return heading(chart);  // drawn by the legend, which owns the pictures
    }
    return {};
}

}  // namespace tricorne::app::charts
