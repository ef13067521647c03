// The table's sounds: dice rolled, a fire, a close combat. The WAVs in data/sounds are made
// by tools/make-sounds.py. Silent unless the preferences turn them on, and silent without an
// audio device.
#pragma once

#include <QObject>
#include <QString>

#include <array>

class QSoundEffect;

namespace tricorne::app {

class SoundEffects : public QObject {
    Q_OBJECT
public:
    enum class Sound { Dice, Fire, Combat };

    // `dataDir`: the game data's folder, whose sounds/ holds the files.
    explicit SoundEffects(const QString& dataDir, QObject* parent = nullptr);
    // Lets a file still loading finish first (a few milliseconds; at most two seconds).
    ~SoundEffects() override;

    // Plays the sound when the preferences ask for sounds; the file is loaded on first use.
    void play(Sound sound);
    // The file a sound is played from.
    QString filePath(Sound sound) const;

private:
    QString m_dir;
    std::array<QSoundEffect*, 3> m_effects{};
};

}  // namespace tricorne::app
