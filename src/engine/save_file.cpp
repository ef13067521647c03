#include "tricorne/engine/save_file.h"
#include "tricorne/engine/json_text.h"

#include <cerrno>
#include <climits>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <random>
#include <thread>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace tricorne::core {

namespace {
std::string reason(int code) { return std::string(" (") + std::strerror(code) + ")"; }

// Where a write to `path` lands and what it replaces.
struct Target {
    std::string file;  // the path itself, or the file its symbolic link points to
    bool exists = false;
    struct stat old {};
};

std::optional<Target> resolveTarget(const std::string& path, std::string& error) {
    if (path.empty()) {
        error = "cannot write a file with an empty name";
        return std::nullopt;
    }
    Target t{path};
    struct stat link {};
    if (::lstat(path.c_str(), &link) != 0) {
        if (errno != ENOENT) {
            error = path + ": cannot write" + reason(errno);
            return std::nullopt;
        }
        if (std::filesystem::path(path).filename().empty()) {
            error = path + ": names a directory, not a file";
            return std::nullopt;
        }
        return t;
    }
    if (S_ISLNK(link.st_mode)) {
        // Replacing the link itself would leave the file it points to with the old game.
        char resolved[PATH_MAX];
        if (::realpath(path.c_str(), resolved) == nullptr) {
            error = errno == ENOENT ? path + ": is a symbolic link to a file that does not exist" : path + ": cannot write" + reason(errno);
            return std::nullopt;
        }
        t.file = resolved;
        if (::stat(t.file.c_str(), &link) != 0) {
            error = path + ": cannot write" + reason(errno);
            return std::nullopt;
        }
    }
    t.exists = true;
    t.old = link;
    if (S_ISDIR(link.st_mode)) {
        error = path + ": is a directory, not a file";
        return std::nullopt;
    }
    if (!S_ISREG(link.st_mode)) {
        error = path + ": is not a regular file";
        return std::nullopt;
    }
    return t;
}

// ".tricorne-" and six random letters or digits: short, so that a 255-byte save name still has a temporary file.
int createTemporary(const std::filesystem::path& dir, std::string& temp) {
    static constexpr char kLetters[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    std::random_device random;
    std::uniform_int_distribution<std::size_t> pick(0, sizeof kLetters - 2);
    for (int attempt = 0; attempt < 100; ++attempt) {
        std::string name = ".tricorne-";
        for (int i = 0; i < 6; ++i) name += kLetters[pick(random)];
        temp = (dir / name).string();
        // O_EXCL: never open a file or a planted symbolic link that is already there.
        const int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
        if (fd >= 0 || errno != EEXIST) return fd;
    }
    errno = EEXIST;
    return -1;
}

// A write past the file size limit (RLIMIT_FSIZE) then fails with EFBIG instead of killing the program with the temporary file left.
void ignoreFileSizeSignal() {
    static const bool ignored = [] {
        struct sigaction current {};
        if (::sigaction(SIGXFSZ, nullptr, &current) == 0 && current.sa_handler == SIG_DFL) std::signal(SIGXFSZ, SIG_IGN);
        return true;
    }();
    (void)ignored;
}

bool writeAll(int fd, const std::string& text) {
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            if (n == 0) errno = ENOSPC;
            return false;
        }
        done += static_cast<std::size_t>(n);
    }
    return true;
}

// The new copy takes the old one's owner (where allowed: only root may give a file away) and exact permissions.
bool keepOwnerAndMode(int fd, const Target& t) {
    if (!t.exists) return true;
    if (t.old.st_uid != ::geteuid() || t.old.st_gid != ::getegid()) (void)::fchown(fd, t.old.st_uid, t.old.st_gid);
    return ::fchmod(fd, t.old.st_mode & 07777) == 0;
}

// After the rename, so that the new name survives a power loss; a folder that cannot be opened or synced (EINVAL) has nothing to sync.
bool syncFolder(const std::filesystem::path& dir) {
    const int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) return true;
    const bool ok = ::fsync(fd) == 0 || errno == EINVAL;
    const int why = errno;
    ::close(fd);
    errno = why;
    return ok;
}
}  // namespace

bool writeFileAtomically(const std::string& path, const std::string& text, std::string& error) {
    const auto target = resolveTarget(path, error);
    if (!target) return false;
    const std::filesystem::path file(target->file);
    const std::filesystem::path dir = file.has_parent_path() ? file.parent_path() : std::filesystem::path(".");
    ignoreFileSizeSignal();
    std::string temp;
    const int fd = createTemporary(dir, temp);
    if (fd < 0) {
        error = path + ": cannot write" + reason(errno);
        return false;
    }
    auto fail = [&](int code, bool open) {
        error = path + ": cannot write" + reason(code);
        if (open) ::close(fd);
        ::unlink(temp.c_str());
        return false;
    };
    if (!keepOwnerAndMode(fd, *target) || !writeAll(fd, text) || ::fsync(fd) != 0) return fail(errno, true);
    if (::close(fd) != 0 && errno != EINTR) return fail(errno, false);
    if (std::rename(temp.c_str(), target->file.c_str()) != 0) {
        const int code = errno;
        ::unlink(temp.c_str());
        error = path + ": cannot replace" + reason(code);
        return false;
    }
    if (!syncFolder(dir)) {
        error = path + ": written, but its folder could not be synced" + reason(errno) + ": the new file may not survive a power loss";
        return false;
    }
    return true;
}

std::optional<std::string> readTextFile(const std::string& path, std::string& error) {
    std::string why;
    auto text = readFileText(path, why);
    if (!text) error = path + ": " + why;
    return text;
}

std::optional<SaveLock> SaveLock::acquire(const std::string& path, std::chrono::milliseconds patience, std::string& error) {
    const auto deadline = std::chrono::steady_clock::now() + patience;
    for (;;) {
        // O_NONBLOCK: a FIFO in the save's place must not block the open.
        const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
        if (fd < 0) {
            error = path + ": cannot be opened for reading" + reason(errno);
            return std::nullopt;
        }
        SaveLock lock(fd);
        struct stat held {};
        if (::fstat(fd, &held) != 0 || !S_ISREG(held.st_mode)) {
            error = path + (S_ISDIR(held.st_mode) ? ": is a directory, not a file" : ": is not a regular file");
            return std::nullopt;
        }
        while (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
            if (errno != EWOULDBLOCK && errno != EINTR) {
                error = path + ": cannot be locked" + reason(errno);
                return std::nullopt;
            }
            if (std::chrono::steady_clock::now() >= deadline) {
                error = path + ": another command is still changing this save (it stays locked); nothing was changed";
                return std::nullopt;
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        }
        // The holder before us may have renamed a new save over the one we locked: lock that one instead.
        struct stat now {};
        if (::stat(path.c_str(), &now) == 0 && now.st_dev == held.st_dev && now.st_ino == held.st_ino) return lock;
    }
}

SaveLock::~SaveLock() {
    if (m_fd >= 0) ::close(m_fd);
}

}  // namespace tricorne::core
