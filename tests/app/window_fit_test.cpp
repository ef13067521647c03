// The window on a small screen (1280×800): the Tracks panel's contents fit its dock, and the
// Decision panel shows all eight tactics (12.63) without scrolling.
#include <QtTest>

#include <QDockWidget>
#include <QScrollArea>
#include <QScrollBar>

#include "combat_test_support.h"
#include "game_tables.h"

using namespace tricorne;

class WindowFitTest : public QObject {
    Q_OBJECT
    std::optional<core::DataSet> m_data;
    QTemporaryDir m_dir;

    static void showAt(app::MainWindow& w, QSize size) {
        w.resize(size);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCoreApplication::processEvents();
    }

private slots:
    void initTestCase() { QVERIFY(test::loadRealData(m_data)); }

    void tracksFitTheirDockAt1280x800() {
        auto w = test::playingWindow(*m_data, "campaign", 1, QString());
        showAt(*w, QSize(1280, 800));
        const auto* dock = w->findChild<QDockWidget*>(QStringLiteral("tracksDock"));
        QVERIFY(dock && dock->isVisible());
        const auto* scroll = app::seriesView(*w).gameTables()->findChild<QScrollArea*>(QStringLiteral("tracksScroll"));
        QVERIFY(scroll);
        const QWidget* contents = scroll->widget();
        const int needed = contents->hasHeightForWidth() ? contents->heightForWidth(scroll->viewport()->width()) : contents->sizeHint().height();
        QVERIFY2(needed <= scroll->viewport()->height(), qPrintable(QStringLiteral("%1 > %2").arg(needed).arg(scroll->viewport()->height())));
        QVERIFY(contents->sizeHint().height() <= dock->height());
        QCOMPARE(scroll->verticalScrollBar()->maximum(), 0);
    }

    void Rule12_63_AllEightTacticsShowAt1280x800() {
        auto w = test::freemansFarm(*m_data, m_dir, false);
        showAt(*w, QSize(1280, 800));
        test::reachTactics(*w);
        QCoreApplication::processEvents();
        app::DecisionPanel* panel = app::seriesView(*w).decisionPanel();
        const auto& offered = panel->offered();
        QCOMPARE(std::count_if(offered.begin(), offered.end(), [](const core::Action& a) { return std::holds_alternative<core::ChooseTactic>(a); }), 8);
        const auto* scroll = panel->findChild<QScrollArea*>();
        QVERIFY(scroll);
        QCOMPARE(scroll->verticalScrollBar()->maximum(), 0);
        for (std::size_t i = 0; i < offered.size(); ++i) {
            const QPushButton* b = panel->button(i);
            const QRect inViewport(b->mapTo(scroll->viewport(), QPoint(0, 0)), b->size());
            QVERIFY2(scroll->viewport()->rect().contains(inViewport), qPrintable(b->text()));
        }
    }
};

QTEST_MAIN(WindowFitTest)
#include "window_fit_test.moc"
