// Where a value of the block game's data comes from: a heading of the rulebook by its B-key,
// a public source, or a reconstruction with its reason (docs/data-provenance.md).
#pragma once

#include <map>
#include <string>
#include <string_view>

namespace tricorne::block {

struct Source {
    std::string cite;                                // "B6 (example)", "B4", "blurb", "review" or "rec"
    std::string reason;                              // why, for an entry reconstructed as a whole
    std::map<std::string, std::string> reconstructed;  // field -> why, for the fields of a cited entry the text does not give

    bool isReconstructed() const { return cite == "rec"; }
    // The B-key cited ("B6", "B12.2"), or "" for a public source or a reconstruction.
    std::string ruleKey() const;
};

// The rulebook's headings in table-of-contents order, numbered B1-B13 (BLOCK-GAME-BRIEF.md).
bool isRuleKey(std::string_view key);
// "rec", "blurb", "review", or a B-key followed by nothing or by a space and a note.
bool isCitation(std::string_view text);

}  // namespace tricorne::block
