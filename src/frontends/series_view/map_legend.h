// The map legend and the counter anatomy, drawn by the map's and the counters' own painters:
// each kind of terrain, hexside, rule marking and place as the map shows it (a piece of the
// real map around an example), each marker, and a counter's printed values explained.
#pragma once

#include <QImage>
#include <QString>

#include <map>
#include <vector>

#include "tricorne/series/counters.h"
#include "tricorne/series/map.h"
#include "tricorne/series/rules_data.h"

namespace tricorne::app::legend {

struct Entry {
    QString name;     // "Creek hexside"
    QString meaning;  // what it does, with its rule
    QImage picture;
};

struct Section {
    QString title;
    std::vector<Entry> entries;
};

// The legend of `map`: its terrain, hexsides, rule markings, places and every marker; the
// volume's Terrain Effects Chart (`volume`, may be null) gives the rules each entry cites.
std::vector<Section> mapLegend(const core::Map& map, const core::RulesData* volume);

// The pictures a page names in its <img> tags, by their names there.
using Pictures = std::map<QString, QImage>;

// The legend as HTML, its pictures added to `pictures`.
QString legendHtml(const std::vector<Section>& sections, Pictures& pictures);

// A combat unit with a reduced side and a leader, each part of the counter named with its
// rule; the pictures added to `pictures`.
QString anatomyHtml(const core::CounterSet& counters, Pictures& pictures);

}  // namespace tricorne::app::legend
