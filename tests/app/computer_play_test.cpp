// Playing the computer in the window (issue 19): a short Freeman's Farm game, the American
// side driven by the test through the window's controller, the British side the computer's
// with a small node budget and a fixed seed.
#include <QtTest>

#include <QComboBox>
#include <QProgressBar>
#include <QPushButton>
#include <QTimer>
#include <QToolButton>

#include <algorithm>
#include <set>

#include "computer_play.h"
#include "computer_status.h"
#include "counter_item.h"
#include "decision_panel.h"
#include "event_log.h"
#include "game_controller.h"
#include "main_window.h"
#include "map_scene.h"
#include "new_game_dialog.h"
#include "sequence_bar.h"
#include "series_view.h"
#include "tricorne/series/data_set.h"
#include "tricorne/series/game/random_play.h"
#include "tricorne/series/game/series_game.h"
#include "window_test_support.h"

using namespace tricorne;

namespace {
constexpr std::uint64_t kGameSeed = 7;
constexpr std::uint64_t kBotSeed = 11;
constexpr long kSmallBudget = 24;     // nodes a decision: quick in a Debug build
constexpr long kLargeBudget = 200000; // nodes: long enough to watch the window tick
constexpr int kActions = 40;          // the actions the short game runs to
constexpr int kWaitMs = 60000;        // what a QTRY may wait for the computer
}  // namespace

class ComputerPlayTest : public QObject {
    Q_OBJECT
    std::optional<core::DataSet> m_data;
    QTemporaryDir m_dir;

    // Freeman's Farm under Limited Intelligence, set up, the British side the computer's.
    std::unique_ptr<app::MainWindow> gameAgainstComputer(long nodes) {
        auto w = test::playingWindow(*m_data, "freemans-farm", kGameSeed, QString(), false, true, {{"limited-intelligence", "on"}});
        app::SeriesView& view = app::seriesView(*w);
        view.computer().setSeed(kBotSeed);
        view.computer().setBudget({nodes, 0});
        view.computer().setDelay(0);
        app::ComputerPlayers players;
        players.set(core::Player::British, ai::BotSpec{});
        view.game().setComputer(players);
        return w;
    }

    // 7.42: no counter the American player may not see is drawn on his screen.
    static bool hidesWhatHeMayNotSee(app::MainWindow& w) {
        app::SeriesView& view = app::seriesView(w);
        const core::GameState& s = view.game().state();
        const core::SeriesView american = core::SeriesGame(*s.data).view(s, 0);
        std::set<std::string> unseen;
        for (int piece : american.unseen) unseen.insert(s.pieceId(piece));
        for (const app::CounterItem* c : view.mapScene()->counterItems())
            if (unseen.count(c->counterId())) return false;
        return true;
    }

    // The American player's answer: the core's Take policy, through the controller as a click is.
    static void playAmerican(app::MainWindow& w, core::Rng& rng) {
        app::GameController& game = app::seriesView(w).game();
        QString error;
        QVERIFY2(game.submit(core::policyAction(game.state(), rng, core::Policy::Take), &error), qPrintable(error));
    }

    // Waits out the computer's answers until the decision is the person's.
    static void untilPersonDecides(app::MainWindow& w) {
        app::GameController& game = app::seriesView(w).game();
        QTRY_VERIFY_WITH_TIMEOUT(!game.computerToAct(), kWaitMs);
    }

private slots:
    void initTestCase() {
        QVERIFY(test::loadRealData(m_data));
        QVERIFY(m_dir.isValid());
    }

