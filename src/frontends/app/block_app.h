// The block game in the application: its data found under the data folder, the command line's
// choice of it (--game block, or a save of it), and its screenshots, taken by the window that
// plays it.
#pragma once

#include <QString>

#include <memory>
#include <string>

#include "command_line.h"
#include "tricorne/block/block_data.h"

namespace tricorne::app {

// The block game's folder under the data folder.
QString blockDataDir(const std::string& dataDir);
// The block game's data, or null when it is absent; its errors are printed.
std::unique_ptr<block::BlockData> loadBlockGame(const std::string& dataDir);
// The command line asks for the block game: --game block, or a save of the block game.
bool wantsBlockGame(const CommandLine& cl);
// The window playing the scenario (seeded, the same picture each run) or the save, written to
// the screenshot's file; with --hotseat the curtain as the next player finds it.
int takeBlockScreenshot(const block::BlockData& data, const QString& dataDir, const CommandLine& cl);

}  // namespace tricorne::app
