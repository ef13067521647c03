// The map drawn fast draws what it drew before: the Hudson stroked near each tile only is
// the Hudson stroked whole.
#include <QtTest>

#include <QPainter>

#include <cmath>

#include "hex_layout.h"
#include "map_style.h"
#include "water_painter.h"
#include "tricorne/core/data_set.h"

using namespace tricorne;

class MapPaintingTest : public QObject {
    Q_OBJECT
    std::optional<core::DataSet> m_data;

    const core::Map& map() const { return m_data->maps.begin()->second; }

    // A tile of the map as MapLayerItem draws it: `area` of the sheet at `scale`.
    template <typename Paint>
    static QImage tile(const QRectF& area, double scale, Paint paint) {
        QImage image(256, 256, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        QPainter p(&image);
        p.scale(scale, scale);
        p.translate(-area.topLeft());
        p.setClipRect(area);
        paint(p);
        return image;
    }

    static int pixelsOf(const QImage& image, QColor colour, int tolerance) {
        int n = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x) {
                const QColor c = image.pixelColor(x, y);
                n += std::abs(c.red() - colour.red()) + std::abs(c.green() - colour.green()) + std::abs(c.blue() - colour.blue()) <= tolerance;
            }
        return n;
    }

private slots:
    void initTestCase() {
        auto loaded = core::loadDataSet(TRICORNE_TEST_DATA_DIR);
        QVERIFY(loaded.ok());
        m_data = std::move(*loaded.value);
    }

    void theHudsonNearATileIsTheHudsonStrokedWhole() {
        const app::HexLayout layout(map().columns(), map().rows());
        const app::WaterPainter water(map(), layout);
        // A point of the shore halfway down the sheet.
        const QRectF sheet = layout.gridRect();
        QPointF shore;
        for (const QPolygonF& ring : water.water().toSubpathPolygons())
            for (const QPointF& p : ring)
                if (sheet.contains(p) && std::abs(p.y() - sheet.center().y()) < std::abs(shore.y() - sheet.center().y())) shore = p;
        QVERIFY(sheet.contains(shore));
        for (const double scale : {0.5, 1.0, 3.0}) {
            // A tile on the shore, part river, part land.
            const QRectF area(shore - QPointF(128 / scale, 128 / scale), QSizeF(256 / scale, 256 / scale));
            const QImage pieces = tile(area, scale, [&](QPainter& p) { water.paint(p, area); });
            const QImage whole = tile(area, scale, [&](QPainter& p) {
                // The shoreline as it was stroked for each tile before, whole.
                p.setRenderHint(QPainter::Antialiasing);
                p.setClipRect(layout.gridRect(), Qt::IntersectClip);
                p.fillPath(water.water(), app::style::kWater);
                p.save();
                p.setClipPath(water.water(), Qt::IntersectClip);
                for (int k = 3; k >= 1; --k) {
                    QColor line = app::style::kWaterLine;
                    line.setAlpha(90 + 50 * (3 - k));
                    p.strokePath(water.water(), QPen(line, 2 * k * 4.5 + 1.0));
                    p.strokePath(water.water(), QPen(app::style::kWater, 2 * k * 4.5 - 0.4));
                }
                p.restore();
                p.strokePath(water.water(), QPen(app::style::kShore, 1.6));
            });
            QVERIFY(pixelsOf(whole, app::style::kWater, 6) > 1000);
            QVERIFY(pixelsOf(whole, Qt::white, 0) > 1000);
            QCOMPARE(pieces, whole);
        }
    }
};

QTEST_MAIN(MapPaintingTest)
#include "map_painting_test.moc"
