// Battles on the real roster with forced dice: openings by block id and the actions by name.
#pragma once

#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

#include "block_test_support.h"
#include "tricorne/block/battle.h"

namespace tricorne::test {

using block::Battle;
using block::BattleAction;
using block::BattlePosition;
using block::Fighter;
using block::Side;

// A block of the roster at its full SP, or at `sp`, and whether it came across water.
Fighter fighter(const std::string& id, int sp = -1, bool crossedWater = false);

struct Opening {
    Side attacker = Side::British;
    std::vector<Fighter> attackers;
    std::vector<Fighter> defenders;
    bool fort = false;
    bool attackerMayLeave = true;
    bool defenderMayLeave = true;
};

Battle open(const Opening& o, const block::BlockData& data = realBlockData());
int at(const Battle& b, const std::string& id);  // the fighter index of a block
const Fighter& fighterOf(const Battle& b, const std::string& id);

BattleAction deploy(int fighter, BattlePosition position);
BattleAction move(int fighter, BattlePosition position);
BattleAction fire(int fighter);
BattleAction hit(int fighter);
BattleAction flee(int fighter);
BattleAction dice(std::vector<int> faces);
BattleAction endTurn();
BattleAction withdraw();
BattleAction fightOn();

// Applies an action that must be legal and must be accepted.
void play(Battle& b, const BattleAction& a, const block::BlockData& data = realBlockData());
// Each side deploys its blocks where `where` says, the defender first.
void deployAll(Battle& b, const std::map<std::string, BattlePosition>& where, const block::BlockData& data = realBlockData());

}  // namespace tricorne::test
