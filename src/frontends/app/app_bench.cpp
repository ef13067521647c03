#include "app_bench.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QWindow>

#include <sys/resource.h>
#include <time.h>

#include <algorithm>
#include <cstdio>
#include <optional>
#include <vector>

#include "game_controller.h"
#include "main_window.h"
#include "series_view.h"
#include "map_view.h"

namespace tricorne::app {

namespace {
constexpr int kColdStarts = 5;
constexpr int kRepaints = 40;
constexpr int kTimeoutMs = 30000;

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v.empty() ? 0.0 : v[v.size() / 2];
}

void print(const char* name, double value, const char* unit) {
    std::printf("%s: %.1f %s\n", name, value, unit);
    std::fflush(stdout);
}

// Shows the window and waits until it is on screen with its first frame painted.
bool showPainted(MainWindow& window) {
    window.show();
    QElapsedTimer waited;
    waited.start();
    while (!(window.windowHandle() && window.windowHandle()->isExposed()) && waited.elapsed() < kTimeoutMs)
        QApplication::processEvents(QEventLoop::AllEvents, 10);
    seriesView(window).mapView()->viewport()->repaint();
    QApplication::processEvents();
    return window.windowHandle() && window.windowHandle()->isExposed();
}

// From the program's start to the Campaign map shown and painted, in a new process each time.
std::vector<double> coldStarts(const QString& program) {
    std::vector<double> ms;
    for (int i = 0; i < kColdStarts; ++i) {
        QProcess child;
        QElapsedTimer clock;
        clock.start();
        child.start(program, {QStringLiteral("--bench-start")});
        while (child.waitForReadyRead(kTimeoutMs))
            if (child.readAllStandardOutput().contains("ready")) {
                ms.push_back(static_cast<double>(clock.nsecsElapsed()) / 1e6);
                break;
            }
        child.waitForFinished(kTimeoutMs);
    }
    return ms;
}

// The processor time this process has used, all threads, in ms: unlike the wall clock it
// does not count the time other programs on a busy machine take.
double cpuMs() {
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

double childrenCpuMs() {
    rusage usage{};
    getrusage(RUSAGE_CHILDREN, &usage);
    const auto ms = [](const timeval& t) { return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_usec) / 1e3; };
    return ms(usage.ru_utime) + ms(usage.ru_stime);
}

struct Timing {
    double wallMs = 0;
    double cpuMs = 0;
};

Timing repaintOnce(MainWindow& window) {
    QElapsedTimer clock;
    const double cpu = cpuMs();
    clock.start();
    seriesView(window).mapView()->viewport()->repaint();
    return {static_cast<double>(clock.nsecsElapsed()) / 1e6, cpuMs() - cpu};
}

struct Repaints {
    double first = 0;      // the map's tiles at this zoom drawn, then the counters
    double median = 0;     // the tiles drawn before, the counters drawn again
    double medianCpu = 0;  // the same in processor time
};

// Repaints of the map view at a zoom; fitted, the whole map with every counter on it.
Repaints repaints(MainWindow& window, std::optional<double> zoom) {
    if (zoom)
        seriesView(window).mapView()->setZoom(*zoom);
    else
        seriesView(window).mapView()->fitToWindow();
    Repaints r;
    r.first = repaintOnce(window).wallMs;
    std::vector<double> wall, cpu;
    for (int i = 0; i < kRepaints; ++i) {
        const Timing t = repaintOnce(window);
        wall.push_back(t.wallMs);
        cpu.push_back(t.cpuMs);
    }
    r.median = median(wall);
    r.medianCpu = median(cpu);
    return r;
}

double peakRssMb() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_maxrss) / 1024.0;  // kB on Linux
}
}  // namespace

int runColdStart(MainWindow& window) {
    if (!showPainted(window)) return 1;
    std::printf("ready\n");
    std::fflush(stdout);
    return 0;
}

int runBench(const core::DataSet& data, const QString& program) {
    const std::vector<double> starts = coldStarts(program);
    if (starts.size() != kColdStarts) {
        std::fprintf(stderr, "tricorne: error: --bench: the cold start did not report ready\n");
        return 1;
    }
    print("app_cold_start_ms", median(starts), "ms");
    print("app_cold_start_cpu_ms", childrenCpuMs() / kColdStarts, "ms");
    MainWindow window{SeriesFrontend{data}};
    seriesView(window).game().setAutosavePath(QString());
    seriesView(window).game().setDiceSource(core::seededDice());  // the same dice every run, so runs compare
    QString error;
    if (!window.startGame("campaign", 1, &error)) {
        std::fprintf(stderr, "tricorne: error: %s\n", qPrintable(error));
        return 1;
    }
    window.resize(1500, 950);
    if (!showPainted(window)) return 1;
    const Repaints fitted = repaints(window, std::nullopt);
    print("map_full_repaint_ms", fitted.median, "ms");
    print("map_full_repaint_cpu_ms", fitted.medianCpu, "ms");
    print("map_full_first_paint_ms", fitted.first, "ms");
    print("map_repaint_play_zoom_ms", repaints(window, 1.0).median, "ms");
    print("app_peak_rss_mb", peakRssMb(), "MB");
    return 0;
}

}  // namespace tricorne::app
