#include "fuzz_support.h"

#include <sys/mman.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "tricorne/series/game/random_play.h"
#include "tricorne/series/game/save.h"
#include "tricorne/series/rules/movement.h"

namespace tricorne::fuzz {

using namespace tricorne::core;

void fail(const std::string& why) {
    std::fprintf(stderr, "fuzz: %s\n", why.c_str());
    std::abort();
}

void fail(const std::string& why, const std::string& detail) { fail(why + ": " + detail); }

namespace {
constexpr int kActionsPerGame = 40;
}  // namespace

Action pickAction(const GameState& s, Rng& rng) {
    if (s.step == Step::Moving && rng.below(3) == 0 && disruptedUnitsThatMustMove(s).empty()) return EndPhase{};
    return randomAction(s, rng);
}

const std::string& inputFile(const std::uint8_t* data, std::size_t size) {
    static const int fd = ::memfd_create("tricorne-fuzz-input", 0);
    static const std::string path = "/proc/self/fd/" + std::to_string(fd);
    if (fd < 0) fail("memfd_create failed");
    if (::ftruncate(fd, 0) != 0) fail("ftruncate failed");
    std::size_t done = 0;
    while (done < size) {
        const ssize_t n = ::pwrite(fd, data + done, size - done, static_cast<off_t>(done));
        if (n <= 0) fail("pwrite failed");
        done += static_cast<std::size_t>(n);
    }
    return path;
}

const DataSet& realData() {
    static const DataSet data = [] {
        auto loaded = loadDataSet(defaultDataDir());
        if (!loaded.ok()) {
            for (const auto& e : loaded.errors) std::fprintf(stderr, "%s\n", e.str().c_str());
            fail("the real data set does not load from " + defaultDataDir());
        }
        return std::move(*loaded.value);
    }();
    return data;
}

namespace {
namespace fs = std::filesystem;

fs::path g_scratch;  // removed at exit

void removeScratch() {
    std::error_code ec;
    fs::remove_all(g_scratch, ec);
}

void writeFile(const fs::path& path, const char* data, std::size_t size) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(data, static_cast<std::streamsize>(size));
    if (!out) fail("cannot write " + path.string());
}

const fs::path& scratchData() {
    static const fs::path dir = [] {
        std::string name = (fs::temp_directory_path() / "tricorne-fuzz-XXXXXX").string();
        if (!::mkdtemp(name.data())) fail("mkdtemp failed");
        g_scratch = name;
        std::atexit(removeScratch);
        fs::copy(defaultDataDir(), g_scratch / "data", fs::copy_options::recursive);
        return g_scratch / "data";
    }();
    return dir;
}
}  // namespace

const std::string& scratchDataDir() {
    static const std::string dir = scratchData().string();
    return dir;
}

void writeScratch(const std::string& file, const char* data, std::size_t size) { writeFile(scratchData() / file, data, size); }

std::string realFile(const std::string& file) {
    std::string error;
    const auto original = readTextFile((fs::path(defaultDataDir()) / file).string(), error);
    if (!original) fail(error);
    return *original;
}

Loaded<DataSet> loadDataSetWith(const std::string& file, const std::uint8_t* data, std::size_t size) {
    return loadWith(file, data, size, [](const std::string& dir) { return loadDataSet(dir); });
}

std::uint64_t inputSeed(const std::uint8_t* data, std::size_t size) {
    std::uint64_t h = 0xcbf29ce484222325ULL;
    for (std::size_t i = 0; i < size; ++i) {
        h ^= data[i];
        h *= 0x100000001b3ULL;
    }
    return h;
}

void playBriefly(const DataSet& data, const std::string& scenario, std::uint64_t seed) {
    std::string error;
    auto game = Game::start(data, scenario, {}, seed % 1000, error);
    if (!game) return;
    Rng policy(seed);
    for (int i = 0; i < kActionsPerGame && !isTerminal(game->state()); ++i) {
        const Action action = pickAction(game->state(), policy);
        if (!game->apply(action).ok()) break;
    }
    const auto legal = legalActions(game->state());
    const std::string shown = stateToJson(game->state()).dump(2);
    const std::string saved = saveJson(*game).dump(1);
    auto reloaded = loadSave(data, nlohmann::json::parse(saved), error);
    if (!reloaded) fail("a game just played does not reload: " + error);
    if (stateHash(reloaded->state()) != stateHash(game->state())) fail("a game just played reloads to another state");
    (void)legal;
    (void)shown;
}

}  // namespace tricorne::fuzz
