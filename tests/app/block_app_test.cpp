// The block game played in the application's window: a person places his militia by clicks
// (B4), activates a group and steps it to a ringed point (B6), deploys on the battle board by
// clicks and fights the battle out (B9); the curtain comes down at every hand-over and before
// hidden deployment in hotseat (B3, B9.1); no hidden enemy label or strength is in the window's
// text or its pictures; the computer's side plays from a worker thread; the end reveals every
// block with the winner (B11); saves name their game "block" and load back alike.
#include <QtTest>

#include <QAbstractButton>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QTemporaryDir>

#include <algorithm>

#include "battle_board_widget.h"
#include "block_app.h"
#include "block_computer.h"
#include "block_game_view.h"
#include "block_item.h"
#include "block_replay_window.h"
#include "block_session.h"
#include "campaign_map_scene.h"
#include "campaign_map_view.h"
#include "curtain.h"
#include "game_session.h"
#include "main_window.h"
#include "player_picture.h"
#include "point_item.h"
#include "tricorne/ai/session_bot.h"
#include "tricorne/engine/rng.h"

using namespace tricorne;
using block::Side;
using K = block::BlockAction::Kind;

namespace {
// A computer player for the test: the first of its side's legal actions, read from the session.
class FirstChoiceBot : public ai::SessionBot {
public:
    ai::SessionChoice choose(const engine::Session& session, const ai::Control&) override {
        ai::SessionChoice c;
        const auto legal = session.legalActions();
        // An activation is ended at once, so that the test's game moves on.
        for (const auto& a : legal)
            if (a.value("type", "") == "endMovement" || a.value("type", "") == "stop") c.action = a;
        if (c.action.is_null()) c.action = legal.front();
        return c;
    }
};

std::unique_ptr<ai::SessionBot> makeFirstChoiceBot(const ai::BotSpec&) { return std::make_unique<FirstChoiceBot>(); }

}  // namespace

class BlockAppTest : public QObject {
    Q_OBJECT
    std::unique_ptr<block::BlockData> m_data;
    QTemporaryDir m_dir;

    std::unique_ptr<app::MainWindow> newWindow(std::uint64_t seed, bool hotseat) {
        auto window = std::make_unique<app::MainWindow>(app::BlockFrontend{*m_data, app::blockDataDir(TRICORNE_TEST_DATA_DIR)});
        window->session().setAutosavePath(QString());
        app::blockView(*window).setPlayers(std::nullopt, std::nullopt);
        QString error;
        window->session().setHotseat(hotseat);
        if (!window->startGame("campaign", seed, &error)) qFatal("%s", qPrintable(error));
        window->resize(1280, 800);
        window->show();
        QCoreApplication::processEvents();
        return window;
    }

    // With TRICORNE_BLOCK_SAVES set, the game as it stands is saved there: the manual's pictures are taken of these saves.
    static void keepSave(app::MainWindow& window, const QString& name) {
        const QString dir = qEnvironmentVariable("TRICORNE_BLOCK_SAVES");
        if (dir.isEmpty()) return;
        QDir().mkpath(dir);
        QString error;
        QVERIFY2(app::blockView(window).blockSession().save(QDir(dir).filePath(name), &error), qPrintable(error));
    }

