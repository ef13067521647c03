// Playing through the window: clicks on the map and the buttons become the core's actions.
#include <QtTest>

#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTextBrowser>

#include "counter_item.h"
#include "counter_text.h"
#include "decision_panel.h"
#include "event_log.h"
#include "game_controller.h"
#include "game_tables.h"
#include "main_window.h"
#include "series_view.h"
#include "map_orders.h"
#include "map_scene.h"
#include "map_view.h"
#include "new_game_dialog.h"
#include "sequence_bar.h"
#include "tricorne/series/data_set.h"
#include "tricorne/series/game/random_play.h"
#include "tricorne/series/rules/fire.h"
#include "tricorne/series/rules/movement.h"
#include "window_test_support.h"
#include "tricorne/series/rules/los.h"

using namespace tricorne;
using test::clickHex;
using test::hexOf;
using test::pickUp;

class PlayTest : public QObject {
    Q_OBJECT
    std::optional<core::DataSet> m_data;
    QTemporaryDir m_dir;

    static bool logMentions(const app::MainWindow& w, const QString& text) {
        const auto& log = app::seriesView(w).game().log();
        return std::any_of(log.begin(), log.end(), [&](const app::LogEntry& e) { return e.text.contains(text); });
    }

    std::unique_ptr<app::MainWindow> window(const std::string& scenario, std::uint64_t seed) {
        return test::playingWindow(*m_data, scenario, seed, m_dir.filePath(QStringLiteral("autosave.tricorne")));
    }

private slots:
    void initTestCase() {
        QVERIFY(test::loadRealData(m_data));
        QVERIFY(m_dir.isValid());
    }

    void campaignOpensWithTheFogRolledAndTheBritishToMove() {
        auto w = window("campaign", 7);
        QVERIFY(app::seriesView(*w).game().hasGame());
        const core::Decision d = app::seriesView(*w).game().decision();
        QCOMPARE(d.player, core::Player::British);
        QCOMPARE(d.step, core::Step::Moving);
        // E3.9.1: the fog die was drawn from the game's generator, shown and logged.
        QCOMPARE(app::seriesView(*w).sequenceBar()->diceShown().size(), std::size_t{1});
        QVERIFY(app::seriesView(*w).game().log().front().die.has_value());
        QVERIFY(app::seriesView(*w).sequenceBar()->promptText().contains(QStringLiteral("Movement Phase")));
        QVERIFY(app::seriesView(*w).eventLog()->shownEntries().size() >= 2);
        // The tracks list what is still to come on the turn track (9.11).
        const core::GameState& s = app::seriesView(*w).game().state();
        for (int i = 0; i < static_cast<int>(s.pieces.size()); ++i)
            if (s.pieces[static_cast<std::size_t>(i)].location == core::Location::TurnTrack && !s.isLeader(i))
                QVERIFY(app::seriesView(*w).gameTables()->text().contains(QString::fromStdString(s.unitDef(i).name).toHtmlEscaped()));
        // The map opens over the British, who move first.
        const QPointF centre = app::seriesView(*w).mapView()->mapToScene(app::seriesView(*w).mapView()->viewport()->rect().center());
        QVERIFY(std::any_of(app::seriesView(*w).mapScene()->counterItems().begin(), app::seriesView(*w).mapScene()->counterItems().end(), [&](const app::CounterItem* c) {
            return c->counter().unit && c->counter().unit->side == core::Side::British && QLineF(c->pos(), centre).length() < 500;
        }));
    }

