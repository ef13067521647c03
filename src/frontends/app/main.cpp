// tricorne: the desktop application.
#include <QApplication>
#include <QIcon>

#include "app_main.h"
#include "command_line.h"
#include "tricorne/engine/process_memory.h"

int main(int argc, char** argv) {
    tricorne::core::keepFreedMemoryForReuse();
    QApplication::setApplicationName(QStringLiteral("Tricorne"));
    QApplication::setApplicationVersion(QStringLiteral(TRICORNE_VERSION));
    if (const auto printed = tricorne::app::answerWithoutDisplay(argc, argv)) return *printed;
    // A screenshot or a benchmark needs no display: render offscreen unless the caller chose a platform.
    if (tricorne::app::wantsOffscreen(argc, argv) && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    Q_INIT_RESOURCE(tricorne);  // the resources live in the static tricorne_app library
    QApplication::setOrganizationName(QStringLiteral("Tricorne"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/tricorne.svg")));
    return tricorne::app::run(QApplication::arguments());
}
