// The map drawn fast draws what it drew before: the woods stamped from trees drawn once a
// zoom match the trees drawn one by one, and the Hudson stroked near each tile only is the
// Hudson stroked whole.
#include <QtTest>

#include <QPainter>
#include <QPicture>

#include <cmath>

#include "forest_painter.h"
#include "hex_layout.h"
#include "map_style.h"
#include "water_painter.h"
#include "tricorne/series/data_set.h"

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

    // The mean difference of two images, over the colour channels, from 0 to 255.
    static double meanDifference(const QImage& a, const QImage& b) {
        double sum = 0;
        for (int y = 0; y < a.height(); ++y)
            for (int x = 0; x < a.width(); ++x) {
                const QRgb p = a.pixel(x, y), q = b.pixel(x, y);
                sum += std::abs(qRed(p) - qRed(q)) + std::abs(qGreen(p) - qGreen(q)) + std::abs(qBlue(p) - qBlue(q));
            }
        return sum / (3.0 * a.width() * a.height());
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

    void stampedWoodsMatchTreesDrawnOneByOne_data() {
        QTest::addColumn<double>("scale");
        QTest::newRow("fitted") << 0.35;
        QTest::newRow("playing zoom") << 1.0;
        QTest::newRow("close") << 4.0;
    }
    void stampedWoodsMatchTreesDrawnOneByOne() {
        QFETCH(double, scale);
        const app::HexLayout layout(map().columns(), map().rows());
        const app::ForestPainter forest(map(), layout);
        // The wooded north-west of the sheet, the span of one 256-pixel tile.
        const QRectF area(layout.gridRect().topLeft() + QPointF(100, 100), QSizeF(256 / scale, 256 / scale));
        const QImage stamped = tile(area, scale, [&](QPainter& p) { forest.paint(p, area); });
        // Recorded in a picture, the trees are drawn one by one; played back at the same scale.
        QPicture picture;
        {
            QPainter recorder(&picture);
            forest.paint(recorder, area);
        }
        const QImage drawn = tile(area, scale, [&](QPainter& p) { p.drawPicture(0, 0, picture); });
        QVERIFY(pixelsOf(drawn, Qt::white, 0) < drawn.width() * drawn.height() / 2);  // woods there
        QVERIFY(stamped != drawn);  // stamped indeed, each tree's centre on a whole pixel
        // The same woods to the eye: a tree moves by half a pixel at most, and its size by a
        // sixteenth of its range, so the woods seen sixteen pixels at a time differ by a shade
        // of a few of 255 at most, and their colour as a whole by under one per cent (at the
        // smallest zooms, where a tree is three pixels across, its stamp's edge rounds).
        const auto seen = [](const QImage& i, int side) { return i.scaled(side, side, Qt::IgnoreAspectRatio, Qt::SmoothTransformation); };
        const double blocks = meanDifference(seen(stamped, 16), seen(drawn, 16));
        const double whole = meanDifference(seen(stamped, 1), seen(drawn, 1));
        QVERIFY2(blocks < 2.5, qPrintable(QString::number(blocks)));
        QVERIFY2(whole < 2.0, qPrintable(QString::number(whole)));
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
