// validate's part for the block game: its data under a data folder, checked, and summed up.
#pragma once

#include <string>

#include "tricorne/engine/data_error.h"

namespace tricorne::cli {

struct BlockGameCheck {
    core::DataErrors errors;
    std::string summary;  // "block game: 36 points, 49 roads, 72 blocks, 1 scenario" when there is no error
};

BlockGameCheck checkBlockGame(const std::string& dataDir);

}  // namespace tricorne::cli
