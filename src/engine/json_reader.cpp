#include "tricorne/engine/json_reader.h"

#include "tricorne/engine/json_text.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <sstream>
#include "tricorne/engine/quoted.h"

namespace tricorne::core::data {

namespace {
// A key as a pointer token (RFC 6901), made printable and cut as an error quotes it.
std::string escapePointerToken(std::string_view key) {
    std::string out;
    for (char c : shortened(key)) {
        if (c == '~')
            out += "~0";
        else if (c == '/')
            out += "~1";
        else
            out += c;
    }
    return out;
}

std::string typeName(const Json& v) {
    switch (v.type()) {
        case Json::value_t::null: return "null";
        case Json::value_t::object: return "an object";
        case Json::value_t::array: return "an array";
        case Json::value_t::string: return "a string";
        case Json::value_t::boolean: return "a boolean";
        case Json::value_t::number_integer:
        case Json::value_t::number_unsigned: return "an integer";
        case Json::value_t::number_float: return "a number";
        default: return "an unsupported value";
    }
}
}  // namespace

void Node::error(const std::string& message) const {
    m_ctx->errors->push_back({m_ctx->file, m_pointer, message});
}

Node Node::required(std::string_view key) const {
    Node child = optional(key);
    if (m_value && m_value->is_object() && !child.present()) error("missing field " + quotedValue(std::string(key)));
    return child;
}

Node Node::optional(std::string_view key) const {
    const std::string childPointer = m_pointer + "/" + escapePointerToken(key);
    if (!m_value) return {nullptr, childPointer, m_ctx};
    if (!m_value->is_object()) {
        error("expected an object, found " + typeName(*m_value));
        return {nullptr, childPointer, m_ctx};
    }
    auto it = m_value->find(std::string(key));
    return {it == m_value->end() ? nullptr : &*it, childPointer, m_ctx};
}

Node Node::operator[](std::size_t index) const {
    const std::string childPointer = m_pointer + "/" + std::to_string(index);
    if (!m_value || !m_value->is_array() || index >= m_value->size()) return {nullptr, childPointer, m_ctx};
    return {&(*m_value)[index], childPointer, m_ctx};
}

std::optional<std::string> Node::asString() const {
    if (!m_value) return std::nullopt;
    if (!m_value->is_string()) {
        error("expected a string, found " + typeName(*m_value));
        return std::nullopt;
    }
    return m_value->get<std::string>();
}

std::optional<int> Node::asInt(int min, int max) const {
    if (!m_value) return std::nullopt;
    if (!m_value->is_number_integer()) {
        error("expected an integer, found " + typeName(*m_value));
        return std::nullopt;
    }
    const auto v = m_value->get<long long>();
    if (v < min || v > max) {
        error(std::to_string(v) + " is out of range " + std::to_string(min) + ".." + std::to_string(max));
        return std::nullopt;
    }
    return static_cast<int>(v);
}

std::optional<double> Node::asNumber(double min, double max) const {
    if (!m_value) return std::nullopt;
    if (!m_value->is_number()) {
        error("expected a number, found " + typeName(*m_value));
        return std::nullopt;
    }
    const double v = m_value->get<double>();
    if (!std::isfinite(v) || v < min || v > max) {
        std::ostringstream os;
        os << v << " is out of range " << min << ".." << max;
        error(os.str());
        return std::nullopt;
    }
    return v;
}

std::optional<bool> Node::asBool() const {
    if (!m_value) return std::nullopt;
    if (!m_value->is_boolean()) {
        error("expected true or false, found " + typeName(*m_value));
        return std::nullopt;
    }
    return m_value->get<bool>();
}

std::optional<std::string> Node::asEnum(const std::vector<std::string_view>& allowed) const {
    auto text = asString();
    if (!text) return std::nullopt;
    if (std::find(allowed.begin(), allowed.end(), *text) != allowed.end()) return text;
    std::string list;
    for (auto a : allowed) list += (list.empty() ? "" : ", ") + std::string(a);
    error(quotedValue(*text) + " is not one of: " + list);
    return std::nullopt;
}

void Node::forEach(const std::function<void(const Node&)>& fn) const {
    if (!m_value) return;
    if (!m_value->is_array()) {
        error("expected an array, found " + typeName(*m_value));
        return;
    }
    for (std::size_t i = 0; i < m_value->size(); ++i) fn((*this)[i]);
}

void Node::forEachMember(const std::function<void(const std::string&, const Node&)>& fn) const {
    if (!m_value) return;
    if (!m_value->is_object()) {
        error("expected an object, found " + typeName(*m_value));
        return;
    }
    for (auto it = m_value->begin(); it != m_value->end(); ++it)
        fn(it.key(), Node(&it.value(), m_pointer + "/" + escapePointerToken(it.key()), m_ctx));
}

std::vector<std::string> Node::stringList() const {
    std::vector<std::string> out;
    forEach([&](const Node& n) {
        if (auto s = n.asString()) out.push_back(*s);
    });
    return out;
}

namespace {
// Levenshtein distance, for naming the known key a misspelt one was meant to be.
std::size_t editDistance(std::string_view a, std::string_view b) {
    std::vector<std::size_t> row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        std::size_t diagonal = row[0];
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t above = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
            diagonal = above;
        }
    }
    return row[b.size()];
}
}  // namespace

std::string nearestKey(std::string_view key, const std::vector<std::string_view>& keys) {
    if (key.size() > 2 * kQuotedMax) return "";  // no key is that long: a guess would cost more than it tells
    std::string best;
    std::size_t bestDistance = std::max<std::size_t>(2, key.size() / 3) + 1;  // further than this is no misspelling
    for (auto k : keys) {
        const std::size_t d = editDistance(key, k);
        if (d < bestDistance) {
            bestDistance = d;
            best = std::string(k);
        }
    }
    return best;
}

void Node::allowOnly(const std::vector<std::string_view>& keys) const {
    if (!m_value || !m_value->is_object()) return;
    for (auto it = m_value->begin(); it != m_value->end(); ++it) {
        if (std::find(keys.begin(), keys.end(), it.key()) != keys.end()) continue;
        const std::string nearest = nearestKey(it.key(), keys);
        Node(&it.value(), m_pointer + "/" + escapePointerToken(it.key()), m_ctx)
            .error("unknown field " + quotedValue(it.key()) + (nearest.empty() ? "" : " (did you mean " + quotedValue(nearest) + "?)"));
    }
}

std::optional<Json> readJsonFile(const std::string& path, const std::string& displayPath, DataErrors& errors) {
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) {
        errors.push_back({displayPath, "", "is a directory, not a JSON file"});
        return std::nullopt;
    }
    std::string error;
    const auto text = readFileText(path, error);
    if (!text) {
        errors.push_back({displayPath, "", error});
        return std::nullopt;
    }
    std::string pointer;
    auto json = parseJsonText(*text, error, pointer);
    if (!json) errors.push_back({displayPath, pointer, error});
    return json;
}

bool checkSchemaVersion(const Node& root, int supported) {
    if (!root.isObject()) {
        root.error("the file must hold a JSON object");
        return false;
    }
    auto version = root.required("schemaVersion").asInt(1, 1000000);
    if (!version) return false;
    if (*version != supported) {
        root.optional("schemaVersion").error("schemaVersion " + std::to_string(*version) + " is not supported (this build reads " +
                                             std::to_string(supported) + ")");
        return false;
    }
    return true;
}

}  // namespace tricorne::core::data
