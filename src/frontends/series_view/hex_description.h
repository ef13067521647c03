// What a hex holds, in words: terrain, hexside features, place, areas and the units there.
#pragma once

#include <QCoreApplication>
#include <QString>

#include "deployment.h"
#include "tricorne/series/counters.h"
#include "tricorne/series/map.h"

namespace tricorne::app {

class HexDescription {
    Q_DECLARE_TR_FUNCTIONS(HexDescription)

public:
    HexDescription(const core::Map& map, const core::CounterSet& counters, const Deployment& deployment)
        : m_map(map), m_counters(counters), m_deployment(deployment) {}

    // One line for the status bar.
    QString statusLine(core::HexId hex) const;
    // Rich text for a tooltip.
    QString tooltip(core::HexId hex) const;

    QString terrain(core::HexId hex) const;
    QString areas(core::HexId hex) const;
    QStringList hexsides(core::HexId hex) const;
    QStringList units(core::HexId hex) const;
    QString counterLine(const DeployedCounter& c) const;
    // 7.42: "2 more counters, not examined (7.42)" under an enemy stack's top counter; empty when all show.
    QString hiddenLine(core::HexId hex) const;

    static QString areaName(const std::string& id);
    static QString unitTypeName(core::UnitType type);

private:
    QString featuresOf(const core::HexsideFeatures& f) const;

    const core::Map& m_map;
    const core::CounterSet& m_counters;
    const Deployment& m_deployment;
};

}  // namespace tricorne::app
