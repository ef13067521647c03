#include "data_test_support.h"

#include <gtest/gtest.h>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <unistd.h>

namespace tricorne::test {

namespace fs = std::filesystem;

std::string realDataDir() { return TRICORNE_TEST_DATA_DIR; }

const core::DataSet& realData() {
    static const core::Loaded<core::DataSet> loaded = core::loadDataSet(realDataDir());
    if (!loaded.ok()) {
        ADD_FAILURE() << "the real data set does not load:\n" << describe(loaded.errors);
        std::abort();
    }
    return *loaded.value;
}

const core::DataSet& seriesOnlyData() {
    static const core::DataSet data = [] {
        core::DataSet d = realData();
        for (auto& s : d.scenarios) {
            s.specialRules.clear();
            s.victory = nlohmann::json::object();
            s.playerOrder = nlohmann::json();
        }
        return d;
    }();
    return data;
}

ScratchData::ScratchData() {
    static std::atomic<int> counter{0};
    const fs::path base = fs::temp_directory_path() /
                          ("tricorne-test-" + std::to_string(::getpid()) + "-" + std::to_string(counter++));
    fs::remove_all(base);
    fs::create_directories(base);
    m_dir = (base / "data").string();
    fs::copy(realDataDir(), m_dir, fs::copy_options::recursive);
}

ScratchData::~ScratchData() {
    std::error_code ec;
    fs::remove_all(fs::path(m_dir).parent_path(), ec);
}

void ScratchData::edit(const std::string& relative, const std::function<void(nlohmann::json&)>& change) {
    const fs::path path = fs::path(m_dir) / relative;
    std::ifstream in(path);
    nlohmann::json j = nlohmann::json::parse(in);
    change(j);
    write(relative, j.dump(2));
}

void ScratchData::write(const std::string& relative, const std::string& text) {
    std::ofstream out(fs::path(m_dir) / relative, std::ios::trunc);
    out << text;
}

core::DataErrors ScratchData::load() const { return core::loadDataSet(m_dir).errors; }

bool hasError(const core::DataErrors& errors, const std::string& expected) {
    for (const auto& e : errors)
        if (e.str().find(expected) != std::string::npos) return true;
    return false;
}

std::string describe(const core::DataErrors& errors) {
    std::string out;
    for (const auto& e : errors) out += "  " + e.str() + "\n";
    return out.empty() ? "  (no errors)\n" : out;
}

}  // namespace tricorne::test
