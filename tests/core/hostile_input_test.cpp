// Hostile input: every input that once crashed a fuzz target (fuzz/regressions/) is now refused
// with an error through the public entry points the game uses, and so are special and huge files.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include <sys/stat.h>
#include <unistd.h>

#include "data_test_support.h"
#include "tricorne/core/engine/action.h"
#include "tricorne/core/engine/save.h"
#include "tricorne/core/json_text.h"

using namespace tricorne;
namespace fs = std::filesystem;

namespace {
std::vector<fs::path> reproducers(const std::string& target) {
    std::vector<fs::path> out;
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(fs::path(TRICORNE_FUZZ_REGRESSIONS_DIR) / target, ec))
        if (e.is_regular_file()) out.push_back(e.path());
    std::sort(out.begin(), out.end());
    return out;
}
std::string slurp(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}
// Puts the input in place of one data file and loads the whole data set.
void expectDataSetRefuses(const std::string& target, const std::function<std::string(const std::string&)>& fileFor) {
    const auto files = reproducers(target);
    ASSERT_FALSE(files.empty()) << "no reproducers for " << target;
    for (const auto& f : files) {
        test::ScratchData data;
        const std::string text = slurp(f);
        data.write(fileFor(text), text);
        const auto errors = data.load();
        EXPECT_FALSE(errors.empty()) << f.filename() << " was accepted";
    }
}
}  // namespace

TEST(HostileInput, MapReproducersAreRefused) {
    expectDataSetRefuses("fuzz_map", [](const std::string&) { return "maps/saratoga.json"; });
}

TEST(HostileInput, CounterReproducersAreRefused) {
    expectDataSetRefuses("fuzz_counters", [](const std::string&) { return "counters/saratoga.json"; });
}

TEST(HostileInput, ChartReproducersAreRefused) {
    expectDataSetRefuses("fuzz_rules", [](const std::string& text) {
        return text.find("\"saratoga\"") != std::string::npos ? "rules/saratoga.json" : "rules/series.json";
    });
}

TEST(HostileInput, ScenarioReproducersAreRefused) {
    expectDataSetRefuses("fuzz_scenario", [](const std::string&) { return "scenarios/zz-hostile.json"; });
}

TEST(HostileInput, SaveReproducersAreRefused) {
    const auto files = reproducers("fuzz_save");
    ASSERT_FALSE(files.empty());
    for (const auto& f : files) {
        std::string error;
        auto json = core::parseJsonText(slurp(f), error);
        if (json) {
            EXPECT_FALSE(core::loadSave(test::realData(), *json, error)) << f.filename();
        }
        EXPECT_FALSE(error.empty()) << f.filename();
    }
}

TEST(HostileInput, ActionReproducersAreRefused) {
    const auto files = reproducers("fuzz_action");
    ASSERT_FALSE(files.empty());
    for (const auto& f : files) {
        std::string error;
        auto json = core::parseJsonText(slurp(f), error);
        if (json) {
            EXPECT_FALSE(core::actionFromJson(*json, error)) << f.filename();
        }
        EXPECT_FALSE(error.empty()) << f.filename();
    }
}

TEST(HostileInput, DeepNestingIsRefusedBeforeItCanExhaustTheStack) {
    std::string error;
    EXPECT_FALSE(core::parseJsonText(std::string(100000, '[') + std::string(100000, ']'), error));
    EXPECT_EQ(error, "nested deeper than 64 levels");
    EXPECT_FALSE(core::parseJsonText("{\"a\": 1e400}", error));
    EXPECT_NE(error.find("not valid JSON"), std::string::npos) << error;
}

TEST(HostileInput, AFifoOrADeviceIsRefusedWithoutBeingRead) {
    std::string error;
    EXPECT_FALSE(core::readTextFile("/dev/zero", error));
    EXPECT_EQ(error, "/dev/zero: is not a regular file");
    const fs::path fifo = fs::temp_directory_path() / ("tricorne-fifo-" + std::to_string(::getpid()) + ".json");
    fs::remove(fifo);
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    EXPECT_FALSE(core::readTextFile(fifo.string(), error));  // before the fix: waits forever for a writer
    EXPECT_EQ(error, fifo.string() + ": is not a regular file");
    fs::remove(fifo);
}

TEST(HostileInput, AFileLargerThan16MiBIsRefused) {
    const fs::path big = fs::temp_directory_path() / ("tricorne-big-" + std::to_string(::getpid()) + ".json");
    constexpr std::uintmax_t k16MiB = 16 * 1024 * 1024;
    std::ofstream(big) << "{}";
    fs::resize_file(big, k16MiB + 1);  // sparse: no disk space used
    std::string error;
    EXPECT_FALSE(core::readTextFile(big.string(), error));
    EXPECT_EQ(error, big.string() + ": is larger than 16 MiB");
    fs::resize_file(big, k16MiB);
    EXPECT_TRUE(core::readTextFile(big.string(), error)) << error;
    fs::remove(big);
}

TEST(HostileInput, ADataFileLinkedToADeviceIsRefused) {
    test::ScratchData data;
    fs::create_symlink("/dev/zero", data.dir() + "/scenarios/zero.json");
    const auto errors = data.load();  // before the fix: reads until memory runs out
    EXPECT_TRUE(test::hasError(errors, "data/scenarios/zero.json: /: is not a regular file")) << test::describe(errors);
}

TEST(HostileInput, AStrayByteInAParseErrorIsShownNotEchoed) {
    std::string error;
    EXPECT_FALSE(core::parseJsonText("{\"scenario\": \"camp\xFF\"}", error));
    EXPECT_NE(error.find("camp<0xFF>"), std::string::npos) << error;
    EXPECT_EQ(error.find('\xFF'), std::string::npos);
    EXPECT_FALSE(core::parseJsonText("{\"name\": \"Freeman\u2019s\" x}", error));
    EXPECT_NE(error.find("Freeman\u2019s"), std::string::npos) << error;  // well-formed UTF-8 is kept
}
