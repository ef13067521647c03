// Hostile input: every input that once crashed a fuzz target (fuzz/regressions/) is now refused
// with an error through the public entry points the game uses, and so are special and huge files.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include <sys/stat.h>
#include <unistd.h>

#include "commands.h"
#include "data_test_support.h"
#include "tricorne/series/game/action.h"
#include "tricorne/series/game/save.h"
#include "tricorne/engine/json_text.h"
#include "tricorne/engine/quoted.h"

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

// A save text of the Campaign's start, as `tricorne-cli new` writes it.
static std::string campaignSaveText() {
    std::string error;
    auto game = core::Game::start(test::realData(), "campaign", {}, 7, error);
    EXPECT_TRUE(game) << error;
    return game ? core::saveJson(*game).dump(1) : std::string();
}

TEST(HostileInput, AKeyTwiceInOneObjectIsRefusedWithItsPath) {
    std::string error;
    EXPECT_FALSE(core::parseJsonText(R"({"a": [{"x": 1}, {"y": 1, "x": 2, "x": 3}]})", error));
    EXPECT_EQ(error, "/a/1/x: appears twice in its object: a file names each member once");
    // The last would win: a second stateHash would pass or fail a save by its order alone.
    std::string save = campaignSaveText();
    save.insert(save.rfind('}'), ",\"stateHash\": \"0000000000000000\"");
    EXPECT_FALSE(core::parseJsonText(save, error));
    EXPECT_EQ(error, "/stateHash: appears twice in its object: a file names each member once");
}

TEST(HostileInput, ADataFileWithAKeyTwiceIsRefusedWithTheFileAndPath) {
    test::ScratchData data;
    std::string text = slurp(fs::path(data.dir()) / "scenarios/next-day.json");
    text.insert(text.find('{') + 1, "\"name\": \"Another\", ");
    data.write("scenarios/next-day.json", text);
    const auto errors = data.load();
    EXPECT_TRUE(test::hasError(errors, "data/scenarios/next-day.json: /name: appears twice in its object")) << test::describe(errors);
}

TEST(HostileInput, BytesAfterANulAreRefusedNotIgnored) {
    std::string error;
    EXPECT_FALSE(core::parseJsonText(std::string("{}\0garbage {{{", 14), error));
    EXPECT_EQ(error, "holds a NUL byte at offset 2: a JSON file holds none");
    std::string save = campaignSaveText();
    const std::size_t size = save.size();
    save += std::string("\0garbage {{{", 12);
    EXPECT_FALSE(core::parseJsonText(save, error));
    EXPECT_EQ(error, "holds a NUL byte at offset " + std::to_string(size) + ": a JSON file holds none");

    test::ScratchData data;
    const std::string scenario = slurp(fs::path(data.dir()) / "scenarios/next-day.json");
    data.write("scenarios/next-day.json", scenario + std::string("\0garbage {{{", 12));
    const auto errors = data.load();
    EXPECT_TRUE(test::hasError(errors, "data/scenarios/next-day.json: /: holds a NUL byte at offset " + std::to_string(scenario.size())))
        << test::describe(errors);
}

TEST(HostileInput, ShapesThatOnceTookQuadraticTimeAreAnswered) {
    std::string error;
    std::string repeated;
    for (int i = 0; i < 20000; ++i) repeated += "[{}]";
    EXPECT_FALSE(core::parseJsonText(repeated, error));  // one value, then more
    EXPECT_NE(error.find("is not valid JSON"), std::string::npos) << error;
    std::string list = "[";
    for (int i = 0; i < 200000; ++i) list += "{},";
    list += "{}]";
    auto json = core::parseJsonText(list, error);
    ASSERT_TRUE(json) << error;
    EXPECT_EQ(json->size(), 200001u);
    std::string numbers = "[";
    for (int i = 0; i < 1'000'000; ++i) numbers += "1,";
    EXPECT_FALSE(core::parseJsonText(numbers + "1]", error));  // a million and one values, and the list
    EXPECT_EQ(error, "holds more than 1000000 values");
    std::string save = campaignSaveText();
    const std::string head = "\"actions\": [";
    save.insert(save.find(head) + head.size(), list.substr(1, list.size() - 2));
    json = core::parseJsonText(save, error);
    ASSERT_TRUE(json) << error;
    EXPECT_FALSE(core::loadSave(test::realData(), *json, error));
    EXPECT_EQ(error.rfind("/actions/0: ", 0), 0u) << error;
}

TEST(HostileInput, APrintedValueHasItsControlCharactersEscapedAndIsCut) {
    EXPECT_EQ(core::quotedValue("next-day"), "\"next-day\"");
    EXPECT_EQ(core::quotedValue("a\x1B]0;owned\x07" "b\n"), "\"a\\x1B]0;owned\\x07b\\n\"");
    EXPECT_EQ(core::quotedValue("\xC2\x9B" "2J"), "\"\\u009B2J\"");  // the one-byte CSI of C1
    EXPECT_EQ(core::quotedValue("Freeman\u2019s \"farm\""), "\"Freeman\u2019s \\\"farm\\\"\"");
    EXPECT_EQ(core::quotedValue(std::string(10'000'000, 'x')), "\"" + std::string(80, 'x') + "\"\u2026 (10000000 bytes)");
    EXPECT_EQ(core::quotedJson(nlohmann::json{{"a", std::string(200, 'y')}}).size(), 80 + std::string("\u2026 (210 bytes)").size());
}