    void computerAnswersThroughTheControllerAndKeepsTheHumanView() {
        auto w = gameAgainstComputer(kSmallBudget);
        app::SeriesView& view = app::seriesView(*w);
        app::GameController& game = view.game();
        core::Rng rng(kGameSeed);
        int computerActions = 0;
        while (static_cast<int>(game.game().record().actions.size()) < kActions && !game.state().outcome.over) {
            QVERIFY(hidesWhatHeMayNotSee(*w));
            if (game.computerToAct()) {
                const std::size_t before = game.game().record().actions.size();
                // A person's action is refused while the computer is to answer.
                QString error;
                QVERIFY(!game.submit(core::EndPhase{}, &error));
                QVERIFY(error.contains(QStringLiteral("computer")));
                QTRY_VERIFY_WITH_TIMEOUT(game.game().record().actions.size() > before, kWaitMs);
                ++computerActions;
            } else {
                playAmerican(*w, rng);
            }
        }
        QVERIFY(computerActions > 0);
        // Its actions are in the log as the British player's, the counters by name.
        const auto& log = game.log();
        QVERIFY(std::any_of(log.begin(), log.end(), [](const app::LogEntry& e) { return e.isAction && e.text.startsWith(QStringLiteral("British")); }));
        QVERIFY(hidesWhatHeMayNotSee(*w));
    }

    void windowTicksWhileTheComputerThinksAndPauseAndTakeOverWork() {
        auto w = gameAgainstComputer(kLargeBudget);
        app::SeriesView& view = app::seriesView(*w);
        app::GameController& game = view.game();
        core::Rng rng(kGameSeed);
        for (int i = 0; i < kActions && !game.computerToAct(); ++i) playAmerican(*w, rng);
        QVERIFY(game.computerToAct());
        QTRY_VERIFY_WITH_TIMEOUT(view.computer().thinking(), kWaitMs);
        int ticks = 0;
        QTimer ticker;
        connect(&ticker, &QTimer::timeout, this, [&] { ++ticks; });
        ticker.start(50);
        // The event loop runs while the bot searches in its thread: the timer keeps firing.
        const std::size_t before = game.game().record().actions.size();
        QTRY_VERIFY_WITH_TIMEOUT(ticks >= 4 || !view.computer().thinking(), kWaitMs);
        QVERIFY2(ticks >= 4, "the window did not tick while the computer thought");
        QVERIFY(view.computerStatus()->isVisible());
        QVERIFY(view.computerStatus()->progressBar()->isVisible());
        // The computer's phase is not the person's to end while it decides.
        QVERIFY(!view.sequenceBar()->endPhaseButton()->isEnabled());
        // Pause: the search stops and nothing is played.
        view.computerStatus()->pauseButton()->click();
        QVERIFY(view.computer().paused());
        QTRY_VERIFY_WITH_TIMEOUT(!view.computer().thinking(), kWaitMs);
        QTest::qWait(100);
        QCOMPARE(game.game().record().actions.size(), before);
        QVERIFY(game.computerToAct());
        // Take Over: the side is the person's from now on.
        view.takeOverAction()->trigger();
        QVERIFY(!game.computerToAct());
        QVERIFY(!game.computer().plays(core::Player::British));
        QVERIFY(!view.computer().paused());
        QVERIFY(!view.decisionPanel()->offered().empty() || !game.legalActions().empty());
        // Taken over, the phase is his to end where the rules let him.
        const bool mayEnd = std::any_of(game.legalActions().begin(), game.legalActions().end(),
                                        [](const core::Action& a) { return std::holds_alternative<core::EndPhase>(a); });
        QCOMPARE(view.sequenceBar()->endPhaseButton()->isEnabled(), mayEnd);
    }

