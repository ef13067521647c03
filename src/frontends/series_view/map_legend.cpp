#include "map_legend.h"

#include <QCoreApplication>
#include <QPainter>

#include <functional>

#include <algorithm>

#include "counter_painter.h"
#include "counter_text.h"
#include "deployment.h"
#include "hex_layout.h"
#include "map_painter.h"
#include "map_style.h"
#include "marker_item.h"
#include "status_marks.h"

namespace tricorne::app::legend {

namespace {
QString tr(const char* text) { return QCoreApplication::translate("MapLegend", text); }
QString qs(const std::string& s) { return QString::fromStdString(s).toHtmlEscaped(); }

constexpr double kPictureScale = 0.8;  // pixels per scene unit: a hex 80 pixels across
constexpr int kPixelRatio = 2;         // drawn at twice the size, for sharp type on any screen

QImage blank(QSizeF size) {
    QImage image((size * kPixelRatio).toSize(), QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(kPixelRatio);
    image.fill(style::kPaper);
    return image;
}

// The map around `centre` (scene coordinates), `hexes` hexes across, as the map shows it.
QImage mapPiece(const MapPainter& painter, QPointF centre, double hexes) {
    const double w = hexes * 100.0, h = hexes * 80.0;
    const QRectF area(centre.x() - w / 2, centre.y() - h / 2, w, h);
    QImage image = blank(area.size() * kPictureScale);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.scale(kPictureScale, kPictureScale);
    p.translate(-area.topLeft());
    p.setClipRect(area);
    painter.paint(p, area);
    p.end();
    return image;
}

// The rule a Terrain Effects Chart entry cites, for the entry of `key` with `value`.
QString tecRule(const core::RulesData* volume, const char* list, const char* key, const std::string& value) {
    if (!volume || !volume->raw.contains("terrainEffects")) return {};
    for (const auto& e : volume->raw["terrainEffects"][list])
        if (e.value(key, std::string()) == value) return QString::fromStdString(e.value("rule", std::string()));
    return {};
}

// A source such as "rulebook E3.6.1" as its rule number.
QString ruleOf(const std::string& source) {
    const std::string prefix = "rulebook ";
    return QString::fromStdString(source.rfind(prefix, 0) == 0 ? source.substr(prefix.size()) : source);
}

// The hex of `terrain` with the most neighbours of the same terrain: the clearest example.
std::optional<core::HexId> terrainExample(const core::Map& map, core::Terrain terrain) {
    std::optional<core::HexId> best;
    int bestCount = -1;
    // A hex without a named place first; farm buildings stand only where places are.
    for (core::HexId h : map.allHexes()) {
        if (map.terrain(h) != terrain || (map.placeAt(h) && terrain != core::Terrain::FarmBuildings)) continue;
        const auto around = map.onMapNeighbours(h);
        const int count = static_cast<int>(std::count_if(around.begin(), around.end(), [&](core::HexId n) { return map.terrain(n) == terrain; }));
        if (count > bestCount) {
            bestCount = count;
            best = h;
        }
    }
    return best;
}

// A hexside with `feature` and as few other features as the map has.
std::optional<core::Map::SideEntry> sideExample(const core::Map& map, bool core::HexsideFeatures::*feature) {
    std::optional<core::Map::SideEntry> best;
    int bestOthers = 99;
    for (const auto& e : map.featuredHexsides()) {
        if (!(e.fromA.*feature)) continue;
        const core::HexsideFeatures& f = e.fromA;
        const int others = f.creek + f.ford + f.ravine + f.slope + f.fieldworks + f.road + f.trail - 1;
        if (others < bestOthers) {
            bestOthers = others;
            best = e;
        }
    }
    return best;
}

QImage markerPicture(const std::string& id) {
    QImage image = blank(QSizeF(MarkerItem::kWidth + 8, MarkerItem::kHeight + 8) * 3);
    QPainter p(&image);
    p.scale(3, 3);
    p.translate((MarkerItem::kWidth + 8) / 2, (MarkerItem::kHeight + 8) / 2);
    MarkerItem item(id);
    item.paint(&p, nullptr, nullptr);
    return image;
}

QImage statusPicture(const CounterMarks& marks) {
    const double w = StatusMarks::kWidth + 6, h = StatusMarks::kHeight + 8;
    QImage image = blank(QSizeF(w, h) * 3);
    QPainter p(&image);
    p.scale(3, 3);
    // The tags stand on the top edge of a counter whose right edge is under the first tag.
    // The first tag stands 3 units in from the left and 4 down: the counter under it lies outside the picture.
    StatusMarks::paint(p, QRectF(StatusMarks::kWidth - 1 - CounterPainter::kSize, 9, CounterPainter::kSize, CounterPainter::kSize), marks);
    return image;
}
}  // namespace

std::vector<Section> mapLegend(const core::Map& map, const core::RulesData* volume) {
    const HexLayout layout(map.columns(), map.rows());
    const MapPainter painter(map, layout);
    std::vector<Section> out;

    Section terrain{tr("Terrain"), {}};
    for (int t = 0; t < core::kTerrainCount; ++t) {
        const auto terrainKind = static_cast<core::Terrain>(t);
        const auto hex = terrainExample(map, terrainKind);
        if (!hex) continue;
        terrain.entries.push_back({QString::fromUtf8(core::terrainName(terrainKind).data(), static_cast<int>(core::terrainName(terrainKind).size())),
                                   tr("Hex terrain (%1)").arg(tecRule(volume, "hexes", "terrain", std::string(core::terrainId(terrainKind)))),
                                   mapPiece(painter, layout.centre(*hex), 1.6)});
    }
    out.push_back(std::move(terrain));

    Section sides{tr("Hexsides"), {}};
    const struct {
        bool core::HexsideFeatures::*feature;
        const char* name;
        const char* tecFeature;
    } kinds[] = {{&core::HexsideFeatures::creek, "Creek", "creek"},        {&core::HexsideFeatures::ford, "Ford", "ford"},
                 {&core::HexsideFeatures::slope, "Slope (hachures on the high side)", "up-slope"}, {&core::HexsideFeatures::ravine, "Ravine", "ravine"},
                 {&core::HexsideFeatures::fieldworks, "Fieldworks (on the side of the hex that holds them)", "fieldworks"},
                 {&core::HexsideFeatures::road, "Road", "road"},           {&core::HexsideFeatures::trail, "Trail", "trail"}};
    for (const auto& k : kinds) {
        const auto side = sideExample(map, k.feature);
        if (!side) continue;
        const QPointF mid = (layout.centre(side->side.a) + layout.centre(side->side.b)) / 2;
        sides.entries.push_back({tr(k.name), tr("Hexside (%1)").arg(tecRule(volume, "hexsides", "feature", k.tecFeature)), mapPiece(painter, mid, 1.6)});
    }
    out.push_back(std::move(sides));

    Section marks{tr("Rule markings"), {}};
    const struct {
        const char* area;
        const char* name;
        const char* meaning;
        double hexes;
    } areas[] = {{"bemisHeightsLine", "Bemis Heights Line (yellow dots)", "Gates' Wing stays on or behind it until released", 2.2},
                 {"garrison", "Garrison hex", "Held by an American non-artillery combat unit", 1.6},
                 {"freemansFarmObjective", "Freeman's Farm Objective Area (dotted outline)", "Worth 1 VP to the side that controls it", 3.2}};
    for (const auto& a : areas) {
        const core::MapArea* area = map.area(a.area);
        if (!area || area->hexes.empty()) continue;
        const core::HexId hex = area->hexes[area->hexes.size() / 2];
        marks.entries.push_back({tr(a.name), tr("%1 (%2)").arg(tr(a.meaning), ruleOf(area->source)), mapPiece(painter, layout.centre(hex), a.hexes)});
    }
    for (const core::EntryHex& e : map.entryHexes()) {
        marks.entries.push_back({tr("Entry hex %1 (%2)").arg(qs(e.label), qs(e.hex.str())),
                                 tr("Where %1 reinforcements enter (%2)").arg(e.side == "british" ? tr("British") : tr("American"), ruleOf(e.source)),
                                 mapPiece(painter, layout.centre(e.hex), 1.6)});
        break;  // one shows how every entry hex is marked
    }
    out.push_back(std::move(marks));

    Section places{tr("Places and objective hexes"), {}};
    std::vector<std::string> kindsSeen;
    for (const core::MapPlace& p : map.places()) {
        if (p.kind == "label" || std::find(kindsSeen.begin(), kindsSeen.end(), p.kind) != kindsSeen.end()) continue;
        kindsSeen.push_back(p.kind);
        QString kind = QString::fromStdString(p.kind);
        kind[0] = kind[0].toUpper();
        places.entries.push_back({tr("%1: %2 (%3)").arg(kind, qs(p.name), qs(p.hex.str())),
                                  p.source.empty() ? tr("A named place") : tr("A named place; the rules name it (%1)").arg(ruleOf(p.source)),
                                  mapPiece(painter, layout.centre(p.hex), 1.6)});
    }
    out.push_back(std::move(places));

    Section markers{tr("Markers"), {}};
    for (const std::string& id : MarkerItem::kinds())
        markers.entries.push_back({MarkerItem::title(id), MarkerItem::meaning(id), markerPicture(id)});
    const CounterMarks each[] = {{false, true, false, false, false}, {true, false, false, false, false}, {false, false, false, true, false},
                                 {false, false, false, false, true}, {false, false, true, false, false}};
    for (const CounterMarks& m : each)
        for (const StatusMark& s : StatusMarks::of(m)) markers.entries.push_back({s.name, tr("Status marker on the counter's top edge"), statusPicture(m)});
    out.push_back(std::move(markers));
    return out;
}

QString legendHtml(const std::vector<Section>& sections, Pictures& pictures) {
    QString html;
    int n = 0;
    for (const Section& s : sections) {
        // Two entries a row: the legend reads as a printed one does, in columns.
        html += QStringLiteral("<h3>%1</h3><table cellspacing=\"2\" cellpadding=\"3\" width=\"100%\">").arg(s.title.toHtmlEscaped());
        for (std::size_t i = 0; i < s.entries.size(); ++i) {
            const Entry& e = s.entries[i];
            const QString url = QStringLiteral("legend:%1").arg(n++);
            pictures[url] = e.picture;
            const QSizeF size = e.picture.deviceIndependentSize();
            html += QStringLiteral("%1<td><img src=\"%2\" width=\"%3\" height=\"%4\"></td><td valign=\"middle\" width=\"50%\"><b>%5</b><br>%6</td>%7")
                        .arg(i % 2 == 0 ? QStringLiteral("<tr>") : QString(), url)
                        .arg(qRound(size.width()))
                        .arg(qRound(size.height()))
                        .arg(e.name.toHtmlEscaped(), e.meaning.toHtmlEscaped(), i % 2 == 1 || i + 1 == s.entries.size() ? QStringLiteral("</tr>") : QString());
        }
        html += QStringLiteral("</table>");
    }
    return html;
}

namespace {
constexpr double kBig = 186.0;  // a counter three times its size on the map
constexpr double kMargin = 34.0;

// Where a callout's disc stands: in the margin beside, above or below the counter.
enum class Edge { Left, Right, Top, Bottom };

struct Part {
    Edge edge;
    double along;  // the part's place along that edge, in design units of a 62-unit counter
    QString text;
};

// A numbered disc in the margin, its line running under the counter to the part it names,
// so that no line crosses a printed value.
void callout(QPainter& p, int number, QPointF edgePoint, QPointF disc) {
    p.setPen(QPen(QColor(0x2a, 0x22, 0x16), 1.2));
    p.drawLine(disc, edgePoint);
    p.setBrush(QColor(0x2a, 0x22, 0x16));
    p.drawEllipse(edgePoint, 2.4, 2.4);
    p.setBrush(QColor(0xfb, 0xf4, 0xdc));
    p.drawEllipse(disc, 10, 10);
    QFont f = style::sansFont();
    f.setBold(true);
    style::drawText(p, QRectF(disc.x() - 10, disc.y() - 10, 20, 20), Qt::AlignCenter, QString::number(number), f, 12);
}

QImage annotated(const std::function<void(QPainter&, const QRectF&)>& paint, const std::vector<Part>& parts) {
    QImage image = blank(QSizeF(kBig + 2 * kMargin, kBig + 2 * kMargin));
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF rect(kMargin, kMargin, kBig, kBig);
    const double s = kBig / CounterPainter::kSize;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        const double along = parts[i].along * s;
        QPointF edge, disc;
        switch (parts[i].edge) {
            case Edge::Left: edge = {rect.left(), rect.top() + along}, disc = {kMargin / 2, edge.y()}; break;
            case Edge::Right: edge = {rect.right(), rect.top() + along}, disc = {rect.right() + kMargin / 2, edge.y()}; break;
            case Edge::Top: edge = {rect.left() + along, rect.top()}, disc = {edge.x(), kMargin / 2}; break;
            case Edge::Bottom: edge = {rect.left() + along, rect.bottom()}, disc = {edge.x(), rect.bottom() + kMargin / 2}; break;
        }
        callout(p, static_cast<int>(i) + 1, edge, disc);
    }
    paint(p, rect);
    return image;
}

QString partsList(const std::vector<Part>& parts) {
    QString html = QStringLiteral("<ol>");
    for (const Part& part : parts) html += QStringLiteral("<li>%1</li>").arg(part.text);
    return html + QStringLiteral("</ol>");
}

QString picture(Pictures& pictures, const QString& url, const QImage& image) {
    pictures[url] = image;
    const QSizeF size = image.deviceIndependentSize();
    return QStringLiteral("<img src=\"%1\" width=\"%2\" height=\"%3\">").arg(url).arg(qRound(size.width())).arg(qRound(size.height()));
}
}  // namespace

QString anatomyHtml(const core::CounterSet& counters, Pictures& pictures) {
    // The example: the first two-step line unit with a printed set-up hex.
    const core::UnitDef* unit = nullptr;
    for (const auto& u : counters.units())
        if (u.reduced && !u.isArtillery() && !u.isRifle() && u.campaign.hex && !unit) unit = &u;
    if (!unit)
        for (const auto& u : counters.units())
            if (u.reduced && !unit) unit = &u;
    QString html;
    if (unit) {
        const CounterColours colours = CounterColours::of(counters.formation(unit->formation), unit->side);
        const core::Formation* formation = counters.formation(unit->formation);
        const QString name = qs(unit->name);
        const std::vector<Part> front = {
            {Edge::Top, 31, tr("The unit's name: <b>%1</b>; the counter's colour is its formation%2 (E1.1).").arg(name, formation ? QStringLiteral(", ") + qs(formation->name) : QString())},
            {Edge::Right, 25, tr("Its type: infantry, light infantry, rifles, artillery or dragoons (3.1).")},
            {Edge::Left, 19.5, tr("Its set-up hex in the Campaign, or the turn it enters as T and the turn (2.2): <b>%1</b>.").arg(counter_text::setupMark(unit->campaign))},
            {Edge::Left, 47, tr("Strength points: <b>%1</b> (3.1, 12.23 step 1); a musket/rifle unit prints its fire value after the slash (3.1).").arg(counter_text::strength(*unit, false))},
            {Edge::Bottom, 31, tr("Morale: <b>%1</b>, added to the morale check die (13.5, 15.32).").arg(counter_text::signedNumber(unit->full.morale))},
            {Edge::Right, 47, tr("Movement allowance: <b>%1</b> MP (9.2); in brackets, the unit may not move until forced from its hex (E3.1); in a white box, it arrived by bateau (E3.8.2).").arg(counter_text::movement(*unit))},
        };
        const std::vector<Part> back = {
            {Edge::Top, 31, tr("The pale band behind the name marks the reduced side (2.2): the unit has lost a step (13.1).")},
            {Edge::Left, 47, tr("Strength points reduced to <b>%1</b>.").arg(counter_text::strength(*unit, true))},
            {Edge::Bottom, 31, tr("Morale on the reduced side: <b>%1</b>.").arg(counter_text::signedNumber(unit->reduced->morale))},
        };
        html += QStringLiteral("<h3>%1</h3><table><tr><td>%2</td><td valign=\"top\">%3</td></tr>")
                    .arg(tr("A combat unit: %1, full strength").arg(name),
                         picture(pictures, QStringLiteral("anatomy:front"), annotated([&](QPainter& p, const QRectF& r) { CounterPainter::paintUnit(p, r, *unit, colours, false); }, front)),
                         partsList(front));
        html += QStringLiteral("<tr><td colspan=\"2\"><h3>%1</h3></td></tr><tr><td>%2</td><td valign=\"top\">%3</td></tr></table>")
                    .arg(tr("The same unit reduced"),
                         picture(pictures, QStringLiteral("anatomy:back"), annotated([&](QPainter& p, const QRectF& r) { CounterPainter::paintUnit(p, r, *unit, colours, true); }, back)),
                         partsList(back));
    }
    const core::LeaderDef* leader = counters.leaders().empty() ? nullptr : &counters.leaders().front();
    for (const auto& l : counters.leaders())
        if (l.back && leader && !leader->back) leader = &l;
    if (leader) {
        const CounterColours colours = CounterColours::of(counters.formation(leader->formation), leader->side);
        const std::vector<Part> parts = {
            {Edge::Top, 31, tr("The leader's name: <b>%1</b>; cut corners and a gold frame mark a leader (3.2).").arg(qs(leader->front.name))},
            {Edge::Right, 35, tr("His rank: %1.").arg(qs(leader->front.rank))},
            {Edge::Bottom, 31, tr("Ratings <b>%1</b>: his close combat DRM (14.21), his leadership DRM to morale checks (14.23) and his movement allowance (9.2).")
                           .arg(counter_text::ratings(leader->front))},
        };
        html += QStringLiteral("<h3>%1</h3><table><tr><td>%2</td><td valign=\"top\">%3%4</td></tr></table>")
                    .arg(tr("A leader"),
                         picture(pictures, QStringLiteral("anatomy:leader"), annotated([&](QPainter& p, const QRectF& r) { CounterPainter::paintLeader(p, r, *leader, colours, false); }, parts)),
                         partsList(parts),
                         leader->back ? tr("<p>The back of this counter is %1, who takes over when he falls (E3.5).</p>").arg(qs(leader->back->name)) : QString());
    }
    html += QStringLiteral("<h3>%1</h3><ul><li>%2</li><li>%3</li><li>%4</li><li>%5</li><li>%6</li></ul>")
                .arg(tr("Other marks on counters"), tr("R beside the type box: a rifle unit; a white R gives the enemy a close combat DRM, a black R does not (3.1)."),
                     tr("LT: light infantry (3.1)."), tr("A gold star: a demi-leader for tactics, Morgan (E3.4.4)."),
                     tr("A number in a circle: an artillery unit's range in hexes (11.2); heavy: heavy artillery (E7.4)."),
                     tr("Status markers stand on a counter's top edge: see the Map Legend."));
    return html;
}

}  // namespace tricorne::app::legend
