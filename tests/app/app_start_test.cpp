// Starting the application: --help and --version answer without a display.
#include <QtTest>

#include <QProcess>

class AppStartTest : public QObject {
    Q_OBJECT

private slots:
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
};

QTEST_MAIN(AppStartTest)
#include "app_start_test.moc"
