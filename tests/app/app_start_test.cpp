// Starting the application: --help and --version answer without a display, and a save it
// cannot open is shown to the player, not only printed where nobody may look.
#include <QtTest>

#include <QApplication>
#include <QMessageBox>
#include <QProcess>
#include <QTemporaryDir>

#include "app_main.h"
#include "tricorne/series/game/save.h"
#include "window_test_support.h"

using namespace tricorne;
using tricorne::test::loadRealData;

class AppStartTest : public QObject {
    Q_OBJECT
    std::optional<core::DataSet> m_data;
    QTemporaryDir m_dir;

private slots:
    void initTestCase() { QVERIFY(loadRealData(m_data)); }

    void helpAndVersionNeedNoDisplay() {
        for (const QString& option : {QStringLiteral("--help"), QStringLiteral("--version")}) {
            QProcess p;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            // A desktop platform with no display to open: before the fix the QApplication aborted before --help was read.
            env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("xcb"));
            env.remove(QStringLiteral("DISPLAY"));
            env.remove(QStringLiteral("WAYLAND_DISPLAY"));
            p.setProcessEnvironment(env);
            p.start(QStringLiteral(TRICORNE_EXECUTABLE), {option});
            QVERIFY(p.waitForFinished(60000));
            QCOMPARE(p.exitStatus(), QProcess::NormalExit);
            QCOMPARE(p.exitCode(), 0);
            const QString out = QString::fromLocal8Bit(p.readAllStandardOutput());
            QVERIFY2(out.contains(option == QStringLiteral("--help") ? QStringLiteral("--screenshot <FILE.png>") : QStringLiteral("Tricorne ")),
                     qPrintable(out + QString::fromLocal8Bit(p.readAllStandardError())));
        }
    }

    void aTruncatedSaveOnTheCommandLineIsShownInADialog() {
        std::string error;
        auto game = core::Game::start(*m_data, "campaign", {}, 7, error);
        QVERIFY2(game, error.c_str());
        const std::string text = core::saveJson(*game).dump(1);
        const QString path = m_dir.filePath(QStringLiteral("truncated.tricorne"));
        QVERIFY(core::writeFileAtomically(path.toStdString(), text.substr(0, text.size() / 2), error));
        QString title, shown;
        QTimer watch;
        connect(&watch, &QTimer::timeout, [&] {
            for (QWidget* top : QApplication::topLevelWidgets())
                if (auto* box = qobject_cast<QMessageBox*>(top); box && box->isVisible()) {
                    title = box->windowTitle();
                    shown = box->text();
                    box->accept();
                }
        });
        watch.start(20);
        const int code = app::run({QStringLiteral("tricorne"), QStringLiteral("--data"), QStringLiteral(TRICORNE_TEST_DATA_DIR), path});
        watch.stop();
        QCOMPARE(code, 1);
        QCOMPARE(title, QStringLiteral("Cannot open the game"));  // before the fix: no dialog, stderr only
        QVERIFY2(shown.startsWith(path + QStringLiteral(": ")), qPrintable(shown));
    }
};

QTEST_MAIN(AppStartTest)
#include "app_start_test.moc"
