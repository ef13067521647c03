#include "sheet_painter.h"

#include <QCoreApplication>
#include <QPainter>

#include "map_style.h"

namespace tricorne::app {

void SheetPainter::paintPaper(QPainter& painter, const QRectF& area) const {
    painter.fillRect(area.intersected(m_layout.sheetRect()), style::kPaper);
}

void SheetPainter::paintFrame(QPainter& painter, const QRectF& area) const {
    const QRectF grid = m_layout.gridRect();
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(style::kSheetFrame, 2.4, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    painter.drawRect(grid);
    painter.setPen(QPen(style::kSheetFrame, 0.8));
    painter.drawRect(grid.adjusted(-5, -5, 5, 5));
    const QRectF bottom(grid.left(), grid.bottom() + 6, grid.width(), m_layout.sheetRect().bottom() - grid.bottom() - 6);
    if (bottom.intersects(area)) {
        paintTitle(painter);
        paintScale(painter);
        paintNorth(painter);
    }
    painter.restore();
}

void SheetPainter::paintTitle(QPainter& painter) const {
    const QRectF grid = m_layout.gridRect();
    const double band = m_layout.sheetRect().bottom() - grid.bottom();
    QFont title = style::serifFont();
    title.setBold(true);
    title.setLetterSpacing(QFont::PercentageSpacing, 118);
    painter.setPen(style::kSheetFrame);
    const QRectF box(grid.left(), grid.bottom() + band * 0.18, grid.width(), band * 0.5);
    style::drawText(painter, box, Qt::AlignHCenter | Qt::AlignVCenter, m_title.toUpper(), title, band * 0.36);
    QFont sub = style::serifFont();
    sub.setItalic(true);
    const QRectF line(grid.left(), box.bottom(), grid.width(), band * 0.28);
    style::drawText(painter, line, Qt::AlignHCenter | Qt::AlignVCenter,
                    QCoreApplication::translate("SheetPainter", "Battles of the American Revolution"), sub, band * 0.17);
}

void SheetPainter::paintScale(QPainter& painter) const {
    // One hex, flat side to flat side, is the map's scale in yards (series 2.4).
    const QRectF grid = m_layout.gridRect();
    const double band = m_layout.sheetRect().bottom() - grid.bottom();
    const double hex = m_layout.hexHeight();
    const QPointF left(grid.left() + 12, grid.bottom() + band * 0.55);
    painter.setPen(QPen(style::kSheetFrame, 1.0));
    for (int i = 0; i < 3; ++i) {
        const QRectF seg(left.x() + i * hex, left.y(), hex, band * 0.09);
        painter.setBrush(i % 2 == 0 ? style::kSheetFrame : style::kPaper);
        painter.drawRect(seg);
    }
    QFont small = style::serifFont();
    const QString label = QCoreApplication::translate("SheetPainter", "%1 yards").arg(3 * m_hexYards);
    const QRectF text(left.x(), left.y() - band * 0.3, 3 * hex, band * 0.28);
    style::drawText(painter, text, Qt::AlignHCenter | Qt::AlignBottom, label, small, band * 0.17);
}

void SheetPainter::paintNorth(QPainter& painter) const {
    const QRectF grid = m_layout.gridRect();
    const double band = m_layout.sheetRect().bottom() - grid.bottom();
    const QPointF c(grid.right() - band * 0.6, grid.bottom() + band * 0.56);
    const double h = band * 0.32;
    QPolygonF left, right;
    left << c + QPointF(0, -h) << c + QPointF(-h * 0.35, h * 0.6) << c + QPointF(0, h * 0.3);
    right << c + QPointF(0, -h) << c + QPointF(h * 0.35, h * 0.6) << c + QPointF(0, h * 0.3);
    painter.setPen(QPen(style::kSheetFrame, 0.9));
    painter.setBrush(style::kSheetFrame);
    painter.drawPolygon(left);
    painter.setBrush(style::kPaper);
    painter.drawPolygon(right);
    QFont bold = style::serifFont();
    bold.setBold(true);
    painter.setPen(style::kSheetFrame);
    style::drawText(painter, QRectF(c.x() - h, c.y() - h * 2.1, 2 * h, h * 1.0), Qt::AlignCenter,
                    QCoreApplication::translate("SheetPainter", "N"), bold, h * 0.8);
}

}  // namespace tricorne::app