    void hintShowsThreeCandidatesOnTheHumansDecision() {
        auto w = gameAgainstComputer(kSmallBudget);
        app::SeriesView& view = app::seriesView(*w);
        app::GameController& game = view.game();
        untilPersonDecides(*w);
        QVERIFY(game.legalActions().size() >= 3);
        QVERIFY(view.hintAction()->isEnabled());
        const std::size_t before = game.game().record().actions.size();
        view.hintAction()->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(view.computer().hint().has_value(), kWaitMs);
        const auto& hint = *view.computer().hint();
        QCOMPARE(hint.candidates.size(), app::ComputerPlay::kHintCandidates);
        QVERIFY(std::find(game.legalActions().begin(), game.legalActions().end(), hint.action) != game.legalActions().end());
        const QString shown = view.decisionPanel()->suggestionText();
        QCOMPARE(shown.count(QStringLiteral("chance of winning")), 3);
        // The counters by name, never by id.
        for (int piece = 0; piece < static_cast<int>(game.state().pieces.size()); ++piece)
            QVERIFY2(!shown.contains(QString::fromStdString(game.state().pieceId(piece))), qPrintable(shown));
        // A hint plays nothing; the person's next action clears it.
        QCOMPARE(game.game().record().actions.size(), before);
        core::Rng rng(kGameSeed);
        playAmerican(*w, rng);
        QTRY_VERIFY(!view.computer().hint().has_value());
        QVERIFY(view.decisionPanel()->suggestionText().isEmpty());
    }

    void undoTakesBackToThePersonsLastDecision() {
        auto w = gameAgainstComputer(kSmallBudget);
        app::SeriesView& view = app::seriesView(*w);
        app::GameController& game = view.game();
        core::Rng rng(kGameSeed);
        // Play until the computer has answered one of the person's actions and Undo can reach back to it.
        bool answered = false;
        for (int i = 0; i < kActions && !(answered && game.canUndo()); ++i) {
            untilPersonDecides(*w);
            const std::size_t before = game.game().record().actions.size();
            playAmerican(*w, rng);
            answered = game.computerToAct();
            if (answered) QTRY_VERIFY_WITH_TIMEOUT(!game.computerToAct() && game.game().record().actions.size() > before + 1, kWaitMs);
        }
        QVERIFY(answered && game.canUndo());
        const std::size_t length = game.game().record().actions.size();
        QVERIFY(game.undo(nullptr));
        // Back at a decision of the person's, the computer's answers taken back with his action.
        QCOMPARE(game.decision().player, core::Player::American);
        QVERIFY(game.game().record().actions.size() + 2 <= length);
    }

    void newGameOffersEachSideHumanOrComputer() {
        app::NewGameDialog dialog(*m_data, "freemans-farm");
        QVERIFY(dialog.playersBox()->isEnabled());
        dialog.setPlayer(core::Player::British, QStringLiteral("hard"));
        QCOMPARE(dialog.playerBox(core::Player::British)->currentText(), QStringLiteral("Computer — Hard"));
        // The hotseat's curtain is only between two people.
        dialog.setHotseat(true);
        QVERIFY(!dialog.playersBox()->isEnabled());
        QVERIFY(!dialog.hotseat());
        const app::ComputerPlayers players = dialog.computerPlayers();
        QVERIFY(players.plays(core::Player::British));
        QCOMPARE(players.spec(core::Player::British)->level, ai::Level::Hard);
        QVERIFY(!players.plays(core::Player::American));
        QCOMPARE(players.humanSide(), std::optional(core::Side::American));
    }

    void saveKeepsTheComputerPlayers() {
        auto w = gameAgainstComputer(kSmallBudget);
        app::GameController& game = app::seriesView(*w).game();
        const QString path = m_dir.filePath(QStringLiteral("against-computer.tricorne"));
        const std::string hash = core::SeriesGame(*m_data).stateHash(game.state());
        QVERIFY(game.save(path, nullptr));
        app::MainWindow other{app::SeriesFrontend(*m_data)};
        app::seriesView(other).computer().setPaused(true);
        QVERIFY(other.openFile(path, nullptr));
        const app::GameController& reopened = app::seriesView(other).game();
        QVERIFY(reopened.computer().plays(core::Player::British));
        QVERIFY(!reopened.computer().plays(core::Player::American));
        QCOMPARE(core::SeriesGame(*m_data).stateHash(reopened.state()), hash);
    }
};

QTEST_MAIN(ComputerPlayTest)
#include "computer_play_test.moc"
