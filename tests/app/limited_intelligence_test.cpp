// Limited Intelligence in the window (E3.7; 7.42, 7.43): an enemy stack not examined shows
// only its top counter, and the Stack panel's Examine button looks into it.
#include <QtTest>

#include <QListWidget>
#include <QMenu>
#include <QPushButton>

#include "counter_item.h"
#include "curtain.h"
#include "game_controller.h"
#include "main_window.h"
#include "series_view.h"
#include "map_scene.h"
#include "stack_panel.h"
#include "tricorne/series/data_set.h"
#include "tricorne/series/game/random_play.h"
#include "tricorne/series/rules/fire.h"
#include "tricorne/series/rules/intelligence.h"
#include "window_test_support.h"

using namespace tricorne;
using test::clickHex;

class LimitedIntelligenceTest : public QObject {
    Q_OBJECT
    std::optional<core::DataSet> m_data;
    QTemporaryDir m_dir;

    // The first American hex of two or more counters: a stack the British player does not know.
    static std::optional<core::HexId> americanStack(const core::GameState& s) {
        for (int i = 0; i < static_cast<int>(s.pieces.size()); ++i) {
            const core::HexId hex = s.pieces[static_cast<std::size_t>(i)].hex;
            if (s.onMap(i) && s.sideOf(i) == core::Side::American && core::stackIn(s, hex).size() >= 2) return hex;
        }
        return std::nullopt;
    }

    static std::vector<std::string> drawnIn(const app::MainWindow& w, core::HexId hex) {
        std::vector<std::string> out;
        for (const app::CounterItem* c : app::seriesView(w).mapScene()->counterItems())
            if (c->counter().hex == hex) out.push_back(c->counterId());
        return out;
    }

    static QStringList listed(const app::MainWindow& w) {
        QStringList out;
        auto* list = app::seriesView(w).stackPanel()->findChild<QListWidget*>();
        for (int row = 0; row < list->count(); ++row) out << list->item(row)->text();
        return out;
    }

    // A Campaign game with the option, played by the core's Take policy up to a fire where a
    // stack not examined could be fired on: the hex, and a unit that could fire there.
    std::optional<std::tuple<core::Game, core::HexId, std::string>> fireAtAStackNotExamined() const {
        for (std::uint64_t seed = 1; seed < 20; ++seed) {
            std::string error;
            auto g = core::Game::start(*m_data, "campaign", {{"limited-intelligence", "on"}}, seed, error);
            if (!g) return std::nullopt;
            core::Rng rng(seed);
            for (int n = 0; n < 4000 && !core::isTerminal(g->state()); ++n) {
                const core::GameState& s = g->state();
                for (const auto& a : core::legalActions(s)) {
                    const auto* examine = std::get_if<core::Examine>(&a);
                    if (!examine || !core::examineCommits(s, examine->hex)) continue;
                    core::GameState after = s;
                    core::apply(after, a);
                    for (const auto& f : core::legalFires(after))
                        if (after.pieces[static_cast<std::size_t>(*after.pieceIndex(f.target))].hex == examine->hex)
                            return std::make_tuple(std::move(*g), examine->hex, f.firers.front());
                }
                g->apply(core::policyAction(s, rng, core::Policy::Take));
            }
        }
        return std::nullopt;
    }

private slots:
    void initTestCase() {
        QVERIFY(test::loadRealData(m_data));
        QVERIFY(m_dir.isValid());
    }

    void rule7_42_AnEnemyStackShowsOnlyItsTopCounterAndExamineSpendsOneArmyMoraleToRevealIt() {
        auto w = test::playingWindow(*m_data, "campaign", 7, m_dir.filePath(QStringLiteral("autosave.tricorne")), false, true,
                                     {{"limited-intelligence", "on"}});
        QCOMPARE(app::seriesView(*w).game().decision().player, core::Player::British);
        const core::GameState& s = app::seriesView(*w).game().state();
        const auto hex = americanStack(s);
        QVERIFY(hex);
        const auto stack = core::stackIn(s, *hex);
        // Only the top counter is drawn; the others are counted, not named.
        QCOMPARE(drawnIn(*w, *hex), std::vector<std::string>{s.pieceId(stack.back())});
        clickHex(*w, *hex);
        const QString more = QStringLiteral("%1 more counter%2, not examined (7.42)").arg(stack.size() - 1).arg(stack.size() > 2 ? "s" : "");
        QVERIFY2(listed(*w).contains(more), qPrintable(listed(*w).join(QLatin1Char('|'))));
        QCOMPARE(listed(*w).size(), 2);
        QPushButton* examine = app::seriesView(*w).stackPanel()->examineButton();
        QVERIFY(examine->isVisible());
        QCOMPARE(examine->text(), QStringLiteral("Examine — costs 1 Army Morale (7.43)"));
        const int before = s.armyMorale[static_cast<std::size_t>(core::Side::British)];
        QTest::mouseClick(examine, Qt::LeftButton);
        const core::GameState& after = app::seriesView(*w).game().state();
        QCOMPARE(after.armyMorale[static_cast<std::size_t>(core::Side::British)], before - 1);
        QCOMPARE(std::holds_alternative<core::Examine>(app::seriesView(*w).game().game().record().actions.back()), true);
        // Every counter of the stack now shows, on the map and in the panel.
        QCOMPARE(drawnIn(*w, *hex).size(), stack.size());
        QCOMPARE(listed(*w).size(), static_cast<int>(stack.size()));
        QVERIFY(!examine->isVisible());
        // The British player's own stacks are never hidden from him.
        for (int i = 0; i < static_cast<int>(after.pieces.size()); ++i)
            if (after.onMap(i) && after.sideOf(i) == core::Side::British)
                QCOMPARE(drawnIn(*w, after.pieces[static_cast<std::size_t>(i)].hex).size(),
                         core::stackIn(after, after.pieces[static_cast<std::size_t>(i)].hex).size());
    }

