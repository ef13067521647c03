#include "counter_text.h"

#include "tricorne/series/counter_names.h"

#include <algorithm>
#include <utility>
#include <vector>

#include <QCoreApplication>

namespace tricorne::app::counter_text {

QString signedNumber(int n) {
    if (n > 0) return QStringLiteral("+%1").arg(n);
    if (n < 0) return QStringLiteral("\u2212%1").arg(-n);
    return QStringLiteral("0");
}

const core::UnitFace& face(const core::UnitDef& unit, bool reduced) {
    return reduced && unit.reduced ? *unit.reduced : unit.full;
}

QString strength(const core::UnitDef& unit, bool reduced) {
    const core::UnitFace& f = face(unit, reduced);
    // 3.1 Musket/rifle units print close combat / rifle fire.
    if (unit.musketRifle || (f.fireSp != 0 && f.fireSp != f.sp)) return QStringLiteral("%1/%2").arg(f.sp).arg(f.fireSp);
    return QString::number(f.sp);
}

QString movement(const core::UnitDef& unit) {
    if (unit.maKind == core::MaKind::Bracketed) return QStringLiteral("(%1)").arg(unit.ma);
    return QString::number(unit.ma);
}

QString valuesLine(const core::UnitDef& unit, bool reduced) {
    return QStringLiteral("%1 %2 %3").arg(strength(unit, reduced), signedNumber(face(unit, reduced).morale), movement(unit));
}

QString ratings(const core::LeaderFace& face) {
    return QStringLiteral("%1-%2-%3").arg(face.closeCombatDrm).arg(face.leadershipDrm).arg(face.ma);
}

QString setupMark(const core::CampaignStart& start) {
    if (start.notUsed || !start.hex) return {};
    if (start.turn > 0) return QCoreApplication::translate("CounterText", "T%1").arg(start.turn);
    return QString::fromStdString(start.hex->str());
}

QString withNames(const std::string& text, const core::CounterSet& counters) {
    return QString::fromStdString(core::withCounterNames(text, counters));
}

}  // namespace tricorne::app::counter_text