    void theNewGameDialogSetsTheVariantTheOptionsUndoAndTheSeed() {
        app::NewGameDialog dialog(*m_data, "campaign");
        const core::Scenario& campaign = *m_data->scenario("campaign");
        QCOMPARE(dialog.variantBox()->count(), static_cast<int>(campaign.variants.size()) + 1);
        // E3.7 is offered: the map hides enemy stacks not examined.
        QVERIFY(std::any_of(dialog.optionBoxes().begin(), dialog.optionBoxes().end(),
                            [](const QCheckBox* box) { return box->property("optionId").toString() == QStringLiteral("limited-intelligence"); }));
        // E5.6 is offered with the Next Day: the armies then deploy themselves.
        app::NewGameDialog nextDay(*m_data, "next-day");
        QVERIFY(std::any_of(nextDay.optionBoxes().begin(), nextDay.optionBoxes().end(),
                            [](const QCheckBox* box) { return box->property("optionId").toString() == QStringLiteral("free-setup"); }));
        dialog.variantBox()->setCurrentIndex(dialog.variantBox()->findData(QStringLiteral("gates-prevails")));
        dialog.undoBox()->setChecked(true);
        const auto options = dialog.options();
        QCOMPARE(options.at("variant"), std::string("gates-prevails"));
        QCOMPARE(options.at("undo"), std::string("any"));

        // A fresh seed is shown; the player may give his own, and the game is dealt from it.
        QVERIFY(dialog.seed().has_value());
        dialog.seedEdit()->setText(QStringLiteral("1777"));
        QCOMPARE(dialog.seed(), std::optional<std::uint64_t>(1777));

        app::MainWindow w{app::SeriesFrontend{*m_data}};
        app::seriesView(w).game().setAutosavePath(QString());
        QString error;
        QVERIFY2(w.startGame("campaign", dialog.seed(), &error, options), qPrintable(error));
        QCOMPARE(app::seriesView(w).game().game().record().seed, std::uint64_t{1777});
        QCOMPARE(app::seriesView(w).game().state().options.at("variant"), std::string("gates-prevails"));
        // Both players agreed: even the fog roll may be taken back.
        QVERIFY(w.undoAction()->isEnabled());
    }

    void clickingABritishUnitShowsItsMovesAndClickingAHexMovesIt() {
        auto w = window("campaign", 7);
        const core::HexId from = hexOf(*w, "br-9th");
        pickUp(*w, "br-9th");
        QCOMPARE(app::seriesView(*w).orders().selected().value_or(""), std::string("br-9th"));
        QCOMPARE(app::seriesView(*w).mapScene()->chosenCounter(), std::string("br-9th"));
        // Every highlighted hex is the end of a legal move, labelled with its cost.
        const auto reach = core::reachableHexes(app::seriesView(*w).game().state(), *app::seriesView(*w).game().state().pieceIndex("br-9th"), false);
        QCOMPARE(app::seriesView(*w).mapScene()->destinations().size(), reach.size());
        const core::HexId to = *core::HexId::parse("1729");
        const auto it = app::seriesView(*w).orders().destinations().find(to);
        QVERIFY(it != app::seriesView(*w).orders().destinations().end());
        QVERIFY(it->second.costHalves > 0);
        // The pointer over a marked hex traces the path the unit would take.
        QVERIFY(!app::seriesView(*w).mapScene()->showsMovePath());
        QTest::mouseMove(app::seriesView(*w).mapView()->viewport(), app::seriesView(*w).mapView()->mapFromScene(app::seriesView(*w).mapScene()->layout().centre(to)));
        QVERIFY(app::seriesView(*w).mapScene()->showsMovePath());
        clickHex(*w, to);
        QCOMPARE(hexOf(*w, "br-9th"), to);
        QVERIFY(!app::seriesView(*w).orders().selected());
        QVERIFY(app::seriesView(*w).mapScene()->destinations().empty());
        QVERIFY(logMentions(*w, QStringLiteral("9th moves")));
        QVERIFY(app::seriesView(*w).mapScene()->counterItem("br-9th")->hex() == to);
        // Undo takes the move back; there was no die since.
        QVERIFY(w->undoAction()->isEnabled());
        QVERIFY2(w->undoAction()->text().contains(QStringLiteral("9th moves")), qPrintable(w->undoAction()->text()));
        w->undoAction()->trigger();
        QCOMPARE(hexOf(*w, "br-9th"), from);
        QVERIFY(!logMentions(*w, QStringLiteral("9th moves")));
        // Undo stops at the fog roll.
        QVERIFY(!w->undoAction()->isEnabled());
        // Redo plays the move again, named in the menu; a new action forgets it.
        QVERIFY(w->redoAction()->isEnabled());
        QVERIFY2(w->redoAction()->text().contains(QStringLiteral("9th moves")), qPrintable(w->redoAction()->text()));
        w->redoAction()->trigger();
        QCOMPARE(hexOf(*w, "br-9th"), to);
        QVERIFY(logMentions(*w, QStringLiteral("9th moves")));
        QVERIFY(!w->redoAction()->isEnabled());
        w->undoAction()->trigger();
        QVERIFY(w->redoAction()->isEnabled());
        app::seriesView(*w).endPhaseAction()->trigger();
        QVERIFY(!w->redoAction()->isEnabled());
        QCOMPARE(hexOf(*w, "br-9th"), from);
    }

