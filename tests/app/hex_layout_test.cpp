// HexLayout: the one hex-to-pixel conversion, checked against the grid rules of docs/data-format.md.
#include <QtTest>

#include <cmath>

#include "hex_layout.h"

using tricorne::app::HexLayout;
using tricorne::core::Direction;
using tricorne::core::HexId;

class HexLayoutTest : public QObject {
    Q_OBJECT
    HexLayout m_layout{25, 32};

    static bool near(QPointF a, QPointF b) { return std::hypot(a.x() - b.x(), a.y() - b.y()) < 1e-6; }

private slots:
    void rowOneIsTheSouthernRowAndColumnOneTheWestern() {
        QVERIFY(m_layout.centre({5, 1}).y() > m_layout.centre({5, 32}).y());
        QVERIFY(m_layout.centre({1, 10}).x() < m_layout.centre({25, 10}).x());
    }

    void evenColumnsStandHalfAHexNorthOfOddColumns() {
        const double half = m_layout.hexHeight() / 2;
        QCOMPARE(m_layout.centre({11, 7}).y() - m_layout.centre({12, 7}).y(), half);
        QCOMPARE(m_layout.centre({13, 7}).y() - m_layout.centre({12, 7}).y(), half);
    }

    void rulebookAdjacentHexesHaveCentresOneHexApart() {
        // docs/data-format.md: 2207 touches 2107 and 2108; 1508 touches 1407 and 1408; 2410 touches 2411; 2019 touches 2119.
        const std::pair<const char*, const char*> pairs[] = {{"2207", "2107"}, {"2207", "2108"}, {"1508", "1407"},
                                                             {"1508", "1408"}, {"2410", "2411"}, {"2019", "2119"}};
        for (const auto& [a, b] : pairs) {
            const QPointF d = m_layout.centre(*HexId::parse(a)) - m_layout.centre(*HexId::parse(b));
            QVERIFY2(std::abs(std::hypot(d.x(), d.y()) - m_layout.hexHeight()) < 1e-6, a);
        }
    }

    void everyNeighbourOfTheCoreLiesThroughTheSideFacingIt() {
        for (int col = 1; col <= 25; ++col)
            for (int row = 1; row <= 32; ++row) {
                const HexId h{col, row};
                for (Direction d : tricorne::core::kDirections) {
                    const HexId n = tricorne::core::neighbour(h, d);
                    const QPointF expected = m_layout.centre(h) + m_layout.outward(d) * m_layout.hexHeight();
                    QVERIFY2(near(m_layout.centre(n), expected), qPrintable(QString::fromStdString(h.str() + " -> " + n.str())));
                    const QLineF mine = m_layout.side(h, d);
                    const QLineF theirs = m_layout.side(n, tricorne::core::opposite(d));
                    QVERIFY(near(mine.p1(), theirs.p2()) && near(mine.p2(), theirs.p1()));
                }
            }
    }

    void hexAtFindsTheHexOfEveryCentreAndCornerInset() {
        for (int col = 1; col <= 25; ++col)
            for (int row = 1; row <= 32; ++row) {
                const HexId h{col, row};
                QCOMPARE(m_layout.hexAt(m_layout.centre(h)), h);
                for (int i = 0; i < 6; ++i) {
                    const QPointF inset = m_layout.centre(h) * 0.1 + m_layout.corner(h, i) * 0.9;
                    QCOMPARE(m_layout.hexAt(inset), h);
                    QVERIFY(m_layout.polygon(h).containsPoint(inset, Qt::OddEvenFill));
                }
            }
    }

    void mapHexAtIsEmptyOffTheMap() {
        QVERIFY(!m_layout.mapHexAt(QPointF(-30, -30)).has_value());
        QVERIFY(m_layout.mapHexAt(m_layout.centre({1, 1})).has_value());
    }

    void gridRectHoldsEveryHexPolygon() {
        const QRectF grid = m_layout.gridRect().adjusted(-1e-6, -1e-6, 1e-6, 1e-6);
        for (int col = 1; col <= 25; ++col)
            for (int row = 1; row <= 32; ++row) QVERIFY(grid.contains(m_layout.polygon({col, row}).boundingRect()));
        QVERIFY(m_layout.sheetRect().contains(m_layout.gridRect()));
    }
};

QTEST_APPLESS_MAIN(HexLayoutTest)
#include "hex_layout_test.moc"
