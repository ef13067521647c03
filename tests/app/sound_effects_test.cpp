// The table's sounds: real WAVs in the data, silent unless the preferences turn them on, and
// harmless without an audio device.
#include <QtTest>

#include <QFile>
#include <QSoundEffect>

#include "settings.h"
#include "sound_effects.h"

using namespace tricorne;

class SoundEffectsTest : public QObject {
    Q_OBJECT

    static void setSounds(bool on) {
        auto p = app::settings::Preferences::load();
        p.sounds = on;
        p.save();
    }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void cleanupTestCase() { setSounds(false); }

    void eachSoundIsAWaveOfItsOwn() {
        const app::SoundEffects sounds(QStringLiteral(TRICORNE_TEST_DATA_DIR));
        for (auto sound : {app::SoundEffects::Sound::Dice, app::SoundEffects::Sound::Fire, app::SoundEffects::Sound::Combat}) {
            QFile f(sounds.filePath(sound));
            QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(f.fileName()));
            const QByteArray bytes = f.readAll();
            QCOMPARE(bytes.left(4), QByteArray("RIFF"));
            QCOMPARE(bytes.mid(8, 4), QByteArray("WAVE"));
            // 16-bit mono at 22 050 Hz, at least a fifth of a second, not silence.
            QVERIFY(bytes.size() > 44 + 22050 * 2 / 5);
            QVERIFY(std::any_of(bytes.begin() + 44, bytes.end(), [](char c) { return c != 0; }));
        }
    }

    void offByDefaultAndSilentWhenOff() {
        QVERIFY(!app::settings::Preferences{}.sounds);
        setSounds(false);
        app::SoundEffects sounds(QStringLiteral(TRICORNE_TEST_DATA_DIR));
        sounds.play(app::SoundEffects::Sound::Fire);
        QVERIFY(sounds.findChildren<QSoundEffect*>().isEmpty());
    }

    void playsWhenOnEvenWithoutAnAudioDevice() {
        setSounds(true);
        app::SoundEffects sounds(QStringLiteral(TRICORNE_TEST_DATA_DIR));
        sounds.play(app::SoundEffects::Sound::Dice);
        sounds.play(app::SoundEffects::Sound::Dice);  // the same effect again, not a second one
        const auto effects = sounds.findChildren<QSoundEffect*>();
        QCOMPARE(effects.size(), 1);
        QCOMPARE(effects.front()->source(), QUrl::fromLocalFile(sounds.filePath(app::SoundEffects::Sound::Dice)));
    }
};

QTEST_MAIN(SoundEffectsTest)
#include "sound_effects_test.moc"
