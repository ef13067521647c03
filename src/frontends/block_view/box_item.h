// The board's off-map boxes (B4, B8) with their printed names, and its tracks: the turn
// track and each side's action points (B3 Game Markers, B5), markers standing on them.
#pragma once

#include <QGraphicsItem>
#include <QStringList>

#include <map>
#include <string>
#include <vector>

#include "tricorne/block/campaign_map.h"

namespace tricorne::app {

class BoxItem : public QGraphicsItem {
public:
    // `printed`: the unit names printed in the box (the British boxes', public: B4), listed
    // under it; `entries`: where its dotted lines point, in scene coordinates.
    BoxItem(const block::Box& box, double aspect, QStringList printed, std::vector<QPointF> entries, QGraphicsItem* parent = nullptr);

    static constexpr int kKind = UserType + 44;
    int type() const override { return kKind; }
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    const block::Box& box() const { return m_box; }
    const QStringList& printedNames() const { return m_printed; }
    // The frame of the box on the board, and the part of it blocks stand in.
    QRectF frame() const { return m_frame; }
    QRectF blockArea() const;
    // The printed list's size, and where it is put: under the box unless moved.
    QSizeF listSize() const;
    QRectF listRect() const;
    void setListAt(QPointF topLeft);

private:
    QColor tint() const;

    block::Box m_box;
    QRectF m_frame;
    QStringList m_printed;
    std::vector<QPointF> m_entries;
    QPointF m_listAt;
};

class TrackItem : public QGraphicsItem {
public:
    TrackItem(const block::Track& track, double aspect, QGraphicsItem* parent = nullptr);

    static constexpr int kKind = UserType + 45;
    int type() const override { return kKind; }
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    const block::Track& track() const { return m_track; }
    // A marker block of `wood` on the cell numbered `value`; none when out of the track.
    void setMarker(int value, const QColor& wood);
    int marker() const { return m_marker; }

private:
    QRectF cell(int index) const;

    block::Track m_track;
    QRectF m_frame;
    int m_marker = -1;
    QColor m_markerWood;
};

// B12.1: the leaders' holding boxes below the Turn Track, one a leader with his name printed in
// it (A36), the British in the upper rows and the American in the lower.
class HoldingBoxesItem : public QGraphicsItem {
public:
    struct Leader {
        std::string id;
        QString name;
        block::Side side = block::Side::British;
    };
    HoldingBoxesItem(const block::HoldingBoxArea& area, double aspect, std::vector<Leader> leaders, QGraphicsItem* parent = nullptr);

    static constexpr int kKind = UserType + 48;
    int type() const override { return kKind; }
    QRectF boundingRect() const override { return m_frame.adjusted(-2, -16, 2, 2); }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    // The box of a leader, and the part of it his blocks stand in; empty for no leader.
    QRectF boxFrame(const std::string& leader) const;
    QRectF blockArea(const std::string& leader) const;
    // How many blocks each box holds, written beside its leader's name.
    void setCounts(std::map<std::string, int> counts);
    const std::vector<Leader>& leaders() const { return m_leaders; }

private:
    QRectF m_frame;
    std::vector<Leader> m_leaders;
    std::map<std::string, int> m_counts;
};

}  // namespace tricorne::app
