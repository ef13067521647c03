// A game marker on the map (flechettes, the British HQ): a small tag beside the hex number,
// where a counter standing in the hex leaves it in view.
#pragma once

#include <QGraphicsItem>
#include <QString>

#include <string>
#include <vector>

namespace tricorne::app {

class MarkerItem : public QGraphicsItem {
public:
    enum { Type = UserType + 2 };
    static constexpr double kWidth = 17.0;
    static constexpr double kHeight = 11.0;

    explicit MarkerItem(std::string markerId);

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    const std::string& markerId() const { return m_id; }
    // The marker's printed name, e.g. "Flechettes".
    static QString title(const std::string& markerId);
    // What the marker stands for, with its rule.
    static QString meaning(const std::string& markerId);
    // Every marker the map draws, by id.
    static const std::vector<std::string>& kinds();

private:

    std::string m_id;
};

}  // namespace tricorne::app
