// tricorne --bench: the application's speed and memory, one figure a line as
// "name: value unit", measured offscreen (docs/performance.md has the figures and targets).
#pragma once

#include <QString>

namespace tricorne::core {
struct DataSet;
}

namespace tricorne::app {

class MainWindow;

// Runs every figure; `program` is this executable, started again for the cold start.
int runBench(const core::DataSet& data, const QString& program);
// The cold-start child: the Campaign in a shown window, painted once, then "ready" on stdout.
int runColdStart(MainWindow& window);

}  // namespace tricorne::app
