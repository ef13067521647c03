// What Tricorne keeps between sessions: preferences, recent games, the window, the last
// session's game (saved on quitting) and its recovery after a crash.
#include <QtTest>

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>

#include "game_catalogue.h"
#include "preferences_dialog.h"
#include "settings.h"
#include "window_test_support.h"

using namespace tricorne;
using namespace tricorne::test;

class SessionTest : public QObject {
    Q_OBJECT
    std::optional<core::DataSet> m_data;
    QTemporaryDir m_dir;

    QString file(const char* name) const { return m_dir.filePath(QString::fromLatin1(name)); }

    // A copy of a save naming a game in its "game" field.
    static void writeNamingGame(const QString& from, const QString& to, const QString& game) {
        QFile in(from);
        QVERIFY(in.open(QIODevice::ReadOnly));
        QJsonObject save = QJsonDocument::fromJson(in.readAll()).object();
        save.insert(QStringLiteral("game"), game);
        QFile out(to);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(save).toJson());
    }

private slots:
    void initTestCase() {
        QVERIFY(loadRealData(m_data));
        QVERIFY(app::settings::filePath().contains(QStringLiteral(".qttest")));  // never the player's own
        QFile::remove(app::settings::filePath());
    }

    void preferencesAreKept() {
        app::settings::Preferences p;
        QCOMPARE(p.onStart, app::settings::OnStart::NewCampaign);
        app::PreferencesDialog dialog(p);
        dialog.onStartBox()->setCurrentIndex(1);
        dialog.playersBox()->setCurrentIndex(0);
        dialog.undoBox()->setChecked(true);
        dialog.preferences().save();
        const auto back = app::settings::Preferences::load();
        QCOMPARE(back.onStart, app::settings::OnStart::ContinueLastGame);
        QVERIFY(back.hotseat);
        QVERIFY(back.undoAny);
        app::settings::Preferences{}.save();
        QCOMPARE(app::settings::Preferences::load().onStart, app::settings::OnStart::NewCampaign);
    }

    void savedAndOpenedGamesAreRecentMostRecentFirst() {
        app::settings::clearRecentGames();
        auto w = playingWindow(*m_data, "campaign", 7, QString());
        QString error;
        QVERIFY2(w->saveFile(file("first.tricorne"), &error), qPrintable(error));
        QVERIFY2(w->saveFile(file("second.tricorne"), &error), qPrintable(error));
        QVERIFY2(w->openFile(file("first.tricorne"), &error), qPrintable(error));
        const QStringList recent = app::settings::recentGames();
        QCOMPARE(recent.size(), 2);
        QCOMPARE(recent[0], file("first.tricorne"));
        QCOMPARE(recent[1], file("second.tricorne"));
        // The menu lists them by name, numbered; a file gone is dropped.
        emit w->recentMenu()->aboutToShow();
        QCOMPARE(w->recentMenu()->actions().at(0)->text(), QStringLiteral("&1 first.tricorne"));
        QFile::remove(file("second.tricorne"));
        QCOMPARE(app::settings::recentGames(), QStringList{file("first.tricorne")});
        for (int i = 0; i < 12; ++i) app::settings::addRecentGame(file("first.tricorne"));
        QCOMPARE(app::settings::recentGames().size(), 1);
    }

    // A save names its game; one naming none is the series game's (saves from before the field).
    void aSaveOpensInTheGameItNames() {
        const app::SeriesFrontend series(*m_data);
        app::GameCatalogue games;
        games.add(series);
        QCOMPARE(games.find("battles-of-the-american-revolution"), &series);
        QCOMPARE(games.find("no-such-game"), nullptr);
        QVERIFY(series.gameName().contains(QStringLiteral("Saratoga 1777")));
        auto w = playingWindow(*m_data, "campaign", 7, QString());
        QString error;
        QVERIFY2(w->saveFile(file("unnamed.tricorne"), &error), qPrintable(error));
        QCOMPARE(games.frontendForSave(file("unnamed.tricorne"), &error), &series);
        writeNamingGame(file("unnamed.tricorne"), file("named.tricorne"), QStringLiteral("battles-of-the-american-revolution"));
        QCOMPARE(games.frontendForSave(file("named.tricorne"), &error), &series);
        app::MainWindow window(games, series);
        window.session().setAutosavePath(QString());
        QVERIFY2(window.openFile(file("named.tricorne"), &error), qPrintable(error));
        QCOMPARE(window.session().scenarioId(), std::string("campaign"));
    }

    void aSaveNamingAnUnknownGameIsRefusedAndTheGameInHandStays() {
        auto w = playingWindow(*m_data, "freemans-farm", 7, QString());
        QString error;
        QVERIFY2(w->saveFile(file("ours.tricorne"), &error), qPrintable(error));
        writeNamingGame(file("ours.tricorne"), file("theirs.tricorne"), QStringLiteral("no-such-game"));
        QVERIFY(!w->openFile(file("theirs.tricorne"), &error));
        QVERIFY2(error.contains(QStringLiteral("/game")) && error.contains(QStringLiteral("no-such-game")) &&
                     error.contains(QStringLiteral("theirs.tricorne")),
                 qPrintable(error));
        QCOMPARE(w->session().filePath(), file("ours.tricorne"));
        QCOMPARE(w->session().scenarioId(), std::string("freemans-farm"));
        const app::SeriesFrontend series(*m_data);
        app::GameCatalogue games;
        games.add(series);
        error.clear();
        QCOMPARE(games.frontendForSave(file("theirs.tricorne"), &error), nullptr);
        QVERIFY2(error.contains(QStringLiteral("/game")), qPrintable(error));
    }

    void quittingKeepsTheGameForContinueLastGame() {
        const QString autosave = file("autosave.tricorne");
        auto w = playingWindow(*m_data, "campaign", 7, autosave);
        QVERIFY(app::seriesView(*w).game().submit(core::EndPhase{}, nullptr));
        const auto hash = core::stateHash(app::seriesView(*w).game().state());
        const auto actions = app::seriesView(*w).game().game().record().actions.size();
        // Closing with the game unsaved: discard it in the question, and it is still kept.
        QTimer::singleShot(0, [] {
            for (QWidget* top : QApplication::topLevelWidgets())
                if (auto* box = qobject_cast<QMessageBox*>(top)) box->button(QMessageBox::Discard)->click();
        });
        QVERIFY(w->close());
        QVERIFY(QFileInfo(autosave).isFile());
        auto game = app::GameController::readSave(*m_data, autosave, nullptr);
        QVERIFY(game);
        QCOMPARE(game->record().actions.size(), actions);

        // The next session plays on from it: File › Continue Last Game.
        auto next = std::make_unique<app::MainWindow>(app::SeriesFrontend(*m_data));
        app::seriesView(*next).game().setAutosavePath(QString());
        next->setLastSessionPath(autosave);
        QVERIFY(next->continueAction()->isEnabled());
        QString error;
        QVERIFY(next->startGame("freemans-farm", 3, &error));
        QVERIFY2(next->continueLastGame(&error), qPrintable(error));
        QCOMPARE(core::stateHash(app::seriesView(*next).game().state()), hash);
        QVERIFY(app::seriesView(*next).game().filePath().isEmpty());  // a game not yet saved: Save asks where
        QVERIFY(app::seriesView(*next).game().isModified());
        next->setLastSessionPath(file("none.tricorne"));
        QVERIFY(!next->continueAction()->isEnabled());
        QVERIFY(!next->continueLastGame(&error));
        QVERIFY(error.contains(QStringLiteral("no game")));
        QCOMPARE(core::stateHash(app::seriesView(*next).game().state()), hash);
    }

    void aSessionStillRunningAtTheNextStartCrashed() {
        app::settings::markSessionRunning(true);
        QVERIFY(app::settings::lastSessionEndedUncleanly());
        app::settings::markSessionRunning(false);
        QVERIFY(!app::settings::lastSessionEndedUncleanly());
    }

    void theWindowComesBackAsItWasClosed() {
        {
            auto w = playingWindow(*m_data, "campaign", 7, QString());
            w->restoreWindow();
            w->resize(1111, 777);
            app::seriesView(*w).game().setAutosavePath(QString());
            QTimer::singleShot(0, [] {
                for (QWidget* top : QApplication::topLevelWidgets())
                    if (auto* box = qobject_cast<QMessageBox*>(top)) box->button(QMessageBox::Discard)->click();
            });
            QVERIFY(w->close());
        }
        QVERIFY(!app::settings::windowGeometry().isEmpty());
        auto w = std::make_unique<app::MainWindow>(app::SeriesFrontend(*m_data));
        w->restoreWindow();
        QCOMPARE(w->size(), QSize(1111, 777));
    }
};

QTEST_MAIN(SessionTest)
#include "session_test.moc"
