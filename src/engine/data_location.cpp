#include "tricorne/engine/data_location.h"

#include <cstdlib>
#include <filesystem>

namespace tricorne::core {

std::string findDataDir(const std::string& programDir) {
    namespace fs = std::filesystem;
    if (const char* env = std::getenv("TRICORNE_DATA"); env && *env) return env;
    std::error_code ec;
    if (!programDir.empty()) {
        const fs::path installed = fs::path(programDir) / TRICORNE_RELATIVE_DATA_DIR;
        if (fs::is_directory(installed, ec)) return installed.lexically_normal().string();
    }
    if (fs::is_directory(TRICORNE_SOURCE_DATA_DIR, ec)) return TRICORNE_SOURCE_DATA_DIR;
    return TRICORNE_INSTALL_DATA_DIR;
}

}  // namespace tricorne::core
