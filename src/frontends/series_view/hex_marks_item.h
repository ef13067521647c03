// Hexes marked on the map for the player: where the selected unit may move (with the MPs
// it would spend), whom it may fire at, and the hexes of a log entry.
#pragma once

#include <QColor>
#include <QGraphicsItem>
#include <QString>

#include <vector>

#include "hex_layout.h"

namespace tricorne::app {

struct HexMark {
    core::HexId hex;
    QString label;  // drawn in the hex's lower half; may be empty
};

class HexMarksItem : public QGraphicsItem {
public:
    struct Look {
        QColor fill;
        QColor edge;
        double edgeWidth = 2.0;
    };

    HexMarksItem(const HexLayout& layout, Look look);

    void setMarks(std::vector<HexMark> marks);
    const std::vector<HexMark>& marks() const { return m_marks; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    const HexLayout& m_layout;
    Look m_look;
    std::vector<HexMark> m_marks;
    QRectF m_bounds;
};

}  // namespace tricorne::app
