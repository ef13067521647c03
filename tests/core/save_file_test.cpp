// Writing saves: through symbolic links, never over a FIFO or a device, with the old
// permissions, with a temporary file nobody can predict, and never half done.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "tricorne/engine/save_file.h"

using namespace tricorne;
namespace fs = std::filesystem;

namespace {
class Folder {
public:
    explicit Folder(const std::string& name) : m_dir(fs::temp_directory_path() / ("tricorne-" + name + "-" + std::to_string(::getpid()))) {
        fs::remove_all(m_dir);
        fs::create_directories(m_dir);
    }
    ~Folder() { fs::remove_all(m_dir); }
    Folder(const Folder&) = delete;
    Folder& operator=(const Folder&) = delete;
    std::string operator/(const std::string& name) const { return (m_dir / name).string(); }
    // Everything in the folder but the files a test made itself: what a write left behind.
    std::vector<std::string> namesBut(const std::vector<std::string>& expected) const {
        std::vector<std::string> out;
        for (const auto& e : fs::directory_iterator(m_dir))
            if (std::find(expected.begin(), expected.end(), e.path().filename().string()) == expected.end())
                out.push_back(e.path().filename().string());
        return out;
    }

private:
    fs::path m_dir;
};

std::string slurp(const std::string& path) {
    std::ifstream in(path);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

void put(const std::string& path, const std::string& text) { std::ofstream(path) << text; }
}  // namespace

TEST(SaveFile, AFifoIsRefusedAndStaysAFifo) {
    Folder folder("fifo-target");
    const std::string fifo = folder / "game.tricorne";
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    std::string error;
    EXPECT_FALSE(core::writeFileAtomically(fifo, "new game", error));  // before the fix: the FIFO was replaced by a file
    EXPECT_EQ(error, fifo + ": is not a regular file");
    EXPECT_TRUE(fs::is_fifo(fs::symlink_status(fifo)));
    EXPECT_TRUE(folder.namesBut({"game.tricorne"}).empty());
}

TEST(SaveFile, ASymbolicLinkIsWrittenThroughAndStaysALink) {
    Folder folder("symlink-target");
    const std::string real = folder / "real.tricorne", link = folder / "game.tricorne";
    put(real, "old game");
    fs::create_symlink("real.tricorne", link);
    std::string error;
    ASSERT_TRUE(core::writeFileAtomically(link, "new game", error)) << error;
    EXPECT_TRUE(fs::is_symlink(link));  // before the fix: the link was replaced by a file and real.tricorne kept the old game
    EXPECT_EQ(slurp(real), "new game");
    EXPECT_TRUE(folder.namesBut({"real.tricorne", "game.tricorne"}).empty());
}

TEST(SaveFile, ADanglingSymbolicLinkIsRefused) {
    Folder folder("dangling-target");
    const std::string link = folder / "game.tricorne";
    fs::create_symlink("gone.tricorne", link);
    std::string error;
    EXPECT_FALSE(core::writeFileAtomically(link, "new game", error));
    EXPECT_EQ(error, link + ": is a symbolic link to a file that does not exist");
    EXPECT_TRUE(fs::is_symlink(link));
    EXPECT_TRUE(folder.namesBut({"game.tricorne"}).empty());
}

TEST(SaveFile, AReplacedSaveKeepsItsPermissions) {
    Folder folder("mode");
    const std::string file = folder / "game.tricorne";
    for (const mode_t mode : {0600, 0640, 0664}) {
        put(file, "old game");
        ASSERT_EQ(::chmod(file.c_str(), mode), 0);
        std::string error;
        ASSERT_TRUE(core::writeFileAtomically(file, "new game", error)) << error;
        struct stat info {};
        ASSERT_EQ(::stat(file.c_str(), &info), 0);
        EXPECT_EQ(info.st_mode & 07777, mode);  // before the fix: 0644 whatever it was
        EXPECT_EQ(slurp(file), "new game");
    }
}

TEST(SaveFile, ANameOf250BytesIsSaved) {
    Folder folder("long-name");
    const std::string name = std::string(241, 'g') + ".tricorne";
    ASSERT_EQ(name.size(), 250u);
    std::string error;
    ASSERT_TRUE(core::writeFileAtomically(folder / name, "first", error)) << error;  // before the fix: the temporary name was too long
    ASSERT_TRUE(core::writeFileAtomically(folder / name, "second", error)) << error;
    EXPECT_EQ(slurp(folder / name), "second");
    EXPECT_TRUE(folder.namesBut({name}).empty());
}

TEST(SaveFile, ALinkPlantedWhereTheTemporaryFileWasOnceMadeIsNotFollowed) {
    Folder folder("planted");
    const std::string file = folder / "game.tricorne", victim = folder / "victim";
    put(file, "old game");
    put(victim, "someone else's file");
    // The name the temporary file used to have: ".NAME.tmp-PID".
    const std::string planted = ".game.tricorne.tmp-" + std::to_string(::getpid());
    fs::create_symlink(victim, folder / planted);
    std::string error;
    ASSERT_TRUE(core::writeFileAtomically(file, "new game", error)) << error;
    EXPECT_EQ(slurp(victim), "someone else's file");  // before the fix: the write went through the link
    EXPECT_FALSE(fs::is_symlink(file));
    EXPECT_EQ(slurp(file), "new game");
    EXPECT_TRUE(fs::is_symlink(folder / planted));
    EXPECT_TRUE(folder.namesBut({"game.tricorne", "victim", planted}).empty());
}

TEST(SaveFile, AFileSizeLimitIsReportedWithTheOldSaveIntactAndNoTemporaryFileLeft) {
    Folder folder("size-limit");
    const std::string file = folder / "game.tricorne";
    put(file, "old game");
    const pid_t child = ::fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
        // Only this child is limited: 1 KiB per file, and a 4 KiB save.
        const rlimit limit{1024, 1024};
        if (::setrlimit(RLIMIT_FSIZE, &limit) != 0) ::_exit(10);
        std::string error;
        if (core::writeFileAtomically(file, std::string(4096, 'x'), error)) ::_exit(11);
        ::_exit(error == file + ": cannot write (File too large)" ? 0 : 12);
    }
    int status = 0;
    ASSERT_EQ(::waitpid(child, &status, 0), child);
    ASSERT_TRUE(WIFEXITED(status)) << "killed by signal " << WTERMSIG(status);  // before the fix: SIGXFSZ
    EXPECT_EQ(WEXITSTATUS(status), 0) << "10: no limit, 11: written anyway, 12: another message";
    EXPECT_EQ(slurp(file), "old game");
    EXPECT_TRUE(folder.namesBut({"game.tricorne"}).empty());
}