    // 11.4: Shift and drag from one hex to another traces the line of sight, with its reason.
    void rule11_4_ShiftDragTracesTheLineOfSight() {
        auto w = window("campaign", 7);
        const core::HexId a = *core::HexId::parse("0912"), b = *core::HexId::parse("0914");
        const auto expected = core::lineOfSight(app::seriesView(*w).game().state(), a, b);
        QVERIFY(!expected.clear);
        QCOMPARE(expected.blockingHex, core::HexId::parse("0913"));  // woods between (11.42)
        const auto actions = app::seriesView(*w).game().game().record().actions.size();
        app::MapView* view = app::seriesView(*w).mapView();
        view->centreOnHex(*core::HexId::parse("0913"));
        const QPoint pa = view->mapFromScene(app::seriesView(*w).mapScene()->layout().centre(a)), pb = view->mapFromScene(app::seriesView(*w).mapScene()->layout().centre(b));
        QTest::mousePress(view->viewport(), Qt::LeftButton, Qt::ShiftModifier, pa);
        QTest::mouseMove(view->viewport(), pb);
        QTest::mouseRelease(view->viewport(), Qt::LeftButton, Qt::ShiftModifier, pb);
        QVERIFY(app::seriesView(*w).mapScene()->showsSightLine());
        const QString said = w->statusBar()->currentMessage();
        QVERIFY2(said.startsWith(QStringLiteral("Line of sight 0912 to 0914, range 2: blocked — ")), qPrintable(said));
        QVERIFY2(said.endsWith(QString::fromStdString(expected.reason)), qPrintable(said));
        // Looking is not playing: nothing was picked up or done.
        QCOMPARE(app::seriesView(*w).game().game().record().actions.size(), actions);
        QVERIFY(!app::seriesView(*w).orders().selected());
        // The next plain click puts the line away.
        clickHex(*w, a);
        QVERIFY(!app::seriesView(*w).mapScene()->showsSightLine());
    }

    void aUnitOfThePlayerNotToMoveCannotBePickedUp() {
        auto w = window("campaign", 7);
        const core::GameState& s = app::seriesView(*w).game().state();
        for (int i = 0; i < static_cast<int>(s.pieces.size()); ++i) {
            if (!s.onMap(i) || s.sideOf(i) != core::Side::American) continue;
            clickHex(*w, s.pieces[static_cast<std::size_t>(i)].hex);
            QVERIFY(!app::seriesView(*w).orders().selected());
            break;
        }
    }

    void endPhaseGoesOnAndAutosaves() {
        auto w = window("campaign", 7);
        pickUp(*w, "br-9th");
        clickHex(*w, *core::HexId::parse("1729"));
        QVERIFY(app::seriesView(*w).sequenceBar()->endPhaseButton()->isEnabled());
        QTest::mouseClick(app::seriesView(*w).sequenceBar()->endPhaseButton(), Qt::LeftButton);
        QVERIFY(app::seriesView(*w).game().state().phase != core::Phase::Movement || app::seriesView(*w).game().state().phasing() != core::Side::British);
        QVERIFY(QFile::exists(app::seriesView(*w).game().autosavePath()));
        QVERIFY(!app::seriesView(*w).sequenceBar()->promptText().contains(QStringLiteral("British Movement")));
    }

