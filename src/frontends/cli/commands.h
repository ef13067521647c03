// tricorne-cli commands: each takes its arguments and streams and returns the exit code.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace tricorne::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitDataError = 1;
inline constexpr int kExitUsage = 2;

struct Streams {
    std::ostream& out;
    std::ostream& err;
};

// Runs the command line (without the program name); returns the process exit code.
int run(const std::vector<std::string>& args, Streams io);

}  // namespace tricorne::cli
