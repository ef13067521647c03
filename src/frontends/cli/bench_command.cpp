// tricorne-cli bench: speed figures, one a line as "name: value unit" (docs/performance.md):
// each game's own, the computer players' (ai_bench.cpp), then the process's peak memory.
#include <sys/resource.h>

#include <cmath>
#include <ostream>

#include "game_commands.h"
#include "tricorne/games/catalogue.h"

namespace tricorne::cli {

int benchCommand(const games::Catalogue& catalogue, const std::vector<std::string>& argv, Streams io) {
    // --quick: every figure measured once on the least work, to check the command, not to compare.
    const bool quick = argv.size() == 1 && argv[0] == "--quick";
    if (!argv.empty() && !quick) return badUsage(io, "bench takes no arguments but --quick");
    for (const auto& game : catalogue.games())
        if (auto failure = game->bench(io.out, io.err, quick); !failure.empty()) return fail(io, kExitDataError, failure);
    if (auto failure = aiBench(catalogue, io.out, quick); !failure.empty()) return fail(io, kExitDataError, failure);
    // peak_rss_mb: the most memory the process held at once, all of the above included.
    {
        struct rusage usage {};
        ::getrusage(RUSAGE_SELF, &usage);
        const double mib = static_cast<double>(usage.ru_maxrss) / 1024;  // ru_maxrss is in KiB on Linux
        io.out << "peak_rss_mb: " << std::round(mib * 10) / 10 << " MB\n";
    }
    return kExitOk;
}

}  // namespace tricorne::cli
