#include "hex_description.h"

#include <QCoreApplication>

#include "counter_text.h"
#include "marker_item.h"
#include "status_marks.h"

namespace tricorne::app {

namespace {
QString directionLabel(core::Direction d) {
    using T = HexDescription;
    switch (d) {
        case core::Direction::North: return T::tr("N");
        case core::Direction::NorthEast: return T::tr("NE");
        case core::Direction::SouthEast: return T::tr("SE");
        case core::Direction::South: return T::tr("S");
        case core::Direction::SouthWest: return T::tr("SW");
        case core::Direction::NorthWest: return T::tr("NW");
    }
    return {};
}
}  // namespace

QString HexDescription::terrain(core::HexId hex) const {
    switch (m_map.terrain(hex)) {
        case core::Terrain::Clear: return tr("Clear");
        case core::Terrain::Crops: return tr("Crops");
        case core::Terrain::Orchard: return tr("Orchard");
        case core::Terrain::LightForest: return tr("Light forest");
        case core::Terrain::HeavyForest: return tr("Heavy forest");
        case core::Terrain::FarmBuildings: return tr("Farm buildings");
        case core::Terrain::River: return tr("River (prohibited)");
    }
    return {};
}

QString HexDescription::areaName(const std::string& id) {
    if (id == "bemisHeightsLine") return tr("Bemis Heights Line");
    if (id == "bemisHeightsCamp") return tr("Bemis Heights camp");
    if (id == "garrison") return tr("American garrison hex");
    if (id == "freemansFarmObjective") return tr("Freeman's Farm objective area");
    return QString::fromStdString(id);
}

QString HexDescription::unitTypeName(core::UnitType type) {
    switch (type) {
        case core::UnitType::Infantry: return tr("infantry");
        case core::UnitType::LightInfantry: return tr("light infantry");
        case core::UnitType::Rifle: return tr("rifles");
        case core::UnitType::Militia: return tr("militia");
        case core::UnitType::Artillery: return tr("artillery");
        case core::UnitType::Mounted: return tr("mounted");
        case core::UnitType::Indian: return tr("Indians");
        case core::UnitType::Engineer: return tr("engineers");
    }
    return {};
}

QString HexDescription::areas(core::HexId hex) const {
    QStringList names;
    for (const auto& [id, area] : m_map.areas())
        if (m_map.inArea(id, hex)) names << areaName(id);
    for (const auto& e : m_map.entryHexes())
        if (e.hex == hex) names << tr("entry hex %1").arg(QString::fromStdString(e.label));
    return names.join(QStringLiteral(", "));
}

QString HexDescription::featuresOf(const core::HexsideFeatures& f) const {
    QStringList parts;
    if (f.slope) parts << (f.upSlopeAcross ? tr("slope (up across)") : tr("slope (down across)"));
    if (f.ravine) parts << tr("ravine");
    if (f.creek) parts << tr("creek");
    if (f.ford) parts << tr("ford");
    if (f.fieldworks) parts << (f.fieldworksHere ? tr("fieldworks (this side)") : tr("fieldworks (far side)"));
    if (f.road) parts << tr("road");
    if (f.trail) parts << tr("trail");
    return parts.join(QStringLiteral(", "));
}

QStringList HexDescription::hexsides(core::HexId hex) const {
    QStringList out;
    for (core::Direction d : core::kDirections) {
        const core::HexsideFeatures& f = m_map.side(hex, d);
        if (!f.any()) continue;
        out << QStringLiteral("%1 (%2): %3").arg(directionLabel(d), QString::fromStdString(core::neighbour(hex, d).str()), featuresOf(f));
    }
    return out;
}

QString HexDescription::counterLine(const DeployedCounter& c) const {
    if (c.leader) {
        const auto& f = c.leader->front;
        return tr("%1, %2, leader %3").arg(QString::fromStdString(f.name), QString::fromStdString(f.rank), counter_text::ratings(f));
    }
    const core::UnitDef& u = *c.unit;
    const core::Formation* formation = m_counters.formation(u.formation);
    QString line = tr("%1 (%2, %3) %4")
                       .arg(QString::fromStdString(u.name), unitTypeName(u.type),
                            formation ? QString::fromStdString(formation->name) : QString::fromStdString(u.formation),
                            counter_text::valuesLine(u, c.reduced));
    if (c.reduced) line += tr(", reduced");
    if (u.isArtillery()) line += tr(", range %1").arg(u.artilleryRange);
    if (c.closeCombatAmmoBoxes >= 0) line += tr(", close combat ammunition %1 of %2 boxes left (E7.1)").arg(c.closeCombatAmmoLeft).arg(c.closeCombatAmmoBoxes);
    if (c.fireAmmoBoxes >= 0) line += tr(", fire ammunition %1 of %2 boxes left (E7.3.2)").arg(c.fireAmmoLeft).arg(c.fireAmmoBoxes);
    for (const QString& mark : StatusMarks::names(c.marks)) line += QStringLiteral(", ") + mark;
    return line;
}

QStringList HexDescription::units(core::HexId hex) const {
    QStringList out;
    for (const DeployedMarker* m : m_deployment.markersAt(hex)) out << tr("%1 marker").arg(MarkerItem::title(m->id));
    for (const DeployedCounter* c : m_deployment.stackAt(hex)) out << counterLine(*c);
    if (const QString h = hiddenLine(hex); !h.isEmpty()) out << h;
    return out;
}

QString HexDescription::hiddenLine(core::HexId hex) const {
    const int hidden = m_deployment.hiddenAt(hex);
    if (hidden == 0) return QString();
    return hidden == 1 ? tr("1 more counter, not examined (7.42)") : tr("%1 more counters, not examined (7.42)").arg(hidden);
}

QString HexDescription::statusLine(core::HexId hex) const {
    QStringList parts;
    parts << QString::fromStdString(hex.str()) << terrain(hex);
    if (const core::MapPlace* p = m_map.placeAt(hex)) parts << QString::fromStdString(p->name);
    if (const QString a = areas(hex); !a.isEmpty()) parts << a;
    const QStringList sides = hexsides(hex);
    if (!sides.isEmpty()) parts << sides.join(QStringLiteral("; "));
    const auto stack = m_deployment.stackAt(hex);
    if (!stack.empty()) parts << tr("%n counter(s)", nullptr, static_cast<int>(stack.size()) + m_deployment.hiddenAt(hex));
    if (const QString h = hiddenLine(hex); !h.isEmpty()) parts << h;
    return parts.join(QStringLiteral(" \u00b7 "));
}

QString HexDescription::tooltip(core::HexId hex) const {
    QString html = QStringLiteral("<b>%1</b> &mdash; %2").arg(QString::fromStdString(hex.str()), terrain(hex).toHtmlEscaped());
    if (const core::MapPlace* p = m_map.placeAt(hex)) html += QStringLiteral("<br><i>%1</i>").arg(QString::fromStdString(p->name).toHtmlEscaped());
    if (const QString a = areas(hex); !a.isEmpty()) html += QStringLiteral("<br>%1").arg(a.toHtmlEscaped());
    const QStringList sides = hexsides(hex);
    if (!sides.isEmpty()) {
        html += QStringLiteral("<br><u>%1</u>").arg(tr("Hexsides").toHtmlEscaped());
        for (const QString& s : sides) html += QStringLiteral("<br>&nbsp;&nbsp;%1").arg(s.toHtmlEscaped());
    }
    const QStringList us = units(hex);
    if (!us.isEmpty()) {
        html += QStringLiteral("<br><u>%1</u>").arg(tr("Units").toHtmlEscaped());
        for (const QString& u : us) html += QStringLiteral("<br>&nbsp;&nbsp;%1").arg(u.toHtmlEscaped());
    }
    return html;
}

}  // namespace tricorne::app