TEST(SaveFile, AnEmptyNameOrAFolderIsRefusedNamingIt) {
    Folder folder("names");
    std::string error;
    EXPECT_FALSE(core::writeFileAtomically("", "x", error));
    EXPECT_EQ(error, "cannot write a file with an empty name");
    EXPECT_FALSE(core::writeFileAtomically(folder / "", "x", error));
    EXPECT_EQ(error, (folder / "") + ": is a directory, not a file");
    EXPECT_FALSE(core::writeFileAtomically(folder / "missing/", "x", error));
    EXPECT_EQ(error, (folder / "missing/") + ": names a directory, not a file");
    EXPECT_TRUE(folder.namesBut({}).empty());
}

TEST(SaveLock, ASecondLockWaitsForTheFirstAndFollowsTheSaveWrittenOverIt) {
    using namespace std::chrono_literals;
    Folder folder("lock");
    const std::string file = folder / "game.tricorne";
    put(file, "old game");
    std::string error;
    std::optional<core::SaveLock> first = core::SaveLock::acquire(file, 0ms, error);
    ASSERT_TRUE(first) << error;
    EXPECT_FALSE(core::SaveLock::acquire(file, 50ms, error));
    EXPECT_EQ(error, file + ": another command is still changing this save (it stays locked); nothing was changed");
    // The holder writes a new save over the one it locked and lets go: the waiter locks the new one.
    std::optional<core::SaveLock> second;
    std::thread waiter([&] {
        std::string why;
        second = core::SaveLock::acquire(file, 10s, why);
    });
    std::this_thread::sleep_for(50ms);
    ASSERT_TRUE(core::writeFileAtomically(file, "new game", error)) << error;
    first.reset();
    waiter.join();
    ASSERT_TRUE(second);
    EXPECT_FALSE(core::SaveLock::acquire(file, 50ms, error));  // the new save is locked, not only the old one
    second.reset();
    EXPECT_TRUE(core::SaveLock::acquire(file, 0ms, error)) << error;
    EXPECT_FALSE(core::SaveLock::acquire(folder / "missing.tricorne", 0ms, error));
    EXPECT_EQ(error, (folder / "missing.tricorne") + ": cannot be opened for reading (No such file or directory)");
}
