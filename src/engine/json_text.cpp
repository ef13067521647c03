#include "tricorne/engine/json_text.h"
#include "tricorne/engine/quoted.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <vector>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace tricorne::core {

namespace {

// No Tricorne file comes near this many values (the largest data file holds about 1,600, a
// whole Campaign's record about 3,000):
// a larger count is refused before building it costs seconds.
constexpr std::size_t kMaxJsonValues = 1'000'000;

// Builds the document in one pass: refuses nesting deeper than kMaxJsonDepth and a key that
// appears twice in one object (the parser would keep the last silently). Linear in the text.
class DomBuilder : public nlohmann::json_sax<nlohmann::json> {
public:
    enum class Failure { None, Syntax, TooDeep, TooMany, DuplicateKey };

    bool null() override { return put(nullptr); }
    bool boolean(bool v) override { return put(v); }
    bool number_integer(number_integer_t v) override { return put(v); }
    bool number_unsigned(number_unsigned_t v) override { return put(v); }
    bool number_float(number_float_t v, const string_t&) override { return put(v); }
    bool string(string_t& v) override { return put(std::move(v)); }
    bool binary(binary_t& v) override { return put(nlohmann::json::binary(std::move(v))); }
    bool start_object(std::size_t) override { return open(nlohmann::json::object()); }
    bool start_array(std::size_t) override { return open(nlohmann::json::array()); }
    bool end_object() override { return close(); }
    bool end_array() override { return close(); }
    bool key(string_t& k) override {
        Level& top = m_stack.back();
        if (top.value->contains(k)) {
            top.key = std::move(k);
            m_failure = Failure::DuplicateKey;
            return false;
        }
        top.key = std::move(k);
        return true;
    }
    bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception& e) override {
        m_failure = Failure::Syntax;
        m_syntaxError = e.what();
        return false;
    }

    nlohmann::json& root() { return m_root; }
    Failure failure() const { return m_failure; }
    const std::string& syntaxError() const { return m_syntaxError; }
    // The JSON pointer of the member being read when the parse stopped.
    std::string pointer() const {
        std::string out;
        for (const auto& level : m_stack) {
            out += '/';
            if (level.value->is_array()) {  // an open array's element being read is its last
                out += std::to_string(level.value->empty() ? 0 : level.value->size() - 1);
                continue;
            }
            for (char c : shortened(level.key)) out += c == '~' ? "~0" : c == '/' ? "~1" : std::string(1, c);
        }
        return out;
    }

private:
    struct Level {
        nlohmann::json* value;
        std::string key;  // the member being read, in an object
    };

    // Where the next value goes: the root, the end of the open array or the open object's key.
    nlohmann::json* place(nlohmann::json&& v) {
        if (m_stack.empty()) {
            m_root = std::move(v);
            return &m_root;
        }
        Level& top = m_stack.back();
        if (top.value->is_array()) {
            top.value->get_ref<nlohmann::json::array_t&>().push_back(std::move(v));
            return &top.value->get_ref<nlohmann::json::array_t&>().back();
        }
        return &(top.value->get_ref<nlohmann::json::object_t&>()[top.key] = std::move(v));
    }
    bool counted() {
        if (++m_values <= kMaxJsonValues) return true;
        m_failure = Failure::TooMany;
        return false;
    }
    bool put(nlohmann::json&& v) {
        if (!counted()) return false;
        place(std::move(v));
        return true;
    }
    bool open(nlohmann::json&& container) {
        if (!counted()) return false;
        if (m_stack.size() >= static_cast<std::size_t>(kMaxJsonDepth)) {
            m_failure = Failure::TooDeep;
            return false;
        }
        m_stack.push_back({place(std::move(container)), {}});
        return true;
    }
    bool close() {
        m_stack.pop_back();
        return true;
    }

    nlohmann::json m_root;
    std::vector<Level> m_stack;
    std::size_t m_values = 0;
    Failure m_failure = Failure::None;
    std::string m_syntaxError;
};

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
    std::string pointer;
    auto json = parseJsonText(text, error, pointer);
    if (!json && !pointer.empty()) error = pointer + ": " + error;
    return json;
}

std::optional<nlohmann::json> parseJsonText(const std::string& text, std::string& error, std::string& pointer) {
    pointer.clear();
    // The parser takes a NUL byte for the end of the text: whatever follows one would go unread.
    if (const auto nul = text.find('\0'); nul != std::string::npos) {
        error = "holds a NUL byte at offset " + std::to_string(nul) + ": a JSON file holds none";
        return std::nullopt;
    }
    DomBuilder builder;
    const bool ok = nlohmann::json::sax_parse(text.begin(), text.end(), &builder);
    if (ok) return std::move(builder.root());
    switch (builder.failure()) {
        case DomBuilder::Failure::TooDeep: error = "nested deeper than " + std::to_string(kMaxJsonDepth) + " levels"; break;
        case DomBuilder::Failure::TooMany: error = "holds more than " + std::to_string(kMaxJsonValues) + " values"; break;
        case DomBuilder::Failure::DuplicateKey:
            pointer = builder.pointer();
            error = "appears twice in its object: a file names each member once";
            break;
        case DomBuilder::Failure::Syntax:
        case DomBuilder::Failure::None: error = "is not valid JSON: " + shortened(builder.syntaxError(), 2 * kQuotedMax); break;
    }
    return std::nullopt;
}

}  // namespace tricorne::core
