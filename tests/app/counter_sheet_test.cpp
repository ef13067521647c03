// Every counter of the sheet is drawn on its formation's colour, both sides of two-step units.
// Set TRICORNE_COUNTER_SHEET=FILE.png to also write the whole sheet as a picture.
#include <QtTest>

#include <QImage>
#include <QPainter>

#include "counter_painter.h"
#include "tricorne/series/data_set.h"

using namespace tricorne;

class CounterSheetTest : public QObject {
    Q_OBJECT
    std::optional<core::DataSet> m_data;
    static constexpr int kCell = 150;

    const core::CounterSet& sheet() const { return m_data->counterSets.begin()->second; }

    static QImage render(const std::function<void(QPainter&, const QRectF&)>& paint) {
        QImage image(kCell, kCell, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        QPainter p(&image);
        paint(p, QRectF(10, 10, kCell - 20, kCell - 20));
        return image;
    }

    // The face's colour just inside its left edge, half way down: the formation's colour.
    static bool showsColour(const QImage& image, const QColor& colour) {
        const QColor seen = image.pixelColor(13, kCell / 2);
        return std::abs(seen.red() - colour.red()) < 8 && std::abs(seen.green() - colour.green()) < 8 &&
               std::abs(seen.blue() - colour.blue()) < 8;
    }

private slots:
    void initTestCase() {
        auto loaded = core::loadDataSet(TRICORNE_TEST_DATA_DIR);
        QVERIFY(loaded.ok());
        m_data = std::move(*loaded.value);
        QVERIFY(!m_data->counterSets.empty());
    }

    void everyUnitIsDrawnOnItsFormationColourOnBothSides() {
        for (const auto& u : sheet().units()) {
            const auto colours = app::CounterColours::of(sheet().formation(u.formation), u.side);
            for (bool reduced : {false, true}) {
                if (reduced && u.steps < 2) continue;
                const QImage image = render([&](QPainter& p, const QRectF& r) { app::CounterPainter::paintUnit(p, r, u, colours, reduced); });
                QVERIFY2(showsColour(image, colours.background), u.id.c_str());
            }
        }
    }

    void everyLeaderIsDrawnOnItsFormationColour() {
        for (const auto& l : sheet().leaders()) {
            const auto colours = app::CounterColours::of(sheet().formation(l.formation), l.side);
            const QImage image = render([&](QPainter& p, const QRectF& r) { app::CounterPainter::paintLeader(p, r, l, colours, false); });
            QVERIFY2(showsColour(image, colours.background), l.id.c_str());
        }
    }

    void theReducedSideLooksDifferentFromTheFullSide() {
        for (const auto& u : sheet().units()) {
            if (u.steps < 2) continue;
            const auto colours = app::CounterColours::of(sheet().formation(u.formation), u.side);
            const QImage full = render([&](QPainter& p, const QRectF& r) { app::CounterPainter::paintUnit(p, r, u, colours, false); });
            const QImage reduced = render([&](QPainter& p, const QRectF& r) { app::CounterPainter::paintUnit(p, r, u, colours, true); });
            QVERIFY2(full != reduced, u.id.c_str());
        }
    }

    void writeSheetWhenAsked() {
        const QString out = qEnvironmentVariable("TRICORNE_COUNTER_SHEET");
        if (out.isEmpty()) QSKIP("TRICORNE_COUNTER_SHEET not set");
        const int perRow = 10;
        const int size = 124, gap = 10;
        std::vector<std::function<void(QPainter&, const QRectF&)>> faces;
        for (const auto& l : sheet().leaders()) {
            const auto colours = app::CounterColours::of(sheet().formation(l.formation), l.side);
            faces.push_back([&l, colours](QPainter& p, const QRectF& r) { app::CounterPainter::paintLeader(p, r, l, colours, false); });
        }
        for (const auto& u : sheet().units()) {
            const auto colours = app::CounterColours::of(sheet().formation(u.formation), u.side);
            faces.push_back([&u, colours](QPainter& p, const QRectF& r) { app::CounterPainter::paintUnit(p, r, u, colours, false); });
            if (u.steps == 2)
                faces.push_back([&u, colours](QPainter& p, const QRectF& r) { app::CounterPainter::paintUnit(p, r, u, colours, true); });
        }
        const int rows = static_cast<int>((faces.size() + perRow - 1) / perRow);
        QImage image(perRow * (size + gap) + gap, rows * (size + gap) + gap, QImage::Format_RGB32);
        image.fill(QColor(0x4a, 0x44, 0x3a));
        QPainter p(&image);
        for (std::size_t i = 0; i < faces.size(); ++i) {
            const int col = static_cast<int>(i) % perRow, row = static_cast<int>(i) / perRow;
            faces[i](p, QRectF(gap + col * (size + gap), gap + row * (size + gap), size, size));
        }
        p.end();
        QVERIFY(image.save(out));
    }
};

QTEST_MAIN(CounterSheetTest)
#include "counter_sheet_test.moc"
