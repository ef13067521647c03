// The command line's reading of "--name value" options, whole numbers and scenario options,
// shared by the commands of every file.
#pragma once

#include <algorithm>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "tricorne/engine/quoted.h"

namespace tricorne::cli {

// Reads "--name value" options and positional arguments.
struct Args {
    std::map<std::string, std::vector<std::string>> options;
    std::vector<std::string> positional;
    std::string error;

    Args(const std::vector<std::string>& args, const std::vector<std::string>& withValue, const std::vector<std::string>& flags) {
        for (std::size_t i = 0; i < args.size(); ++i) {
            const std::string& a = args[i];
            if (std::find(withValue.begin(), withValue.end(), a) != withValue.end()) {
                if (i + 1 >= args.size()) {
                    error = a + " needs a value";
                    return;
                }
                options[a].push_back(args[++i]);
            } else if (std::find(flags.begin(), flags.end(), a) != flags.end()) {
                options[a].push_back("");
            } else if (a.starts_with("--")) {
                error = "unknown option " + a;
                return;
            } else {
                positional.push_back(a);
            }
        }
    }
    bool has(const std::string& name) const { return options.count(name) > 0; }
    std::string value(const std::string& name, const std::string& fallback = "") const {
        return has(name) ? options.at(name).back() : fallback;
    }
};

inline std::optional<std::uint64_t> parseSeed(const std::string& text) {
    if (text.empty() || text.size() > 19 || text.find_first_not_of("0123456789") != std::string::npos) return std::nullopt;
    return std::stoull(text);
}

inline bool parseOptions(const Args& args, std::map<std::string, std::string>& out, std::string& error) {
    if (!args.has("--option")) return true;
    for (const auto& o : args.options.at("--option")) {
        const auto eq = o.find('=');
        if (eq == std::string::npos || eq == 0) {
            error = "--option takes NAME=VALUE, not " + core::quotedValue(o);
            return false;
        }
        out[o.substr(0, eq)] = o.substr(eq + 1);
    }
    return true;
}

}  // namespace tricorne::cli
