#include "campaign_legend.h"

#include <QPainter>

#include "block_painter.h"
#include "block_style.h"
#include "point_item.h"

namespace tricorne::app {

namespace bs = blockstyle;

namespace {
constexpr double kWidth = 372;
constexpr double kRow = 19;
constexpr int kRows = 8;
constexpr double kTitle = 22;
constexpr double kSample = 46;

void paintRoadSample(QPainter& p, QPointF left, const QColor& colour, bool dotted) {
    const QLineF line(left, left + QPointF(kSample - 8, 0));
    if (dotted) {
        QPen dots(colour, 4.6, Qt::CustomDashLine, Qt::RoundCap);
        dots.setDashPattern({0.01, 1.9});
        p.setPen(QPen(bs::kLake, 10, Qt::SolidLine, Qt::FlatCap));
        p.drawLine(line);
        p.setPen(dots);
    } else {
        p.setPen(QPen(bs::kRoadCasing, 7));
        p.drawLine(line);
        p.setPen(QPen(colour, 4));
    }
    p.drawLine(line);
}
}  // namespace

CampaignLegendItem::CampaignLegendItem(QPointF topLeft, QGraphicsItem* parent) : QGraphicsItem(parent) { setPos(topLeft); }

QRectF CampaignLegendItem::boundingRect() const { return {0, 0, kWidth, kTitle + kRows * kRow + 8}; }

void CampaignLegendItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    QPainter& p = *painter;
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(bs::kFrame, 1.6));
    p.setBrush(QColor(0xfb, 0xf5, 0xe4, 235));
    p.drawRect(boundingRect());
    p.setPen(bs::kInk);
    p.setFont(bs::serif(14, true));
    p.drawText(QRectF(0, 2, kWidth, kTitle), Qt::AlignCenter, QStringLiteral("Legend"));
    const QStringList texts{
        QStringLiteral("Brown road: 7 units a player a turn (B6)"),
        QStringLiteral("Blue road: no limit; artillery only here (B6, B3.1)"),
        QStringLiteral("Crossing: 10 a player a turn; \u22121 die (B6, B9.8)"),
        QStringLiteral("Fortified location (B2, B9.9)"),
        QStringLiteral("Supply source (B7)"),
        QStringLiteral("Entry point of a box (B4)"),
        QStringLiteral("British and American blocks (B3)"),
        QStringLiteral("American militia: green centre (B3.1)"),
    };
    p.setFont(bs::sans(11));
    for (int i = 0; i < texts.size(); ++i) {
        const double y = kTitle + i * kRow + kRow / 2;
        const QPointF sample(10, y);
        p.save();
        switch (i) {
            case 0: paintRoadSample(p, sample, bs::kBrownRoad, false); break;
            case 1: paintRoadSample(p, sample, bs::kBlueRoad, false); break;
            case 2: paintRoadSample(p, sample, bs::kBlueRoad, true); break;
            case 3: p.translate(sample + QPointF(kSample / 2 - 4, 0)); paintPointSymbol(p, "fort", true); break;
            case 4:
                p.setPen(QPen(bs::kSupply, 3));
                p.setBrush(Qt::NoBrush);
                p.drawEllipse(sample + QPointF(kSample / 2 - 4, 0), 7.5, 7.5);
                break;
            case 5:
                p.setPen(QPen(bs::kEntry, 2.4, Qt::DashLine));
                p.setBrush(Qt::NoBrush);
                p.drawEllipse(sample + QPointF(kSample / 2 - 4, 0), 8, 8);
                break;
            case 6: {
                PictureBlock red = backOf(block::Side::British), blue = backOf(block::Side::American);
                paintBlock(p, QRectF(sample.x() + 4, y - 8, 16, 16), red, 0);
                paintBlock(p, QRectF(sample.x() + 22, y - 8, 16, 16), blue, 0);
                break;
            }
            default: {
                PictureBlock militia = backOf(block::Side::American);
                militia.labelShown = true;
                militia.type = block::UnitType::Militia;
                p.translate(sample + QPointF(kSample / 2 - 4, 0));
                paintLabel(p, 15, militia);
                break;
            }
        }
        p.restore();
        p.setPen(bs::kInk);
        p.drawText(QRectF(kSample + 12, y - kRow / 2, kWidth - kSample - 16, kRow), Qt::AlignLeft | Qt::AlignVCenter, texts[i]);
    }
}

}  // namespace tricorne::app
