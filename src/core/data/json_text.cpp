#include "tricorne/core/json_text.h"

#include <cerrno>
#include <cstring>
#include <filesystem>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace tricorne::core {

namespace {
struct TooDeep {};

// Length of the well-formed UTF-8 sequence at text[i], or 0 when the byte there starts none.
std::size_t utf8Length(const std::string& text, std::size_t i) {
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
    const unsigned char c = byte(i);
    const std::size_t n = c < 0x80 ? 1 : (c >= 0xC2 && c <= 0xDF) ? 2 : (c >= 0xE0 && c <= 0xEF) ? 3 : (c >= 0xF0 && c <= 0xF4) ? 4 : 0;
    if (n == 0 || i + n > text.size()) return 0;
    for (std::size_t k = 1; k < n; ++k)
        if ((byte(i + k) & 0xC0) != 0x80) return 0;
    return n;
}

// The parser quotes what it last read: a stray byte is shown as <0xFF>, not sent raw to a terminal.
std::string printable(const std::string& text) {
    std::string out;
    for (std::size_t i = 0; i < text.size();) {
        const std::size_t n = utf8Length(text, i);
        if (n == 0) {
            static const char* const kHex = "0123456789ABCDEF";
            const auto c = static_cast<unsigned char>(text[i]);
            out += std::string("<0x") + kHex[c >> 4] + kHex[c & 0xF] + ">";
            ++i;
        } else {
            out.append(text, i, n);
            i += n;
        }
    }
    return out;
}

class FileDescriptor {
public:
    explicit FileDescriptor(int fd) : m_fd(fd) {}
    ~FileDescriptor() {
        if (m_fd >= 0) ::close(m_fd);
    }
    FileDescriptor(const FileDescriptor&) = delete;
    FileDescriptor& operator=(const FileDescriptor&) = delete;
    int get() const { return m_fd; }

private:
    int m_fd;
};
}  // namespace

std::optional<std::string> readFileText(const std::string& path, std::string& why) {
    std::error_code ec;
    const auto status = std::filesystem::status(path, ec);
    if (std::filesystem::is_directory(status)) {
        why = "is a directory, not a file";
        return std::nullopt;
    }
    if (std::filesystem::exists(status) && !std::filesystem::is_regular_file(status)) {
        why = "is not a regular file";
        return std::nullopt;
    }
    // O_NONBLOCK: a FIFO put in the file's place after the check above must not block the open.
    const FileDescriptor fd(::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC));
    if (fd.get() < 0) {
        why = std::string("cannot be opened for reading (") + std::strerror(errno) + ")";
        return std::nullopt;
    }
    struct stat info {};
    if (::fstat(fd.get(), &info) != 0 || !S_ISREG(info.st_mode)) {
        why = "is not a regular file";
        return std::nullopt;
    }
    const std::string tooLarge = "is larger than " + std::to_string(kMaxFileBytes / (1024 * 1024)) + " MiB";
    if (static_cast<std::size_t>(info.st_size) > kMaxFileBytes) {
        why = tooLarge;
        return std::nullopt;
    }
    std::string text;
    char buffer[65536];
    for (;;) {
        const ssize_t n = ::read(fd.get(), buffer, sizeof buffer);
        if (n == 0) break;
        if (n < 0) {
            if (errno == EINTR) continue;
            why = std::string("cannot be read (") + std::strerror(errno) + ")";
            return std::nullopt;
        }
        text.append(buffer, static_cast<std::size_t>(n));
        if (text.size() > kMaxFileBytes) {  // it grew while being read
            why = tooLarge;
            return std::nullopt;
        }
    }
    return text;
}

std::optional<nlohmann::json> parseJsonText(const std::string& text, std::string& error) {
    try {
        return nlohmann::json::parse(text, [](int depth, nlohmann::json::parse_event_t, nlohmann::json&) {
            if (depth > kMaxJsonDepth) throw TooDeep{};
            return true;
        });
    } catch (const TooDeep&) {
        error = "nested deeper than " + std::to_string(kMaxJsonDepth) + " levels";
    } catch (const nlohmann::json::exception& e) {
        error = "is not valid JSON: " + printable(e.what());
    }
    return std::nullopt;
}

}  // namespace tricorne::core
