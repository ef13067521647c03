#include "tricorne/core/engine/save_file.h"
#include "tricorne/core/json_text.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>

#include <fcntl.h>
#include <unistd.h>

namespace tricorne::core {

bool writeFileAtomically(const std::string& path, const std::string& text, std::string& error) {
    namespace fs = std::filesystem;
    const fs::path target(path);
    const fs::path dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
    const std::string temp = (dir / ("." + target.filename().string() + ".tmp-" + std::to_string(::getpid()))).string();
    const int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0) {
        error = path + ": cannot write (" + std::strerror(errno) + ")";
        return false;
    }
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
        if (n < 0) {
            if (errno == EINTR) continue;
            error = path + ": cannot write (" + std::strerror(errno) + ")";
            ::close(fd);
            ::unlink(temp.c_str());
            return false;
        }
        done += static_cast<std::size_t>(n);
    }
    if (::fsync(fd) != 0 || ::close(fd) != 0) {
        error = path + ": cannot write (" + std::strerror(errno) + ")";
        ::unlink(temp.c_str());
        return false;
    }
    if (std::rename(temp.c_str(), path.c_str()) != 0) {
        error = path + ": cannot replace (" + std::strerror(errno) + ")";
        ::unlink(temp.c_str());
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

}  // namespace tricorne::core
