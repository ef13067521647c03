#include "sound_effects.h"

#include <QDir>
#include <QSoundEffect>
#include <QUrl>

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
