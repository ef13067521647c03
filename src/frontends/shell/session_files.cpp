#include "session_files.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include <cstdio>

namespace tricorne::app::session_files {

QString autosavePath() {
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    return dir.isEmpty() ? QString() : QDir(dir).filePath(QStringLiteral("autosave.tricorne"));
}

QString lastSessionPath() {
    const QString autosave = autosavePath();
    return autosave.isEmpty() ? QString() : QFileInfo(autosave).dir().filePath(QStringLiteral("last-session.tricorne"));
}

void keepLastSession() {
    const QString autosave = autosavePath(), kept = lastSessionPath();
    if (autosave.isEmpty() || !QFileInfo(autosave).isFile()) return;
    // rename(2) replaces the older one in one step: a crash here loses neither.
    std::rename(QFile::encodeName(autosave).constData(), QFile::encodeName(kept).constData());
}

}  // namespace tricorne::app::session_files
