// Runs tricorne-cli's command line in-process on the real data.
#pragma once

#include <sstream>
#include <string>
#include <vector>

#include "commands.h"
#include "data_test_support.h"

namespace tricorne::test {

struct CliResult {
    int code;
    std::string out, err;
};

inline CliResult runCli(std::vector<std::string> args) {
    std::ostringstream out, err;
    args.insert(args.begin(), {"--data", realDataDir()});
    const int code = cli::run(args, {out, err});
    return {code, out.str(), err.str()};
}

}  // namespace tricorne::test
