// The desktop entry and the icon installed with the application.
#include <QtTest>

#include <QImage>
#include <QPainter>
#include <QSvgRenderer>
#include <QXmlStreamReader>

class DesktopTest : public QObject {
    Q_OBJECT

    static QString resources() { return QStringLiteral(TRICORNE_TEST_DATA_DIR "/../resources"); }

private slots:
    void theDesktopEntryStartsTricorneWithAFile() {
        QFile file(resources() + QStringLiteral("/tricorne.desktop"));
        QVERIFY(file.open(QIODevice::ReadOnly | QIODevice::Text));
        const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
        QCOMPARE(lines.front(), QStringLiteral("[Desktop Entry]"));
        QMap<QString, QString> entry;
        for (const QString& line : lines.mid(1))
            if (const auto eq = line.indexOf(QLatin1Char('=')); eq > 0) entry[line.left(eq)] = line.mid(eq + 1);
        QCOMPARE(entry.value(QStringLiteral("Type")), QStringLiteral("Application"));
        QCOMPARE(entry.value(QStringLiteral("Exec")), QStringLiteral("tricorne %f"));
        QCOMPARE(entry.value(QStringLiteral("Icon")), QStringLiteral("tricorne"));
        QVERIFY(entry.value(QStringLiteral("Categories")).split(QLatin1Char(';')).contains(QStringLiteral("StrategyGame")));
        QCOMPARE(entry.value(QStringLiteral("MimeType")), QStringLiteral("application/x-tricorne-save;"));
    }

    void aSavedGameIsKnownByItsName() {
        QFile file(resources() + QStringLiteral("/tricorne-mime.xml"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&file);
        QString type, glob;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement) continue;
            if (xml.name() == QLatin1String("mime-type")) type = xml.attributes().value(QLatin1String("type")).toString();
            if (xml.name() == QLatin1String("glob")) glob = xml.attributes().value(QLatin1String("pattern")).toString();
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QCOMPARE(type, QStringLiteral("application/x-tricorne-save"));
        QCOMPARE(glob, QStringLiteral("*.tricorne"));
    }

    void theIconDrawsAtEverySize_data() {
        QTest::addColumn<int>("size");
        QTest::newRow("16") << 16;
        QTest::newRow("64") << 64;
        QTest::newRow("256") << 256;
    }
    void theIconDrawsAtEverySize() {
        QFETCH(int, size);
        QSvgRenderer svg(resources() + QStringLiteral("/icons/tricorne.svg"));
        QVERIFY(svg.isValid());
        QCOMPARE(svg.defaultSize(), QSize(256, 256));
        QImage image(size, size, QImage::Format_ARGB32);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        svg.render(&painter);
        painter.end();
        // The hat's black felt at the middle, the counter's paper at its edge, clear corners.
        QVERIFY(qGray(image.pixel(size / 2, size * 5 / 8)) < 80);
        QVERIFY(qGray(image.pixel(size / 2, size * 13 / 16)) > 160);
        QCOMPARE(qAlpha(image.pixel(0, 0)), 0);
    }
};

QTEST_MAIN(DesktopTest)
#include "desktop_test.moc"