    // With TRICORNE_BLOCK_SCREENSHOTS set, the window as it stands, at 1280×800 and 1920×1080,
    // as NAME-WxH.png in that folder (the manual's pictures of a moment only play reaches).
    static void keepShots(app::MainWindow& window, const QString& name) {
        const QString dir = qEnvironmentVariable("TRICORNE_BLOCK_SCREENSHOTS");
        if (dir.isEmpty()) return;
        QDir().mkpath(dir);
        const QSize before = window.size();
        for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
            window.resize(size);
            QCoreApplication::processEvents();
            const QImage image = window.grab().toImage();
            QCOMPARE(image.size(), size);
            QVERIFY(image.save(QDir(dir).filePath(QStringLiteral("%1-%2x%3.png").arg(name).arg(size.width()).arg(size.height()))));
        }
        window.resize(before);
        QCoreApplication::processEvents();
    }

    // Every text a widget of the window shows: labels, lists, buttons, the title.
    static QStringList windowTexts(app::MainWindow& window) {
        QStringList texts{window.windowTitle()};
        for (QLabel* l : window.findChildren<QLabel*>())
            if (l->isVisible()) texts << l->text();
        for (QListWidget* list : window.findChildren<QListWidget*>())
            for (int i = 0; i < list->count(); ++i) texts << list->item(i)->text();
        for (QAbstractButton* b : window.findChildren<QAbstractButton*>()) texts << b->text() << b->toolTip();
        return texts;
    }

    // B3: no enemy block the viewer may not see is named in the window or drawn with its label.
    void checkNothingHidden(app::MainWindow& window) {
        app::BlockView& view = app::blockView(window);
        const auto viewer = view.viewer();
        if (!viewer) return;
        const block::BlockState& s = view.blockSession().state();
        const block::BlockView seen = view.blockSession().game().view(s, block::sideIndex(*viewer));
        QStringList hiddenNames;
        for (std::size_t i = 0; i < s.pieces.size(); ++i)
            if (seen.state.pieces[i].at == block::kHidden) hiddenNames << QString::fromStdString(m_data->roster.blocks[i].name);
        const QStringList texts = windowTexts(window);
        for (const QString& name : hiddenNames)
            for (const QString& text : texts)
                QVERIFY2(!text.contains(name), qPrintable(QStringLiteral("hidden %1 named in \"%2\"").arg(name, text)));
        for (const app::BlockItem* item : view.mapScene()->blockItems()) {
            const app::PictureBlock& b = item->block();
            if (b.side == *viewer || !b.labelShown) continue;
            QVERIFY2(!hiddenNames.contains(QString::fromStdString(b.name)), b.name.c_str());
        }
        // B9.1: on the battle board, the enemy's blocks laid face up and no others.
        if (!s.battle) return;
        const block::Battle board = block::battleView(*s.battle, *viewer);
        const auto& fighters = view.battleBoard()->picture().fighters;
        QCOMPARE(fighters.size(), board.fighters.size());
        for (std::size_t i = 0; i < fighters.size(); ++i)
            if (fighters[i].block.side != *viewer) QCOMPARE(fighters[i].block.labelShown, !board.fighters[i].block.empty());
    }

    // The person places every militia block by clicks on the map: the block, then a point (B4).
    void placeMilitiaByClicks(app::MainWindow& window) {
        app::BlockView& view = app::blockView(window);
        app::BlockSession& session = view.blockSession();
        while (session.state().step == block::Step::PlaceMilitia) {
            const auto legal = session.legalActions();
            QVERIFY(!legal.empty());
            const block::BlockAction place = legal.front();
            QCOMPARE(place.kind, K::PlaceMilitia);
            const std::size_t before = session.match().actions.size();
            app::BlockItem* item = nullptr;
            for (app::BlockItem* b : view.mapScene()->blockItems())
                if (b->block().id == place.block) item = b;
            QVERIFY(item);
            QTest::mouseClick(view.mapView()->viewport(), Qt::LeftButton, {}, view.mapView()->mapFromScene(item->scenePos()));
            QVERIFY2(view.statusText().contains(QStringLiteral("Click the point where")), qPrintable(view.statusText() + QString::number(item->scenePos().x()) + " " + QString::number(view.mapView()->mapFromScene(item->scenePos()).x())));
            const app::PointItem* point = view.mapScene()->pointItem(place.at);
            QVERIFY(point);
            QTest::mouseClick(view.mapView()->viewport(), Qt::LeftButton, {}, view.mapView()->mapFromScene(point->scenePos()));
            // The last placement is followed by the AP dice (B5).
            QVERIFY(session.match().actions.size() > before);
            QCOMPARE(session.state().piece(place.block).at, place.at);
            checkNothingHidden(window);
        }
    }

    // Plays the side to act by the game's random player until `done` holds; the curtain, when
    // down, opened by its player.
    void playUntil(app::MainWindow& window, const std::function<bool()>& done, std::uint64_t seed, int most = 20000) {
        app::BlockView& view = app::blockView(window);
        app::BlockSession& session = view.blockSession();
        core::Rng rng(seed);
        for (int i = 0; i < most && !done() && !session.isOver(); ++i) {
            if (window.curtain()->isVisible()) QTest::mouseClick(window.curtain(), Qt::LeftButton);
            QString error;
            const block::BlockAction a = session.game().randomAction(session.state(), 1, rng);
            QVERIFY2(session.play(a, &error), qPrintable(error));
        }
        QVERIFY(done() || session.isOver());
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        m_data = app::loadBlockGame(TRICORNE_TEST_DATA_DIR);
        QVERIFY(m_data);
        QVERIFY(m_dir.isValid());
    }

    // B4, B6: set-up by clicks, then a group activated and stepped to a ringed point.
    void RuleB6_PersonActivatesAndSteps() {
        auto window = newWindow(3, false);
        app::BlockView& view = app::blockView(*window);
        app::BlockSession& session = view.blockSession();
        QVERIFY(view.statusText().contains(QStringLiteral("Place your militia")));
        placeMilitiaByClicks(*window);
        QCOMPARE(session.state().step, block::Step::Movement);
        // B5: the AP dice were rolled and are shown with who moves first.
        QCOMPARE(session.state().rolls.size(), std::size_t{2});
        const auto mover = view.viewer();
        QVERIFY(mover);
        QVERIFY(view.statusText().contains(QStringLiteral("activate it for 1 AP")));
        const auto legal = session.legalActions();
        const auto activate = std::find_if(legal.begin(), legal.end(), [&](const block::BlockAction& a) {
            if (a.kind != K::Activate) return false;
            const block::Block* b = m_data->roster.block(a.block);
            return b->isLeader();
        });
        QVERIFY(activate != legal.end());
        view.clickBlock(activate->block);
        QVERIFY(session.state().activation);
        const auto& picked = view.mapScene()->picture().picked;
        QVERIFY(picked);
        QVERIFY(!picked->reachable.empty());
        QVERIFY(view.statusText().contains(QStringLiteral("ringed point")));
        keepSave(*window, QStringLiteral("block-moving.tricorne"));
        const std::string to = picked->reachable.front().point;
        QVERIFY(app::reachText(picked->reachable.front()).find("AP") != std::string::npos);
        const app::PointItem* point = view.mapScene()->pointItem(to);
        QTest::mouseClick(view.mapView()->viewport(), Qt::LeftButton, {}, view.mapView()->mapFromScene(point->scenePos()));
        QCOMPARE(session.state().piece(activate->block).at, to);
        checkNothingHidden(*window);
        // The log says it in words, with the rule, never as JSON.
        const QString last = view.logList()->item(view.logList()->count() - 1)->text();
        QVERIFY2(last.contains(QString::fromStdString(m_data->map.point(to)->name)) && last.contains(QStringLiteral("(B6)")), qPrintable(last));
        QVERIFY(!last.contains(QLatin1Char('{')));
        // Undo takes the step back.
        QVERIFY(session.canUndo());
        QString error;
        QVERIFY(session.undo(&error));
        QVERIFY(session.state().piece(activate->block).at != to);
        // The save names its game and loads back to the same state.
        const QString path = m_dir.filePath(QStringLiteral("moving.tricorne"));
        QVERIFY(window->saveFile(path, &error));
        QFile in(path);
        QVERIFY(in.open(QIODevice::ReadOnly));
        QCOMPARE(QJsonDocument::fromJson(in.readAll()).object().value(QStringLiteral("game")).toString(), QStringLiteral("block"));
        const std::string hash = session.game().stateHash(session.state());
        auto other = newWindow(99, false);
        QVERIFY(other->openFile(path, &error));
        QCOMPARE(app::blockView(*other).blockSession().game().stateHash(app::blockView(*other).blockSession().state()), hash);
    }

    // B3, B9.1: hotseat: the curtain at every hand-over, and before the hidden deployment; the
    // person deploys by clicks on the battle board; nothing hidden is shown at any step.
    void RuleB9_1_HotseatBattleDeployedByClicks() {
        // A seed whose random play comes to a battle on the whole board (not a skirmish, B9.2) soon.
        auto window = newWindow(18, true);
        app::BlockView& view = app::blockView(*window);
        app::BlockSession& session = view.blockSession();
        // The American's set-up comes first, behind the curtain.
        QVERIFY(window->curtain()->isVisible());
        QVERIFY(window->curtain()->text().contains(QStringLiteral("American")));
        QTest::mouseClick(window->curtain(), Qt::LeftButton);
        QVERIFY(!window->curtain()->isVisible());
        placeMilitiaByClicks(*window);
        int handOvers = 0;
        std::optional<Side> holder = view.viewer();
        core::Rng rng(2);
        bool deployedByClick = false, sawDeployCurtain = false;
        for (int i = 0; i < 30000 && !session.isOver(); ++i) {
            if (window->curtain()->isVisible()) {
                const int player = session.toMove();
                QVERIFY(player >= 0);
                // The curtain names the player to take the screen, never the one leaving it.
                QVERIFY(window->curtain()->text().contains(player == 0 ? QStringLiteral("American") : QStringLiteral("British")));
                if (session.state().battle && session.state().battle->step == block::BattleStep::Deploy) {
                    QVERIFY(window->curtain()->text().contains(QStringLiteral("B9.1")));
                    sawDeployCurtain = true;
                }
                QTest::mouseClick(window->curtain(), Qt::LeftButton);
                ++handOvers;
            }
            QVERIFY(!window->curtain()->isVisible());
            QCOMPARE(view.viewer(), std::optional<Side>(block::sideOfPlayer(session.toMove())));
            if (holder != view.viewer()) holder = view.viewer();
            checkNothingHidden(*window);
            const block::BlockState& s = session.state();
            if (s.battle && s.battle->step == block::BattleStep::Deploy) {
                QVERIFY(view.battleShown());
                QVERIFY(view.statusText().contains(QStringLiteral("Deploy")));
                // The click on one of his positions deploys the next block there.
                const auto legal = session.legalActions();
                const std::size_t before = session.match().actions.size();
                const auto position = static_cast<app::BattlePosition>(static_cast<int>(legal.front().battle->position));
                const QRectF rect = view.battleBoard()->positionRect(*view.viewer(), position);
                if (!deployedByClick) keepSave(*window, QStringLiteral("block-deployment.tricorne"));
                QTest::mouseClick(view.battleBoard(), Qt::LeftButton, {}, rect.center().toPoint());
                QVERIFY(session.match().actions.size() > before);
                deployedByClick = true;
                continue;
            }
            if (deployedByClick && s.battle && s.battle->step == block::BattleStep::Act && !s.battle->lastDice.empty())
                keepSave(*window, QStringLiteral("block-battle.tricorne"));
            if (deployedByClick && !s.battle) break;
            QString error;
            QVERIFY2(session.play(session.game().randomAction(s, 1, rng), &error), qPrintable(error));
        }
        QVERIFY(deployedByClick);
        QVERIFY(sawDeployCurtain);
        QVERIFY(handOvers >= 3);
        // The battle's dice and choices were told in words.
        bool dice = false;
        for (int i = 0; i < view.logList()->count(); ++i) dice = dice || view.logList()->item(i)->text().contains(QStringLiteral("B9.6"));
        QVERIFY(dice);
    }

    // B11: at the end every block is revealed, with the winner, the condition and the summary.
    void RuleB11_EndRevealsEveryBlock() {
        auto window = newWindow(8, false);
        app::BlockView& view = app::blockView(*window);
        playUntil(*window, [] { return false; }, 21);
        QVERIFY(view.blockSession().isOver());
        keepSave(*window, QStringLiteral("block-over.tricorne"));
        QVERIFY(!view.viewer());
        for (const app::BlockItem* item : view.mapScene()->blockItems()) QVERIFY(item->block().labelShown);
        QVERIFY2(view.outcomeText().contains(QStringLiteral("B11")) && view.outcomeText().contains(QStringLiteral("SP lost")), qPrintable(view.outcomeText()));
        auto* box = window->findChild<QMessageBox*>(QStringLiteral("blockOutcome"));
        QVERIFY(box);
        QCOMPARE(box->text(), view.outcomeText());
    }

    // Part 4: a game started without a seed rolls the system's dice as they fall, and its save,
    // hotseat mid-game, keeps neither a seed nor a militia placement readable.
    void DiceFromTheSystemUnlessASeedIsGiven() {
        auto window = std::make_unique<app::MainWindow>(app::BlockFrontend{*m_data, app::blockDataDir(TRICORNE_TEST_DATA_DIR)});
        window->session().setAutosavePath(QString());
        app::blockView(*window).setPlayers(std::nullopt, std::nullopt);
        QString error;
        QVERIFY2(window->startGame("campaign", std::nullopt, &error), qPrintable(error));
        app::BlockSession& session = app::blockView(*window).blockSession();
        QCOMPARE(session.match().dice, core::Dice::Entropy);
        playUntil(*window, [&] { return session.state().turn >= 2; }, 5);
        const QString path = m_dir.filePath(QStringLiteral("entropy.tricorne"));
        QVERIFY2(session.save(path, &error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        QVERIFY(text.contains("\"dice\": \"entropy\""));
        QVERIFY(!text.contains("\"seed\""));
        QVERIFY(!text.contains("placeMilitia\""));
        QVERIFY2(session.open(path, &error), qPrintable(error));
        QCOMPARE(session.match().dice, core::Dice::Entropy);
        // A seed given keeps the dice it always rolled.
        QVERIFY2(window->startGame("campaign", 5, &error), qPrintable(error));
        QCOMPARE(session.match().dice, core::Dice::Seeded);
    }

    // B12.2: with the option chosen, the Force March order: the leader picked, a ringed point
    // clicked, the dice rolled, the log saying it with its rule; nothing hidden shown.
    void RuleB12_2_PersonForceMarchesByTheOrderAndAClick() {
        auto window = newWindow(5, false);
        app::BlockView& view = app::blockView(*window);
        app::BlockSession& session = view.blockSession();
        QString error;
        QVERIFY2(session.newGame("campaign", {{"forceMarch", "true"}}, 5, &error), qPrintable(error));
        QAbstractButton* march = nullptr;
        for (QAbstractButton* b : window->findChildren<QAbstractButton*>())
            if (b->text() == QStringLiteral("Force March")) march = b;
        QVERIFY(march);
        auto canMarch = [&] {
            const auto legal = session.legalActions();
            return std::any_of(legal.begin(), legal.end(), [](const block::BlockAction& a) { return a.kind == K::ForceMarch; });
        };
        playUntil(*window, canMarch, 5);
        QVERIFY(!session.isOver());
        QVERIFY(march->isVisible() && march->isEnabled());
        QTest::mouseClick(march, Qt::LeftButton);
        QVERIFY2(view.statusText().contains(QStringLiteral("Force march")), qPrintable(view.statusText()));
        std::string leader;
        for (const auto& a : session.legalActions())
            if (a.kind == K::ForceMarch) leader = a.block;
        if (view.statusText().contains(QStringLiteral("click a leader"))) QVERIFY(view.clickBlock(leader));
        const auto& picked = view.mapScene()->picture().picked;
        QVERIFY(picked && !picked->reachable.empty());
        keepShots(*window, QStringLiteral("block-app-force-march"));
        leader = picked->blocks.front();
        const std::string to = picked->reachable.front().point;
        const app::PointItem* point = view.mapScene()->pointItem(to);
        QVERIFY(point);
        QTest::mouseClick(view.mapView()->viewport(), Qt::LeftButton, {}, view.mapView()->mapFromScene(point->scenePos()));
        // The dice are rolled at once: the leader marched or stayed, his attempt remembered (A37).
        QCOMPARE(session.state().step, block::Step::Movement);
        QCOMPARE(session.state().forceMarchTurns.at(leader), session.state().turn);
        bool logged = false;
        for (int i = 0; i < view.logList()->count(); ++i)
            logged = logged || (view.logList()->item(i)->text().contains(QStringLiteral("force march")) &&
                                view.logList()->item(i)->text().contains(QStringLiteral("(B12.2)")));
        QVERIFY(logged);
        QVERIFY(!march->isChecked());
        checkNothingHidden(*window);
    }

    // B12.1 (A43): a group that moves with its leader waits in his holding box: its owner sees its
    // labels there and takes a block out with a click; the enemy's picture shows the box's count
    // of backs and no label, and the map his leader's block alone.
    void RuleB12_1_TheHeldBlocksStandInTheirLeadersBoxAndAClickReleasesOne() {
        auto window = newWindow(9, false);
        app::BlockView& view = app::blockView(*window);
        app::BlockSession& session = view.blockSession();
        QString error;
        QVERIFY2(session.newGame("campaign", {{"holdingBoxes", "true"}}, 9, &error), qPrintable(error));
        auto heldBlocks = [&](Side side) {
            std::vector<std::string> out;
            for (std::size_t i = 0; i < session.state().pieces.size(); ++i)
                if (!session.state().pieces[i].heldBy.empty() && m_data->roster.blocks[i].side == side) out.push_back(m_data->roster.blocks[i].id);
            return out;
        };
        // Played on until the side to move has blocks in a box and may take one out.
        auto canRelease = [&] {
            const auto legal = session.legalActions();
            return std::any_of(legal.begin(), legal.end(), [](const block::BlockAction& a) { return a.kind == K::Release; });
        };
        playUntil(*window, canRelease, 9);
        QVERIFY(!session.isOver());
        const Side mover = session.state().active;
        const auto held = heldBlocks(mover);
        QVERIFY(!held.empty());
        const std::string leader = session.state().piece(held.front()).heldBy;
        // The owner's picture: the box's blocks by label, none of them on the map.
        const app::BoardPicture& mine = view.mapScene()->picture();
        const auto inHisBox = static_cast<std::size_t>(std::count_if(held.begin(), held.end(), [&](const std::string& id) { return session.state().piece(id).heldBy == leader; }));
        QCOMPARE(mine.held.at(leader).size(), inHisBox);
        for (const auto& b : mine.held.at(leader)) QVERIFY(b.labelShown);
        for (const auto& [at, stack] : mine.stacks)
            for (const auto& b : stack) QVERIFY2(std::find(held.begin(), held.end(), b.id) == held.end(), b.id.c_str());
        QVERIFY2(view.statusText().contains(QStringLiteral("holding box")), qPrintable(view.statusText()));
        // The enemy's picture of the same moment: backs in the box, the count, no label anywhere.
        const block::BlockView enemy = session.game().view(session.state(), block::sideIndex(block::enemyOf(mover)));
        const app::BoardPicture theirs = app::pictureOfView(*m_data, enemy, {});
        QCOMPARE(theirs.held.at(leader).size(), mine.held.at(leader).size());
        for (const auto& b : theirs.held.at(leader)) QVERIFY(!b.labelShown);
        QCOMPARE(theirs.blockCount(), mine.blockCount());
        // A click on the block in the box puts it on the map at its leader's point.
        const std::string out = mine.held.at(leader).front().id;
        const std::string at = session.state().piece(leader).at;
        const app::BlockItem* item = nullptr;
        for (const app::BlockItem* b : view.mapScene()->blockItems())
            if (b->block().id == out) item = b;
        QVERIFY(item);
        QTest::mouseClick(view.mapView()->viewport(), Qt::LeftButton, {}, view.mapView()->mapFromScene(item->scenePos()));
        QCOMPARE(session.state().piece(out).heldBy, std::string());
        QCOMPARE(session.state().piece(out).at, at);
        const QString last = view.logList()->item(view.logList()->count() - 1)->text();
        QVERIFY2(last.contains(QStringLiteral("holding box")) && last.contains(QStringLiteral("(B12.1)")), qPrintable(last));
        keepSave(*window, QStringLiteral("block-holding.tricorne"));
        checkNothingHidden(*window);
    }

    // The computer's side thinks in a worker thread and plays at the pace set, the window free.
    // A game of random actions from `seed`, `most` of them at most, written where File › Replay reads it.
    QString savedRandomGame(std::uint64_t seed, int most, const QString& name, bool* over) {
        const block::BlockGame game(*m_data);
        std::string error;
        auto match = game.start("campaign", {}, seed, error);
        if (!match) qFatal("%s", error.c_str());
        core::Rng rng(seed);
        for (int n = 0; n < most && !game.isTerminal(match->state); ++n) game.record(*match, game.randomAction(match->state, 1, rng));
        *over = game.isTerminal(match->state);
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly)) qFatal("cannot write %s", qPrintable(path));
        file.write(QByteArray::fromStdString(game.save(*match).dump()));
        return path;
    }

    // Part 4: File › Replay of a game not over shows only what both sides saw: no block either
    // side hid is named in the words or drawn with its label, at any position.
    void Part4_AReplayOfAGameNotOverShowsOnlyTheTable() {
        bool over = true;
        const QString path = savedRandomGame(12, 400, QStringLiteral("replay-unfinished.json"), &over);
        QVERIFY(!over);
        QString error;
        std::unique_ptr<app::BlockReplayWindow> replay(app::BlockReplayWindow::load(*m_data, path, &error, nullptr));
        QVERIFY2(replay, qPrintable(error));
        QCOMPARE(replay->sights(), QList<int>{block::kTable});
        const block::BlockGame game(*m_data);
        std::string why;
        auto match = game.start("campaign", {}, 12, why);
        QVERIFY2(match, why.c_str());
        core::Rng rng(12);
        // The names of the blocks the table cannot see in a state, on the map or on the battle board (B9.1).
        auto hiddenNamesOf = [&](const block::BlockState& state) {
            QStringList names;
            const block::BlockView table = game.tableView(state);
            for (std::size_t i = 0; i < table.state.pieces.size(); ++i) {
                const std::string& id = m_data->roster.blocks[i].id;
                const bool revealed = state.battle && std::any_of(state.battle->fighters.begin(), state.battle->fighters.end(),
                                                                  [&](const block::Fighter& f) { return f.block == id && f.revealed; });
                if (table.state.pieces[i].at == block::kHidden && !revealed) names << QString::fromStdString(m_data->roster.blocks[i].name);
            }
            return names;
        };
        int labelled = 0, hiddenSeen = 0;
        QStringList hiddenBefore;  // before the action the position's words describe
        for (std::size_t position = 0; position <= replay->length(); ++position) {
            replay->setPosition(position);
            const QStringList hiddenNames = hiddenNamesOf(match->state);
            hiddenSeen += static_cast<int>(hiddenNames.size());
            for (const app::BlockItem* item : replay->scene()->blockItems()) {
                if (!item->block().labelShown) continue;
                ++labelled;
                QVERIFY2(!hiddenNames.contains(QString::fromStdString(item->block().name)), item->block().name.c_str());
            }
            // A block leaving a British box goes by its printed name (B4); one the table could not see is never named.
            // (A name inside a seen block's name, Riedesel in "Regt. von Riedesel", is that block's.)
            QString words = replay->actionText();
            for (const block::Block& b : m_data->roster.blocks)
                if (const QString name = QString::fromStdString(b.name);
                    !hiddenBefore.contains(name) && std::any_of(hiddenBefore.begin(), hiddenBefore.end(), [&](const QString& h) { return name.contains(h); }))
                    words.remove(name);
            for (const QString& name : hiddenBefore) QVERIFY2(!words.contains(name), qPrintable(replay->actionText()));
            hiddenBefore = hiddenNames;
            if (position < replay->length()) QVERIFY(game.record(*match, game.randomAction(match->state, 1, rng)).ok());
        }
        QVERIFY(hiddenSeen > 1000);
        QVERIFY(labelled > 0);  // the British boxes' printed names are the table's to see (B4)
    }

    // B11: once the game is over its replay offers either side's sight and every block.
    void RuleB11_AReplayOfAGameOverOffersEverySight() {
        bool over = false;
        const QString path = savedRandomGame(8, 20000, QStringLiteral("replay-over.json"), &over);
        QVERIFY(over);
        QString error;
        std::unique_ptr<app::BlockReplayWindow> replay(app::BlockReplayWindow::load(*m_data, path, &error, nullptr));
        QVERIFY2(replay, qPrintable(error));
        QCOMPARE(replay->sights(), (QList<int>{0, 1, -1}));
    }

    void ComputerSidePlaysFromWorker() {
        ai::registerSessionBot("block", &makeFirstChoiceBot);
        auto window = newWindow(4, false);
        app::BlockView& view = app::blockView(*window);
        view.computer().setDelay(0);
        view.setPlayers(std::nullopt, ai::BotSpec{});
        QCOMPARE(view.viewer(), std::optional<Side>(Side::American));
        placeMilitiaByClicks(*window);
        app::BlockSession& session = view.blockSession();
        // Whoever moves first, the British computer answers its decisions until the American's is due.
        QTRY_VERIFY_WITH_TIMEOUT(session.toMove() == 0 && !view.computer().thinking(), 5000);
        QVERIFY(session.state().step == block::Step::Movement);
        const std::size_t before = session.match().actions.size();
        QAbstractButton* end = nullptr;
        for (QAbstractButton* b : window->findChildren<QAbstractButton*>())
            if (b->text() == QStringLiteral("End Movement")) end = b;
        QVERIFY(end && end->isEnabled());
        QTest::mouseClick(end, Qt::LeftButton);
        // The British computer plays on by itself, from its worker, the window answering meanwhile.
        QTRY_VERIFY_WITH_TIMEOUT(session.match().actions.size() > before + 2 || session.isOver(), 5000);
        QTRY_VERIFY_WITH_TIMEOUT(session.toMove() == 0 || session.isOver(), 10000);
        checkNothingHidden(*window);
    }
};

QTEST_MAIN(BlockAppTest)
#include "block_app_test.moc"
