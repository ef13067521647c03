// The replay window: a saved game stepped through action by action, the map showing the
// core's position after each, read-only, and "Play from Here" branching a new game.
#include <QtTest>

#include <QAction>
#include <QListWidget>
#include <QSlider>
#include <QTemporaryDir>

#include "counter_item.h"
#include "replay_window.h"
#include "tricorne/series/game/random_play.h"
#include "window_test_support.h"

using namespace tricorne;

class ReplayTest : public QObject {
    Q_OBJECT
    std::optional<core::DataSet> m_data;
    QTemporaryDir m_dir;
    QString m_path;
    QByteArray m_saved;
    std::optional<core::Game> m_game;

    // Every counter the scene shows stands where the core has it, on the side it shows.
    static void compareMap(const app::ReplayWindow& r, const core::GameState& s) {
        int onMap = 0;
        for (int i = 0; i < static_cast<int>(s.pieces.size()); ++i) {
            if (!s.onMap(i)) {
                QVERIFY(!r.mapScene()->counterItem(s.pieceId(i)));
                continue;
            }
            ++onMap;
            const app::CounterItem* item = r.mapScene()->counterItem(s.pieceId(i));
            QVERIFY2(item, s.pieceId(i).c_str());
            QVERIFY2(item->hex() == s.pieces[static_cast<std::size_t>(i)].hex, s.pieceId(i).c_str());
        }
        QCOMPARE(static_cast<int>(r.mapScene()->counterItems().size()), onMap);
        for (const app::DeployedCounter& c : r.mapScene()->deployment().counters()) {
            const auto& p = s.pieces[static_cast<std::size_t>(*s.pieceIndex(c.id))];
            QCOMPARE(c.reduced, p.reduced || p.flipped);
            QCOMPARE(c.marks.disrupted, p.status == core::Status::Disrupted);
        }
    }