    void rule7_42_ClickingAStackNotExaminedAsTheTargetAsksToCommitAndLooksFree() {
        auto found = fireAtAStackNotExamined();
        QVERIFY(found);
        auto& [game, hex, firer] = *found;
        auto w = test::playingWindow(*m_data, "campaign", 1, m_dir.filePath(QStringLiteral("autosave3.tricorne")));
        app::seriesView(*w).game().playOn(std::move(game));
        const core::Side side = *core::sideFromId(core::playerId(app::seriesView(*w).game().decision().player));
        const int before = app::seriesView(*w).game().state().armyMorale[static_cast<std::size_t>(side)];
        const std::size_t taken = app::seriesView(*w).game().game().record().actions.size();
        // Declined: nothing is examined.
        QString asked;
        app::seriesView(*w).setCommitAnswer([&asked](const QString& text) {
            asked = text;
            return false;
        });
        test::pickUp(*w, firer);
        QCOMPARE(app::seriesView(*w).orders().selected().value_or(""), firer);
        clickHex(*w, hex);
        QVERIFY2(asked.contains(QStringLiteral("must be fired on")), qPrintable(asked));
        QCOMPARE(app::seriesView(*w).game().game().record().actions.size(), taken);
        // Committed: the free look, then the fire at a unit of the hex.
        app::seriesView(*w).setCommitAnswer([](const QString&) { return true; });
        QTimer::singleShot(0, this, [] {
            if (auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget())) {
                menu->actions().front()->trigger();
                menu->close();
            }
        });
        test::pickUp(*w, firer);
        clickHex(*w, hex);
        const auto& actions = app::seriesView(*w).game().game().record().actions;
        QVERIFY(actions.size() >= taken + 2);
        QCOMPARE(actions[taken], core::Action{core::Examine{hex}});
        QVERIFY(std::holds_alternative<core::Fire>(actions[taken + 1]));
        QCOMPARE(app::seriesView(*w).game().state().armyMorale[static_cast<std::size_t>(side)], before);
    }

    void rule7_42_InHotseatTheScreenChangesHandsBehindTheCurtain() {
        auto w = test::playingWindow(*m_data, "campaign", 7, m_dir.filePath(QStringLiteral("autosave4.tricorne")), true, true,
                                     {{"limited-intelligence", "on"}});
        QCOMPARE(app::seriesView(*w).game().decision().player, core::Player::British);
        QVERIFY(!w->curtain()->isVisible());
        // The British pass until the American player is to act: the curtain comes down first.
        for (int i = 0; i < 60 && app::seriesView(*w).game().decision().player == core::Player::British; ++i) {
            const auto& legal = app::seriesView(*w).game().legalActions();
            const auto pass = std::find_if(legal.begin(), legal.end(), [](const core::Action& a) {
                return std::holds_alternative<core::EndPhase>(a) || a == core::Action{core::SpendMomentum{0}};
            });
            QVERIFY(pass != legal.end());
            QString error;
            QVERIFY2(app::seriesView(*w).game().submit(*pass, &error), qPrintable(error));
            if (app::seriesView(*w).game().decision().player == core::Player::British) QVERIFY(!w->curtain()->isVisible());
        }
        QCOMPARE(app::seriesView(*w).game().decision().player, core::Player::American);
        QVERIFY(w->curtain()->isVisible());
        QVERIFY2(w->curtain()->text().contains(QStringLiteral("Limited Intelligence (7.42)")), qPrintable(w->curtain()->text()));
        QTest::mouseClick(w->curtain(), Qt::LeftButton);
        QVERIFY(!w->curtain()->isVisible());
    }

    void rule7_41_WithoutTheOptionEveryCounterShowsAndNothingIsOffered() {
        auto w = test::playingWindow(*m_data, "campaign", 7, m_dir.filePath(QStringLiteral("autosave2.tricorne")));
        const core::GameState& s = app::seriesView(*w).game().state();
        const auto hex = americanStack(s);
        QVERIFY(hex);
        QCOMPARE(drawnIn(*w, *hex).size(), core::stackIn(s, *hex).size());
        clickHex(*w, *hex);
        QVERIFY(!app::seriesView(*w).stackPanel()->examineButton()->isVisible());
    }
};

QTEST_MAIN(LimitedIntelligenceTest)
#include "limited_intelligence_test.moc"
