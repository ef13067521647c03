#include "marker_item.h"

#include <QCoreApplication>
#include <QPainter>

#include "map_style.h"

namespace tricorne::app {

namespace {
const QColor kMarkerFace{0xe9, 0xdc, 0xb8};
const QColor kMarkerInk{0x2a, 0x22, 0x16};
constexpr double kShadow = 1.6;
}  // namespace

MarkerItem::MarkerItem(std::string markerId) : m_id(std::move(markerId)) { setCacheMode(QGraphicsItem::DeviceCoordinateCache); }

QString MarkerItem::title(const std::string& markerId) {
    if (markerId == "flechettes") return QCoreApplication::translate("MarkerItem", "Flechettes");
    if (markerId == "british-hq") return QCoreApplication::translate("MarkerItem", "British HQ");
    return QString::fromStdString(markerId);
}

QString MarkerItem::meaning(const std::string& markerId) {
    if (markerId == "flechettes") return QCoreApplication::translate("MarkerItem", "Earthworks thrown up by the British after Freeman's Farm, held by the units set up there (E5.1, E5.6.2.1)");
    if (markerId == "british-hq") return QCoreApplication::translate("MarkerItem", "The British headquarters: an American Decisive victory hex (E6.3)");
    return {};
}

const std::vector<std::string>& MarkerItem::kinds() {
    static const std::vector<std::string> kKinds = {"flechettes", "british-hq"};
    return kKinds;
}

QRectF MarkerItem::boundingRect() const { return QRectF(-kWidth / 2, -kHeight / 2, kWidth + kShadow, kHeight + kShadow); }

void MarkerItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* /*option*/, QWidget* /*widget*/) {
    const QRectF face(-kWidth / 2, -kHeight / 2, kWidth, kHeight);
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(0x1a, 0x14, 0x0c, 120));
    painter->drawRoundedRect(face.translated(kShadow, kShadow), 1.5, 1.5);
    const bool hq = m_id == "british-hq";
    painter->setPen(QPen(hq ? style::kBritish.darker(170) : kMarkerInk, 0.7));
    painter->setBrush(hq ? style::kBritish : kMarkerFace);
    painter->drawRoundedRect(face, 1.5, 1.5);
    if (hq) {
        QFont f = style::sansFont();
        f.setBold(true);
        painter->setPen(Qt::white);
        style::drawText(*painter, face, Qt::AlignCenter, QCoreApplication::translate("MarkerItem", "HQ"), f, 7.5);
        return;
    }
    // A flèche: a small V-shaped earthwork, its point toward the enemy.
    QPolygonF v;
    v << QPointF(-5.5, 3.0) << QPointF(0, -3.2) << QPointF(5.5, 3.0);
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(QColor(0xb3, 0x93, 0x5e), 3.0, Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin));
    painter->drawPolyline(v);
    painter->setPen(QPen(kMarkerInk, 1.1, Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin));
    painter->drawPolyline(v);
}

}  // namespace tricorne::app