    void saveAndOpenGiveTheSameGame() {
        auto w = window("campaign", 7);
        pickUp(*w, "br-9th");
        clickHex(*w, *core::HexId::parse("1729"));
        QTest::mouseClick(app::seriesView(*w).sequenceBar()->endPhaseButton(), Qt::LeftButton);
        const QString file = m_dir.filePath(QStringLiteral("round-trip.tricorne"));
        QString error;
        QVERIFY2(w->saveFile(file, &error), qPrintable(error));
        QVERIFY(!w->isWindowModified());
        const std::uint64_t hash = core::stateHash(app::seriesView(*w).game().state());
        const auto logSize = app::seriesView(*w).game().log().size();

        auto other = std::make_unique<app::MainWindow>(app::SeriesFrontend(*m_data));
        QVERIFY2(other->openFile(file, &error), qPrintable(error));
        QCOMPARE(core::stateHash(app::seriesView(*other).game().state()), hash);
        QCOMPARE(app::seriesView(*other).game().log().size(), logSize);
        QCOMPARE(app::seriesView(*other).game().filePath(), file);
        QCOMPARE(app::seriesView(*other).mapScene()->counterItem("br-9th")->hex(), *core::HexId::parse("1729"));
        // A file that is not a save is refused and the game shown stays.
        const QString bad = m_dir.filePath(QStringLiteral("bad.tricorne"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"something else\"}");
        f.close();
        QVERIFY(!other->openFile(bad, &error));
        QVERIFY(error.contains(QStringLiteral("bad.tricorne")));
        QCOMPARE(core::stateHash(app::seriesView(*other).game().state()), hash);
    }

    // E8.1, E8.2: Burgoyne, the Jaegers and Arnold are placed by clicking a marked hex or a button.
    void theSetupCountersArePlacedOnTheMap() {
        auto w = test::playingWindow(*m_data, "freemans-farm", 7, m_dir.filePath(QStringLiteral("autosave.tricorne")), false, false);
        const core::GameState& s = app::seriesView(*w).game().state();
        QCOMPARE(s.step, core::Step::PlacePiece);
        QVERIFY2(app::seriesView(*w).sequenceBar()->promptText().contains(QStringLiteral("places Burgoyne")), qPrintable(app::seriesView(*w).sequenceBar()->promptText()));
        const auto& marked = app::seriesView(*w).orders().destinations();
        QCOMPARE(marked.size(), std::size_t{2});
        QVERIFY(marked.count(*core::HexId::parse("0916")) && marked.count(*core::HexId::parse("1016")));
        // ... and drawn on the map the game opened on, not only known to the orders.
        QCOMPARE(app::seriesView(*w).mapScene()->destinations().size(), std::size_t{2});
        clickHex(*w, *core::HexId::parse("1519"));  // not marked: nothing happens
        QCOMPARE(s.step, core::Step::PlacePiece);
        QCOMPARE(s.placementQueue.size(), std::size_t{3});
        clickHex(*w, *core::HexId::parse("0916"));  // with the 21st
        QCOMPARE(hexOf(*w, "br-burgoyne"), *core::HexId::parse("0916"));
        // Two hexes for the Jaegers: buttons name the units they would join.
        QCOMPARE(app::seriesView(*w).decisionPanel()->offered().size(), std::size_t{2});
        QCOMPARE(app::seriesView(*w).decisionPanel()->button(1)->text(), QStringLiteral("With Balcarres (0516)"));
        QTest::mouseClick(app::seriesView(*w).decisionPanel()->button(0), Qt::LeftButton);
        QCOMPARE(hexOf(*w, "br-jaegers"), *core::HexId::parse("0415"));
        QCOMPARE(app::seriesView(*w).game().decision().player, core::Player::American);
        clickHex(*w, hexOf(*w, "am-3rd-nh"));
        QCOMPARE(hexOf(*w, "am-arnold"), hexOf(*w, "am-3rd-nh"));
        QCOMPARE(s.phase, core::Phase::Movement);
        QCOMPARE(s.turn, 8);
        QVERIFY(app::seriesView(*w).orders().destinations().empty());
    }

    // E5.1: the Ottawas may go to many hexes: the map alone offers them.
    void theOttawasArePlacedByAClickOnTheMap() {
        auto w = test::playingWindow(*m_data, "next-day", 7, m_dir.filePath(QStringLiteral("autosave.tricorne")), false, false);
        QCOMPARE(app::seriesView(*w).game().state().step, core::Step::PlacePiece);
        QVERIFY(app::seriesView(*w).orders().destinations().size() > 20);
        QCOMPARE(app::seriesView(*w).mapScene()->destinations().size(), app::seriesView(*w).orders().destinations().size());
        QVERIFY(app::seriesView(*w).decisionPanel()->offered().empty());
        clickHex(*w, *core::HexId::parse("0513"));
        QCOMPARE(hexOf(*w, "br-ottawa"), *core::HexId::parse("0513"));
        QVERIFY(app::seriesView(*w).game().state().step != core::Step::PlacePiece);
    }

    // Any decision the map does not answer is offered as buttons: play a scenario to its end by them.
    void everyDecisionCanBeAnsweredByTheButtons() {
        auto w = window("freemans-farm", 7);
        int buttons = 0;
        for (int i = 0; i < 2000 && !app::seriesView(*w).game().state().outcome.over; ++i) {
            const auto before = app::seriesView(*w).game().game().record().actions.size();
            if (!app::seriesView(*w).decisionPanel()->offered().empty()) {
                for (std::size_t b = 0; b < app::seriesView(*w).decisionPanel()->offered().size(); ++b)
                    QVERIFY2(!app::seriesView(*w).decisionPanel()->button(b)->text().contains(QStringLiteral("(s)")), qPrintable(app::seriesView(*w).decisionPanel()->button(b)->text()));
                QTest::mouseClick(app::seriesView(*w).decisionPanel()->button(0), Qt::LeftButton);
                ++buttons;
            } else {
                QVERIFY2(app::seriesView(*w).sequenceBar()->endPhaseButton()->isEnabled(), qPrintable(app::seriesView(*w).sequenceBar()->promptText()));
                QTest::mouseClick(app::seriesView(*w).sequenceBar()->endPhaseButton(), Qt::LeftButton);
            }
            QVERIFY(app::seriesView(*w).game().game().record().actions.size() > before);
        }
        QVERIFY(app::seriesView(*w).game().state().outcome.over);
        QVERIFY(buttons > 0);
        QVERIFY(!app::seriesView(*w).sequenceBar()->endPhaseButton()->isEnabled());
        QVERIFY(app::seriesView(*w).decisionPanel()->offered().empty());
        QVERIFY2(app::seriesView(*w).decisionPanel()->promptText().contains(QString::fromStdString(app::seriesView(*w).game().state().outcome.rule)),
                 qPrintable(app::seriesView(*w).decisionPanel()->promptText()));
        QVERIFY(app::seriesView(*w).gameTables()->text().contains(QStringLiteral("Army Morale")));
    }

    void aCounterOfTheStackPanelIsPickedUpByAClick() {
        auto w = window("campaign", 7);
        clickHex(*w, hexOf(*w, "br-9th"));
        QListWidget* stack = nullptr;
        for (auto* l : w->findChildren<QListWidget*>())
            if (!app::seriesView(*w).eventLog()->isAncestorOf(l)) stack = l;
        QVERIFY(stack);
        for (int row = 0; row < stack->count(); ++row) {
            if (stack->item(row)->data(Qt::UserRole).toString() != QStringLiteral("br-9th")) continue;
            QTest::mouseClick(stack->viewport(), Qt::LeftButton, Qt::NoModifier, stack->visualItemRect(stack->item(row)).center());
        }
        QCOMPARE(app::seriesView(*w).orders().selected().value_or(""), std::string("br-9th"));
    }

    void strategicMovementShowsTheFartherHexes() {
        // E3.9: no strategic movement in fog; the first seed with a clear first turn.
        auto w = window("campaign", 1);
        QString error;
        for (std::uint64_t seed = 2; seed < 40 && app::seriesView(*w).game().state().weather != core::Weather::Clear; ++seed)
            QVERIFY(w->startGame("campaign", seed, &error));
        QCOMPARE(app::seriesView(*w).game().state().weather, core::Weather::Clear);
        std::string unit;
        for (const auto& a : app::seriesView(*w).game().legalActions())
            if (const auto* m = std::get_if<core::Move>(&a); m && m->strategic) unit = m->unit;
        QVERIFY(!unit.empty());
        pickUp(*w, unit);
        const auto tactical = app::seriesView(*w).orders().destinations().size();
        app::seriesView(*w).strategicAction()->trigger();
        QVERIFY(app::seriesView(*w).orders().strategic());
        QCOMPARE(app::seriesView(*w).orders().selected().value_or(""), unit);
        const auto strategic = app::seriesView(*w).orders().destinations();
        QVERIFY(!strategic.empty());
        QVERIFY(strategic.size() != tactical);
        QVERIFY(std::all_of(strategic.begin(), strategic.end(), [](const auto& d) { return d.second.move.strategic; }));
    }

    void theLogShowsTheGameInPlayOnly() {
        auto w = window("freemans-farm", 7);
        for (const auto& a : app::seriesView(*w).game().legalActions())
            if (std::holds_alternative<core::Move>(a)) {
                QVERIFY(app::seriesView(*w).game().submit(a, nullptr));
                break;
            }
        QVERIFY(!app::seriesView(*w).game().log().empty());
        QString error;
        QVERIFY(w->startGame("campaign", 7, &error));
        const auto& log = app::seriesView(*w).game().log();
        const auto& shown = app::seriesView(*w).eventLog()->shownEntries();
        QCOMPARE(shown.size(), log.size());
        for (std::size_t row = 0; row < shown.size(); ++row) {
            QCOMPARE(shown[row], static_cast<int>(row));
            QVERIFY(app::seriesView(*w).eventLog()->shownText().contains(app::EventLog::entryText(log[row])));
        }
    }

    void clickingALogEntryMarksItsHexes() {
        auto w = window("campaign", 7);
        pickUp(*w, "br-9th");
        clickHex(*w, *core::HexId::parse("1729"));
        app::EventLog* log = app::seriesView(*w).eventLog();
        const int last = static_cast<int>(app::seriesView(*w).game().log().size()) - 1;
        QVERIFY(app::seriesView(*w).game().log().back().isAction);
        QTest::mouseClick(log->view()->viewport(), Qt::LeftButton, Qt::NoModifier, log->entryRect(last).center());
        QCOMPARE(app::seriesView(*w).mapScene()->logHexes().size(), std::size_t{2});
        // The next action clears them; a click on the entry marks them again.
        QTest::mouseClick(app::seriesView(*w).sequenceBar()->endPhaseButton(), Qt::LeftButton);
        QVERIFY(app::seriesView(*w).mapScene()->logHexes().empty());
        QTest::mouseClick(log->view()->viewport(), Qt::LeftButton, Qt::NoModifier, log->entryRect(last).center());
        QCOMPARE(app::seriesView(*w).mapScene()->logHexes().size(), std::size_t{2});
        QVERIFY(app::seriesView(*w).game().logText().contains(QStringLiteral("9th moves")));
    }

    // 3.1: a musket/rifle unit is offered as a firer in the Rifle Fire Phase, on the map and
    // in the Decision panel, like a rifle unit.
    void rule3_1_MusketRifleUnitsAreOfferedAsFirers() {
        std::optional<core::Game> game;
        std::string firer;
        for (std::uint64_t seed = 1; seed < 40 && !game; ++seed) {
            std::string error;
            auto g = core::Game::start(*m_data, seed % 2 ? "next-day" : "freemans-farm", {}, seed, error);
            QVERIFY2(g, error.c_str());
            core::Rng rng(seed);
            for (int n = 0; n < 3000 && !core::isTerminal(g->state()) && !game; ++n) {
                for (const auto& f : core::legalFires(g->state()))
                    if (g->state().step == core::Step::RifleDeclare && f.firers.size() == 1 &&
                        g->state().unitDef(*g->state().pieceIndex(f.firers.front())).musketRifle) {
                        firer = f.firers.front();
                        game = std::move(*g);
                        break;
                    }
                if (!game) g->apply(core::policyAction(g->state(), rng, core::Policy::Take));
            }
        }
        QVERIFY(game);
        auto w = window(game->state().scenario->id, 1);
        app::seriesView(*w).game().playOn(std::move(*game));
        const auto& offered = app::seriesView(*w).decisionPanel()->offered();
        QVERIFY(std::any_of(offered.begin(), offered.end(), [&](const core::Action& a) {
            const auto* f = std::get_if<core::Fire>(&a);
            return f && f->firers == std::vector<std::string>{firer};
        }));
        pickUp(*w, firer);
        QCOMPARE(app::seriesView(*w).orders().selected().value_or(""), firer);
        QVERIFY(!app::seriesView(*w).orders().targets().empty());
    }

    void aUnitFiresWhenItsTargetIsClicked() {
        auto w = window("freemans-farm", 7);
        // The Americans move a rifle unit next to the British, then fire at them.
        const core::GameState& s = app::seriesView(*w).game().state();
        QCOMPARE(app::seriesView(*w).game().decision().player, core::Player::American);
        std::optional<core::Move> approach;
        for (const auto& a : app::seriesView(*w).game().legalActions()) {
            const auto* m = std::get_if<core::Move>(&a);
            if (!m || m->strategic) continue;
            const int piece = *s.pieceIndex(m->unit);
            if (s.isLeader(piece) || !s.unitDef(piece).isRifle() || core::adjacentEnemyUnits(s, m->path.back(), core::Side::American) == 0) continue;
            approach = *m;
            break;
        }
        QVERIFY(approach.has_value());
        pickUp(*w, approach->unit);
        clickHex(*w, approach->path.back());
        QCOMPARE(hexOf(*w, approach->unit), approach->path.back());
        // End the phases until the unit may fire; the non-phasing player passes its artillery.
        for (int i = 0; i < 6 && app::seriesView(*w).game().decision().step != core::Step::RifleDeclare; ++i)
            QTest::mouseClick(app::seriesView(*w).sequenceBar()->endPhaseButton(), Qt::LeftButton);
        QCOMPARE(app::seriesView(*w).game().decision().step, core::Step::RifleDeclare);
        // Resting the pointer on a fire's button marks its firer and target on the map.
        QVERIFY(!app::seriesView(*w).decisionPanel()->offered().empty());
        QPushButton* fireButton = app::seriesView(*w).decisionPanel()->button(0);
        QEnterEvent enter(QPointF(5, 5), QPointF(5, 5), QPointF(5, 5));
        QCoreApplication::sendEvent(fireButton, &enter);
        QCOMPARE(app::seriesView(*w).mapScene()->logHexes().size(), std::size_t{2});
        QEvent leave(QEvent::Leave);
        QCoreApplication::sendEvent(fireButton, &leave);
        QVERIFY(app::seriesView(*w).mapScene()->logHexes().empty());
        pickUp(*w, approach->unit);
        QVERIFY(!app::seriesView(*w).orders().targets().empty());
        QCOMPARE(app::seriesView(*w).mapScene()->targets().size(), app::seriesView(*w).orders().targets().size());
        const auto [targetHex, fires] = *app::seriesView(*w).orders().targets().begin();
        // Several fires at the hex (other firers joining, or other targets): the player
        // chooses from a menu at the cursor; here the first.
        QString chosen;
        if (fires.size() > 1)
            QTimer::singleShot(0, this, [&chosen] {
                auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
                if (!menu) return;
                chosen = menu->actions().front()->text();
                menu->actions().front()->trigger();
                menu->close();
            });
        clickHex(*w, targetHex);
        const QString fired = app::counter_text::withNames(core::describe(fires.front()), *app::seriesView(*w).game().state().counters);
        if (fires.size() > 1) QCOMPARE(chosen, fired);
        QVERIFY(logMentions(*w, fired));
        QVERIFY(!app::seriesView(*w).game().state().fires.empty() || app::seriesView(*w).game().state().phase != core::Phase::RifleFire);
    }
};

QTEST_MAIN(PlayTest)
#include "play_test.moc"
