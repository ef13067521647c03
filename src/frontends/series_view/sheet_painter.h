// The printed sheet around the map: paper margin, frame, title, scale of yards and north.
#pragma once

#include <QRectF>
#include <QString>

#include <utility>

#include "hex_layout.h"

class QPainter;

namespace tricorne::app {

class SheetPainter {
public:
    SheetPainter(const HexLayout& layout, QString title, int hexYards)
        : m_layout(layout), m_title(std::move(title)), m_hexYards(hexYards) {}

    void paintPaper(QPainter& painter, const QRectF& area) const;
    void paintFrame(QPainter& painter, const QRectF& area) const;

private:
    void paintTitle(QPainter& painter) const;
    void paintScale(QPainter& painter) const;
    void paintNorth(QPainter& painter) const;

    const HexLayout& m_layout;
    QString m_title;
    int m_hexYards;
};

}  // namespace tricorne::app
