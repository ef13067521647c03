#include "status_marks.h"

#include <QCoreApplication>
#include <QPainter>

#include "map_style.h"

namespace tricorne::app {

namespace {
QString tr(const char* text) { return QCoreApplication::translate("StatusMarks", text); }
constexpr double kRise = 5.0;  // how far a tag stands above the counter's top edge
constexpr double kGap = 1.0;
}  // namespace

std::vector<StatusMark> StatusMarks::of(const CounterMarks& marks) {
    std::vector<StatusMark> out;
    if (marks.shattered) out.push_back({tr("SHAT"), tr("Shattered (13.4)"), QColor(0x8c, 0x17, 0x12), Qt::white});
    if (marks.disrupted) out.push_back({tr("DISR"), tr("Disrupted (13.3)"), QColor(0xf0, 0xc0, 0x2c), QColor(0x20, 0x18, 0x08)});
    if (marks.pinned) out.push_back({tr("PIN"), tr("Pinned (13.1)"), QColor(0xfb, 0xf7, 0xea), QColor(0x1c, 0x18, 0x12)});
    if (marks.withdrawal) out.push_back({tr("WDRL"), tr("Withdrawal (12.43, 12.54)"), QColor(0x6b, 0x4a, 0x2a), Qt::white});
    if (marks.ammoDepleted) out.push_back({tr("AMMO"), tr("Ammo Depleted (E7.2)"), QColor(0x3b, 0x2a, 0x5c), Qt::white});
    if (marks.fireAmmoSpent) out.push_back({tr("NO FIRE"), tr("No fire ammunition left (E7.3.2)"), QColor(0x3b, 0x2a, 0x5c), Qt::white});
    if (marks.firstFireSpent) out.push_back({tr("NO FF"), tr("First Fire bonus spent (10.5, 10.6)"), QColor(0x5d, 0x5a, 0x52), Qt::white});
    return out;
}

QStringList StatusMarks::names(const CounterMarks& marks) {
    QStringList out;
    for (const auto& m : of(marks)) out << m.name;
    return out;
}

QRectF StatusMarks::bounds(const QRectF& counter) {
    return QRectF(counter.right() - 6 * (kWidth + kGap), counter.top() - kRise - 1, 6 * (kWidth + kGap) + 6, kHeight + 2);
}

void StatusMarks::paint(QPainter& painter, const QRectF& counter, const CounterMarks& marks) {
    const auto tags = of(marks);
    if (tags.empty()) return;
    QFont f = style::condensedFont();
    f.setBold(true);
    double right = counter.right() + 4;
    for (const auto& tag : tags) {
        const QRectF r(right - kWidth, counter.top() - kRise, kWidth, kHeight);
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(0x1a, 0x14, 0x0c, 120));
        painter.drawRoundedRect(r.translated(1.2, 1.2), 1.5, 1.5);
        painter.setPen(QPen(tag.face.darker(170), 0.7));
        painter.setBrush(tag.face);
        painter.drawRoundedRect(r, 1.5, 1.5);
        painter.setPen(tag.ink);
        style::drawText(painter, r, Qt::AlignCenter, tag.label, f, 7.5);
        right -= kWidth + kGap;
    }
}

}  // namespace tricorne::app
