#include "sound_effects.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QSoundEffect>
#include <QThread>
#include <QUrl>

#include <algorithm>

#include "settings.h"

namespace tricorne::app {

namespace {
constexpr float kVolume = 0.6f;  // under whatever else the player listens to

const char* fileName(SoundEffects::Sound sound) {
    switch (sound) {
        case SoundEffects::Sound::Dice: return "dice.wav";
        case SoundEffects::Sound::Fire: return "fire.wav";
        case SoundEffects::Sound::Combat: return "combat.wav";
    }
    return "dice.wav";
}
}  // namespace

SoundEffects::SoundEffects(const QString& dataDir, QObject* parent) : QObject(parent), m_dir(dataDir) {}

// Qt Multimedia keeps one cache of sounds for the program, torn down at its exit, which waits for
// its loading thread while holding the lock that a sound still loading takes when it is dropped:
// closing the game a moment after its first sound could hang it. So the sounds finish loading
// before they go.
SoundEffects::~SoundEffects() {
    const auto loading = [this] {
        return std::any_of(m_effects.begin(), m_effects.end(), [](const QSoundEffect* e) { return e && e->status() == QSoundEffect::Loading; });
    };
    QElapsedTimer waited;
    waited.start();
    while (QCoreApplication::instance() && loading() && waited.elapsed() < 2000) {
        QCoreApplication::processEvents(QEventLoop::ExcludeUserInputEvents, 10);
        QThread::msleep(2);
    }
}

QString SoundEffects::filePath(Sound sound) const { return QDir(m_dir).filePath(QStringLiteral("sounds/") + QLatin1String(fileName(sound))); }

void SoundEffects::play(Sound sound) {
    if (!settings::Preferences::load().sounds) return;
    QSoundEffect*& effect = m_effects[static_cast<std::size_t>(sound)];
    if (!effect) {
        effect = new QSoundEffect(this);
        effect->setSource(QUrl::fromLocalFile(filePath(sound)));
        effect->setVolume(kVolume);
    }
    effect->play();
}

}  // namespace tricorne::app
