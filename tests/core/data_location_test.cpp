// Where the data is found without --data: the environment, then an installed tree beside
// the program wherever its prefix was put, then the tree it was built from.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>

#include <unistd.h>

#include "tricorne/engine/data_location.h"
#include "tricorne/series/data_set.h"

using namespace tricorne::core;
namespace fs = std::filesystem;

TEST(DataLocation, AnInstalledTreeFindsItsDataBesideTheProgram) {
    const fs::path prefix = fs::temp_directory_path() / ("tricorne-prefix-" + std::to_string(::getpid()));
    fs::remove_all(prefix);
    fs::create_directories(prefix / "bin");
    const char* given = std::getenv("TRICORNE_DATA");
    const std::string kept = given ? given : "";
    ::unsetenv("TRICORNE_DATA");
    // Not installed yet: the build's own data.
    EXPECT_EQ(findDataDir((prefix / "bin").string()), defaultDataDir());
    EXPECT_EQ(findDataDir(""), defaultDataDir());
    fs::create_directories(prefix / "share" / "tricorne" / "data");
    EXPECT_EQ(findDataDir((prefix / "bin").string()), (prefix / "share" / "tricorne" / "data").string());
    // The environment names another folder: it wins.
    ::setenv("TRICORNE_DATA", "/elsewhere/data", 1);
    EXPECT_EQ(findDataDir((prefix / "bin").string()), "/elsewhere/data");
    if (given) ::setenv("TRICORNE_DATA", kept.c_str(), 1);
    else ::unsetenv("TRICORNE_DATA");
    fs::remove_all(prefix);
}