TEST(HostileInput, AHugeFieldWithAnEscapeSequenceComesBackShortAndEscaped) {
    const std::string hostile = "\x1B[2J" + std::string(5'000'000, 'z');  // twice in a file, within its 16 MiB
    auto shortAndSafe = [&](const std::string& message) {
        EXPECT_LT(message.size(), 500u) << message.substr(0, 500);
        EXPECT_EQ(message.find('\x1B'), std::string::npos) << message.substr(0, 400);
        EXPECT_NE(message.find("\\x1B[2Jzzz"), std::string::npos) << message.substr(0, 400);
    };
    std::string error;
    EXPECT_FALSE(core::actionFromJson(nlohmann::json{{"type", hostile}}, error));
    shortAndSafe(error);
    auto save = nlohmann::json::parse(campaignSaveText());
    save["scenario"] = hostile;
    EXPECT_FALSE(core::loadSave(test::realData(), save, error));
    shortAndSafe(error);
    for (const bool asKey : {false, true}) {
        test::ScratchData data;
        data.edit("scenarios/next-day.json", [&](nlohmann::json& j) {
            if (asKey)
                j[hostile] = 1;
            else
                j["map"] = hostile;
        });
        const auto errors = data.load();
        ASSERT_EQ(errors.size(), 1u) << test::describe(errors).substr(0, 2000);
        shortAndSafe(errors.front().str());
    }
}

TEST(HostileInput, ABrokenScenarioStopsItselfOnlyAndIsReportedWhenChosen) {
    test::ScratchData data;
    data.edit("scenarios/next-day.json", [](nlohmann::json& j) { j["victory"] = nlohmann::json::object(); });
    auto loaded = core::loadDataSet(data.dir());
    ASSERT_TRUE(loaded.value) << test::describe(loaded.errors);
    EXPECT_TRUE(test::hasError(loaded.errors, "data/scenarios/next-day.json: /victory: no victory condition")) << test::describe(loaded.errors);
    EXPECT_FALSE(loaded.value->scenario("next-day"));
    std::string error;
    EXPECT_TRUE(core::Game::start(*loaded.value, "campaign", {}, 1, error)) << error;
    EXPECT_TRUE(core::Game::start(*loaded.value, "freemans-farm", {}, 1, error)) << error;
    EXPECT_FALSE(core::Game::start(*loaded.value, "next-day", {}, 1, error));
    EXPECT_EQ(error, "\"next-day\" cannot be played: its file does not load\n"
                     "data/scenarios/next-day.json: /victory: no victory condition: a scenario names at least its decisive, "
                     "substantial or marginal victory");

    std::ostringstream out, err;
    EXPECT_EQ(cli::run({"--data", data.dir(), "validate"}, {out, err}), cli::kExitDataError);
    EXPECT_NE(err.str().find("data/scenarios/next-day.json: /victory: no victory condition"), std::string::npos) << err.str();
    std::ostringstream out2, err2;
    EXPECT_EQ(cli::run({"--data", data.dir(), "new", "--scenario", "campaign", "--out", data.dir() + "/game.json"}, {out2, err2}), cli::kExitOk)
        << err2.str();
    std::ostringstream out3, err3;
    EXPECT_NE(cli::run({"--data", data.dir(), "new", "--scenario", "next-day", "--out", data.dir() + "/game.json"}, {out3, err3}), cli::kExitOk);
    EXPECT_NE(err3.str().find("\"next-day\" cannot be played: its file does not load"), std::string::npos) << err3.str();
}

TEST(HostileInput, AnUnreadableScenarioIsNamedByItsFile) {
    test::ScratchData data;
    data.write("scenarios/zz-broken.json", "{\"id\": ");
    auto loaded = core::loadDataSet(data.dir());
    ASSERT_TRUE(loaded.value) << test::describe(loaded.errors);
    EXPECT_EQ(loaded.value->scenarios.size(), 3u);
    EXPECT_EQ(loaded.value->brokenScenarios.count("zz-broken"), 1u);
}

TEST(HostileInput, ASaveRecordsTheHashOfTheFilesItsScenarioReadsOnly) {
    const std::string save = campaignSaveText();
    test::ScratchData data;
    std::string copy = slurp(fs::path(data.dir()) / "scenarios/next-day.json");
    copy.replace(copy.find("\"next-day\""), 10, "\"next-day-2\"");
    data.write("scenarios/next-day-2.json", copy);  // a scenario added after the game was saved
    auto loaded = core::loadDataSet(data.dir());
    ASSERT_TRUE(loaded.ok()) << test::describe(loaded.errors);
    std::string error;
    EXPECT_TRUE(core::loadSave(*loaded.value, nlohmann::json::parse(save), error)) << error;
    // The Campaign's own files still count: a changed chart refuses the save.
    data.edit("rules/series.json", [](nlohmann::json& j) { j["name"] = j["name"].get<std::string>() + " (edited)"; });
    loaded = core::loadDataSet(data.dir());
    ASSERT_TRUE(loaded.ok()) << test::describe(loaded.errors);
    EXPECT_FALSE(core::loadSave(*loaded.value, nlohmann::json::parse(save), error));
    EXPECT_EQ(error.rfind("/dataHash: the game was played with other data files", 0), 0u) << error;
}

TEST(HostileInput, ASaveWrittenWithTheWholeFolderHashStillLoads) {
    auto save = nlohmann::json::parse(campaignSaveText());
    save["dataHash"] = core::hashHex(test::realData().contentHash);
    std::string error;
    EXPECT_TRUE(core::loadSave(test::realData(), save, error)) << error;
}
