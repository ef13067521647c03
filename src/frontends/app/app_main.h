// What the tricorne executable does with its command line: a window, or a screenshot.
#pragma once

#include <QStringList>

#include <optional>

namespace tricorne::app {

// Runs the application (QApplication must exist); returns the process exit code:
// 0 done, 1 the data could not be loaded, 2 bad arguments, 3 the screenshot could not be written.
int run(const QStringList& arguments);

// --help and --version, printed before any window system is needed (with no display a
// QApplication cannot start); nullopt for any other command line.
std::optional<int> answerWithoutDisplay(int& argc, char** argv);

}  // namespace tricorne::app