    std::unique_ptr<app::MainWindow> gameWindow() {
        auto w = std::make_unique<app::MainWindow>(app::SeriesFrontend(*m_data));
        app::seriesView(*w).game().setAutosavePath(QString());
        return w;
    }

private slots:
    void initTestCase() {
        QVERIFY(test::loadRealData(m_data));
        QVERIFY(m_dir.isValid());
        // Freeman's Farm played at random to its end, saved.
        std::string error;
        m_game = core::Game::start(*m_data, "freemans-farm", {}, 11, error);
        QVERIFY2(m_game, error.c_str());
        core::Rng policy(11);
        while (!core::isTerminal(m_game->state())) QVERIFY(m_game->apply(core::randomAction(m_game->state(), policy)).ok());
        QVERIFY(m_game->record().actions.size() > 100);
        m_path = m_dir.filePath(QStringLiteral("played.tricorne"));
        QVERIFY(core::writeFileAtomically(m_path.toStdString(), core::saveJson(*m_game).dump(1), error));
        QFile f(m_path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        m_saved = f.readAll();
    }

    void eachStepShowsTheCorePositionAfterThatManyActions() {
        auto w = gameWindow();
        QString error;
        app::ReplayWindow* r = app::seriesView(*w).openReplay(m_path, &error);
        QVERIFY2(r, qPrintable(error));
        QVERIFY(QTest::qWaitForWindowActive(r));
        const std::size_t count = m_game->record().actions.size();
        QCOMPARE(r->replay().actionCount(), count);
        QCOMPARE(r->position(), std::size_t{0});
        compareMap(*r, r->replay().stateAfter(0));
        // The keys: End, Left, Home, Right.
        QTest::keyClick(r, Qt::Key_End);
        QCOMPARE(r->position(), count);
        compareMap(*r, m_game->state());
        QVERIFY(r->actionText().contains(QStringLiteral("The game is over.")));
        QVERIFY(!r->playAction()->isEnabled());
        QTest::keyClick(r, Qt::Key_Left);
        QCOMPARE(r->position(), count - 1);
        QTest::keyClick(r, Qt::Key_Home);
        QCOMPARE(r->position(), std::size_t{0});
        for (int i = 0; i < 5; ++i) QTest::keyClick(r, Qt::Key_Right);
        QCOMPARE(r->position(), std::size_t{5});
        QCOMPARE(r->slider()->value(), 5);
        QCOMPARE(r->actionList()->currentRow(), 5);
        // The slider to N: the map is the core's game cut after N actions, the action and its events shown.
        const std::size_t n = count / 2;
        r->slider()->setValue(static_cast<int>(n));
        QCOMPARE(r->position(), n);
        core::GameRecord cut = m_game->record();
        cut.actions.resize(n);
        std::string why;
        const auto expected = core::Game::replay(*m_data, cut, why);
        QVERIFY2(expected, why.c_str());
        QCOMPARE(core::stateHash(r->state()), core::stateHash(expected->state()));
        compareMap(*r, expected->state());
        const QString text = r->actionText();
        QVERIFY2(text.contains(QStringLiteral("Action %1 of %2").arg(n).arg(count)), qPrintable(text));
        for (const auto& e : r->replay().events(n - 1))
            if (!e.rule.empty()) QVERIFY2(text.contains(QStringLiteral("[%1]").arg(QString::fromStdString(e.rule))), qPrintable(text));
        // A click on the action list moves there too.
        r->actionList()->setCurrentRow(3);
        QCOMPARE(r->position(), std::size_t{3});
        // Read-only: a click on a stack picks nothing up and changes nothing.
        const auto hash = core::stateHash(r->state());
        const core::GameState& s = r->state();
        const auto onMap = std::find_if(s.pieces.begin(), s.pieces.end(), [](const core::Piece& p) { return p.location == core::Location::Map; });
        QVERIFY(onMap != s.pieces.end());
        emit r->mapView()->hexClicked(onMap->hex);
        QCOMPARE(core::stateHash(r->state()), hash);
        QCOMPARE(r->position(), std::size_t{3});
        r->close();
    }

    void playFromHereBranchesANewGameAndLeavesTheFileAlone() {
        auto w = gameWindow();
        app::ReplayWindow* r = app::seriesView(*w).openReplay(m_path, nullptr);
        QVERIFY(r);
        // A position where a player, not the dice, is to act.
        std::size_t n = m_game->record().actions.size() / 3;
        while (core::decision(r->replay().stateAfter(n)).player == core::Player::Chance) ++n;
        r->setPosition(n);
        const auto expected = core::stateHash(r->replay().stateAfter(n));
        QPointer<app::ReplayWindow> alive(r);
        r->playAction()->trigger();
        QTRY_VERIFY(!alive);  // the replay closes and goes
        QVERIFY(w->isVisible());
        QCOMPARE(app::seriesView(*w).game().game().record().actions.size(), n);
        QCOMPARE(core::stateHash(app::seriesView(*w).game().state()), expected);
        QVERIFY(app::seriesView(*w).game().filePath().isEmpty());
        QVERIFY(app::seriesView(*w).game().isModified());
        // The game goes on from there, and the file replayed is as it was.
        QVERIFY(!app::seriesView(*w).game().legalActions().empty());
        QVERIFY(app::seriesView(*w).game().submit(app::seriesView(*w).game().legalActions().front(), nullptr));
        QFile f(m_path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), m_saved);
    }

    void aFileThatIsNotASaveIsRefusedWithTheReason() {
        auto w = gameWindow();
        const QString path = m_dir.filePath(QStringLiteral("notes.tricorne"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"notes\"}");
        f.close();
        QString error;
        QVERIFY(!app::seriesView(*w).openReplay(path, &error));
        QVERIFY2(error.contains(QStringLiteral("is not a Tricorne save")), qPrintable(error));
    }
};

QTEST_MAIN(ReplayTest)
#include "replay_test.moc"
