// Save files on disk: written whole or not at all, read with a size limit, locked while a
// command reads, changes and writes one.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <utility>

namespace tricorne::core {

// Writes `text` to `path` through a temporary file and a rename, so a crash, a full disk or a
// file size limit never leaves a half-written save in place of the previous one. A symbolic
// link is written through (the file it points to gets the text, the link stays); a dangling
// link, a folder, a FIFO or a device is refused. The temporary file is created exclusively,
// with an unpredictable name, in the target's folder; a replaced file keeps its permissions.
// On failure `error` names the path and the reason, the old file is unchanged and no
// temporary file is left.
bool writeFileAtomically(const std::string& path, const std::string& text, std::string& error);

// Reads a whole save or record (see readFileText); on failure `error` names the path.
std::optional<std::string> readTextFile(const std::string& path, std::string& error);

// An exclusive lock (flock) on an existing save while it is read, changed and written back,
// so that two commands changing one save never lose each other's actions. The lock is on
// the file the path names when the lock is taken: a writer that renames a new file over it
// releases the waiters, who lock the new file in turn. Only other SaveLocks wait for it.
class SaveLock {
public:
    // Waits up to `patience` for another holder; then refuses, naming the path.
    static std::optional<SaveLock> acquire(const std::string& path, std::chrono::milliseconds patience, std::string& error);
    SaveLock(SaveLock&& other) noexcept : m_fd(other.m_fd) { other.m_fd = -1; }
    SaveLock& operator=(SaveLock&& other) noexcept {
        std::swap(m_fd, other.m_fd);
        return *this;
    }
    SaveLock(const SaveLock&) = delete;
    SaveLock& operator=(const SaveLock&) = delete;
    ~SaveLock();

private:
    explicit SaveLock(int fd) : m_fd(fd) {}
    int m_fd;
};

}  // namespace tricorne::core
