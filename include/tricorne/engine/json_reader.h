// A cursor into a parsed JSON document that records typed, path-named errors as it reads.
#pragma once

#include <nlohmann/json.hpp>

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tricorne/engine/data_error.h"

namespace tricorne::core::data {

using Json = nlohmann::json;

struct ReadContext {
    std::string file;
    DataErrors* errors;
};

class Node {
public:
    Node(const Json* value, std::string pointer, ReadContext* ctx) : m_value(value), m_pointer(std::move(pointer)), m_ctx(ctx) {}

    const std::string& pointer() const { return m_pointer; }
    bool present() const { return m_value != nullptr; }
    const Json* raw() const { return m_value; }

    void error(const std::string& message) const;

    // A member that must be there: records "missing field" when absent.
    Node required(std::string_view key) const;
    // A member that may be absent.
    Node optional(std::string_view key) const;
    Node operator[](std::size_t index) const;

    bool isObject() const { return m_value && m_value->is_object(); }
    bool isArray() const { return m_value && m_value->is_array(); }
    bool isNull() const { return m_value && m_value->is_null(); }
    std::size_t size() const { return m_value && (m_value->is_array() || m_value->is_object()) ? m_value->size() : 0; }

    // Typed reads record "expected …" on a type mismatch and return nullopt.
    std::optional<std::string> asString() const;
    std::optional<int> asInt(int min, int max) const;
    std::optional<double> asNumber(double min, double max) const;
    std::optional<bool> asBool() const;
    std::optional<std::string> asEnum(const std::vector<std::string_view>& allowed) const;

    // Iterates an array (recording an error when this is not one).
    void forEach(const std::function<void(const Node&)>& fn) const;
    // Iterates an object's members in key order.
    void forEachMember(const std::function<void(const std::string&, const Node&)>& fn) const;
    std::vector<std::string> stringList() const;

    // Rejects members other than the given ones, naming the nearest known key (a misspelling).
    void allowOnly(const std::vector<std::string_view>& keys) const;

private:
    const Json* m_value;
    std::string m_pointer;
    ReadContext* m_ctx;
};

// The known key within a few edits of `key` (the one it was most likely meant to be), or "".
std::string nearestKey(std::string_view key, const std::vector<std::string_view>& keys);

// Reads a file as JSON; records an error naming the file on I/O or syntax failure.
std::optional<Json> readJsonFile(const std::string& path, const std::string& displayPath, DataErrors& errors);
// Checks the top-level schemaVersion member.
bool checkSchemaVersion(const Node& root, int supported);

}  // namespace tricorne::core::data
